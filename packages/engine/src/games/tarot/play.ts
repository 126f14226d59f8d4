/**
 * The tricks: on one's turn, a card `legalPlays` allows (follow, trump, overtrump; 5 players' first
 * trick rule); the trick's winner leads the next. The Excuse never wins a trick, except when a side
 * that has won every trick so far leads it to the last trick, a chelem announced or not
 * (`excuseWinsLast`); its exchange is settled when the deal is scored (`dealEnd.ts`). After the last
 * trick the deal is scored.
 */
import { refuse, type RuleError } from "../../core/errors.js";
import type { Seat } from "../../core/game.js";
import { ok, type Result } from "../../core/result.js";
import { EXCUSE } from "./cards.js";
import { endDeal } from "./dealEnd.js";
import { nextSeat, type PlayedCard, type TarotState, type Trick } from "./state.js";
import { legalPlays, trickWinner, type FirstTrickRule } from "./tricks.js";

/** The cards `hand` may play on `trick`, the `done`-th trick of the deal (from 0), with `called` (5 players). */
export function playable(
  hand: readonly string[],
  trick: readonly PlayedCard[],
  done: number,
  called: string | null,
): string[] {
  const rule: FirstTrickRule | undefined =
    called === null ? undefined : { calledCard: called, firstTrick: done === 0 };
  return legalPlays(
    hand,
    trick.map((p) => p.card),
    rule,
  );
}

/** The attack's seats as far as the table knows them: the taker, and the partner once revealed. */
export function attackers(state: Pick<TarotState, "taker" | "partner">): Seat[] {
  const seats = state.taker === null ? [] : [state.taker];
  return state.partner !== null && state.partner !== state.taker ? [...seats, state.partner] : seats;
}

/**
 * Whether the Excuse wins this (last) trick: it leads it, and its player's side won every trick before
 * it, whether or not a chelem was announced (FFT). The side is the attack (the taker, and at 5 players
 * the called card's holder, known once every card is played) or the defence.
 */
function excuseWinsLast(
  state: Pick<TarotState, "taker" | "partner" | "tricks">,
  cards: readonly PlayedCard[],
): boolean {
  const lead = cards[0];
  if (lead?.card !== EXCUSE) return false;
  const attack = attackers(state);
  const side = attack.includes(lead.seat);
  return state.tricks.every((t) => attack.includes(t.winner) === side);
}

/** `seat` plays `card`; a full trick goes to its winner, who leads next; the last one ends the deal. */
export function playCard(
  state: TarotState,
  seat: Seat,
  card: string,
  at: number,
): Result<TarotState, RuleError> {
  if (state.phase !== "play") return refuse("not-playing", "No card is to be played now.");
  if (state.turn !== seat) return refuse("not-your-turn", "It is not your turn to play.");
  const hand = state.hands[seat] ?? [];
  if (!hand.includes(card)) return refuse("not-in-hand", `You do not hold ${card}.`);
  if (!playable(hand, state.trick, state.tricks.length, state.called).includes(card)) {
    // Allowed but for 5 players' first-trick rule: say that rule, not the rule of following.
    if (
      legalPlays(
        hand,
        state.trick.map((p) => p.card),
      ).includes(card)
    ) {
      return refuse(
        "called-suit-first-trick",
        `Nobody may lead the called suit in the first trick, except with the called card (${state.called ?? ""}).`,
      );
    }
    return refuse(
      "must-follow",
      "You must follow the suit led, else trump (higher than the trumps played if you can).",
    );
  }
  const hands = state.hands.map((h, s) => (s === seat ? h.filter((c) => c !== card) : h));
  const trick = [...state.trick, { seat, card }];
  const partner = card === state.called ? seat : state.partner;
  const played: TarotState = { ...state, hands, trick, partner, turnSince: at };
  if (trick.length < state.seats) return ok({ ...played, turn: nextSeat(state, seat) });
  const last = hands.every((h) => h.length === 0);
  const leader = trick[0]?.seat ?? seat;
  const winner = trickWinner(
    trick.map((p) => p.card),
    leader,
    last && excuseWinsLast(played, trick),
  );
  const done: Trick = { cards: trick, winner };
  const excuse = trick.find((p) => p.card === EXCUSE);
  const owed = excuse !== undefined && excuse.seat !== winner && !last;
  const next: TarotState = {
    ...played,
    trick: [],
    tricks: [...state.tricks, done],
    turn: winner,
    excuse: owed ? { owner: excuse.seat, trick: state.tricks.length } : state.excuse,
  };
  return ok(last ? endDeal(next, at) : next);
}
