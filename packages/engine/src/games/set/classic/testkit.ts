/**
 * Tables laid out by hand for classic SET's tests, and cards built to order (a set's third card, an
 * ultraset's fourth, a ghostset's sixth, tables holding no solution). Tests only (excluded from the
 * build).
 */
import { expect } from "vitest";
import { act, parseOptions } from "../../../core/play.js";
import { Rng } from "../../../core/prng.js";
import { cardCode, cardId, fullDeck, type DeckShape } from "../cards.js";
import { setClassic } from "./game.js";
import { MODES, type ClassicMode, type SolutionKind } from "./modes.js";
import type { ClassicOptions } from "./options.js";
import { countSolutions, hasSolution } from "./solutions.js";
import { changeState, type ClassicState } from "./state.js";

export function options(raw: Record<string, unknown> = {}): ClassicOptions {
  const parsed = parseOptions<ClassicOptions>(setClassic, raw);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
}

/** Per feature (mod 3): the card whose digits are `sign` times the sum of the cards' digits. */
function digitSum(codes: readonly string[], sign: 1 | -1): string {
  const features = codes[0]?.length ?? 0;
  let out = "";
  for (let f = 0; f < features; f++) {
    const sum = codes.reduce((n, code) => n + code.charCodeAt(f) - 48, 0);
    out += String((((sign * sum) % 3) + 3) % 3);
  }
  return out;
}

/** The card completing two cards into a set: −(a + b). */
export const third = (a: string, b: string): string => digitSum([a, b], -1);
/** The card d with a + b = c + d, that is a + b + 2c (mod 3): {a, b, c, d} is an ultraset (ab | cd). */
export const fourth = (a: string, b: string, c: string): string => digitSum([a, b, c, c], 1);
/** The card making five cards a ghostset: −(a + b + c + d + e). */
export const sixth = (cards: readonly string[]): string => digitSum(cards, -1);

/**
 * `size` cards of `shape`'s deck holding no solution of `kind`, found greedily over shuffles seeded
 * from `seed` (and the next seeds, until one reaches the size), as codes.
 */
export function solutionFree(kind: SolutionKind, shape: DeckShape, size: number, seed = 0): string[] {
  for (let s = seed; s < seed + 1000; s++) {
    const order = Rng.fromSeed(`free ${s}`).shuffle(fullDeck(shape));
    const free: number[] = [];
    for (const card of order) {
      if (free.length === size) break;
      if (!hasSolution(kind, shape, [...free, card])) free.push(card);
    }
    if (free.length === size) return free.map((card) => cardCode(shape, card));
  }
  throw new Error(`no ${size} cards without a ${kind} found`);
}

/**
 * A table laid out by hand in `mode`: `board` codes in place order, `next` the deck's cards in the
 * order they will be dealt, `chain` the previous solution (chained modes); every other card of the
 * mode's deck is in the discard so that cards stay conserved. A puzzle table's solutions are counted.
 */
export function table(
  mode: ClassicMode,
  layout: { board: readonly string[]; next?: readonly string[]; chain?: readonly string[] },
  raw: Record<string, unknown> = {},
  seats = 2,
): ClassicState {
  const rules = MODES[mode];
  const id = (code: string): number => cardId(rules.shape, code);
  const base = setClassic.setup(options({ ...raw, mode }), seats, "fixed");
  const board = layout.board.map(id);
  const chain = (layout.chain ?? []).map(id);
  const deck = (layout.next ?? []).map(id).reverse();
  const used = new Set([...board, ...chain, ...deck]);
  expect(used.size, "a card laid out twice").toBe(board.length + chain.length + deck.length);
  return changeState(base, {
    board,
    chain,
    deck,
    discard: fullDeck(rules.shape).filter((card) => !used.has(card)),
    puzzleTotal: rules.puzzle ? countSolutions(rules.kind, rules.shape, board) : 0,
    puzzleFound: [],
    events: [],
    endedAt: null,
    counters: { ...base.counters, maxBoard: board.length },
  });
}

/** The codes of `state`'s table. */
export function boardCodes(state: ClassicState): string[] {
  const shape = MODES[state.options.mode].shape;
  return state.board.map((card) => cardCode(shape, card));
}

/** Plays a claim that must be accepted. */
export function claimed(
  state: ClassicState,
  seat: number,
  cards: readonly string[],
  at: number,
): ClassicState {
  const result = act(setClassic, state, state.seats, seat, { type: "claim", cards }, at);
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.value.state as ClassicState;
}

/** Plays a claim that must be refused, leaving the state as it was; returns the refusal's code. */
export function refused(state: ClassicState, seat: number, cards: readonly string[], at: number): string {
  const before = JSON.stringify(state);
  const result = act(setClassic, state, state.seats, seat, { type: "claim", cards }, at);
  expect(JSON.stringify(state)).toBe(before);
  if (result.ok) throw new Error("expected a refusal");
  return result.error.code;
}
