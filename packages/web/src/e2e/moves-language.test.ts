/**
 * The table's moves in the reader's language, in a real browser: a French browser and an American
 * one watch the same two bots, and each lists every move under the board as the engine words it in
 * its language (the page's socket says its language when it joins; the server tells each socket its
 * own), bots named in it too (« Robot 2 (glouton) »). Switching the page to Portuguese with the
 * switcher brings the moves back in Portuguese at once.
 */
import { getGame, replaySteps, seatLabel, type AnyGame, type Lang, type MatchLog } from "@parlor/engine";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { clientHas, noClient, setupBrowser } from "./harness.js";

const h = setupBrowser();

const poll = { timeout: 20_000, interval: 50 };
const RUHD = getGame("ruhd") as AnyGame;
/** A short Ruhd match: two tiles a hand and no extra deck (four moves with two players). */
const SHORT_RUHD = { handSize: 2, smallTableDeck: 0 };

/** The moves the page lists, in words (without the player's mark before each). */
async function listed(page: Page): Promise<string[]> {
  const texts = await page.getByTestId("move").allInnerTexts();
  return texts.map((text) => text.replace(/^\S+\s/, ""));
}

/** Every move of a finished match's log in words in `lang`, as the engine describes them (replay names). */
function engineWords(log: MatchLog, lang: Lang): string[] {
  const states = [...replaySteps(RUHD, log)];
  return log.actions.map((entry, i) =>
    RUHD.describe(
      states[i],
      {
        seat: entry.seat,
        action: entry.action,
        at: entry.at,
        name: seatLabel(log.seats[entry.seat], entry.seat, lang),
      },
      states[i + 1],
      lang,
    ),
  );
}

/** A page in `locale` watching `table`, once its board is drawn. */
async function watching(locale: string, table: string): Promise<Page> {
  const page = await h.page({ locale });
  await page.goto(`${h.url}/table/${table}`);
  await page.getByTestId("ruhd-board").waitFor({ timeout: 10_000 });
  return page;
}

describe.skipIf(noClient !== null)("the table's moves in the reader's language", () => {
  it.skipIf(!clientHas("moves in the reader's language", "move-list", "language-switcher"))(
    "a French and an English spectator of the same bots each read the moves in their language",
    async () => {
      const table = await h.createTable({
        game: "ruhd",
        options: SHORT_RUHD,
        seats: [{ bot: "greedy" }, { bot: "greedy" }],
      });
      const french = await watching("fr-FR", table.id);
      const english = await watching("en-US", table.id);
      await expect
        .poll(() => french.getByTestId("table-page").getAttribute("data-status"), poll)
        .toBe("finished");
      const log = (await (await fetch(`${h.url}/api/tables/${table.id}/log`)).json()) as MatchLog;
      const inFrench = engineWords(log, "fr");
      expect(inFrench.length).toBe(4);
      expect(inFrench[0]).toMatch(/^Robot [12] \(glouton\) a posé la tuile [GYBR1-4]{8} en \(/);
      await expect.poll(() => listed(french), poll).toEqual(inFrench);
      await expect.poll(() => listed(english), poll).toEqual(engineWords(log, "en"));
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
      const page = await h.page({ locale: "fr-FR" });
      await page.goto(`${h.url}/table/${table.id}#t=${table.seatTokens[0]}`);
      await page.getByTestId("ruhd-board").waitFor({ timeout: 10_000 });
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
