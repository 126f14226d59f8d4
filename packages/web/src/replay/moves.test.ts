import * as engine from "@parlor/engine";
import { CLASSIC, cardCode, eventsSince, type MatchLog } from "@parlor/engine";
import { describe, expect, it } from "vitest";
import { describeMove } from "./moves.js";
import { seatNames } from "./names.js";
import { MATCHES } from "./testing.js";
import { buildTimeline, stateBefore } from "./timeline.js";

/** Every action of a match in words. */
function movesOf(log: MatchLog): string[] {
  const timeline = buildTimeline(engine, log);
  const context = { names: seatNames(log.seats), cardCode, classic: CLASSIC, eventsSince };
  return log.actions.map((entry, i) =>
    describeMove(log.game, entry, stateBefore(timeline, i + 1), timeline.states[i + 1], context),
  );
}

const count = (lines: readonly string[], pattern: RegExp): number =>
  lines.filter((l) => pattern.test(l)).length;

describe("seat names", () => {
  it("name bots by number and level, people by number", () => {
    expect(seatNames([{ bot: "medium" }, {}, { bot: "easy" }])).toEqual([
      "Bot 1 (medium)",
      "Player 2",
      "Bot 3 (easy)",
    ]);
  });
});

describe("moves in words", () => {
  it("PC Set Game: each token put down or taken back, each set found, with its cards", () => {
    const log = MATCHES["set-pc"]!();
    const lines = movesOf(log);
    const outcome = engine.replay(log).outcome!;
    const total = outcome.scores.reduce((a, b) => a + b, 0);
    expect(count(lines, /found a set: \d{3}, \d{3}, \d{3}(; no set left on the table: reshuffled)?$/)).toBe(
      total,
    );
    expect(count(lines, /^Bot 1 \(hard\) found a set/)).toBe(outcome.scores[0]);
    expect(count(lines, /put a token on \d{3} \(row [12], column [123]\)$/)).toBeGreaterThan(0);
    for (const line of lines) expect(line).toMatch(/^Bot [12] \((hard|easy)\) /);
  });

  it("Patterns: calls with what came of them, votes, and the pool growing", () => {
    const log = MATCHES["set-patterns"]!();
    const lines = movesOf(log);
    const outcome = engine.replay(log).outcome!;
    const sets = count(lines, /: a set, 3 cards to the stack/);
    expect(sets * 3).toBe(outcome.scores.reduce((a, b) => a + b, 0));
    expect(count(lines, /voted “no set”/)).toBeGreaterThan(0);
    expect(count(lines, /the pool grew by \d{4}(, \d{4})*/)).toBeGreaterThan(0);
    expect(lines.at(-1)).toMatch(/the game is over$/);
  });

  it("Super Rules: flips name their card, and scores are the sets' points less what was paid", () => {
    const log = MATCHES["set-super"]!();
    const lines = movesOf(log);
    const outcome = engine.replay(log).outcome!;
    expect(count(lines, /flipped \d{4}$/)).toBe(count(lines, /flipped/));
    expect(count(lines, /flipped/)).toBeGreaterThan(0);
    const names = seatNames(log.seats);
    names.forEach((name, seat) => {
      const mine = lines.filter((l) => l.startsWith(name));
      const gained = mine.reduce((sum, l) => sum + Number(/a set, (\d+) points?/.exec(l)?.[1] ?? 0), 0);
      // Payments also come from timeouts and missed super rounds, which are deadlines, not actions.
      expect(outcome.scores[seat]).toBeLessThanOrEqual(gained);
    });
  });

  it("Ruhd: each tile placed, where, turned how, for how many points", () => {
    const log = MATCHES.ruhd!();
    const lines = movesOf(log);
    const outcome = engine.replay(log).outcome!;
    seatNames(log.seats).forEach((name, seat) => {
      const points = lines
        .filter((l) => l.startsWith(name))
        .reduce((sum, l) => sum + Number(/: (\d+) points?$/.exec(l)?.[1]), 0);
      expect(points).toBe(outcome.scores[seat]);
    });
    expect(lines[0]).toMatch(
      /^Bot \d \((greedy|strong)\) placed [RGBY]\d[RGBY]\d[RGBY]\d[RGBY]\d at \(-?\d+,-?\d+\)/,
    );
  });

  it("an unknown game's action is shown as it is", () => {
    const line = describeMove("chess", { seq: 1, at: 0, seat: 1, action: { move: "e4" } }, null, null, {
      names: ["White", "Black"],
      cardCode,
      classic: CLASSIC,
      eventsSince,
    });
    expect(line).toBe('Black played {"move":"e4"}');
  });
});
