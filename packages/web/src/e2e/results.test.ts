/**
 * One match, one story, in a real browser: a person resigns a French Tarot match (in deal 2, after a
 * scored deal) and a Buraco match (after a scored hand); the end screen shows the scores as they stood
 * with the resigner placed last, and the lobby's recent matches and the player's page say the same.
 *
 * Each match is real and reaches its moment quickly: the engine's bots play it on a virtual clock up
 * to a scored deal, its log is stored as the server stores a table's, and a server started on that
 * store resumes it (as after a restart); the person then comes to their seat with its invite link.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { getGame, TableRunner, VirtualClock, type AnyGame, type LogEntry } from "@parlor/engine";
import { hashToken, SqliteStore, startServer, type RunningServer, type StoredSeat } from "@parlor/server";
import type { Page } from "playwright-core";
import { afterEach, describe, expect, it } from "vitest";
import { clientHas, E2E_ANALYSIS_WORK, noClient, PHONE, setupBrowser, WAIT_MS, WEB_DIST } from "./harness.js";

const h = setupBrowser();
const poll = { timeout: WAIT_MS, interval: 50 };
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const TOKEN = "results-e2e-seat-token-0001";
const ANA = { id: "results-e2e-ana", name: "Ana" };

/** A match's log up to its first scored deal (or hand), bots playing every seat on a virtual clock. */
function firstDealPlayed(game: AnyGame, options: Record<string, unknown>, seats: number, seed: string) {
  return playedUntil(
    game,
    options,
    seats,
    seed,
    (state) => (state as { sheet: unknown[] }).sheet.length >= 1,
  );
}

/** A match's log until `until` says stop, bots playing every seat on a virtual clock. */
function playedUntil(
  game: AnyGame,
  options: Record<string, unknown>,
  seats: number,
  seed: string,
  until: (state: unknown, actions: readonly LogEntry[]) => boolean,
) {
  const clock = new VirtualClock();
  const runner = new TableRunner({
    game,
    options,
    seed,
    seats: Array.from({ length: seats }, () => ({ bot: game.defaultBot })),
    clock,
  });
  runner.start();
  clock.run(8 * 3_600_000, () => runner.finished || until(runner.state, runner.log.actions));
  expect(runner.finished).toBe(false);
  return { actions: runner.log.actions, scores: [...game.score(runner.state)], seed };
}

/**
 * A server on a store holding `game`'s table mid-match (seat 0 a person's, held by `TOKEN`, the others
 * bots), which it resumes as it starts.
 */
async function serverWithMatch(
  game: AnyGame,
  options: Record<string, unknown>,
  bot: string,
  seats: number,
  played: { actions: readonly LogEntry[]; seed: string },
): Promise<{ server: RunningServer; table: string }> {
  const dir = mkdtempSync(join(tmpdir(), "parlor-results-"));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  const db = join(dir, "parlor.db");
  const store = new SqliteStore(db);
  const table = `results-${game.id}`;
  // Ana sat down with a session, as the page makes one for a newcomer.
  await store.createPlayer({
    id: ANA.id,
    name: ANA.name,
    kind: "guest",
    username: null,
    passwordHash: null,
    createdAt: Date.now(),
  });
  const seatList: StoredSeat[] = Array.from({ length: seats }, (_, seat) =>
    seat === 0
      ? { human: true, joined: true, tokenHash: hashToken(TOKEN), player: ANA }
      : { bot, joined: true },
  );
  await store.createTable({
    id: table,
    game: game.id,
    options: game.options.parse(options),
    seed: played.seed,
    seats: seatList,
    status: "playing",
    createdAt: Date.now(),
    startedAt: Date.now(),
    finishedAt: null,
    outcome: null,
    until: null,
    seq: played.actions.length,
    host: null,
    rated: false,
    ending: null,
    played: null,
    next: null,
    graceMs: null,
    turnBased: null,
    turn: null,
    deadlineAt: null,
  });
  await store.seatPlayer(table, 0, ANA.id);
  for (const entry of played.actions) await store.appendAction(table, entry);
  await store.close();
  const server = await startServer({
    port: 0,
    host: "127.0.0.1",
    db,
    logLevel: false,
    webRoot: WEB_DIST,
    limits: { tablesPerMinute: 0 },
    analysisWork: E2E_ANALYSIS_WORK,
  });
  cleanups.push(() => server.close());
  return { server, table };
}

/**
 * The page, which leaves for about:blank before this test's server closes: a page still on the
 * server (the replay polls its analysis) would otherwise log the refused requests as errors.
 */
async function leavingFirst(opening: Promise<Page>): Promise<Page> {
  const page = await opening;
  cleanups.push(async () => {
    await page.goto("about:blank").catch(() => undefined);
  });
  return page;
}

/** Each final-score line's seat, top to bottom, and the texts of those lines by seat. */
async function finalScores(page: Page): Promise<{ order: number[]; lines: Map<number, string> }> {
  const items = page.locator('[data-testid^="final-score-"]:not([data-testid*="-left-"])');
  const ids = await items.evaluateAll((nodes) => nodes.map((n) => n.getAttribute("data-testid") ?? ""));
  const order = ids.map((id) => Number(id.slice("final-score-".length)));
  const texts = await items.allTextContents();
  return { order, lines: new Map(order.map((seat, i) => [seat, texts[i] ?? ""])) };
}

/** Resigns seat 0 at the table page and waits for the end screen. */
async function resign(page: Page): Promise<void> {
  await page.getByTestId("resign").click();
  await page.getByTestId("resign-confirm").click();
  await page.getByTestId("end-screen").waitFor({ timeout: WAIT_MS });
}

describe.skipIf(noClient !== null)("a resigned match tells one story", () => {
  it.skipIf(!clientHas("the end screen's places", "-left-"))(
    "French Tarot: resigning in deal 2 keeps deal 1's scores; the resigner is last; the lobby and the player page agree",
    async () => {
      const tarot = getGame("tarot") as AnyGame;
      const played = firstDealPlayed(tarot, { deals: 3 }, 4, "results-e2e-tarot");
      expect(played.scores.some((points) => points !== 0)).toBe(true);
      const { server, table } = await serverWithMatch(tarot, { deals: 3 }, "basic", 4, played);
      const page = await leavingFirst(h.filePage());
      await page.goto(`${server.url}/table/${table}#t=${TOKEN}`);
      await resign(page);

      const { order, lines } = await finalScores(page);
      expect(order.at(-1)).toBe(0);
      expect(lines.get(0)).toContain(String(played.scores[0]));
      expect(lines.get(0)).toMatch(/resigned/);
      for (const seat of [1, 2, 3]) expect(lines.get(seat)).toContain(String(played.scores[seat]));
      const title = (await page.getByTestId("end-title").textContent()) ?? "";
      expect(title).not.toMatch(/draw/i);
      expect(title).toMatch(/wins?!$/);
      // One name for the person who resigned, on the end screen and on the board: "You", not "Ana".
      const sheet = (await page.getByTestId("tarot-sheet").textContent()) ?? "";
      expect(sheet).toContain("You");
      expect(sheet).not.toContain(ANA.name);
      await h.screenshot(page, "results-tarot-resigned");

      // The lobby's recent matches: the same scores, the same winners.
      const summary = (await (await fetch(`${server.url}/api/tables/${table}`)).json()) as {
        played: boolean;
        outcome: { scores: number[] };
        seats: { player?: { id: string } }[];
      };
      expect(summary.played).toBe(true);
      expect(summary.outcome.scores).toEqual(played.scores);
      await page.goto(`${server.url}/`);
      const result = page.getByTestId(`match-result-${table}`);
      await expect.poll(() => result.textContent(), poll).toContain(played.scores.join(" – "));
      expect(await result.textContent()).not.toMatch(/draw/i);

      // The player's page: the match, its scores, a loss.
      expect(summary.seats[0]?.player?.id).toBe(ANA.id);
      await page.goto(`${server.url}/player/${ANA.id}`);
      const match = page.getByTestId("player-match").first();
      await match.waitFor({ timeout: WAIT_MS });
      expect(await match.textContent()).toContain(played.scores.join(" – "));
      expect(await match.getByTestId("player-match-result").textContent()).toBe("lost");

      // The replay's last move: the same scores and places, the resigner last.
      await page.goto(`${server.url}/replay/${table}`);
      await page.getByTestId("replay-end").click();
      const outcome = page.getByTestId("replay-outcome");
      await outcome.waitFor({ timeout: WAIT_MS });
      const replayed = page.locator('[data-testid^="replay-final-score-"]:not([data-testid*="-left-"])');
      const seats = await replayed.evaluateAll((nodes) => nodes.map((n) => n.getAttribute("data-testid")));
      expect(seats.at(-1)).toBe("replay-final-score-0");
      for (const [seat, points] of played.scores.entries())
        expect(await page.getByTestId(`replay-final-score-${seat}`).textContent()).toContain(String(points));
      expect(await page.getByTestId("replay-winner").textContent()).not.toMatch(/draw/i);
    },
  );

  it.skipIf(!clientHas("the end screen's places", "-left-"))(
    "Buraco: resigning after a scored hand ends the match with the hand's scores; the other side wins",
    async () => {
      const buraco = getGame("buraco") as AnyGame;
      const played = firstDealPlayed(buraco, {}, 2, "results-e2e-buraco");
      expect(played.scores.some((points) => points !== 0)).toBe(true);
      const { server, table } = await serverWithMatch(buraco, {}, buraco.defaultBot, 2, played);
      const page = await leavingFirst(h.page(PHONE));
      await page.goto(`${server.url}/table/${table}#t=${TOKEN}`);
      await resign(page);
      const { order, lines } = await finalScores(page);
      expect(order).toEqual([1, 0]);
      expect(lines.get(0)).toContain(String(played.scores[0]));
      expect(lines.get(1)).toContain(String(played.scores[1]));
      expect(await page.getByTestId("end-title").textContent()).toMatch(/^Bot 2 .* wins!$/);
      await h.screenshot(page, "results-buraco-resigned-phone");
      await page.goto(`${server.url}/`);
      const result = page.getByTestId(`match-result-${table}`);
      await expect.poll(() => result.textContent(), poll).toContain(played.scores.join(" – "));
      expect(await result.textContent()).toMatch(/^Bot 2 .* won/);
      await page.goto(`${server.url}/player/${ANA.id}`);
      const match = page.getByTestId("player-match").first();
      await match.waitFor({ timeout: WAIT_MS });
      expect(await match.textContent()).toContain(played.scores.join(" – "));
      expect(await match.getByTestId("player-match-result").textContent()).toBe("lost");
    },
  );

  it.skipIf(!clientHas("the end screen's unplayed match", "rating-unplayed"))(
    "Ruhd: a person who leaves after one move played nothing: the end screen says so, the lobby lists nothing",
    async () => {
      const ruhd = getGame("ruhd") as AnyGame;
      const played = playedUntil(ruhd, {}, 2, "results-e2e-ruhd", (_state, actions) =>
        actions.some((entry) => entry.seat === 0),
      );
      const { server, table } = await serverWithMatch(ruhd, {}, "greedy", 2, played);
      const page = await leavingFirst(h.filePage());
      await page.goto(`${server.url}/table/${table}#t=${TOKEN}`);
      await resign(page);
      await page.getByTestId("rating-unplayed").waitFor({ timeout: WAIT_MS });
      await h.screenshot(page, "results-ruhd-unplayed");
      await page.goto(`${server.url}/`);
      await page.getByTestId("match-history").waitFor({ timeout: WAIT_MS });
      await page.getByTestId("history-empty").waitFor({ timeout: WAIT_MS });
      expect(await page.getByTestId(`match-result-${table}`).count()).toBe(0);
    },
  );
});
