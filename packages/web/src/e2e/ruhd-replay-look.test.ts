/**
 * The look of the Ruhd table, the Ruhd scorer and the replays in a real browser (issue 16, faults 6
 * and 11), at a desktop's 1280×800 and a phone's 390×844: the "+N" badges and pattern bars cover no
 * tile's number; every playable cell and the previewed tile lie inside the board's box; a placed tile
 * slides into its cell unless motion is reduced; replays show their moves with small pictures of the
 * cards and tiles and no code; axe finds nothing serious in the light or the dark theme. Screenshots
 * are kept in test-artifacts/screenshots/.
 */
import {
  newSheet,
  place,
  TILES,
  toSaved,
  type PlacedTile,
  type Rotation,
  type Sheet,
} from "@parlor/engine/ruhd";
import type { BrowserContextOptions, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { clientHas, DESKTOP, noClient, PHONE, setupBrowser, WAIT_MS } from "./harness.js";

const h = setupBrowser();

const poll = { timeout: WAIT_MS, interval: 50 };
/** Long enough for the quick matches the bots play (a few seconds each). */
const FINISH_TIMEOUT_MS = 45_000;
/** A replay test plays its match out, then opens its replay twice and runs axe four times. */
const REPLAY_TEST_MS = 3 * WAIT_MS;

const SIZES: readonly { readonly name: string; readonly context: BrowserContextOptions }[] = [
  { name: "desktop", context: { viewport: DESKTOP } },
  { name: "phone", context: PHONE },
];

interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** The boxes on screen of the elements a selector finds. */
function boxes(page: Page, selector: string): Promise<Box[]> {
  return page.locator(selector).evaluateAll((elements) =>
    elements.map((e) => {
      const r = e.getBoundingClientRect();
      return { x: r.x, y: r.y, width: r.width, height: r.height };
    }),
  );
}

/** Overlapping by more than rounding (half a pixel). */
const overlap = (a: Box, b: Box, slack = 0.5) =>
  a.x + slack < b.x + b.width &&
  b.x + slack < a.x + a.width &&
  a.y + slack < b.y + b.height &&
  b.y + slack < a.y + a.height;
const inside = (inner: Box, outer: Box, slack = 0.5) =>
  inner.x >= outer.x - slack &&
  inner.y >= outer.y - slack &&
  inner.x + inner.width <= outer.x + outer.width + slack &&
  inner.y + inner.height <= outer.y + outer.height + slack;

/** Waits until the tiles laid last have slid into their cells (their numbers are then where they stay). */
async function settled(page: Page): Promise<void> {
  await page.evaluate(
    `Promise.all([...document.querySelectorAll(".ruhd-arrived")].flatMap((e) => e.getAnimations()).map((a) => a.finished))`,
  );
}

/** No badge or pattern bar covers a side's number of any tile (placed or previewed). */
async function marksOffNumbers(page: Page): Promise<number> {
  await settled(page);
  const numbers = await boxes(page, '[data-testid="ruhd-board"] .ruhd-side-number');
  const marks = [
    ...(await boxes(page, '[data-testid="pair-badge"] circle')),
    ...(await boxes(page, '[data-testid="pattern-bar"]')),
  ];
  expect(numbers.length).toBeGreaterThan(0);
  for (const mark of marks) {
    const covered = numbers.filter((number) => overlap(mark, number));
    expect(covered, `a mark at ${JSON.stringify(mark)} covers a number`).toEqual([]);
  }
  return marks.length;
}

/** Every cell offered, and the preview if any, lies inside the board's box. */
async function cellsInsideBoard(page: Page): Promise<number> {
  const [board] = await boxes(page, '[data-testid="ruhd-board"]');
  expect(board).toBeDefined();
  const cells = await boxes(page, '[data-testid^="cell-"]');
  const preview = await boxes(page, '[data-testid="preview-tile"]');
  for (const cell of [...cells, ...preview])
    expect(inside(cell, board!), JSON.stringify({ cell, board })).toBe(true);
  return cells.length;
}

/** axe in the light and the dark theme (the system's scheme, which the page follows by default). */
async function axeBothThemes(page: Page): Promise<void> {
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await expect
      .poll(() => page.evaluate<string>("document.documentElement.dataset.theme"), poll)
      .toBe(scheme);
    expect(await h.axe(page), `axe in the ${scheme} theme`).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: "light" });
}

/** Waits until it is this page's turn at the Ruhd table. */
async function myTurn(page: Page): Promise<void> {
  await expect.poll(() => page.getByTestId("ruhd-table").getAttribute("data-my-turn"), poll).toBe("true");
}

/** A Ruhd table where a greedy bot plays first, then this page: opened in a fresh page. */
async function afterTheBot(context: BrowserContextOptions, settings?: object): Promise<Page> {
  const table = await h.createTable({
    game: "ruhd",
    options: { firstPlayer: 1 },
    seats: [{ human: true }, { bot: "greedy" }],
  });
  const page = await h.page(context);
  if (settings)
    await page.addInitScript({
      content: `localStorage.setItem("parlor.settings", ${JSON.stringify(JSON.stringify(settings))});`,
    });
  await page.goto(`${h.url}/table/${table.id}#t=${table.seatTokens[0]}`);
  await page.getByTestId("ruhd-board").waitFor({ timeout: WAIT_MS });
  return page;
}

/** The cell offered farthest from the board's centre (the likeliest to be cut off at an edge). */
async function farthestCell(page: Page): Promise<string> {
  const ids = await page
    .locator('[data-testid^="cell-"]')
    .evaluateAll((cells) => cells.map((c) => c.getAttribute("data-testid") ?? ""));
  const distance = (id: string) => {
    const [x, y] = id.slice("cell-".length).split("_").map(Number);
    return Math.abs(x!) + Math.abs(y!);
  };
  return ids.sort((a, b) => distance(b) - distance(a))[0]!;
}

const at = (x: number, y: number, tile: string, rotation: Rotation = 0): PlacedTile => ({
  x,
  y,
  tile,
  rotation,
});
/** The rulebook's worked example: four tiles, then G4B1G3R1 at (2, 2) scores 10 with three patterns. */
const BEFORE_TEN = [at(0, 2, "G3Y3G2R1"), at(1, 2, "R4Y2G2R1"), at(2, 0, "G1B4R4G2"), at(2, 1, "G3Y2B2G4")];
const TEN = at(2, 2, "G4B1G3R1");
const EXAMPLE_TILES = [...BEFORE_TEN, TEN].map((t) => t.tile);
const L = TILES.filter((t) => !EXAMPLE_TILES.includes(t))
  .slice(0, 3)
  .map((tile, i) => at([0, 1, 0][i]!, [0, 0, 1][i]!, tile, i as Rotation));

/** The scorer's sheet with the worked example laid, as the page keeps it. */
function exampleSheet(): unknown {
  let sheet: Sheet = newSheet(["Ada", "Ben"]);
  for (const placed of [...L, ...BEFORE_TEN, TEN]) {
    const next = place(sheet, placed);
    if (!next.ok) throw new Error(next.error.message);
    sheet = next.value;
  }
  return toSaved(sheet);
}

/** Waits until the server says the match is over. */
async function finished(id: string): Promise<void> {
  await expect
    .poll(
      async () => ((await (await fetch(`${h.url}/api/tables/${id}`)).json()) as { status: string }).status,
      { timeout: FINISH_TIMEOUT_MS, interval: 200 },
    )
    .toBe("finished");
}

/** The words a person sees in the replay's moves (without the pictures and the moves' clock times). */
function movesText(page: Page): Promise<string> {
  return page.getByTestId("replay-moves").evaluate((list) => {
    const copy = list.cloneNode(true) as typeof list;
    for (const hidden of copy.querySelectorAll("svg, .replay-move-time")) hidden.remove();
    return copy.textContent ?? "";
  });
}

/** The text of the whole page as shown, pictures left out. */
function visibleText(page: Page): Promise<string> {
  return page.evaluate<string>(`(() => {
    const svgs = [...document.querySelectorAll("svg")];
    for (const svg of svgs) svg.style.display = "none";
    const text = document.body.innerText;
    for (const svg of svgs) svg.style.display = "";
    return text;
  })()`);
}

const TILE_CODE = /(?:[GYBR][1-4]){4}/;
const COORDINATES = /\(-?\d+, -?\d+\)/;

describe.skipIf(noClient !== null)("the look of Ruhd and the replays", () => {
  for (const size of SIZES) {
    it.skipIf(!clientHas("ruhd look", "pair-badge", "pattern-bar", "ruhd-side-number"))(
      `${size.name}: at the Ruhd table no badge covers a number, and every playable cell and the preview are on the board`,
      async () => {
        const page = await afterTheBot(size.context);
        await myTurn(page);
        // The bot's placement is drawn with its badges, clear of every number.
        await page.getByTestId("score-marks").waitFor({ timeout: WAIT_MS });
        expect(await marksOffNumbers(page)).toBeGreaterThan(0);
        expect(await cellsInsideBoard(page)).toBeGreaterThan(0);
        // The preview at the cell farthest out is on the board too, and so are its marks.
        const cell = page.getByTestId(await farthestCell(page));
        if (size.name === "phone") await cell.tap();
        else await cell.hover();
        await page.getByTestId("preview-tile").waitFor();
        await cellsInsideBoard(page);
        await marksOffNumbers(page);
        // The moves below the board show the bot's tile as a picture, and no code.
        await page.locator('[data-testid="move"] [data-piece] svg').first().waitFor({ timeout: WAIT_MS });
        expect(await page.getByTestId("moves").innerText()).not.toMatch(TILE_CODE);
        expect(await page.getByTestId("moves").innerText()).not.toMatch(COORDINATES);
        await h.shots(page, `ruhd-look-table-${size.name}`);
        await axeBothThemes(page);
      },
    );

    it.skipIf(!clientHas("ruhd scorer look", "pair-badge", "pattern-bar", "/ruhd/scorer"))(
      `${size.name}: in the scorer the worked example's patterns and badges cover no number, and the cells and preview are on the board`,
      async () => {
        const page = await h.page(size.context);
        await page.addInitScript({
          content: `localStorage.setItem("parlor.ruhd-scorer", ${JSON.stringify(JSON.stringify(exampleSheet()))});`,
        });
        await page.goto(`${h.url}/ruhd/scorer`);
        await page.getByTestId("ruhd-board").waitFor({ timeout: WAIT_MS });
        await page.getByTestId("score-marks").waitFor();
        // Three patterns, each side that makes one barred; four touching pairs with their badges.
        expect(await page.getByTestId("pattern-mark").count()).toBe(3);
        expect(await page.getByTestId("pattern-bar").count()).toBe(9);
        expect(await marksOffNumbers(page)).toBeGreaterThan(9);
        // Choose a tile: the cells it may go to ring the board, all on it, and the preview too.
        const free = TILES.find((t) => ![...L, ...BEFORE_TEN, TEN].some((p) => p.tile === t))!;
        await page.getByTestId(`scorer-tile-${free}`).click();
        expect(await cellsInsideBoard(page)).toBeGreaterThan(0);
        const cell = page.getByTestId(await farthestCell(page));
        if (size.name === "phone") await cell.tap();
        else await cell.hover();
        await page.getByTestId("preview-tile").waitFor();
        await cellsInsideBoard(page);
        await marksOffNumbers(page);
        await h.shots(page, `ruhd-look-scorer-${size.name}`);
        await axeBothThemes(page);
      },
    );
  }

  it.skipIf(!clientHas("ruhd motion", "ruhd-arrived"))(
    "a tile laid slides into its cell with full motion, and simply appears under reduced motion",
    async () => {
      for (const motion of ["full", "reduced"] as const) {
        const page = await afterTheBot({ viewport: DESKTOP }, { motion });
        await myTurn(page);
        expect(await page.evaluate<string>("document.documentElement.dataset.motion")).toBe(motion);
        const id = await farthestCell(page);
        const cell = page.getByTestId(id);
        await cell.hover();
        await page.getByTestId("preview-tile").waitFor();
        await cell.click();
        const tile = page.getByTestId(`tile-${id.slice("cell-".length)}`);
        await tile.waitFor({ timeout: WAIT_MS });
        expect(await tile.getAttribute("class")).toBe("ruhd-arrived");
        const animation = await page.evaluate<string>(
          `getComputedStyle(document.querySelector('[data-testid="tile-${id.slice("cell-".length)}"]')).animationName`,
        );
        expect(animation).toBe(motion === "full" ? "ruhd-settle" : "none");
        // The tiles already down when the board was drawn do not move.
        expect(await page.locator('[data-testid="tile-0_0"]').getAttribute("class")).toBeNull();
        await page.context().close();
      }
    },
  );

  for (const game of ["set-pc", "ruhd"] as const) {
    it.skipIf(!clientHas("replay look", "replay-moves", "data-piece"))(
      `the replay of a ${game} match shows its moves with pictures and no codes, on a desktop and a phone`,
      async () => {
        const table = await h.createTable(
          game === "set-pc"
            ? {
                game,
                options: {
                  featureCount: 2,
                  rows: 1,
                  columns: 3,
                  turnTimeout: 0,
                  tableDelay: 0,
                  pointFreeze: 0,
                },
                seats: [{ bot: "random" }, { bot: "random" }],
              }
            : {
                game,
                options: { handSize: 1, smallTableDeck: 0 },
                seats: [{ bot: "greedy" }, { bot: "greedy" }],
              },
        );
        await finished(table.id);
        for (const size of SIZES) {
          const page = await h.filePage(size.context);
          await page.goto(`${h.url}/replay/${table.id}`);
          await page.getByTestId("replay-moves").waitFor({ timeout: WAIT_MS });
          // Every card or tile a move names is drawn beside its words.
          const pictures = page.locator('[data-testid="replay-moves"] [data-piece] svg');
          await pictures.first().waitFor({ timeout: WAIT_MS });
          expect(await pictures.count()).toBeGreaterThan(0);
          // The pictures are for the eyes: screen readers read the words beside them.
          const hidden = await page
            .locator('[data-testid="replay-moves"] .move-picture')
            .evaluateAll((all) => all.every((p) => p.getAttribute("aria-hidden") === "true"));
          expect(hidden).toBe(true);
          await page.keyboard.press("End");
          await page.getByTestId("replay-outcome").waitFor();
          await page.locator('[data-testid="replay-move"] [data-piece] svg').first().waitFor();
          const words = await movesText(page);
          // No card code (digits 0-2); a set's time ("found in 11.6 s", from the match's clock) is no code.
          expect(words).not.toMatch(/(?<![\d.,])\b[0-2]{2,4}\b(?![.,]\d|\s?s\b)/);
          expect(words).not.toMatch(TILE_CODE);
          expect(words).not.toMatch(COORDINATES);
          const shown = await visibleText(page);
          expect(shown).not.toMatch(TILE_CODE);
          expect(shown).not.toMatch(COORDINATES);
          expect(shown).not.toMatch(/\b[0-2]{4}\b/);
          await h.shots(page, `replay-look-${game}-${size.name}`);
          await axeBothThemes(page);
        }
      },
      REPLAY_TEST_MS,
    );
  }
});
