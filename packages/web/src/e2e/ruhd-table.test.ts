/**
 * The Ruhd table in a real browser (Debian's Chromium through playwright-core, a real server serving
 * the built client): a whole game against a bot, played with the mouse and the keyboard. Each
 * preview's score is checked against the engine's scorer on the board the page shows, and each
 * placement against the score the server credits. The table fits each of the five window sizes at
 * its turn and once over (layout.ts), and a finished table offers nothing to play.
 */
import { getGame, ruhd, type RuhdView } from "@parlor/engine";
import Database from "better-sqlite3";
import type { BrowserContextOptions, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  askHint,
  clientHas,
  noClient,
  PHONE,
  setupBrowser,
  type Created,
  WAIT_MS,
  QUICK_BOTS,
} from "./harness.js";
import { checkLayout, LAYOUT_SIZES, type LayoutSpec } from "./layout.js";

// Whole deals against bots, at a quick pace (the bots' real pace: look.test.ts, results.test.ts).
const h = setupBrowser({ botPace: QUICK_BOTS });

const poll = { timeout: WAIT_MS, interval: 50 };

type Rotation = 0 | 1 | 2 | 3;

/** The board as the page draws it (`data-testid="tile-X_Y"` with `data-tile`, `data-rotation`). */
async function readBoard(page: Page): Promise<ruhd.PlacedTile[]> {
  const rows = await page
    .locator('[data-testid^="tile-"][data-tile]')
    .evaluateAll((elements) =>
      elements.map((e) => [
        e.getAttribute("data-testid"),
        e.getAttribute("data-tile"),
        e.getAttribute("data-rotation"),
      ]),
    );
  return rows.map(([id, tile, rotation]) => {
    const [x, y] = (id ?? "").slice("tile-".length).split("_").map(Number);
    return { x: x!, y: y!, tile: tile!, rotation: Number(rotation) as Rotation };
  });
}

async function hand(page: Page): Promise<string[]> {
  return page
    .locator('[data-testid="hand"] [data-testid^="hand-"] [data-tile]')
    .evaluateAll((elements) => elements.map((e) => e.getAttribute("data-tile") ?? ""));
}

const score = async (page: Page, seat: number) => Number(await page.getByTestId(`score-${seat}`).innerText());

/** Waits until it is this page's turn (true) or the game is over (false). */
async function waitForTurn(page: Page): Promise<boolean> {
  let state = "";
  await expect
    .poll(async () => {
      if ((await page.getByTestId("end-screen").count()) > 0) state = "over";
      else if ((await page.getByTestId("ruhd-table").getAttribute("data-my-turn")) === "true") state = "mine";
      else state = "";
      return state;
    }, poll)
    .not.toBe("");
  return state === "mine";
}

/**
 * A Ruhd table where this page plays first against a greedy bot, opened in the file's desktop page (a
 * fresh one for another kind of window).
 */
async function meAgainstABot(context?: BrowserContextOptions): Promise<{ table: Created; page: Page }> {
  const table = await h.createTable({
    game: "ruhd",
    options: { firstPlayer: 0 },
    seats: [{ human: true }, { bot: "greedy" }],
  });
  const page = context ? await h.page(context) : await h.filePage();
  await page.goto(`${h.url}/table/${table.id}#t=${table.seatTokens[0]}`);
  return { table, page };
}

describe.skipIf(noClient !== null)("the Ruhd table in the browser", () => {
  it.skipIf(!clientHas("ruhd table", "ruhd-table", "preview-tile", "rotate-right", "cell-"))(
    "a game against a bot to the end: previews match the scorer, placements score what they previewed",
    async () => {
      const { table, page } = await meAgainstABot();
      await page.getByTestId("ruhd-board").waitFor({ timeout: WAIT_MS });
      let turns = 0;
      while (await waitForTurn(page)) {
        const board = await readBoard(page);
        const tiles = await hand(page);
        expect(tiles.length).toBeGreaterThan(0);
        // Choose the last tile of the hand by its key, and turn it by key, by button and back.
        await page.keyboard.press(`Digit${tiles.length}`);
        const tile = tiles[tiles.length - 1]!;
        await expect.poll(() => page.getByTestId(`hand-${tile}`).getAttribute("aria-pressed")).toBe("true");
        if (turns === 0) {
          // The wheel over the board turns the chosen tile; ctrl + wheel zooms instead.
          await page.getByTestId("ruhd-board").hover({ position: { x: 5, y: 5 } });
          await page.mouse.wheel(0, 100);
          await expect.poll(() => page.getByTestId("rotation").innerText()).toBe("90°");
          await page.mouse.wheel(0, -100);
          await expect.poll(() => page.getByTestId("rotation").innerText()).toBe("0°");
        }
        const turnsWanted = turns % 4;
        for (let i = 0; i < turnsWanted; i++) await page.keyboard.press("KeyR");
        await page.getByTestId("rotate-right").click();
        await page.getByTestId("rotate-left").click();
        await expect.poll(() => page.getByTestId("rotation").innerText()).toBe(`${turnsWanted * 90}°`);
        // The legal cells are the engine's, and hovering one previews what it would score.
        const cells = ruhd.openCellsOf(board);
        expect(await page.locator('[data-testid^="cell-"]').count()).toBe(cells.length);
        // Odd turns are played from the keyboard: Tab to the first cell, Enter; even ones by mouse.
        const byKeyboard = turns % 2 === 1;
        const cell = byKeyboard ? cells[0]! : cells[(turns * 7) % cells.length]!;
        const placed = { x: cell.x, y: cell.y, tile, rotation: turnsWanted as Rotation };
        const expected = ruhd.scorePlacement(board, placed);
        const target = page.getByTestId(`cell-${cell.x}_${cell.y}`);
        if (byKeyboard) {
          await page.getByTestId("zoom-fit").focus();
          await page.keyboard.press("Tab");
          expect(
            await page.evaluate<string | null>('document.activeElement?.getAttribute("data-testid") ?? null'),
          ).toBe(`cell-${cell.x}_${cell.y}`);
        } else {
          await target.hover();
        }
        await expect.poll(() => page.getByTestId("preview-total").innerText()).toBe(String(expected.total));
        await page.getByTestId("preview-tile").waitFor();
        if (turns === 0) await h.screenshot(page, "ruhd-preview");
        const before = await score(page, 0);
        if (byKeyboard) await page.keyboard.press("Enter");
        else await target.click();
        // The tile is down (a placement may score 0, so the score alone does not say it arrived).
        await expect
          .poll(() => page.getByTestId(`tile-${cell.x}_${cell.y}`).getAttribute("data-tile"), poll)
          .toBe(tile);
        expect(await score(page, 0)).toBe(before + expected.total);
        // Everyone sees the breakdown of the placement just made (until the bot places its own).
        turns++;
      }
      expect(turns).toBeGreaterThanOrEqual(8);
      await page.getByTestId("end-screen").waitFor();
      const summary = (await (await fetch(`${h.url}/api/tables/${table.id}`)).json()) as {
        status: string;
        outcome: { scores: number[]; winners: number[] };
      };
      expect(summary.status).toBe("finished");
      expect([await score(page, 0), await score(page, 1)]).toEqual(summary.outcome.scores);
      for (const seat of [0, 1]) {
        const text = await page.getByTestId(`final-score-${seat}`).innerText();
        expect(text).toMatch(new RegExp(`: ${summary.outcome.scores[seat]} points?`));
      }
      // The list of placements: every turn, with the points the server credited.
      const placements = page.locator('[data-testid="history"] > li');
      expect(await placements.count()).toBe(turns * 2);
      const lines = await placements.locator("summary").allTextContents();
      const byName = (name: string) =>
        lines
          .filter((line) => line.startsWith(name))
          .reduce((sum, line) => sum + Number(/: (\d+) points?$/.exec(line.trim())?.[1] ?? NaN), 0);
      expect([byName("●You"), byName("▲Bot 2")]).toEqual(summary.outcome.scores);
      await h.screenshot(page, "ruhd-end");
      // Play again: a new table with the same options and seats, this page in the same seat.
      await page.getByTestId("play-again").click();
      await page.waitForURL((url) => url.pathname.startsWith("/table/") && !url.pathname.endsWith(table.id));
      // The address changes before the new table's page replaces the old one's end screen.
      await page.getByTestId("end-screen").waitFor({ state: "detached" });
      expect(await waitForTurn(page)).toBe(true);
      expect([await score(page, 0), await score(page, 1)]).toEqual([0, 0]);
      expect(await page.getByTestId("player-1").innerText()).toContain("greedy");
    },
  );

  it.skipIf(!clientHas("ruhd layout", "ruhd-table", "preview-score", "cell-"))(
    "fits every window size at its turn (board, hand, preview score, scores) and once over; a finished table offers no cell and no turn",
    async () => {
      const { page } = await meAgainstABot();
      expect(await waitForTurn(page)).toBe(true);
      // The chosen tile turned (a click on it), and a cell previewed from the keyboard: a focus stays
      // where it is while the window changes size, where a hover would follow the pointer.
      const [tile] = await hand(page);
      await page.getByTestId(`hand-${tile}`).click();
      await page.mouse.move(0, 0);
      await page.getByTestId("zoom-fit").focus();
      await page.keyboard.press("Tab");
      await page.getByTestId("preview-tile").waitFor();
      // Beside the hand, the points the breakdown adds up to.
      const total = await page.getByTestId("preview-total").innerText();
      expect(await page.getByTestId("preview-score").innerText()).toMatch(new RegExp(`\\b${total} points?$`));
      await checkLayout(h, page, "ruhd-turn", {
        inView: [
          '[data-testid="ruhd-board"]',
          '[data-testid="hand"] button',
          '[data-testid="preview-score"]',
          '[data-testid="players"] .score',
          '[data-testid="turn"]',
        ],
        apart: [
          '[data-testid="ruhd-board"]',
          ".ruhd-hand-bar",
          '[data-testid="players"]',
          ".ruhd-board-bar",
          '[data-testid="preview"]',
        ],
      });
      expect(await page.getByTestId("preview-tile").count()).toBe(1);
      // The previewed tile goes down (Enter on its cell), so that the finished table has a placement
      // and its breakdown to keep clear of the board.
      const cell = await page.evaluate<string>('document.activeElement?.getAttribute("data-testid") ?? ""');
      await page.keyboard.press("Enter");
      await page.getByTestId(cell.replace("cell-", "tile-")).waitFor({ timeout: WAIT_MS });
      // The only person at the table resigns: the match is over (the bot has nobody to play).
      await page.getByTestId("resign").click();
      await page.getByTestId("resign-confirm").click();
      await page.getByTestId("end-screen").waitFor({ timeout: WAIT_MS });
      await expect.poll(() => page.getByTestId("turn").innerText(), poll).toBe("Game over");
      expect(await page.locator('[data-testid^="cell-"]').count()).toBe(0);
      expect(await page.getByTestId("ruhd-table").getAttribute("data-my-turn")).toBe("false");
      expect(await page.locator(".player.turn, .player[aria-current]").count()).toBe(0);
      expect(await page.getByTestId("ruhd-table").innerText()).not.toMatch(/your turn|to play/i);
      // Over: the scores and the word that it is over, apart from the board and the last placement; the
      // board in view too where the window has room for it beside the end screen (on a phone the end
      // screen fills the window first, the board below it).
      const over: LayoutSpec = {
        inView: ['[data-testid="players"] .score', '[data-testid="turn"]'],
        apart: [
          '[data-testid="ruhd-board"]',
          '[data-testid="players"]',
          ".ruhd-board-bar",
          '[data-testid="last"]',
          '[data-testid="history"]',
        ],
      };
      const phones = LAYOUT_SIZES.filter((size) => size.width < 600);
      await checkLayout(h, page, "ruhd-over", {
        ...over,
        inView: ['[data-testid="ruhd-board"]', ...over.inView],
        sizes: LAYOUT_SIZES.filter((size) => !phones.includes(size)),
      });
      await checkLayout(h, page, "ruhd-over", { ...over, sizes: phones });
    },
  );

  it.skipIf(!clientHas("ruhd legal cells", "ruhd-table", "cell-", "data-my-turn"))(
    "the cells marked are the engine's legal ones for the chosen tile in its turn, for the player to move only",
    async () => {
      const table = await h.createTable({
        game: "ruhd",
        options: { firstPlayer: 0 },
        seats: [{ human: true }, { human: true }],
      });
      // Two people: the other one in a browser of their own.
      const mover = await h.filePage();
      const waiter = await h.page();
      await mover.goto(`${h.url}/table/${table.id}#t=${table.seatTokens[0]}`);
      await waiter.goto(`${h.url}/table/${table.id}#t=${table.seatTokens[1]}`);
      expect(await waitForTurn(mover)).toBe(true);
      // The other player sees their hand but no cell: they have no legal move.
      await waiter.getByTestId("hand").waitFor({ timeout: WAIT_MS });
      expect(await waiter.getByTestId("ruhd-table").getAttribute("data-my-turn")).toBe("false");
      expect(await waiter.locator('[data-testid^="cell-"]').count()).toBe(0);
      const board = await readBoard(mover);
      const tiles = await hand(mover);
      const view = { finished: false, seat: 0, turn: 0, hand: tiles, board } as unknown as RuhdView;
      const legal = getGame("ruhd")!.legal(view) as ruhd.PlacedTile[];
      const cellsOf = (tile: string, rotation: number) =>
        legal
          .filter((move) => move.tile === tile && move.rotation === rotation)
          .map((move) => `cell-${move.x}_${move.y}`)
          .sort();
      const shown = async () =>
        (
          await mover
            .locator('[data-testid^="cell-"]')
            .evaluateAll((cells) => cells.map((c) => c.getAttribute("data-testid") ?? ""))
        ).sort();
      for (const [i, tile] of tiles.entries()) {
        await mover.keyboard.press(`Digit${i + 1}`);
        await expect.poll(() => mover.getByTestId(`hand-${tile}`).getAttribute("aria-pressed")).toBe("true");
        for (let rotation = 0; rotation < 4; rotation++) {
          await expect.poll(() => mover.getByTestId("rotation").innerText()).toBe(`${rotation * 90}°`);
          const expected = cellsOf(tile, rotation);
          expect(expected.length).toBeGreaterThan(0);
          await expect.poll(shown, poll).toEqual(expected);
          await mover.keyboard.press("KeyR");
        }
      }
    },
  );

  it.skipIf(!clientHas("ruhd hint", "ruhd-table", "hint-ask"))(
    "at an unrated table against a bot, H asks the strong bot for a hint: its placement in words and the moves it weighed",
    async () => {
      const table = await h.createTable({
        game: "ruhd",
        options: { firstPlayer: 0 },
        seats: [{ human: true }, { bot: "greedy" }],
        rated: false,
      });
      const page = await h.filePage();
      await page.goto(`${h.url}/table/${table.id}#t=${table.seatTokens[0]}`);
      expect(await waitForTurn(page)).toBe(true);
      await askHint(page);
      await page.getByTestId("hint-panel").waitFor({ timeout: WAIT_MS });
      const words = await page.getByTestId("hint-move").innerText();
      expect(words).toMatch(/from the corner of the starting L/);
      expect(await page.getByTestId("hint-moves").locator("tbody tr").count()).toBeGreaterThan(0);
      // The board marks the hinted move: its tile in the hand (the panel's picture names it, turned as
      // hinted), and one open cell, with the tile's ghost turned as the picture shows; a legal placement.
      const picture = page.getByTestId("hint-move").locator("[data-tile]");
      const tile = (await picture.getAttribute("data-tile"))!;
      const rotation = Number(await picture.getAttribute("data-rotation")) as Rotation;
      const tiles = await hand(page);
      expect(tiles).toContain(tile);
      await expect
        .poll(() => page.getByTestId(`hand-${tile}`).getAttribute("data-hinted"), poll)
        .toBe("true");
      expect(await page.locator('[data-testid^="hand-"][data-hinted="true"]').count()).toBe(1);
      const marked = page.locator('[data-testid^="cell-"][data-hinted="true"]');
      expect(await marked.count()).toBe(1);
      const [x, y] = ((await marked.getAttribute("data-testid")) ?? "")
        .slice("cell-".length)
        .split("_")
        .map(Number);
      const board = await readBoard(page);
      expect(ruhd.openCellsOf(board)).toContainEqual({ x, y });
      expect(ruhd.tryScorePlacement(board, { tile, x: x!, y: y!, rotation }).ok).toBe(true);
      const ghost = marked.getByTestId("hint-ghost");
      expect(await ghost.getAttribute("data-tile")).toBe(tile);
      expect(await ghost.getAttribute("data-rotation")).toBe(String(rotation));
      await h.screenshot(page, "ruhd-hint");
      // Nothing is chosen or turned for the person: the first tile stays chosen, upright.
      expect(await page.getByTestId(`hand-${tiles[0]}`).getAttribute("aria-pressed")).toBe("true");
      expect(await page.getByTestId("rotation").innerText()).toBe("0°");
      // It closes, and the board is the person's again, unmarked.
      await page.getByTestId("hint-close").click();
      await expect.poll(() => page.getByTestId("hint-panel").count(), poll).toBe(0);
      await expect.poll(() => page.locator('[data-hinted="true"]').count(), poll).toBe(0);
    },
  );

  it.skipIf(!clientHas("ruhd last placement", "ruhd-table", "score-marks"))(
    "after a placement everyone sees its breakdown: a spectator sees the bot's last placement",
    async () => {
      const table = await h.createTable({
        game: "ruhd",
        options: { firstPlayer: 0 },
        // The bot places first, then waits on the person, who sits and does not move: the spectator
        // never arrives at a match the quick bots have already finished.
        seats: [{ bot: "greedy" }, { human: true }],
      });
      const person = await h.filePage();
      await person.goto(`${h.url}/table/${table.id}#t=${table.seatTokens[1]}`);
      expect(await waitForTurn(person)).toBe(true);
      // The spectator: another person.
      const page = await h.page();
      await page.goto(`${h.url}/table/${table.id}`);
      await page.getByTestId("last-total").waitFor({ timeout: WAIT_MS });
      await page.getByTestId("score-marks").waitFor();
      // The breakdown adds up to the total it shows.
      const total = Number(await page.getByTestId("last-total").innerText());
      const parts = await Promise.all(
        ["last-one-side", "last-diff-diff", "last-same-same", "last-patterns"].map(async (id) =>
          Number(/^\+?(\d+)/.exec(await page.getByTestId(id).innerText())?.[1] ?? NaN),
        ),
      );
      expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
      // Screen readers hear each placement.
      expect(await page.getByTestId("announce").getAttribute("aria-live")).toBe("polite");
      expect(await page.getByTestId("announce").textContent()).toMatch(
        // The tile by its sides and its cell in words, no code and no coordinates.
        /^Bot 1 \(greedy\) placed a tile \((green|yellow|blue|red) [1-4] up, .+ left\) (\d+ cells? (right|left|up|down)( and )?)+ from the corner of the starting L: \d+ points?\.$/,
      );
      // Zoom by button, and back to the whole board.
      const board = page.getByTestId("ruhd-board");
      await page.getByTestId("zoom-in").click();
      await expect.poll(() => board.getAttribute("data-zoom")).toBe("1.25");
      await page.getByTestId("zoom-out").click();
      await page.getByTestId("zoom-out").click();
      await expect.poll(() => board.getAttribute("data-zoom")).toBe("0.80");
      await page.getByTestId("zoom-fit").click();
      await expect.poll(() => board.getAttribute("data-zoom")).toBe("1.00");
      // Dragging pans: the board's view box moves with the pointer.
      const before = await board.getAttribute("viewBox");
      const box = (await board.boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width / 2 + 60, box.y + box.height / 2 + 40, { steps: 5 });
      await page.mouse.up();
      expect(await board.getAttribute("viewBox")).not.toBe(before);
      // A spectator holds no hand and gets no legal cells.
      expect(await page.getByTestId("hand").count()).toBe(0);
      expect(await page.locator('[data-testid^="cell-"]').count()).toBe(0);
      await h.screenshot(page, "ruhd-spectator");
    },
  );

  it.skipIf(!clientHas("ruhd on a phone", "ruhd-table", "preview-tile", "cell-"))(
    "on a phone: a first tap on a cell previews, a tap on the chosen tile turns it, a second tap places",
    async () => {
      const { page } = await meAgainstABot(PHONE);
      expect(await waitForTurn(page)).toBe(true);
      const board = await readBoard(page);
      const [tile] = await hand(page);
      const cell = ruhd.openCellsOf(board)[0]!;
      const target = page.getByTestId(`cell-${cell.x}_${cell.y}`);
      await target.tap();
      await page.getByTestId("preview-tile").waitFor();
      expect(await score(page, 0)).toBe(0);
      // The help speaks of taps on a touch screen: no keys, no wheel, no mouse.
      expect(await page.getByTestId("help-touch").isVisible()).toBe(true);
      expect(await page.getByTestId("help-keys").isVisible()).toBe(false);
      expect(await page.getByTestId("help-touch").innerText()).toMatch(/\btap\b/i);
      expect(await page.getByTestId("help-touch").innerText()).not.toMatch(/\bkeys?\b|wheel|Enter|click/i);
      // The first tile is chosen; tapping it turns it a quarter.
      await page.getByTestId(`hand-${tile}`).tap();
      await expect.poll(() => page.getByTestId("rotation").innerText()).toBe("90°");
      const expected = ruhd.scorePlacement(board, { ...cell, tile: tile!, rotation: 1 });
      await expect.poll(() => page.getByTestId("preview-total").innerText()).toBe(String(expected.total));
      // Nothing sticks out of the phone's width.
      const overflow = await page.evaluate<number>(
        "document.documentElement.scrollWidth - window.innerWidth",
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await h.screenshot(page, "ruhd-phone-preview");
      await target.tap();
      await expect.poll(() => score(page, 0), poll).toBe(expected.total);
      await expect
        .poll(() => page.getByTestId(`tile-${cell.x}_${cell.y}`).getAttribute("data-tile"))
        .toBe(tile);
    },
  );

  it.skipIf(!clientHas("ruhd on one screen", "ruhd-table", "pass-screen", "show-hand"))(
    "two players on one screen: each hand shows only when its player asks, on their turn",
    async () => {
      const table = await h.createTable({
        game: "ruhd",
        options: { firstPlayer: 0 },
        seats: [{ human: true }, { human: true }],
      });
      const page = await h.filePage();
      await page.goto(`${h.url}/table/${table.id}#t=${table.seatTokens.join(",")}`);
      for (const [turn, name] of ["Player A", "Player B", "Player A"].entries()) {
        await page.getByTestId("pass-screen").waitFor({ timeout: WAIT_MS });
        expect(await page.getByTestId("pass-screen").innerText()).toContain(`${name}'s turn`);
        expect(await page.getByTestId("hand").count()).toBe(0);
        expect(await page.locator('[data-testid^="cell-"]').count()).toBe(0);
        await page.getByTestId("show-hand").click();
        await page.getByTestId("hand").waitFor();
        expect(await page.getByTestId("pass-screen").count()).toBe(0);
        const board = await readBoard(page);
        const [tile] = await hand(page);
        const cell = ruhd.openCellsOf(board)[turn]!;
        const target = page.getByTestId(`cell-${cell.x}_${cell.y}`);
        await target.hover();
        await target.click();
        await expect.poll(() => readBoard(page).then((b) => b.length), poll).toBe(board.length + 1);
        expect((await readBoard(page)).some((t) => t.tile === tile)).toBe(true);
      }
      await h.screenshot(page, "ruhd-one-screen-pass");
    },
  );

  it.skipIf(!clientHas("rejoin after a server error", "ruhd-table", "table-notice"))(
    "when the server cannot save a move it stops the table; the page joins again and play goes on",
    async () => {
      const { page } = await meAgainstABot();
      expect(await waitForTurn(page)).toBe(true);
      const board = await readBoard(page);
      const [tile] = await hand(page);
      const cell = ruhd.openCellsOf(board)[0]!;
      const target = page.getByTestId(`cell-${cell.x}_${cell.y}`);
      // The database refuses every new action (as a full disk would).
      const db = new Database(h.dbFile);
      db.exec(
        "CREATE TRIGGER refuse_appends BEFORE INSERT ON actions BEGIN SELECT RAISE(ABORT, 'refused'); END",
      );
      try {
        await target.hover();
        await target.click();
        await page.getByTestId("table-notice").waitFor({ timeout: WAIT_MS });
        expect(await page.getByTestId("table-notice").innerText()).toMatch(/could not save the last move/);
        // Nothing of the refused move was shown.
        expect(await readBoard(page)).toHaveLength(board.length);
      } finally {
        db.exec("DROP TRIGGER refuse_appends");
        db.close();
      }
      // The page joins again by itself, finds the last saved move, and the move goes in this time.
      await expect.poll(() => page.getByTestId("table-notice").count(), poll).toBe(0);
      expect(await waitForTurn(page)).toBe(true);
      await target.hover();
      await target.click();
      await expect
        .poll(() => page.getByTestId(`tile-${cell.x}_${cell.y}`).getAttribute("data-tile"), poll)
        .toBe(tile);
    },
  );
});
