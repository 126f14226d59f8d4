/**
 * Going out (`morto.ts`: a hand emptied takes the side's morto, or, with the morto taken and a closing
 * canasta, ends the hand), as the bots see it from their view: whether the seat can empty its hand
 * this turn (`goingOutPlan`: the melds and additions that leave it at most the card it then
 * discards), and whether ending the hand so is worth more than playing on (`worthGoingOut`).
 *
 * What going out now secures (`GoingOutEstimate.secured`): the going-out bonus, the opponents' cards
 * counted against them at once, and their morto's penalty while they have not played it. What another
 * round brings (`ourRound`, `theirRound`): each side's melds one card short of a canasta completed with
 * the chance that the side's draws bring a card that fits (counted from the cards it has not seen), and
 * the cards each hand melds in its turn (the side's own partner's too: its cards also count against
 * the side), and the opponents' morto, which a player holding few cards may take. Playing on risks what
 * going out secures: the stock may not last until the seat's next turn, and opponents who may end the
 * hand, holding few cards, may end it first. The seat goes out unless the round's expected gain for
 * its side, less the opponents', beats that risk.
 */
import type { Seat } from "../../core/game.js";
import type { BuracoAction } from "./actions.js";
import { CARD_VALUES, cardOf, cardValue, isThree, isWild, physicalDeck } from "./cards.js";
import { mayJoinMeld, mayShareMeld, meldTriples } from "./legal.js";
import { CANASTA_LENGTH, arrangeMeld, canastaOf, extendMeld, type MeldOptions } from "./melds.js";
import { hasClosingCanasta, KEPT_CARDS } from "./morto.js";
import { tableMeldOptions } from "./options.js";
import {
  canastaBonus,
  GOING_OUT_BONUS,
  MIXED_CANASTA_BONUS,
  MORTO_PENALTY,
  NATURAL_CANASTA_BONUS,
  type ScoringOptions,
} from "./scoring.js";
import { replaceAt, sideOf } from "./state.js";
import type { BuracoView } from "./view.js";

/** How the bots look for a way out and weigh it. */
export const GOING_OUT = {
  /** The most cards in hand the bots look for a way to empty it with (a bigger hand seldom empties). */
  planCards: 9,
  /** The most positions (hand and melds after some moves) a search for a way out visits. */
  planPositions: 24,
  /**
   * The cards a player melds in a turn, on average: what another round takes off each hand (measured
   * over the basic bots' hands, `docs/games/buraco.md`). Each is a swing of twice its value: off the
   * hand's penalty and into the melds.
   */
  meldedPerTurn: 1,
  /** A hand this small may be emptied in the player's next turn. */
  fewCards: 3,
  /**
   * The chance that a player holding `fewCards` cards or fewer, who may empty the hand, does so in its
   * turn: opponents ending the hand before the seat's next turn, or taking their morto.
   */
  emptyingHand: 0.5,
  /** What the round's expected gain must beat the risk by for the seat to play on, in points. */
  margin: 0,
} as const;

/** The mean value of a card in a hand: the rules' card values over the ranks (a hand's cards unseen). */
export const MEAN_CARD_VALUE =
  Object.entries(CARD_VALUES)
    .filter(([rank]) => rank !== "JK")
    .reduce((sum, [, value]) => sum + value, 0) /
  (Object.keys(CARD_VALUES).length - 1);

/** A position of the search: the seat's hand and its side's melds (cards laid out). */
interface Position {
  readonly hand: readonly string[];
  readonly melds: readonly (readonly string[])[];
}

/** A way out: the melds and additions to make, then the discard (none when melding empties the hand). */
export type GoingOutPlan = readonly BuracoAction[];

/** One copy of each face in `cards`, natural cards first (then wilds, so wilds are spent last). */
function facesToTry(cards: readonly string[]): string[] {
  const seen = new Set<string>();
  const faces = cards.filter((card) => {
    const face = cardOf(card);
    return seen.has(face) ? false : (seen.add(face), true);
  });
  return [...faces.filter((card) => !isWild(card)), ...faces.filter(isWild)];
}

/** `hand` without the cards `laid` (each once). */
function handWithout(hand: readonly string[], laid: readonly string[]): string[] {
  const left = [...hand];
  for (const card of laid) left.splice(left.indexOf(card), 1);
  return left;
}

/**
 * The moves tried from a position, one at a time (the search stops at the first way out): additions
 * of one card (natural cards first), then new melds of three cards that may share a meld two by two
 * (natural melds first). Copies of one face are tried once, but a group may take both.
 */
function* movesFrom(
  position: Position,
  options: MeldOptions,
): Generator<{ readonly action: BuracoAction; readonly next: Position }> {
  const faces = facesToTry(position.hand);
  for (const card of faces) {
    for (let index = 0; index < position.melds.length; index++) {
      const meld = position.melds[index] ?? [];
      if (!mayJoinMeld(meld, card)) continue;
      const laid = extendMeld(meld, [card], options);
      if (laid === null) continue;
      yield {
        action: { type: "add", meld: index, cards: [card] },
        next: {
          hand: handWithout(position.hand, [card]),
          melds: replaceAt(position.melds, index, laid.cards),
        },
      };
    }
  }
  const triples = [...meldTriples(position.hand)];
  triples.sort((a, b) => Number(a.some(isWild)) - Number(b.some(isWild)));
  for (const cards of triples) {
    const laid = arrangeMeld(cards, options);
    if (laid === null) continue;
    yield {
      action: { type: "meld", cards },
      next: { hand: handWithout(position.hand, cards), melds: [...position.melds, laid.cards] },
    };
  }
}

/**
 * Whether each card but one (the discard) might go somewhere: a three never; a wild always; another
 * card onto a meld whose cards it may share a meld with, or with two cards of the hand that may. A
 * quick filter before the search: it keeps every hand that can be emptied.
 */
function mayEmpty(position: Position): boolean {
  let stuck = 0;
  for (const card of position.hand) {
    const fits =
      !isThree(card) &&
      (isWild(card) ||
        position.melds.some((meld) => mayJoinMeld(meld, card)) ||
        position.hand.filter((other) => other !== card && !isThree(other) && mayShareMeld(card, other))
          .length >= 2);
    if (!fits && ++stuck > 1) return false;
  }
  return true;
}

/**
 * A way for the view's seat to empty its hand this turn (in its meld step): melds and additions of its
 * hand's cards to its side's melds, each one the rules allow (a side that may not empty a hand keeps
 * the cards `fewestLeft` says: it may empty it to take its waiting morto, or with a closing canasta
 * among the melds as the moves leave them), then the discard of the card left, if one is; or null
 * when none is found within `GOING_OUT.planPositions` positions or the hand holds more than
 * `GOING_OUT.planCards`. Of the ways found, the one whose melds score most (`meldsWorth`: a wild is
 * rather discarded than laid on a natural canasta).
 */
export function goingOutPlan(view: BuracoView): GoingOutPlan | null {
  const seat = view.seat;
  const side = view.side;
  const cards = view.cards;
  if (seat === null || side === null || cards === null || view.turn !== seat || view.finished) return null;
  if (view.step !== "meld-discard" || cards.length > GOING_OUT.planCards) return null;
  const options = tableMeldOptions(view.options);
  const start: Position = { hand: cards, melds: (view.melds[side] ?? []).map((meld) => meld.cards) };
  const mortoWaiting = view.mortos[side]?.fate === "waiting";
  // With its morto taken, the side ends the hand only with a closing canasta: one on the table, or a
  // meld the hand's cards (but the discard) could make one this turn.
  const closable = (view.melds[side] ?? []).some(
    (meld) =>
      meld.cards.length + cards.length - 1 >= CANASTA_LENGTH &&
      (!view.options.naturalToEnd || !meld.cards.some(isWild)),
  );
  if ((!mortoWaiting && !closable) || !mayEmpty(start)) return null;
  // The melds are laid out by the rules (`arrangeMeld`): a canasta's kind is its length and its wild.
  const mayEmptyHand = (melds: readonly (readonly string[])[]) =>
    mortoWaiting ||
    melds.some(
      (meld) =>
        canastaOf(meld.length, meld.some(isWild)) === "natural" ||
        (meld.length >= CANASTA_LENGTH && !view.options.naturalToEnd),
    );
  /** The fewest cards a move may leave (`fewestLeft` of the rules, on the position's melds). */
  const fewest = (melds: readonly (readonly string[])[], discardToCome: boolean) =>
    mayEmptyHand(melds) ? 0 : KEPT_CARDS + (discardToCome ? 1 : 0);
  const scoring = { aceToKing: view.options.akBonus, aceToAce: view.options.aaBonus };
  let best: { plan: BuracoAction[]; worth: number } | null = null;
  /** A way out found: kept if its melds are worth more than the best one's (a wild kept off a natural canasta). */
  const found = (plan: BuracoAction[], melds: readonly (readonly string[])[]) => {
    const worth = meldsWorth(melds, scoring);
    if (best === null || worth > best.worth) best = { plan, worth };
  };
  const seen = new Set<string>();
  let visited = 0;
  const search = (position: Position, path: readonly BuracoAction[]): void => {
    if (position.hand.length === 0) return found([...path], position.melds);
    if (position.hand.length === 1 && fewest(position.melds, false) === 0) {
      found([...path, { type: "discard", card: position.hand[0] as string }], position.melds);
    }
    for (const { action, next } of movesFrom(position, options)) {
      if (visited >= GOING_OUT.planPositions) return;
      if (next.hand.length < fewest(next.melds, true) || !mayEmpty(next)) continue;
      const key = `${next.hand.map(cardOf).sort().join()}|${next.melds.map((meld) => meld.length).join()}`;
      if (seen.has(key)) continue;
      seen.add(key);
      visited++;
      search(next, [...path, action]);
    }
  };
  search(start, []);
  return (best as { plan: BuracoAction[] } | null)?.plan ?? null;
}

/** What melds score: their cards' values and their canastas' bonuses. */
function meldsWorth(melds: readonly (readonly string[])[], scoring: ScoringOptions): number {
  let worth = 0;
  for (const meld of melds) {
    for (const card of meld) worth += cardValue(card);
    worth += canastaBonus(meld, scoring);
  }
  return worth;
}

/** The melds of `side` once the plan's melds and additions are made (the seat's side). */
function meldsAfter(view: BuracoView, side: number, plan: GoingOutPlan): (readonly string[])[] {
  const options = tableMeldOptions(view.options);
  const melds: (readonly string[])[] = (view.melds[side] ?? []).map((meld) => meld.cards);
  for (const move of plan) {
    if (move.type === "meld") melds.push(arrangeMeld(move.cards, options)?.cards ?? move.cards);
    if (move.type === "add") {
      const meld = melds[move.meld] ?? [];
      melds[move.meld] = extendMeld(meld, move.cards, options)?.cards ?? [...meld, ...move.cards];
    }
  }
  return melds;
}

/** How many copies of each face the seat has not seen: not in its hand, any meld, the red threes, the pile. */
function unseenFaces(view: BuracoView): { readonly copies: Map<string, number>; readonly total: number } {
  const copies = new Map<string, number>();
  for (const card of physicalDeck(view.options))
    copies.set(cardOf(card), (copies.get(cardOf(card)) ?? 0) + 1);
  const seen = [
    ...(view.cards ?? []),
    ...view.melds.flat().flatMap((meld) => meld.cards),
    ...view.redThrees.flat(),
    ...(view.pile ?? (view.pileTop === null ? [] : [view.pileTop])),
  ];
  for (const card of seen) copies.set(cardOf(card), Math.max(0, (copies.get(cardOf(card)) ?? 0) - 1));
  let total = 0;
  for (const n of copies.values()) total += n;
  return { copies, total };
}

/**
 * The expected canasta bonuses `draws` draws bring to `melds`: each meld one card short of a canasta
 * completed by an unseen card that fits it (naturally for the natural bonus, with a wild for the mixed).
 */
function roundCanastas(
  melds: readonly (readonly string[])[],
  draws: number,
  unseen: ReturnType<typeof unseenFaces>,
  options: MeldOptions,
): number {
  if (unseen.total === 0) return 0;
  let gain = 0;
  for (const meld of melds) {
    if (meld.length !== CANASTA_LENGTH - 1) continue;
    let natural = 0;
    let wild = 0;
    for (const [face, n] of unseen.copies) {
      if (n === 0 || extendMeld(meld, [face], options) === null) continue;
      if (isWild(face)) wild += n;
      else natural += n;
    }
    const chance = (outs: number) => 1 - (1 - outs / unseen.total) ** draws;
    const clean = meld.some(isWild) ? 0 : chance(natural);
    const mixed = meld.some(isWild) ? chance(natural + wild) : chance(wild);
    gain += clean * NATURAL_CANASTA_BONUS + (1 - clean) * mixed * MIXED_CANASTA_BONUS;
  }
  return gain;
}

/** What going out now secures, and what another round is expected to bring each side (points). */
export interface GoingOutEstimate {
  /** The going-out bonus, the opponents' cards counted at once, their morto's penalty if not played. */
  readonly secured: number;
  /** The chance that playing on loses what going out secures (the stock, or opponents ending first). */
  readonly risk: number;
  /** The seat's side's expected gain in a round: canastas completed, its partner's cards melded. */
  readonly ourRound: number;
  /** The opponents' expected gain in a round: canastas completed, their cards melded, their morto taken. */
  readonly theirRound: number;
}

/** The estimate of going out by `plan` (which ends the hand) against playing another round. */
export function goingOutEstimate(view: BuracoView, plan: GoingOutPlan): GoingOutEstimate {
  const side = view.side ?? 0;
  const other = (side + 1) % view.teams.length;
  const options = tableMeldOptions(view.options);
  const seatsOf = (s: number): readonly Seat[] => view.teams[s] ?? [];
  const theirs = seatsOf(other);
  const partners = seatsOf(side).filter((seat) => seat !== view.seat);
  const theirMorto = view.mortos[other];
  const theirCards = theirs.reduce((sum, seat) => sum + (view.handCounts[seat] ?? 0), 0);
  const secured =
    GOING_OUT_BONUS +
    theirCards * MEAN_CARD_VALUE +
    (theirMorto === undefined || theirMorto.fate === "waiting" || theirMorto.pending !== null
      ? MORTO_PENALTY
      : 0);
  // The opponents' turns before the seat's next one all draw, so do its partners': the stock must last.
  const drawsBeforeNext = view.seats;
  const theyMayEnd =
    theirMorto?.fate === "taken" &&
    hasClosingCanasta(
      { melds: view.melds.map((ms) => ms.map((meld) => meld.cards)), options: view.options },
      other,
    );
  const mayEmptyNext = theirs.some((seat) => (view.handCounts[seat] ?? 0) <= GOING_OUT.fewCards)
    ? GOING_OUT.emptyingHand
    : 0;
  const risk = view.stockCount < drawsBeforeNext ? 1 : theyMayEnd ? mayEmptyNext : 0;
  const theirMortoWaits = theirMorto?.fate === "waiting";
  const unseen = unseenFaces(view);
  const melded = (seats: readonly Seat[]) =>
    seats.reduce(
      (sum, seat) =>
        sum + Math.min(view.handCounts[seat] ?? 0, GOING_OUT.meldedPerTurn) * 2 * MEAN_CARD_VALUE,
      0,
    );
  const ours = meldsAfter(view, side, plan);
  const ourRound = roundCanastas(ours, seatsOf(side).length, unseen, options) + melded(partners);
  const theirMelds = (view.melds[other] ?? []).map((meld) => meld.cards);
  const theirRound =
    roundCanastas(theirMelds, theirs.length, unseen, options) +
    melded(theirs) +
    (theirMortoWaits ? mayEmptyNext * MORTO_PENALTY : 0);
  return { secured, risk, ourRound, theirRound };
}

/**
 * Whether going out by `plan` is worth it for the view's seat: always to take its side's waiting
 * morto (it avoids the morto's penalty and brings cards to meld); to end the hand, unless another
 * round's expected gain for its side, less the opponents', beats what playing on risks losing by
 * `GOING_OUT.margin`.
 */
export function worthGoingOut(view: BuracoView, plan: GoingOutPlan): boolean {
  const side = view.side ?? sideOf(view.seat ?? 0);
  if (view.mortos[side]?.fate === "waiting") return true;
  const { secured, risk, ourRound, theirRound } = goingOutEstimate(view, plan);
  return (1 - risk) * (ourRound - theirRound) - risk * secured <= GOING_OUT.margin;
}
