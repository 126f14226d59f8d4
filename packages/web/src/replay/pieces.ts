/**
 * A move's words split into what the page draws: plain words, and the cards or tiles the move names,
 * each with its code (drawn small beside its words by `MoveText`). The engine's `describe` names SET,
 * Patterns, Tarot and Buraco cards in words ("two red solid ovals", « le Roi de cœur »); those words
 * are found again by matching every card's words of the game, in the move's language. Ruhd moves name
 * a tile by its code and a cell by its coordinates ("G4B2Y2G1 at (0, 2)"): both are put in words here.
 */
import type * as Engine from "@parlor/engine";
import type { TFunction } from "i18next";
import { whereWords } from "../games/ruhd/where";

/** A piece of a move's words: plain text, or the words of a card or tile with its code. */
export interface MovePart {
  readonly text: string;
  /** The code of the card or tile these words name: drawn beside them. */
  readonly piece?: string;
}

type EngineModule = typeof Engine;

/**
 * The SET deck shapes whose cards are found by their words: every shape of at most this many cards
 * (the classic 81 and the smaller decks of the options; a larger deck's moves keep their words only).
 */
const MOST_CARDS_NAMED = 256;
const SET_VALUES = [3, 4, 5, 6] as const;
const SET_MOST_FEATURES = 8;

/** Every card of the game and its words in `lang`, as (words, code) pairs; none for a game without cards. */
export function cardNames(
  engine: EngineModule,
  game: string,
  lang: string,
): readonly (readonly [string, string])[] {
  switch (game) {
    case "set-classic":
    case "set-pc":
    case "set-super": {
      const pairs: [string, string][] = [];
      for (const values of SET_VALUES) {
        for (let features = 1; features <= SET_MOST_FEATURES; features++) {
          const shape = { features, values };
          const size = values ** features;
          if (size > MOST_CARDS_NAMED) break;
          for (let id = 0; id < size; id++)
            pairs.push([
              engine.set.setCardWords(shape, id, lang as Engine.Lang),
              engine.set.cardCode(shape, id),
            ]);
        }
      }
      return pairs;
    }
    case "set-patterns":
      return Array.from({ length: engine.set.deckSize(engine.set.CLASSIC) }, (_, id) => {
        const code = engine.set.cardCode(engine.set.CLASSIC, id);
        return [engine.set.patternsCardWords(code, lang as Engine.Lang), code] as const;
      });
    case "tarot":
      return engine.tarot.DECK.map(
        (code) => [engine.tarot.tarotCardWords(code, lang as Engine.Lang), code] as const,
      );
    case "buraco":
      return [...engine.buraco.DECK, engine.buraco.JOKER].map(
        (code) => [engine.buraco.buracoCardWords(code, lang as Engine.Lang), code] as const,
      );
    default:
      return [];
  }
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A matcher of every card's words, the longest first, never inside a longer word. */
interface Matcher {
  readonly pattern: RegExp;
  readonly codes: ReadonlyMap<string, string>;
}

/** The words of each card mapped to its code (the first card with those words keeps them). */
export function matcherOf(names: readonly (readonly [string, string])[]): Matcher | null {
  const codes = new Map<string, string>();
  for (const [words, code] of names) if (words !== code && !codes.has(words)) codes.set(words, code);
  if (codes.size === 0) return null;
  const alternatives = [...codes.keys()].sort((a, b) => b.length - a.length).map(escape);
  // Not preceded or followed by a letter or digit: "one red oval" is not found in "one red ovals".
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join("|")})(?![\\p{L}\\p{N}])`, "gu");
  return { pattern, codes };
}

/** `text` split at every card's words `matcher` knows. */
export function splitByNames(text: string, matcher: Matcher | null): MovePart[] {
  if (!matcher) return [{ text }];
  const parts: MovePart[] = [];
  let from = 0;
  for (const match of text.matchAll(matcher.pattern)) {
    const at = match.index ?? 0;
    if (at > from) parts.push({ text: text.slice(from, at) });
    parts.push({ text: match[0], piece: matcher.codes.get(match[0]) });
    from = at + match[0].length;
  }
  if (from < text.length) parts.push({ text: text.slice(from) });
  return parts;
}

/** A Ruhd tile's code: four sides, each a colour letter and a number ("G4B2Y2G1"). */
const TILE_CODE = "(?:[GYBR][1-4]){4}";
/** A cell as the engine writes it: "(2, -1)". */
const CELL = "\\((-?\\d+), (-?\\d+)\\)";
/** A tile laid at a cell: "G4B2Y2G1 at (0, 2)", « G4B2Y2G1 en (0, 2) », "G4B2Y2G1 em (0, 2)". */
const TILE_AT = new RegExp(`(?<![A-Z0-9])(${TILE_CODE}) (?:at|en|em) ${CELL}`, "g");
const TILE_ALONE = new RegExp(`(?<![A-Z0-9])(${TILE_CODE})(?![A-Z0-9])`, "g");
const CELL_ALONE = new RegExp(CELL, "g");

/**
 * A Ruhd move's words with its codes put in words: the tile laid becomes a picture with "a tile 2
 * cells right of the L's corner" (in `t`'s language), any other cell its words too.
 */
export function ruhdParts(text: string, t: TFunction<string>): MovePart[] {
  const parts: MovePart[] = [];
  const cells = (words: string) =>
    words.replace(CELL_ALONE, (_, x: string, y: string) => whereWords(Number(x), Number(y), t));
  let from = 0;
  const found = [...text.matchAll(TILE_AT)].map((m) => ({
    at: m.index ?? 0,
    length: m[0].length,
    code: m[1] ?? "",
    words: t("common:replay.tileWhere", { where: whereWords(Number(m[2]), Number(m[3]), t) }),
  }));
  const alone = [...text.matchAll(TILE_ALONE)]
    .filter((m) => !found.some((f) => (m.index ?? 0) >= f.at && (m.index ?? 0) < f.at + f.length))
    .map((m) => ({
      at: m.index ?? 0,
      length: m[0].length,
      code: m[1] ?? "",
      words: t("common:replay.aTile"),
    }));
  for (const f of [...found, ...alone].sort((a, b) => a.at - b.at)) {
    if (f.at > from) parts.push({ text: cells(text.slice(from, f.at)) });
    parts.push({ text: f.words, piece: f.code });
    from = f.at + f.length;
  }
  if (from < text.length) parts.push({ text: cells(text.slice(from)) });
  return parts;
}

const matchers = new Map<string, Matcher | null>();
const wordsByCode = new Map<string, ReadonlyMap<string, string>>();

/**
 * A card or tile of `game` in words from its code, in `lang` ("two red solid ovals", "green 1 up, green
 * 4 right, blue 2 down, yellow 2 left"); the code itself when the game has no words for it.
 */
export function pieceWords(engine: EngineModule, game: string, code: string, lang: string): string {
  if (game === "ruhd") return engine.ruhd.tileWords(code, 0, lang as Engine.Lang);
  const key = `${game}:${lang}`;
  let words = wordsByCode.get(key);
  if (words === undefined) {
    const map = new Map<string, string>();
    for (const [name, pieceCode] of cardNames(engine, game, lang))
      if (!map.has(pieceCode)) map.set(pieceCode, name);
    words = map;
    wordsByCode.set(key, words);
  }
  return words.get(code) ?? code;
}

/**
 * A move's words split into words and pieces, for `game` in `lang`: Ruhd's codes put in words, other
 * games' cards found by their words (the matchers are built once per game and language).
 */
export function moveParts(
  engine: EngineModule,
  game: string,
  text: string,
  lang: string,
  t: TFunction<string>,
): MovePart[] {
  if (game === "ruhd") return ruhdParts(text, t);
  const key = `${game}:${lang}`;
  let matcher = matchers.get(key);
  if (matcher === undefined) {
    matcher = matcherOf(cardNames(engine, game, lang));
    matchers.set(key, matcher);
  }
  return splitByNames(text, matcher);
}

/** The words of a move's parts, as a screen reader and a search read them. */
export function partsText(parts: readonly MovePart[]): string {
  return parts.map((p) => p.text).join("");
}
