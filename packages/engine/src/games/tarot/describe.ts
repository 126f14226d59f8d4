/**
 * French Tarot moves in words (`describe`): bids, the call, the discard (how many cards, and the
 * trumps it shows), the chelem, poignées, cards played, who won the trick, the partner revealed, the
 * deal scored and void deals. Only what the table saw: a hidden card is never named.
 */
import type { MoveEntry, Seat } from "../../core/game.js";
import { eventsSince } from "../../core/events.js";
import { COMMON_WORDS, inLang, moverName, seatNamed, type Lang, type Translations } from "../../core/lang.js";
import type { Bid, Contract, TarotAction } from "./actions.js";
import { EXCUSE, PETIT, rankOf, suitOf, trumpNumber, type Rank, type Suit } from "./cards.js";
import type { DealResult, PoigneeSize, TarotEvent, TarotState } from "./state.js";

/** The sentences of French Tarot, in one language. */
interface TarotWords {
  readonly contracts: Readonly<Record<Contract, string>>;
  readonly suits: Readonly<Record<Suit, string>>;
  readonly ranks: Readonly<Record<Rank, string>>;
  readonly poignees: Readonly<Record<PoigneeSize, string>>;
  suitCard(rank: string, suit: string): string;
  trump(n: number): string;
  readonly petit: string;
  readonly excuse: string;
  bid(name: string, bid: Bid): string;
  takes(taker: string, contract: string): string;
  readonly dogShown: string;
  readonly dogUnseen: string;
  call(name: string, card: string): string;
  discard(name: string, count: number, shown: readonly string[]): string;
  chelem(name: string, announce: boolean): string;
  poignee(name: string, size: string, cards: readonly string[]): string;
  play(name: string, card: string): string;
  wins(winner: string): string;
  partner(partner: string, alone: boolean): string;
  voidDeal(reason: "petit-sec" | "all-passed", seat: string | null): string;
  scored(result: DealResult, taker: string, contract: string, scores: string): string;
}

const EN: TarotWords = {
  contracts: { prise: "Prise", garde: "Garde", "garde-sans": "Garde sans", "garde-contre": "Garde contre" },
  suits: { S: "spades", H: "hearts", D: "diamonds", C: "clubs" },
  ranks: {
    "1": "1",
    "2": "2",
    "3": "3",
    "4": "4",
    "5": "5",
    "6": "6",
    "7": "7",
    "8": "8",
    "9": "9",
    "10": "10",
    J: "jack",
    N: "knight",
    Q: "queen",
    K: "king",
  },
  poignees: { single: "single", double: "double", triple: "triple" },
  suitCard: (rank, suit) => `the ${rank} of ${suit}`,
  trump: (n) => `the ${n} of trumps`,
  petit: "the Petit",
  excuse: "the Excuse",
  bid: (name, bid) => (bid === "pass" ? `${name} passes` : `${name} bids ${EN.contracts[bid]}`),
  takes: (taker, contract) => `${taker} takes a ${contract}`,
  dogShown: "the dog is shown",
  dogUnseen: "nobody sees the dog",
  call: (name, card) => `${name} calls ${card}`,
  discard: (name, count, shown) =>
    `${name} discards ${count} cards${shown.length > 0 ? ` (shows ${inLang(COMMON_WORDS).list(shown)})` : ""}`,
  chelem: (name, announce) => (announce ? `${name} announces a chelem` : `${name} announces no chelem`),
  poignee: (name, size, cards) => `${name} shows a ${size} poignée: ${inLang(COMMON_WORDS).list(cards)}`,
  play: (name, card) => `${name} plays ${card}`,
  wins: (winner) => `${winner} wins the trick`,
  partner: (partner, alone) =>
    alone ? `the taker called their own card and plays alone` : `${partner} is the taker's partner`,
  voidDeal: (reason, seat) =>
    reason === "petit-sec"
      ? `the deal is void: Petit sec (${seat ?? ""})`
      : "everybody passed: the deal is void",
  scored: (result, taker, contract, scores) =>
    `deal ${result.deal}: ${taker}'s ${contract} is ${result.made ? "made" : "lost"} (${result.points} points with ${result.oudlers} oudler${result.oudlers === 1 ? "" : "s"}, ${result.target} needed${result.petitAuBout === null ? "" : `, a Petit au bout to the ${result.petitAuBout}`}${result.chelem === null ? "" : `, chelem ${result.chelem}`}): ${scores}`,
};

const WORDS: Translations<TarotWords> = { en: EN };

/** A card in words: "the king of hearts", "the 4 of trumps", "the Petit", "the Excuse". */
export function tarotCardWords(card: string, lang?: Lang): string {
  const words = inLang(WORDS, lang);
  if (card === EXCUSE) return words.excuse;
  if (card === PETIT) return words.petit;
  const trump = trumpNumber(card);
  if (trump !== null) return words.trump(trump);
  const suit = suitOf(card);
  const rank = rankOf(card);
  return suit === null || rank === null ? card : words.suitCard(words.ranks[rank], words.suits[suit]);
}

/**
 * Cards whose names are public in this state though they lie in hidden places (the dog shown, the
 * called card, poignées, the discard's trumps): describe may name them.
 */
export function shownCards(state: TarotState): string[] {
  const called = state.called === null ? [] : [state.called];
  return [
    ...(state.shownDog ?? []),
    ...called,
    ...state.poignees.flatMap((p) => p.cards),
    ...state.shownDiscard,
  ];
}

/** What the events since the move say: void deals and scored deals. */
function eventWords(events: readonly TarotEvent[], words: TarotWords, seat: (s: Seat) => string): string[] {
  return events.map((event) => {
    if (event.kind === "void")
      return words.voidDeal(event.reason, event.seat === null ? null : seat(event.seat));
    const result = event.result;
    const scores = result.scores.map((score, s) => `${seat(s)} ${score > 0 ? "+" : ""}${score}`).join(", ");
    return words.scored(result, seat(result.taker), words.contracts[result.contract], scores);
  });
}

/** `entry` in words, from the state before it and the one it made (deals end and start within a move). */
export function describeTarot(
  before: TarotState,
  entry: MoveEntry<TarotAction>,
  after: TarotState,
  lang?: Lang,
): string {
  const words = inLang(WORDS, lang);
  const common = inLang(COMMON_WORDS, lang);
  const name = moverName(entry, lang);
  const seat = (s: Seat): string => seatNamed(entry, s, lang);
  const card = (c: string): string => tarotCardWords(c, lang);
  const action = entry.action;
  const parts: string[] = [];
  switch (action.type) {
    case "bid":
      parts.push(words.bid(name, action.contract));
      break;
    case "call":
      parts.push(words.call(name, card(action.card)));
      break;
    case "discard":
      parts.push(words.discard(name, action.cards.length, after.shownDiscard.map(card)));
      break;
    case "chelem":
      parts.push(words.chelem(name, action.announce));
      break;
    case "poignee": {
      const shown = after.poignees.find((p) => p.seat === entry.seat);
      parts.push(
        words.poignee(name, words.poignees[shown?.size ?? "single"], (shown?.cards ?? []).map(card)),
      );
      break;
    }
    case "play":
      parts.push(words.play(name, card(action.card)));
      break;
  }
  // The bidding ended in a contract (and the 5-player call made): who takes, and whether the dog is shown.
  const decided = before.phase === "bidding" || before.phase === "call";
  if (decided && after.contract !== null && after.phase !== "bidding" && after.phase !== "call") {
    if (action.type === "bid")
      parts.push(words.takes(seat(after.taker ?? 0), words.contracts[after.contract]));
    parts.push(after.shownDog === null ? words.dogUnseen : words.dogShown);
  } else if (
    before.phase === "bidding" &&
    after.phase === "call" &&
    after.taker !== null &&
    after.contract !== null
  ) {
    parts.push(words.takes(seat(after.taker), words.contracts[after.contract]));
  }
  if (action.type === "play") {
    if (before.partner === null && after.partner !== null) {
      parts.push(words.partner(seat(after.partner), after.partner === after.taker));
    }
    const scored = after.dealsScored > before.dealsScored;
    const won = scored
      ? after.results[after.results.length - 1]?.lastTrick
      : after.tricks[after.tricks.length - 1];
    if ((scored || after.tricks.length > before.tricks.length) && won !== undefined && won !== null) {
      parts.push(words.wins(seat(won.winner)));
    }
  }
  parts.push(...eventWords(eventsSince(before.events, after.events), words, seat));
  if (before.phase !== "over" && after.phase === "over") parts.push(common.gameOver);
  return parts.join("; ");
}
