/**
 * Counts and lists in words, as every screen of the page writes them, in the language in use (i18next,
 * `common:units.*` and `common:counts.*`; lists by `Intl.ListFormat`). Outside the page (unit tests
 * that never load the strings) they write English.
 */
import i18next from "i18next";

/** The `Intl` locale of a language of ours: English lists without the serial comma ("a, b and c"). */
function listLocale(): string {
  const language = i18next.resolvedLanguage ?? i18next.language ?? "en";
  return language === "en" || language.startsWith("en-") ? "en-GB" : language;
}

/** Whether the page's strings are loaded (not in unit tests that never load them). */
const translating = (): boolean => i18next.isInitialized && i18next.hasLoadedNamespace("common");

/**
 * "1 point", "3 points", "-1 point" ("1 point", "3 points"; "1 ponto", "3 pontos"): a count with its
 * unit, given as the English plural (`common:units.<plural>`: points, sets, cards, tiles, melds,
 * canastas, tricks, trumps, deals, hands, turns, moves, players, seats).
 */
export function counted(n: number, plural: string): string {
  if (translating()) return i18next.t(`common:units.${plural}`, { count: n });
  return `${n} ${Math.abs(n) === 1 ? plural.replace(/s$/, "") : plural}`;
}

/** A list in words: "a", "a and b", "a, b and c" ("a, b et c", "a, b e c"). */
export function inWords(items: readonly string[]): string {
  return new Intl.ListFormat(translating() ? listLocale() : "en-GB", {
    style: "long",
    type: "conjunction",
  }).format(items);
}

/** Alternatives in words: "2 or 4", "3, 4 or 5" ("2 ou 4", "2 ou 4"). */
export function orWords(items: readonly string[]): string {
  return new Intl.ListFormat(translating() ? listLocale() : "en-GB", {
    style: "long",
    type: "disjunction",
  }).format(items);
}

/** The seat counts a game may have, in words: "2 to 11", "2 or 4", "3, 4 or 5", "1" ("2 à 11"). */
export function seatCountsInWords(counts: readonly number[]): string {
  const first = counts[0];
  const last = counts[counts.length - 1];
  if (first === undefined || last === undefined)
    return translating() ? i18next.t("common:counts.none") : "no";
  if (counts.length > 2 && last - first === counts.length - 1)
    return translating() ? i18next.t("common:counts.range", { first, last }) : `${first} to ${last}`;
  return orWords(counts.map(String));
}
