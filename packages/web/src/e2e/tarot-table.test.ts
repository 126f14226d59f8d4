/**
 * The French Tarot table in a real browser: a person takes a Garde sans against three bots, declines
 * the chelem, and plays tricks by clicking lit cards. At each of its turns the lit cards are exactly
 * the engine's `legalPlays` of the hand the page shows on the trick it shows; the previous trick can
 * be reviewed.
 */
import { tarot } from "@parlor/engine";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { clientHas, noClient, setupBrowser } from "./harness.js";

const h = setupBrowser();

const poll = { timeout: 20_000, interval: 50 };
/** Tricks the test plays before it is satisfied (a whole deal takes a minute at the bots' pace). */
const TRICKS_TO_PLAY = 3;

const cardsIn = (page: Page, selector: string): Promise<string[]> =>
  page
    .locator(`${selector} [data-card]`)
    .evaluateAll((els) => els.map((e) => e.getAttribute("data-card") ?? ""));

/** Waits until the page's phase is `phase` and it is its turn. */
async function waitForMyTurn(page: Page, phase: string): Promise<void> {
  await expect
    .poll(async () => {
      const table = page.getByTestId("tarot-table");
      return `${await table.getAttribute("data-phase")}/${await table.getAttribute("data-my-turn")}`;
    }, poll)
    .toBe(`${phase}/true`);
}

describe.skipIf(noClient !== null)("the French Tarot table in the browser", () => {
  it.skipIf(!clientHas("tarot table", "tarot-table", "tarot-hand", "previous-trick"))(
    "bids, declines the chelem and plays only the lit cards, which are the engine's legal plays",
    async () => {
      const table = await h.createTable({
        game: "tarot",
        options: { deals: 1 },
        seats: [{ human: true }, { bot: "random" }, { bot: "random" }, { bot: "random" }],
      });
      const page = await h.page();
      await page.goto(`${h.url}/table/${table.id}#t=${table.seatTokens[0]}`);
      // The last seat deals, so this page (seat 0) speaks first: a Garde sans, which only a Garde
      // contre outbids (then the page defends; either way it plays tricks).
      await waitForMyTurn(page, "bidding");
      expect(await cardsIn(page, "[data-testid=tarot-hand]")).toHaveLength(18);
      await page.getByTestId("bidding").getByRole("button", { name: "Garde sans" }).click();
      // The taker (this page, unless a bot said Garde contre) says whether it announces a chelem.
      let stage = "";
      await expect
        .poll(async () => {
          const view = page.getByTestId("tarot-table");
          const phase = await view.getAttribute("data-phase");
          const mine = (await view.getAttribute("data-my-turn")) === "true";
          stage = phase === "chelem" && mine ? "chelem" : phase === "play" ? "play" : "";
          return stage;
        }, poll)
        .not.toBe("");
      if (stage === "chelem") await page.getByRole("button", { name: "No chelem" }).click();
      for (let trick = 0; trick < TRICKS_TO_PLAY; trick++) {
        await waitForMyTurn(page, "play");
        if ((await page.getByTestId("poignee").count()) > 0) {
          // A poignée is offered only to a hand that has one; this test keeps its trumps hidden.
          expect(await page.getByTestId("poignee").innerText()).toMatch(/poignée/);
        }
        const hand = await cardsIn(page, "[data-testid=tarot-hand]");
        const onTrick = await cardsIn(page, "[data-testid=trick]");
        const lit = await page
          .locator("[data-testid=tarot-hand] button[data-legal=true] [data-card]")
          .evaluateAll((els) => els.map((e) => e.getAttribute("data-card") ?? ""));
        expect(lit.sort()).toEqual(tarot.legalPlays(hand, onTrick).sort());
        const card = lit[0] as string;
        await page.locator(`[data-testid=tarot-hand] [data-card="${card}"]`).click();
        await expect.poll(() => cardsIn(page, "[data-testid=tarot-hand]"), poll).not.toContain(card);
      }
      await page.getByRole("button", { name: "Show the previous trick" }).click();
      expect(await cardsIn(page, "[data-testid=previous-trick]")).toHaveLength(4);
      await h.screenshot(page, "tarot-table");
    },
  );
});
