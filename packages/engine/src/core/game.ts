import type { z } from "zod";
import type { RuleError } from "./errors.js";
import type { Rng } from "./prng.js";
import type { Result } from "./result.js";

/** A seat number: 0 … seats-1. `null` stands for a spectator. */
export type Seat = number;

/** How a finished match ended. Winners share the win when there is more than one. */
export interface Outcome {
  readonly scores: readonly number[];
  readonly winners: readonly Seat[];
}

/** What a bot wants to do next: `action` after `delay` milliseconds of game time. */
export interface BotMove<Action> {
  readonly action: Action;
  readonly delay: number;
}

/**
 * A computer player. It is asked again after every change of the match (and after one of its own
 * actions was refused); it answers from its seat's view only, never from the state. A bot may keep
 * memory between calls (what a person would remember: when they first saw this table).
 */
export interface Bot<View, Action> {
  act(view: View, now: number): BotMove<Action> | null;
}

/** Makes the bot for one seat. `rng` is the bot's own generator, separate from the match's. */
export type BotFactory<View, Action> = (seat: Seat, rng: Rng) => Bot<View, Action>;

/** One bot level as offered to players and the command line. */
export interface BotLevel<View, Action> {
  readonly description: string;
  readonly create: BotFactory<View, Action>;
}

/**
 * The game contract. Everything here is pure: no clock (time is the `at` argument, milliseconds since
 * the match started), no I/O, randomness only from the PRNG kept in the state.
 */
export interface GameDefinition<Options = unknown, State = unknown, Action = unknown, View = unknown> {
  readonly id: string;
  readonly title: string;
  readonly seats: { readonly min: number; readonly max: number };
  /** Table options, validated, with documented defaults. */
  readonly options: z.ZodType<Options, unknown>;
  /** Every input from a client or a bot is parsed with this first. */
  readonly action: z.ZodType<Action, unknown>;
  setup(options: Options, seats: number, seed: string): State;
  /** Plays one action. Refusals are values and leave `state` untouched. */
  apply(state: State, seat: Seat, action: Action, at: number): Result<State, RuleError>;
  /** Processes every deadline due at or before `at`, each at its own time, in order. */
  advance(state: State, at: number): State;
  /** When `advance` next has work to do, or null. */
  nextDeadline(state: State): number | null;
  /** What one seat (or a spectator, `null`) may see. Never the deck order or others' hidden cards. */
  view(state: State, seat: Seat | null): View;
  /** Winners and scores once the match is over, else null. */
  outcome(state: State): Outcome | null;
  /** Bots by level name. Look a name up with `botLevel` (own levels only, never `toString`). */
  readonly bots: Readonly<Record<string, BotLevel<View, Action>>>;
  /** The level a bot seat plays when nobody names one (`parlor simulate` without --bot): a key of `bots`. */
  readonly defaultBot: string;
  /** Numbers a designer wants from a finished match (`parlor simulate` averages them). */
  metrics(state: State): Record<string, number>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGame = GameDefinition<any, any, any, any>;

/**
 * The game's bot level called `name`, or undefined when it has none by that name. Only the game's own
 * levels count: `toString`, `constructor` or `__proto__` are not levels, whatever `bots` inherits.
 */
export function botLevel<View, Action>(
  game: { readonly bots: Readonly<Record<string, BotLevel<View, Action>>> },
  name: string,
): BotLevel<View, Action> | undefined {
  return typeof name === "string" && Object.hasOwn(game.bots, name) ? game.bots[name] : undefined;
}
