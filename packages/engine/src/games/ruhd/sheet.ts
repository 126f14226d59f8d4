/**
 * The Ruhd score sheet for a game played with the physical tiles: the players, the starting "L",
 * then each placement in turn order with its score, credited to a player. Plain data and pure
 * functions (a sheet in, a new sheet out), scored by the game's own scorer and checked by its own
 * board, with the game's own table sizes: the physical-tiles scorer's model, in the engine.
 */
import { refuse, type RuleError } from "../../core/errors.js";
import { err, ok, type Result } from "../../core/result.js";
import {
  cellWords,
  checkNewTile,
  listedPlacement,
  openCellsOf,
  START_CELLS,
  type Cell,
  type PlacedTile,
} from "./board.js";
import { tryScorePlacement, type PlacementScore } from "./score.js";
import { MAX_PLAYERS, MIN_PLAYERS } from "./table.js";
import type { Rotation } from "./tile.js";
/** Names are cut to this many characters. */
export const MAX_NAME_LENGTH = 24;

const ROTATIONS: readonly Rotation[] = [0, 1, 2, 3];

/** A scored placement: the tile, the player credited with it, and its score. */
export interface SheetPlacement {
  readonly placed: PlacedTile;
  readonly player: number;
  readonly score: PlacementScore;
}

export interface Sheet {
  /** Names as typed (blank: "Player n"). */
  readonly players: readonly string[];
  /** Who plays the first turn after the L. */
  readonly firstPlayer: number;
  /** The starting L, in the order the tiles were laid. */
  readonly start: readonly PlacedTile[];
  /** Every scored placement, in turn order. */
  readonly placements: readonly SheetPlacement[];
}

const where = (c: Cell): string => cellWords(c.x, c.y);

export function defaultName(player: number): string {
  return `Player ${player + 1}`;
}

/** A fresh sheet: `MIN_PLAYERS` players (or the names given), nothing on the board. */
export function newSheet(players: readonly string[] = []): Sheet {
  const names = players.slice(0, MAX_PLAYERS).map((n) => n.slice(0, MAX_NAME_LENGTH));
  while (names.length < MIN_PLAYERS) names.push("");
  return { players: names, firstPlayer: 0, start: [], placements: [] };
}

/** "New game": the same players and starting player, an empty board. */
export function newGame(sheet: Sheet): Sheet {
  return { ...sheet, start: [], placements: [] };
}

/** A player's name as the sheet shows it. */
export function playerName(sheet: Sheet, player: number): string {
  return sheet.players[player]?.trim() || defaultName(player);
}

export function renamePlayer(sheet: Sheet, player: number, name: string): Sheet {
  if (player < 0 || player >= sheet.players.length) return sheet;
  const players = sheet.players.map((n, i) => (i === player ? name.slice(0, MAX_NAME_LENGTH) : n));
  return { ...sheet, players };
}

/** Players join or leave only before the first scored placement (scores are credited by seat). */
function seatsFixed(sheet: Sheet): RuleError | null {
  return sheet.placements.length > 0
    ? { code: "game-started", message: "Players can only be added or removed before the first scored turn." }
    : null;
}

export function addPlayer(sheet: Sheet): Result<Sheet, RuleError> {
  const fixed = seatsFixed(sheet);
  if (fixed) return { ok: false, error: fixed };
  if (sheet.players.length >= MAX_PLAYERS)
    return refuse("too-many-players", `The 48 tiles serve at most ${MAX_PLAYERS} players.`);
  return ok({ ...sheet, players: [...sheet.players, ""] });
}

export function removePlayer(sheet: Sheet, player: number): Result<Sheet, RuleError> {
  const fixed = seatsFixed(sheet);
  if (fixed) return { ok: false, error: fixed };
  if (player < 0 || player >= sheet.players.length) return refuse("bad-player", "There is no such player.");
  if (sheet.players.length <= MIN_PLAYERS)
    return refuse("too-few-players", `Ruhd needs at least ${MIN_PLAYERS} players.`);
  const players = sheet.players.filter((_, i) => i !== player);
  const firstPlayer =
    sheet.firstPlayer > player ? sheet.firstPlayer - 1 : Math.min(sheet.firstPlayer, players.length - 1);
  return ok({ ...sheet, players, firstPlayer });
}

/** Chooses who plays the first turn after the L. */
export function setFirstPlayer(sheet: Sheet, player: number): Sheet {
  if (player < 0 || player >= sheet.players.length) return sheet;
  return { ...sheet, firstPlayer: player };
}

/** Every tile on the board: the L, then the placements. */
export function boardOf(sheet: Sheet): PlacedTile[] {
  return [...sheet.start, ...sheet.placements.map((p) => p.placed)];
}

/** The codes of the tiles on the board. */
export function usedTiles(sheet: Sheet): ReadonlySet<string> {
  return new Set(boardOf(sheet).map((t) => t.tile));
}

/** Whether the L is complete, so that placements are scored. */
export function isSetUp(sheet: Sheet): boolean {
  return sheet.start.length >= START_CELLS.length;
}

/** Where the next tile may go: the L's empty cells during setup, then every empty cell next to a tile. */
export function openCellsFor(sheet: Sheet): Cell[] {
  if (isSetUp(sheet)) return openCellsOf(boardOf(sheet));
  return START_CELLS.filter((c) => !sheet.start.some((t) => t.x === c.x && t.y === c.y));
}

/** Whose turn it is: the player after the one credited with the last placement, else the first player. */
export function turnOf(sheet: Sheet): number {
  const last = sheet.placements.at(-1);
  return last === undefined ? sheet.firstPlayer : (last.player + 1) % sheet.players.length;
}

/** Each player's total. */
export function totals(sheet: Sheet): number[] {
  const sums = sheet.players.map(() => 0);
  for (const p of sheet.placements) sums[p.player] = (sums[p.player] ?? 0) + p.score.total;
  return sums;
}

/** A player's placements, each with its turn number (1 = first after the L) and the running total after it. */
export interface SheetLine {
  readonly turn: number;
  /** Index in `sheet.placements`. */
  readonly index: number;
  readonly placement: SheetPlacement;
  readonly runningTotal: number;
}

export function linesOf(sheet: Sheet, player: number): SheetLine[] {
  const lines: SheetLine[] = [];
  let running = 0;
  sheet.placements.forEach((placement, index) => {
    if (placement.player !== player) return;
    running += placement.score.total;
    lines.push({ turn: index + 1, index, placement, runningTotal: running });
  });
  return lines;
}

/**
 * What laying this tile would do: during setup, null (a tile of the L is not scored) if it may go
 * there; then the engine's score of the placement. Or why it may not be laid: the engine refuses a
 * tile that is not one of the 48 (its code read clockwise from any side) or is on the board already.
 */
export function evaluate(sheet: Sheet, placed: PlacedTile): Result<PlacementScore | null, RuleError> {
  if (isSetUp(sheet)) return tryScorePlacement(boardOf(sheet), placed);
  const refusal = checkNewTile(sheet.start, placed);
  if (refusal) return err(refusal);
  const cell = START_CELLS.find((c) => c.x === placed.x && c.y === placed.y);
  if (!cell)
    return refuse(
      "not-the-l",
      `The starting L comes first: ${START_CELLS.map(where).join(", ")}; ${where(placed)} is not one of them.`,
    );
  if (sheet.start.some((t) => t.x === cell.x && t.y === cell.y))
    return refuse("occupied", `The cell ${where(cell)} already holds a tile.`);
  return ok(null);
}

/**
 * Lays a tile: a tile of the L during setup, then a placement scored by the engine and credited to
 * `player` (by default, the player whose turn it is). The tile is kept under its code as the set
 * lists it (`B2Y2G1G4` at rotation 0 is kept as `G4B2Y2G1` at rotation 3: the same sides, the same way).
 */
export function place(sheet: Sheet, placed: PlacedTile, player = turnOf(sheet)): Result<Sheet, RuleError> {
  const evaluated = evaluate(sheet, placed);
  if (!evaluated.ok) return evaluated;
  // The sheet keeps the set's code (a code read from another side, turned to match) for the picker.
  const tile = listedPlacement(placed) as PlacedTile;
  if (evaluated.value === null) return ok({ ...sheet, start: [...sheet.start, tile] });
  if (!Number.isInteger(player) || player < 0 || player >= sheet.players.length)
    return refuse("bad-player", "There is no such player.");
  return ok({
    ...sheet,
    placements: [...sheet.placements, { placed: tile, player, score: evaluated.value }],
  });
}

/** Credits an earlier placement to another player (physical turns go wrong). */
export function creditTo(sheet: Sheet, index: number, player: number): Result<Sheet, RuleError> {
  if (!sheet.placements[index]) return refuse("bad-placement", "There is no such placement.");
  if (!Number.isInteger(player) || player < 0 || player >= sheet.players.length)
    return refuse("bad-player", "There is no such player.");
  const placements = sheet.placements.map((p, i) => (i === index ? { ...p, player } : p));
  return ok({ ...sheet, placements });
}

export function canUndo(sheet: Sheet): boolean {
  return sheet.placements.length > 0 || sheet.start.length > 0;
}

/** Takes back the last step: the last placement, or during setup the last tile of the L. */
export function undo(sheet: Sheet): Sheet {
  if (sheet.placements.length > 0) return { ...sheet, placements: sheet.placements.slice(0, -1) };
  if (sheet.start.length > 0) return { ...sheet, start: sheet.start.slice(0, -1) };
  return sheet;
}

/** What is kept between visits: the sheet without its scores (they are scored again on loading). */
export interface SavedSheet {
  readonly version: typeof SAVED_VERSION;
  readonly players: readonly string[];
  readonly firstPlayer: number;
  readonly start: readonly PlacedTile[];
  readonly placements: readonly { readonly placed: PlacedTile; readonly player: number }[];
}
export const SAVED_VERSION = 1;

export function toSaved(sheet: Sheet): SavedSheet {
  return {
    version: SAVED_VERSION,
    players: sheet.players,
    firstPlayer: sheet.firstPlayer,
    start: sheet.start,
    placements: sheet.placements.map(({ placed, player }) => ({ placed, player })),
  };
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null;

function asPlaced(v: unknown): PlacedTile | null {
  if (!isRecord(v)) return null;
  const { x, y, tile, rotation } = v;
  if (typeof x !== "number" || typeof y !== "number" || typeof tile !== "string") return null;
  if (!ROTATIONS.includes(rotation as Rotation)) return null;
  return { x, y, tile, rotation: rotation as Rotation };
}

/**
 * A saved sheet brought back by laying every tile again (so every score is the engine's), or null
 * when the data is not a sheet or does not replay.
 */
export function fromSaved(data: unknown): Sheet | null {
  if (!isRecord(data) || data.version !== SAVED_VERSION) return null;
  const { players, firstPlayer, start, placements } = data;
  if (!Array.isArray(players) || !players.every((n) => typeof n === "string")) return null;
  if (players.length < MIN_PLAYERS || players.length > MAX_PLAYERS) return null;
  if (!Array.isArray(start) || !Array.isArray(placements)) return null;
  let sheet = setFirstPlayer(
    newSheet(players as string[]),
    typeof firstPlayer === "number" ? firstPlayer : 0,
  );
  for (const raw of start) {
    const placed = asPlaced(raw);
    if (!placed || isSetUp(sheet)) return null;
    const laid = place(sheet, placed);
    if (!laid.ok) return null;
    sheet = laid.value;
  }
  for (const raw of placements) {
    const placed = isRecord(raw) ? asPlaced(raw.placed) : null;
    if (!placed || !isRecord(raw) || typeof raw.player !== "number" || !isSetUp(sheet)) return null;
    const laid = place(sheet, placed, raw.player);
    if (!laid.ok) return null;
    sheet = laid.value;
  }
  return sheet;
}
