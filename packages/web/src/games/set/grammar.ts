/**
 * Sentences about players in any of the page's languages: a seat that is "you" (the one seat this page
 * plays) takes the second person ("You flip next", "À vous de retourner"), given to `t` as the context
 * `you` (keys `…_you`); others take the third person with their name. Lists of names are the
 * language's own ("A, B and C", "A, B et C", "A, B e C").
 */

/** Whether the seat is "you": the one seat this page plays (two on one keyboard are players A and B). */
export function isYou(seat: number, held: readonly number[]): boolean {
  return held.length === 1 && held[0] === seat;
}

/** The `context` option of `t` for a sentence whose subject is `seat`. */
export function youContext(seat: number, held: readonly number[]): "you" | undefined {
  return isYou(seat, held) ? "you" : undefined;
}

/** Items as a list in words, in `language`: "a, b and c" (or "a or b" for a disjunction). */
export function listWords(
  items: readonly string[],
  language: string,
  type: "conjunction" | "disjunction" = "conjunction",
): string {
  return new Intl.ListFormat(language, { style: "long", type }).format(items);
}
