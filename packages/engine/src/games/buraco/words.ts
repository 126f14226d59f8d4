/**
 * Buraco cards in words in every language of the site, as each language's players name them: in
 * English by rank and suit symbol ("7♥", "a joker"); in French « le 7 de cœur », « le joker »; in
 * Brazilian Portuguese "o 7 de copas", "o curingão". A run names its suit once: « les 7, 8 et 9 de
 * cœur », "7, 8 e 9 de copas"; other melds name each card. Canastas as each language says them.
 * A meld's cards are card parts of a move's words: in a run whose suit is said once, each rank is its
 * card's part (« les [7], [8] et [9] de cœur »), so a page can draw every card of the meld.
 */
import { COMMON_WORDS, DEFAULT_LANG, inLang, type Lang, type Translations } from "../../core/lang.js";
import { cardPart, joinWords, say, type MoveWords } from "../../core/moveWords.js";
import { cardOf, isJoker, rankOf, suitOf, type Rank, type Suit } from "./cards.js";
import type { CanastaKind } from "./melds.js";

/** How one language names cards, alone and in a meld. */
interface CardWords {
  /** A card alone: "7♥", « le 7 de cœur ». */
  card(card: string): string;
  /** The cards of a meld or an addition, in their order: "7♥ 8♥ 9♥", « les 7, 8 et 9 de cœur ». */
  cards(cards: readonly string[], lang: Lang): MoveWords;
  /** A canasta: "a natural canasta", « canasta pure », "canastra limpa". */
  readonly canastas: Readonly<Record<CanastaKind, string>>;
}

const SYMBOLS: Readonly<Record<Suit, string>> = { S: "♠", H: "♥", D: "♦", C: "♣" };

const EN: CardWords = {
  card: (card) => {
    if (isJoker(card)) return "a joker";
    const suit = suitOf(card);
    return `${rankOf(card) ?? cardOf(card)}${suit === null ? "" : SYMBOLS[suit]}`;
  },
  cards: (cards) =>
    joinWords(
      cards.map((card) => cardPart(cardOf(card), EN.card(card))),
      " ",
    ),
  canastas: { natural: "a natural canasta", mixed: "a mixed canasta" },
};

/** A language that names a card "rank of suit", with an article when the card stands alone. */
interface SpokenDeck {
  readonly ranks: Readonly<Partial<Record<Rank, string>>>;
  readonly suits: Readonly<Record<Suit, string>>;
  /** "de" in « 7 de cœur ». */
  readonly of: string;
  /** The rank with its article: « le 7 », « l'as », "a dama". */
  withArticle(rank: string): string;
  /** A run's ranks of one suit, listed: « les 4, 5 et 6 », "4, 5 e 6". */
  run(ranks: MoveWords): MoveWords;
  /** A joker, with its article: « le joker », "o curingão". */
  readonly theJoker: string;
  readonly canastas: Readonly<Record<CanastaKind, string>>;
}

function spoken(deck: SpokenDeck): CardWords {
  const rank = (card: string): string => {
    const r = rankOf(card);
    return r === null ? cardOf(card) : (deck.ranks[r] ?? r);
  };
  const alone = (card: string): string => {
    const suit = suitOf(card);
    return isJoker(card) || suit === null
      ? deck.theJoker
      : `${deck.withArticle(rank(card))} ${deck.of} ${deck.suits[suit]}`;
  };
  return {
    card: alone,
    cards: (cards, lang) => {
      const common = inLang(COMMON_WORDS, lang);
      const suit = suitOf(cards[0] ?? "");
      // Cards of one suit, each rank once (a run, its wild a 2 of that suit): the suit said once.
      const run =
        suit !== null &&
        cards.length > 1 &&
        cards.every((card) => suitOf(card) === suit) &&
        new Set(cards.map(rank)).size === cards.length;
      return run
        ? say`${deck.run(common.list(cards.map((card) => cardPart(cardOf(card), rank(card)))))} ${deck.of} ${deck.suits[suit]}`
        : common.list(cards.map((card) => cardPart(cardOf(card), alone(card))));
    },
    canastas: deck.canastas,
  };
}

const FR = spoken({
  ranks: { A: "as", J: "valet", Q: "dame", K: "roi" },
  suits: { S: "pique", H: "cœur", D: "carreau", C: "trèfle" },
  of: "de",
  withArticle: (rank) => (rank === "as" ? "l'as" : rank === "dame" ? "la dame" : `le ${rank}`),
  run: (ranks) => say`les ${ranks}`,
  theJoker: "le joker",
  canastas: { natural: "canasta pure", mixed: "canasta impure" },
});

const PT_BR = spoken({
  ranks: { A: "ás", J: "valete", Q: "dama", K: "rei" },
  suits: { S: "espadas", H: "copas", D: "ouros", C: "paus" },
  of: "de",
  withArticle: (rank) => (rank === "dama" ? `a ${rank}` : `o ${rank}`),
  run: (ranks) => ranks,
  theJoker: "o curingão",
  canastas: { natural: "canastra limpa", mixed: "canastra suja" },
});

const WORDS: Translations<CardWords> = { en: EN, fr: FR, "pt-BR": PT_BR };

/** A card alone in words: `7♥`, « le 7 de cœur », "o 7 de copas"; a joker. */
export function buracoCardWords(card: string, lang?: Lang): string {
  return inLang(WORDS, lang).card(card);
}

/**
 * A meld's (or an addition's) cards in words, each card a part: `7♥ 8♥ 9♥`, « les 7, 8 et 9 de cœur »,
 * "7, 8 e 9 de copas".
 */
export function buracoCardsWords(cards: readonly string[], lang?: Lang): MoveWords {
  return inLang(WORDS, lang).cards(cards, lang ?? DEFAULT_LANG);
}

/** A canasta in words: "a natural canasta", « canasta impure », "canastra limpa". */
export function canastaWords(kind: CanastaKind, lang?: Lang): string {
  return inLang(WORDS, lang).canastas[kind];
}
