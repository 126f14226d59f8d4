import type { Seat } from "../../../core/game.js";
import type { SuperAction } from "./actions.js";
import { handFlipFrom } from "./flips.js";
import type { SuperState } from "./state.js";
import type { SuperView } from "./view.js";

/** What decides the moves in SET Super Rules, as both the state (card ids) and a view (codes) hold it. */
interface Table<Card> {
  readonly now: number;
  readonly finished: boolean;
  readonly turn: Seat | null;
  /** When a flip by hand may come (see `handFlipFrom`). */
  readonly flipFrom: number;
  readonly grid: readonly (Card | null)[];
  readonly call: { readonly caller: Seat; readonly picks: readonly Card[] } | null;
  readonly superRound: {
    readonly phase: "announced" | "running";
    readonly participants: readonly Seat[];
  } | null;
  readonly locked: readonly boolean[];
}

/** `flipRefusal` is null: my turn, no window open, the breathing room over. */
function mayFlip<Card>(t: Table<Card>, seat: Seat): boolean {
  return t.turn === seat && t.call === null && t.superRound?.phase !== "running" && t.now >= t.flipFrom;
}

/** `callRefusal` is null: no call open, not locked out, and in the super round if one runs. */
function mayCall<Card>(t: Table<Card>, seat: Seat): boolean {
  if (t.call !== null || t.locked[seat] === true) return false;
  return t.superRound?.phase !== "running" || t.superRound.participants.includes(seat);
}

/** `announceOrJoin` accepts: no window open, not locked out, a flip left, not in it yet. */
function mayAnnounce<Card>(t: Table<Card>, seat: Seat): boolean {
  if (t.call !== null || t.superRound?.phase === "running" || t.locked[seat] === true) return false;
  if (t.turn === null) return false;
  return t.superRound === null || !t.superRound.participants.includes(seat);
}

/** The grid cards `seat` may point out: any when it may call (a pick opens the call), its unpicked ones in its own call. */
function pickable<Card>(t: Table<Card>, seat: Seat): Card[] {
  const cards = t.grid.filter((card): card is Card => card !== null);
  if (t.call !== null && t.call.caller === seat) {
    const picks = t.call.picks;
    return cards.filter((card) => !picks.includes(card));
  }
  return mayCall(t, seat) ? cards : [];
}

/**
 * Every move `apply` accepts from the view's seat now (at the view's `now`): `flip` when it is the
 * seat's turn, no window is open and the breathing room after the last one is over; `call` when no
 * call is open, the seat is not locked out and, during a super round, takes part in it; `pick` of
 * each grid card it may point out (every card when it may call, since a pick opens the call; in its
 * own call window the cards not yet picked); `super` to announce or join the super round of the next
 * flip (no call open and no round running, not locked out, a flip left, not in it yet). A
 * spectator or a finished game: none.
 */
export function superLegal(view: SuperView): SuperAction[] {
  const seat = view.seat;
  if (seat === null || view.finished || seat < 0 || seat >= view.seats) return [];
  const t: Table<string> = {
    now: view.now,
    finished: view.finished,
    turn: view.turn,
    flipFrom: view.flipFrom,
    grid: view.grid,
    call: view.call,
    superRound: view.superRound,
    locked: view.locked,
  };
  const moves: SuperAction[] = [];
  if (mayFlip(t, seat)) moves.push({ type: "flip" });
  if (mayCall(t, seat)) moves.push({ type: "call" });
  for (const card of pickable(t, seat)) moves.push({ type: "pick", card });
  if (mayAnnounce(t, seat)) moves.push({ type: "super" });
  return moves;
}

/**
 * The seats with a move now (at the state's `now`). During a call window only the caller (while
 * a grid card is left to point out: in the rules only the caller may act then). Otherwise
 * everyone who is not locked out (and, while a super round runs, only its participants may call),
 * and the seat whose turn it is once it may flip. None once the game is over.
 */
export function superToAct(state: SuperState): readonly Seat[] {
  if (state.finished) return [];
  const t: Table<number> = {
    now: state.now,
    finished: state.finished,
    turn: state.turn,
    flipFrom: handFlipFrom(state),
    grid: state.grid,
    call: state.call,
    superRound: state.superRound,
    locked: state.locked,
  };
  const seats: Seat[] = [];
  for (let seat = 0; seat < state.seats; seat++) {
    if (mayFlip(t, seat) || mayCall(t, seat) || mayAnnounce(t, seat) || pickable(t, seat).length > 0) {
      seats.push(seat);
    }
  }
  return seats;
}
