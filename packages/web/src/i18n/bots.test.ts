/**
 * Every bot level of every game has its words in every language: a short label for the lobby's seat
 * choice, "Bot: easy" (`lobby.seatBot` with the level's name, `botLevels`), and a one-line description
 * shown under the choice for the level chosen (`bots.<game>.<level>`). Keys built at run time escape
 * the scan of keys.test.ts, so this test reads them from the engine's catalogue.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { listGames } from "@parlor/engine";
import { describe, expect, it } from "vitest";

const LANGUAGES = ["en", "fr", "pt-BR"] as const;

/**
 * The longest label of a seat's choice: it fits the set-up form's narrow list ("Robot : difficile"),
 * the person's and the friend's choices as the bots'.
 */
const LABEL_MAX = 24;
/** The longest description: a line under the choice, two at most in the lobby's side column. */
const DESCRIPTION_MAX = 80;

function common(lang: string): {
  bots: Record<string, Record<string, string>>;
  botLevels: Record<string, string>;
  lobby: { seatBot: string; seatHere: string; seatInvite: string };
} {
  const file = fileURLToPath(new URL(`./locales/${lang}/common.json`, import.meta.url));
  return JSON.parse(readFileSync(file, "utf8")) as ReturnType<typeof common>;
}

/** Every game's levels, from the engine's catalogue. */
const LEVELS = listGames().flatMap((game) =>
  Object.keys(game.bots).map((level) => ({ game: game.id, level })),
);

describe("the bots' words", () => {
  it.each(LANGUAGES)("name and describe every level of every game in %s", (lang) => {
    const strings = common(lang);
    const missing: string[] = [];
    for (const { game, level } of LEVELS) {
      if (!strings.botLevels[level]?.trim()) missing.push(`botLevels.${level}`);
      if (!strings.bots[game]?.[level]?.trim()) missing.push(`bots.${game}.${level}`);
    }
    expect(missing).toEqual([]);
  });

  it.each(LANGUAGES)("give every level a short label and a one-line description in %s", (lang) => {
    const strings = common(lang);
    // The label names the level alone: what the bot plays like is the description's.
    expect(strings.lobby.seatBot).toContain("{{level}}");
    expect(strings.lobby.seatBot).not.toContain("{{description}}");
    const tooLong = [strings.lobby.seatHere, strings.lobby.seatInvite].filter((l) => l.length > LABEL_MAX);
    for (const { game, level } of LEVELS) {
      const label = strings.lobby.seatBot.replace("{{level}}", strings.botLevels[level] ?? "");
      if (label.length > LABEL_MAX) tooLong.push(label);
      const description = strings.bots[game]?.[level] ?? "";
      if (description.length > DESCRIPTION_MAX || description.includes("\n")) tooLong.push(description);
    }
    expect(tooLong).toEqual([]);
  });
});
