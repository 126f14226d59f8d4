import * as engine from "@parlor/engine";
import type { Lang, MatchLog } from "@parlor/engine";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import i18next, { i18nReady } from "../i18n/index.js";
import { describeMove } from "./moves.js";
import { seatNames } from "./names.js";
import { cardNames, matcherOf, moveParts, partsText, pieceWords, ruhdParts, splitByNames } from "./pieces.js";
import { MATCHES } from "./testing.js";
import { buildTimeline, stateBefore } from "./timeline.js";

const LANGS = ["en", "fr", "pt-BR"] as const;
/** A Ruhd tile's code, or a cell's coordinates, as the engine writes them. */
const TILE_CODE = /(?:[GYBR][1-4]){4}/;
const COORDINATES = /\(-?\d+, -?\d+\)/;

/** Every action of a match in words in `lang`, as the replay lists them. */
function movesOf(log: MatchLog, lang: Lang): string[] {
  const timeline = buildTimeline(engine, log);
  const names = seatNames(log.seats, lang);
  return log.actions.map((entry, i) =>
    describeMove(timeline.game, entry, stateBefore(timeline, i + 1), timeline.states[i + 1], names, lang),
  );
}

beforeAll(async () => {
  await i18nReady;
  await i18next.loadLanguages([...LANGS]);
});
afterAll(() => i18next.changeLanguage("en"));

describe("cards found again by their words", () => {
  for (const game of ["set-classic", "set-pc", "set-super", "set-patterns", "tarot", "buraco"]) {
    for (const lang of LANGS) {
      it(`${game} in ${lang}: each card's words, alone in a sentence, are that card and no other`, () => {
        const names = cardNames(engine, game, lang);
        expect(names.length).toBeGreaterThan(0);
        const matcher = matcherOf(names);
        // The first card with given words keeps them (the same card in decks of other shapes).
        const firstCode = new Map<string, string>();
        for (const [words, code] of names) if (!firstCode.has(words)) firstCode.set(words, code);
        for (const [words, code] of firstCode) {
          const parts = splitByNames(`Ann took ${words}, then rested`, matcher);
          expect(parts.filter((p) => p.piece !== undefined)).toEqual([{ text: words, piece: code }]);
          expect(partsText(parts)).toBe(`Ann took ${words}, then rested`);
        }
      });
    }
  }

  it("a card's words are not found inside longer words", () => {
    const matcher = matcherOf([
      ["one red oval", "00"],
      ["two red ovals", "01"],
    ]);
    expect(splitByNames("one red ovals", matcher)).toEqual([{ text: "one red ovals" }]);
    expect(splitByNames("two red ovals.", matcher)).toEqual([
      { text: "two red ovals", piece: "01" },
      { text: "." },
    ]);
  });

  it("a game without cards leaves the words as they are", () => {
    expect(splitByNames("anything", matcherOf(cardNames(engine, "chess", "en")))).toEqual([
      { text: "anything" },
    ]);
  });
});

describe("moves of whole matches with their pictures", () => {
  for (const [game, play] of Object.entries(MATCHES)) {
    const log = play();
    for (const lang of LANGS) {
      it(`${game} in ${lang}: every move keeps its words, and says no tile code and no coordinates`, () => {
        const t = i18next.getFixedT(lang);
        const lines = movesOf(log, lang);
        let pictured = 0;
        for (const line of lines) {
          const parts = moveParts(engine, game, line, lang, t);
          const text = partsText(parts);
          expect(text).not.toMatch(TILE_CODE);
          expect(text).not.toMatch(COORDINATES);
          expect(text).not.toMatch(/\b[0-2]{4}\b/);
          if (game !== "ruhd") expect(text).toBe(line);
          pictured += parts.filter((p) => p.piece !== undefined).length;
        }
        expect(pictured).toBeGreaterThan(0);
      });
    }
  }

  it("set-pc: a set found shows its three cards, each beside its words", () => {
    const log = MATCHES["set-pc"]!();
    const t = i18next.getFixedT("en");
    const found = movesOf(log, "en").filter((line) => line.includes(" found a set: "));
    expect(found.length).toBeGreaterThan(0);
    for (const line of found) {
      const pieces = moveParts(engine, "set-pc", line, "en", t).filter((p) => p.piece !== undefined);
      expect(pieces.length).toBeGreaterThanOrEqual(3);
      for (const piece of pieces) expect(pieceWords(engine, "set-pc", piece.piece!, "en")).toBe(piece.text);
    }
  });

  it("ruhd: the tile laid is pictured with where it went in words", () => {
    const log = MATCHES.ruhd!();
    const [line] = movesOf(log, "en");
    const entry = log.actions[0]!.action as { tile: string; x: number; y: number };
    const parts = ruhdParts(line!, i18next.getFixedT("en"));
    const tile = parts.find((p) => p.piece !== undefined);
    expect(tile?.piece).toBe(entry.tile);
    expect(tile?.text).toMatch(
      /^a tile (\d+ cells? (right|left|up|down)( and )?)+ from the corner of the starting L$/,
    );
  });
});

describe("a Ruhd move in words", () => {
  const en = i18next.getFixedT("en");
  const fr = i18next.getFixedT("fr");
  const pt = i18next.getFixedT("pt-BR");
  const line = "Bot 1 (greedy) placed G4B2Y2G1 at (2, -1), turned 90° (green 1 up, green 4 right): 3 points";

  it("names the tile by a picture and its cell by its way from the L's corner", () => {
    const parts = ruhdParts(line, en);
    expect(parts).toEqual([
      { text: "Bot 1 (greedy) placed " },
      { text: "a tile 2 cells right and 1 cell down from the corner of the starting L", piece: "G4B2Y2G1" },
      { text: ", turned 90° (green 1 up, green 4 right): 3 points" },
    ]);
  });

  it("in French and Portuguese too", () => {
    expect(partsText(ruhdParts("Robot 1 a posé la tuile G4B2Y2G1 en (0, 2)", fr))).toBe(
      "Robot 1 a posé la tuile 2 cases vers le haut depuis le coin du L de départ",
    );
    expect(partsText(ruhdParts("Robô 1 colocou a peça G4B2Y2G1 em (-1, 0)", pt))).toBe(
      "Robô 1 colocou a peça 1 casa à esquerda a partir do canto do L inicial",
    );
  });

  it("a tile named alone, and a cell alone, are put in words too", () => {
    expect(partsText(ruhdParts("G4B2Y2G1 went back; (0, 0) stays", en))).toBe(
      "a tile went back; on the corner of the starting L stays",
    );
  });

  it("tiles left in the deck are named by their sides", () => {
    expect(pieceWords(engine, "ruhd", "G4B2Y2G1", "en")).toBe(
      "green 4 up, blue 2 right, yellow 2 down, green 1 left",
    );
  });
});
