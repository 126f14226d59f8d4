/**
 * The figures the analysis draws, computed apart from the drawing: for a match weighed move by move,
 * each player's points lost added up over the match's moves; for a SET match, how long a set had
 * waited before each claim. And the scale both are drawn on (round ticks from 0). Moves are
 * numbered as the replay numbers them: move k is the log's action k - 1 (move 0 is the deal).
 */
import type { AnalysedDecision, MovesAnalysis } from "@parlor/protocol";
import type { SetsAnalysis as EngineSetsAnalysis } from "@parlor/engine";
import { isFlagged, type FlaggedMark } from "./marks";

/** A point of a line: after move `x`, `y` points lost in all. */
export interface Point {
  readonly x: number;
  readonly y: number;
}

/** One player's points lost over the match. */
export interface LossLine {
  readonly seat: number;
  /** From (0, 0) to (moves, total): a point after each of the seat's decisions weighed. */
  readonly points: readonly Point[];
  /** Its inaccuracies, mistakes and blunders, where they fall on the line. */
  readonly flagged: readonly (Point & { readonly mark: FlaggedMark })[];
  readonly total: number;
}

/** The replay's move number of a decision (its log index + 1). */
export const moveOf = (decision: { readonly index: number }): number => decision.index + 1;

/** Each seat's points lost added up, decision by decision, over a match of `moves` moves. */
export function lossLines(analysis: MovesAnalysis, seats: number, moves: number): LossLine[] {
  return Array.from({ length: seats }, (_, seat) => {
    const points: Point[] = [{ x: 0, y: 0 }];
    const flagged: (Point & { mark: FlaggedMark })[] = [];
    let total = 0;
    for (const decision of analysis.decisions) {
      if (decision.seat !== seat) continue;
      total += decision.loss;
      const point = { x: moveOf(decision), y: total };
      points.push(point);
      if (isFlagged(decision.mark)) flagged.push({ ...point, mark: decision.mark });
    }
    const last = points[points.length - 1] as Point;
    if (last.x < moves) points.push({ x: moves, y: total });
    return { seat, points, flagged, total };
  });
}

/** The decisions by the replay's move number. */
export function decisionsByMove(analysis: MovesAnalysis): ReadonlyMap<number, AnalysedDecision> {
  return new Map(analysis.decisions.map((decision) => [moveOf(decision), decision]));
}

/** The engine's SET analysis (the protocol passes its fields through as they are; `readAnswer` checks them). */
export type SetsAnalysis = EngineSetsAnalysis;
export type SetClaim = SetsAnalysis["claims"][number];

/** One bar of the SET graph: a claim, and how long a set had waited before it (in seconds). */
export interface WaitBar {
  /** The claim's place among the match's claims, from 1. */
  readonly n: number;
  readonly seat: number;
  /** The replay's move number of the claim (null: taken at a deadline). */
  readonly move: number | null;
  readonly waitedS: number;
  readonly foundS: number;
}

export function waitBars(analysis: SetsAnalysis): WaitBar[] {
  return analysis.claims.map((claim, i) => ({
    n: i + 1,
    seat: claim.seat,
    move: claim.index === null ? null : moveOf({ index: claim.index }),
    waitedS: claim.waitedMs / 1000,
    foundS: claim.foundInMs / 1000,
  }));
}

/** The claims by the replay's move number. */
export function claimsByMove(analysis: SetsAnalysis): ReadonlyMap<number, SetClaim> {
  const claims = new Map<number, SetClaim>();
  for (const claim of analysis.claims)
    if (claim.index !== null) claims.set(moveOf({ index: claim.index }), claim);
  return claims;
}

/** The wrong claims' move numbers. */
export function wrongClaimMoves(analysis: SetsAnalysis): ReadonlySet<number> {
  return new Set(
    analysis.wrongClaims.flatMap((claim) => (claim.index === null ? [] : [moveOf({ index: claim.index })])),
  );
}

/**
 * A scale from 0 that holds `max`: its top and its ticks, a round step (1, 2 or 5 times a power of
 * ten) giving at most `count` steps. A max of 0 (nothing lost) still has a scale (0 to 1).
 */
export function scale(max: number, count = 4): { readonly top: number; readonly ticks: readonly number[] } {
  const high = max > 0 && Number.isFinite(max) ? max : 1;
  const rough = high / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = ([1, 2, 5, 10].map((f) => f * power).find((s) => s * count >= high) ?? 10 * power) as number;
  const steps = Math.ceil(high / step - 1e-9);
  const ticks = Array.from({ length: steps + 1 }, (_, i) => Number((i * step).toPrecision(12)));
  return { top: ticks[ticks.length - 1] as number, ticks };
}

/** A box to draw in: its size and the margins the axes' words take. */
export interface Frame {
  readonly width: number;
  readonly height: number;
  readonly left: number;
  readonly right: number;
  readonly top: number;
  readonly bottom: number;
}

/** Where a value falls in the frame: x from 0 to `xMax` left to right, y from 0 to `yMax` upwards. */
export function place(frame: Frame, xMax: number, yMax: number) {
  const innerW = Math.max(1, frame.width - frame.left - frame.right);
  const innerH = Math.max(1, frame.height - frame.top - frame.bottom);
  return {
    x: (x: number) => frame.left + (xMax > 0 ? (x / xMax) * innerW : 0),
    y: (y: number) => frame.top + innerH - (yMax > 0 ? (y / yMax) * innerH : 0),
  };
}

/**
 * A running total's points as steps: level from each point to the next one's move, then straight up
 * (a total changes only at its own decisions, not in between).
 */
export function steps(points: readonly Point[]): Point[] {
  return points.flatMap((point, i) => {
    const before = points[i - 1];
    return before === undefined || before.y === point.y ? [point] : [{ x: point.x, y: before.y }, point];
  });
}

/** A line through points as an SVG path ("M x y L x y …"), in the frame's pixels to 0.1. */
export function linePath(points: readonly Point[], at: ReturnType<typeof place>): string {
  const round = (n: number) => Math.round(n * 10) / 10;
  return points.map((p, i) => `${i === 0 ? "M" : "L"}${round(at.x(p.x))} ${round(at.y(p.y))}`).join(" ");
}
