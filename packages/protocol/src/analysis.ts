/**
 * A finished match's analysis, `GET /api/matches/:id/analysis` (docs/protocol.md): the engine's
 * `MatchAnalysis` (`analyseMatch` in @parlor/engine), computed once by the server off its event loop
 * and stored. The first request starts it and is answered 202 `{ status: "computing" }`; once stored,
 * 200 `{ status: "ready", … }` with it.
 */
import * as z from "zod/mini";
import { seat, tableId } from "./common.js";

/** Seconds a client waits before asking again while an analysis is computed (the 202's `Retry-After`). */
export const ANALYSIS_RETRY_AFTER_SECONDS = 2;

/** How a decision is marked, from the best to the worst (the engine's `DECISION_MARKS`). */
export const DECISION_MARKS = ["best", "good", "inaccuracy", "mistake", "blunder"] as const;
export const decisionMark = z.enum(DECISION_MARKS);
export type DecisionMark = z.output<typeof decisionMark>;

const count = z.number().check(z.int(), z.minimum(0));

/** One move weighed: the game's action, and its value for the seat (in the analysis' `unit`). */
export const moveValue = z.object({ action: z.unknown(), value: z.number() });

/** One decision of the match, weighed: the move chosen against the best, every move weighed best first. */
export const analysedDecision = z.object({
  /** The action's place in the log (0 for its first action). */
  index: count,
  seq: count,
  /** Game time of the action (ms since the match started). */
  at: z.number(),
  seat,
  /** What was decided, in the game's words ("card", "bid", "discard", "tile"…). */
  kind: z.string(),
  chosen: z.unknown(),
  best: z.unknown(),
  chosenValue: z.number(),
  bestValue: z.number(),
  /** `bestValue - chosenValue`, never below 0. */
  loss: z.number(),
  mark: decisionMark,
  moves: z.array(moveValue),
  basis: z.string(),
});
export type AnalysedDecision = z.output<typeof analysedDecision>;

/** One seat's decisions in sum. */
export const playerAnalysis = z.object({
  seat,
  name: z.optional(z.string()),
  bot: z.optional(z.string()),
  /** Its decisions weighed (those with a choice). */
  decisions: count,
  marks: z.record(decisionMark, count),
  /** Mean points lost per decision weighed (0 without any). */
  averageLoss: z.number(),
  /** The share of its decisions weighed that lost less than an inaccuracy, in percent (null without any). */
  accuracy: z.nullable(z.number()),
});
export type PlayerAnalysis = z.output<typeof playerAnalysis>;

/** A match analysed move by move by the game's strong bot (French Tarot, Buraco, Ruhd). */
export const movesAnalysis = z.object({
  kind: z.literal("moves"),
  game: z.string(),
  /** What a value counts ("points"). */
  unit: z.string(),
  thresholds: z.object({ inaccuracy: z.number(), mistake: z.number(), blunder: z.number() }),
  /** The work per decision it was computed with, in `workUnit`. */
  work: z.number(),
  workUnit: z.string(),
  /** The decisions it weighs and those it leaves, in words. */
  covers: z.string(),
  players: z.array(playerAnalysis),
  decisions: z.array(analysedDecision),
});
export type MovesAnalysis = z.output<typeof movesAnalysis>;

/** A place in the match's log, or null for a deadline. */
const logIndex = z.nullable(count);
/** A card's code as the game writes it. */
const cards = z.array(z.string());

/** A set claimed (a solution, in classic SET's variants), in the order the table took them. */
export const setClaim = z.object({
  /** The place in the log of the action that took the set (null: a deadline). */
  index: logIndex,
  seat,
  /** When the set was taken. */
  at: z.number(),
  /** When its player called it: `at`, but for a call opened before pointing out the cards. */
  calledAt: z.number(),
  cards,
  /** From the table's last change before the call to the call. */
  foundInMs: z.number(),
  /** From the moment the table last came to hold a set, or the last set taken after that, to the call. */
  waitedMs: z.number(),
  /** `foundInMs` over the player's own mean `foundInMs` (null when that mean is 0). */
  ofOwnAverage: z.nullable(z.number()),
});

/**
 * A SET match timed set by set (the engine's `SetsAnalysis`, core/analysis.ts): every set claimed,
 * every wrong claim, each seat's sums, and the sets nobody claimed.
 */
export const setsAnalysis = z.object({
  kind: z.literal("sets"),
  game: z.string(),
  /** Game time the analysis runs to: when the match ended, else the log's end. */
  until: z.number(),
  claims: z.array(setClaim),
  /** Every claim judged wrong, or left unfinished (a call window that ran out), in order. */
  wrongClaims: z.array(z.object({ index: logIndex, seat, at: z.number(), cards, unfinished: z.boolean() })),
  players: z.array(
    z.object({
      seat,
      name: z.optional(z.string()),
      bot: z.optional(z.string()),
      sets: count,
      wrongClaims: count,
      /** Sets the other seats claimed, and every set nobody claimed. */
      missed: count,
      /** Mean and median `foundInMs` of its sets (null without any). */
      meanFoundInMs: z.nullable(z.number()),
      medianFoundInMs: z.nullable(z.number()),
    }),
  ),
  /** Sets that left the table without being claimed, or were still on it when the match ended. */
  unclaimed: z.array(
    z.object({
      cards,
      /** Since when the table had held this set without a break. */
      since: z.number(),
      /** When it left the table (the match's end, for `end`). */
      at: z.number(),
      /** `reshuffle`: the table changed without a claim; `end`: the match ended. */
      reason: z.enum(["reshuffle", "end"]),
    }),
  ),
});
export type SetsAnalysis = z.output<typeof setsAnalysis>;

export const matchAnalysis = z.discriminatedUnion("kind", [movesAnalysis, setsAnalysis]);
export type MatchAnalysis = z.output<typeof matchAnalysis>;

/** A seat of the match analysed: a person's (with the name they sat down with, if any) or a bot's. */
export const analysisSeat = z.strictObject({
  seat,
  person: z.boolean(),
  name: z.optional(z.string()),
  bot: z.optional(z.string()),
});
export type AnalysisSeat = z.output<typeof analysisSeat>;

/** 200: the stored analysis of a finished match, every seat analysed. */
export const analysisReady = z.strictObject({
  status: z.literal("ready"),
  table: tableId,
  game: z.string(),
  /** Which seats were people's and which bots', in seat order. */
  seats: z.array(analysisSeat),
  /** The work per decision it was computed with (the game's budget unit); null for an analysis without one. */
  work: z.nullable(z.number()),
  /** When it was computed (wall-clock ms). */
  computedAt: z.number(),
  analysis: matchAnalysis,
});
export type AnalysisReady = z.output<typeof analysisReady>;

/** 202: the analysis is being computed; ask again after `Retry-After` seconds. */
export const analysisComputing = z.strictObject({ status: z.literal("computing") });
export type AnalysisComputing = z.output<typeof analysisComputing>;

/** What `GET /api/matches/:id/analysis` answers when it has one (200 or 202). */
export const analysisAnswer = z.discriminatedUnion("status", [analysisReady, analysisComputing]);
export type AnalysisAnswer = z.output<typeof analysisAnswer>;

/** The error codes of `GET /api/matches/:id/analysis` (besides `no-table`). */
export const AnalysisErrors = {
  /** 409: the match is still waiting or being played; its analysis would reveal hidden cards. */
  notFinished: "not-finished",
  /** 404: the game has no analysis. */
  noAnalysis: "no-analysis",
  /** 503: too many analyses are waiting for the server's analysis threads; ask again later. */
  busy: "analysis-busy",
  /** 500: the analysis failed (not stored; asking again tries again). */
  failed: "analysis-failed",
} as const;
