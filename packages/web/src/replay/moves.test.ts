import * as engine from "@parlor/engine";
import type { MatchLog } from "@parlor/engine";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import i18next, { i18nReady } from "../i18n/index.js";
import { describeMove } from "./moves.js";
import { seatNames as tableNames } from "../table/players.js";
import { replaySeats, seatNames } from "./names.js";
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

beforeAll(async () => {
  await i18nReady;
  await i18next.changeLanguage("en");
});
afterAll(() => i18next.changeLanguage("en"));

describe("seat names", () => {
  it("name bots by number and level, people by name or number", () => {
    expect(seatNames([{ bot: "medium" }, {}, { bot: "easy" }, { name: "Ann" }])).toEqual([
      "Bot 1 (medium)",
      "Player 2",
      "Bot 3 (easy)",
      "Ann",
    ]);
  });

  it("name them in the language asked for, or the one in use", async () => {
    const seats = [{ bot: "medium" }, {}, { name: "Ann" }];
    await i18next.changeLanguage("fr");
    expect(seatNames(seats)).toEqual(["Robot 1 (moyen)", "Joueur 2", "Ann"]);
    await i18next.loadLanguages("pt-BR");
    expect(seatNames(seats, "pt-BR")).toEqual(["Robô 1 (médio)", "Jogador 2", "Ann"]);
    await i18next.changeLanguage("en");
  });
});

describe("a replay's seats, as the table had them", () => {
  const log = [{ name: "Ana" }, { name: "Ana" }, { bot: "easy" }];
  const summary = [
    { human: true, joined: true, connected: false, player: { id: "p-ana-x3F9", name: "Ana" } },
    { human: true, joined: true, resigned: true, player: { id: "p-ana-a1b2", name: "Ana" } },
    { bot: "easy", joined: true, player: { id: "bot-ruhd-easy", name: "Easy bot" } },
  ] as const;

  it("from the table's summary: people by the names they sat down with, told apart as at the table", () => {
    const seats = replaySeats(summary, log);
    expect(seats).toEqual([
      { human: true, joined: true, player: { id: "p-ana-x3F9", name: "Ana" } },
      { human: true, joined: true, player: { id: "p-ana-a1b2", name: "Ana" } },
      { bot: "easy", joined: true, player: { id: "bot-ruhd-easy", name: "Easy bot" } },
    ]);
    expect(tableNames(seats ?? [], [])).toEqual(["Ana #x3F9", "Ana #a1b2", "Bot 3 (easy)"]);
  });

  it("none without a summary that fits the log (the log's names then)", () => {
    expect(replaySeats(null, log)).toBeNull();
    expect(replaySeats(summary.slice(0, 2), log)).toBeNull();
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
