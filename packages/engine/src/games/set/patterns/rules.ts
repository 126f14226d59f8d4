import { refuse, type RuleError } from "../../../core/errors.js";
import type { Outcome, Seat } from "../../../core/game.js";
import { ok, type Result } from "../../../core/result.js";
import { cardId } from "../cards.js";
import { SHAPE } from "./options.js";
import {
  growPool,
  inPool,
  isSetOf,
  poolCards,
  poolHoldsSet,
  refillPool,
  type Deck,
  type Pool,
} from "./pool.js";
import {
  changeCounters,
  changeState,
  type PatternsEvent,
  type PatternsState,
  type Trigger,
} from "./state.js";

/** An event before it is numbered. */
type Unnumbered<E> = E extends unknown ? Omit<E, "n"> : never;

/** Records an event, numbering it. */
function emit(s: PatternsState, event: Unnumbered<PatternsEvent>): PatternsState {
  const n = s.counters.events + 1;
  return changeState(s, {
    // Object.assign, not a spread: V8 spreads objects of changing shapes slowly.
    events: [...s.events, Object.assign({}, event, { n }) as PatternsEvent],
    counters: changeCounters(s.counters, { events: n }),
  });
}

/**
 * Keeps only the events that happened since `before` (an action shows what it did); an action
 * without events (a vote that does not settle anything) leaves the previous ones on show.
 */
export function sinceLast(before: PatternsState, after: PatternsState): PatternsState {
  if (after.counters.events === before.counters.events) return after;
  return changeState(after, { events: after.events.slice(before.events.length) });
}

/** Any change to the pool: the new pool and deck, all votes cleared, pool statistics kept. */
function changePool(s: PatternsState, pool: Pool, deck: Deck, at: number): PatternsState {
  const c = s.counters;
  return changeState(s, {
    pool,
    deck,
    votes: s.votes.map(() => false),
    counters: changeCounters(c, {
      poolCardMs: c.poolCardMs + poolCards(s.pool).length * (at - c.poolSince),
      poolSince: at,
      maxPoolCards: Math.max(c.maxPoolCards, poolCards(pool).length),
    }),
  });
}

/** The dealer deals one more card at the end of each row (fewer when the deck runs out). */
function grow(s: PatternsState, at: number, by: Trigger): PatternsState {
  const { pool, deck, dealt } = growPool(s.pool, s.deck);
  const next = changePool(s, pool, deck, at);
  const c = next.counters;
  return emit(
    changeState(next, {
      counters: changeCounters(c, { grows: c.grows + 1, autoGrows: c.autoGrows + (by === "auto" ? 1 : 0) }),
    }),
    { kind: "grow", at, by, cards: dealt },
  );
}

/** The game is over. */
function end(s: PatternsState, at: number, by: Trigger): PatternsState {
  return emit(changeState(s, { finished: true, endedAt: at }), { kind: "end", at, by });
}

/**
 * With `autoGrow`, the dealer grows the pool while it holds no set, and ends the game when it holds
 * none with an empty deck. Without, nothing happens by itself.
 */
export function settle(s: PatternsState, at: number): PatternsState {
  let next = s;
  while (next.options.autoGrow && !next.finished && !poolHoldsSet(next.pool)) {
    next = next.deck.length > 0 ? grow(next, at, "auto") : end(next, at, "auto");
  }
  return next;
}

/** A correct call: the caller keeps the cards, the dealer refills their places. */
function found(s: PatternsState, seat: Seat, cards: readonly number[], at: number): PatternsState {
  const { pool, deck } = refillPool(s.pool, s.deck, cards);
  const taken: PatternsState = changeState(s, {
    stacks: s.stacks.map((stack, i) => (i === seat ? [...stack, ...cards] : stack)),
    counters: changeCounters(s.counters, { sets: s.counters.sets + 1 }),
  });
  return settle(changePool(emit(taken, { kind: "set", at, seat, cards }), pool, deck, at), at);
}

/** A wrong call: the caller's top stack cards go out of play, or with an empty stack, "Boop! Bad!". */
function missed(s: PatternsState, seat: Seat, cards: readonly number[], at: number): PatternsState {
  const stack = s.stacks[seat] ?? [];
  const keep = Math.max(0, stack.length - s.options.wrongCallCost);
  const lost = stack.slice(keep);
  const boop = stack.length === 0;
  const c = s.counters;
  const next: PatternsState = changeState(s, {
    stacks: s.stacks.map((st, i) => (i === seat ? st.slice(0, keep) : st)),
    outOfPlay: [...s.outOfPlay, ...lost],
    wrongCalls: s.wrongCalls.map((n, i) => (i === seat ? n + 1 : n)),
    counters: changeCounters(c, { wrongCalls: c.wrongCalls + 1, boops: c.boops + (boop ? 1 : 0) }),
  });
  return emit(
    next,
    boop ? { kind: "boop", at, seat, cards } : { kind: "wrong", at, seat, cards, lost: lost.length },
  );
}

/** `seat` calls "Set!" on the cards with these codes. */
export function call(
  s: PatternsState,
  seat: Seat,
  codes: readonly string[],
  at: number,
): Result<PatternsState, RuleError> {
  const cards = codes.map((code) => cardId(SHAPE, code));
  if (new Set(cards).size !== cards.length) return refuse("same-card", "A set is three different cards.");
  if (cards.some((card) => !inPool(s.pool, card))) {
    return refuse("not-in-pool", "Those cards are not all in the pool.");
  }
  return ok(isSetOf(cards) ? found(s, seat, cards, at) : missed(s, seat, cards, at));
}

/**
 * `seat` votes that the pool holds no set. Once every seat has voted since the pool last changed,
 * the dealer grows the pool (even if a set was there), or ends the game when the deck is empty.
 */
export function voteNoSet(s: PatternsState, seat: Seat, at: number): Result<PatternsState, RuleError> {
  if (s.votes[seat]) {
    return refuse(
      "already-voted",
      "You already said there is no set: wait for the others or for the pool to change.",
    );
  }
  const votes = s.votes.map((v, i) => v || i === seat);
  const c = s.counters;
  const voted: PatternsState = changeState(s, {
    votes,
    counters: changeCounters(c, { noSetVotes: c.noSetVotes + 1 }),
  });
  if (!votes.every(Boolean)) return ok(voted);
  const agreed: PatternsState = poolHoldsSet(s.pool)
    ? changeState(voted, {
        counters: changeCounters(voted.counters, { wrongAgreements: voted.counters.wrongAgreements + 1 }),
      })
    : voted;
  return ok(agreed.deck.length > 0 ? settle(grow(agreed, at, "vote"), at) : end(agreed, at, "vote"));
}

/** Scores (score stack sizes) and winners (every seat with the most cards) once the game is over. */
export function outcome(s: PatternsState): Outcome | null {
  if (!s.finished) return null;
  const scores = s.stacks.map((stack) => stack.length);
  const top = Math.max(...scores);
  return { scores, winners: scores.flatMap((score, seat) => (score === top ? [seat] : [])) };
}
