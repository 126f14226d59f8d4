/**
 * The table's moves in words in a real browser (Debian's Chromium through playwright-core, a real
 * server serving the built client): the server's `move` frames and `joined.moves`, listed under the
 * board as the engine's `describe` words them.
 */
import { getGame, moveSentence, replaySteps, seatLabel, type AnyGame, type MatchLog } from "@parlor/engine";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { clientHas, noClient, setupBrowser, WAIT_MS } from "./harness.js";
import { SeatSocket } from "./seat-socket.js";

const h = setupBrowser();

const poll = { timeout: WAIT_MS, interval: 50 };
const RUHD = getGame("ruhd") as AnyGame;
/** A short Ruhd match: two tiles a hand and no extra deck (four moves with two players). */
const SHORT_RUHD = { handSize: 2, smallTableDeck: 0 };

/** "2 cells right and 1 cell down from the corner of the starting L": a Ruhd cell as the page says it. */
function whereInEnglish(x: number, y: number): string {
  const cells = (n: number, way: string) => `${Math.abs(n)} ${Math.abs(n) === 1 ? "cell" : "cells"} ${way}`;
  const parts = [
    ...(x === 0 ? [] : [cells(x, x > 0 ? "right" : "left")]),
    ...(y === 0 ? [] : [cells(y, y > 0 ? "up" : "down")]),
  ];
  return `${parts.join(" and ")} from the corner of the starting L`;
}

/** The engine's words of a Ruhd move as the page shows them: the tile's code and cell in words. */
const shownWords = (words: string) =>
  words.replace(
    /(?:[GYBR][1-4]){4} at \((-?\d+), (-?\d+)\)/,
    (_, x: string, y: string) => `a tile ${whereInEnglish(Number(x), Number(y))}`,
  );

/**
 * The moves the page lists, in words as a screen reader reads them: without the player's mark before
 * each, nor the pictures of tiles (hidden from screen readers, drawn beside their words).
 */
async function listed(page: Page): Promise<string[]> {
  const texts = await page.getByTestId("move").evaluateAll((items) =>
    items.map((item) => {
      const copy = item.cloneNode(true) as typeof item;
      for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
      return (copy.textContent ?? "").trim();
    }),
  );
  return texts.map((text) => text.replace(/^\s*/, ""));
}

/** Every move of a finished match's log in words, as the engine describes them (replay names). */
function engineWords(log: MatchLog): string[] {
  const states = [...replaySteps(RUHD, log)];
  return log.actions.map((entry, i) =>
    moveSentence(
      RUHD.describe(
        states[i],
        {
          seat: entry.seat,
          action: entry.action,
          at: entry.at,
          name: seatLabel(log.seats[entry.seat], entry.seat),
        },
        states[i + 1],
      ),
    ),
  );
}

describe.skipIf(noClient !== null)("the table's moves in the browser", () => {
  it.skipIf(!clientHas("table moves", "move-list", "moves-none"))(
    "a spectator of a person and a bot reads each move in the engine's words, under a board that announces its own",
    async () => {
      const table = await h.createTable({
        game: "ruhd",
        options: SHORT_RUHD,
        seats: [{ human: true }, { bot: "greedy" }],
      });
      // The spectator is there before anything is played: the table waits for its person, who comes
      // (over the protocol, playing the engine's first legal move) once the page watches.
      const page = await h.page();
      await page.goto(`${h.url}/table/${table.id}`);
      await expect
        .poll(() => page.getByTestId("table-page").getAttribute("data-status"), poll)
        .toBe("waiting");
      const person = await SeatSocket.join(h.url, table.id, [table.seatTokens[0] as string]);
      const played = person.playToTheEnd("ruhd");
      await page.getByTestId("ruhd-board").waitFor({ timeout: WAIT_MS });
      const moves = page.getByTestId("moves");
      // The Ruhd board announces each placement itself: the moves are a list to open, not read again.
      await expect.poll(() => moves.getAttribute("data-live"), poll).toBe("false");
      expect(await moves.evaluate((e) => e.tagName)).toBe("DETAILS");
      expect(await moves.getAttribute("open")).not.toBeNull();
      expect(await moves.evaluate((e) => e.querySelector("[aria-live], [role=log]"))).toBeNull();

      await expect
        .poll(() => page.getByTestId("table-page").getAttribute("data-status"), poll)
        .toBe("finished");
      await played;
      person.close();
      const log = (await (await fetch(`${h.url}/api/tables/${table.id}/log`)).json()) as MatchLog;
      const words = engineWords(log);
      expect(words.length).toBe(4);
      expect(words).toContainEqual(
        expect.stringMatching(/^Bot 2 \(greedy\) placed [GYBR1-4]{8} at \(-?\d+, -?\d+\)/),
      );
      // The page shows each tile as a picture with its cell in words (replay/pieces.ts), not its code.
      await expect.poll(() => listed(page), poll).toEqual(words.map(shownWords));
      const pictured = await page
        .getByTestId("move")
        .locator("[data-piece] svg")
        .evaluateAll((svgs) => svgs.map((svg) => svg.closest("[data-piece]")?.getAttribute("data-piece")));
      expect(pictured).toEqual(log.actions.map((entry) => (entry.action as { tile: string }).tile));
      await h.screenshot(page, "table-moves");
    },
  );

  it.skipIf(!clientHas("table moves on joining", "move-list"))(
    "a player coming back finds the moves made before (the join brings them)",
    async () => {
      // The bot plays first; then it is this page's turn, and nothing moves while it is away.
      const table = await h.createTable({
        game: "ruhd",
        options: { ...SHORT_RUHD, firstPlayer: 1 },
        seats: [{ human: true }, { bot: "greedy" }],
      });
      const page = await h.page();
      await page.goto(`${h.url}/table/${table.id}#t=${table.seatTokens[0]}`);
      await expect
        .poll(() => listed(page), poll)
        .toEqual([expect.stringMatching(/^Bot 2 \(greedy\) placed /)]);
      const before = await listed(page);
      await page.reload();
      await page.getByTestId("ruhd-board").waitFor({ timeout: WAIT_MS });
      await expect.poll(() => listed(page), poll).toEqual(before);
    },
  );

  it.skipIf(!clientHas("table moves under banners", "move-list", "data-announces"))(
    "under a board with banners of its own (Patterns: SET!, Boop!) the moves are a list to open too",
    async () => {
      const table = await h.createTable({ game: "set-patterns", seats: [{ human: true }, { bot: "easy" }] });
      const page = await h.page();
      await page.goto(`${h.url}/table/${table.id}#t=${table.seatTokens[0]}`);
      await page.locator(".patterns-table").waitFor({ timeout: WAIT_MS });
      // Decided with the board's first drawing, before any banner shows (none is shown at the start).
      expect(await page.getByTestId("moves").getAttribute("data-live")).toBe("false");
      // The bot's moves come in words all the same.
      await expect
        .poll(() => listed(page), { ...poll, timeout: WAIT_MS })
        .toContainEqual(expect.stringMatching(/^Bot 2 \(easy\) /));
    },
  );
});
