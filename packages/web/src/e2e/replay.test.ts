/**
 * Replays and the match history in a real browser (the same setup as the SET tables): bots play a
 * short match made through the API; the lobby lists it once finished; its replay is stepped through
 * with the keyboard and the buttons, jumped to its end, played and paused. Screenshots are kept in
 * test-artifacts/screenshots/.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { clientHas, noClient, PHONE, setupBrowser, WAIT_MS } from "./harness.js";

const h = setupBrowser();

/**
 * A PC Set Game that two random key-pressers finish in seconds: a 9-card deck (two features) on a
 * table of 3 slots, reshuffled as soon as it holds no set, so any claim of all three slots is a set.
 */
const QUICK_PC = {
  featureCount: 2,
  rows: 1,
  columns: 3,
  turnTimeout: 0,
  tableDelay: 0,
  pointFreeze: 0,
};
/** Slots on the quick table, and cards of its deck. */
const QUICK_SLOTS = 3;
const QUICK_DECK = 9;

/** A Ruhd match of two greedy bots that ends after two placements. */
const SHORT_RUHD = { handSize: 1, smallTableDeck: 0 };

/** Long enough for the quick matches (about 4 to 12 s of play). */
const FINISH_TIMEOUT_MS = 45_000;
const poll = { timeout: WAIT_MS, interval: 50 };

interface Summary {
  status: string;
  outcome: { scores: number[]; winners: number[] } | null;
  duration: number | null;
}

async function summary(id: string): Promise<Summary> {
  const response = await fetch(`${h.url}/api/tables/${id}`);
  return (await response.json()) as Summary;
}

/** Waits until the server says the match is over. */
async function finished(id: string): Promise<Summary> {
  await expect
    .poll(async () => (await summary(id)).status, { timeout: FINISH_TIMEOUT_MS, interval: 200 })
    .toBe("finished");
  return summary(id);
}

/**
 * The move the replay shows, in words as a screen reader reads them: the pictures of its cards and
 * tiles (hidden from screen readers, drawn beside their words) left out.
 */
function moveWords(page: Page): Promise<string> {
  return page.getByTestId("replay-move").evaluate((move) => {
    const copy = move.cloneNode(true) as typeof move;
    for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
    return (copy.textContent ?? "").trim();
  });
}

/** The move number the replay shows. */
async function shownIndex(page: Page): Promise<number> {
  return Number(await page.getByTestId("replay-index").getAttribute("data-index"));
}

async function scores(page: Page, seats: number): Promise<string[]> {
  return Promise.all(
    Array.from({ length: seats }, (_, seat) => page.getByTestId(`score-${seat}`).innerText()),
  );
}

describe.skipIf(noClient !== null)("replays in the browser", () => {
  it.skipIf(!clientHas("replay", "replay-index", "replay-link-", "hidden-cards", "replay-outcome"))(
    "a finished match is in the lobby's history; its replay steps forward and back, jumps to the end and plays",
    async () => {
      const table = await h.createTable({
        game: "set-pc",
        options: QUICK_PC,
        seats: [{ bot: "random" }, { bot: "random" }],
      });
      const result = await finished(table.id);
      expect(result.duration).toBeGreaterThan(0);

      // The lobby's history: game, players, result, length, and the link to the replay.
      const page = await h.filePage();
      await page.goto(h.url);
      const entry = page.getByTestId(`match-${table.id}`);
      await entry.waitFor({ timeout: WAIT_MS });
      expect(await entry.innerText()).toContain("PC Set Game");
      expect(await page.getByTestId(`match-players-${table.id}`).innerText()).toBe(
        "Bot 1 (random) vs Bot 2 (random)",
      );
      const outcome = result.outcome!;
      const verdict = await page.getByTestId(`match-result-${table.id}`).innerText();
      expect(verdict).toContain(outcome.scores.join(" – "));
      expect(verdict).toMatch(outcome.winners.length === 1 ? /won/ : /draw/);
      expect(await page.getByTestId(`match-length-${table.id}`).innerText()).toMatch(/^\d+:\d\d long$/);
      await h.screenshot(page, "lobby-match-history");

      await page.getByTestId(`replay-link-${table.id}`).click();
      await page.waitForURL(new RegExp(`/replay/${table.id}$`));
      await page.getByTestId("replay-index").waitFor({ timeout: WAIT_MS });

      // The deal: no move yet, nobody has scored, the deck's hidden cards are shown.
      expect(await shownIndex(page)).toBe(0);
      expect(await moveWords(page)).toMatch(/^The deal/);
      expect(await scores(page, 2)).toEqual(["0", "0"]);
      expect(await page.getByTestId("hidden-count-deck").innerText()).toBe(String(QUICK_DECK - QUICK_SLOTS));
      expect(await page.getByTestId("hidden-cards").locator("[data-hidden-card]").count()).toBe(
        QUICK_DECK - QUICK_SLOTS,
      );
      expect(await page.locator('[data-slot][data-card]:not([data-card=""])').count()).toBe(QUICK_SLOTS);

      // A paused replay stands still: the table's "since the last set" clock does not run on.
      const elapsed = await page.getByTestId("elapsed-timer").innerText();
      await page.waitForTimeout(1_500);
      expect(await page.getByTestId("elapsed-timer").innerText()).toBe(elapsed);

      // Step forward with the keyboard and the button until a score changes.
      await page.keyboard.press("ArrowRight");
      await expect.poll(() => shownIndex(page), poll).toBe(1);
      expect(await moveWords(page)).toMatch(
        /^Move 1 of \d+: Bot [12] \(random\) put a token on \w+ \w+ ovals? \(row 1, column [123]\)\.$/,
      );
      let scored: string[] = ["0", "0"];
      for (let i = 1; i < 200 && scored.join() === "0,0"; i++) {
        await page.getByRole("button", { name: "Next move" }).click();
        await expect.poll(() => shownIndex(page), poll).toBe(i + 1);
        scored = await scores(page, 2);
      }
      expect(scored.sort()).toEqual(["0", "1"]);
      const scoring = await shownIndex(page);
      expect(await moveWords(page)).toMatch(
        // With ensureSet, a set that leaves the table without one is followed by its reshuffle.
        /found a set: \w+ \w+ ovals?, \w+ \w+ ovals? and \w+ \w+ ovals?(; no set left on the table: reshuffled)?\.$/,
      );
      await h.screenshot(page, "replay-set-pc-first-set");

      // And back one move: the point is not scored yet.
      await page.keyboard.press("ArrowLeft");
      await expect.poll(() => shownIndex(page), poll).toBe(scoring - 1);
      expect(await scores(page, 2)).toEqual(["0", "0"]);
      await expect.poll(() => page.getByTestId("replay-outcome").count(), poll).toBe(0);

      // Jump to the end: the outcome, every score as the server has it.
      await page.keyboard.press("End");
      await page.getByTestId("replay-outcome").waitFor();
      const winners = outcome.winners.map((seat) => `Bot ${seat + 1} (random)`);
      expect(await page.getByTestId("replay-winner").innerText()).toContain(
        winners.length === 1 ? `${winners[0]} wins` : "A draw",
      );
      expect(await scores(page, 2)).toEqual(outcome.scores.map(String));
      for (const [seat, score] of outcome.scores.entries()) {
        expect(await page.getByTestId(`replay-final-score-${seat}`).innerText()).toMatch(
          new RegExp(`: ${score} sets?`),
        );
      }
      expect(await page.getByTestId("replay-next").isDisabled()).toBe(true);
      await h.screenshot(page, "replay-set-pc-end");

      // Home, then play at 16x: it runs to the end by itself.
      await page.keyboard.press("Home");
      await expect.poll(() => shownIndex(page), poll).toBe(0);
      await page.getByTestId("replay-speed").selectOption("16");
      await page.getByTestId("replay-play").click();
      expect(await page.getByTestId("replay-play").innerText()).toMatch(/Pause/);
      await expect.poll(() => shownIndex(page), poll).toBeGreaterThan(0);
      await page.getByTestId("replay-outcome").waitFor({ timeout: FINISH_TIMEOUT_MS });
      await expect.poll(() => page.getByTestId("replay-play").innerText(), poll).toMatch(/Play/);

      // At real speed with the space bar: playing moves the game time on, pausing stops it.
      await page.keyboard.press("Home");
      await page.getByTestId("replay-speed").selectOption("1");
      await page.locator("body").click({ position: { x: 2, y: 2 } });
      await page.keyboard.press("Space");
      await expect.poll(() => page.getByTestId("replay-time").inputValue(), poll).not.toBe("0");
      await page.keyboard.press("Space");
      await expect.poll(() => page.getByTestId("replay-play").innerText(), poll).toMatch(/Play/);
      const paused = await page.getByTestId("replay-clock").innerText();
      const at = await page.getByTestId("replay-time").inputValue();
      await page.waitForTimeout(1_200);
      expect(await page.getByTestId("replay-clock").innerText()).toBe(paused);
      expect(await page.getByTestId("replay-time").inputValue()).toBe(at);
    },
  );

  it.skipIf(!clientHas("ruhd replay", "replay-index", "hidden-cards", "ruhd-board", "replay-link"))(
    "a Ruhd replay shows the board, each placement, and every hand the players hid",
    async () => {
      const table = await h.createTable({
        game: "ruhd",
        options: SHORT_RUHD,
        seats: [{ bot: "greedy" }, { bot: "greedy" }],
      });
      const result = await finished(table.id);
      // The finished table's page links to its replay.
      const page = await h.filePage();
      await page.goto(`${h.url}/table/${table.id}`);
      await page.getByTestId("replay-link").click({ timeout: WAIT_MS });
      await page.waitForURL(new RegExp(`/replay/${table.id}$`));
      await page.getByTestId("replay-index").waitFor({ timeout: WAIT_MS });
      await page.getByTestId("ruhd-board").waitFor();
      // At the deal each bot holds one tile, which nobody else saw.
      for (const seat of [0, 1]) {
        expect(await page.getByTestId(`hidden-count-seat-${seat}`).innerText()).toBe("1");
        expect(await page.getByTestId(`hidden-seat-${seat}`).locator("[data-hidden-card]").count()).toBe(1);
      }
      const firstTile = await page
        .getByTestId("hidden-seat-0")
        .locator("[data-hidden-card]")
        .getAttribute("data-hidden-card");
      const secondTile = await page
        .getByTestId("hidden-seat-1")
        .locator("[data-hidden-card]")
        .getAttribute("data-hidden-card");
      await page.getByRole("button", { name: "Next move" }).click();
      await expect.poll(() => shownIndex(page), poll).toBe(1);
      // The tile laid is drawn beside its words, and its cell is said in words.
      expect(await moveWords(page)).toMatch(
        /^Move 1 of 2: Bot [12] \(greedy\) placed a tile (\d+ cells? (right|left|up|down)( and )?)+ from the corner of the starting L/,
      );
      expect([firstTile, secondTile]).toContain(
        await page.getByTestId("replay-move").locator("[data-piece]").getAttribute("data-piece"),
      );
      await page.keyboard.press("End");
      await page.getByTestId("replay-outcome").waitFor();
      expect(await scores(page, 2)).toEqual(result.outcome!.scores.map(String));
      for (const seat of [0, 1])
        expect(await page.getByTestId(`hidden-count-seat-${seat}`).innerText()).toBe("0");
      await h.screenshot(page, "replay-ruhd-end");
      // On a phone the replay fits the width and steps by touch.
      const phone = await h.page(PHONE);
      await phone.goto(`${h.url}/replay/${table.id}`);
      await phone.getByTestId("replay-index").waitFor({ timeout: WAIT_MS });
      await phone.getByRole("button", { name: "Next move" }).tap();
      await expect.poll(() => shownIndex(phone), poll).toBe(1);
      const overflow = await phone.evaluate<number>(
        "document.documentElement.scrollWidth - window.innerWidth",
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await h.screenshot(phone, "replay-ruhd-phone");
    },
  );

  it.skipIf(!clientHas("replay analysis", "replay-analysis", "analysis-player-", "replay-decision"))(
    "a finished Ruhd match's replay shows its analysis: each player's accuracy and marks, each move's",
    async () => {
      const table = await h.createTable({
        game: "ruhd",
        options: SHORT_RUHD,
        seats: [{ bot: "greedy" }, { bot: "strong" }],
      });
      await finished(table.id);
      const page = await h.filePage();
      await page.goto(`${h.url}/replay/${table.id}`);
      // Asked once the replay opens: "Analysing…" while the server computes it, then the summary.
      const panel = page.locator('[data-testid="replay-analysis"][data-status="ready"]');
      await panel.waitFor({ timeout: FINISH_TIMEOUT_MS });
      for (const seat of [0, 1])
        expect(await page.getByTestId(`analysis-accuracy-${seat}`).innerText()).toMatch(/^(\d+ ?%|—)$/);
      await expect.poll(() => page.getByTestId("analysis-line-0").count(), poll).toBe(1);
      // Each placement was weighed: its mark beside it in the list, in words, and under the move shown.
      await page.getByRole("button", { name: "Next move" }).click();
      await expect.poll(() => shownIndex(page), poll).toBe(1);
      const mark = page.getByTestId("replay-decision").locator("[data-mark]");
      await mark.waitFor({ timeout: WAIT_MS });
      expect(await mark.innerText()).toMatch(/^(✓\s*)?(Best|Good) move$|Inaccuracy|Mistake|Blunder/);
      expect(await page.getByTestId("replay-move-1").locator("[data-mark]").count()).toBe(1);
      expect(await h.axe(page)).toEqual([]);
      await h.screenshot(page, "replay-ruhd-analysis");
    },
  );

  it.skipIf(!clientHas("play from here", "play-from-start", "play-from-seat"))(
    "play from here: a finished Ruhd match's replay, one move in, opens a new table seated at the seat to play",
    async () => {
      const table = await h.createTable({
        game: "ruhd",
        options: SHORT_RUHD,
        seats: [{ bot: "greedy" }, { bot: "greedy" }],
      });
      await finished(table.id);
      const page = await h.filePage();
      await page.goto(`${h.url}/replay/${table.id}`);
      await page.getByTestId("replay-index").waitFor({ timeout: WAIT_MS });
      // At the end the match is over: nothing to play from, and the page says why.
      await page.keyboard.press("End");
      await page.getByTestId("replay-outcome").waitFor();
      const start = page.getByTestId("play-from-start");
      await expect.poll(() => start.isDisabled(), poll).toBe(true);
      expect(await page.getByTestId("play-from-reason").innerText()).toMatch(/over/);
      // Back to the middle: after the first placement, the other bot's seat is to play.
      await page.keyboard.press("Home");
      await page.keyboard.press("ArrowRight");
      await expect.poll(() => shownIndex(page), poll).toBe(1);
      expect(await start.isDisabled()).toBe(false);
      const seat = Number(await page.getByTestId("play-from-seat").inputValue());
      expect(await page.getByTestId("play-from-seat").locator("option:checked").innerText()).toMatch(
        new RegExp(`^Seat ${seat + 1}: Bot ${seat + 1} \\(greedy\\) \\(to play\\)$`),
      );
      await h.screenshot(page, "replay-play-from");
      await start.click();
      await page.waitForURL(
        (url) => /^\/table\/[^/]+$/.test(url.pathname) && !url.pathname.endsWith(table.id),
        {
          timeout: WAIT_MS,
        },
      );
      // Seated at that seat with its view: its turn, its tile in hand, the first tile on the board.
      await page.locator('[data-testid="ruhd-table"][data-my-turn="true"]').waitFor({ timeout: WAIT_MS });
      expect(await page.getByTestId("ruhd-table").getAttribute("data-turn")).toBe(String(seat));
      expect(await page.getByTestId("hand").locator(".ruhd-hand-tile").count()).toBe(1);
    },
  );

  it.skipIf(!clientHas("replay of a live match", "replay-problem"))(
    "the replay of a match still being played says so, and an unknown one is not found",
    async () => {
      const table = await h.createTable({ game: "set-pc", seats: [{ human: true }, { bot: "easy" }] });
      const page = await h.filePage();
      await page.goto(`${h.url}/replay/${table.id}`);
      const problem = page.getByTestId("replay-problem");
      await problem.waitFor({ timeout: WAIT_MS });
      expect(await problem.innerText()).toContain("This match is still being played");
      expect(await page.getByTestId("watch-live").getAttribute("href")).toBe(`/table/${table.id}`);
      await h.screenshot(page, "replay-live-match");

      await page.goto(`${h.url}/replay/no-such-match`);
      await page.getByTestId("replay-problem").waitFor({ timeout: WAIT_MS });
      expect(await page.getByTestId("replay-problem").innerText()).toMatch(/not found/);
      // The server's answers to the two logs asked for: the page turns each into its words above.
      expect(h.takeErrors()).toEqual([
        expect.stringMatching(new RegExp(`^HTTP 409: GET .*/api/tables/${table.id}/log$`)),
        expect.stringMatching(/^HTTP 404: GET .*\/api\/tables\/no-such-match\/log$/),
      ]);
    },
  );
});
