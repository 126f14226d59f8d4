/**
 * French Tarot moves in words (`describe`): bids, the call, the discard (how many cards, and the
 * trumps it shows), the chelem, poignées, cards played, who won the trick, the partner revealed, the
 * deal scored and void deals. Only what the table saw: a hidden card is never named.
 */
import type { MoveEntry, Seat } from "../../core/game.js";
import { eventsSince } from "../../core/events.js";
import {
  clause,
  COMMON_WORDS,
  inLang,
  mover,
  named,
  NBSP,
  type CommonWords,
  type Lang,
  type Named,
  type Translations,
} from "../../core/lang.js";
import {
  cardPart,
  joinWords,
  say,
  type CardPart,
  type MoveWords,
  type Wording,
} from "../../core/moveWords.js";
import type { Bid, Contract, TarotAction } from "./actions.js";
import { EXCUSE, PETIT, rankOf, suitOf, trumpNumber, type Rank, type Suit } from "./cards.js";
import type { Chelem } from "./scoring.js";
import type { DealResult, PoigneeSize, TarotEvent, TarotState } from "./state.js";

/**
 * The sentences of French Tarot, in one language. A seat that does something (`Named`) may be the
 * reader's own: the sentence is then in the second person ("You bid Prise").
 */
interface TarotWords {
  readonly contracts: Readonly<Record<Contract, string>>;
  /** A suit card: "the king of hearts", « le Roi de cœur », "o Rei de copas". */
  suitCard(rank: Rank, suit: Suit): string;
  trump(n: number): string;
  readonly petit: string;
  readonly excuse: string;
  bid(who: Named, bid: Bid): MoveWords;
  takes(taker: Named, contract: string): MoveWords;
  readonly dogShown: string;
  readonly dogUnseen: string;
  call(who: Named, card: Wording): MoveWords;
  /** The discard: how many cards, and the trumps it shows (listed), if any. */
  discard(who: Named, count: number, shown: Wording | null): MoveWords;
  chelem(who: Named, announce: boolean): MoveWords;
  poignee(who: Named, size: PoigneeSize, cards: Wording): MoveWords;
  play(who: Named, card: Wording): MoveWords;
  wins(winner: Named): MoveWords;
  partner(partner: Named, alone: boolean): Wording;
  voidDeal(reason: "petit-sec" | "all-passed", seat: Named | null): Wording;
  /** A scored deal; `scores` is every seat's mark, `common` the language's numbers and counts. */
  scored(result: DealResult, taker: Named, contract: string, scores: Wording, common: CommonWords): MoveWords;
}

/** The contracts keep their French names in every language. */
const CONTRACTS: Readonly<Record<Contract, string>> = {
  prise: "Prise",
  garde: "Garde",
  "garde-sans": "Garde sans",
  "garde-contre": "Garde contre",
};

const EN_FACES: Readonly<Record<string, string>> = { J: "jack", N: "knight", Q: "queen", K: "king" };
const EN_SUITS: Readonly<Record<Suit, string>> = { S: "spades", H: "hearts", D: "diamonds", C: "clubs" };
const EN_CHELEMS: Readonly<Record<Chelem, string>> = {
  "announced-made": "a chelem announced and made",
  made: "a chelem made unannounced",
  "announced-failed": "a chelem announced and failed",
  defence: "a chelem by the defence",
};

const EN: TarotWords = {
  contracts: CONTRACTS,
  suitCard: (rank, suit) => `the ${EN_FACES[rank] ?? rank} of ${EN_SUITS[suit]}`,
  trump: (n) => `the ${n} of trumps`,
  petit: "the Petit",
  excuse: "the Excuse",
  bid: (who, bid) =>
    bid === "pass"
      ? clause(who, "passes", "pass")
      : clause(who, say`bids ${CONTRACTS[bid]}`, say`bid ${CONTRACTS[bid]}`),
  takes: (taker, contract) => clause(taker, say`takes a ${contract}`, say`take a ${contract}`),
  dogShown: "the dog is shown",
  dogUnseen: "nobody sees the dog",
  call: (who, card) => clause(who, say`calls ${card}`, say`call ${card}`),
  discard: (who, count, shown) =>
    clause(
      who,
      say`discards ${count} cards${shown === null ? "" : say` (shows ${shown})`}`,
      say`discard ${count} cards${shown === null ? "" : say` (show ${shown})`}`,
    ),
  chelem: (who, announce) =>
    announce
      ? clause(who, "announces a chelem", "announce a chelem")
      : clause(who, "announces no chelem", "announce no chelem"),
  poignee: (who, size, cards) =>
    clause(who, say`shows a ${size} poignée: ${cards}`, say`show a ${size} poignée: ${cards}`),
  play: (who, card) => clause(who, say`plays ${card}`, say`play ${card}`),
  wins: (winner) => clause(winner, "wins the trick", "win the trick"),
  partner: (partner, alone) =>
    alone
      ? "the taker called their own card and plays alone"
      : clause(partner, "is the taker's partner", "are the taker's partner"),
  voidDeal: (reason, seat) =>
    reason === "petit-sec"
      ? say`the deal is void: Petit sec (${seat?.part ?? ""})`
      : "everybody passed: the deal is void",
  scored: (result, taker, contract, scores, common) =>
    say`deal ${result.deal}: ${taker.you ? "your" : say`${taker.part}'s`} ${contract} is ${result.made ? "made" : "lost"} (${common.counted(result.points, "points")} with ${common.counted(result.oudlers, "oudlers")}, ${result.target} needed${result.petitAuBout === null ? "" : say`, a Petit au bout to the ${result.petitAuBout}`}${result.chelem === null ? "" : say`, ${EN_CHELEMS[result.chelem]}`}): ${scores}`,
};

/** French ranks with their article: « l'as », « le 7 », « la Dame ». */
const FR_RANKS: Readonly<Record<string, string>> = {
  "1": "l'as",
  J: "le Valet",
  N: "le Cavalier",
  Q: "la Dame",
  K: "le Roi",
};
const FR_SUITS: Readonly<Record<Suit, string>> = { S: "pique", H: "cœur", D: "carreau", C: "trèfle" };
const FR_POIGNEES: Readonly<Record<PoigneeSize, string>> = {
  single: "une poignée simple",
  double: "une double poignée",
  triple: "une triple poignée",
};
const FR_CHELEMS: Readonly<Record<Chelem, string>> = {
  "announced-made": "chelem annoncé et réussi",
  made: "chelem réussi sans annonce",
  "announced-failed": "chelem annoncé et chuté",
  defence: "chelem de la défense",
};

const FR: TarotWords = {
  contracts: CONTRACTS,
  suitCard: (rank, suit) => `${FR_RANKS[rank] ?? `le ${rank}`} de ${FR_SUITS[suit]}`,
  trump: (n) => `l'atout ${n}`,
  petit: "le Petit",
  excuse: "l'Excuse",
  bid: (who, bid) =>
    bid === "pass"
      ? clause(who, "passe", "passez")
      : clause(who, say`annonce une ${CONTRACTS[bid]}`, say`annoncez une ${CONTRACTS[bid]}`),
  takes: (taker, contract) =>
    clause(taker, say`remporte les enchères en ${contract}`, say`remportez les enchères en ${contract}`),
  dogShown: "le Chien est montré à tous",
  dogUnseen: "personne ne voit le Chien",
  call: (who, card) => clause(who, say`appelle ${card}`, say`appelez ${card}`),
  discard: (who, count, shown) =>
    clause(
      who,
      say`fait son écart de ${count} cartes${shown === null ? "" : say` et montre ${shown}`}`,
      say`faites votre écart de ${count} cartes${shown === null ? "" : say` et montrez ${shown}`}`,
    ),
  chelem: (who, announce) =>
    announce
      ? clause(who, "annonce un chelem", "annoncez un chelem")
      : clause(who, "n'annonce pas de chelem", "n'annoncez pas de chelem"),
  poignee: (who, size, cards) =>
    clause(
      who,
      say`montre ${FR_POIGNEES[size]}${NBSP}: ${cards}`,
      say`montrez ${FR_POIGNEES[size]}${NBSP}: ${cards}`,
    ),
  play: (who, card) => clause(who, say`joue ${card}`, say`jouez ${card}`),
  wins: (winner) => clause(winner, "remporte le pli", "remportez le pli"),
  partner: (partner, alone) =>
    alone
      ? "le preneur a appelé une carte de sa main et joue seul"
      : clause(partner, "est le partenaire du preneur", "êtes le partenaire du preneur"),
  voidDeal: (reason, seat) =>
    reason === "petit-sec"
      ? say`donne annulée${NBSP}: Petit sec (${seat?.part ?? ""})`
      : say`tout le monde a passé${NBSP}: donne annulée`,
  scored: (result, taker, contract, scores, common) =>
    say`donne ${result.deal}${NBSP}: ${clause(taker, say`${result.made ? "réussit" : "chute"} sa ${contract}`, say`${result.made ? "réussissez" : "chutez"} votre ${contract}`)} (${common.counted(result.points, "points")} avec ${common.counted(result.oudlers, "bouts")}, il en fallait ${result.target}${result.petitAuBout === null ? "" : say`, Petit au bout pour ${result.petitAuBout === "attack" ? "l'attaque" : "la défense"}`}${result.chelem === null ? "" : say`, ${FR_CHELEMS[result.chelem]}`})${NBSP}: ${scores}`,
};

/** Portuguese ranks with their article: "o ás", "o 7", "a Dama". */
const PT_RANKS: Readonly<Record<string, string>> = {
  "1": "o ás",
  J: "o Valete",
  N: "o Cavaleiro",
  Q: "a Dama",
  K: "o Rei",
};
const PT_SUITS: Readonly<Record<Suit, string>> = { S: "espadas", H: "copas", D: "ouros", C: "paus" };
const PT_POIGNEES: Readonly<Record<PoigneeSize, string>> = {
  single: "uma poignée simples",
  double: "uma poignée dupla",
  triple: "uma poignée tripla",
};
const PT_CHELEMS: Readonly<Record<Chelem, string>> = {
  "announced-made": "chelem anunciado e feito",
  made: "chelem feito sem anúncio",
  "announced-failed": "chelem anunciado e perdido",
  defence: "chelem da defesa",
};

const PT_BR: TarotWords = {
  contracts: CONTRACTS,
  suitCard: (rank, suit) => `${PT_RANKS[rank] ?? `o ${rank}`} de ${PT_SUITS[suit]}`,
  trump: (n) => `o trunfo ${n}`,
  petit: "o Petit",
  excuse: "a Desculpa",
  bid: (who, bid) => clause(who, bid === "pass" ? "passa" : say`anuncia ${CONTRACTS[bid]}`),
  takes: (taker, contract) => clause(taker, say`vence o leilão com ${contract}`),
  dogShown: "o cachorro é mostrado a todos",
  dogUnseen: "ninguém vê o cachorro",
  call: (who, card) => clause(who, say`chama ${card}`),
  discard: (who, count, shown) =>
    clause(who, say`descarta ${count} cartas${shown === null ? "" : say` e mostra ${shown}`}`),
  chelem: (who, announce) => clause(who, announce ? "anuncia um chelem" : "não anuncia chelem"),
  poignee: (who, size, cards) => clause(who, say`mostra ${PT_POIGNEES[size]}: ${cards}`),
  play: (who, card) => clause(who, say`joga ${card}`),
  wins: (winner) => clause(winner, "leva a vaza"),
  partner: (partner, alone) =>
    alone
      ? "o atacante chamou uma carta da própria mão e joga sozinho"
      : clause(partner, "faz dupla com o atacante"),
  voidDeal: (reason, seat) =>
    reason === "petit-sec"
      ? say`mão anulada: Petit sec (${seat?.part ?? ""})`
      : "todos passaram: mão anulada",
  scored: (result, taker, contract, scores, common) =>
    say`mão ${result.deal}: ${clause(taker, say`${result.made ? "cumpriu" : "perdeu"} a ${contract}`)} (${common.counted(result.points, "pontos")} com ${common.counted(result.oudlers, "bouts")}, precisava de ${result.target}${result.petitAuBout === null ? "" : say`, Petit au bout para ${result.petitAuBout === "attack" ? "o ataque" : "a defesa"}`}${result.chelem === null ? "" : say`, ${PT_CHELEMS[result.chelem]}`}): ${scores}`,
};

const WORDS: Translations<TarotWords> = { en: EN, fr: FR, "pt-BR": PT_BR };

/**
 * A card in words: "the king of hearts", "the 4 of trumps", "the Petit", "the Excuse"; in French
 * « le Roi de cœur », « l'atout 4 », « le Petit », « l'Excuse »; in Portuguese "o Rei de copas",
 * "o trunfo 4", "o Petit", "a Desculpa".
 */
export function tarotCardWords(card: string, lang?: Lang): string {
  const words = inLang(WORDS, lang);
  if (card === EXCUSE) return words.excuse;
  if (card === PETIT) return words.petit;
  const trump = trumpNumber(card);
  if (trump !== null) return words.trump(trump);
  const suit = suitOf(card);
  const rank = rankOf(card);
  return suit === null || rank === null ? card : words.suitCard(rank, suit);
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
function eventWords(
  events: readonly TarotEvent[],
  words: TarotWords,
  common: CommonWords,
  seat: (s: Seat) => Named,
): Wording[] {
  return events.map((event) => {
    if (event.kind === "void")
      return words.voidDeal(event.reason, event.seat === null ? null : seat(event.seat));
    const result = event.result;
    const scores = joinWords(
      result.scores.map((score, s) => say`${seat(s).part} ${score > 0 ? "+" : ""}${common.number(score)}`),
      ", ",
    );
    return words.scored(result, seat(result.taker), words.contracts[result.contract], scores, common);
  });
}

/** `entry` in words (its cards and seats as parts), from the state before it and the one it made (deals end and start within a move). */
export function describeTarot(
  before: TarotState,
  entry: MoveEntry<TarotAction>,
  after: TarotState,
  lang?: Lang,
): MoveWords {
  const words = inLang(WORDS, lang);
  const common = inLang(COMMON_WORDS, lang);
  const name = mover(entry, lang);
  const seat = (s: Seat): Named => named(entry, s, lang);
  const card = (c: string): CardPart => cardPart(c, tarotCardWords(c, lang));
  const action = entry.action;
  const parts: Wording[] = [];
  switch (action.type) {
    case "bid":
      parts.push(words.bid(name, action.contract));
      break;
    case "call":
      parts.push(words.call(name, card(action.card)));
      break;
    case "discard":
      parts.push(
        words.discard(
          name,
          action.cards.length,
          after.shownDiscard.length > 0 ? common.list(after.shownDiscard.map(card)) : null,
        ),
      );
      break;
    case "chelem":
      parts.push(words.chelem(name, action.announce));
      break;
    case "poignee": {
      const shown = after.poignees.find((p) => p.seat === entry.seat);
      parts.push(words.poignee(name, shown?.size ?? "single", common.list((shown?.cards ?? []).map(card))));
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
  parts.push(...eventWords(eventsSince(before.events, after.events), words, common, seat));
  if (before.phase !== "over" && after.phase === "over") parts.push(common.gameOver);
  return joinWords(parts, common.semicolon);
}
