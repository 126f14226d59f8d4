import type { LogEntry } from "@parlor/engine";
import type { ChatLine } from "@parlor/protocol";
import type {
  AnalysisRecord,
  PersonalBestRecord,
  LeaderboardRow,
  PlayerRecord,
  RatingRecord,
  SessionRecord,
  MatchQuery,
  TableRecord,
  TableStatus,
} from "./store.js";
import { StoreConflict } from "./store.js";
import { repairName } from "../people/names.js";
import { nameKey } from "../people/skeleton.js";

/*
 * What the SQL stores share: the schema's columns, and how records become rows and back. SQLite and
 * PostgreSQL keep the same tables and columns (JSON fields as text, times as integer milliseconds).
 */

/** The record fields a store keeps in columns of their own, by column name (the same in every store). */
export const COLUMNS: Readonly<Record<string, string>> = {
  options: "options",
  seats: "seats",
  status: "status",
  startedAt: "started_at",
  finishedAt: "finished_at",
  outcome: "outcome",
  until: "until",
  host: "host",
  rated: "rated",
  ending: "ending",
  played: "played",
  next: "next",
  graceMs: "grace_ms",
  turnBased: "turn_based",
  turn: "turn",
  deadlineAt: "deadline_at",
};

/** The fields kept as JSON text. */
export const JSON_COLUMNS: ReadonlySet<string> = new Set([
  "options",
  "seats",
  "outcome",
  "turnBased",
  "turn",
]);

/** An update's columns and values (JSON fields as text), in the same order; unknown fields left out. */
export function updateColumns(change: object): { columns: string[]; values: unknown[] } {
  const keys = Object.keys(change).filter((k) => k in COLUMNS);
  return {
    columns: keys.map((k) => COLUMNS[k] as string),
    values: keys.map((k) => {
      const v = (change as Record<string, unknown>)[k];
      return JSON_COLUMNS.has(k) && v !== null && v !== undefined ? JSON.stringify(v) : (v ?? null);
    }),
  };
}

/** A row of the `tables` table with its seq, as both stores read it. */
export interface TableRow {
  id: string;
  game: string;
  options: string;
  seed: string;
  seats: string;
  status: TableStatus;
  created_at: number;
  started_at: number | null;
  finished_at: number | null;
  outcome: string | null;
  until: number | null;
  host: string | null;
  /** 0/1 in SQLite, a boolean in PostgreSQL. */
  rated: number | boolean;
  ending: string | null;
  /** 0/1 in SQLite, a boolean in PostgreSQL; null until finished. */
  played: number | boolean | null;
  next: string | null;
  grace_ms: number | null;
  turn_based: string | null;
  turn: string | null;
  /** A BIGINT: PostgreSQL's driver reads it as text. */
  deadline_at: number | string | null;
  seq: number;
}

export function fromRow(row: TableRow): TableRecord {
  return {
    id: row.id,
    game: row.game,
    options: JSON.parse(row.options) as unknown,
    seed: row.seed,
    seats: repairSeats(JSON.parse(row.seats) as TableRecord["seats"]),
    status: row.status,
    createdAt: row.created_at,
    startedAt: row.started_at,
    finishedAt: row.finished_at,
    outcome: row.outcome === null ? null : (JSON.parse(row.outcome) as TableRecord["outcome"]),
    until: row.until,
    seq: row.seq,
    host: row.host,
    rated: Boolean(row.rated),
    ending: row.ending as TableRecord["ending"],
    played: row.played === null ? null : Boolean(row.played),
    next: row.next,
    graceMs: row.grace_ms,
    turnBased: row.turn_based === null ? null : (JSON.parse(row.turn_based) as TableRecord["turnBased"]),
    turn: row.turn === null ? null : (JSON.parse(row.turn) as TableRecord["turn"]),
    deadlineAt: row.deadline_at === null ? null : Number(row.deadline_at),
  };
}

/** A table record's values in the column order of `INSERT INTO tables (INSERT_COLUMNS)`. */
export function insertValues(t: TableRecord): unknown[] {
  return [
    t.id,
    t.game,
    JSON.stringify(t.options),
    t.seed,
    JSON.stringify(t.seats),
    t.status,
    t.createdAt,
    t.startedAt,
    t.finishedAt,
    t.outcome === null ? null : JSON.stringify(t.outcome),
    t.until,
    // A record made before these fields (a test's, a script's) gets the columns' defaults.
    t.host ?? null,
    t.rated ?? true,
    t.ending ?? null,
    t.next ?? null,
    t.graceMs ?? null,
    t.played ?? null,
    t.turnBased ? JSON.stringify(t.turnBased) : null,
    t.turn ? JSON.stringify(t.turn) : null,
    t.deadlineAt ?? null,
  ];
}

export const INSERT_COLUMNS =
  "id, game, options, seed, seats, status, created_at, started_at, finished_at, outcome, until, host, rated, ending, next, grace_ms, played, turn_based, turn, deadline_at";

/** An action row as both stores read it. */
export interface ActionRow {
  seq: number;
  at: number;
  seat: number;
  action: string;
}

export function entryOf(r: ActionRow): LogEntry {
  return { seq: r.seq, at: r.at, seat: r.seat, action: JSON.parse(r.action) as unknown };
}

/**
 * `Store.listMatches`' filters after `WHERE played`, and their values in order: `mark(n)` writes
 * the n-th value's placeholder, `text` how ids compare (PostgreSQL: by bytes, as SQLite does).
 */
export function matchFilters(
  query: MatchQuery,
  mark: (n: number) => string,
  text: string,
): { where: string; values: unknown[] } {
  const values: unknown[] = [];
  const next = (value: unknown): string => {
    values.push(value);
    return mark(values.length);
  };
  let where = "";
  if (query.game !== undefined) where += ` AND game = ${next(query.game)}`;
  if (query.player !== undefined)
    where += ` AND id IN (SELECT table_id FROM seat_players WHERE player_id = ${next(query.player)})`;
  const before = query.before;
  if (before !== undefined)
    where +=
      before.id === undefined
        ? ` AND finished_at < ${next(before.finishedAt)}`
        : ` AND (finished_at, id${text}) < (${next(before.finishedAt)}, ${next(before.id)})`;
  return { where, values };
}

/** Finished tables are listed by when they finished, the others by when they were made. */
export function listOrder(statuses: readonly TableStatus[]): string {
  return statuses.length === 1 && statuses[0] === "finished" ? "finished_at DESC" : "created_at DESC";
}

// Players and sessions.

/**
 * Names kept before today's rules (people/names.ts) are shown repaired (`repairName`): a person's seat
 * by their player's id; a bot's seat names the bot player, whose name is the server's own label.
 */
function repairSeats(seats: TableRecord["seats"]): TableRecord["seats"] {
  let changed = false;
  const repaired = seats.map((seat) => {
    if (!seat.player) return seat;
    const name = repairedName(seat.player.name, seat.player.id);
    if (name === seat.player.name) return seat;
    changed = true;
    return { ...seat, player: { ...seat.player, name } };
  });
  // Nothing repaired: the same seats, as read.
  return changed ? repaired : seats;
}

/** Bot players' ids start so (people/bots.ts). */
const BOT_ID_PREFIX = "bot-";

/** A stored name as it may be shown: a person's (not a bot's, not a chat line's without a session) repaired. */
function repairedName(name: string, id: string, kind?: PlayerRecord["kind"]): string {
  const person = kind !== undefined ? kind !== "bot" : id !== "" && !id.startsWith(BOT_ID_PREFIX);
  return repairName(name, id, person);
}

/**
 * How usernames are compared "regardless of case": the same folding in every store (SQL's
 * `lower()` folds only ASCII in SQLite), kept in a column of its own (`username_key`). Names are
 * compared by their confusable skeleton (`nameKey`, in `name_key`).
 */
export function caseKey(text: string): string {
  return text.toLowerCase();
}

/** A player's name key, as `name_key` keeps it: the key of the name as it is shown (repaired). */
export function storedNameKey(row: Pick<PlayerRow, "id" | "name" | "kind">): string {
  return nameKey(repairedName(row.name, row.id, row.kind));
}

/** The constraint that keeps usernames apart, by the name both stores give it. */
export const USERNAME_UNIQUE = "players_username_unique";

export const PLAYER_COLUMNS = "id, name, name_key, kind, username, username_key, password_hash, created_at";

export interface PlayerRow {
  id: string;
  name: string;
  kind: PlayerRecord["kind"];
  username: string | null;
  password_hash: string | null;
  created_at: number;
}

export function playerOf(row: PlayerRow): PlayerRecord {
  return {
    id: row.id,
    name: repairedName(row.name, row.id, row.kind),
    kind: row.kind,
    username: row.username,
    passwordHash: row.password_hash,
    createdAt: row.created_at,
  };
}

/** A player's values in the order of PLAYER_COLUMNS. */
export function playerValues(p: PlayerRecord): unknown[] {
  return [
    p.id,
    p.name,
    nameKey(p.name),
    p.kind,
    p.username,
    p.username === null ? null : caseKey(p.username),
    p.passwordHash,
    p.createdAt,
  ];
}

/** A player update's columns and values (the case keys follow their fields). */
export function playerUpdate(change: Partial<PlayerRecord>): { columns: string[]; values: unknown[] } {
  const columns: string[] = [];
  const values: unknown[] = [];
  const set = (column: string, value: unknown) => {
    columns.push(column);
    values.push(value);
  };
  if (change.name !== undefined) {
    set("name", change.name);
    set("name_key", nameKey(change.name));
  }
  if (change.kind !== undefined) set("kind", change.kind);
  if (change.username !== undefined) {
    set("username", change.username);
    set("username_key", change.username === null ? null : caseKey(change.username));
  }
  if (change.passwordHash !== undefined) set("password_hash", change.passwordHash);
  return { columns, values };
}

/** A taken username as the store's own error, other refusals as they were. */
export function usernameConflict(error: unknown): unknown {
  const text =
    error instanceof Error ? `${error.message} ${String((error as { constraint?: string }).constraint)}` : "";
  return text.includes(USERNAME_UNIQUE) || text.includes("players.username_key")
    ? new StoreConflict("that username is taken")
    : error;
}

export interface SessionRow {
  token_hash: string;
  player_id: string;
  created_at: number;
  seen_at: number;
}

export function sessionOf(row: SessionRow): SessionRecord {
  return {
    tokenHash: row.token_hash,
    playerId: row.player_id,
    createdAt: row.created_at,
    seenAt: row.seen_at,
  };
}

// Ratings.

export const RATING_COLUMNS = "player_id, game, mu, sigma, rating, games, wins";

export interface RatingRow {
  player_id: string;
  game: string;
  mu: number;
  sigma: number;
  rating: number;
  games: number;
  wins: number;
}

export function ratingOf(row: RatingRow): RatingRecord {
  return {
    playerId: row.player_id,
    game: row.game,
    mu: row.mu,
    sigma: row.sigma,
    rating: row.rating,
    games: row.games,
    wins: row.wins,
  };
}

export function ratingValues(r: RatingRecord): unknown[] {
  return [r.playerId, r.game, r.mu, r.sigma, r.rating, r.games, r.wins];
}

/** The upsert's tail: a player's rating in a game is one row, replaced by each rated match. */
export const RATING_UPSERT =
  "ON CONFLICT (player_id, game) DO UPDATE SET mu = excluded.mu, sigma = excluded.sigma, rating = excluded.rating, games = excluded.games, wins = excluded.wins";

/** Ratings in the order their players were asked for. */
export function inOrderOf(playerIds: readonly string[], rows: RatingRow[]): RatingRecord[] {
  const byId = new Map(rows.map((r) => [r.player_id, ratingOf(r)]));
  return playerIds.flatMap((id) => {
    const r = byId.get(id);
    return r ? [r] : [];
  });
}

export interface LeaderboardDbRow extends RatingRow {
  name: string;
  kind: PlayerRecord["kind"];
}

export function leaderboardOf(row: LeaderboardDbRow): LeaderboardRow {
  return { ...ratingOf(row), name: repairedName(row.name, row.player_id, row.kind), kind: row.kind };
}

/** A storeRatings whose table is not there stores nothing. */
export function noTable(id: string): Error {
  return new Error(`no table ${id}: its ratings were not stored`);
}

// Chat.

export const CHAT_COLUMNS = "table_id, n, at, player_id, name, bot, seat, text, phrase";

export interface ChatRow {
  n: number;
  at: number;
  player_id: string;
  name: string;
  bot: string | null;
  seat: number | null;
  text: string;
  phrase: string | null;
}

export function chatValues(tableId: string, line: ChatLine): unknown[] {
  return [
    tableId,
    line.n,
    line.at,
    line.from.id,
    line.from.name,
    line.from.bot ?? null,
    line.seat,
    line.text,
    line.phrase ?? null,
  ];
}

export function chatOf(row: ChatRow): ChatLine {
  return {
    n: row.n,
    at: row.at,
    from: {
      id: row.player_id,
      name: repairedName(row.name, row.player_id),
      ...(row.bot === null ? {} : { bot: row.bot }),
    },
    seat: row.seat,
    text: row.text,
    ...(row.phrase === null ? {} : { phrase: row.phrase }),
  };
}

/** A player's matches with their seats, from the tables and their seat rows. */
export function matchesOf(
  tables: TableRecord[],
  seats: readonly { table_id: string; seat: number }[],
): { table: TableRecord; seats: number[] }[] {
  const byTable = new Map<string, number[]>();
  for (const s of seats) {
    const list = byTable.get(s.table_id) ?? [];
    list.push(s.seat);
    byTable.set(s.table_id, list);
  }
  return tables.map((table) => ({
    table,
    seats: (byTable.get(table.id) ?? []).sort((a, b) => a - b),
  }));
}

/** The personal bests' columns, in `bestValues`' order. */
export const BEST_COLUMNS = "player_id, game, mode, time_ms, found, wrong, table_id, finished_at";

/**
 * The upsert after an INSERT of a personal best: it replaces the stored one only when faster (both
 * SQLite and PostgreSQL skip the row when the WHERE fails, and count no change).
 */
export const BEST_UPSERT =
  "ON CONFLICT (player_id, game, mode) DO UPDATE SET time_ms = excluded.time_ms, found = excluded.found, wrong = excluded.wrong, table_id = excluded.table_id, finished_at = excluded.finished_at WHERE excluded.time_ms < personal_bests.time_ms";

export interface BestRow {
  player_id: string;
  game: string;
  mode: string;
  time_ms: number;
  found: number;
  wrong: number;
  table_id: string;
  finished_at: number;
}

export function bestValues(best: PersonalBestRecord): unknown[] {
  return [
    best.playerId,
    best.game,
    best.mode,
    best.timeMs,
    best.found,
    best.wrong,
    best.tableId,
    best.finishedAt,
  ];
}

export function bestOf(row: BestRow): PersonalBestRecord {
  return {
    playerId: row.player_id,
    game: row.game,
    mode: row.mode,
    timeMs: Number(row.time_ms),
    found: Number(row.found),
    wrong: Number(row.wrong),
    tableId: row.table_id,
    finishedAt: Number(row.finished_at),
  };
}

/**
 * The players of each rated match and their sides (`MatchRating.side`), for `Store.ratedAgainst`
 * and the leaderboards' count of opponents; the same in both stores but for SQLite's WITHOUT ROWID.
 */
export function ratedPlayersSchema(withoutRowid: string): string {
  return `
CREATE TABLE IF NOT EXISTS rated_players (
  table_id  TEXT NOT NULL,
  player_id TEXT NOT NULL,
  game      TEXT NOT NULL,
  side      INTEGER NOT NULL,
  PRIMARY KEY (table_id, player_id)
)${withoutRowid};
CREATE INDEX IF NOT EXISTS rated_players_by_player ON rated_players (player_id, game);
`;
}

/** The upsert's tail: a player is rated once per match (a table rated again keeps the last side). */
export const RATED_PLAYER_UPSERT =
  "ON CONFLICT (table_id, player_id) DO UPDATE SET game = excluded.game, side = excluded.side";

/**
 * How many distinct players of other sides a `ratings` row's player met in its game's rated matches
 * (a correlated subquery of the leaderboard's).
 */
export const OPPONENTS_OF_RATING =
  "(SELECT COUNT(DISTINCT b.player_id) FROM rated_players a JOIN rated_players b ON b.table_id = a.table_id AND b.side <> a.side WHERE a.player_id = ratings.player_id AND a.game = ratings.game)";

/** `Store.ratedAgainst`'s query; `mark(n)` writes the n-th value's placeholder (game, a, b, since). */
export function ratedAgainstQuery(mark: (n: number) => string): string {
  return `SELECT COUNT(*) AS n FROM rated_players a JOIN rated_players b ON b.table_id = a.table_id AND b.side <> a.side JOIN tables t ON t.id = a.table_id WHERE a.game = ${mark(1)} AND a.player_id = ${mark(2)} AND b.player_id = ${mark(3)} AND t.finished_at >= ${mark(4)}`;
}

// Analyses (analysis/).

/** The analyses' columns, in `analysisValues`' order. */
export const ANALYSIS_COLUMNS = "table_id, game, seats, work, analysis, computed_at";

/** The INSERT's tail that keeps the first analysis of a table (both stores count no change then). */
export const ANALYSIS_IF_ABSENT = "ON CONFLICT (table_id) DO NOTHING";

export interface AnalysisRow {
  table_id: string;
  game: string;
  seats: string;
  work: number | null;
  analysis: string;
  /** A BIGINT in PostgreSQL (read as a number by the store's type parser). */
  computed_at: number | string;
}

export function analysisValues(record: AnalysisRecord): unknown[] {
  return [
    record.tableId,
    record.game,
    JSON.stringify(record.seats),
    record.work,
    record.analysis,
    record.computedAt,
  ];
}

export function analysisOf(row: AnalysisRow): AnalysisRecord {
  return {
    tableId: row.table_id,
    game: row.game,
    seats: JSON.parse(row.seats) as AnalysisRecord["seats"],
    work: row.work === null ? null : Number(row.work),
    analysis: row.analysis,
    computedAt: Number(row.computed_at),
  };
}
