import type { Rng } from "../../core/prng.js";

/**
 * How a human-like SET bot plays at one level. Every number is a default a table can read here;
 * the bots of all three SET games share them.
 */
export interface HumanLevel {
  /** Median time to spot a set when the table holds exactly one, in ms. */
  readonly reactionMs: number;
  /** Spread of the reaction time (sigma of its logarithm). */
  readonly spread: number;
  /** Delay between entering one card of a set and the next, in ms. */
  readonly pressMs: number;
  /** Chance that a call is a wrong one (a near miss: one card off). */
  readonly mistakeRate: number;
  /** Time to decide that there is no set, as a multiple of `reactionMs`. */
  readonly giveUpFactor: number;
  /** Chance of joining a super round someone announced (Super Rules). */
  readonly joinSuper: number;
  /** Delay before flipping one's card when it is one's turn (Super Rules), in ms. */
  readonly flipMs: number;
}

export const HUMAN_LEVELS = {
  easy: {
    reactionMs: 14_000,
    spread: 0.45,
    pressMs: 700,
    mistakeRate: 0.15,
    giveUpFactor: 2.5,
    joinSuper: 0.2,
    flipMs: 3_000,
  },
  medium: {
    reactionMs: 8_000,
    spread: 0.35,
    pressMs: 450,
    mistakeRate: 0.05,
    giveUpFactor: 2,
    joinSuper: 0.4,
    flipMs: 2_000,
  },
  hard: {
    reactionMs: 4_000,
    spread: 0.25,
    pressMs: 250,
    mistakeRate: 0,
    giveUpFactor: 1.5,
    joinSuper: 0.6,
    flipMs: 1_200,
  },
} as const satisfies Record<string, HumanLevel>;

export type HumanLevelName = keyof typeof HUMAN_LEVELS;

/**
 * Most cards a bot examines in one look at the table (the set finder's work limit). A look that
 * reaches it goes on with the sets found so far, or with none: the bot passes until the table
 * changes, as a person who gave up would. At under 10 ns a card this is at most about 10 ms of CPU;
 * the largest tables the games allow need far less (64 cards of the 6-value deck: about 85 000 on
 * random tables, 410 000 on the worst table a search for one found).
 */
export const BOT_SEARCH_WORK = 1_000_000;

export const HUMAN_LEVEL_DESCRIPTIONS: Record<HumanLevelName, string> = {
  easy: "looks for a while, sometimes calls a wrong set",
  medium: "a regular player; rarely wrong",
  hard: "quick eyes; never wrong",
};

/**
 * Time for a person to spot a set: log-normal around `reactionMs`, shorter the more sets the table
 * holds (the median divides by the square root of their number).
 */
export function reactionTime(rng: Rng, level: HumanLevel, setsOnTable: number): number {
  const median = level.reactionMs / Math.sqrt(Math.max(1, setsOnTable));
  return Math.round(Math.exp(rng.normal(Math.log(median), level.spread)));
}

/** Time for a person to decide there is nothing to find on a table of `cards` cards. */
export function giveUpTime(rng: Rng, level: HumanLevel, cards: number, referenceCards = 12): number {
  const median = level.reactionMs * level.giveUpFactor * Math.max(0.25, cards / referenceCards);
  return Math.round(Math.exp(rng.normal(Math.log(median), level.spread)));
}

/** A short human pause around `ms` (±25 %). */
export function jitter(rng: Rng, ms: number): number {
  return Math.round(ms * (0.75 + 0.5 * rng.float()));
}

/**
 * A near miss: the given set with one card swapped for another card of `candidates` (positions),
 * so that the result is not a set. Returns null when no such swap exists.
 */
export function nearMiss(
  rng: Rng,
  set: readonly number[],
  candidates: readonly number[],
  isSetAt: (positions: readonly number[]) => boolean,
): number[] | null {
  const others = candidates.filter((p) => !set.includes(p));
  if (others.length === 0) return null;
  const drop = rng.int(set.length);
  for (let tries = 0; tries < others.length; tries++) {
    const replacement = others[(rng.int(others.length) + tries) % others.length] as number;
    const guess = set.map((p, i) => (i === drop ? replacement : p));
    if (!isSetAt(guess)) return guess;
  }
  return null;
}
