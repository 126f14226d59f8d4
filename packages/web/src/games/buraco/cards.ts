/**
 * How the page names and draws Buraco's cards from their codes (`7H`, `10S`, `AD`, `JK`; physical ids
 * such as `7H.1` are read through the engine's `cardOf`): suit symbols and colours (each suit with its
 * own symbol, so colour is never the only cue), the wild 2s and the jokers marked, and the card in
 * words for screen readers.
 */
import { cardOf, isJoker, isWild, rankOf, suitOf } from "@parlor/engine/buraco";

/** A suit's symbol, name and ink (hearts and diamonds red, spades and clubs black). */
export const SUIT_LOOKS: Readonly<Record<string, { symbol: string; name: string; ink: string }>> = {
  S: { symbol: "♠", name: "spades", ink: "#1b1b1b" },
  H: { symbol: "♥", name: "hearts", ink: "#b3261e" },
  D: { symbol: "♦", name: "diamonds", ink: "#b3261e" },
  C: { symbol: "♣", name: "clubs", ink: "#1b1b1b" },
};

/** The ranks with a name of their own. */
const RANK_NAMES: Readonly<Record<string, string>> = { A: "ace", J: "jack", Q: "queen", K: "king" };

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

/** The card in words: "king of hearts", "2 of clubs (wild)", "joker (wild)". */
export function cardName(card: string): string {
  const face = faceOf(card);
  if (face.kind === "joker") return "joker (wild)";
  const name = `${RANK_NAMES[face.rank] ?? face.rank} of ${SUIT_LOOKS[face.suit]?.name ?? face.suit}`;
  return face.wild ? `${name} (wild)` : name;
}

/** Cards in words, as a list: "7 of hearts, 8 of hearts and 9 of hearts". */
export function cardsNamed(cards: readonly string[]): string {
  const names = cards.map(cardName);
  if (names.length <= 1) return names.join("");
  return `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}
