import type { GameAnalysis } from "./analysis.js";
import type { z } from "zod";
import type { RuleError } from "./errors.js";
import type { Lang } from "./lang.js";
import type { MoveWords } from "./moveWords.js";
import type { Rng } from "./prng.js";
import type { Result } from "./result.js";

/** A seat number: 0 … seats-1. `null` stands for a spectator. */
export type Seat = number;

/** How a finished match ended. Winners share the win when there is more than one. */
export interface Outcome {
  readonly scores: readonly number[];
  readonly winners: readonly Seat[];
  /** The partnerships that scored together (Buraco's pairs), when the game has them. */
  readonly teams?: readonly (readonly Seat[])[];
  /** The score sheet of a match of several deals: one row per deal, a score per seat (or team). */
  readonly deals?: readonly (readonly number[])[];
}

/**
 * Cards (or tiles) nobody at the table may see at a moment, in one place: a deck, a seat's hand or
 * pile, a dog, a morto, what was set aside. Codes as the game writes them, the next to come first.
 */
export interface HiddenGroup {
  /** Where they are: "deck", "hand", "pile", "set-aside", "dog", "morto" … */
  readonly place: string;
  /** The seat they belong to, or null (the table's). */
  readonly seat: Seat | null;
  readonly cards: readonly string[];
}

/** Every hidden place of a state (`reveal`): for replays of finished matches, never for a live table. */
export type HiddenGroups = readonly HiddenGroup[];

/**
 * One accepted move, as `describe` reads it: who made it, what, and when (ms since the match started).
 * `name` is the seat's name as the caller shows it ("Bot 2 (easy)", a player's name); without it the
 * game names the seat itself ("Player 2").
 */
export interface MoveEntry<Action = unknown> {
  readonly seat: Seat;
  readonly action: Action;
  readonly at: number;
  readonly name?: string;
  /**
   * Every seat's name as the caller names them (the mover's too), for moves that name other seats
   * ("Bot 2 wins the trick"); a seat without one is named by the game ("Player 2").
   */
  readonly names?: readonly string[];
  /**
   * The seat of whoever reads the words (one person playing one seat): it is told as "you", the
   * sentence in the second person ("You bid Prise", « Vous annoncez une Prise », "Você anuncia uma
   * Prise"), whatever `name`/`names` say of it. Without it every seat is named.
   */
  readonly you?: Seat;
}

/** What a bot wants to do next: `action` after `delay` milliseconds of game time. */
export interface BotMove<Action> {
  readonly action: Action;
  readonly delay: number;
}

/** A bot's answer: the move it wants, or null when it wants none now. */
export type BotAnswer<Action> = BotMove<Action> | null;

/**
 * A computer player. It answers from its seat's view only, never from the state, and may keep memory
 * between calls (what a person would remember: when they first saw this table). Its answer may be a
 * Promise (a bot searching in another thread): the `BotDriver` (core/botDriver.ts) says when a bot is
 * asked and what happens to an answer that comes back after the match changed.
 */
export interface Bot<View, Action> {
  act(view: View, now: number): BotAnswer<Action> | Promise<BotAnswer<Action>>;
}

/** A bot that answers at once: every game's own levels (the engine computes in place, never waits). */
export interface InlineBot<View, Action> extends Bot<View, Action> {
  act(view: View, now: number): BotAnswer<Action>;
}

/**
 * How much a searching bot may do per decision. The engine never reads a clock: a host that wants a
 * time budget (the server) passes `stop`; a simulation passes only `work`, so it stays reproducible.
 */
export interface BotSettings {
  /** The work per decision, in the level's `budget.unit` (samples, iterations, cards examined). */
  readonly work?: number;
  /** Says "time is up": a search checks it between steps and answers with what it has. */
  readonly stop?: () => boolean;
}

/**
 * Makes the bot for one seat. `rng` is the bot's own generator, separate from the match's;
 * `settings` bound its search (levels without a `budget` ignore them).
 */
export type BotFactory<View, Action> = (
  seat: Seat,
  rng: Rng,
  settings?: BotSettings,
) => InlineBot<View, Action>;

/** What a searching level's work budget counts, and how much it does per decision unless told. */
export interface BotBudget {
  /** The unit of `BotSettings.work`, in the plural ("samples", "cards examined"). */
  readonly unit: string;
  /** The work per decision when none is given. */
  readonly default: number;
  readonly description?: string;
}

/** One bot level as offered to players and the command line. */
export interface BotLevel<View, Action> {
  readonly description: string;
  readonly create: BotFactory<View, Action>;
  /** Present for levels that search: what `BotSettings.work` counts. The server runs these off its event loop. */
  readonly budget?: BotBudget;
  /**
   * True for a level kept for tests and measurements, not offered to people (French Tarot's and
   * Buraco's `random`, which no person plays like): the lobby leaves it out of a seat's choices and
   * no person's seat gets it as a stand-in. It still plays wherever it is named: `parlor simulate`,
   * the API, replays. Absent: offered.
   */
  readonly unlisted?: boolean;
}

/**
 * The game contract. Everything here is pure: no clock (time is the `at` argument, milliseconds since
 * the match started), no I/O, randomness only from the PRNG kept in the state. A state is plain data
 * and says how far the match has gone in game time in its `now` (see `stateTime`): `act` refuses an
 * action timed before it (`time-travel`), so `apply` never sees one.
 */
export interface GameDefinition<Options = unknown, State = unknown, Action = unknown, View = unknown> {
  readonly id: string;
  readonly title: string;
  /** The rules in a few sentences, for the lobby: how a turn goes, how one scores, who plays. */
  readonly summary: string;
  /** What a score counts, in the plural ("sets", "cards", "points"): `counted(3, scoreUnit)`. */
  readonly scoreUnit: string;
  /** The seat counts a table may have, ascending (`[2, 4]`: two players or four, not three). */
  readonly seatCounts: readonly number[];
  /** Partnerships by seat count and options (Buraco's pairs); absent when everyone plays alone. */
  teams?(seats: number, options: Options): Seat[][];
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
  /**
   * The seats that have at least one legal move now (at the state's `now`): `legal` of their view is
   * not empty. The runner asks only their bots after a change. None once the game is over.
   */
  toAct(state: State): readonly Seat[];
  /** What one seat (or a spectator, `null`) may see. Never the deck order or others' hidden cards. */
  view(state: State, seat: Seat | null): View;
  /**
   * An accepted move in words, for replays and the table's feed: `entry` took the match from `before`
   * (the state before it, advanced to its time or not: the game brings it up to `at` itself, so the
   * deadlines due by then are not told as the move's) to `after`. It says only what a spectator saw:
   * cards in words, never one still hidden in `after` ("Bot 2 (easy) found a set: one green solid
   * diamond, …"). In `lang` (default English; every language of `LANGS` is written). The words are
   * parts (`MoveWords`): the cards, seats, numbers (and Ruhd's cells) they name are parts with their
   * codes, seats, values; `moveSentence` joins them into the sentence.
   */
  describe(before: State, entry: MoveEntry<Action>, after: State, lang?: Lang): MoveWords;
  /**
   * A card (a tile) of the match in words from its code, as `describe` names it ("the king of hearts",
   * « le 7 de cœur »): for a replay listing hidden cards past those it draws. `state` is any state of
   * the match (a SET deck's shape is in its options). A game without it leaves its codes as they are.
   */
  cardWords?(state: State, code: string, lang?: Lang): string;
  /** Every hidden card by place (decks, hands, piles), for the replay of a finished match. */
  reveal(state: State): HiddenGroups;
  /**
   * Every move `apply` would accept from the view's seat now (at the view's `now`), computed from the
   * view alone, so a bot or the page may use it. A spectator's view (seat null) has none.
   */
  legal(view: View): Action[];
  /** Winners and scores once the match is over, else null. */
  outcome(state: State): Outcome | null;
  /**
   * The running score, one number per seat, at any moment: what a match ended early (a resignation,
   * an abandonment) keeps. A game that scores by partnership gives each seat its side's score. Equal
   * to `outcome(state).scores` once the match is over.
   */
  score(state: State): readonly number[];
  /**
   * How many moves a person makes themselves (not a bot standing in for them) for a match to count as
   * played by them: rated, in their record, listed. Below it, for anyone, the match is unrated and
   * listed as not played. Each game documents its minimum (one deal's worth of cards in Tarot).
   */
  minimumMoves(seats: number, options: Options): number;
  /** Bots by level name. Look a name up with `botLevel` (own levels only, never `toString`). */
  readonly bots: Readonly<Record<string, BotLevel<View, Action>>>;
  /** The level a bot seat plays when nobody names one (`parlor simulate` without --bot): a key of `bots`. */
  readonly defaultBot: string;
  /**
   * How the game is played against the clock: `"real-time"` when players race (everyone may act at
   * once and the quickest wins: the SET games), `"turns"` when the match waits for whoever is to act.
   * A host uses it for its patience with absent players (the server's grace before a stand-in bot
   * plays a disconnected person's seat: shorter in a race). Absent: `"turns"` (see `paceOf`).
   */
  readonly pace?: Pace;
  /**
   * What a turn-based table (a `"turns"` game's match over hours or days, where each person's time
   * bank keeps the pace) changes of the options it is given: the game's real-time pauses and turn
   * clocks are off there. Absent: nothing to change.
   */
  readonly turnBasedOptions?: Partial<Options>;
  /**
   * The analysis of a finished match (core/analysis.ts): the turn games weigh each decision with their
   * strong bot (`movesAnalysis`), the SET games time each set (games/set/analysis.ts). Absent: none.
   */
  readonly analysis?: GameAnalysis;
  /**
   * A solo practice against the clock (classic SET): a table of one seat whose finished match is a
   * personal best in its variant. Absent: the game has none.
   */
  readonly practice?: Practice<View>;
  /** Numbers a designer wants from a finished match (`parlor simulate` averages them). */
  metrics(state: State): Record<string, number>;
  /**
   * Rates over many matches, each the ratio of the sums of two `metrics` keys over every match (never
   * the mean of each match's rate, which a match without the denominator's events would pull to 0):
   * `parlor simulate` reports them by these names (null when the denominator's sum is 0) and leaves
   * a key named here out of its means of `metrics`. Absent: the game has none.
   */
  readonly rates?: Readonly<Record<string, MetricRate>>;
}

/** A game's solo practice (`GameDefinition.practice`). */
export interface Practice<View> {
  /**
   * The result of a practice from its one seat's view at the end, or null when the match was not a
   * complete practice (it ended with cards left, say): the variant it keeps a best of, the game time
   * from the first deal to the end (what "best" compares, the smaller the better), what was found
   * and the wrong claims.
   */
  result(view: View): PracticeResult | null;
}

/** A finished practice's result (`Practice.result`). */
export interface PracticeResult {
  readonly mode: string;
  readonly timeMs: number;
  readonly found: number;
  readonly wrong: number;
}

/** A rate over many matches (`GameDefinition.rates`): the sum of one metric over the sum of another. */
export interface MetricRate {
  /** The metric counted (e.g. deals made). */
  readonly numerator: string;
  /** The metric it is a share of (e.g. deals bid). */
  readonly denominator: string;
}

/** How a game is played against the clock (`GameDefinition.pace`). */
export type Pace = "real-time" | "turns";

/** A game's pace: its own, else `"turns"`. */
export function paceOf(game: { readonly pace?: Pace }): Pace {
  return game.pace ?? "turns";
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

/** How far a state has gone in game time: its `now` (a state without one stands at no time). */
export function stateTime(state: unknown): number {
  const now = (state as { readonly now?: unknown } | null)?.now;
  return typeof now === "number" ? now : Number.NEGATIVE_INFINITY;
}
