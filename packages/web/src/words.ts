/** Counts and lists in words, as every screen of the page writes them. */

/** "1 point", "3 points", "-1 point": a count with its unit (given in the plural). */
export function counted(n: number, plural: string): string {
  return `${n} ${Math.abs(n) === 1 ? plural.replace(/s$/, "") : plural}`;
}

/** A list in words: "a", "a and b", "a, b and c". */
export function inWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}
