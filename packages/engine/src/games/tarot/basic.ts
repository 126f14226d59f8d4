/**
 * The `basic` bot's decisions: a sound human heuristic, pure and deterministic (no generator), so the
 * turn clock can play it for a seat that ran out of time. It bids from a hand evaluation (oudlers,
 * trumps, long suits, kings: `handEstimate.ts`, `bidChoice.ts`), calls a king it can support (5
 * players), discards to make voids, shows a poignée when its side should win the deal, and plays its cards by the classic rules of thumb: give points to a trick
 * its side is sure to win, win cheaply what the other side would take, draw trumps when it is long in
 * them, lead kings while they stand, make the taker trump, save the Petit and play the Excuse before
 * it can be lost. The strong bot plays out its samples with the same card play (`chooseCard`).
 */
import type { BotLevel, InlineBot, Seat } from "../../core/game.js";
import type { Bid, Contract, TarotAction } from "./actions.js";
import { canonicalPoignees, mayShowPoignee } from "./announcements.js";
import { BID_CHOICE, chooseBid, type BidChoice } from "./bidChoice.js";
import { biddable } from "./bidding.js";
import { callable } from "./call.js";
import { estimateHand } from "./handEstimate.js";
import { dogSize } from "./deal.js";
import { discardableTrumps, plainCards } from "./dog.js";
import {
  CARD_POINTS,
  cardFacts,
  cardIndex,
  cardPoints,
  DECK_SIZE,
  EXCUSE,
  familyOf,
  isTrump,
  MONDE,
  PETIT,
  RANKS,
  strengthOf,
  SUITS,
  suitOf,
  TRUMP,
  TRUMP_COUNT,
  type CardFacts,
  type Family,
  type Suit,
} from "./cards.js";
import type { PlayedCard } from "./state.js";
import { beats, legalPlays, winningPosition } from "./tricks.js";
import type { TarotView } from "./view.js";

/**
 * A suit card stays master (nobody left to trump it, probably) while fewer of its suit than this
 * have been seen: after two rounds someone is usually void.
 */
export const SUIT_SAFE_SEEN = 6;

/** Points in a trick worth a master card that would win it. */
export const TRICK_WORTH_MASTER = 4;

/** The card points above which it would rather play the Excuse than give the card away. */
export const EXCUSE_SAVES = 2.5;

/** Which side a seat is on, as one seat knows it (`null`: not known yet, the 5 players' hidden partner). */
export type SideKnown = "attack" | "defence" | null;

/** One bit per family (suit or trumps): a seat's shown voids. */
export const FAMILY_BIT: Readonly<Record<Family, number>> = { S: 1, H: 2, D: 4, C: 8, T: 16 };

/**
 * What a card decision needs, as one seat knows it: its hand, the trick, who attacks, which cards are
 * gone and which families each seat has shown it lacks. Built from a view (`playTable`) or by a
 * rollout of the strong bot (which keeps it up to date as its sampled deal goes on).
 */
export interface PlayTable {
  readonly seats: number;
  readonly seat: Seat;
  readonly hand: readonly string[];
  /** The trick being played, in order. */
  readonly trick: readonly PlayedCard[];
  readonly taker: Seat;
  /** The taker's partner as this seat knows it (itself when it holds the called card), else null. */
  readonly partner: Seat | null;
  /** 5 players: the called card (it limits the first trick's lead). */
  readonly called: string | null;
  readonly firstTrick: boolean;
  /** 1 for each card of `DECK` (by `cardIndex`) played in this deal, the current trick included. */
  readonly played: Uint8Array;
  /** Each seat's shown voids (`FAMILY_BIT`). */
  readonly voids: readonly number[];
}

/** The side of `seat` as the table's own seat knows it. */
export function sideOf(table: PlayTable, seat: Seat): SideKnown {
  if (seat === table.taker || seat === table.partner) return "attack";
  if (table.seats < 5 || table.partner !== null) return "defence";
  // 5 players, partner unknown: the seat knows its own side (it does not hold the called card).
  return seat === table.seat ? "defence" : null;
}

/** Whether the table's seat and `seat` are known to play together. */
function together(table: PlayTable, seat: Seat): boolean {
  const mine = sideOf(table, table.seat);
  return mine !== null && sideOf(table, seat) === mine;
}

/** `DECK` indexes of the trumps by number (index 0 unused). */
const TRUMP_INDEX: readonly number[] = Array.from({ length: TRUMP_COUNT + 1 }, (_, n) =>
  cardIndex(`${TRUMP}${n}`),
);

/** `DECK` indexes of each suit's cards by rank, lowest first. */
const SUIT_INDEX: Readonly<Record<Suit, readonly number[]>> = {
  S: RANKS.map((rank) => cardIndex(`S${rank}`)),
  H: RANKS.map((rank) => cardIndex(`H${rank}`)),
  D: RANKS.map((rank) => cardIndex(`D${rank}`)),
  C: RANKS.map((rank) => cardIndex(`C${rank}`)),
};

/**
 * The marks of `seenBy`, reused by every decision (a decision is synchronous and its `Sight` does not
 * outlive it): the strong bot's rollouts make millions of decisions.
 */
const SEEN = new Uint8Array(DECK_SIZE);

/**
 * The cards a seat has seen (played, or in its hand): 1 by `DECK` index. The rest are outstanding.
 * Valid until the next call.
 */
function seenBy(table: PlayTable): Uint8Array {
  SEEN.set(table.played);
  for (const card of table.hand) SEEN[cardIndex(card)] = 1;
  return SEEN;
}

/** One decision's view of the table: the table and the cards its seat has seen. */
interface Sight {
  readonly table: PlayTable;
  readonly seen: Uint8Array;
}

function trumpsOf(cards: readonly string[]): string[] {
  return cards.filter(isTrump);
}

function lowest(cards: readonly string[]): string {
  return cards.reduce((a, b) => (cheaper(b, a) ? b : a));
}

function highest(cards: readonly string[]): string {
  return cards.reduce((a, b) => (strengthOf(b) > strengthOf(a) ? b : a));
}

/** What giving a card away costs: its points, the Petit's more (it is never cheap). */
function giveCost(card: string, facts: CardFacts): number {
  return facts.points + (card === PETIT ? TRUMP_COUNT : 0);
}

/** Whether `a` is cheaper to give away than `b`: fewer points, then weaker (the Petit is never cheap). */
function cheaper(a: string, b: string): boolean {
  const factsA = cardFacts(a);
  const factsB = cardFacts(b);
  const diff = giveCost(a, factsA) - giveCost(b, factsB);
  return diff !== 0 ? diff < 0 : factsA.strength < factsB.strength;
}

/** The outstanding trumps higher than `number`. */
function trumpsOutAbove(sight: Sight, number: number): number {
  let count = 0;
  for (let n = number + 1; n <= TRUMP_COUNT; n++) if (sight.seen[TRUMP_INDEX[n] as number] === 0) count++;
  return count;
}

/** The outstanding cards of `suit` above `strength`. */
function suitOutAbove(sight: Sight, suit: Suit, strength: number): number {
  const cards = SUIT_INDEX[suit];
  let count = 0;
  for (let s = strength; s < cards.length; s++) if (sight.seen[cards[s] as number] === 0) count++;
  return count;
}

/** How many cards of `suit` have been played in the deal. */
function suitSeen(table: PlayTable, suit: Suit): number {
  let count = 0;
  for (const index of SUIT_INDEX[suit]) count += table.played[index] ?? 0;
  return count;
}

/** How many seats still play to the trick after this seat. */
function seatsAfter(table: PlayTable): number {
  return table.seats - table.trick.length - 1;
}

/** Whether one of the `count` seats after the table's seat (in play order) has shown a void in `suit`. */
function voidAfter(table: PlayTable, count: number, suit: Suit): boolean {
  for (let i = 1; i <= count; i++) {
    if (((table.voids[(table.seat + i) % table.seats] ?? 0) & FAMILY_BIT[suit]) !== 0) return true;
  }
  return false;
}

/**
 * Whether `card`, winning the trick now, will probably still win it with `after` seats still to play
 * after this one: a trump above every outstanding one; a suit card above every outstanding one of its
 * suit while nobody after has shown a void in it (nor, likely, has one yet).
 */
function holds(sight: Sight, card: string, after: number): boolean {
  const table = sight.table;
  if (after === 0) return true;
  const { trump, suit, strength } = cardFacts(card);
  if (trump !== null) return trumpsOutAbove(sight, strength) === 0;
  if (suit === null) return false;
  if (suitOutAbove(sight, suit, strength) > 0) return false;
  if (suitSeen(table, suit) >= SUIT_SAFE_SEEN) return false;
  return !voidAfter(table, after, suit);
}

/** The points in the trick so far. */
function trickPoints(trick: readonly PlayedCard[]): number {
  return trick.reduce((sum, played) => sum + cardPoints(played.card), 0);
}

/** The card for the table's seat to play now. */
export function chooseCard(table: PlayTable): string {
  const cards = table.trick.map((played) => played.card);
  const legal = legalPlays(table.hand, cards, {
    calledCard: table.called ?? undefined,
    firstTrick: table.firstTrick,
  });
  if (legal.length === 1) return legal[0] as string;
  // The Excuse is never kept for the last trick, where it would be lost.
  if (legal.includes(EXCUSE) && table.hand.length <= 2) return EXCUSE;
  const others = legal.filter((card) => card !== EXCUSE);
  if (others.length === 0) return EXCUSE;
  const sight: Sight = { table, seen: seenBy(table) };
  return cards.length === 0 || cards.every((card) => card === EXCUSE)
    ? chooseLead(sight, others)
    : chooseFollow(sight, cards, others, legal.includes(EXCUSE));
}

/** Leading a trick. */
function chooseLead(sight: Sight, legal: readonly string[]): string {
  const table = sight.table;
  const attack = sideOf(table, table.seat) === "attack";
  const trumps = trumpsOf(legal);
  const trumpsOut = trumpsOutAbove(sight, 0);
  // Long in trumps, the taker draws them: the master first, else a small one.
  if (table.seat === table.taker && trumps.length > 0 && trumps.length >= trumpsOut && trumpsOut > 0) {
    const top = highest(trumps);
    if (trumpsOutAbove(sight, strengthOf(top)) === 0) return top;
    const small = trumps.filter((card) => card !== PETIT);
    if (small.length > 0) return lowest(small);
  }
  // A master card of a suit that still stands.
  const others = table.seats - 1;
  const masters = legal.filter((card) => {
    const facts = cardFacts(card);
    return facts.trump === null && facts.points > CARD_POINTS.other && holds(sight, card, others);
  });
  if (masters.length > 0) return masters.reduce((a, b) => (cardPoints(b) > cardPoints(a) ? b : a));
  const suits = legal.filter((card) => !isTrump(card));
  if (suits.length === 0) {
    const small = trumps.filter((card) => card !== PETIT);
    return small.length > 0 ? lowest(small) : (legal[0] as string);
  }
  // The defence makes the taker trump: a small card of a suit the taker has shown a void in.
  if (!attack) {
    const cut = suits.filter((card) => {
      const suit = suitOf(card) as Suit;
      return ((table.voids[table.taker] ?? 0) & FAMILY_BIT[suit]) !== 0;
    });
    if (cut.length > 0) return lowest(cut);
  }
  // Else a small card of its longest suit, keeping its honours.
  const longest = longestSuit(suits);
  return lowest(suits.filter((card) => suitOf(card) === longest));
}

/** The suit most of `cards` (suit cards, at least one) are of: the first in `SUITS` among equals. */
function longestSuit(cards: readonly string[]): Suit {
  const counts: Record<Suit, number> = { S: 0, H: 0, D: 0, C: 0 };
  for (const card of cards) {
    const suit = suitOf(card);
    if (suit !== null) counts[suit]++;
  }
  return SUITS.reduce((a, b) => (counts[b] > counts[a] ? b : a));
}

/** Following to a trick (`legal` without the Excuse, `excuse` whether it may be played). */
function chooseFollow(
  sight: Sight,
  cards: readonly string[],
  legal: readonly string[],
  excuse: boolean,
): string {
  const table = sight.table;
  const after = seatsAfter(table);
  const position = winningPosition(cards) ?? 0;
  const winner = table.trick[position] as PlayedCard;
  const friendly = together(table, winner.seat);
  const winnerHolds = holds(sight, winner.card, after);
  const winning = legal.filter((card) => beats(card, winner.card));
  const petit = legal.includes(PETIT);

  // The Petit is saved when it wins with nobody after, or goes to a trick its side surely wins.
  if (petit && ((winning.includes(PETIT) && after === 0) || (friendly && winnerHolds))) return PETIT;
  if (friendly && winnerHolds) return richest(legal);
  if (winning.length > 0) {
    const safe = winning.filter((card) => holds(sight, card, after));
    if (after === 0 || safe.length > 0) {
      const sure = after === 0 ? winning : safe;
      // Worth a master card when the trick is rich; else the cheapest that wins for sure.
      return trickPoints(table.trick) >= TRICK_WORTH_MASTER || !isTrump(sure[0] as string)
        ? richest(sure)
        : lowest(sure);
    }
    // Nothing sure: a trump must still go over; the cheapest does, keeping the big ones.
    if (winning.every(isTrump)) {
      const small = winning.filter((card) => card !== PETIT);
      return lowest(small.length > 0 ? small : winning);
    }
  }
  // The other side takes it (or may): the cheapest card, or the Excuse rather than a rich one.
  const options = legal.filter((card) => card !== PETIT && card !== MONDE);
  const give = lowest(options.length > 0 ? options : legal);
  if (excuse && !friendly && cardPoints(give) >= EXCUSE_SAVES) return EXCUSE;
  return give;
}

/** The card worth most points (the strongest among equals), never the 21 nor the Petit unless alone. */
function richest(cards: readonly string[]): string {
  const options = cards.filter((card) => card !== MONDE && card !== PETIT);
  const from = options.length > 0 ? options : cards;
  return from.reduce((a, b) => {
    const diff = cardPoints(b) - cardPoints(a);
    if (diff !== 0) return diff > 0 ? b : a;
    // Equal points: keep the strong trumps, spend the weak; among suit cards the higher.
    return isTrump(b) ? (strengthOf(b) < strengthOf(a) ? b : a) : strengthOf(b) > strengthOf(a) ? b : a;
  });
}

/**
 * Basic bidding: the open contract its hand is worth by its own estimate (`estimateHand`, chosen by
 * `chooseBid`: the best certainty equivalent when it beats passing), else pass.
 */
export function basicBid(
  hand: readonly string[],
  bids: readonly (Bid | null)[],
  seats: number,
  choice: BidChoice = BID_CHOICE,
): Bid {
  const open = biddable(bids).filter((bid): bid is Contract => bid !== "pass");
  return chooseBid(estimateHand(hand, seats), open, seats, choice);
}

/**
 * 5 players' call: a card it may call (`callable`: a king it does not hold, else a queen …) in the
 * suit where it would help most: its most cards and honours there.
 */
export function basicCall(hand: readonly string[]): string {
  const support = (card: string): number =>
    hand.filter((held) => suitOf(held) === suitOf(card)).reduce((sum, held) => sum + 1 + cardPoints(held), 0);
  const open = callable(hand).filter((card) => !hand.includes(card));
  return open.reduce((a, b) => (support(b) > support(a) ? b : a));
}

/**
 * Basic discard of `count` cards from `cards` (the hand with the dog): whole short suits first (or
 * the suit `first`, when given), to make voids (their richest cards first: what is discarded counts for the taker), then the richest
 * cards of the next shortest suits; trumps (the lowest, never an oudler) only when nothing else is left.
 */
export function basicDiscard(cards: readonly string[], count: number, first?: Suit): string[] {
  const candidates = plainCards(cards);
  const bySuit = SUITS.map((suit) =>
    candidates
      .filter((card) => suitOf(card) === suit)
      .sort((a, b) => cardPoints(b) - cardPoints(a) || strengthOf(b) - strengthOf(a)),
  )
    .filter((group) => group.length > 0)
    // A suit it can void (no king kept in it) first, shortest first.
    .sort((a, b) => {
      const kept = (group: string[]): number =>
        cards.some((card) => card === `${suitOf(group[0] as string)}K`) ? 1 : 0;
      const chosen = (group: string[]): number => (suitOf(group[0] as string) === first ? 0 : 1);
      return chosen(a) - chosen(b) || kept(a) - kept(b) || a.length - b.length;
    });
  const discard = bySuit.flat().slice(0, count);
  if (discard.length < count) {
    discard.push(...discardableTrumps(cards).slice(0, count - discard.length));
  }
  return discard;
}

/**
 * The defence's chances of winning the deal when one of its seats holds a poignée, by the taker's
 * contract, measured on the basic bots' own deals (their bidding by `bidChoice.ts`; 4 and 5 players,
 * where a defender can hold one): 0.7 against a Prise, 0.45 against a Garde. A Garde sans or contre
 * is taken with a hand stronger still: counted as a Garde.
 */
export const DEFENCE_ODDS_WITH_POIGNEE: Readonly<Record<Contract, number>> = {
  prise: 0.7,
  garde: 0.45,
  "garde-sans": 0.45,
  "garde-contre": 0.45,
};

/**
 * The share of deals its side must be expected to win for a seat to show a poignée: its bonus goes to
 * the side that wins the deal, whoever showed it, so showing is worth (2 × odds − 1) × the bonus.
 */
export const POIGNEE_ODDS = 0.5;

/**
 * Whether the basic bot shows its poignée: always for the attack (a taker holding one expects to
 * win), for the defence when `DEFENCE_ODDS_WITH_POIGNEE` of the contract beats `POIGNEE_ODDS`.
 */
export function basicShowsPoignee(attack: boolean, contract: Contract | null): boolean {
  return attack || DEFENCE_ODDS_WITH_POIGNEE[contract ?? "prise"] > POIGNEE_ODDS;
}

/** Whether the view's seat plays for the attack: the taker, or the partner holding the called king. */
export function seatAttacks(view: TarotView): boolean {
  const hand = view.hand ?? [];
  return view.seat === view.taker || (view.called !== null && hand.includes(view.called));
}

/** The poignée the basic bot shows now (`basicShowsPoignee`, `poigneeToShow`), or null. */
export function basicPoignee(view: TarotView): string[] | null {
  if (view.seat === null || view.hand === null || !mayShowPoignee(view, view.seat)) return null;
  if (!basicShowsPoignee(seatAttacks(view), view.contract)) return null;
  return poigneeToShow(view.hand, view.seats);
}

/**
 * The poignée to show before one's first card: the largest one its trumps make, as the rules list
 * them (`canonicalPoignees`: its lowest trumps, the Excuse only to complete one); null when none.
 */
export function poigneeToShow(hand: readonly string[], seats: number): string[] | null {
  return canonicalPoignees(hand, seats).at(-1) ?? null;
}

/** Each seat's voids as the deal's tricks have shown them (`FAMILY_BIT`). */
export function shownVoids(seats: number, tricks: readonly (readonly PlayedCard[])[]): number[] {
  const voids = new Array<number>(seats).fill(0);
  for (const trick of tricks) {
    let led: Family | null = null;
    for (const { seat, card } of trick) {
      const family = familyOf(card);
      if (family === null) continue;
      if (led === null) {
        led = family;
        continue;
      }
      if (family === led) continue;
      voids[seat] = (voids[seat] ?? 0) | FAMILY_BIT[led];
      // Not following and not trumping a suit: no trump either.
      if (family !== TRUMP) voids[seat] = (voids[seat] ?? 0) | FAMILY_BIT[TRUMP];
    }
  }
  return voids;
}

/** The card table of a view for its seat, in the play phase. */
export function playTable(view: TarotView): PlayTable {
  const seat = view.seat ?? 0;
  const hand = view.hand ?? [];
  const gone = new Uint8Array(DECK_SIZE);
  for (const trick of view.tricks) for (const played of trick.cards) gone[cardIndex(played.card)] = 1;
  for (const played of view.trick) gone[cardIndex(played.card)] = 1;
  const partner = view.partner ?? (view.called !== null && hand.includes(view.called) ? seat : null);
  return {
    seats: view.seats,
    seat,
    hand,
    trick: view.trick,
    taker: view.taker ?? 0,
    partner,
    called: view.called,
    firstTrick: view.tricks.length === 0,
    played: gone,
    voids: shownVoids(view.seats, [...view.tricks.map((trick) => trick.cards), view.trick]),
  };
}

/**
 * The basic decision of the view's seat when it is to act: bid, call, discard, chelem (never
 * announced), poignée (`basicShowsPoignee`) and the card to play. Null when it has nothing to do.
 */
export function basicAction(view: TarotView): TarotAction | null {
  const seat = view.seat;
  if (seat === null || view.finished || view.turn !== seat || view.hand === null) return null;
  switch (view.phase) {
    case "bidding":
      return { type: "bid", contract: basicBid(view.hand, view.bids, view.seats) };
    case "call":
      return { type: "call", card: basicCall(view.hand) };
    case "discard":
      return { type: "discard", cards: basicDiscard(view.hand, dogSize(view.seats)) };
    case "chelem":
      return { type: "chelem", announce: false };
    case "play": {
      const poignee = basicPoignee(view);
      if (poignee !== null) return { type: "poignee", cards: poignee };
      return { type: "play", card: chooseCard(playTable(view)) };
    }
    default:
      return null;
  }
}

/** How long the bots seem to think before each kind of move, in ms of game time (a person's pace). */
export const BOT_PACE_MS = {
  bid: 1_000,
  call: 1_500,
  discard: 2_500,
  chelem: 600,
  poignee: 1_000,
  /** A card, about every 0.8 s … */
  card: 800,
  /** … and sooner when the card is forced (the only legal one). */
  forced: 300,
} as const;

/** What a decision depends on: the same key, the same decision (a bot plans once per key). */
export function decisionKey(view: TarotView): string {
  return [
    view.deal,
    view.phase,
    view.bids.join(","),
    view.tricks.length,
    view.trick.length,
    view.poignees.length,
    view.hand?.length ?? 0,
    view.handCounts.join(","),
  ].join("|");
}

/** The pause before `action` (`BOT_PACE_MS`), shorter for a forced card. */
export function paceOf(view: TarotView, action: TarotAction): number {
  if (action.type !== "play") return BOT_PACE_MS[action.type];
  const table = playTable(view);
  const legal = legalPlays(
    table.hand,
    table.trick.map((played) => played.card),
    { calledCard: table.called ?? undefined, firstTrick: table.firstTrick },
  );
  return legal.length <= 1 ? BOT_PACE_MS.forced : BOT_PACE_MS.card;
}

/**
 * A bot that decides once per decision (`decisionKey`) with `decide` and plays it after its pace:
 * asked again with nothing changed, it answers the same move at the same time.
 */
export function pacedBot(
  seat: Seat,
  decide: (view: TarotView) => TarotAction | null,
): InlineBot<TarotView, TarotAction> {
  let planned: { key: string; action: TarotAction; at: number } | null = null;
  return {
    act(view, now) {
      if (view.seat !== seat || view.turn !== seat || view.finished) return null;
      const key = decisionKey(view);
      if (planned === null || planned.key !== key) {
        const action = decide(view);
        if (action === null) return null;
        planned = { key, action, at: now + paceOf(view, action) };
      }
      return { action: planned.action, delay: Math.max(0, planned.at - now) };
    },
  };
}

/** The `basic` level: `basicAction` at a person's pace. */
export const basicBot: BotLevel<TarotView, TarotAction> = {
  description:
    "A sound player by rules of thumb: bids from its hand's worth (a Prise when about even, a Garde when it wins clearly), discards for voids, shows a poignée when its side should win, loads its side's tricks, saves the Petit.",
  create: (seat) => pacedBot(seat, basicAction),
};
