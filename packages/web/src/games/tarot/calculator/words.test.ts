/**
 * The calculator names the game's things as the table does, in every language: the same contract
 * (a Prise is a Prise on both pages), the same poignée sizes and the same roles. The table's words
 * (`tarot.json`) are the reference; the calculator's (`tarotCalculator.json`) follow them.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { CONTRACTS, POIGNEES } from "@parlor/engine/tarot";
import { describe, expect, it } from "vitest";

const LANGUAGES = ["en", "fr", "pt-BR"] as const;

/** The roles both pages name in words. */
const ROLES = ["taker", "partner", "defender"] as const;

type Words = Record<string, Record<string, string>>;

function words(lang: string, namespace: string): Words {
  const file = fileURLToPath(new URL(`../../../i18n/locales/${lang}/${namespace}.json`, import.meta.url));
  return JSON.parse(readFileSync(file, "utf8")) as Words;
}

describe("the Tarot calculator's words", () => {
  it.each(LANGUAGES)("name the contracts, poignées and roles as the table does, in %s", (lang) => {
    const table = words(lang, "tarot");
    const calculator = words(lang, "tarotCalculator");
    for (const contract of CONTRACTS)
      expect(calculator.contract?.[contract], contract).toBe(table.contracts?.[contract]);
    for (const size of POIGNEES) {
      const name = table.poigneeSizes?.[size]?.toLowerCase() ?? "";
      expect(name, size).not.toBe("");
      expect(calculator.poigneeKind?.[size]?.toLowerCase(), size).toMatch(new RegExp(`^${name}\\b`, "u"));
      expect(calculator.poigneeShort?.[size]?.toLowerCase(), size).toMatch(new RegExp(`\\b${name}\\b`, "u"));
    }
    for (const role of ROLES) expect(calculator.breakdown?.[role], role).toBe(table.roles?.[role]);
  });
});
