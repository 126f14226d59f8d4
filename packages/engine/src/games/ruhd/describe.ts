/**
 * Ruhd moves in words (`describe`): the tile placed, where, turned how, showing which sides, for how
 * many points rule by rule, and whether a tile was drawn (never which: hands are private).
 */
import type { MoveEntry } from "../../core/game.js";
import {
  clause,
  COMMON_WORDS,
  inLang,
  mover,
  passeCompose,
  type Lang,
  type Named,
  type Translations,
} from "../../core/lang.js";
import { cardPart, cellPart, joinWords, say, type MoveWords, type Wording } from "../../core/moveWords.js";
import { cellWords } from "./board.js";
import type { RuhdAction } from "./actions.js";
import type { PlacementScore } from "./score.js";
import type { RuhdState } from "./state.js";
import {
  DIRECTIONS,
  sideFacing,
  tileSides,
  type Direction,
  type DirectionName,
  type Rotation,
} from "./tile.js";
import { COLOURS, type Colour } from "./tiles.js";

/** A rotation is in clockwise quarter turns. */
const QUARTER_TURN_DEGREES = 90;

/** The rules a placement scores by, in the order the rulebook gives them. */
const RULES = ["oneSide", "diffDiff", "sameSame", "pattern"] as const;

/**
 * The sentences of a Ruhd move, in one language (`who` may be the reader: "You placed …"). The tile is
 * a card part named by its code, the cell a cell part: a page puts them in its own words.
 */
interface RuhdWords {
  placed(who: Named, tile: Wording, cell: Wording, turned: number, sides: string): MoveWords;
  /** A side of the tile as it lies: its colour (by letter), its number and where it faces. */
  side(colour: Colour, number: number, direction: DirectionName): string;
  score(points: Wording, parts: readonly Wording[]): Wording;
  readonly rules: Readonly<Record<(typeof RULES)[number], string>>;
  readonly drew: string;
  readonly points: string;
}

const EN: RuhdWords = {
  placed: (who, tile, cell, turned, sides) =>
    clause(who, say`placed ${tile} at ${cell}${turned === 0 ? "" : say`, turned ${turned}°`} (${sides})`),
  side: (colour, number, direction) => `${COLOURS[colour]} ${number} ${direction}`,
  score: (points, parts) => (parts.length > 1 ? say`${points} (${joinWords(parts, ", ")})` : points),
  rules: {
    oneSide: "one-side",
    diffDiff: "different colours",
    sameSame: "same colour and number",
    pattern: "patterns",
  },
  drew: "drew a tile",
  points: "points",
};

const FR: RuhdWords = {
  placed: (who, tile, cell, turned, sides) =>
    passeCompose(
      who,
      say`posé la tuile ${tile} en ${cell}${turned === 0 ? "" : say`, tournée de ${turned}°`} (${sides})`,
    ),
  side: (colour, number, direction) =>
    `${{ G: "vert", Y: "jaune", B: "bleu", R: "rouge" }[colour]} ${number} ${{ up: "en haut", right: "à droite", down: "en bas", left: "à gauche" }[direction]}`,
  score: (points, parts) => (parts.length > 1 ? say`${points} (${joinWords(parts, ", ")})` : points),
  rules: {
    oneSide: "un seul côté",
    diffDiff: "couleurs différentes",
    sameSame: "même couleur et même chiffre",
    pattern: "motifs",
  },
  drew: "une tuile piochée",
  points: "points",
};

const PT_BR: RuhdWords = {
  placed: (who, tile, cell, turned, sides) =>
    clause(
      who,
      say`colocou a peça ${tile} em ${cell}${turned === 0 ? "" : say`, girada ${turned}°`} (${sides})`,
    ),
  side: (colour, number, direction) =>
    `${{ G: "verde", Y: "amarelo", B: "azul", R: "vermelho" }[colour]} ${number} ${{ up: "em cima", right: "à direita", down: "embaixo", left: "à esquerda" }[direction]}`,
  score: (points, parts) => (parts.length > 1 ? say`${points} (${joinWords(parts, ", ")})` : points),
  rules: {
    oneSide: "um lado",
    diffDiff: "cores diferentes",
    sameSame: "mesma cor e mesmo número",
    pattern: "padrões",
  },
  drew: "comprou uma peça",
  points: "pontos",
};

const WORDS: Translations<RuhdWords> = { en: EN, fr: FR, "pt-BR": PT_BR };

/**
 * The sides a tile shows turned `rotation` quarter turns clockwise, from the top clockwise: "green 1
 * up, green 4 right, blue 2 down, yellow 2 left". A code that is no tile is given as it is.
 */
export function tileWords(tile: string, rotation: Rotation, lang?: Lang): string {
  const sides = tileSides(tile);
  if (!sides) return tile;
  const words = inLang(WORDS, lang);
  return DIRECTIONS.map((direction, d) => {
    const side = sideFacing(sides, rotation, d as Direction);
    return words.side(side.colour, side.number, direction);
  }).join(", ");
}

/** The points of a placement: "5 points (one side 1, patterns 4)", the rules that scored named. */
function scoreWords(score: PlacementScore, words: RuhdWords, lang?: Lang): Wording {
  const parts = RULES.filter((rule) => score[rule] > 0).map(
    (rule) => say`${words.rules[rule]} ${score[rule]}`,
  );
  return words.score(inLang(COMMON_WORDS, lang).counted(score.total, words.points), parts);
}

/**
 * `entry` in words, from the state before it and the one it made (Ruhd has no deadlines): the tile a
 * card part (its code), the cell a cell part ("(2, -1)"), the points number parts.
 */
export function describeRuhd(
  before: RuhdState,
  entry: MoveEntry<RuhdAction>,
  after: RuhdState,
  lang?: Lang,
): MoveWords {
  const words = inLang(WORDS, lang);
  const common = inLang(COMMON_WORDS, lang);
  const { tile, x, y, rotation } = entry.action;
  const head = words.placed(
    mover(entry, lang),
    cardPart(tile, tile),
    cellPart(x, y, cellWords(x, y)),
    rotation * QUARTER_TURN_DEGREES,
    tileWords(tile, rotation as Rotation, lang),
  );
  const results: Wording[] = [];
  if (after.last) results.push(scoreWords(after.last.score, words, lang));
  if (after.deck.length < before.deck.length) results.push(words.drew);
  if (before.endedAt === null && after.endedAt !== null) results.push(common.gameOver);
  return results.length > 0 ? say`${head}${common.colon}${joinWords(results, common.semicolon)}` : head;
}
