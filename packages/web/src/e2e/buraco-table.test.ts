/**
 * The Buraco table in a real browser: a person plays a 2-player table against the random bot. On its
 * first turn the page draws from the stock (its hand grows by one), lays a meld if its hand holds one
 * (found with the engine's `classifyMeld`; the hand shrinks by its three cards and the meld shows on
 * its side), then discards a card selected by keys (→, Space, Enter): the hand shrinks by one and the
 * pile's top is that card.
 */
import { buraco } from "@parlor/engine";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { clientHas, noClient, setupBrowser } from "./harness.js";

const h = setupBrowser();

const poll = { timeout: 20_000, interval: 50 };

/** What the page shows at one moment (read at once, so a bot's move cannot fall between two reads). */
interface Seen {
  readonly step: string;
  readonly mine: boolean;
  readonly hand: string[];
  readonly handCount: string;
  readonly pileTop: string | null;
  readonly melds: number;
}

const seen = (page: Page): Promise<Seen> =>
  page.getByTestId("buraco-table").evaluate((table) => {
    const attr = (selector: string, name: string) =>
      table.querySelector(selector)?.getAttribute(name) ?? null;
    return {
      step: table.getAttribute("data-step") ?? "",
      mine: table.getAttribute("data-my-turn") === "true",
      hand: [...table.querySelectorAll("[data-testid=buraco-hand] [data-id]")].map(
        (e) => e.getAttribute("data-id") ?? "",
      ),
      handCount: table.querySelector("[data-testid=hand-count-0]")?.textContent ?? "",
      pileTop: attr("[data-testid=pile-top] [data-card]", "data-card"),
      melds: table.querySelectorAll("[data-testid=melds-0] [data-canasta]").length,
    };
  });

/** Three cards of `hand` (physical ids) that make a meld under the default options, or null. */
function aMeld(hand: readonly string[]): string[] | null {
  const options = buraco.buracoOptions.parse({});
  const meldOptions = { jokers: options.jokers, groups: options.groups };
  for (let a = 0; a < hand.length; a++)
    for (let b = a + 1; b < hand.length; b++)
      for (let c = b + 1; c < hand.length; c++) {
        const cards = [hand[a], hand[b], hand[c]] as string[];
        if (buraco.classifyMeld(cards.map(buraco.cardOf), meldOptions)) return cards;
      }
  return null;
}

describe.skipIf(noClient !== null)("the Buraco table in the browser", () => {
  it.skipIf(!clientHas("buraco table", "buraco-table", "buraco-hand", "pile-top"))(
    "draws from the stock, melds when it can, and discards the selected card onto the pile",
    async () => {
      const table = await h.createTable({
        game: "buraco",
        seats: [{ human: true }, { bot: "random" }],
      });
      const page = await h.page();
      await page.goto(`${h.url}/table/${table.id}#t=${table.seatTokens[0]}`);
      // Whoever starts, the page's turn comes with the draw step.
      await expect
        .poll(async () => {
          const at = await seen(page);
          return `${at.step}/${at.mine}`;
        }, poll)
        .toBe("draw/true");
      const before = (await seen(page)).hand.length;
      expect((await seen(page)).handCount).toBe(`${before} cards`);

      await page.getByRole("button", { name: "Draw from the stock" }).click();
      await expect.poll(async () => (await seen(page)).step, poll).toBe("meld-discard");
      let now = await seen(page);
      // A red three drawn is laid and replaced: the hand holds one card more either way.
      expect(now.hand).toHaveLength(before + 1);
      expect(now.handCount).toBe(`${before + 1} cards`);

      const meld = aMeld(now.hand);
      if (meld !== null) {
        for (const card of meld) await page.locator(`[data-testid=buraco-hand] [data-id="${card}"]`).click();
        await page.getByRole("button", { name: "Meld the selected cards" }).click();
        await expect.poll(async () => (await seen(page)).hand.length, poll).toBe(before + 1 - meld.length);
        now = await seen(page);
        expect(now.melds).toBe(1);
        expect(now.handCount).toBe(`${now.hand.length} cards`);
        for (const card of meld) expect(now.hand).not.toContain(card);
      }

      // The discard by keys: → from the first card to the second, Space selects it, Enter discards it.
      const card = now.hand[1] as string;
      const left = now.hand.length - 1;
      const hand = page.getByTestId("buraco-hand");
      await hand.locator(`[data-id="${now.hand[0]}"]`).focus();
      await page.keyboard.press("ArrowRight");
      await page.keyboard.press("Space");
      await expect
        .poll(() => hand.locator(`[data-id="${card}"]`).getAttribute("aria-pressed"), poll)
        .toBe("true");
      const discard = page.getByRole("button", { name: /^Discard the selected card/ });
      await expect.poll(() => discard.isEnabled(), poll).toBe(true);
      await page.keyboard.press("Enter");
      await expect.poll(async () => (await seen(page)).hand.length, poll).toBe(left);
      // The first look after the discard: the bot thinks before it may take the pile.
      const after = await seen(page);
      expect(after.pileTop).toBe(buraco.cardOf(card));
      expect(after.handCount).toBe(`${left} cards`);
      expect(after.mine).toBe(false);
      await h.screenshot(page, "buraco-table");
    },
  );
});
