/**
 * The web page's games: one line per game, by the engine's id. Adding a game is its folder here
 * (`games/<id>/`: its board, its cards or tiles, its `GameUi`) and one line below; the lobby, the
 * table page, the replays and the routes read this record and name no game.
 */
import { LEARN_PATH, lessonPath } from "../rules/games";
import { buracoUi } from "./buraco";
import { ruhdUi } from "./ruhd";
import { classicUi } from "./set-classic";
import { patternsUi } from "./set-patterns";
import { pcUi } from "./set-pc";
import { superUi } from "./set-super";
import { tarotUi } from "./tarot";
import type { GamePage, GameUi } from "./ui";

export type { GamePage, GamePieces, GameUi, PageKey } from "./ui";

export const GAME_UIS: Readonly<Record<string, GameUi>> = {
  "set-classic": classicUi,
  "set-pc": pcUi,
  "set-patterns": patternsUi,
  "set-super": superUi,
  ruhd: ruhdUi,
  tarot: tarotUi,
  buraco: buracoUi,
};

/** The UI of the game `id`, or undefined (only the record's own keys: never `toString`). */
export function gameUi(id: string | null): GameUi | undefined {
  return id !== null && Object.hasOwn(GAME_UIS, id) ? GAME_UIS[id] : undefined;
}

/** The games with a lesson of their own (`/learn/<id>`, `GameUi.lesson`), in the record's order. */
export const LESSON_UIS: readonly string[] = Object.keys(GAME_UIS).filter((id) => GAME_UIS[id]?.lesson);

/**
 * Where a game is taught: its own lesson (`/learn/<id>`), the find-the-set lesson for the SET family
 * (`/learn`), or nowhere (null).
 */
export function learnPathOf(id: string): string | null {
  if (LESSON_UIS.includes(id)) return lessonPath(id);
  return gameUi(id)?.rules.familyLesson !== undefined ? LEARN_PATH : null;
}

/** Every game's own pages (their routes and lobby links), in the record's order. */
export const GAME_PAGES: readonly GamePage[] = Object.values(GAME_UIS).flatMap((ui) => ui.pages ?? []);

/** The namespace of a key with one (`"tarotCalculator:page.loading"` → `tarotCalculator`). */
export const namespaceOf = (key: string): string => key.slice(0, key.indexOf(":"));

/**
 * The namespaces the lobby and the routes load for the pages' words: `common` first (the default
 * one), then each namespace the pages' keys name, once.
 */
export const PAGE_NAMESPACES: readonly string[] = [
  ...new Set([
    "common",
    ...GAME_PAGES.flatMap((page) => [page.loading, page.link.prompt, page.link.label].map(namespaceOf)),
  ]),
];

/** The lesson at `/learn`: the one a family of games shares (the find-the-set lesson), if any. */
export const FAMILY_LESSON = Object.values(GAME_UIS).find((ui) => ui.rules.familyLesson)?.rules.familyLesson;
