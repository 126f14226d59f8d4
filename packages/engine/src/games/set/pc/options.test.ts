import { describe, expect, it } from "vitest";
import { parseOptions } from "../../../core/play.js";
import { CLASSIC, deckSize, expectedSets, fullDeck, setsInDeck, type DeckShape } from "../cards.js";
import { finderFor, MAX_VALUE_BITS } from "../finder.js";
import { setPc } from "./game.js";
import { MIN_EXPECTED_SETS } from "./options.js";

/** Every deck the options allow: featureSize 3..6, featureCount 1..8, at most 6561 cards. */
function allowedShapes(): DeckShape[] {
  const shapes: DeckShape[] = [];
  for (let values = 3; values <= 6; values++)
    for (let features = 1; features <= 8; features++) {
      const ok = parseOptions(setPc, { featureCount: features, featureSize: values, rows: 8, columns: 8 }).ok;
      expect(ok, `${features} x ${values}`).toBe(values ** features <= 6561);
      if (ok) shapes.push({ features, values });
    }
  return shapes;
}

describe("the PC Set Game's deck and table bounds", () => {
  it("counts the sets of a deck and the sets a random table holds on average", () => {
    expect(setsInDeck(CLASSIC)).toBe(1080);
    expect(expectedSets(CLASSIC, 81)).toBeCloseTo(1080, 9);
    expect(expectedSets(CLASSIC, 12)).toBeCloseTo(2.785, 3);
    expect(1 / expectedSets(CLASSIC, 3)).toBeCloseTo(79, 9);
    // Against every table of 5 cards of the 16-card deck of 2 features of 4 values.
    const shape = { features: 2, values: 4 };
    const finder = finderFor(shape);
    let tables = 0;
    let sets = 0;
    const deck = fullDeck(shape);
    const pick = (from: number, chosen: number[]): void => {
      if (chosen.length === 5) {
        tables++;
        sets += finder.find(chosen);
        return;
      }
      for (let i = from; i < deck.length; i++) pick(i + 1, [...chosen, deck[i] as number]);
    };
    pick(0, []);
    expect(tables).toBe(4368);
    expect(expectedSets(shape, 5)).toBeCloseTo(sets / tables, 12);
  });

  it("refuses tables that would hardly ever hold a set, and keeps the classic 3-slot table", () => {
    const refused = parseOptions(setPc, { featureCount: 4, featureSize: 6, rows: 2, columns: 3 });
    expect(refused.ok).toBe(false);
    expect(!refused.ok && refused.error.message).toMatch(/too small for this deck/);
    expect(parseOptions(setPc, { featureCount: 8, featureSize: 3, rows: 1, columns: 3 }).ok).toBe(false);
    expect(parseOptions(setPc, { rows: 1, columns: 3 }).ok).toBe(true);
    expect(parseOptions(setPc, { featureCount: 4, featureSize: 6, rows: 5, columns: 5 }).ok).toBe(true);
    expect(parseOptions(setPc, { featureCount: 4, featureSize: 6, rows: 4, columns: 6 }).ok).toBe(false);
    for (const shape of allowedShapes()) {
      for (let slots = shape.values; slots <= 64; slots++) {
        const rows = Math.ceil(slots / 8);
        const columns = slots / rows;
        if (!Number.isInteger(columns)) continue;
        const ok = parseOptions(setPc, {
          featureCount: shape.features,
          featureSize: shape.values,
          rows,
          columns,
        }).ok;
        expect(ok, `${JSON.stringify(shape)} on ${rows} x ${columns}`).toBe(
          expectedSets(shape, slots) >= MIN_EXPECTED_SETS,
        );
      }
    }
  });

  it("every deck the options allow fits the finder's masks and holds a set on its largest table", () => {
    for (const shape of allowedShapes()) {
      if (shape.values > 3) expect(shape.features * shape.values).toBeLessThanOrEqual(MAX_VALUE_BITS);
      expect(() => finderFor(shape)).not.toThrow();
      expect(expectedSets(shape, Math.min(64, deckSize(shape)))).toBeGreaterThan(0.7);
    }
  });
});
