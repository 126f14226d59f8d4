/**
 * Every bot level of every game has its words in every language: its level's name (`botLevels`,
 * "Bot 2 (easy)") and the lobby's one-line description (`bots.<game>.<level>`). Keys built at run time
 * escape the scan of keys.test.ts, so this test reads them from the engine's catalogue.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { listGames } from "@parlor/engine";
import { describe, expect, it } from "vitest";

const LANGUAGES = ["en", "fr", "pt-BR"] as const;

function common(lang: string): {
  bots: Record<string, Record<string, string>>;
  botLevels: Record<string, string>;
} {
  const file = fileURLToPath(new URL(`./locales/${lang}/common.json`, import.meta.url));
  return JSON.parse(readFileSync(file, "utf8")) as ReturnType<typeof common>;
}

describe("the bots' words", () => {
  it.each(LANGUAGES)("name and describe every level of every game in %s", (lang) => {
    const strings = common(lang);
    const missing: string[] = [];
    for (const game of listGames())
      for (const level of Object.keys(game.bots)) {
        if (!strings.botLevels[level]?.trim()) missing.push(`botLevels.${level}`);
        if (!strings.bots[game.id]?.[level]?.trim()) missing.push(`bots.${game.id}.${level}`);
      }
    expect(missing).toEqual([]);
  });
});
