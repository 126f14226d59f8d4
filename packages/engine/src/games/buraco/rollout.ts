/**
 * The `strong` bot's playouts: a sampled state played on by the basic bot in every seat for a few
 * turns, or to the hand's end, then valued for one side. A Buraco hand is long (dozens of turns), so a
 * playout looks `PLAYOUT.turns` turns ahead and values the table as it then stands: the hand's score
 * as if it ended there, with the cards still in hand counted at a part of their penalty (most will be
 * melded) and melds close to a canasta credited with a part of its bonus.
 */
import { basicAction } from "./basic.js";
import { isWild } from "./cards.js";
import { scoreSide } from "./handEnd.js";
import { CANASTA_LENGTH } from "./melds.js";
import { playMove } from "./play.js";
import { mayEmptyHand } from "./morto.js";
import { GOING_OUT_BONUS, MIXED_CANASTA_BONUS, NATURAL_CANASTA_BONUS } from "./scoring.js";
import { seatsOf, SIDES, type BuracoState } from "./state.js";
import { buracoView } from "./view.js";

/** How far a playout looks, and how the table is valued there. */
export const PLAYOUT = {
  /** Turns played after the move being weighed (every seat's turn counts one). */
  turns: 4,
  /** A bound on the moves of a playout, whatever happens. */
  moves: 120,
  /** The part of its penalty a card still in hand costs before the hand ends (most get melded). */
  handWeight: 0.4,
  /** The part of a canasta's bonus credited to a meld this many cards short of one. */
  nearCanasta: [1, 0.5, 0.25] as readonly number[],
  /**
   * The turns each seat still has to play (the stock over the seats) for the hand's cards and the
   * melds short of a canasta to be valued as above; with fewer, both tend to what the hand's end
   * makes of them: the cards' whole penalty, no credit.
   */
  turnsToPlay: Number((globalThis as any).process?.env?.TTP ?? 0),
  /**
   * The part of the going-out bonus credited to a side that may end the hand, by the fewest cards one
   * of its players holds (1, 2, 3 …): it is that close to going out.
   */
  closing: (((globalThis as any).process?.env?.CLOSING ?? "") as string).split(",").filter(Boolean).map(Number) as readonly number[],
} as const;

/** The credit for a side that may end the hand, as close to going out as its smallest hand. */
function closingProspect(state: BuracoState, side: number): number {
  if (PLAYOUT.closing.length === 0 || !mayEmptyHand(state, side) || state.mortoFates[side] !== "taken") return 0;
  const fewest = Math.min(...seatsOf(state, side).map((seat) => state.hands[seat]?.length ?? 0));
  return (PLAYOUT.closing[fewest - 1] ?? 0) * GOING_OUT_BONUS;
}

/** How much of the hand is still to be played at a playout's end: 1 with `turnsToPlay` turns or more. */
export function playLeft(state: BuracoState): number {
  if (PLAYOUT.turnsToPlay <= 0) return 1;
  return Math.min(1, state.stock.length / (state.seats * PLAYOUT.turnsToPlay));
}

/** Plays `state` on with the basic bot in every seat for `turns` turns, or until the hand ends. */
export function playOut(state: BuracoState, turns: number = PLAYOUT.turns): BuracoState {
  const hand = state.handsScored;
  let s = state;
  let left = turns;
  for (let moves = 0; moves < PLAYOUT.moves && left > 0; moves++) {
    if (s.phase !== "play" || s.handsScored !== hand) break;
    const seat = s.turn;
    const action = basicAction(buracoView(s, seat));
    if (action === null) break;
    const next = playMove(s, seat, action, s.now);
    if (!next.ok) break;
    s = next.value;
    if (action.type === "discard") left--;
  }
  return s;
}

/** The credit for melds close to a canasta: a part of the bonus each would earn. */
function nearCanastas(melds: readonly (readonly string[])[], left: number): number {
  let credit = 0;
  for (const meld of melds) {
    const short = CANASTA_LENGTH - meld.length;
    const part = short > 0 ? (PLAYOUT.nearCanasta[short - 1] ?? 0) * left : 0;
    credit += part * (meld.some(isWild) ? MIXED_CANASTA_BONUS : NATURAL_CANASTA_BONUS);
  }
  return credit;
}

/** What the table is worth to one side as it stands (the hand still being played). */
function standing(state: BuracoState, side: number): number {
  const score = scoreSide(state, side, null);
  const left = playLeft(state);
  return (
    score.total -
    score.hand * (1 - PLAYOUT.handWeight) * left +
    nearCanastas(state.melds[side] ?? [], left) +
    closingProspect(state, side)
  );
}

/**
 * What the playout's end is worth to `side`, against the other side: the hand's score difference
 * when it ended (`handsBefore`: hands scored when the playout began), else both sides' standing.
 */
export function valueFor(state: BuracoState, side: number, handsBefore: number): number {
  const other = (side + 1) % SIDES;
  if (state.handsScored > handsBefore) {
    // The hand the playout ended is the last one scored.
    const sides = state.results[state.results.length - 1]?.sides ?? [];
    return (sides[side]?.total ?? 0) - (sides[other]?.total ?? 0);
  }
  return standing(state, side) - standing(state, other);
}
