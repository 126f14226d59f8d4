/**
 * Finding a physical tile among the 48 by what is printed on it: a query is read as sides, in the
 * order a player reads them clockwise from any side ("B2Y2" finds G4B2Y2G1), or as single colours
 * and numbers ("red 4", "blue", "3"). Every word of the query must match.
 */
import { COLOURS, TILES } from "@parlor/engine/ruhd";

const SIDES = 4;
/** A side is written with two characters: colour letter, number. */
const SIDE_CHARS = 2;

const COLOUR_WORDS: readonly [string, string][] = Object.entries(COLOURS).map(([letter, name]) => [
  name.toUpperCase(),
  letter,
]);

const LETTERS = Object.keys(COLOURS).join("");
const WORD = new RegExp(`^[${LETTERS}1-4]+$`);
const LETTER = new RegExp(`^[${LETTERS}]$`);

/** Words for the colours besides English, by colour letter: { R: "rouge", … }. */
export type ColourWords = Readonly<Record<string, string>>;

/** A word as a query holds it: upper case, without accents ("AMARELO", "VERMELHO"). */
const plain = (word: string): string => word.normalize("NFD").replace(/\p{M}/gu, "").toUpperCase();

/** The query's words in tile notation: "Red 4, blue" → ["R4", "B"]; "rouge 4" too with French `words`. */
export function queryWords(query: string, words: ColourWords = {}): string[] {
  let text = plain(query);
  const names = [
    ...COLOUR_WORDS,
    ...Object.entries(words).map(([letter, name]): [string, string] => [plain(name), letter]),
  ];
  for (const [name, letter] of names)
    text = text.replace(new RegExp(`(?<![\\p{L}])${name}(?![\\p{L}])`, "gu"), letter);
  // "R 4" is the side R4.
  text = text.replace(new RegExp(`([${LETTERS}])[\\s,]+([1-4])\\b`, "g"), "$1$2");
  return text.split(/[\s,;]+/).filter((w) => w.length > 0);
}

/**
 * Whether the tile's sides, read clockwise from some side, show `word` (a run of colour letters and
 * numbers: "B2Y2", "G", "4", "2Y").
 */
function showsWord(tile: string, word: string): boolean {
  if (!WORD.test(word) || word.length > SIDES * SIDE_CHARS) return false;
  const around = tile + tile;
  // A word starting with a colour starts at a side's colour; one starting with a number, at its number.
  const first = LETTER.test(word[0] ?? "") ? 0 : 1;
  for (let side = 0; side < SIDES; side++) {
    if (around.startsWith(word, side * SIDE_CHARS + first)) return true;
  }
  return false;
}

/** Whether a tile matches a query (an empty query matches every tile). */
export function tileMatches(tile: string, query: string, colourWords: ColourWords = {}): boolean {
  return queryWords(query, colourWords).every((word) => showsWord(tile, word));
}

/** The tiles matching a query, in the set's order; colours in English or in `colourWords`. */
export function findTiles(
  query: string,
  tiles: readonly string[] = TILES,
  colourWords: ColourWords = {},
): string[] {
  const words = queryWords(query, colourWords);
  return tiles.filter((tile) => words.every((word) => showsWord(tile, word)));
}
