/**
 * The `beginner` level: a person who has just learnt French Tarot. It plays legal, plausible moves by
 * the basic bot's rules of thumb (`basic.ts`: its call, its card play, its poignée) but makes the
 * mistakes beginners make, each drawn at its rate (`BEGINNER_MISTAKES`) from the bot's own generator,
 * once per decision:
 * - it bids from a crude count of its hand, its trumps and oudlers only (`crudeBid`), and sometimes
 *   one contract too high or too low;
 * - it does not count the trumps nor remember the cards played, nor who showed a void: it plays as if
 *   only the trick on the table had been played;
 * - it plays a high card when a low one would do;
 * - it does not save the Petit in time: it keeps it when it could have brought it home;
 * - it discards its smallest cards, here and there, without making voids;
 * - it forgets to show its poignée.
 * It never announces a chelem. It reasons from its view alone.
 */
import type { BotLevel } from "../../core/game.js";
import type { Rng } from "../../core/prng.js";
import { BIDS, type Bid, type TarotAction } from "./actions.js";
import {
  basicCall,
  basicDiscard,
  basicPoignee,
  chooseCard,
  pacedBot,
  playTable,
  type PlayTable,
} from "./basic.js";
import { biddable } from "./bidding.js";
import { cardPoints, EXCUSE, familyOf, isOudler, isTrump, PETIT, strengthOf } from "./cards.js";
import { dogSize } from "./deal.js";
import { discardableTrumps, plainCards } from "./dog.js";
import { playedMarks } from "./rollout.js";
import { legalPlays } from "./tricks.js";
import type { TarotView } from "./view.js";

/** How often the beginner makes each of its mistakes: the chance, at each decision where it may. */
export interface BeginnerMistakes {
  /** Bidding: it bids one contract above or below what its crude count says (either way alike). */
  readonly misjudgesHand: number;
  /** A card: it does not remember the tricks played (nor the trumps gone, nor anyone's voids). */
  readonly forgetsPlayedCards: number;
  /** A card: it plays the highest card of the family it chose where a lower one would do. */
  readonly playsHighCard: number;
  /** A card: it keeps the Petit where the basic bot brings it home (a trick its side wins). */
  readonly keepsPetit: number;
  /** The discard: it puts down its smallest cards, whatever their suits, rather than make voids. */
  readonly discardsSmallCards: number;
  /** Before its first card: it forgets to show the poignée it holds. */
  readonly forgetsPoignee: number;
}

/**
 * The beginner's mistakes by default: rough enough that a person can tell it from the basic bot
 * (measured on duplicate deals in `docs/games/tarot.md`), plausible enough that it still plays cards
 * a person would.
 */
export const BEGINNER_MISTAKES: BeginnerMistakes = {
  misjudgesHand: 0.25,
  forgetsPlayedCards: 0.8,
  playsHighCard: 0.2,
  keepsPetit: 0.6,
  discardsSmallCards: 0.7,
  forgetsPoignee: 0.5,
};

/**
 * The beginner's count of a hand, as one is taught it first: its trumps, and `oudler` more for each
 * oudler (the 21, the Petit, the Excuse); kings, long suits and voids do not count. It takes a Prise
 * from `prise` points per card of the hand, a Garde from `garde` (at 4 players, 18 cards: a Prise with
 * 8 points, six trumps and an oudler; a Garde with 10).
 */
export const CRUDE_COUNT = {
  oudler: 2,
  prise: 0.4,
  garde: 0.55,
} as const;

/** The beginner's count of `hand` (`CRUDE_COUNT`): its trumps, and more for each oudler. */
export function crudeCount(hand: readonly string[]): number {
  return hand.reduce(
    (sum, card) => sum + (isTrump(card) ? 1 : 0) + (isOudler(card) ? CRUDE_COUNT.oudler : 0),
    0,
  );
}

/** The contract the crude count says (`CRUDE_COUNT`), before any misjudgement: pass, Prise or Garde. */
export function crudeBid(hand: readonly string[]): Bid {
  const perCard = crudeCount(hand) / Math.max(1, hand.length);
  return perCard >= CRUDE_COUNT.garde ? "garde" : perCard >= CRUDE_COUNT.prise ? "prise" : "pass";
}

/**
 * The beginner's bid: its crude count's (`crudeBid`), or, misjudging its hand, the bid next to it
 * above or below; pass when that is not above what was said.
 */
export function beginnerBid(
  hand: readonly string[],
  bids: readonly (Bid | null)[],
  rng: Rng,
  mistakes: BeginnerMistakes = BEGINNER_MISTAKES,
): Bid {
  let at = BIDS.indexOf(crudeBid(hand));
  if (rng.chance(mistakes.misjudgesHand)) at += rng.chance(0.5) ? 1 : -1;
  const bid = BIDS[Math.max(0, Math.min(BIDS.length - 1, at))] as Bid;
  return biddable(bids).includes(bid) ? bid : "pass";
}

/**
 * The discard of `count` cards from `cards` (the hand with the dog) as a beginner makes it: its
 * smallest plain cards (fewest points, then lowest), whatever their suits; its lowest trumps only
 * when nothing else may go.
 */
export function smallCardsDiscard(cards: readonly string[], count: number): string[] {
  const plain = plainCards(cards).sort(
    (a, b) => cardPoints(a) - cardPoints(b) || strengthOf(a) - strengthOf(b),
  );
  const discard = plain.slice(0, count);
  if (discard.length < count) discard.push(...discardableTrumps(cards).slice(0, count - discard.length));
  return discard;
}

/** The table as a player sees it who remembers nothing but the trick on the table. */
export function forgetful(table: PlayTable): PlayTable {
  return {
    ...table,
    played: playedMarks(table.trick.map((played) => played.card)),
    voids: table.voids.map(() => 0),
  };
}

/** The cheapest of `cards` to give away: fewest points, then the weakest. */
function cheapest(cards: readonly string[]): string {
  return cards.reduce((a, b) => {
    const diff = cardPoints(b) - cardPoints(a);
    return diff < 0 || (diff === 0 && strengthOf(b) < strengthOf(a)) ? b : a;
  });
}

/**
 * The beginner's card: the basic bot's (`chooseCard`) on the table it remembers (`forgetful`, when it
 * forgets), then its slips: the Petit kept for later (`keepsPetit`: the cheapest other card instead),
 * or the highest legal card of the family it chose (`playsHighCard`).
 */
export function beginnerCard(
  view: TarotView,
  rng: Rng,
  mistakes: BeginnerMistakes = BEGINNER_MISTAKES,
): string {
  const seen = playTable(view);
  const table = rng.chance(mistakes.forgetsPlayedCards) ? forgetful(seen) : seen;
  const card = chooseCard(table);
  const legal = legalPlays(
    seen.hand,
    seen.trick.map((played) => played.card),
    { calledCard: seen.called ?? undefined, firstTrick: seen.firstTrick },
  );
  if (card === PETIT) {
    const others = legal.filter((other) => other !== PETIT && other !== EXCUSE);
    return others.length > 0 && rng.chance(mistakes.keepsPetit) ? cheapest(others) : card;
  }
  const family = familyOf(card);
  const higher = legal.filter((other) => familyOf(other) === family && strengthOf(other) > strengthOf(card));
  if (family === null || higher.length === 0 || !rng.chance(mistakes.playsHighCard)) return card;
  return higher.reduce((a, b) => (strengthOf(b) > strengthOf(a) ? b : a));
}

/**
 * The beginner's decision for the view's seat when it is to act (null otherwise): its bid
 * (`beginnerBid`), the basic call, its discard (`smallCardsDiscard` when it forgets the voids, else the
 * basic one's), no chelem, the basic bot's poignée unless it forgets it, and its card (`beginnerCard`).
 */
export function beginnerAction(
  view: TarotView,
  rng: Rng,
  mistakes: BeginnerMistakes = BEGINNER_MISTAKES,
): TarotAction | null {
  const seat = view.seat;
  if (seat === null || view.finished || view.turn !== seat || view.hand === null) return null;
  switch (view.phase) {
    case "bidding":
      return { type: "bid", contract: beginnerBid(view.hand, view.bids, rng, mistakes) };
    case "call":
      return { type: "call", card: basicCall(view.hand) };
    case "discard": {
      const count = dogSize(view.seats);
      if (rng.chance(mistakes.discardsSmallCards))
        return { type: "discard", cards: smallCardsDiscard(view.hand, count) };
      return { type: "discard", cards: basicDiscard(view.hand, count) };
    }
    case "chelem":
      return { type: "chelem", announce: false };
    case "play": {
      const poignee = basicPoignee(view);
      if (poignee !== null && !rng.chance(mistakes.forgetsPoignee))
        return { type: "poignee", cards: poignee };
      return { type: "play", card: beginnerCard(view, rng, mistakes) };
    }
    default:
      return null;
  }
}

/** The `beginner` level: `beginnerAction` at a person's pace, deciding once per decision. */
export const beginnerBot: BotLevel<TarotView, TarotAction> = {
  description:
    "A beginner: bids on its trumps and oudlers alone, sometimes too high or too low, forgets the cards played, plays high cards where low ones would do, keeps the Petit too long, discards without making voids, forgets its poignée.",
  create: (seat, rng) => pacedBot(seat, (view) => beginnerAction(view, rng)),
};
