/**
 * The addresses of the rules pages and the lessons: `/rules` (every game), `/rules/<game>` (one game,
 * `GameUi.rules`), `/learn` (the find-the-set lesson), `/learn/<game>` (a game's own).
 */
export const RULES_PATH = "/rules";
export const LEARN_PATH = "/learn";

/** The address of a game's own lesson (`GameUi.lesson`): `/learn/tarot`. */
export const lessonPath = (game: string): string => `${LEARN_PATH}/${encodeURIComponent(game)}`;

/** The address of a game's rules page. */
export const rulesPath = (game: string): string => `${RULES_PATH}/${encodeURIComponent(game)}`;

/**
 * Where each game's rules text lives in the `rules` namespace (`setPc.goal`, `tarot.scoring`…): the
 * game's id in camel case.
 */
export const textKey = (game: string): string => game.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());
