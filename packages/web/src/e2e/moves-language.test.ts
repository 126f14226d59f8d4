/**
 * The table's moves in the reader's language, in a real browser: a French browser and an American
 * one watch the same two bots, and each lists every move under the board in its language (the
 * page's socket says its language when it joins; the server tells each socket its own), bots named
 * in it too (« Robot 2 (glouton) »). Switching the page to Portuguese with the
 * switcher brings the moves back in Portuguese at once.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { clientHas, noClient, setupBrowser, WAIT_MS } from "./harness.js";

const h = setupBrowser();

const poll = { timeout: WAIT_MS, interval: 50 };
/** A short Ruhd match: two tiles a hand and no extra deck (four moves with two players). */
const SHORT_RUHD = { handSize: 2, smallTableDeck: 0 };
/** The moves two bots make before the table waits for a third seat nobody takes. */
const BOT_MOVES = 2;

/**
 * The moves the page lists, in words as a screen reader reads them: without the player's mark before
 * each, nor the pictures of tiles (hidden from screen readers, drawn beside their words).
 */
async function listed(page: Page): Promise<string[]> {
  return page.getByTestId("move").evaluateAll((items) =>
    items.map((item) => {
      const copy = item.cloneNode(true) as typeof item;
      for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
      return (copy.textContent ?? "").trim();
    }),
  );
}

/** The tiles the moves show, by their codes (the pictures' `data-piece`), in order. */
function tilesShown(page: Page): Promise<(string | null)[]> {
  return page
    .locator('[data-testid="move"] [data-piece]')
    .evaluateAll((pieces) => pieces.map((piece) => piece.getAttribute("data-piece")));
}

/**
 * A page in `locale` watching `table`, once its board is drawn: in French the file's French page (the
 * next test's too), in another language a fresh one.
 */
async function watching(locale: string, table: string): Promise<Page> {
  const page = locale === "fr-FR" ? await h.filePage({ locale }) : await h.page({ locale });
  await page.goto(`${h.url}/table/${table}`);
  await page.getByTestId("ruhd-board").waitFor({ timeout: WAIT_MS });
  return page;
}

describe.skipIf(noClient !== null)("the table's moves in the reader's language", () => {
  it.skipIf(!clientHas("moves in the reader's language", "move-list", "language-switcher"))(
    "a French and an English spectator of the same bots each read the moves in their language",
    async () => {
      // Two bots play first, then the table waits for the third seat, held by a page that never
      // plays: it stays live however slow the pages are to open, and both spectators see the same
      // two moves.
      const table = await h.createTable({
        game: "ruhd",
        options: { ...SHORT_RUHD, firstPlayer: 0 },
        seats: [{ bot: "greedy" }, { bot: "greedy" }, { human: true }],
      });
      const holder = await h.page();
      await holder.goto(`${h.url}/table/${table.id}#t=${table.seatTokens[2]}`);
      const french = await watching("fr-FR", table.id);
      const english = await watching("en-US", table.id);
      await expect.poll(async () => (await listed(french)).length, poll).toBe(BOT_MOVES);
      await expect.poll(async () => (await listed(english)).length, poll).toBe(BOT_MOVES);
      const inFrench = await listed(french);
      const inEnglish = await listed(english);
      // The same moves, each in its language: the same tiles drawn, their cells in each one's words.
      inFrench.forEach((line, i) => {
        expect(line).toMatch(
          new RegExp(`^Robot ${i + 1} \\(glouton\\) a posé la tuile .+ depuis le coin du L de départ`),
        );
        expect(inEnglish[i]).toMatch(
          new RegExp(`^Bot ${i + 1} \\(greedy\\) placed a tile .+ from the corner of the starting L`),
        );
      });
      const tiles = await tilesShown(french);
      expect(tiles).toHaveLength(BOT_MOVES);
      expect(tiles.every((tile) => tile !== null && /^([GYBR][1-4]){4}$/.test(tile))).toBe(true);
      expect(await tilesShown(english)).toEqual(tiles);
      await h.screenshot(french, "table-moves-fr");
    },
  );

  it.skipIf(!clientHas("moves after switching language", "move-list", "language-switcher"))(
    "switching the page's language brings the moves back in the new one",
    async () => {
      // The bot plays first; then it waits for this page's seat, so the table is still playing.
      const table = await h.createTable({
        game: "ruhd",
        options: { ...SHORT_RUHD, firstPlayer: 1 },
        seats: [{ human: true }, { bot: "greedy" }],
      });
      // The French spectator's page above, on its next table (the language it switches to here stays:
      // no later test takes it).
      const page = await h.filePage({ locale: "fr-FR" });
      await page.goto(`${h.url}/table/${table.id}#t=${table.seatTokens[0]}`);
      await page.getByTestId("ruhd-board").waitFor({ timeout: WAIT_MS });
      await expect
        .poll(() => listed(page), poll)
        .toEqual([expect.stringMatching(/^Robot 2 \(glouton\) a posé la tuile /)]);
      // The switcher changes the page's language at once: the socket joins again in it.
      await page.getByTestId("language").selectOption("pt-BR");
      await expect
        .poll(() => listed(page), poll)
        .toEqual([expect.stringMatching(/^Robô 2 \(guloso\) colocou a peça /)]);
      await h.screenshot(page, "table-moves-pt-BR");
    },
  );
});
