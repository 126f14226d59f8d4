/**
 * Every string of the page in every language: for each namespace (a file per language under
 * locales/), the same keys in English, French and Brazilian Portuguese, none empty, each with the same
 * `{{variables}}`. A plural family (`x_one`, `x_other` …) counts as one key `x`: it must exist in every
 * language, each with the plural forms of that language (`Intl.PluralRules`: French and Portuguese
 * also `x_many`).
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "./index.js";

const LOCALES = fileURLToPath(new URL("./locales", import.meta.url));

/** i18next's plural suffixes (CLDR categories), and its own `_zero` for a count of 0. */
const PLURAL = /^(.+)_(zero|one|two|few|many|other)$/;

/** A language's strings of one namespace, flattened: "lobby.presets.bot" → "Me against a bot". */
export function flatten(tree: unknown, prefix = "", into = new Map<string, unknown>()): Map<string, unknown> {
  if (tree !== null && typeof tree === "object" && !Array.isArray(tree)) {
    for (const [key, value] of Object.entries(tree)) flatten(value, prefix ? `${prefix}.${key}` : key, into);
  } else into.set(prefix, tree);
  return into;
}

/** The `{{variables}}` of a string, sorted. */
export function variables(text: string): string[] {
  return [...new Set([...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1] ?? ""))].sort();
}

/** The counts a page shows: scores, cards, seats … (French and Portuguese "many" starts at a million). */
const SHOWN_COUNTS = Array.from({ length: 20_001 }, (_, i) => i - 10_000);

/** The plural forms (`Intl.PluralRules` categories) a language uses for the counts a page shows. */
export function pluralForms(language: string): string[] {
  const rules = new Intl.PluralRules(language);
  return [...new Set(SHOWN_COUNTS.map((n) => rules.select(n)))].sort();
}

/** A namespace's keys in one language: single keys, and plural families with their forms and variables. */
interface Keys {
  readonly single: Map<string, string>;
  readonly families: Map<string, { forms: Set<string>; variables: Set<string> }>;
}

export function keysOf(strings: Map<string, unknown>): { keys: Keys; problems: string[] } {
  const single = new Map<string, string>();
  const families = new Map<string, { forms: Set<string>; variables: Set<string> }>();
  const problems: string[] = [];
  for (const [key, value] of strings) {
    if (typeof value !== "string") {
      problems.push(`${key}: not a string (${JSON.stringify(value)})`);
      continue;
    }
    if (value.trim() === "") problems.push(`${key}: empty`);
    const plural = PLURAL.exec(key);
    if (plural?.[1] && plural[2]) {
      const family = families.get(plural[1]) ?? { forms: new Set<string>(), variables: new Set<string>() };
      family.forms.add(plural[2]);
      for (const v of variables(value)) family.variables.add(v);
      families.set(plural[1], family);
    } else single.set(key, value);
  }
  return { keys: { single, families }, problems };
}

const languages = LANGUAGES.map((l) => l.code);
const namespaces = [
  ...new Set(
    readdirSync(LOCALES, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .flatMap((entry) => readdirSync(join(LOCALES, entry.name)))
      .filter((name) => name.endsWith(".json"))
      .map((name) => name.slice(0, -".json".length)),
  ),
].sort();

function load(language: string, namespace: string): Keys | string {
  let text: string;
  try {
    text = readFileSync(join(LOCALES, language, `${namespace}.json`), "utf8");
  } catch {
    return `${language}/${namespace}.json is missing`;
  }
  const { keys, problems } = keysOf(flatten(JSON.parse(text)));
  return problems.length > 0 ? problems.map((p) => `${language}/${namespace}.json ${p}`).join("\n") : keys;
}

/** Every difference between the languages' strings of a namespace, in words. */
export function compare(byLanguage: ReadonlyMap<string, Keys>, namespace: string): string[] {
  const problems: string[] = [];
  const [first, ...others] = [...byLanguage.keys()];
  if (first === undefined) return problems;
  const base = byLanguage.get(first)!;
  for (const [language, keys] of byLanguage) {
    const where = `${language}/${namespace}.json`;
    // Every plural form the language uses for the counts a page shows, in every family of its own.
    const categories = pluralForms(language);
    for (const [family, { forms }] of keys.families) {
      const missing = categories.filter((c) => !forms.has(c));
      if (missing.length > 0) problems.push(`${where}: ${family} lacks the forms ${missing.join(", ")}`);
      // A key both plain and plural is two different things to i18next.
      if (keys.single.has(family)) problems.push(`${where}: ${family} is both a key and a plural family`);
    }
  }
  for (const language of others) {
    const keys = byLanguage.get(language)!;
    const pair = `${first} and ${language} (${namespace})`;
    for (const key of base.single.keys())
      if (!keys.single.has(key))
        problems.push(`${language}/${namespace}.json lacks ${key} (${first} has it)`);
    for (const key of keys.single.keys())
      if (!base.single.has(key))
        problems.push(`${first}/${namespace}.json lacks ${key} (${language} has it)`);
    for (const family of base.families.keys())
      if (!keys.families.has(family))
        problems.push(`${language}/${namespace}.json lacks the plural family ${family}_* (${first} has it)`);
    for (const family of keys.families.keys())
      if (!base.families.has(family))
        problems.push(`${first}/${namespace}.json lacks the plural family ${family}_* (${language} has it)`);
    for (const [key, text] of base.single) {
      const other = keys.single.get(key);
      if (other === undefined) continue;
      const [a, b] = [variables(text), variables(other)];
      if (a.join() !== b.join())
        problems.push(`${pair}: ${key} has {{${a.join(", ")}}} against {{${b.join(", ")}}}`);
    }
    for (const [family, { variables: vars }] of base.families) {
      const other = keys.families.get(family);
      if (!other) continue;
      const [a, b] = [[...vars].sort(), [...other.variables].sort()];
      if (a.join() !== b.join())
        problems.push(`${pair}: ${family}_* has {{${a.join(", ")}}} against {{${b.join(", ")}}}`);
    }
  }
  return problems;
}

describe("the page's strings", () => {
  it("are read from every language's folder", () => {
    expect(namespaces).toContain("common");
    expect(languages).toEqual(["en", "fr", "pt-BR"]);
  });

  for (const namespace of namespaces) {
    it(`${namespace}: the same keys in every language, none empty, with the same {{variables}}`, () => {
      const problems: string[] = [];
      const byLanguage = new Map<string, Keys>();
      for (const language of languages) {
        const keys = load(language, namespace);
        if (typeof keys === "string") problems.push(keys);
        else byLanguage.set(language, keys);
      }
      problems.push(...compare(byLanguage, namespace));
      expect(problems, problems.join("\n")).toEqual([]);
    });
  }
});

describe("the comparison itself", () => {
  const keys = (tree: unknown): Keys => keysOf(flatten(tree)).keys;

  it("finds a key missing in a language, either way, and different variables", () => {
    const problems = compare(
      new Map([
        ["en", keys({ a: "A {{n}}", b: "B" })],
        ["fr", keys({ a: "A {{m}}", c: "C" })],
      ]),
      "test",
    );
    expect(problems).toEqual([
      "fr/test.json lacks b (en has it)",
      "en/test.json lacks c (fr has it)",
      "en and fr (test): a has {{n}} against {{m}}",
    ]);
  });

  it("takes plural families as one key, each with its language's forms", () => {
    expect(pluralForms("en")).toEqual(["one", "other"]);
    expect(pluralForms("fr")).toEqual(["one", "other"]);
    const en = keys({ x_one: "{{count}} point", x_other: "{{count}} points" });
    const fr = keys({ x_one: "{{count}} point" });
    expect(
      compare(
        new Map([
          ["en", en],
          ["fr", fr],
        ]),
        "test",
      ),
    ).toEqual(["fr/test.json: x lacks the forms other"]);
    const frFull = keys({
      x_one: "{{count}} point",
      x_many: "{{count}} de points",
      x_other: "{{count}} points",
    });
    expect(
      compare(
        new Map([
          ["en", en],
          ["fr", frFull],
        ]),
        "test",
      ),
    ).toEqual([]);
    expect(
      compare(
        new Map([
          ["en", en],
          ["fr", keys({ x: "points" })],
        ]),
        "test",
      ),
    ).toEqual(["en/test.json lacks x (fr has it)", "fr/test.json lacks the plural family x_* (en has it)"]);
  });

  it("finds empty strings", () => {
    expect(keysOf(flatten({ a: { b: " " } })).problems).toEqual(["a.b: empty"]);
  });
});
