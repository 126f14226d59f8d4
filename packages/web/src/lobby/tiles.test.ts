/**
 * No two lobby tiles read alike, in any language: every game of the engine's catalogue has a title
 * and a line saying what kind of game it is (`common:lobby.kinds.<game>`), and no two tiles share
 * either their kind or their title and kind together ("Tarot" the card game and "Patterns: Tarot",
 * "SET" and "PC Set Game" are told apart at a glance).
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { listGames } from "@parlor/engine";
import { describe, expect, it } from "vitest";

const LANGUAGES = ["en", "fr", "pt-BR"] as const;

function common(lang: string): {
  games: Record<string, { title?: string }>;
  lobby: { kinds?: Record<string, string> };
} {
  const file = fileURLToPath(new URL(`../i18n/locales/${lang}/common.json`, import.meta.url));
  return JSON.parse(readFileSync(file, "utf8")) as ReturnType<typeof common>;
}

describe("the lobby's game tiles", () => {
  it.each(LANGUAGES)("each say their title and their kind, no two alike, in %s", (lang) => {
    const strings = common(lang);
    const tiles = listGames().map((game) => ({
      game: game.id,
      title: strings.games[game.id]?.title?.trim() ?? "",
      kind: strings.lobby.kinds?.[game.id]?.trim() ?? "",
    }));
    expect(tiles.filter((t) => t.title === "" || t.kind === "")).toEqual([]);
    const kinds = tiles.map((t) => t.kind.toLowerCase());
    expect(new Set(kinds).size).toBe(kinds.length);
    const read = tiles.map((t) => `${t.title} · ${t.kind}`.toLowerCase());
    expect(new Set(read).size).toBe(read.length);
  });
});
