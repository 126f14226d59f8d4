import type { Seat } from "../../../core/game.js";
import type { ClassicAction } from "./actions.js";
import { claimSizeOf, type ClassicState } from "./state.js";
import type { ClassicView } from "./view.js";

/** C(n, k): the claims of k cards among n. */
export function binomial(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let c = 1;
  for (let i = 1; i <= k; i++) c = (c * (n - k + i)) / i;
  return Math.round(c);
}

/**
 * Every `size`-card subset of `cards`, each once, its cards in the order given (calls `visit` with a
 * scratch array: copy it to keep it).
 */
function eachSubset(cards: readonly string[], size: number, visit: (subset: string[]) => void): void {
  const picked: string[] = [];
  const walk = (from: number): void => {
    if (picked.length === size) {
      visit(picked);
      return;
    }
    for (let i = from; i <= cards.length - (size - picked.length); i++) {
      picked.push(cards[i] as string);
      walk(i + 1);
      picked.pop();
    }
  };
  walk(0);
}

/**
 * Every move `apply` accepts from the view's seat now: a `claim` of every `claimSize` different
 * cards among the table's (and, in a chained mode, the chain's: table cards first, in their places,
 * then the chain's), each once in that order (right or wrong, a claim is a move: a wrong one costs the
 * penalty; the same cards in another order are the same claim, not listed again). That is C(n, k)
 * claims for n cards: 220 for 12 cards and three, 54,264 for a ghost table of 21. Puzzle: not those
 * already found on this table. None for a frozen seat, a spectator or a finished game.
 */
export function classicLegal(view: ClassicView): ClassicAction[] {
  const seat = view.seat;
  const player = seat === null ? undefined : view.players[seat];
  if (view.finished || player === undefined || view.now < player.frozenUntil) return [];
  const found = new Set((view.puzzle?.found ?? []).map((cards) => [...cards].sort().join()));
  const moves: ClassicAction[] = [];
  eachSubset([...view.board, ...view.chain], view.claimSize, (subset) => {
    if (found.size > 0 && found.has([...subset].sort().join())) return;
    moves.push({ type: "claim", cards: [...subset] });
  });
  return moves;
}

/**
 * The seats with a move now (at the state's `now`): every seat that is not frozen, while some claim
 * is left (there always is one until the game ends: a table holds at least a claim's cards, and a
 * puzzle table whose every solution is found is replaced at once). None once the game is over.
 */
export function classicToAct(state: ClassicState): readonly Seat[] {
  if (state.endedAt !== null) return [];
  const claims = binomial(state.board.length + state.chain.length, claimSizeOf(state));
  if (claims <= state.puzzleFound.length) return [];
  const seats: Seat[] = [];
  for (let seat = 0; seat < state.seats; seat++) {
    if (!(state.now < (state.frozenUntil[seat] ?? 0))) seats.push(seat);
  }
  return seats;
}
