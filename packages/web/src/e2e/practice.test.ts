/**
 * Solo practice in a real browser: from the lobby, a junior practice of set-classic (one seat, the
 * page's guest), played out by clicking the cards of a set that the engine's `findSets` sees on the
 * cards the page shows, its stopwatch running meanwhile; at the end the time, the sets found and the personal best the server kept
 * (the same time), marked new.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { stopwatch, type PersonalBest } from "../games/set-classic/practice/bests.js";
import { clientHas, noClient, setupBrowser, WAIT_MS } from "./harness.js";
import { readSlots, setSlots } from "./set-board.js";

const h = setupBrowser();

const poll = { timeout: WAIT_MS, interval: 50 };
const FINISHED = '[data-finished="true"]';

/** The board's cards as the page shows them, in slot order, joined (to see the table change). */
async function boardText(page: Page): Promise<string> {
  return [...(await readSlots(page))].map(([slot, card]) => `${slot}:${card}`).join(" ");
}

/** Clicks the cards of a set on the table, and waits for the table to change (or the game to end). */
async function claimOneSet(page: Page): Promise<void> {
  const before = await boardText(page);
  const slots = setSlots(await readSlots(page));
  if (!slots) throw new Error(`no set on the table the page shows: ${before}`);
  for (const slot of slots) await page.locator(`[data-slot="${slot}"][data-card]`).click();
  await expect
    .poll(async () => (await page.locator(FINISHED).count()) > 0 || (await boardText(page)) !== before, {
      ...poll,
      message: "the table to change after a set",
    })
    .toBe(true);
}

describe.skipIf(noClient !== null)("solo practice in the browser", () => {
  it.skipIf(
    !clientHas(
      "practice",
      "practice-start",
      "practice-clock",
      "practice-result",
      "data-card",
      "data-finished",
    ),
  )(
    "starts a junior practice from the lobby, plays it out by clicking, and shows the time and the new personal best",
    async () => {
      const page = await h.page();
      await page.goto(h.url);
      // The practice is offered in the set-up panel of a game that keeps personal bests.
      await page.getByTestId("setup-set-classic").click();
      const practice = page.getByTestId("practice-set-classic");
      await practice.getByTestId("practice-mode").selectOption("junior");
      await practice.getByTestId("practice-start").click();
      await page.waitForURL(/\/table\//, { timeout: WAIT_MS });
      const tableId = decodeURIComponent(new URL(page.url()).pathname.split("/")[2] ?? "");
      await page.locator("[data-slot][data-card]").first().waitFor({ timeout: WAIT_MS });
      // The stopwatch runs while the game does.
      const clock = page.getByTestId("practice-clock");
      const started = await clock.textContent();
      await expect
        .poll(() => clock.textContent(), { ...poll, message: "the stopwatch to run" })
        .not.toBe(started);
      await h.screenshot(page, "practice-junior-playing");

      let claims = 0;
      while ((await page.locator(FINISHED).count()) === 0) {
        await claimOneSet(page);
        claims++;
      }

      const result = page.getByTestId("practice-result");
      await result.waitFor({ timeout: WAIT_MS });
      await expect.poll(() => page.getByTestId("practice-new-best").isVisible(), poll).toBe(true);
      const shown = await page.getByTestId("practice-time").textContent();
      expect(await page.getByTestId("practice-found").textContent()).toBe(String(claims));
      expect(await page.getByTestId("practice-wrong").textContent()).toBe("0");
      expect(await page.getByTestId("practice-best").textContent()).toBe(shown);
      // The server's best, computed from the match, is the one the page shows.
      const bests = (await page.evaluate(() =>
        fetch("/api/practice/set-classic").then((r) => r.json()),
      )) as PersonalBest[];
      expect(bests).toEqual([expect.objectContaining({ mode: "junior", tableId, found: claims, wrong: 0 })]);
      expect(stopwatch(bests[0]?.timeMs ?? -1)).toBe(shown);
      await h.shots(page, "practice-junior-result");
    },
  );
});
