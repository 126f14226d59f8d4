import type { LogEntry } from "@parlor/engine";
import pg from "pg";
import { parse as parseConnectionString } from "pg-connection-string";
import type { ChatLine } from "@parlor/protocol";
import {
  caseKey,
  CHAT_COLUMNS,
  chatOf,
  chatValues,
  entryOf,
  fromRow,
  inOrderOf,
  INSERT_COLUMNS,
  insertValues,
  leaderboardOf,
  ANALYSIS_COLUMNS,
  ANALYSIS_IF_ABSENT,
  analysisOf,
  analysisValues,
  type AnalysisRow,
  BEST_COLUMNS,
  BEST_UPSERT,
  bestOf,
  bestValues,
  type BestRow,
  listOrder,
  matchesOf,
  matchFilters,
  noTable,
  PLAYER_COLUMNS,
  playerOf,
  playerUpdate,
  playerValues,
  RATING_COLUMNS,
  RATING_UPSERT,
  RATED_PLAYER_UPSERT,
  OPPONENTS_OF_RATING,
  ratedAgainstQuery,
  ratingOf,
  ratingValues,
  sessionOf,
  updateColumns,
  usernameConflict,
  type ActionRow,
  type ChatRow,
  type LeaderboardDbRow,
  type PlayerRow,
  type RatingRow,
  type SessionRow,
  type TableRow,
} from "./rows.js";
import { StaleOwner, type Fence } from "./store.js";
import { AppendGroups } from "./postgres-appends.js";
import { postgresCpuSeconds } from "../service-cpu.js";
import { nameKey } from "../people/skeleton.js";
import { migratePostgres } from "./migrations.js";
import type {
  AnalysisRecord,
  LeaderboardQualification,
  LeaderboardRow,
  MatchRating,
  MatchQuery,
  PersonalBestRecord,
  PlayerMatch,
  PlayerRecord,
  RatingRecord,
  SessionRecord,
  Store,
  TableRecord,
  TableStatus,
} from "./store.js";

/** Ids compare by their bytes ("C"), as SQLite's do, whatever the database's collation. */
const BYTES = ' COLLATE "C"';

/** Placeholders $from…$(from + n − 1). */
function placeholders(n: number, from = 1): string {
  return Array.from({ length: n }, (_, i) => `$${from + i}`).join(", ");
}

/** Connections the pool may open: a few writers at once are plenty for one server process. */
export const DEFAULT_POOL_SIZE = 10;

/** PostgreSQL's type id of BIGINT (int8), which node-postgres gives as a string unless told. */
const INT8_OID = 20;

/** BIGINT columns are milliseconds, well inside a double's exact integers: read them as numbers. */
const TYPES: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: "text" | "binary") =>
    oid === INT8_OID && format !== "binary"
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format)) as pg.CustomTypesConfig["getTypeParser"],
};

const SELECT_TABLES =
  "SELECT tables.*, COALESCE((SELECT MAX(seq) FROM actions WHERE actions.table_id = tables.id), 0) AS seq FROM tables";

/** Inside a transaction: refuses it (`StaleOwner`) unless the table's fence is still `fence`; locks the row against a claim. */
async function checkFence(client: pg.PoolClient, id: string, fence: Fence | undefined): Promise<void> {
  if (fence === undefined) return;
  const { rows } = await client.query("SELECT 1 FROM tables WHERE id = $1 AND fence = $2 FOR SHARE", [
    id,
    fence,
  ]);
  if (rows.length === 0) throw new StaleOwner(id, fence);
}

/**
 * An update of a table's columns on the pool or a transaction's client; false when there is no such
 * table. With a fence, a table whose fence moved on is refused (`StaleOwner`), changing nothing.
 */
async function changeTable(
  db: pg.Pool | pg.PoolClient,
  id: string,
  change: Partial<TableRecord>,
  fence?: Fence,
): Promise<boolean> {
  const { columns, values } = updateColumns(change);
  const fenced = fence === undefined ? "" : ` AND fence = $${columns.length + 2}`;
  const extra = fence === undefined ? [] : [fence];
  let found: boolean;
  if (columns.length === 0)
    found =
      (
        await db.query(`SELECT 1 FROM tables WHERE id = $1${fence === undefined ? "" : " AND fence = $2"}`, [
          id,
          ...extra,
        ])
      ).rows.length > 0;
  else {
    const sets = columns.map((c, i) => `${c} = $${i + 1}`).join(", ");
    const { rowCount } = await db.query(
      `UPDATE tables SET ${sets} WHERE id = $${columns.length + 1}${fenced}`,
      [...values, id, ...extra],
    );
    found = (rowCount ?? 0) > 0;
  }
  if (!found && fence !== undefined) throw new StaleOwner(id, fence);
  return found;
}

export interface PostgresOptions {
  readonly poolSize?: number;
  /**
   * An idle pooled connection failed (the database restarted…): the pool drops it and opens a new
   * one for the next query. Default: ignored.
   */
  readonly onIdleError?: (error: Error) => void;
}

/**
 * The store in PostgreSQL, through node-postgres (`pg`) and a pool of connections. Every write is
 * one autocommitted statement; each connection runs with `synchronous_commit = on` (PostgreSQL's
 * default, set explicitly so that a server configured otherwise does not weaken it), so a write's
 * promise resolves only once its commit is flushed to PostgreSQL's write-ahead log on disk.
 */
/**
 * Whether a connection string reaches a database on this machine: a unix socket (a path, or no host:
 * the default socket), or a loopback address.
 */
export function isLocalDatabase(url: string): boolean {
  let host: string | null | undefined;
  try {
    host = parseConnectionString(url).host;
  } catch {
    return false;
  }
  return (
    !host ||
    host.startsWith("/") ||
    host === "localhost" ||
    /^127\.\d+\.\d+\.\d+$/.test(host) ||
    host === "::1" ||
    host === "[::1]"
  );
}

export class PostgresStore implements Store {
  private closing: Promise<void> | null = null;
  private readonly appends: AppendGroups;

  private constructor(
    private readonly pool: pg.Pool,
    /** Whether the database runs on this machine (a unix socket or a loopback address). */
    private readonly local: boolean,
  ) {
    this.appends = new AppendGroups(pool);
  }

  /** PostgreSQL's CPU seconds so far, read from /proc when it runs on this machine; else null. */
  async databaseCpuSeconds(): Promise<number | null> {
    if (!this.local) return null;
    const { rows } = await this.pool.query<{ pid: number }>("SELECT pg_backend_pid() AS pid");
    const pid = rows[0]?.pid;
    return pid === undefined ? null : postgresCpuSeconds(pid);
  }

  /** Connects to `url` (a `postgresql://` connection string) and creates the schema if missing. */
  static async open(url: string, options: PostgresOptions = {}): Promise<PostgresStore> {
    const pool = new pg.Pool({
      connectionString: url,
      max: options.poolSize ?? DEFAULT_POOL_SIZE,
      types: TYPES,
      onConnect: async (client) => {
        await client.query("SET synchronous_commit = on");
      },
    });
    pool.on("error", (error) => options.onIdleError?.(error));
    try {
      const client = await pool.connect();
      try {
        await migratePostgres(client);
        // A database this role cannot write fails here, at start, not at the first move.
        await client.query(
          "INSERT INTO meta (key, value) VALUES ('opened_at', $1) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
          [String(Date.now())],
        );
      } finally {
        client.release();
      }
    } catch (error) {
      await pool.end();
      throw error;
    }
    return new PostgresStore(pool, isLocalDatabase(url));
  }

  async createTable(t: TableRecord): Promise<void> {
    const values = insertValues(t);
    await this.pool.query(
      `INSERT INTO tables (${INSERT_COLUMNS}) VALUES (${placeholders(values.length)})`,
      values,
    );
  }

  async updateTable(id: string, change: Partial<TableRecord>, fence?: Fence): Promise<void> {
    await changeTable(this.pool, id, change, fence);
  }

  /**
   * Committed (and flushed) when it resolves, in a group with the appends that arrived with it
   * (`postgres-appends.ts`); `seq` is read from the actions.
   */
  appendAction(tableId: string, entry: LogEntry, fence?: Fence): Promise<void> {
    const { seq, at, seat } = entry;
    return this.appends.append({
      tableId,
      seq,
      at,
      seat,
      action: JSON.stringify(entry.action),
      fence: fence ?? null,
    });
  }

  async claimTable(id: string): Promise<Fence | null> {
    const { rows } = await this.pool.query<{ fence: number }>(
      "UPDATE tables SET fence = fence + 1 WHERE id = $1 RETURNING fence",
      [id],
    );
    return rows[0]?.fence ?? null;
  }

  /** Runs `work` in one transaction on one pooled connection, refused first if the fence is stale. */
  private async transaction<T>(
    tableId: string,
    fence: Fence | undefined,
    work: (client: pg.PoolClient) => Promise<T>,
  ): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query("BEGIN");
      await checkFence(client, tableId, fence);
      const result = await work(client);
      await client.query("COMMIT");
      return result;
    } catch (error) {
      await client.query("ROLLBACK").catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  async getTable(id: string): Promise<TableRecord | null> {
    const { rows } = await this.pool.query<TableRow>(`${SELECT_TABLES} WHERE id = $1`, [id]);
    const row = rows[0];
    return row ? fromRow(row) : null;
  }

  async listTables(statuses: readonly TableStatus[], limit: number): Promise<TableRecord[]> {
    if (statuses.length === 0) return [];
    const { rows } = await this.pool.query<TableRow>(
      `${SELECT_TABLES} WHERE status = ANY($1) ORDER BY ${listOrder(statuses)}, made DESC LIMIT $2`,
      [statuses, limit],
    );
    return rows.map(fromRow);
  }

  async listMatches(query: MatchQuery): Promise<TableRecord[]> {
    const { where, values } = matchFilters(query, (n) => `$${n}`, BYTES);
    const { rows } = await this.pool.query<TableRow>(
      `${SELECT_TABLES} WHERE played${where} ORDER BY finished_at DESC, id${BYTES} DESC LIMIT $${values.length + 1}`,
      [...values, query.limit],
    );
    return rows.map(fromRow);
  }

  async actions(tableId: string): Promise<LogEntry[]> {
    const { rows } = await this.pool.query<ActionRow>(
      "SELECT seq, at, seat, action FROM actions WHERE table_id = $1 ORDER BY seq",
      [tableId],
    );
    return rows.map(entryOf);
  }

  async listWaitingBefore(createdBefore: number, limit: number): Promise<TableRecord[]> {
    const { rows } = await this.pool.query<TableRow>(
      `${SELECT_TABLES} WHERE status = 'waiting' AND created_at < $1 ORDER BY created_at, made LIMIT $2`,
      [createdBefore, limit],
    );
    return rows.map(fromRow);
  }

  /**
   * The table, its seats' players and its chat, in one statement (a WITH's deletes all run, and
   * only when the table was deleted).
   */
  async deleteWaitingTable(id: string, fence?: Fence): Promise<boolean> {
    const { rows } = await this.pool.query<{ deleted: number }>(
      `WITH gone AS (DELETE FROM tables WHERE id = $1 AND status = 'waiting'${fence === undefined ? "" : " AND fence = $2"} RETURNING id),
        seats AS (DELETE FROM seat_players WHERE table_id IN (SELECT id FROM gone)),
        lines AS (DELETE FROM chat WHERE table_id IN (SELECT id FROM gone)),
        kept AS (DELETE FROM actions WHERE table_id IN (SELECT id FROM gone))
      SELECT COUNT(*)::integer AS deleted FROM gone`,
      fence === undefined ? [id] : [id, fence],
    );
    return (rows[0]?.deleted ?? 0) > 0;
  }

  async createPlayer(player: PlayerRecord): Promise<void> {
    const values = playerValues(player);
    await this.pool
      .query(`INSERT INTO players (${PLAYER_COLUMNS}) VALUES (${placeholders(values.length)})`, values)
      .catch((error: unknown) => {
        throw usernameConflict(error);
      });
  }

  async getPlayer(id: string): Promise<PlayerRecord | null> {
    const { rows } = await this.pool.query<PlayerRow>("SELECT * FROM players WHERE id = $1", [id]);
    return rows[0] ? playerOf(rows[0]) : null;
  }

  async findAccount(username: string): Promise<PlayerRecord | null> {
    const { rows } = await this.pool.query<PlayerRow>(
      "SELECT * FROM players WHERE username_key = $1 AND kind = 'account'",
      [caseKey(username)],
    );
    return rows[0] ? playerOf(rows[0]) : null;
  }

  async accountNameTaken(name: string, except?: string): Promise<boolean> {
    const { rows } = await this.pool.query(
      "SELECT 1 FROM players WHERE kind = 'account' AND name_key = $1 AND id <> $2 LIMIT 1",
      [nameKey(name), except ?? ""],
    );
    return rows.length > 0;
  }

  async updatePlayer(id: string, change: Partial<PlayerRecord>): Promise<void> {
    const { columns, values } = playerUpdate(change);
    if (columns.length === 0) return;
    const sets = columns.map((c, i) => `${c} = $${i + 1}`).join(", ");
    await this.pool
      .query(`UPDATE players SET ${sets} WHERE id = $${columns.length + 1}`, [...values, id])
      .catch((error: unknown) => {
        throw usernameConflict(error);
      });
  }

  async createSession(session: SessionRecord): Promise<void> {
    await this.pool.query(
      "INSERT INTO sessions (token_hash, player_id, created_at, seen_at) VALUES ($1, $2, $3, $4)",
      [session.tokenHash, session.playerId, session.createdAt, session.seenAt],
    );
  }

  async getSession(tokenHash: string): Promise<SessionRecord | null> {
    const { rows } = await this.pool.query<SessionRow>("SELECT * FROM sessions WHERE token_hash = $1", [
      tokenHash,
    ]);
    return rows[0] ? sessionOf(rows[0]) : null;
  }

  async touchSession(tokenHash: string, seenAt: number): Promise<void> {
    await this.pool.query("UPDATE sessions SET seen_at = $1 WHERE token_hash = $2", [seenAt, tokenHash]);
  }

  async deleteSession(tokenHash: string): Promise<void> {
    await this.pool.query("DELETE FROM sessions WHERE token_hash = $1", [tokenHash]);
  }

  async seatPlayer(tableId: string, seat: number, playerId: string | null, fence?: Fence): Promise<void> {
    const write = (db: pg.Pool | pg.PoolClient) =>
      playerId === null
        ? db.query("DELETE FROM seat_players WHERE table_id = $1 AND seat = $2", [tableId, seat])
        : db.query(
            "INSERT INTO seat_players (table_id, seat, player_id) VALUES ($1, $2, $3) ON CONFLICT (table_id, seat) DO UPDATE SET player_id = excluded.player_id",
            [tableId, seat, playerId],
          );
    if (fence === undefined) await write(this.pool);
    else await this.transaction(tableId, fence, write);
  }

  playerTables(playerId: string, limit: number): Promise<PlayerMatch[]> {
    return this.playerSeats(
      playerId,
      `${SELECT_TABLES} WHERE status IN ('waiting', 'playing') AND id IN (SELECT table_id FROM seat_players WHERE player_id = $1) ORDER BY created_at DESC, id${BYTES} DESC LIMIT $2`,
      limit,
    );
  }

  async listDue(before: number, limit: number): Promise<TableRecord[]> {
    const { rows } = await this.pool.query<TableRow>(
      `${SELECT_TABLES} WHERE status = 'playing' AND deadline_at <= $1 ORDER BY deadline_at LIMIT $2`,
      [before, limit],
    );
    return rows.map(fromRow);
  }

  playerMatches(playerId: string, limit: number): Promise<PlayerMatch[]> {
    return this.playerSeats(
      playerId,
      `${SELECT_TABLES} WHERE played AND id IN (SELECT table_id FROM seat_players WHERE player_id = $1) ORDER BY finished_at DESC, id${BYTES} DESC LIMIT $2`,
      limit,
    );
  }

  /** The tables `sql` lists (given the player and the limit) with the seats the player holds at each. */
  private async playerSeats(playerId: string, sql: string, limit: number): Promise<PlayerMatch[]> {
    const { rows } = await this.pool.query<TableRow>(sql, [playerId, limit]);
    const tables = rows.map(fromRow);
    if (tables.length === 0) return [];
    const seats = await this.pool.query<{ table_id: string; seat: number }>(
      "SELECT table_id, seat FROM seat_players WHERE player_id = $1 AND table_id = ANY($2)",
      [playerId, tables.map((t) => t.id)],
    );
    return matchesOf(tables, seats.rows);
  }

  async ratings(game: string, playerIds: readonly string[]): Promise<RatingRecord[]> {
    if (playerIds.length === 0) return [];
    const { rows } = await this.pool.query<RatingRow>(
      `SELECT ${RATING_COLUMNS} FROM ratings WHERE game = $1 AND player_id = ANY($2)`,
      [game, playerIds],
    );
    return inOrderOf(playerIds, rows);
  }

  async playerRatings(playerId: string): Promise<RatingRecord[]> {
    const { rows } = await this.pool.query<RatingRow>(
      `SELECT ${RATING_COLUMNS} FROM ratings WHERE player_id = $1 ORDER BY game COLLATE "C"`,
      [playerId],
    );
    return rows.map(ratingOf);
  }

  /** One transaction on one pooled connection: any refusal (or no such table) rolls back every write. */
  async storeRatings(
    ratings: readonly MatchRating[],
    tableId: string,
    change: Partial<TableRecord>,
    fence?: Fence,
  ): Promise<void> {
    await this.transaction(tableId, fence, async (client) => {
      for (const r of ratings) {
        await client.query(
          `INSERT INTO ratings (${RATING_COLUMNS}) VALUES (${placeholders(7)}) ${RATING_UPSERT}`,
          ratingValues(r),
        );
        if (r.side !== undefined)
          await client.query(
            `INSERT INTO rated_players (table_id, player_id, game, side) VALUES ($1, $2, $3, $4) ${RATED_PLAYER_UPSERT}`,
            [tableId, r.playerId, r.game, r.side],
          );
      }
      if (!(await changeTable(client, tableId, change))) throw noTable(tableId);
    });
  }

  /** Names sort by their bytes ("C"), as SQLite's do, whatever the database's collation. */
  async leaderboard(
    game: string,
    limit: number,
    qualification: LeaderboardQualification = { games: 0, opponents: 0 },
  ): Promise<LeaderboardRow[]> {
    const opponents = qualification.opponents > 0;
    const { rows } = await this.pool.query<LeaderboardDbRow>(
      `SELECT ratings.*, players.name, players.kind FROM ratings JOIN players ON players.id = ratings.player_id WHERE game = $1 AND games >= $2${opponents ? ` AND ${OPPONENTS_OF_RATING} >= $4` : ""} ORDER BY rating DESC, games DESC, players.name COLLATE "C", players.id COLLATE "C" LIMIT $3`,
      [game, qualification.games, limit, ...(opponents ? [qualification.opponents] : [])],
    );
    return rows.map(leaderboardOf);
  }

  async ratedAgainst(game: string, a: string, b: string, since: number): Promise<number> {
    const { rows } = await this.pool.query<{ n: string }>(
      ratedAgainstQuery((n) => `$${n}`),
      [game, a, b, since],
    );
    return Number(rows[0]?.n ?? 0);
  }

  async offerPersonalBest(best: PersonalBestRecord): Promise<boolean> {
    const values = bestValues(best);
    const { rowCount } = await this.pool.query(
      `INSERT INTO personal_bests (${BEST_COLUMNS}) VALUES (${placeholders(values.length)}) ${BEST_UPSERT}`,
      values,
    );
    return (rowCount ?? 0) > 0;
  }

  /** Modes sort by their bytes ("C"), as SQLite's do. */
  async personalBests(playerId: string, game: string): Promise<PersonalBestRecord[]> {
    const { rows } = await this.pool.query<BestRow>(
      `SELECT ${BEST_COLUMNS} FROM personal_bests WHERE player_id = $1 AND game = $2 ORDER BY mode COLLATE "C"`,
      [playerId, game],
    );
    return rows.map(bestOf);
  }

  async offerAnalysis(analysis: AnalysisRecord): Promise<boolean> {
    const values = analysisValues(analysis);
    const { rowCount } = await this.pool.query(
      `INSERT INTO analyses (${ANALYSIS_COLUMNS}) VALUES (${placeholders(values.length)}) ${ANALYSIS_IF_ABSENT}`,
      values,
    );
    return (rowCount ?? 0) > 0;
  }

  async analysis(tableId: string): Promise<AnalysisRecord | null> {
    const { rows } = await this.pool.query<AnalysisRow>(
      `SELECT ${ANALYSIS_COLUMNS} FROM analyses WHERE table_id = $1`,
      [tableId],
    );
    return rows[0] ? analysisOf(rows[0]) : null;
  }

  async appendChat(tableId: string, line: ChatLine, fence?: Fence): Promise<void> {
    const insert = (db: pg.Pool | pg.PoolClient) =>
      db.query(`INSERT INTO chat (${CHAT_COLUMNS}) VALUES (${placeholders(9)})`, chatValues(tableId, line));
    if (fence === undefined) await insert(this.pool);
    else await this.transaction(tableId, fence, insert);
  }

  async chat(tableId: string, limit: number): Promise<ChatLine[]> {
    const { rows } = await this.pool.query<ChatRow>(
      "SELECT * FROM chat WHERE table_id = $1 ORDER BY n DESC LIMIT $2",
      [tableId, limit],
    );
    return rows.reverse().map(chatOf);
  }

  /** A PostgreSQL setting as the store's connections run with it (`synchronous_commit`: "on"). */
  async setting(name: string): Promise<string> {
    const { rows } = await this.pool.query<{ value: string }>("SELECT current_setting($1) AS value", [name]);
    return rows[0]?.value ?? "";
  }

  /**
   * `SELECT 1` through the pool: a connection that does not answer within `timeoutMs` fails it (and
   * is dropped from the pool). While the pool waits for a connection, the caller's own timeout
   * decides (`StoreProbe`).
   */
  async ping(timeoutMs: number): Promise<void> {
    // node-postgres reads a query's own `query_timeout`, which its types do not list.
    const query: pg.QueryConfig & { query_timeout: number } = { text: "SELECT 1", query_timeout: timeoutMs };
    await this.pool.query(query);
  }

  /** Waits for the queries under way, then closes every connection (once, however often asked). */
  close(): Promise<void> {
    // The appends already made are written first.
    this.closing ??= this.appends.idle().then(() => this.pool.end());
    return this.closing;
  }
}
