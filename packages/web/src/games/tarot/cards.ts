/**
 * How the page names and draws French Tarot cards from their codes (`H10`, `SN`, `T21`, `EX`): suit
 * symbols and colours (each suit with its own symbol, so colour is never the only cue), rank labels,
 * and the card in words for screen readers.
 */

/** A suit's symbol, name and ink (hearts and diamonds red, spades and clubs black). */
export const SUIT_LOOKS: Readonly<Record<string, { symbol: string; name: string; ink: string }>> = {
  S: { symbol: "♠", name: "spades", ink: "#1b1b1b" },
  H: { symbol: "♥", name: "hearts", ink: "#b3261e" },
  D: { symbol: "♦", name: "diamonds", ink: "#b3261e" },
  C: { symbol: "♣", name: "clubs", ink: "#1b1b1b" },
};

/** The court cards' letters as printed on French cards (valet, cavalier, dame, roi) and their names. */
export const COURTS: Readonly<Record<string, { label: string; name: string }>> = {
  J: { label: "V", name: "jack" },
  N: { label: "C", name: "knight" },
  Q: { label: "D", name: "queen" },
  K: { label: "R", name: "king" },
};

const EXCUSE = "EX";
const TRUMP = "T";

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

/** The card in words: "king of hearts", "trump 21", "the Excuse", "7 of clubs". */
export function cardName(code: string): string {
  const face = faceOf(code);
  if (face.kind === "excuse") return "the Excuse";
  if (face.kind === "trump") return face.number === 1 ? "trump 1 (the Petit)" : `trump ${face.number}`;
  const suit = SUIT_LOOKS[face.suit]?.name ?? face.suit;
  const rank = COURTS[face.rank]?.name ?? (face.rank === "1" ? "ace" : face.rank);
  return `${rank} of ${suit}`;
}

/** A card's corner label: "10", "R" (roi), "21", "★" for the Excuse. */
export function cornerLabel(code: string): string {
  const face = faceOf(code);
  if (face.kind === "excuse") return "★";
  if (face.kind === "trump") return String(face.number);
  return COURTS[face.rank]?.label ?? face.rank;
}
