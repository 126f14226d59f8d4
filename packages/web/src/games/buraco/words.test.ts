/**
 * The Buraco table's words: the same keys in English, French and Brazilian Portuguese, every key the
 * table's source names present, and the card, score and refusal keys it builds complete.
 */
import { readdirSync, readFileSync } from "node:fs";
import { RANKS, SUITS } from "@parlor/engine/buraco";
import { describe, expect, it } from "vitest";
import { LETTER_RANKS } from "./cards.js";
import { SCORE_LINES } from "./score.js";
import { REFUSAL_CODES } from "./problems.js";
import { buracoUi } from "./index.js";

const LANGUAGES = ["en", "fr", "pt-BR"] as const;
const PLURAL = /_(zero|one|two|few|many|other)$/;

type Words = { readonly [key: string]: string | Words };

const words = (language: string, namespace = "buraco"): Words =>
  JSON.parse(
    readFileSync(new URL(`../../i18n/locales/${language}/${namespace}.json`, import.meta.url), "utf8"),
  ) as Words;

/** The string at a dotted key. */
const at = (tree: Words, key: string): string => {
  const found = key
    .split(".")
    .reduce<string | Words | undefined>(
      (node, part) => (typeof node === "object" ? node[part] : undefined),
      tree,
    );
  if (typeof found !== "string") throw new Error(`no string at ${key}`);
  return found;
};

/** Every key, plural forms folded into their base key. */
function keysOf(tree: Words, prefix = ""): Set<string> {
  const keys = new Set<string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === "string") keys.add(`${prefix}${key.replace(PLURAL, "")}`);
    else for (const inner of keysOf(value, `${prefix}${key}.`)) keys.add(inner);
  }
  return keys;
}

/** The keys the source names literally: t("…") and t(`…`) without a placeholder. */
function keysInSource(): Set<string> {
  const keys = new Set<string>();
  const dir = new URL("./", import.meta.url);
  for (const file of readdirSync(dir)) {
    if (!/\.tsx?$/.test(file) || file.endsWith(".test.ts")) continue;
    const text = readFileSync(new URL(file, dir), "utf8");
    for (const match of text.matchAll(/\bt\(\s*["`]([\w.-]+)["`]/g)) keys.add(match[1] as string);
  }
  return keys;
}

describe("the Buraco table's words", () => {
  const english = keysOf(words("en"));

  it.each(LANGUAGES)("has every key in %s, and no other", (language) => {
    expect([...keysOf(words(language))].sort()).toEqual([...english].sort());
  });

  it("has every key the table names", () => {
    const named = keysInSource();
    expect(named.size).toBeGreaterThan(40);
    expect([...named].filter((key) => !english.has(key))).toEqual([]);
  });

  it("has every rank, suit, score line and refusal the table words", () => {
    const built = [
      ...RANKS.map((rank) => `card.rank.${rank}`),
      ...SUITS.map((suit) => `card.suit.${suit}`),
      ...LETTER_RANKS.map((rank) => `card.index.${rank}`),
      ...SCORE_LINES.map((line) => `score.lines.${line}`),
      ...REFUSAL_CODES.map((code) => `refusal.${code}`),
      "meld.kind.run",
      "meld.kind.group",
      "meld.canasta.natural",
      "meld.canasta.mixed",
      "seats.you",
      "seats.partner",
      "seats.opponent",
    ];
    expect(built.filter((key) => !english.has(key))).toEqual([]);
  });

  // One deal (the rules' "hand": dealt, played and scored) has one name on all of the game's pages:
  // the table's running sheet, the end screen's and the replay's sheet of the match (the game's
  // `dealWord`), the score pad's sheet and its titles.
  it.each(LANGUAGES)("names a deal by one word on every sheet and title in %s", (language) => {
    expect(buracoUi.dealWord).toBe("common:games.buraco.deal");
    // In English, the rules' own word (shared/rules/buraco.md and the rules page say "hand").
    expect(at(words("en", "common"), "games.buraco.deal")).toBe("Hand");
    const deal = at(words(language, "common"), "games.buraco.deal");
    const table = words(language);
    const pad = words(language, "buracoScorepad");
    expect(at(table, "score.deal")).toBe(deal);
    expect(at(pad, "sheet.deal")).toBe(deal);
    for (const numbered of [
      at(table, "banner.deal"),
      at(table, "score.wentOut"),
      at(table, "score.stockRanOut"),
      at(pad, "form.titleNew"),
      at(pad, "breakdown.title"),
      at(pad, "status.scored"),
    ])
      expect(numbered.startsWith(`${deal} {{`)).toBe(true);
  });

  it("says the Brazilian words in Portuguese", () => {
    const pt = JSON.stringify(words("pt-BR"));
    for (const word of [
      "canastra limpa",
      "canastra suja",
      "morto",
      "lixo",
      "Monte",
      "batida",
      "trinca",
      "sequência",
    ])
      expect(pt).toContain(word);
  });
});
