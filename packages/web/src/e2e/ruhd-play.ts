/** Playing Ruhd in the browser tests: whose turn a page shows, and a tile placed on it. */
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { WAIT_MS } from "./harness.js";

const poll = { timeout: WAIT_MS, interval: 100 };

/** Whose turn it is on a page: "mine", "theirs", or "over" once the end screen shows. */
export async function turnOf(page: Page): Promise<"mine" | "theirs" | "over"> {
  if ((await page.getByTestId("end-screen").count()) > 0) return "over";
  const mine = await page.getByTestId("ruhd-table").getAttribute("data-my-turn");
  return mine === "true" ? "mine" : "theirs";
}

/** Plays one tile on the page whose turn it is: the first of its hand, on the first legal cell. */
export async function placeATile(page: Page): Promise<void> {
  const tiles = page.locator('[data-testid="ruhd-board"] [data-testid^="tile-"][data-tile]');
  const before = await tiles.count();
  await page.keyboard.press("Digit1");
  const cell = page.locator('[data-testid^="cell-"]').first();
  await cell.waitFor({ timeout: WAIT_MS });
  // A mouse previews by hovering, then places by clicking the cell it previews.
  await cell.hover();
  await page.getByTestId("preview-tile").waitFor({ timeout: WAIT_MS });
  await cell.click();
  await expect.poll(() => tiles.count(), poll).toBe(before + 1);
}
