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
import { MIXED_CANASTA_BONUS, NATURAL_CANASTA_BONUS } from "./scoring.js";
import { SIDES, type BuracoState } from "./state.js";
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
} as const;

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
function nearCanastas(melds: readonly (readonly string[])[]): number {
  let credit = 0;
  for (const meld of melds) {
    const short = CANASTA_LENGTH - meld.length;
    const part = short > 0 ? (PLAYOUT.nearCanasta[short - 1] ?? 0) : 0;
    credit += part * (meld.some(isWild) ? MIXED_CANASTA_BONUS : NATURAL_CANASTA_BONUS);
  }
  return credit;
}

/** What the table is worth to one side as it stands (the hand still being played). */
function standing(state: BuracoState, side: number): number {
  const score = scoreSide(state, side, null);
  return score.total - score.hand * (1 - PLAYOUT.handWeight) + nearCanastas(state.melds[side] ?? []);
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
