import type { HiddenGroups } from "../../core/game.js";
import { hiddenSet, hiddenStack } from "../../core/hidden.js";
import { winnersOf } from "../../core/outcome.js";
import type { PlacedTile } from "./board.js";
import type { Placement, RuhdState, RuleTotals } from "./state.js";

/** What one seat sees of a Ruhd table: the board, its own hand, and counts of every hidden tile. */
export interface RuhdView {
  readonly game: "ruhd";
  readonly seat: number | null;
  readonly now: number;
  readonly board: readonly PlacedTile[];
  /** This seat's hand; null for a spectator. */
  readonly hand: readonly string[] | null;
  readonly handCounts: readonly number[];
  readonly deckCount: number;
  readonly setAsideCount: number;
  readonly turn: number;
  readonly scores: readonly number[];
  readonly byRule: readonly RuleTotals[];
  /** The last placement and its breakdown, for everyone to see. */
  readonly last: Placement | null;
  /**
   * Who laid each tile after the starting L, in board order: with the board, every earlier placement
   * and its score (the scorer on the board as it was) without sending each breakdown again.
   */
  readonly placedBy: readonly number[];
  readonly finished: boolean;
  readonly winners: readonly number[] | null;
}

/** Ruhd's hidden tiles: each hand, the deck (the next tile drawn first), the tiles set aside. */
export function ruhdReveal(state: RuhdState): HiddenGroups {
  return [
    ...state.hands.map((hand, seat) => hiddenSet("hand", seat, hand)),
    hiddenStack("deck", null, state.deck),
    hiddenSet("set-aside", null, state.setAside),
  ];
}

export function ruhdView(state: RuhdState, seat: number | null): RuhdView {
  return {
    game: "ruhd",
    seat,
    now: state.now,
    board: state.board,
    hand: seat === null ? null : (state.hands[seat] ?? []),
    handCounts: state.hands.map((h) => h.length),
    deckCount: state.deck.length,
    setAsideCount: state.setAside.length,
    turn: state.turn,
    scores: state.scores,
    byRule: state.byRule,
    last: state.last,
    placedBy: state.placedBy,
    finished: state.endedAt !== null,
    winners: state.endedAt === null ? null : winnersOf(state.scores),
  };
}
