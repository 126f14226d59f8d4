/**
 * The words the page gives a seat, a bot, a spectator or the page's own person ("Player 2",
 * "Bot 2 (easy)", "Spectator", "You") are reserved: the server refuses them as a person's name
 * (`SEAT_LABELS` of @parlor/protocol, read by the server's people/names.ts), so nobody can pass for
 * one. This test keeps the two in step: every such label, in every language, is in SEAT_LABELS.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { SEAT_LABELS } from "@parlor/protocol";
import { describe, expect, it } from "vitest";

const LANGUAGES = ["en", "fr", "pt-BR"] as const;

/** The labels of seats, bots, spectators and "you", by namespace and key. */
const LABELS: readonly (readonly [namespace: string, key: string])[] = [
  ["common", "players.you"],
  ["common", "players.letter"],
  ["common", "players.bot"],
  ["common", "players.player"],
  ["common", "lobby.seat"],
  ["common", "lobby.seatBot"],
  ["common", "waiting.seat"],
  ["common", "waiting.bot"],
  ["common", "waiting.you"],
  ["lifecycle", "waiting.you"],
  ["chat", "spectator"],
  ["chat", "you"],
  ["people", "badge.label"],
  ["people", "player.bot"],
];

function label(lang: string, namespace: string, key: string): string {
  const file = fileURLToPath(new URL(`./locales/${lang}/${namespace}.json`, import.meta.url));
  let value: unknown = JSON.parse(readFileSync(file, "utf8"));
  for (const part of key.split(".")) value = (value as Record<string, unknown> | undefined)?.[part];
  if (typeof value !== "string") throw new Error(`${lang}/${namespace}.json has no string ${key}`);
  return value;
}

describe("the labels of seats, bots and spectators", () => {
  const reserved = new Set(SEAT_LABELS.map((l) => l.toLowerCase()));

  it.each(LANGUAGES)("are reserved names in %s", (lang) => {
    const missing = LABELS.map(([namespace, key]) => label(lang, namespace, key)).filter(
      (text) => !reserved.has(text.toLowerCase()),
    );
    expect(missing).toEqual([]);
  });
});
