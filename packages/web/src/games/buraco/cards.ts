/**
 * How the page names and draws Buraco's cards from their codes (`7H`, `10S`, `AD`, `JK`; physical ids
 * such as `7H.1` are read through the engine's `cardOf`): each suit its own symbol and its own ink (a
 * four-colour deck in the Okabe–Ito palette, so neither colour nor shape alone tells a suit), the wild
 * 2s and the jokers marked, and the card in words (in the page's language) for screen readers.
 */
import { cardOf, isJoker, isWild, rankOf, suitOf } from "@parlor/engine/buraco";
import type { TFunction } from "i18next";

/** A suit's symbol and ink: spades black, hearts vermilion, diamonds blue, clubs green. */
export const SUIT_LOOKS: Readonly<Record<string, { readonly symbol: string; readonly ink: string }>> = {
  S: { symbol: "♠", ink: "#1b1b1b" },
  H: { symbol: "♥", ink: "#c0392b" },
  D: { symbol: "♦", ink: "#0060a0" },
  C: { symbol: "♣", ink: "#007a5a" },
};

/** A joker's ink. */
export const JOKER_INK = "#5b2a86";

/** What a card shows: a joker, or a rank and suit (a 2 being wild). */
export type CardFace =
  | { readonly kind: "joker" }
  | { readonly kind: "suit"; readonly rank: string; readonly suit: string; readonly wild: boolean };

/** The face of a code or a physical id. */
export function faceOf(card: string): CardFace {
  if (isJoker(card)) return { kind: "joker" };
  const code = cardOf(card);
  return {
    kind: "suit",
    rank: rankOf(code) ?? code.slice(0, -1),
    suit: suitOf(code) ?? code.slice(-1),
    wild: isWild(code),
  };
}

/** The ranks whose corner index is a letter of the language's own (French decks: R, D, V for K, Q, J). */
export const LETTER_RANKS: readonly string[] = ["A", "J", "Q", "K"];

/** The rank as the card's corner shows it in the translator's language: `10`, `K`, or `R` in French. */
export function cornerIndex(rank: string, t: TFunction<"buraco">): string {
  return LETTER_RANKS.includes(rank) ? t(`card.index.${rank}`) : rank;
}

/** The card in words, in the translator's language: "king of hearts", "2 of clubs (wild)", "joker (wild)". */
export function cardName(card: string, t: TFunction<"buraco">): string {
  const face = faceOf(card);
  if (face.kind === "joker") return t("card.joker");
  const name = t("card.name", {
    rank: t(`card.rank.${face.rank}`, { defaultValue: face.rank }),
    suit: t(`card.suit.${face.suit}`),
  });
  return face.wild ? t("card.wild", { card: name }) : name;
}

/** Items as one list in `language`: "a, b and c", "a, b et c", "a, b e c". */
export function listed(items: readonly string[], language: string): string {
  return new Intl.ListFormat(language, { type: "conjunction" }).format(items);
}

/** Cards in words, as a list: "7 of hearts, 8 of hearts and 9 of hearts". */
export function cardsNamed(cards: readonly string[], t: TFunction<"buraco">, language: string): string {
  return listed(
    cards.map((card) => cardName(card, t)),
    language,
  );
}
