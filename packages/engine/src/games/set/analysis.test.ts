import { describe, expect, it } from "vitest";
import { analyseMatch, type SetsAnalysis } from "../../core/analysis.js";
import type { AnyGame } from "../../core/game.js";
import { analyseSets, layoutOf, setsAmong } from "./analysis.js";
import { cardCode, fullDeck, type DeckShape } from "./cards.js";
import { findSolutions } from "./classic/solutions.js";
import { setClassic } from "./classic/game.js";
import type { ClassicState } from "./classic/state.js";
import { setPatterns } from "./patterns/game.js";
import { pcTable } from "./pc/analysis.js";
import { setPc } from "./pc/game.js";
import { setSuper } from "./super/game.js";
import { LogWriter, setKey } from "./testkit.js";

/** Every `size` cards among `codes` that are all the same or all different on every feature. */
function setsByDefinition(codes: readonly string[], size: number): string[] {
  const found: string[] = [];
  const pick = (from: number, chosen: string[]): void => {
    if (chosen.length === size) {
      const features = chosen[0]!.length;
      const fits = Array.from({ length: features }, (_, f) => new Set(chosen.map((c) => c[f])).size).every(
        (n) => n === 1 || n === size,
      );
      if (fits) found.push(setKey(chosen));
      return;
    }
    for (let i = from; i < codes.length; i++) pick(i + 1, [...chosen, codes[i]!]);
  };
  pick(0, []);
  return found.sort();
}

describe("the SET games' analysis, shared", () => {
  it("is every SET game's, of kind sets", () => {
    for (const game of [setPc, setClassic, setPatterns, setSuper] as AnyGame[]) {
      expect((game as { analysis?: { kind: string } }).analysis?.kind).toBe("sets");
      const log = { game: game.id, options: {}, seed: "kind", seats: [{}, {}], actions: [] };
      expect(analyseMatch(game, log)).toMatchObject({ kind: "sets", game: game.id, claims: [] });
    }
  });

  it("finds sets of any size among a table's cards (empty places skipped)", () => {
    const shape: DeckShape = { features: 2, values: 4 };
    const codes = fullDeck(shape)
      .filter((_, id) => id % 3 !== 1)
      .map((id) => cardCode(shape, id));
    const sets = setsAmong(shape, [...codes, null]);
    expect(sets.every((set) => set.length === 4)).toBe(true);
    expect(sets.map(setKey).sort()).toEqual(setsByDefinition(codes, 4));
    expect(sets.length).toBeGreaterThan(0);
    expect(layoutOf(["0101", null, "2222"])).toBe("0101 - 2222");
  });

  it("gives each player's median and mean time to find, and each find against that mean", () => {
    const w = new LogWriter<ClassicState>(setClassic, {}, 1, "pace");
    for (const at of [1_000, 3_000, 9_000]) {
      const [first] = findSolutions("set", { features: 4, values: 3 }, w.state.board);
      w.play(
        0,
        { type: "claim", cards: first!.map((card) => cardCode({ features: 4, values: 3 }, card)) },
        at,
      );
    }
    const analysis = analyseMatch(setClassic, w.log) as SetsAnalysis;
    expect(analysis.claims.map((claim) => claim.foundInMs)).toEqual([1_000, 2_000, 6_000]);
    expect(analysis.claims.map((claim) => claim.ofOwnAverage)).toEqual([1 / 3, 2 / 3, 2]);
    expect(analysis.players[0]).toMatchObject({ meanFoundInMs: 3_000, medianFoundInMs: 2_000 });
  });

  it("stops at a deadline that makes no progress", () => {
    // A game whose deadline never moves: the analysis must still end.
    const stuck = { ...setPc, nextDeadline: () => 500 } as AnyGame;
    const log = { game: setPc.id, options: {}, seed: "stuck", seats: [{}], actions: [], until: 1_000 };
    expect(analyseSets(stuck, log, pcTable).until).toBe(1_000);
  });
});
