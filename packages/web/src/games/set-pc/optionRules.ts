/**
 * The PC Set Game's rules across its options that its JSON Schema cannot say (the engine checks them
 * with zod's `refine`, packages/engine/src/games/set/pc/options.ts), written again here so the lobby
 * can say what is wrong in words as the person types, without loading the engine. The server still
 * decides; lobby/options.test.ts checks that the page accepts exactly what the engine accepts.
 */
import type { CrossRule } from "../../lobby/optionRules";

/** The most cards a PC deck may have (the engine's MAX_DECK_SIZE: 3^8 or 9^4 …). */
export const PC_MAX_DECK = 6_561;
/** The fewest sets a fully dealt PC table must hold on average (the engine's MIN_EXPECTED_SETS). */
export const PC_MIN_EXPECTED_SETS = 0.01;
/** The shortest positive reshuffle countdown, in ms (the engine's MIN_TURN_TIMEOUT_MS). */
export const PC_MIN_COUNTDOWN_MS = 1_000;

function factorial(n: number): number {
  let f = 1;
  for (let i = 2; i <= n; i++) f *= i;
  return f;
}

/** The sets a table of `cards` cards holds on average (the engine's `expectedSets`). */
export function expectedSets(features: number, values: number, cards: number): number {
  const deck = values ** features;
  const inDeck = ((values + factorial(values)) ** features - values ** features) / factorial(values);
  const k = Math.min(cards, deck);
  let p = 1;
  for (let i = 0; i < values; i++) p *= Math.max(0, k - i) / (deck - i);
  return inDeck * p;
}

const num = (v: unknown): number => (typeof v === "number" ? v : Number.NaN);

/** The PC Set Game's rules across its options, in the order the engine checks them (`GameUi.optionRules`). */
export const pcOptionRules: readonly CrossRule[] = [
  (o) => {
    const cards = num(o.featureSize) ** num(o.featureCount);
    return cards <= PC_MAX_DECK
      ? null
      : { option: "featureCount", problem: { key: "deckTooBig", values: { cards, max: PC_MAX_DECK } } };
  },
  (o) => {
    const slots = num(o.rows) * num(o.columns);
    return slots >= num(o.featureSize)
      ? null
      : { option: "rows", problem: { key: "tooFewSlots", values: { slots, need: num(o.featureSize) } } };
  },
  (o) =>
    expectedSets(num(o.featureCount), num(o.featureSize), num(o.rows) * num(o.columns)) >=
    PC_MIN_EXPECTED_SETS
      ? null
      : {
          option: "rows",
          problem: { key: "tableTooSmall", values: { slots: num(o.rows) * num(o.columns) } },
        },
  (o) =>
    num(o.turnTimeout) <= 0 || num(o.turnTimeout) >= PC_MIN_COUNTDOWN_MS
      ? null
      : {
          option: "turnTimeout",
          problem: { key: "countdownTooShort", values: { min: PC_MIN_COUNTDOWN_MS / 1_000 } },
        },
];
