/**
 * The analysis of a finished match (issue 37): for each decision of each seat, what the game's strong
 * bot thinks of every move it weighs there, from that seat's view at that moment only; the move chosen
 * against the best; each decision marked by how much it lost; a per-player summary. The SET games,
 * where what matters is speed, have an analysis of their own kind (`SetsAnalysis`, games/set/analysis.ts).
 *
 * Pure and reproducible: the same log and work budget give the same analysis (each decision's samples
 * come from a generator seeded by the match's seed and the decision's place in the log).
 */
import type { AnyGame, BotBudget, BotSettings, Seat } from "./game.js";
import { replaySteps, type MatchLog } from "./log.js";
import { Rng } from "./prng.js";

/**
 * Points lost (best value less the chosen move's) from which a decision is marked an inaccuracy, a
 * mistake, a blunder. Each game documents its own (a Tarot card and a Ruhd tile do not weigh alike).
 */
export interface LossThresholds {
  readonly inaccuracy: number;
  readonly mistake: number;
  readonly blunder: number;
}

/**
 * How a decision is marked: `best` (no move weighed above it), `good` (lost less than an
 * inaccuracy), then `inaccuracy`, `mistake`, `blunder` by `LossThresholds`.
 */
export type DecisionMark = "best" | "good" | "inaccuracy" | "mistake" | "blunder";

/** The marks, from the best to the worst. */
export const DECISION_MARKS: readonly DecisionMark[] = ["best", "good", "inaccuracy", "mistake", "blunder"];

/** Under this, two values are the same (sums of sampled scores divided back). */
const SAME_VALUE = 1e-9;

/** The mark of a decision that lost `loss` points. */
export function markOf(loss: number, thresholds: LossThresholds): DecisionMark {
  if (loss >= thresholds.blunder) return "blunder";
  if (loss >= thresholds.mistake) return "mistake";
  if (loss >= thresholds.inaccuracy) return "inaccuracy";
  return loss > SAME_VALUE ? "good" : "best";
}

/** One move weighed, with its value for the seat (the appraiser's `unit`). */
export interface MoveValue<Action> {
  readonly action: Action;
  readonly value: number;
}

/** A decision weighed: its moves, best first, the chosen one among them. */
export interface Appraisal<Action> {
  /** What was decided, in the game's words ("card", "bid", "discard", "draw", "meld", "tile"). */
  readonly kind: string;
  /** The moves weighed, best first; the chosen move is always one of them. */
  readonly moves: readonly MoveValue<Action>[];
  /** The chosen move's place in `moves`. */
  readonly chosen: number;
  /** In words, what the values are: "the seat's mean score over 100 sampled deals played out". */
  readonly basis: string;
}

/**
 * One seat's appraiser for a whole match: asked about each of that seat's decisions in order (it may
 * remember what earlier views showed, as a player does), from the seat's view just before it.
 * Null: not a decision it weighs (a single sensible move, or a kind of decision it leaves alone).
 */
export interface SeatAppraiser<View, Action> {
  /**
   * `chosen` null asks for a hint: the moves weighed without one made, best first (`chosen` 0 in the
   * answer).
   */
  appraise(view: View, chosen: Action | null, rng: Rng): Appraisal<Action> | null;
  /** A view of the seat's seen without weighing anything (what it remembers: a hint's past). */
  observe?(view: View): void;
}

/** A game's appraiser of moves: its strong bot's evaluation, move by move. */
export interface MoveAppraiser<View, Action> {
  /** What a value counts ("points": the seat's score at the end of the deal, hand or match). */
  readonly unit: string;
  readonly thresholds: LossThresholds;
  /** What `AnalysisOptions.work` counts per decision, and its default. */
  readonly budget: BotBudget;
  /** The decisions it weighs and those it leaves, in words (for the docs and the report). */
  readonly covers: string;
  create(seat: Seat, settings: BotSettings): SeatAppraiser<View, Action>;
}

/** What an analysis may be asked. */
export interface AnalysisOptions {
  /** The work per decision (the appraiser's `budget.unit`); default its `budget.default`. */
  readonly work?: number;
  /** The seats analysed; default every seat. */
  readonly seats?: readonly Seat[];
}

/** One decision of the match, weighed. */
export interface AnalysedDecision<Action = unknown> {
  /** The action's place in the log (0 for its first action). */
  readonly index: number;
  readonly seq: number;
  /** Game time of the action (ms since the match started). */
  readonly at: number;
  readonly seat: Seat;
  readonly kind: string;
  readonly chosen: Action;
  readonly best: Action;
  readonly chosenValue: number;
  readonly bestValue: number;
  /** `bestValue - chosenValue`: never below 0. */
  readonly loss: number;
  readonly mark: DecisionMark;
  /** Every move weighed, best first. */
  readonly moves: readonly MoveValue<Action>[];
  readonly basis: string;
}

/** One seat's decisions in sum. */
export interface PlayerAnalysis {
  readonly seat: Seat;
  readonly name?: string;
  readonly bot?: string;
  /** Its decisions weighed (those with a choice). */
  readonly decisions: number;
  readonly marks: Readonly<Record<DecisionMark, number>>;
  /** Mean points lost per decision weighed (0 without any). */
  readonly averageLoss: number;
  /**
   * The share of its decisions weighed that lost less than an inaccuracy, in percent (null without
   * any): 100 is a match the strong bot would have played alike, decision by decision.
   */
  readonly accuracy: number | null;
}

/** A match analysed move by move (French Tarot, Buraco, Ruhd). */
export interface MovesAnalysis<Action = unknown> {
  readonly kind: "moves";
  readonly game: string;
  readonly unit: string;
  readonly thresholds: LossThresholds;
  /** The work per decision it was computed with, in `workUnit`. */
  readonly work: number;
  readonly workUnit: string;
  readonly covers: string;
  readonly players: readonly PlayerAnalysis[];
  readonly decisions: readonly AnalysedDecision<Action>[];
}

/**
 * A SET match timed set by set (games/set/analysis.ts, where every measure is defined): each set
 * claimed, how long it took to find and how long a set had waited; the wrong claims; the sets nobody
 * claimed; per player, sets, wrong claims, sets missed and pace. Cards are codes, as views show them.
 */
export interface SetsAnalysis {
  readonly kind: "sets";
  readonly game: string;
  /** Game time the analysis runs to: when the match ended, else the log's end. */
  readonly until: number;
  /** Every set claimed (a solution, in classic SET's variants), in the order the table took them. */
  readonly claims: readonly {
    /** The place in the log of the action that took the set (null: a deadline, which no game has yet). */
    readonly index: number | null;
    readonly seat: Seat;
    /** When the set was taken. */
    readonly at: number;
    /** When its player called it: `at`, but for a call opened before pointing out the cards. */
    readonly calledAt: number;
    readonly cards: readonly string[];
    /** From the table's last change before the call to the call. */
    readonly foundInMs: number;
    /** From the moment the table last came to hold a set, or the last set taken after that, to the call. */
    readonly waitedMs: number;
    /** `foundInMs` over the player's own mean `foundInMs` (null when that mean is 0). */
    readonly ofOwnAverage: number | null;
  }[];
  /** Every claim judged wrong, or left unfinished (a call window that ran out), in order. */
  readonly wrongClaims: readonly {
    /** The place in the log of the action judged, or null when a deadline closed the claim. */
    readonly index: number | null;
    readonly seat: Seat;
    readonly at: number;
    /** The cards claimed (those pointed out, when unfinished). */
    readonly cards: readonly string[];
    readonly unfinished: boolean;
  }[];
  /** Per seat analysed. */
  readonly players: readonly {
    readonly seat: Seat;
    readonly name?: string;
    readonly bot?: string;
    readonly sets: number;
    readonly wrongClaims: number;
    /** Sets the other seats claimed, and every set nobody claimed. */
    readonly missed: number;
    /** Mean and median `foundInMs` of its sets (null without any). */
    readonly meanFoundInMs: number | null;
    readonly medianFoundInMs: number | null;
  }[];
  /** Sets that left the table without being claimed, or were still on it when the match ended. */
  readonly unclaimed: readonly {
    readonly cards: readonly string[];
    /** Since when the table had held this set without a break. */
    readonly since: number;
    /** When it left the table (the match's end, for `end`). */
    readonly at: number;
    /** `reshuffle`: the table changed without a claim; `end`: the match ended. */
    readonly reason: "reshuffle" | "end";
  }[];
}

export type MatchAnalysis = MovesAnalysis | SetsAnalysis;

/** A game's analysis of a finished match (`GameDefinition.analysis`). */
export interface GameAnalysis {
  readonly kind: MatchAnalysis["kind"];
  /** The appraiser of a game weighed move by move (what a hint asks). */
  readonly appraiser?: MoveAppraiser<unknown, unknown>;
  /** What `AnalysisOptions.work` counts, for the analyses that search. */
  readonly budget?: BotBudget;
  analyse(game: AnyGame, log: MatchLog, options?: AnalysisOptions): MatchAnalysis;
}

/** The generator of one decision's samples: the match's seed and the decision's place in the log. */
export function decisionRng(log: MatchLog, index: number): Rng {
  return Rng.fromSeed(`analysis/${log.seed}/${index}`);
}

/** A decision weighed as the report gives it. */
function decisionOf<Action>(
  appraisal: Appraisal<Action>,
  at: { index: number; seq: number; at: number; seat: Seat },
  thresholds: LossThresholds,
): AnalysedDecision<Action> {
  const best = appraisal.moves[0] as MoveValue<Action>;
  const chosen = appraisal.moves[appraisal.chosen] as MoveValue<Action>;
  const loss = Math.max(0, best.value - chosen.value);
  return {
    ...at,
    kind: appraisal.kind,
    chosen: chosen.action,
    best: best.action,
    chosenValue: chosen.value,
    bestValue: best.value,
    loss,
    mark: markOf(loss, thresholds),
    moves: appraisal.moves,
    basis: appraisal.basis,
  };
}

/** A seat's decisions summed up. */
export function playerSummary(
  seat: Seat,
  decisions: readonly AnalysedDecision[],
  info: { readonly name?: string; readonly bot?: string } = {},
): PlayerAnalysis {
  const own = decisions.filter((decision) => decision.seat === seat);
  const marks = Object.fromEntries(DECISION_MARKS.map((mark) => [mark, 0])) as Record<DecisionMark, number>;
  let lost = 0;
  for (const decision of own) {
    marks[decision.mark]++;
    lost += decision.loss;
  }
  const accurate = marks.best + marks.good;
  return {
    seat,
    ...(info.name !== undefined ? { name: info.name } : {}),
    ...(info.bot !== undefined ? { bot: info.bot } : {}),
    decisions: own.length,
    marks,
    averageLoss: own.length === 0 ? 0 : lost / own.length,
    accuracy: own.length === 0 ? null : (100 * accurate) / own.length,
  };
}

/**
 * The move-by-move analysis of a match with `appraiser`: the log replayed, and before each action of
 * a seat analysed, that seat's view at the action's time given to the seat's appraiser.
 */
export function analyseMoves<View, Action>(
  game: AnyGame,
  log: MatchLog,
  appraiser: MoveAppraiser<View, Action>,
  options: AnalysisOptions = {},
): MovesAnalysis<Action> {
  const work = options.work ?? appraiser.budget.default;
  const seats = options.seats ?? log.seats.map((_, seat) => seat);
  const appraisers = new Map<Seat, SeatAppraiser<View, Action>>(
    seats.map((seat) => [seat, appraiser.create(seat, { work })]),
  );
  const decisions: AnalysedDecision<Action>[] = [];
  let index = -1;
  let before: unknown = null;
  for (const state of replaySteps(game, log)) {
    const entry = index >= 0 ? log.actions[index] : undefined;
    if (entry !== undefined && before !== null) {
      const seatAppraiser = appraisers.get(entry.seat);
      if (seatAppraiser !== undefined) {
        const view = game.view(game.advance(before, entry.at), entry.seat) as View;
        const appraisal = seatAppraiser.appraise(view, entry.action as Action, decisionRng(log, index));
        if (appraisal !== null)
          decisions.push(
            decisionOf(
              appraisal,
              { index, seq: entry.seq, at: entry.at, seat: entry.seat },
              appraiser.thresholds,
            ),
          );
      }
    }
    before = state;
    index++;
  }
  return {
    kind: "moves",
    game: game.id,
    unit: appraiser.unit,
    thresholds: appraiser.thresholds,
    work,
    workUnit: appraiser.budget.unit,
    covers: appraiser.covers,
    players: seats.map((seat) => playerSummary(seat, decisions, log.seats[seat] ?? {})),
    decisions,
  };
}

/** A game's analysis built on its appraiser of moves. */
export function movesAnalysis<View, Action>(appraiser: MoveAppraiser<View, Action>): GameAnalysis {
  return {
    kind: "moves",
    budget: appraiser.budget,
    appraiser: appraiser as MoveAppraiser<unknown, unknown>,
    analyse: (game, log, options) => analyseMoves(game, log, appraiser, options),
  };
}

/**
 * Sorts weighed moves best first (the order given among equals) and finds the chosen one: the first
 * move `isChosen` says is it.
 */
export function appraisal<Action>(
  kind: string,
  weighed: readonly MoveValue<Action>[],
  isChosen: ((action: Action) => boolean) | null,
  basis: string,
): Appraisal<Action> | null {
  const moves = weighed
    .map((move, order) => ({ move, order }))
    .sort((a, b) => b.move.value - a.move.value || a.order - b.order)
    .map(({ move }) => move);
  const chosenMove = isChosen === null ? moves[0] : weighed.find((move) => isChosen(move.action));
  if (chosenMove === undefined || weighed.length < 2) return null;
  return { kind, moves, chosen: moves.indexOf(chosenMove), basis };
}

/** What the strong bot would do now, and why: the moves it weighs from the seat's view, best first. */
export interface Hint<Action = unknown> {
  readonly kind: string;
  /** The move it would make. */
  readonly action: Action;
  readonly moves: readonly MoveValue<Action>[];
  /** The values' unit ("points") and what they are, in words. */
  readonly unit: string;
  readonly basis: string;
  readonly work: number;
  readonly workUnit: string;
}

/**
 * The hint for `seat` in the match `log` has reached (its actions so far, the state advanced to `at`,
 * default the last action's time): the seat's appraiser sees each of the seat's earlier views (what it
 * remembers), then weighs its moves now. Null when the game weighs no moves, the seat has nothing to
 * do, or its decision is one the appraiser leaves (a single sensible move). Reproducible: the same log
 * and work give the same hint.
 */
export function hintFor(
  game: AnyGame,
  log: MatchLog,
  seat: Seat,
  options: { readonly work?: number; readonly at?: number } = {},
): Hint | null {
  const appraiser = (game as { readonly analysis?: GameAnalysis }).analysis?.appraiser;
  if (appraiser === undefined) return null;
  const work = options.work ?? appraiser.budget.default;
  const seatAppraiser = appraiser.create(seat, { work });
  let index = -1;
  let state: unknown = null;
  for (const next of replaySteps(game, log)) {
    const entry = index >= 0 ? log.actions[index] : undefined;
    if (entry !== undefined && entry.seat === seat && seatAppraiser.observe !== undefined)
      seatAppraiser.observe(game.view(game.advance(state, entry.at), seat));
    state = next;
    index++;
  }
  const at = options.at ?? log.actions.at(-1)?.at ?? 0;
  const now = game.advance(state, at);
  if (!game.toAct(now).includes(seat)) return null;
  const weighed = seatAppraiser.appraise(game.view(now, seat), null, decisionRng(log, log.actions.length));
  const best = weighed?.moves[0];
  if (weighed === null || best === undefined) return null;
  return {
    kind: weighed.kind,
    action: best.action,
    moves: weighed.moves,
    unit: appraiser.unit,
    basis: weighed.basis,
    work,
    workUnit: appraiser.budget.unit,
  };
}

/** The match's analysis by the game's own analyser, or null for a game without one. */
export function analyseMatch(
  game: AnyGame,
  log: MatchLog,
  options: AnalysisOptions = {},
): MatchAnalysis | null {
  const analysis = (game as { readonly analysis?: GameAnalysis }).analysis;
  return analysis === undefined ? null : analysis.analyse(game, log, options);
}
