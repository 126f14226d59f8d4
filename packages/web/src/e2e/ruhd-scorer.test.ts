/**
 * The Ruhd scorer in a real browser (Debian's Chromium through playwright-core, against a real server
 * serving the built client): players rebuild the rulebook's worked example tile by tile and the last
 * placement scores exactly 10, with its breakdown, on the running score sheet; the preview before
 * placing, a turn of the tile changing it, undo, and a reload keeping the sheet.
 */
import { scorePlacement, TILES, type PlacedTile, type Rotation } from "@parlor/engine/ruhd";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { clientHas, noClient, setupBrowser, WAIT_MS } from "./harness.js";

const h = setupBrowser();

const poll = { timeout: WAIT_MS, interval: 50 };

const at = (x: number, y: number, tile: string, rotation: Rotation = 0): PlacedTile => ({
  x,
  y,
  tile,
  rotation,
});

/** The rulebook's worked example: four tiles, then G4B1G3R1 at (2, 2) scores 10. */
const BEFORE_TEN = [at(0, 2, "G3Y3G2R1"), at(1, 2, "R4Y2G2R1"), at(2, 0, "G1B4R4G2"), at(2, 1, "G3Y2B2G4")];
const TEN = at(2, 2, "G4B1G3R1");
const EXAMPLE_TILES = [...BEFORE_TEN, TEN].map((t) => t.tile);
/** The starting L: three tiles that are not in the example, each turned differently. */
const L = TILES.filter((t) => !EXAMPLE_TILES.includes(t))
  .slice(0, 3)
  .map((tile, i) => at([0, 1, 0][i]!, [0, 0, 1][i]!, tile, i as Rotation));

/** Each placement's score on the board before it, as the engine gives it. */
function engineScores(): number[] {
  const board: PlacedTile[] = [...L];
  return [...BEFORE_TEN, TEN].map((placed) => {
    const score = scorePlacement(board, placed).total;
    board.push(placed);
    return score;
  });
}

const cellId = (t: PlacedTile) => `cell-${t.x}_${t.y}`;
const text = (page: Page, testId: string) => page.getByTestId(testId).innerText();

/** An attribute of the focused element (this file is type-checked without the DOM's types). */
const focused = (page: Page, attribute: string) =>
  page.evaluate<string | null>(
    `document.activeElement ? document.activeElement.getAttribute(${JSON.stringify(attribute)}) : null`,
  );

/** Picks the tile from the 48, turns it with the button, and clicks its cell. */
async function lay(page: Page, placed: PlacedTile): Promise<void> {
  await page.getByTestId(`scorer-tile-${placed.tile}`).click();
  for (let r = 0; r < placed.rotation; r++) await page.getByTestId("rotate-right").click();
  await expect
    .poll(() => page.getByTestId("chosen-tile").getAttribute("data-rotation"), poll)
    .toBe(String(placed.rotation));
  await page.getByTestId(cellId(placed)).click();
  await page.locator(`[data-testid="tile-${placed.x}_${placed.y}"][data-tile="${placed.tile}"]`).waitFor();
}

describe.skipIf(noClient !== null)("the Ruhd scorer in the browser", () => {
  it.skipIf(
    !clientHas(
      "ruhd scorer",
      "/ruhd/scorer",
      "scorer-tile-",
      "rotate-right",
      "player-total-",
      "preview-breakdown",
      "placed-breakdown",
      "sheet-points-",
    ),
  )(
    "rebuilds the rulebook's worked example: the last placement scores 10, previewed, turned, undone, kept over a reload",
    async () => {
      const scores = engineScores();
      expect(scores.at(-1)).toBe(10);
      const page = await h.page();
      await page.goto(h.url);
      await page.getByRole("link", { name: "Score with the Ruhd scorer" }).click();
      await page.waitForURL(/\/ruhd\/scorer$/);
      await page.getByTestId("player-name-0").fill("Ada");
      await page.getByTestId("player-name-1").fill("Ben");

      // The starting L: only its three cells are offered, and it is not scored.
      expect(await page.locator('[data-testid^="cell-"]').count()).toBe(3);
      for (const placed of L) await lay(page, placed);
      expect(await text(page, "player-total-0")).toBe("0");
      expect(await text(page, "player-total-1")).toBe("0");
      expect(await text(page, "turn")).toBe("Ada");

      // Ada, Ben, Ada, Ben: each placement lands on the sheet with the engine's score.
      for (const [i, placed] of BEFORE_TEN.entries()) {
        await lay(page, placed);
        expect(await text(page, `sheet-points-${i}`)).toBe(`+${scores[i]}`);
        expect(await text(page, "placed-breakdown-total")).toBe(String(scores[i]));
      }
      const ada = scores[0]! + scores[2]!;
      const ben = scores[1]! + scores[3]!;
      expect(await text(page, "player-total-0")).toBe(String(ada));
      expect(await text(page, "player-total-1")).toBe(String(ben));
      expect(await text(page, "turn")).toBe("Ada");
      // A used tile cannot be picked again.
      expect(await page.getByTestId(`scorer-tile-${BEFORE_TEN[0]!.tile}`).isDisabled()).toBe(true);

      // Pick the tile by typing its code; hovering its cell previews it and what it would score.
      await page.getByTestId("tile-filter").fill("G4B1G3R1");
      expect(await page.locator('[data-testid^="scorer-tile-"]').count()).toBe(1);
      await page.getByTestId("tile-filter").press("Enter");
      await expect.poll(() => page.getByTestId("chosen-tile").getAttribute("data-tile"), poll).toBe(TEN.tile);
      const cell = page.getByTestId(cellId(TEN));
      await cell.hover();
      await page.getByTestId("preview-tile").waitFor();
      expect(await text(page, "preview-breakdown-total")).toBe("10");
      expect(await text(page, "preview-breakdown")).toMatch(/This placement would score: 10 points/);
      expect(await text(page, "preview-breakdown-one-side")).toMatch(/^0 /);
      // Side by side and pattern by pattern (the wording is the shared Breakdown's; the facts are checked).
      expect(await text(page, "preview-breakdown-diff-diff")).toMatch(/^\+1\s+left\b.*red 1.*yellow 2.*\+1$/);
      expect(await text(page, "preview-breakdown-same-same")).toMatch(
        /^\+3\s+down\b.*green 3.*green 3.*\+3$/,
      );
      const [patternTotal, ...patterns] = (await text(page, "preview-breakdown-patterns")).split("\n");
      expect(patternTotal).toBe("+6");
      expect(patterns).toHaveLength(3);
      const pattern = (...words: RegExp[]) => patterns.filter((line) => words.every((w) => w.test(line)));
      expect(pattern(/\bred\b/, /facing left/, /\b3 tiles\b|\b3 reds\b/, /\+2$/)).toHaveLength(1);
      expect(pattern(/\b1\b/, /facing left/, /\+2$/).filter((line) => !/red/.test(line))).toHaveLength(1);
      expect(pattern(/\bgreen/, /facing up/, /\+2$/)).toHaveLength(1);
      expect(await page.getByTestId("pattern-mark").count()).toBe(3);
      // Nothing is scored yet.
      expect(await text(page, "player-total-0")).toBe(String(ada));
      await h.screenshot(page, "ruhd-scorer-preview");

      // A quarter turn (the R key) changes the preview; Shift+R turns it back; so do the buttons.
      const turned = scorePlacement([...L, ...BEFORE_TEN], { ...TEN, rotation: 1 }).total;
      expect(turned).not.toBe(10);
      await page.keyboard.press("r");
      await expect.poll(() => text(page, "preview-breakdown-total"), poll).toBe(String(turned));
      expect(await text(page, "rotation")).toBe("turned 90°");
      await page.keyboard.press("Shift+R");
      await expect.poll(() => text(page, "preview-breakdown-total"), poll).toBe("10");
      await page.getByTestId("rotate-right").click();
      await cell.hover();
      await expect.poll(() => text(page, "preview-breakdown-total"), poll).toBe(String(turned));
      await page.getByTestId("rotate-left").click();
      await cell.hover();
      await expect.poll(() => text(page, "preview-breakdown-total"), poll).toBe("10");
      // The wheel over the board turns it too.
      await cell.hover();
      await page.mouse.wheel(0, 120);
      await expect.poll(() => text(page, "preview-breakdown-total"), poll).toBe(String(turned));
      await page.mouse.wheel(0, -120);
      await expect.poll(() => text(page, "preview-breakdown-total"), poll).toBe("10");

      // Place it: 10 points for Ada, on the board, in the breakdown and on the score sheet.
      await cell.click();
      await page.locator(`[data-testid="tile-2_2"][data-tile="${TEN.tile}"]`).waitFor();
      expect(await text(page, "placed-breakdown-total")).toBe("10");
      expect(await text(page, "placed-breakdown")).toMatch(/Turn 5: Ada scored: 10 points/);
      expect(await text(page, "player-total-0")).toBe(String(ada + 10));
      expect(await text(page, "player-total-1")).toBe(String(ben));
      expect(await text(page, "sheet-points-4")).toBe("+10");
      expect(await text(page, "scorer-status")).toContain("Ada scored 10 points");
      expect(await page.getByTestId("pattern-mark").count()).toBe(3);
      expect(await text(page, "turn")).toBe("Ben");
      await page.getByTestId("sheet-line-4").locator("summary").click();
      expect(await text(page, "sheet-breakdown-4-total")).toBe("10");
      expect(await text(page, "sheet-breakdown-4-same-same")).toMatch(/down\b.*green 3.*green 3/);
      await h.screenshot(page, "ruhd-scorer-worked-example");

      // Undo takes the placement back and puts the tile back in hand; placing it again scores 10 again.
      await page.getByTestId("undo").click();
      await expect.poll(() => text(page, "player-total-0"), poll).toBe(String(ada));
      expect(await page.getByTestId("sheet-line-4").count()).toBe(0);
      expect(await page.getByTestId("tile-2_2").count()).toBe(0);
      expect(await page.getByTestId("chosen-tile").getAttribute("data-tile")).toBe(TEN.tile);
      expect(await page.getByTestId(`scorer-tile-${TEN.tile}`).isDisabled()).toBe(false);
      expect(await text(page, "turn")).toBe("Ada");
      await cell.click();
      await expect.poll(() => text(page, "player-total-0"), poll).toBe(String(ada + 10));

      // A reload keeps the sheet: names, tiles, totals and the last breakdown.
      await page.reload();
      await page.getByTestId("tile-2_2").waitFor();
      expect(await text(page, "player-total-0")).toBe(String(ada + 10));
      expect(await text(page, "player-total-1")).toBe(String(ben));
      expect(await page.getByTestId("player-name-0").inputValue()).toBe("Ada");
      expect(await text(page, "sheet-points-4")).toBe("+10");
      expect(await text(page, "placed-breakdown-total")).toBe("10");
      expect(await page.getByTestId(`scorer-tile-${TEN.tile}`).isDisabled()).toBe(true);
      expect(await page.locator('[data-testid^="tile-"][data-tile]').count()).toBe(L.length + 5);
    },
  );

  it.skipIf(!clientHas("ruhd scorer by keyboard", "scorer-tile-", "credit-player", "sheet-credit-"))(
    "works by keyboard, on a phone-sized screen, with a placement credited to another player",
    async () => {
      const context = await h.context();
      const page = await context.newPage();
      await page.setViewportSize({ width: 390, height: 800 });
      await page.goto(`${h.url}/ruhd/scorer`);
      await page.getByTestId("add-player").click();
      for (const placed of L) await lay(page, placed);
      // Not Player 1's turn after all: Player 3 played. Keyboard only: find, turn, focus a cell, Enter.
      await page.getByTestId("credit-player").selectOption("2");
      const first = BEFORE_TEN[0]!;
      await page.getByTestId("tile-filter").fill(first.tile);
      await page.getByTestId("tile-filter").press("Enter");
      await expect.poll(() => focused(page, "data-tile-button"), poll).toBe(first.tile);
      await page.keyboard.press("r");
      expect(await text(page, "rotation")).toBe("turned 90°");
      await page.keyboard.press("Shift+R");
      await page.getByTestId(cellId(first)).focus();
      await page.getByTestId("preview-breakdown").waitFor();
      await page.keyboard.press("Enter");
      await page.locator(`[data-testid="tile-0_2"][data-tile="${first.tile}"]`).waitFor();
      const points = String(scorePlacement(L, first).total);
      expect(await text(page, "player-total-2")).toBe(points);
      expect(await text(page, "player-total-0")).toBe("0");
      // After Player 3 comes Player 1; focus is back in the search box for the next tile.
      expect(await text(page, "turn")).toBe("Player 1");
      expect(await focused(page, "data-testid")).toBe("tile-filter");
      // Fixed afterwards on the sheet: it was Player 2's.
      await page.getByTestId("sheet-line-0").locator("summary").click();
      await page.getByTestId("sheet-credit-0").selectOption("1");
      await expect.poll(() => text(page, "player-total-1"), poll).toBe(points);
      expect(await text(page, "player-total-2")).toBe("0");
      expect(await text(page, "turn")).toBe("Player 3");
      // The layout stacks: nothing wider than the screen.
      const overflow = await page.evaluate<number>(
        "document.documentElement.scrollWidth - window.innerWidth",
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await h.screenshot(page, "ruhd-scorer-phone");
      // A new game, once confirmed, clears the board and the scores and keeps the players.
      await page.getByTestId("new-game").click();
      await page.getByTestId("new-game-yes").click();
      await expect.poll(() => page.locator('[data-testid^="tile-"][data-tile]').count(), poll).toBe(0);
      expect(await text(page, "player-total-1")).toBe("0");
      expect(await page.locator('[data-testid^="player-name-"]').count()).toBe(3);
      expect(await page.locator('[data-testid^="cell-"]').count()).toBe(3);
    },
  );

  it.skipIf(!clientHas("ruhd scorer by touch", "scorer-tile-", "board-hint", "preview-breakdown"))(
    "on a touch screen the first tap on a cell previews, the second places; tapping the picked tile turns it",
    async () => {
      const context = await h.browser.newContext({
        viewport: { width: 390, height: 800 },
        hasTouch: true,
        isMobile: true,
      });
      try {
        const page = await context.newPage();
        await page.goto(`${h.url}/ruhd/scorer`);
        for (const placed of L) {
          await page.getByTestId(`scorer-tile-${placed.tile}`).tap();
          for (let r = 0; r < placed.rotation; r++)
            await page.getByTestId(`scorer-tile-${placed.tile}`).tap();
          await page.getByTestId(cellId(placed)).tap();
          await page.getByTestId(cellId(placed)).tap();
          await page
            .locator(`[data-testid="tile-${placed.x}_${placed.y}"][data-tile="${placed.tile}"]`)
            .waitFor();
        }
        const first = BEFORE_TEN[0]!;
        await page.getByTestId(`scorer-tile-${first.tile}`).tap();
        await page.getByTestId(`scorer-tile-${first.tile}`).tap();
        expect(await page.getByTestId("chosen-tile").getAttribute("data-rotation")).toBe("1");
        const cell = page.getByTestId(cellId(first));
        await cell.tap();
        await page.getByTestId("preview-breakdown").waitFor();
        const turned = scorePlacement(L, { ...first, rotation: 1 }).total;
        expect(await text(page, "preview-breakdown-total")).toBe(String(turned));
        expect(await text(page, "board-hint")).toContain(`would score ${turned}`);
        expect(await page.getByTestId("tile-0_2").count()).toBe(0);
        await cell.tap();
        await page
          .locator(`[data-testid="tile-0_2"][data-tile="${first.tile}"][data-rotation="1"]`)
          .waitFor();
        expect(await text(page, "player-total-0")).toBe(String(turned));
      } finally {
        await context.close();
      }
    },
  );
  it.skipIf(!clientHas("ruhd scorer in French", "scorer-tile-", "placed-breakdown", "tile-filter"))(
    "in French, then Portuguese by the switcher: the scorer's page, breakdowns and tile finder in the language, <html lang>",
    async () => {
      const page = await h.page({ locale: "fr-FR" });
      await page.goto(`${h.url}/ruhd/scorer`);
      await page.getByTestId("ruhd-scorer").waitFor();
      expect(await page.evaluate("document.documentElement.lang")).toBe("fr");
      expect(await page.locator("h1").innerText()).toBe("Marqueur Ruhd");
      expect(await page.getByTestId("turn-setup").innerText()).toBe("Posez le L de départ");
      expect(await page.getByTestId("language").inputValue()).toBe("fr");
      for (const placed of L) await lay(page, placed);
      // Nobody named: the sheet says "Joueur 1".
      expect(await text(page, "turn")).toBe("Joueur 1");
      await lay(page, BEFORE_TEN[0]!);
      expect(await text(page, "scorer-status")).toMatch(
        // The cell in words (from the corner of the starting L), not its coordinates.
        /^Joueur 1 marque \d+ points? avec G3Y3G2R1 2 cases vers le haut depuis le coin du L de départ/,
      );
      expect(await text(page, "placed-breakdown")).toMatch(/^Tour 1\s: Joueur 1 a marqué\s: \d+ points?/);
      expect(await text(page, "placed-breakdown")).toContain("Couleurs différentes");
      // Colours typed in French find the tiles.
      await page.getByTestId("tile-filter").fill("rouge 4");
      const tiles = page.locator('[data-testid^="scorer-tile-"]');
      await expect.poll(() => tiles.count(), poll).toBeLessThan(TILES.length);
      const found = await Promise.all((await tiles.all()).map((tile) => tile.getAttribute("data-testid")));
      expect(found.length).toBeGreaterThan(0);
      expect(found.every((id) => id?.includes("R4"))).toBe(true);
      await h.screenshot(page, "ruhd-scorer-french");
      // The switcher speaks Portuguese at once.
      await page.getByTestId("language").selectOption("pt-BR");
      await expect.poll(() => page.locator("h1").innerText(), poll).toBe("Marcador de Ruhd");
      expect(await page.evaluate("document.documentElement.lang")).toBe("pt-BR");
      expect(await text(page, "placed-breakdown")).toContain("Cores diferentes");
      expect(await text(page, "turn")).toBe("Jogador 2");
    },
  );
});
