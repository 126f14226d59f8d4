import * as engine from "@parlor/engine";
import type { MatchLog } from "@parlor/engine";
import { describe, expect, it } from "vitest";
import { describeMove } from "./moves.js";
import { seatNames } from "./names.js";
import { MATCHES } from "./testing.js";
import { buildTimeline, stateBefore } from "./timeline.js";

/** Every action of a match in words, as the replay lists them. */
function movesOf(log: MatchLog): string[] {
  const timeline = buildTimeline(engine, log);
  const names = seatNames(log.seats);
  return log.actions.map((entry, i) =>
    describeMove(timeline.game, entry, stateBefore(timeline, i + 1), timeline.states[i + 1], names),
  );
}

describe("seat names", () => {
  it("name bots by number and level, people by name or number", () => {
    expect(seatNames([{ bot: "medium" }, {}, { bot: "easy" }, { name: "Ann" }])).toEqual([
      "Bot 1 (medium)",
      "Player 2",
      "Bot 3 (easy)",
      "Ann",
    ]);
  });
});

describe("moves in words", () => {
  for (const [game, play] of Object.entries(MATCHES)) {
    it(`${game}: each move is the engine's description, naming its seat as the replay does`, () => {
      const log = play();
      const lines = movesOf(log);
      const names = seatNames(log.seats);
      expect(lines).toHaveLength(log.actions.length);
      log.actions.forEach((entry, i) => {
        expect(lines[i]!.startsWith(`${names[entry.seat]} `)).toBe(true);
        expect(lines[i]).not.toMatch(/^Player \d/);
      });
    });
  }

  it("sets found are told with their cards in words", () => {
    const lines = movesOf(MATCHES["set-pc"]!());
    expect(
      lines.filter((l) => / found a set: \w+ \w+ \w+, \w+ \w+ \w+ and \w+ \w+ \w+/.test(l)).length,
    ).toBeGreaterThan(0);
  });
});
