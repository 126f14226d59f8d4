/**
 * The games with a rules page, in the lobby's order, and the addresses of the rules pages and the
 * lesson: `/rules` (every game), `/rules/<game>` (one game), `/learn` (the find-the-set lesson).
 */
export const RULES_GAMES = [
  "set-classic",
  "set-pc",
  "set-patterns",
  "set-super",
  "ruhd",
  "tarot",
  "buraco",
] as const;
export type RulesGame = (typeof RULES_GAMES)[number];

export const RULES_PATH = "/rules";
export const LEARN_PATH = "/learn";

/** The address of a game's own lesson (`GameUi.lesson`): `/learn/tarot`. */
export const lessonPath = (game: string): string => `${LEARN_PATH}/${encodeURIComponent(game)}`;

/**
 * The games the lesson teaches to play, whose lobby tiles link it (as their rules pages do): the SET
 * family, where finding a set is the game.
 */
export const LESSON_GAMES: readonly RulesGame[] = ["set-classic", "set-pc", "set-patterns", "set-super"];

/**
 * The games played in turns, whose tables may be turn-based (their engine's pace is "turns"); the
 * others are races, always live.
 */
export const TURN_BASED_GAMES: readonly RulesGame[] = ["ruhd", "tarot", "buraco"];

/** The address of a game's rules page. */
export const rulesPath = (game: string): string => `${RULES_PATH}/${encodeURIComponent(game)}`;

/** The game a `/rules/<game>` address names, or null (only the games above). */
export function rulesGameOf(path: string): RulesGame | null {
  const match = /^\/rules\/([^/]+)\/?$/.exec(path);
  const id = match?.[1] ? decodeURIComponent(match[1]) : null;
  return (RULES_GAMES as readonly string[]).includes(id ?? "") ? (id as RulesGame) : null;
}

/**
 * Where each game's rules text lives in the `rules` namespace (`setPc.goal`, `tarot.scoring`…): the
 * game's id in camel case.
 */
export const textKey = (game: RulesGame): string => game.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());
