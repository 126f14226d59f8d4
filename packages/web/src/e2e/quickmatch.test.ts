/**
 * Quick match in a real browser (issue 36): two people on two devices pick Ruhd in the lobby's "Play
 * with anyone" (the second's lobby shows that someone waits), see each other waiting, and land at the same table, each in their own seat under their
 * own name; one person alone waits out the time they chose, sees it counted down, and plays bots; a
 * person who stops looking leaves the queue. The panel in both themes passes axe, at a desktop and a
 * phone size.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { clientHas, DESKTOP, noClient, PHONE, setupBrowser, THEMES, WAIT_MS } from "./harness.js";

const h = setupBrowser();

const poll = { timeout: WAIT_MS, interval: 100 };

/** Opens the lobby, picks `game` in "Play with anyone", and chooses the wait for people. */
async function openPanel(page: Page, game: string, waitSeconds: number): Promise<void> {
  await page.goto(h.url);
  await page.getByTestId("quick-match").waitFor({ timeout: WAIT_MS });
  await page.getByTestId("quick-match-game").selectOption(game);
  await page.getByTestId("quick-match-wait").selectOption(String(waitSeconds));
}

/** Who the waiting list shows, in its order. */
const waitingNames = (page: Page): Promise<string[]> =>
  page.getByTestId("quick-match-waiting").locator("li").allInnerTexts();

/** The queues the server lists (GET /api/quickmatch). */
async function queues(page: Page): Promise<unknown[]> {
  return (await (await page.request.get(`${h.url}/api/quickmatch`)).json()) as unknown[];
}

describe.skipIf(noClient !== null)("quick match in the browser", () => {
  const can = clientHas("quick match", "quick-match-go", "quick-match-waiting");

  it.skipIf(!can)(
    "two people press Play with anyone, see each other waiting, and sit at the same table under their names",
    async () => {
      const ana = await h.namedPage("Ana");
      const bea = await h.namedPage("Bea", PHONE);
      await openPanel(ana, "ruhd", 300);
      await ana.getByTestId("quick-match-go").click();
      await expect
        .poll(() => waitingNames(ana), poll)
        .toEqual([expect.stringMatching(/^Ana \(you\)\s+0:0\d$/)]);
      await expect
        .poll(() => ana.getByTestId("quick-match-bots-in").innerText(), poll)
        .toMatch(/in [45]:\d\d\.$/);
      // The panel while waiting, in both themes: nothing serious for axe.
      for (const scheme of THEMES) {
        await ana.emulateMedia({ colorScheme: scheme });
        await expect.poll(() => ana.evaluate("document.documentElement.dataset.theme"), poll).toBe(scheme);
        expect(await h.axe(ana), `waiting, ${scheme}`).toEqual([]);
      }
      await ana.emulateMedia({ colorScheme: "light" });
      await h.shots(ana, "quick-match-waiting-desktop");
      // Bea's lobby shows that someone waits for a game of Ruhd, and offers that game first.
      await bea.goto(h.url);
      const waitingLine = bea.getByTestId("quick-waiting");
      await expect
        .poll(async () => ((await waitingLine.count()) > 0 ? waitingLine.textContent() : null), poll)
        .toBe("1 person waits for Ruhd now");
      expect(await bea.getByTestId("quick-match-game").inputValue()).toBe("ruhd");
      await openPanel(bea, "ruhd", 300);
      expect(await h.axe(bea), "the form on a phone").toEqual([]);
      await h.shots(bea, "quick-match-form-phone");
      await bea.getByTestId("quick-match-go").click();
      // Both land at the table, each in a seat of their own, named as they chose.
      for (const page of [ana, bea]) {
        await page.waitForURL(/\/table\//, { timeout: WAIT_MS });
        await page.getByTestId("ruhd-table").waitFor({ timeout: WAIT_MS });
      }
      expect(new URL(ana.url()).pathname).toBe(new URL(bea.url()).pathname);
      // Each page names its own seat "You" and the other by the name they gave.
      await expect.poll(() => ana.getByTestId("player-0").innerText(), poll).toMatch(/You/);
      await expect.poll(() => ana.getByTestId("player-1").innerText(), poll).toMatch(/Bea/);
      await expect.poll(() => bea.getByTestId("player-0").innerText(), poll).toMatch(/Ana/);
      await expect.poll(() => bea.getByTestId("player-1").innerText(), poll).toMatch(/You/);
      expect(await queues(ana)).toEqual([]);
    },
    WAIT_MS * 2,
  );

  it.skipIf(!can)(
    "alone, the person waits out the time they chose, counted down, then plays the bots they chose",
    async () => {
      const cid = await h.namedPage("Cid", { viewport: DESKTOP });
      await openPanel(cid, "tarot", 10);
      await cid.getByTestId("quick-match-bots").selectOption("beginner");
      await cid.getByTestId("quick-match-go").click();
      await expect
        .poll(() => cid.getByTestId("quick-match-looking").innerText(), poll)
        .toMatch(/a table of 4/);
      await expect
        .poll(() => cid.getByTestId("quick-match-bots-in").innerText(), poll)
        .toMatch(/in 0:0\d\.$/);
      await cid.waitForURL(/\/table\//, { timeout: WAIT_MS });
      await cid.getByTestId("tarot-table").waitFor({ timeout: WAIT_MS });
      // The person's seat, and three bots of the level they chose.
      await expect
        .poll(() => cid.getByTestId("tarot-table").innerText(), poll)
        .toMatch(/Bot 2 \(beginner\)[\s\S]*Bot 3 \(beginner\)|Bot 3 \(beginner\)[\s\S]*Bot 2 \(beginner\)/);
      expect(await cid.getByTestId("tarot-table").innerText()).toContain("Bot 4 (beginner)");
    },
    WAIT_MS * 2,
  );

  it.skipIf(!can)("stopping the search leaves the queue; the panel's form comes back", async () => {
    const dan = await h.namedPage("Dan");
    await openPanel(dan, "buraco", 300);
    await dan.getByTestId("quick-match-go").click();
    await expect.poll(() => waitingNames(dan), poll).toHaveLength(1);
    await expect.poll(() => queues(dan), poll).toHaveLength(1);
    await dan.getByTestId("quick-match-cancel").click();
    await dan.getByTestId("quick-match-go").waitFor({ timeout: WAIT_MS });
    await expect.poll(() => queues(dan), poll).toEqual([]);
  });
});
