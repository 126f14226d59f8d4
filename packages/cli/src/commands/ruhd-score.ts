import { ruhd } from "@parlor/engine";
import { parseCommandArgs } from "../args.js";
import { success, UsageError, type CommandResult } from "../output.js";

/** What `parlor ruhd-score` reads: a board and the tile to place on it. */
export interface ScoreRequest {
  readonly board: readonly ruhd.PlacedTile[];
  readonly place: ruhd.PlacedTile;
}

const FLAGS = {
  pretty: { type: "boolean" },
} as const;

/** The input's shape, for error messages. */
const SHAPE = `{ "board": [tile, ...], "place": tile } with tile = { "x", "y", "tile", "rotation" }`;

/** The fields of a placed tile and the JSON type each must have. */
const TILE_FIELDS = [
  ["x", "number"],
  ["y", "number"],
  ["tile", "string"],
  ["rotation", "number"],
] as const;

/** A JSON value shortened for a one-line message. */
function shown(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 37)}...` : text;
}

/** Line and column (from 1) of a character offset in `text`. */
function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset).split("\n");
  return { line: before.length, column: (before[before.length - 1] ?? "").length + 1 };
}

/**
 * JSON.parse's complaint in one line, without its copy of the input, with the line and column when it
 * gives a position ("unexpected end of JSON input", "expected ',' or ']' after array element at line 1,
 * column 15").
 */
export function describeJsonError(text: string, error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const position = /at position (\d+)/.exec(message)?.[1];
  const reason = message
    .replace(/, ".*" is not valid JSON$/s, "")
    .replace(/(?: in JSON)? at position \d+.*$/s, "")
    .split("\n")[0]
    ?.trim();
  const what = reason ? reason.charAt(0).toLowerCase() + reason.slice(1) : "not JSON";
  if (position === undefined) return what;
  const { line, column } = lineAndColumn(text, Number(position));
  return `${what} at line ${line}, column ${column}`;
}

/** Checks the JSON types of one placed tile; `where` names it in messages (`board[2]`, `place`). */
function placedTile(value: unknown, where: string): ruhd.PlacedTile {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new UsageError(
      `ruhd-score: ${where} must be a tile { "x", "y", "tile", "rotation" }, not ${shown(value)}`,
    );
  }
  const fields = value as Record<string, unknown>;
  for (const [field, type] of TILE_FIELDS) {
    if (!Object.hasOwn(fields, field)) throw new UsageError(`ruhd-score: ${where} has no "${field}"`);
    if (typeof fields[field] !== type) {
      throw new UsageError(`ruhd-score: ${where}.${field} must be a ${type}, not ${shown(fields[field])}`);
    }
  }
  return {
    x: fields.x as number,
    y: fields.y as number,
    tile: fields.tile as string,
    rotation: fields.rotation as ruhd.Rotation,
  };
}

/**
 * Parses the input of `parlor ruhd-score`: one JSON object with a board (an array of placed tiles) and
 * the tile to place. Checks the JSON types; whether the tiles and the placement are legal is the
 * engine's call. Usage errors on bad input.
 */
export function parseScoreRequest(text: string): ScoreRequest {
  // A byte order mark is not JSON, but editors on some systems write one.
  const json = text.replace(/^\uFEFF/, "");
  if (json.trim() === "") throw new UsageError(`ruhd-score: the input is empty; it should be ${SHAPE}`);
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch (error) {
    throw new UsageError(`ruhd-score: the input is not JSON: ${describeJsonError(json, error)}`);
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new UsageError(`ruhd-score: the input must be an object ${SHAPE}, not ${shown(value)}`);
  }
  const { board, place } = value as Record<string, unknown>;
  if (board === undefined)
    throw new UsageError(`ruhd-score: the input has no "board"; it should be ${SHAPE}`);
  if (!Array.isArray(board)) {
    throw new UsageError(`ruhd-score: "board" must be an array of tiles, not ${shown(board)}`);
  }
  if (place === undefined)
    throw new UsageError(`ruhd-score: the input has no "place"; it should be ${SHAPE}`);
  return {
    board: board.map((tile, i) => placedTile(tile, `board[${i}]`)),
    place: placedTile(place, "place"),
  };
}

/** Checks the command line of `parlor ruhd-score` (no arguments, `--pretty`). */
export function parseRuhdScoreArgs(args: readonly string[]): { readonly pretty: boolean } {
  const { values } = parseCommandArgs("ruhd-score", args, FLAGS, false);
  return { pretty: values.pretty === true };
}

/**
 * `parlor ruhd-score`: scores the placement read from standard input (`input`; undefined when it is a
 * terminal) and prints the engine's breakdown as JSON. An illegal placement is a usage error naming the
 * engine's refusal (`occupied: The cell (0, 0) already holds a tile.`), as is a board tile that is not
 * one of the 48 or is there twice (`board[3]: unknown-tile: …`): the set has one of each tile.
 */
export function ruhdScoreCommand(args: readonly string[], input: string | undefined): CommandResult {
  const { pretty } = parseRuhdScoreArgs(args);
  if (input === undefined) {
    throw new UsageError(
      "ruhd-score: pipe the placement as JSON to standard input, e.g. 'parlor ruhd-score < placement.json' " +
        "(see 'parlor help ruhd-score')",
    );
  }
  const { board, place } = parseScoreRequest(input);
  // Each board tile must be one of the 48 and on the board once; the refusal names the entry.
  board.forEach((tile, i) => {
    const refusal = ruhd.checkNewTile(board.slice(0, i), tile);
    if (refusal) throw new UsageError(`ruhd-score: board[${i}]: ${refusal.code}: ${refusal.message}`);
  });
  const score = ruhd.tryScorePlacement(board, place);
  if (!score.ok) throw new UsageError(`ruhd-score: ${score.error.code}: ${score.error.message}`);
  return success(pretty ? JSON.stringify(score.value, null, 2) : JSON.stringify(score.value));
}
