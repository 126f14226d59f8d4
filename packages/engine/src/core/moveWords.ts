/**
 * A move in words as parts (`describe`): plain words, and the cards, seats, numbers and cells the
 * sentence names, each with the words that say it in the sentence's language and what it stands for
 * (a card's code, a seat, a number's value, a cell's coordinates). A page draws a card beside its
 * words, styles a name, puts a cell in its own words; a simple client joins the words (`moveSentence`).
 * The games build their sentences with `say`, a tagged template that keeps what it is given as parts,
 * so the word tables read as sentences in every language.
 */
import type { Seat } from "./game.js";

/** Words with nothing behind them. */
export interface TextPart {
  readonly kind: "text";
  readonly text: string;
}

/**
 * A card (or a Ruhd tile) the move names: its code, and the words that name it in the sentence ("the
 * king of hearts", « le 7 de cœur »; a rank alone in a run whose suit is said once, « 7 »; a tile's code).
 */
export interface CardPart {
  readonly kind: "card";
  readonly code: string;
  readonly text: string;
}

/** A seat the move names: by the caller's name for it, "Player 2", or the reader's "you" ("You" first). */
export interface SeatPart {
  readonly kind: "seat";
  readonly seat: Seat;
  readonly text: string;
}

/** A number the move says, as the language writes it ("40.5", « 40,5 »). */
export interface NumberPart {
  readonly kind: "number";
  readonly value: number;
  readonly text: string;
}

/**
 * A cell of a board without edges, by its coordinates from the board's first cell (x to the right, y
 * up), in the engine's words "(2, -1)": a page may say where it lies in its own words.
 */
export interface CellPart {
  readonly kind: "cell";
  readonly x: number;
  readonly y: number;
  readonly text: string;
}

/** One part of a move's words. */
export type MovePart = TextPart | CardPart | SeatPart | NumberPart | CellPart;

/** A move in words: its parts in order, no two words parts side by side, none empty. */
export type MoveWords = readonly MovePart[];

/** What words are made of in `say`: words, a number (a number part), a part, or words already made. */
export type Wording = string | number | MovePart | MoveWords;

/** A card named by `text`. */
export const cardPart = (code: string, text: string): CardPart => ({ kind: "card", code, text });

/** A number written as `text` (the language's way of writing `value`). */
export const numberPart = (value: number, text: string): NumberPart => ({ kind: "number", value, text });

/** A cell at (x, y), said `text`. */
export const cellPart = (x: number, y: number, text: string): CellPart => ({ kind: "cell", x, y, text });

/** A seat named `text`. */
export const seatPart = (seat: Seat, text: string): SeatPart => ({ kind: "seat", seat, text });

/** `wording` added to `parts`, words joining the words before them; nothing for empty words. */
function append(parts: MovePart[], wording: Wording): void {
  if (typeof wording === "string") {
    if (wording === "") return;
    const last = parts[parts.length - 1];
    if (last?.kind === "text") parts[parts.length - 1] = { kind: "text", text: last.text + wording };
    else parts.push({ kind: "text", text: wording });
  } else if (typeof wording === "number") {
    parts.push(numberPart(wording, String(wording)));
  } else if (Array.isArray(wording)) {
    for (const part of wording as MoveWords) append(parts, part);
  } else {
    const part = wording as MovePart;
    if (part.kind === "text") append(parts, part.text);
    else parts.push(part);
  }
}

/** Any wordings as one move's words, in order. */
export function wordsOf(...wordings: readonly Wording[]): MoveWords {
  const parts: MovePart[] = [];
  for (const wording of wordings) append(parts, wording);
  return parts;
}

/**
 * Words from a template: its literal strings are words, what it interpolates stays what it is (a
 * card, a seat, a number), so `` say`${who} plays ${card}` `` keeps the player and the card as parts.
 */
export function say(strings: TemplateStringsArray, ...values: readonly Wording[]): MoveWords {
  const parts: MovePart[] = [];
  strings.forEach((literal, i) => {
    append(parts, literal);
    if (i < values.length) append(parts, values[i] as Wording);
  });
  return parts;
}

/** Wordings one after another with `separator` between them: clauses joined by "; ". */
export function joinWords(wordings: readonly Wording[], separator: string): MoveWords {
  return wordsOf(...wordings.flatMap((wording, i) => (i === 0 ? [wording] : [separator, wording])));
}

/** The sentence of a move's words: every part's words, joined. */
export function moveSentence(words: MoveWords): string {
  return words.map((part) => part.text).join("");
}
