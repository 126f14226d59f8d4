import { isSet } from "./sets.js";

/**
 * Two straightforward set finders, kept as references: the test oracle and the benchmark's
 * baselines. Neither is used by the games.
 */

/** Every triple checked with `isSet`: O(n³). Same output order as `findSets`. */
export function findSetsBruteForce(cards: readonly string[]): string[][] {
  const sets: string[][] = [];
  const unique = [...new Set(cards)];
  for (let i = 0; i < unique.length; i++)
    for (let j = i + 1; j < unique.length; j++)
      for (let k = j + 1; k < unique.length; k++) {
        const triple = [unique[i]!, unique[j]!, unique[k]!];
        if (isSet(triple)) sets.push(triple);
      }
  return sets;
}

/** The third card's code, digit by digit, without checking its input (the baseline's inner step). */
function thirdCode(a: string, b: string): string {
  let c = "";
  for (let f = 0; f < a.length; f++) c += String((6 - a.charCodeAt(f) - b.charCodeAt(f) + 96) % 3);
  return c;
}

/** For each pair, build the third card's string and look it up in a hash set: O(n²). */
export function findSetsHashSet(cards: readonly string[]): string[][] {
  const unique = [...new Set(cards)];
  const position = new Map<string, number>(unique.map((card, i) => [card, i]));
  const sets: string[][] = [];
  for (let i = 0; i < unique.length; i++)
    for (let j = i + 1; j < unique.length; j++) {
      const third = thirdCode(unique[i]!, unique[j]!);
      const k = position.get(third);
      if (k !== undefined && k > j) sets.push([unique[i]!, unique[j]!, third]);
    }
  return sets;
}
