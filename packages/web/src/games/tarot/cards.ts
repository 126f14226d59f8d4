/**
 * How the page names and draws French Tarot cards from their codes (`H10`, `SK`, `T21`, `EX`): each
 * suit's symbol, ink and pattern (two cues besides colour: the symbol's shape and the card's pattern),
 * the court cards, and the card in words in the page's language (the `tarot` namespace's `card.*`,
 * `suits.*`, `ranks.*` and `courtLetters.*` keys).
 */

/** A translation function as react-i18next gives it (`t` of the `tarot` namespace). */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A suit's pattern: a second cue besides the ink, so red and black suits never differ by colour alone. */
export type SuitPattern = "plain" | "dots" | "stripes" | "grid";

/** A suit's symbol, ink and pattern (hearts and diamonds red, spades and clubs black). */
export const SUIT_LOOKS: Readonly<Record<string, { symbol: string; ink: string; pattern: SuitPattern }>> = {
  S: { symbol: "♠", ink: "#1b1b1b", pattern: "plain" },
  H: { symbol: "♥", ink: "#b3261e", pattern: "dots" },
  D: { symbol: "♦", ink: "#b3261e", pattern: "stripes" },
  C: { symbol: "♣", ink: "#1b1b1b", pattern: "grid" },
};

/** The court ranks (jack, knight, queen, king) in the engine's codes, lowest first. */
export const COURT_RANKS = ["J", "N", "Q", "K"] as const;
export type CourtRank = (typeof COURT_RANKS)[number];

export const EXCUSE = "EX";
export const PETIT = "T1";
const TRUMP = "T";
const ACE = "1";

/** What a card code shows: a trump's number, the Excuse, or a suit card's rank and suit. */
export type CardFace =
  | { readonly kind: "trump"; readonly number: number }
  | { readonly kind: "excuse" }
  | { readonly kind: "suit"; readonly suit: string; readonly rank: string };

export function faceOf(code: string): CardFace {
  if (code === EXCUSE) return { kind: "excuse" };
  if (code.startsWith(TRUMP)) return { kind: "trump", number: Number(code.slice(1)) };
  return { kind: "suit", suit: code.slice(0, 1), rank: code.slice(1) };
}

export function isCourt(rank: string): rank is CourtRank {
  return (COURT_RANKS as readonly string[]).includes(rank);
}

/** The card in words: "king of hearts", "Roi de cœur", "trump 21", "the Excuse". */
export function cardName(code: string, t: Translate): string {
  const face = faceOf(code);
  if (face.kind === "excuse") return t("card.excuse");
  if (face.kind === "trump") {
    return code === PETIT ? t("card.petit") : t("card.trump", { number: face.number });
  }
  const suit = t(`suits.${face.suit}`);
  const rank = isCourt(face.rank) || face.rank === ACE ? t(`ranks.${face.rank}`) : face.rank;
  return t("card.suit", { rank, suit });
}

/** Cards in words, joined as a list ("king of hearts, 7 of clubs"). */
export function cardNames(codes: readonly string[], t: Translate): string {
  return codes.map((code) => cardName(code, t)).join(", ");
}

/** A card's corner index: "10", the court's letter in the page's language ("R", "K"), "21", "★". */
export function cornerLabel(code: string, t: Translate): string {
  const face = faceOf(code);
  if (face.kind === "excuse") return "★";
  if (face.kind === "trump") return String(face.number);
  return isCourt(face.rank) ? t(`courtLetters.${face.rank}`) : face.rank;
}

/** Whether the card is an oudler (the 21, the Petit, the Excuse). */
export function isOudler(code: string): boolean {
  return code === EXCUSE || code === PETIT || code === `${TRUMP}21`;
}
