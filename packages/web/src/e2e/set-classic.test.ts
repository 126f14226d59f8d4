/**
 * Classic SET (set-classic) in a real browser: Debian's Chromium (playwright-core) against a real
 * server serving the built client. Tables are solo (one seat, no bot), so nothing changes the table
 * under the test's picks. The board is read from the page (`data-slot`, `data-card`) and searched
 * here: an UltraSet by its definition (two pairs whose completing cards, the engine's `thirdCard`,
 * are equal), a set with the engine's `findSets`. The table in play and at its end (the speed
 * table too) passes the layout check at the five window sizes (issue 31). Screenshots in
 * test-artifacts/screenshots/.
 */
import { findSets, isSet, thirdCard } from "@parlor/engine/set";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { keyForChain, keyForPlace } from "../games/set-classic/keys.js";
import { clientHas, noClient, PHONE, setupBrowser, THEMES, WAIT_MS } from "./harness.js";
import { checkLayout } from "./layout.js";
import { CARD, readSlots } from "./set-board.js";

const h = setupBrowser();

const poll = { timeout: WAIT_MS, interval: 50 };

/** Classic SET's parts that must never overlap: the cards, the bar, the buttons, the players, what is said. */
const CLASSIC_APART = [
  ".classic-grid .slot",
  ".classic-table > .table-bar",
  ".classic-table > .actions",
  ".classic-last",
  '.classic-table [data-testid^="player-"]',
  ".classic-table .event-feed li",
  ".classic-end",
];

/** The three ways four cards split into two pairs. */
const PAIRINGS = [
  [0, 1, 2, 3],
  [0, 2, 1, 3],
  [0, 3, 1, 2],
] as const;

/** Whether four cards are an UltraSet: a split into two pairs whose completing cards are equal. */
function isUltraset(cards: readonly string[]): boolean {
  return PAIRINGS.some(([a, b, c, d]) => thirdCard(cards[a]!, cards[b]!) === thirdCard(cards[c]!, cards[d]!));
}

/** Every four cards of the table, in place order, each once. */
function* fours(cards: readonly string[]): Generator<string[]> {
  for (let a = 0; a < cards.length; a++)
    for (let b = a + 1; b < cards.length; b++)
      for (let c = b + 1; c < cards.length; c++)
        for (let d = c + 1; d < cards.length; d++) yield [cards[a]!, cards[b]!, cards[c]!, cards[d]!];
}

/**
 * A solo set-classic table with these options, opened holding its seat: in the file's desktop page, or
 * in a fresh page of another kind of window (each used once).
 */
async function openSolo(
  options: Record<string, unknown>,
  size: Parameters<typeof h.page>[0] = undefined,
): Promise<Page> {
  const table = await h.createTable({ game: "set-classic", options, seats: [{ human: true }] });
  const page = size ? await h.page(size) : await h.filePage();
  const token = table.seatTokens[0];
  await page.goto(`${h.url}/table/${table.id}#t=${token}`);
  await page.locator(CARD).first().waitFor({ timeout: WAIT_MS });
  return page;
}

/** The table's cards as the page shows them, in place order. */
async function boardCards(page: Page): Promise<string[]> {
  return [...(await readSlots(page))].sort(([a], [b]) => a - b).map(([, card]) => card);
}

const score = (page: Page) => page.getByTestId("score-0").innerText();

/** The previous solution's cards set aside (a chained mode), in their order. */
async function chainCards(page: Page): Promise<string[]> {
  return page
    .locator("[data-chain][data-card]")
    .evaluateAll((elements) => elements.map((e) => e.getAttribute("data-card") ?? ""));
}

describe.skipIf(noClient !== null)("classic SET in the browser", () => {
  it.skipIf(!clientHas("ultraset picking", "classic-board", "last-cards", "data-card"))(
    "UltraSet: four cards picked by clicks score and show as the last solution; a wrong four is a wrong claim",
    async () => {
      const page = await openSolo({ mode: "ultraset", penalty: "point" });
      const board = page.getByTestId("classic-board");
      expect(await board.getAttribute("data-claim-size")).toBe("4");
      const cards = await boardCards(page);
      const ultraset = [...fours(cards)].find(isUltraset);
      expect(ultraset, `an UltraSet among ${cards.join(" ")}`).toBeDefined();
      expect(await score(page)).toBe("0");

      // Three picks stay on this screen, pressed; the fourth sends the claim.
      for (const card of ultraset!.slice(0, 3)) await page.getByTestId(`card-${card}`).click();
      for (const card of ultraset!.slice(0, 3))
        expect(await page.getByTestId(`card-${card}`).getAttribute("aria-pressed")).toBe("true");
      await page.getByTestId(`card-${ultraset![3]}`).click();
      await expect.poll(() => score(page), poll).toBe("1");
      const last = page.getByTestId("last-cards");
      await expect
        .poll(async () => (await last.getAttribute("data-cards"))?.split(",").sort(), poll)
        .toEqual([...ultraset!].sort());
      expect(await page.getByTestId("last-by").innerText()).toMatch(/^Found by you in /);
      await page.getByTestId("event-found").waitFor();
      // The picking was cleared, and the found cards left the table.
      expect(await page.locator('[data-card][aria-pressed="true"]').count()).toBe(0);
      const after = await boardCards(page);
      for (const card of ultraset!) expect(after).not.toContain(card);
      await h.screenshot(page, "set-classic-ultraset-found");

      const wrong = [...fours(after)].find((four) => !isUltraset(four));
      expect(wrong).toBeDefined();
      for (const card of wrong!) await page.getByTestId(`card-${card}`).click();
      await page.getByTestId("event-wrong").waitFor({ timeout: WAIT_MS });
      expect(await page.getByTestId("event-wrong").innerText()).toBe("Not an ultraset: a point off for you.");
      await expect.poll(() => score(page), poll).toBe("0");
      await expect.poll(() => page.getByTestId("wrong-0").innerText(), poll).toBe("1 wrong");
      // A wrong claim takes no card: the table is as it was.
      expect(await boardCards(page)).toEqual(after);
      await h.screenshot(page, "set-classic-ultraset-wrong");
    },
  );

  it.skipIf(!clientHas("classic keys", "classic-board", "data-card", "score-"))(
    "normal mode: a set picked with the keys printed on the cards scores; Escape clears a picking",
    async () => {
      const page = await openSolo({ mode: "normal" });
      const cards = await boardCards(page);
      const set = findSets(cards)[0];
      expect(set, `a set among ${cards.join(" ")}`).toBeDefined();
      const keys = set!.map((card) => keyForPlace(cards.indexOf(card))!);
      // Each card shows its key.
      expect(await page.getByTestId(`card-${set![0]}`).locator(".key-hint").innerText()).toBe(
        keys[0]!.replace(/^Key/, ""),
      );
      await page.keyboard.press(keys[0]!);
      await expect
        .poll(() => page.getByTestId(`card-${set![0]}`).getAttribute("aria-pressed"), poll)
        .toBe("true");
      await page.keyboard.press("Escape");
      await expect
        .poll(() => page.getByTestId(`card-${set![0]}`).getAttribute("aria-pressed"), poll)
        .toBe("false");
      for (const key of keys) await page.keyboard.press(key);
      await expect.poll(() => score(page), poll).toBe("1");
      await expect.poll(() => page.getByTestId("found-0").innerText(), poll).toBe("1 found");
      await h.screenshot(page, "set-classic-normal-keys");
    },
  );
  it.skipIf(!clientHas("setchain", "classic-board", "data-chain", "data-card"))(
    "SetChain: the first set is set aside as the chain; the next reuses one of its cards, picked with its digit",
    async () => {
      const page = await openSolo({ mode: "setchain" });
      const cards = await boardCards(page);
      const first = findSets(cards)[0]!;
      for (const card of first) await page.keyboard.press(keyForPlace(cards.indexOf(card))!);
      await expect.poll(() => score(page), poll).toBe("1");
      await expect.poll(async () => (await chainCards(page)).sort(), poll).toEqual([...first].sort());
      expect(await page.getByTestId("chain").getAttribute("aria-label")).toBe(
        "The previous solution: reuse 1 of its cards",
      );
      const chain = await chainCards(page);
      const table = await boardCards(page);
      // One card of the chain and two of the table that make a set (the deal saw to it that one exists).
      let next: { chainIndex: number; pair: string[] } | null = null;
      for (let c = 0; c < chain.length && !next; c++)
        for (let a = 0; a < table.length && !next; a++)
          for (let b = a + 1; b < table.length && !next; b++)
            if (isSet([chain[c]!, table[a]!, table[b]!]))
              next = { chainIndex: c, pair: [table[a]!, table[b]!] };
      expect(next, `a set reusing one of ${chain.join(" ")}`).not.toBeNull();
      // A second chain card replaces the first one picked: only one stays pressed.
      const other = (next!.chainIndex + 1) % chain.length;
      await page.keyboard.press(keyForChain(other)!);
      await page.keyboard.press(keyForChain(next!.chainIndex)!);
      await expect
        .poll(() => page.getByTestId(`card-${chain[next!.chainIndex]}`).getAttribute("aria-pressed"), poll)
        .toBe("true");
      expect(await page.getByTestId(`card-${chain[other]}`).getAttribute("aria-pressed")).toBe("false");
      for (const card of next!.pair) await page.keyboard.press(keyForPlace(table.indexOf(card))!);
      await expect.poll(() => score(page), poll).toBe("2");
      await expect
        .poll(async () => (await chainCards(page)).sort(), poll)
        .toEqual([chain[next!.chainIndex]!, ...next!.pair].sort());
      await h.screenshot(page, "set-classic-setchain");
    },
  );

  it.skipIf(!clientHas("speed table", "classic-board", "speed-table", "data-card"))(
    "Junior played out alone: every set found by clicks, then each player's speed and the practice's result",
    async () => {
      const page = await openSolo({ mode: "junior" });
      const finished = page.locator('.classic-table[data-finished="true"]');
      let found = 0;
      while ((await finished.count()) === 0) {
        const cards = await boardCards(page);
        const set = findSets(cards)[0];
        if (!set) {
          await finished.waitFor({ timeout: WAIT_MS });
          break;
        }
        for (const card of set) await page.getByTestId(`card-${card}`).click();
        found++;
        await expect.poll(() => score(page), poll).toBe(String(found));
      }
      const row = page.getByTestId("speed-0");
      await row.waitFor({ timeout: WAIT_MS });
      expect(await row.locator("td").allInnerTexts()).toEqual([
        String(found),
        String(found),
        "0",
        expect.stringMatching(/ s$/),
        expect.stringMatching(/ s$/),
      ]);
      // Alone at the table: the practice's result is shown with the speed.
      expect(await page.getByTestId("speed").locator("[class^=practice]").count()).toBeGreaterThan(0);
      // The last set is said once, as the last solution: the feed does not say it again.
      expect(await page.getByTestId("events").locator("li").count()).toBe(0);
      expect(
        (await page.locator(".classic-table").innerText()).match(/found (a set|by you) in/gi),
      ).toHaveLength(1);
      await h.screenshot(page, "set-classic-junior-end");
      // At every size the end and the speed fit the width: the page never scrolls sideways.
      await checkLayout(h, page, "classic-end", {
        inView: ['[data-testid="end-title"]', '[data-testid^="final-score-"]', ".end-screen .actions > *"],
        apart: [".end-screen", ...CLASSIC_APART],
      });
    },
  );
  it.skipIf(!clientHas("classic look", "classic-board", "data-card"))(
    "the table fits a phone's width, every card named by its words, and axe finds nothing serious in either theme",
    async () => {
      for (const size of [undefined, PHONE]) {
        const page = await openSolo({ mode: "ghostset", penalty: "freeze" }, size);
        const cards = await boardCards(page);
        // Ten cards, and three more at a time while they hold no ghostset (the deal is random).
        expect(cards.length).toBeGreaterThanOrEqual(10);
        expect((cards.length - 10) % 3).toBe(0);
        // Named by its words and its key; its picked state is aria-pressed.
        const first = page.getByTestId(`card-${cards[0]}`);
        expect(await first.locator(".visually-hidden").textContent()).toMatch(
          /^(one|two|three) \w+ \w+ \w+, key Q$/,
        );
        await first.click();
        expect(await first.getAttribute("aria-pressed")).toBe("true");
        // At every size: the cards, the picking and its Clear, the deck and the score in the window.
        if (!size)
          await checkLayout(h, page, "classic-play", {
            inView: [
              ".classic-grid .slot",
              '[data-testid="picked"]',
              '[data-testid="deck-count"]',
              '.classic-table [data-testid^="player-"]',
              '.classic-table [role="timer"]',
            ],
            apart: CLASSIC_APART,
          });
        const overflow = await page.evaluate<number>(
          "document.documentElement.scrollWidth - document.documentElement.clientWidth",
        );
        expect(overflow).toBeLessThanOrEqual(0);
        for (const scheme of THEMES) {
          await page.emulateMedia({ colorScheme: scheme });
          await expect.poll(() => page.locator("html").getAttribute("data-theme"), poll).toBe(scheme);
          expect(await h.axe(page), `axe in the ${scheme} theme`).toEqual([]);
        }
        await page.emulateMedia({ colorScheme: "light" });
        await h.screenshot(page, `set-classic-ghostset-${size ? "phone" : "desktop"}`);
      }
    },
  );
  it.skipIf(!clientHas("puzzle", "puzzle-count", "data-card"))(
    "Puzzle: the counter counts the sets found on the table; one found again is refused without cost",
    async () => {
      const page = await openSolo({ mode: "puzzle", penalty: "point" });
      const cards = await boardCards(page);
      const sets = findSets(cards);
      const count = page.getByTestId("puzzle-count");
      await expect.poll(() => count.innerText(), poll).toBe(`0 of ${sets.length} sets found`);
      for (const card of sets[0]!) await page.getByTestId(`card-${card}`).click();
      await expect.poll(() => score(page), poll).toBe("1");
      if (sets.length > 1) {
        await expect.poll(() => count.innerText(), poll).toBe(`1 of ${sets.length} sets found`);
        // The table stays as it was, and the set found is listed.
        expect(await boardCards(page)).toEqual(cards);
        expect(await page.getByTestId("puzzle-left").innerText()).toMatch(
          new RegExp(`^${sets.length - 1} sets? left`),
        );
        for (const card of sets[0]!) await page.getByTestId(`card-${card}`).click();
        await page.getByTestId("refusal").waitFor({ timeout: WAIT_MS });
        expect(await score(page)).toBe("1");
        expect(await page.getByTestId("wrong-0").count()).toBe(0);
      }
      await h.screenshot(page, "set-classic-puzzle");
    },
  );

  it.skipIf(!clientHas("freeze", "board-freeze", "data-card"))(
    "a wrong claim under the freeze penalty frosts the board: no card can be picked until it ends",
    async () => {
      const page = await openSolo({ mode: "normal", penalty: "freeze", freezeMs: 60_000 });
      const cards = await boardCards(page);
      const wrong = cards
        .flatMap((a, i) => cards.slice(i + 1).flatMap((b, j) => cards.slice(i + j + 2).map((c) => [a, b, c])))
        .find((three) => !isSet(three))!;
      for (const card of wrong) await page.getByTestId(`card-${card}`).click();
      await page.getByTestId("board-freeze").waitFor({ timeout: WAIT_MS });
      // One time, the one left, where the freeze is shown: the feed says only what happened.
      expect(await page.getByTestId("event-wrong").innerText()).toBe("Not a set.");
      await page.getByTestId("freeze-0").waitFor();
      expect(
        await page
          .locator(".classic-table")
          .getByText(/frozen for/)
          .count(),
      ).toBe(0);
      expect(await page.getByTestId(`card-${cards[0]}`).isDisabled()).toBe(true);
      // Keys do nothing while frozen.
      await page.keyboard.press(keyForPlace(0)!);
      expect(await page.getByTestId(`card-${cards[0]}`).getAttribute("aria-pressed")).toBe("false");
      await h.screenshot(page, "set-classic-frozen");
    },
  );
  it.skipIf(!clientHas("classic languages", "classic-board", "data-card"))(
    "in French and Brazilian Portuguese the table speaks the page's language, a wrong claim too",
    async () => {
      for (const [locale, deck, wrong] of [
        ["fr-FR", /^\d+ cartes dans la pioche$/, /^Ce n’est pas un UltraSet\.$/],
        ["pt-BR", /^\d+ cartas no monte$/, /^Não é um UltraSet\.$/],
      ] as const) {
        const page = await openSolo({ mode: "ultraset" }, { locale });
        expect(await page.getByTestId("deck-count").innerText()).toMatch(deck);
        const cards = await boardCards(page);
        const four = [...fours(cards)].find((f) => !isUltraset(f))!;
        for (const card of four) await page.getByTestId(`card-${card}`).click();
        await page.getByTestId("event-wrong").waitFor({ timeout: WAIT_MS });
        expect(await page.getByTestId("event-wrong").innerText()).toMatch(wrong);
        await h.screenshot(page, `set-classic-${locale}`);
      }
    },
  );
});
