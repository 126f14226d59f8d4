import { refuse, type RuleError } from "../../../core/errors.js";
import { recordEvent, type Unnumbered } from "../../../core/events.js";
import { Rng } from "../../../core/prng.js";
import { ok, type Result } from "../../../core/result.js";
import { fullDeck } from "../cards.js";
import { timerMode, type PcOptions } from "./options.js";
import { changeState, count, RECENT_EVENTS, type PcEvent, type PcState } from "./state.js";
import { finderOf, noSetLeft, refill, reshuffle, reshuffleForSet, tableHasSet } from "./table.js";

/** Deals the first table: the dealer shuffles the whole deck and fills every slot. */
export function setupTable(options: PcOptions, seats: number, seed: string): PcState {
  const rng = Rng.fromSeed(seed);
  const deck = rng.shuffle(fullDeck({ features: options.featureCount, values: options.featureSize }));
  const slots: (number | null)[] = Array.from({ length: options.rows * options.columns }, () => null);
  refill(slots, deck);
  const state: PcState = {
    options,
    seats,
    now: 0,
    rng: rng.state(),
    deck,
    slots,
    tokens: Array.from({ length: seats }, () => []),
    frozenUntil: Array.from({ length: seats }, () => 0),
    scores: Array.from({ length: seats }, () => 0),
    discard: [],
    lastResetAt: 0,
    reshuffleAt: timerMode(options) === "countdown" ? options.turnTimeout : null,
    hinted: Array.from({ length: seats }, () => false),
    events: [],
    endedAt: null,
    counters: { sets: 0, wrongClaims: 0, timedReshuffles: 0, noSetReshuffles: 0, presses: 0 },
  };
  return settle(state, 0);
}

/** The state's events with `event` recorded after them. */
function record(state: PcState, event: Unnumbered<PcEvent>): PcEvent[] {
  return recordEvent(state.events, event, RECENT_EVENTS);
}

/**
 * Must the table hold a set whenever the deck could give it one? Without a countdown always (nothing
 * else would ever change a set-less table); with one when `ensureSet` is on (the rulebook: "always
 * there is at least one set on it").
 */
function tableMustHoldSet(options: PcOptions): boolean {
  return timerMode(options) !== "countdown" || options.ensureSet;
}

/**
 * What the dealer does after the table changed: end the game when the table and deck together hold
 * no set; otherwise, when the table must hold a set and does not, reshuffle at once until it does
 * (bounded: see `reshuffleForSet`). The table is then fully dealt, since the deck is not empty: the
 * set it lacks is among the deck's cards. A reshuffle restarts the countdown.
 */
function settle(state: PcState, at: number): PcState {
  if (noSetLeft(state)) return changeState(state, { endedAt: at, reshuffleAt: null });
  if (!tableMustHoldSet(state.options) || tableHasSet(state)) return state;
  const { deals, ...dealt } = reshuffleForSet(state);
  return changeState(state, {
    ...dealt,
    lastResetAt: at,
    reshuffleAt: timerMode(state.options) === "countdown" ? at + state.options.turnTimeout : null,
    hinted: state.hinted.map(() => false),
    events: record(state, { kind: "reshuffle", reason: "no-set", at }),
    counters: count(state.counters, "noSetReshuffles", deals),
  });
}

/** The countdown reached zero: collect, shuffle, deal; the countdown starts again. */
export function timedReshuffle(state: PcState, at: number): PcState {
  const s = changeState(state, {
    ...reshuffle(state),
    now: Math.max(state.now, at),
    lastResetAt: at,
    reshuffleAt: at + state.options.turnTimeout,
    hinted: state.hinted.map(() => false),
    events: record(state, { kind: "reshuffle", reason: "timeout", at }),
    counters: count(state.counters, "timedReshuffles"),
  });
  return settle(s, at);
}

function seconds(ms: number): string {
  return (ms / 1000).toFixed(1);
}

/**
 * A key press: toggles the seat's token on a slot. Placing the V-th token is a claim, checked at
 * once (actions arrive one at a time, so claims are checked in arrival order).
 */
export function press(state: PcState, seat: number, slot: number, at: number): Result<PcState, RuleError> {
  if (slot < 0 || slot >= state.slots.length) {
    return refuse("no-slot", `There is no slot ${slot} on this table.`);
  }
  const frozen = state.frozenUntil[seat] ?? 0;
  if (at < frozen) return refuse("frozen", `You are frozen for another ${seconds(frozen - at)} s.`);
  if (state.slots[slot] === null) return refuse("empty-slot", "There is no card in that slot.");
  const mine = state.tokens[seat] ?? [];
  const counters = count(state.counters, "presses");
  if (mine.includes(slot)) {
    const tokens = state.tokens.map((t, s) => (s === seat ? t.filter((x) => x !== slot) : t));
    return ok(changeState(state, { now: at, tokens, counters }));
  }
  const V = state.options.featureSize;
  if (mine.length >= V) {
    return refuse("token-limit", `You already have ${V} tokens on the table: remove one first.`);
  }
  const placed = [...mine, slot];
  const tokens = state.tokens.map((t, s) => (s === seat ? placed : t));
  const next = changeState(state, { now: at, tokens, counters });
  return ok(placed.length === V ? claim(next, seat, placed, at) : next);
}

/** The dealer checks a claim: a legal set scores and leaves the table, anything else freezes. */
function claim(state: PcState, seat: number, claimed: readonly number[], at: number): PcState {
  const cards = claimed.map((slot) => state.slots[slot] as number);
  const { options } = state;
  if (!finderOf(options).isSet(cards)) {
    return changeState(state, {
      frozenUntil: state.frozenUntil.map((t, s) => (s === seat ? at + options.penaltyFreeze : t)),
      events: record(state, { kind: "wrong", seat, slots: claimed, at }),
      counters: count(state.counters, "wrongClaims"),
    });
  }
  const slots = [...state.slots];
  for (const slot of claimed) slots[slot] = null;
  const deck = [...state.deck];
  refill(slots, deck);
  const next = changeState(state, {
    deck,
    slots,
    // The cards leave with every token on them, other players' tokens too.
    tokens: state.tokens.map((t) => t.filter((slot) => !claimed.includes(slot))),
    scores: state.scores.map((score, s) => (s === seat ? score + 1 : score)),
    frozenUntil: state.frozenUntil.map((t, s) => (s === seat ? at + options.pointFreeze : t)),
    discard: [...state.discard, ...cards],
    lastResetAt: at,
    reshuffleAt: timerMode(options) === "countdown" ? at + options.turnTimeout : null,
    hinted: state.hinted.map(() => false),
    events: record(state, { kind: "set", seat, slots: claimed, cards, at }),
    counters: count(state.counters, "sets"),
  });
  return settle(next, at);
}

/** A player asks for a hint (when the table allows them): their view then shows one set. */
export function askHint(state: PcState, seat: number, at: number): Result<PcState, RuleError> {
  if (!state.options.hints) return refuse("hints-off", "Hints are turned off at this table.");
  if (state.hinted[seat]) return refuse("hint-shown", "Your hint is already on the table.");
  return ok(changeState(state, { now: at, hinted: state.hinted.map((h, s) => h || s === seat) }));
}
