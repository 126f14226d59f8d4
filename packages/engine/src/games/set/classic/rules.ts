import { refuse, type RuleError } from "../../../core/errors.js";
import { recordEvent, type Unnumbered } from "../../../core/events.js";
import type { Outcome, Seat } from "../../../core/game.js";
import { winnersOf } from "../../../core/outcome.js";
import { Rng } from "../../../core/prng.js";
import { ok, type Result } from "../../../core/result.js";
import { cardId, fullDeck } from "../cards.js";
import { DEAL_STEP, MODES } from "./modes.js";
import type { ClassicOptions } from "./options.js";
import { countSolutions, hasSolution, isSolution } from "./solutions.js";
import {
  changeCounters,
  changeState,
  claimSizeOf,
  modeOf,
  RECENT_EVENTS,
  type ClassicEvent,
  type ClassicState,
} from "./state.js";

const MS_PER_SECOND = 1000;

/** The state's events with `event` recorded after them. */
function record(s: ClassicState, event: Unnumbered<ClassicEvent>): ClassicEvent[] {
  return recordEvent(s.events, event, RECENT_EVENTS);
}

/**
 * Whether the table offers a solution now: one among the table's cards, or in a chained mode once a
 * solution was found, one taking exactly `chain` cards of the previous solution and the rest from
 * the table. Puzzle: whether solutions are left to find on it.
 */
export function holdsSolution(s: ClassicState): boolean {
  const mode = modeOf(s);
  if (mode.puzzle) return s.puzzleFound.length < s.puzzleTotal;
  const search = s.chain.length > 0 ? { chain: s.chain, reuse: mode.chain } : {};
  return hasSolution(mode.kind, mode.shape, s.board, search);
}

/** The state with the table grown by `cards` from the deck's top (fewer when the deck runs short). */
function dealOnto(s: ClassicState, cards: number): { state: ClassicState; dealt: number[] } {
  const deck = [...s.deck];
  const dealt: number[] = [];
  while (dealt.length < cards && deck.length > 0) dealt.push(deck.pop() as number);
  const board = [...s.board, ...dealt];
  return {
    state: changeState(s, {
      deck,
      board,
      counters: changeCounters(s.counters, { maxBoard: Math.max(s.counters.maxBoard, board.length) }),
    }),
    dealt,
  };
}

/** The game is over. */
function end(s: ClassicState, at: number): ClassicState {
  return changeState(s, { endedAt: at });
}

/** Puzzle: how many solutions the table holds, none of them found yet. */
function countTable(s: ClassicState): ClassicState {
  const mode = modeOf(s);
  return changeState(s, { puzzleTotal: countSolutions(mode.kind, mode.shape, s.board), puzzleFound: [] });
}

/**
 * What the dealer does after the table changed: while it offers no solution and the deck has cards,
 * `DEAL_STEP` more cards (one `deal` event for them all); then, when it still offers none (the deck
 * is empty), the game is over. Puzzle: the new table's solutions are counted first.
 */
export function settle(state: ClassicState, at: number): ClassicState {
  const puzzle = modeOf(state).puzzle;
  let s = puzzle ? countTable(state) : state;
  const dealt: number[] = [];
  let steps = 0;
  while (!holdsSolution(s) && s.deck.length > 0) {
    const more = dealOnto(s, DEAL_STEP);
    s = puzzle ? countTable(more.state) : more.state;
    dealt.push(...more.dealt);
    steps++;
  }
  if (steps > 0) {
    s = changeState(s, {
      tableSince: at,
      events: record(s, { kind: "deal", at, cards: dealt }),
      counters: changeCounters(s.counters, { deals: s.counters.deals + steps }),
    });
  }
  return holdsSolution(s) ? s : end(s, at);
}

/** Shuffles the mode's deck with the seeded PRNG and deals the first table (more while it holds none). */
export function setupTable(options: ClassicOptions, seats: number, seed: string): ClassicState {
  const mode = MODES[options.mode];
  const rng = Rng.fromSeed(seed);
  const deck = rng.shuffle(fullDeck(mode.shape));
  const board: number[] = [];
  while (board.length < mode.board && deck.length > 0) board.push(deck.pop() as number);
  const perSeat = <T>(value: T): T[] => Array.from({ length: seats }, () => value);
  const state: ClassicState = {
    options,
    seats,
    now: 0,
    rng: rng.state(),
    deck,
    board,
    chain: [],
    discard: [],
    scores: perSeat(0),
    found: perSeat(0),
    wrong: perSeat(0),
    frozenUntil: perSeat(0),
    solutions: [],
    puzzleFound: [],
    puzzleTotal: 0,
    tableSince: 0,
    events: [],
    endedAt: null,
    counters: { solutions: 0, wrongClaims: 0, deals: 0, tables: 1, maxBoard: board.length, tookMs: 0 },
  };
  return settle(state, 0);
}

/**
 * The table once the cards at `places` (ascending) left it: while it is below `size` cards and the
 * deck has cards, new cards take the freed places in place order; the places left over close up, the
 * cards left keeping their order (so a table above `size` shrinks back).
 */
export function replaceCards(
  board: readonly number[],
  places: readonly number[],
  deck: readonly number[],
  size: number,
): { board: number[]; deck: number[] } {
  const left = board.length - places.length;
  const newDeck = [...deck];
  const refill = Math.min(places.length, Math.max(0, size - left), newDeck.length);
  const next: (number | null)[] = [...board];
  places.forEach((place, i) => {
    next[place] = i < refill ? (newDeck.pop() as number) : null;
  });
  return { board: next.filter((card): card is number => card !== null), deck: newDeck };
}

/** A right claim: it scores 1 and is recorded; the table changes as the mode says. */
function found(s: ClassicState, seat: Seat, cards: readonly number[], at: number): ClassicState {
  const mode = modeOf(s);
  const took = at - s.tableSince;
  const counted = changeState(s, {
    scores: s.scores.map((n, i) => (i === seat ? n + 1 : n)),
    found: s.found.map((n, i) => (i === seat ? n + 1 : n)),
    solutions: [...s.solutions, { seat, cards, at, took }],
    tableSince: at,
    events: record(s, { kind: "found", at, seat, cards }),
    counters: changeCounters(s.counters, {
      solutions: s.counters.solutions + 1,
      tookMs: s.counters.tookMs + took,
    }),
  });
  if (mode.puzzle) {
    const puzzleFound = [...s.puzzleFound, [...cards].sort((a, b) => a - b)];
    const next = changeState(counted, { puzzleFound });
    return puzzleFound.length < s.puzzleTotal ? next : nextPuzzleTable(next, at);
  }
  const places = s.board.flatMap((card, place) => (cards.includes(card) ? [place] : []));
  const { board, deck } = replaceCards(s.board, places, s.deck, mode.board);
  const taken = mode.chain > 0 ? s.chain.filter((card) => !cards.includes(card)) : cards;
  return settle(
    changeState(counted, {
      board,
      deck,
      chain: mode.chain > 0 ? cards : s.chain,
      discard: [...s.discard, ...taken],
    }),
    at,
  );
}

/** Puzzle: every solution of the table was found; it is discarded and the next one dealt. */
function nextPuzzleTable(s: ClassicState, at: number): ClassicState {
  const cleared = changeState(s, { board: [], discard: [...s.discard, ...s.board], puzzleFound: [] });
  if (cleared.deck.length === 0) return end(changeState(cleared, { puzzleTotal: 0 }), at);
  const { state, dealt } = dealOnto(cleared, modeOf(s).board);
  const dealtTable = changeState(state, {
    tableSince: at,
    events: record(state, { kind: "deal", at, cards: dealt }),
    counters: changeCounters(state.counters, { tables: state.counters.tables + 1 }),
  });
  return settle(dealtTable, at);
}

/** A wrong claim: it costs the table's penalty (none, a point, or a freeze). */
function missed(s: ClassicState, seat: Seat, cards: readonly number[], at: number): ClassicState {
  const { penalty, freezeMs } = s.options;
  return changeState(s, {
    scores: penalty === "point" ? s.scores.map((n, i) => (i === seat ? n - 1 : n)) : s.scores,
    wrong: s.wrong.map((n, i) => (i === seat ? n + 1 : n)),
    frozenUntil:
      penalty === "freeze" ? s.frozenUntil.map((t, i) => (i === seat ? at + freezeMs : t)) : s.frozenUntil,
    events: record(s, { kind: "wrong", at, seat, cards }),
    counters: changeCounters(s.counters, { wrongClaims: s.counters.wrongClaims + 1 }),
  });
}

/** Whether two lists hold the same cards (ascending `sorted`). */
function sameCards(sorted: readonly number[], other: readonly number[]): boolean {
  return sorted.length === other.length && sorted.every((card, i) => card === other[i]);
}

/**
 * `seat` claims the cards with these codes. Refused without cost: a frozen player, the wrong number
 * of cards, a card named twice, a card not on the table (nor in the chain: the table changed under
 * the player), a puzzle solution already found. Otherwise accepted: a solution (chained: reusing
 * exactly `chain` cards of the previous one, once there is one) scores, anything else is wrong.
 */
export function claim(
  s: ClassicState,
  seat: Seat,
  codes: readonly string[],
  at: number,
): Result<ClassicState, RuleError> {
  const frozen = s.frozenUntil[seat] ?? 0;
  if (at < frozen) {
    return refuse("frozen", `You are frozen for another ${((frozen - at) / MS_PER_SECOND).toFixed(1)} s.`);
  }
  const mode = modeOf(s);
  const size = claimSizeOf(s);
  if (codes.length !== size) return refuse("wrong-count", `A claim in this mode is ${size} cards.`);
  const cards = codes.map((code) => cardId(mode.shape, code));
  if (cards.some((card) => card < 0 || !(s.board.includes(card) || s.chain.includes(card)))) {
    return refuse("not-on-table", "Those cards are not all on the table any more.");
  }
  if (new Set(cards).size !== cards.length) return refuse("same-card", "A claim is of different cards.");
  const reused = cards.filter((card) => s.chain.includes(card)).length;
  if (mode.puzzle) {
    const sorted = [...cards].sort((a, b) => a - b);
    if (s.puzzleFound.some((done) => sameCards(sorted, done))) {
      return refuse("already-found", "That one was already found on this table.");
    }
  }
  const reuse = s.chain.length > 0 ? mode.chain : 0;
  const right = reused === reuse && isSolution(mode.kind, mode.shape, cards);
  return ok(right ? found(s, seat, cards, at) : missed(s, seat, cards, at));
}

/** Scores and winners (every seat with the best score) once the game is over. */
export function outcome(s: ClassicState): Outcome | null {
  return s.endedAt === null ? null : { scores: s.scores, winners: winnersOf(s.scores) };
}

/** The next freeze to end after the state's time: the runner asks the frozen seat's bot again then. */
export function nextThaw(s: ClassicState): number | null {
  if (s.endedAt !== null) return null;
  let next: number | null = null;
  for (const until of s.frozenUntil) if (until > s.now && (next === null || until < next)) next = until;
  return next;
}
