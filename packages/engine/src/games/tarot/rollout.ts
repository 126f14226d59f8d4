/**
 * Playing a sampled deal to its end, for the strong bot: every seat plays the basic card play
 * (`chooseCard`) with the cards of the sample, and the deal is scored as the game scores it (the
 * Excuse kept by its owner's side against a half-point card, but winning the last trick when a side
 * that won every trick leads it there, as `excuseWinsLast` in `play.ts`; the Petit au bout, the
 * chelem, the dog by contract, `scoreDeal`). Plain loops over small arrays: a rollout is the strong
 * bot's unit of work.
 */
import type { Seat } from "../../core/game.js";
import type { Contract } from "./actions.js";
import { chooseCard, FAMILY_BIT, type PlayTable } from "./basic.js";
import {
  cardFacts,
  cardIndex,
  countOudlers,
  countPoints,
  DECK_SIZE,
  EXCUSE,
  PETIT,
  TOTAL_POINTS,
  TRUMP,
  type Family,
} from "./cards.js";
import { contractMade, scoreDeal, type Chelem, type Deal, type Players, type Poignee } from "./scoring.js";
import type { PlayedCard, Trick } from "./state.js";
import { winningPosition } from "./tricks.js";

/** The points of the card the Excuse's owner gives in exchange. */
const EXCHANGE_POINTS = 0.5;

/** A deal being played out: the seats' hands (all known in a sample) and what is won so far. */
export interface Playout {
  readonly seats: number;
  readonly taker: Seat;
  /** The called card's holder (5 players), the taker when they play alone; null at 3 and 4 players. */
  readonly partner: Seat | null;
  readonly contract: Contract;
  readonly called: string | null;
  readonly hands: string[][];
  trick: PlayedCard[];
  /** The seat to play next. */
  next: Seat;
  tricksDone: number;
  readonly played: Uint8Array;
  readonly voids: number[];
  /** The attack's card points and oudlers won so far (the dog and discard added at the end). */
  attackPoints: number;
  attackOudlers: number;
  /** Tricks the defence won in the playout (a chelem is the attack's while it is 0). */
  defenceTricks: number;
  /** Who took the Petit in the last trick, once known. */
  petitAuBout: "attack" | "defence" | null;
  /**
   * The trick (from 0) the Petit was played to and whether its player attacks, once played: a Petit
   * of the next-to-last trick is au bout when its side leads the Excuse to the last and wins it.
   */
  petit: { readonly trick: number; readonly attack: boolean } | null;
  /** Whether the taker announced a chelem. */
  readonly chelem: boolean;
  /** Cards that count for the attack at the end (the discard, or the dog in a Garde sans). */
  readonly attackExtra: readonly string[];
  readonly poignees: readonly Poignee[];
}

/** Whether a seat plays for the attack in a playout (its partner known to every seat of the sample). */
export function attacks(playout: Pick<Playout, "taker" | "partner">, seat: Seat): boolean {
  return seat === playout.taker || seat === playout.partner;
}

/** A copy to play on (hands, trick and tallies copied; the rest shared). */
export function copyPlayout(p: Playout): Playout {
  return {
    ...p,
    hands: p.hands.map((hand) => [...hand]),
    trick: [...p.trick],
    played: p.played.slice(),
    voids: [...p.voids],
  };
}

/**
 * Whether the Excuse wins the last trick `cards` (`excuseWinsLast` in `play.ts`): it leads, and its
 * player's side won every trick before (the playout's `tricksDone` of them).
 */
export function excuseWinsLast(p: Playout, cards: readonly PlayedCard[]): boolean {
  const lead = cards[0];
  if (lead?.card !== EXCUSE) return false;
  return attacks(p, lead.seat) ? p.defenceTricks === 0 : p.defenceTricks === p.tricksDone;
}

/**
 * Adds the cards of the finished trick `index` (from 0), won by `winner`, to the tallies: the Excuse
 * stays with its side but in the last trick; the Petit in the last trick is au bout, and so is a Petit
 * of the next-to-last trick when its side won the last with its led Excuse (`excuseWon`).
 */
function collect(
  p: Playout,
  cards: readonly PlayedCard[],
  winner: Seat,
  index: number,
  last: boolean,
  excuseWon: boolean,
): void {
  const won = attacks(p, winner);
  if (!won) p.defenceTricks++;
  for (const { seat, card } of cards) {
    let toAttack = won;
    if (card === EXCUSE && !last && attacks(p, seat) !== won) {
      // The owner's side keeps the Excuse and gives a half-point card for it.
      toAttack = attacks(p, seat);
      p.attackPoints += toAttack ? -EXCHANGE_POINTS : EXCHANGE_POINTS;
    }
    if (toAttack) {
      const facts = cardFacts(card);
      p.attackPoints += facts.points;
      if (facts.oudler) p.attackOudlers++;
    }
    if (card === PETIT) {
      p.petit = { trick: index, attack: attacks(p, seat) };
      if (last) p.petitAuBout = won ? "attack" : "defence";
    }
  }
  if (last && excuseWon && p.petit?.trick === index - 1 && p.petit.attack === won) {
    p.petitAuBout = won ? "attack" : "defence";
  }
}

/** The tallies of the deal's finished tricks (as a view shows them) for a playout's sides. */
export function collectTricks(p: Playout, tricks: readonly Trick[], totalTricks: number): void {
  tricks.forEach((trick, i) => {
    const last = i === totalTricks - 1;
    const excuseWon = last && trick.cards[0]?.card === EXCUSE && trick.winner === trick.cards[0].seat;
    collect(p, trick.cards, trick.winner, i, last, excuseWon);
  });
}

/**
 * Takes `card` out of `hand` in place, as `hand.splice(hand.indexOf(card), 1)` does (the last card
 * when it is not there), without the array `splice` makes.
 */
function removeCard(hand: string[], card: string): void {
  const at = hand.indexOf(card);
  for (let i = at < 0 ? hand.length - 1 : at; i < hand.length - 1; i++) hand[i] = hand[i + 1] as string;
  hand.pop();
}

/** The family the trick asks for (`ledFamily` of its cards). */
function ledOf(trick: readonly PlayedCard[]): Family | null {
  for (const { card } of trick) {
    if (card !== EXCUSE) return cardFacts(card).family;
  }
  return null;
}

/** Plays `card` for the seat to play, finishing the trick when it is full. */
export function playCard(p: Playout, card: string): void {
  const seat = p.next;
  const hand = p.hands[seat] as string[];
  removeCard(hand, card);
  const { index, family } = cardFacts(card);
  p.played[index] = 1;
  const led = ledOf(p.trick);
  if (led !== null && family !== null && family !== led) {
    p.voids[seat] = (p.voids[seat] ?? 0) | FAMILY_BIT[led] | (family !== TRUMP ? FAMILY_BIT.T : 0);
  }
  p.trick.push({ seat, card });
  if (p.trick.length < p.seats) {
    p.next = (seat + 1) % p.seats;
    return;
  }
  // Every hand is as long at a trick's end: the last trick empties them all.
  const last = hand.length === 0;
  const excuseWon = last && excuseWinsLast(p, p.trick);
  const position =
    winningPosition(
      p.trick.map((played) => played.card),
      excuseWon,
    ) ?? 0;
  const winner = (p.trick[position] as PlayedCard).seat;
  collect(p, p.trick, winner, p.tricksDone, last, excuseWon);
  p.trick = [];
  p.tricksDone++;
  p.next = winner;
}

/** The card table of the seat to play, as the basic play reads it. */
function tableOf(p: Playout): PlayTable {
  return {
    seats: p.seats,
    seat: p.next,
    hand: p.hands[p.next] as string[],
    trick: p.trick,
    taker: p.taker,
    partner: p.partner === p.taker ? null : p.partner,
    called: p.called,
    firstTrick: p.tricksDone === 0,
    played: p.played,
    voids: p.voids,
  };
}

/** Plays the deal to its end, every seat by the basic card play. */
export function playOut(p: Playout): void {
  while ((p.hands[p.next]?.length ?? 0) > 0) playCard(p, chooseCard(tableOf(p)));
}

/** The attack's card points and oudlers of the finished playout (the discard and dog by contract). */
function attackTally(p: Playout): { readonly points: number; readonly oudlers: 0 | 1 | 2 | 3 } {
  const points = p.attackPoints + countPoints(p.attackExtra);
  const oudlers = Math.min(3, p.attackOudlers + countOudlers(p.attackExtra)) as 0 | 1 | 2 | 3;
  return { points: Math.max(0, Math.min(points, TOTAL_POINTS)), oudlers };
}

/** Whether the attack made its contract in the finished playout. */
export function attackMade(p: Playout): boolean {
  return contractMade(attackTally(p));
}

/** The chelem of the finished playout, as `dealEnd.ts` scores it: announced or not, either side's. */
export function playoutChelem(p: Playout): Chelem | null {
  const all = p.defenceTricks === 0;
  if (p.chelem) return all ? "announced-made" : "announced-failed";
  if (all) return "made";
  return p.defenceTricks === p.tricksDone ? "defence" : null;
}

/** The deal of the finished playout as `scoreDeal` takes it (the poignées with the FFT bonuses). */
function playoutDeal(p: Playout): Deal {
  const { points, oudlers } = attackTally(p);
  const partner = p.seats === 5 ? (p.partner ?? p.taker) : undefined;
  const chelem = playoutChelem(p);
  return {
    players: p.seats as Players,
    taker: p.taker,
    ...(partner === undefined ? {} : { partner }),
    contract: p.contract,
    oudlers,
    points,
    ...(p.petitAuBout === null ? {} : { petitAuBout: p.petitAuBout }),
    poignees: [...p.poignees],
    ...(chelem === null ? {} : { chelem }),
  };
}

/** Each seat's score of the finished playout (`scoreDeal`). */
export function playoutScores(p: Playout): readonly number[] {
  return scoreDeal(playoutDeal(p)).scores;
}

/** The attack's mark per defender of the finished playout (`scoreDeal`'s `attack`). */
export function playoutMark(p: Playout): number {
  return scoreDeal(playoutDeal(p)).attack;
}

/** A new playout's played-card marks from the cards already played. */
export function playedMarks(cards: Iterable<string>): Uint8Array {
  const marks = new Uint8Array(DECK_SIZE);
  for (const card of cards) marks[cardIndex(card)] = 1;
  return marks;
}
