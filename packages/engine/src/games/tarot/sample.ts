/**
 * Determinization for the strong bot: deals of the cards a seat cannot see, drawn with the bot's own
 * generator and consistent with everything its view has shown: the cards played, the voids shown by
 * failing to follow or to trump, the dog when it was shown (its cards are the taker's, or in the
 * discard if they could be discarded), the trumps of the discard, the poignées (their cards are their
 * owner's; one that showed the Excuse showed every trump). Nothing here reads a state.
 */
import type { Seat } from "../../core/game.js";
import type { Rng } from "../../core/prng.js";
import { FAMILY_BIT, shownVoids } from "./basic.js";
import { DECK, EXCUSE, familyOf, isTrump } from "./cards.js";
import { neverDiscarded } from "./dog.js";
import type { TarotView } from "./view.js";

/** One guess at the hidden cards: every seat's hand (the bot's own as it is), the dog, the discard. */
export interface Deal {
  readonly hands: readonly (readonly string[])[];
  /** The dog's cards still face down (none once the taker took it). */
  readonly dog: readonly string[];
  /** The taker's whole discard (its shown trumps included); empty before it is made. */
  readonly discard: readonly string[];
}

/** Attempts at a deal that keeps every shown void before the sampler lets voids go (never seen in play). */
export const SAMPLE_ATTEMPTS = 20;

/** Where an unseen card may lie: a seat's hand, the face-down dog or the hidden part of the discard. */
const DOG = -1;
const DISCARD = -2;

/** What one seat knows of where the cards it cannot see lie. */
export interface Unseen {
  /**
   * The cards to place, each with the places it may lie in (seats, `DOG`, `DISCARD`), and the places
   * it could lie in were the shown voids let go.
   */
  readonly cards: readonly {
    readonly card: string;
    readonly places: readonly number[];
    readonly anyVoid: readonly number[];
  }[];
  /** How many cards each place still takes, by place (seats, then the dog and the discard). */
  readonly room: ReadonlyMap<number, number>;
  /** Cards known to be in a seat's hand (shown in a poignée, or the shown dog's kings and trumps). */
  readonly known: readonly (readonly string[])[];
  /** The discard's cards the seat knows: its shown trumps, and the taker's own discarded dog cards. */
  readonly discardKnown: readonly string[];
}

/** The cards played so far in the deal (finished tricks and the current one). */
export function playedCards(view: TarotView): Set<string> {
  const played = new Set<string>();
  for (const trick of view.tricks) for (const { card } of trick.cards) played.add(card);
  for (const { card } of view.trick) played.add(card);
  return played;
}

/** Everything the view's seat knows of the cards it cannot see. */
export function unseen(view: TarotView): Unseen {
  const me = view.seat ?? 0;
  const hand = view.hand ?? [];
  const played = playedCards(view);
  const voids = shownVoids(view.seats, [...view.tricks.map((trick) => trick.cards), view.trick]);
  const known: string[][] = Array.from({ length: view.seats }, () => []);
  const located = new Set<string>([...hand, ...played, ...view.shownDiscard]);
  const place = (seat: Seat, card: string): void => {
    if (located.has(card)) return;
    known[seat]?.push(card);
    located.add(card);
  };
  for (const poignee of view.poignees) {
    if (poignee.seat === me) continue;
    for (const card of poignee.cards) place(poignee.seat, card);
    // A poignée that shows the Excuse shows every trump of its hand.
    if (poignee.cards.includes(EXCUSE)) voids[poignee.seat] = (voids[poignee.seat] ?? 0) | FAMILY_BIT.T;
  }
  const taker = view.taker;
  const dogShown = view.dog ?? view.shownDog;
  const dogMayBeDiscarded = new Set<string>();
  const discardKnown = [...view.shownDiscard];
  if (taker === me && view.myDiscard !== null) {
    // The taker knows its own discard (its shown trumps are located already).
    for (const card of view.myDiscard) {
      if (located.has(card)) continue;
      discardKnown.push(card);
      located.add(card);
    }
  }
  if (taker !== null && taker !== me && dogShown !== null) {
    for (const card of dogShown) {
      // The taker keeps what may not be discarded (trumps discarded are shown, so the rest are kept).
      if (view.phase === "discard" || neverDiscarded(card) || isTrump(card)) place(taker, card);
      else if (!located.has(card)) dogMayBeDiscarded.add(card);
    }
  }
  const room = new Map<number, number>();
  for (let seat = 0; seat < view.seats; seat++) {
    if (seat === me) continue;
    room.set(seat, (view.handCounts[seat] ?? 0) - (known[seat]?.length ?? 0));
  }
  room.set(DOG, view.dogCount);
  room.set(DISCARD, Math.max(0, view.discardCount - discardKnown.length));
  const cards = DECK.filter((card) => !located.has(card)).map((card) => {
    const family = familyOf(card);
    const fits = (seat: Seat): boolean => family === null || ((voids[seat] ?? 0) & FAMILY_BIT[family]) === 0;
    // A card the shown dog gave the taker that may have been discarded: the taker's or the discard.
    const owners =
      dogMayBeDiscarded.has(card) && taker !== null
        ? [taker]
        : Array.from({ length: view.seats }, (_, seat) => seat).filter((seat) => seat !== me);
    const rest: number[] = dogMayBeDiscarded.has(card) ? [] : [DOG];
    // The hidden part of the discard holds neither a king, an oudler nor a trump (those are shown).
    if (!neverDiscarded(card) && !isTrump(card)) rest.push(DISCARD);
    return { card, places: [...owners.filter(fits), ...rest], anyVoid: [...owners, ...rest] };
  });
  return { cards, room, known, discardKnown };
}

/**
 * One deal consistent with `unseen`: the most constrained cards placed first, each in a place with
 * room, chosen with odds by the room left (so an unconstrained deal is uniform). After
 * `SAMPLE_ATTEMPTS` dead ends the voids are let go, and then everything but the counts, rather than
 * fail (never seen in play).
 */
export function sampleDeal(view: TarotView, info: Unseen, rng: Rng): Deal {
  const me = view.seat ?? 0;
  for (let attempt = 0; attempt <= SAMPLE_ATTEMPTS + 1; attempt++) {
    const loose = attempt < SAMPLE_ATTEMPTS ? "strict" : attempt === SAMPLE_ATTEMPTS ? "voids" : "anywhere";
    const deal = tryDeal(info, rng, loose);
    if (deal !== null) {
      const hands = deal.hands.map((hand, seat) => (seat === me ? [...(view.hand ?? [])] : hand));
      return { ...deal, hands };
    }
  }
  // Unreachable: the last attempt places every card wherever there is room.
  throw new Error("tarot: no deal fits what the view shows");
}

/** How strictly a deal keeps what the view showed: all of it, all but the voids, or only the counts. */
type Strictness = "strict" | "voids" | "anywhere";

function tryDeal(info: Unseen, rng: Rng, strictness: Strictness): Deal | null {
  const everywhere = [...info.room.keys()];
  const room = new Map(info.room);
  const hands: string[][] = info.known.map((cards) => [...cards]);
  const dog: string[] = [];
  const discard: string[] = [...info.discardKnown];
  // Most constrained first; the generator orders cards of equal freedom.
  const order = byFreedom(rng.shuffle([...info.cards]));
  for (const { card, places, anyVoid } of order) {
    const allowed = strictness === "strict" ? places : strictness === "voids" ? anyVoid : everywhere;
    const chosen = pickPlace(allowed, room, rng);
    if (chosen === null) return null;
    room.set(chosen, (room.get(chosen) ?? 0) - 1);
    if (chosen === DOG) dog.push(card);
    else if (chosen === DISCARD) discard.push(card);
    else hands[chosen]?.push(card);
  }
  return { hands, dog, discard };
}

/**
 * `cards` ordered by how many places each may lie in, fewest first, in their order among equals: a
 * stable sort by `places.length`, by buckets (a card has a few places at most).
 */
function byFreedom(cards: Unseen["cards"]): Unseen["cards"] {
  let most = 0;
  for (const { places } of cards) most = Math.max(most, places.length);
  const order: Unseen["cards"][number][] = [];
  for (let freedom = 0; freedom <= most; freedom++) {
    for (const card of cards) if (card.places.length === freedom) order.push(card);
  }
  return order;
}

/** The room left in a place (none when it is full or unknown). */
function roomIn(room: ReadonlyMap<number, number>, place: number): number {
  return Math.max(0, room.get(place) ?? 0);
}

/**
 * One of the `allowed` places with room left, chosen with odds by the room each has left (one draw
 * from the generator); null, drawing nothing, when none has room.
 */
function pickPlace(allowed: readonly number[], room: ReadonlyMap<number, number>, rng: Rng): number | null {
  let total = 0;
  for (const place of allowed) total += roomIn(room, place);
  if (total === 0) return null;
  let pick = rng.int(total);
  for (const place of allowed) {
    pick -= roomIn(room, place);
    if (pick < 0) return place;
  }
  // Unreachable: the pick is below the total room.
  return null;
}

/** Whether a card could be in a seat's hand given its shown voids (for tests and callers). */
export function fitsVoids(card: string, voids: number): boolean {
  const family = familyOf(card);
  return family === null || (voids & FAMILY_BIT[family]) === 0;
}
