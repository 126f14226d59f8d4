import * as engine from "@parlor/engine";
import type { MatchLog, MoveWords } from "@parlor/engine";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import i18next, { i18nReady } from "../i18n/index.js";
import { ruhdMoveWords } from "../games/ruhd/where.js";
import { describeMove, partsText } from "./moves.js";
import { seatNames as tableNames } from "../table/players.js";
import { replaySeats, seatNames } from "./names.js";
import { MATCHES } from "./testing.js";
import { buildTimeline, stateBefore } from "./timeline.js";

/** Every action of a match in words (as parts), as the replay lists them. */
function wordsOf(log: MatchLog, lang?: engine.Lang): MoveWords[] {
  const timeline = buildTimeline(engine, log);
  const names = seatNames(log.seats, lang);
  return log.actions.map((entry, i) =>
    describeMove(timeline.game, entry, stateBefore(timeline, i + 1), timeline.states[i + 1], names, lang),
  );
}

/** Every action of a match in words, as sentences. */
const movesOf = (log: MatchLog): string[] => wordsOf(log).map(partsText);

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

  it("sets found name their three cards as card parts, each with its code and its words", () => {
    const found = wordsOf(MATCHES["set-pc"]!()).filter((words) =>
      partsText(words).includes(" found a set: "),
    );
    expect(found.length).toBeGreaterThan(0);
    for (const words of found) {
      const cards = words.filter((part) => part.kind === "card");
      expect(cards).toHaveLength(3);
      for (const card of cards) expect(partsText(words)).toContain(card.text);
    }
  });

  for (const [game, play] of Object.entries(MATCHES)) {
    it(`${game}: every move names its seat as a seat part, and some name cards or tiles`, () => {
      const moves = wordsOf(play());
      for (const words of moves) expect(words[0]?.kind).toBe("seat");
      expect(moves.some((words) => words.some((part) => part.kind === "card"))).toBe(true);
    });
  }
});

describe("a Ruhd move as the page says it", () => {
  const line: MoveWords = [
    { kind: "seat", seat: 0, text: "Bot 1 (greedy)" },
    { kind: "text", text: " placed " },
    { kind: "card", code: "G4B2Y2G1", text: "G4B2Y2G1" },
    { kind: "text", text: " at " },
    { kind: "cell", x: 2, y: -1, text: "(2, -1)" },
    { kind: "text", text: ", turned " },
    { kind: "number", value: 90, text: "90" },
    { kind: "text", text: "° (green 1 up, green 4 right): " },
    { kind: "number", value: 3, text: "3" },
    { kind: "text", text: " points" },
  ];

  it("names the tile laid by a picture and its cell by its way from the L's corner", async () => {
    await i18next.loadLanguages(["fr", "pt-BR"]);
    const said = ruhdMoveWords(line, i18next.getFixedT("en"));
    expect(said.slice(0, 3)).toEqual([
      { kind: "seat", seat: 0, text: "Bot 1 (greedy)" },
      { kind: "text", text: " placed " },
      {
        kind: "card",
        code: "G4B2Y2G1",
        text: "a tile 2 cells right and 1 cell down from the corner of the starting L",
      },
    ]);
    expect(partsText(said)).toBe(
      "Bot 1 (greedy) placed a tile 2 cells right and 1 cell down from the corner of the starting L, turned 90° (green 1 up, green 4 right): 3 points",
    );
  });

  it("in French and Portuguese too, as the engine says those moves", () => {
    for (const [lang, sentence] of [
      ["fr", "Robot 1 (glouton) a posé la tuile 2 cases vers le haut depuis le coin du L de départ"],
      ["pt-BR", "Robô 1 (guloso) colocou a peça 2 casas para cima a partir do canto do L inicial"],
    ] as const) {
      const said = ruhdMoveWords(
        [
          { kind: "seat", seat: 0, text: lang === "fr" ? "Robot 1 (glouton)" : "Robô 1 (guloso)" },
          { kind: "text", text: lang === "fr" ? " a posé la tuile " : " colocou a peça " },
          { kind: "card", code: "G4B2Y2G1", text: "G4B2Y2G1" },
          { kind: "text", text: lang === "fr" ? " en " : " em " },
          { kind: "cell", x: 0, y: 2, text: "(0, 2)" },
        ],
        i18next.getFixedT(lang),
      );
      expect(partsText(said)).toBe(sentence);
    }
  });

  it("a tile and a cell alone are put in words too", () => {
    const said = ruhdMoveWords(
      [
        { kind: "card", code: "G4B2Y2G1", text: "G4B2Y2G1" },
        { kind: "text", text: " went back; " },
        { kind: "cell", x: 0, y: 0, text: "(0, 0)" },
        { kind: "text", text: " stays" },
      ],
      i18next.getFixedT("en"),
    );
    expect(partsText(said)).toBe("a tile went back; on the corner of the starting L stays");
  });

  it("every Ruhd move of a match says no tile code and no coordinates, in every language", () => {
    for (const lang of ["en", "fr", "pt-BR"] as const) {
      for (const words of wordsOf(MATCHES.ruhd!(), lang)) {
        const text = partsText(ruhdMoveWords(words, i18next.getFixedT(lang)));
        expect(text).not.toMatch(/(?:[GYBR][1-4]){4}/);
        expect(text).not.toMatch(/\(-?\d+, -?\d+\)/);
      }
    }
  });
});
