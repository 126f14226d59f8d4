import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import type { LogEntry } from "@parlor/engine";
import type Database from "better-sqlite3";
import { openSqlite } from "./sqlite-driver.js";
import { AppenderThread } from "./sqlite-appender-thread.js";
import {
  AppendCommitter,
  checkFence,
  configure,
  refusalOf,
  SELECT_FENCE,
  tableUpdate,
  type AppendOutcome,
  type AppendRow,
  type TableWrite,
} from "./sqlite-appends.js";
import type { ChatLine } from "@parlor/protocol";
import {
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
  caseKey,
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
import type { Fence } from "./store.js";
import { nameKey } from "../people/skeleton.js";
import { migrateSqlite } from "./migrations.js";
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

/** SQLite binds no booleans: `rated` is 0 or 1. */
function bindable(values: readonly unknown[]): unknown[] {
  return values.map((v) => (typeof v === "boolean" ? Number(v) : v));
}

/** Marks for an `IN (…)` list of n values. */
function marks(n: number): string {
  return Array.from({ length: n }, () => "?").join(", ");
}

/** The write every opening makes (see Store). */
const OPENED =
  "INSERT INTO meta (key, value) VALUES ('opened_at', ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value";

/** Whether a table is there (a change of no column still checks it, and its fence). */
const TABLE_EXISTS = "SELECT 1 FROM tables WHERE id = ?";

/** A table with its seq: the number of its actions, read from the actions' primary key. */
const SELECT_TABLES =
  "SELECT tables.*, COALESCE((SELECT MAX(seq) FROM actions WHERE actions.table_id = tables.id), 0) AS seq FROM tables";

/**
 * The store in one SQLite file (better-sqlite3, WAL). `synchronous = NORMAL` in WAL mode: a committed
 * action survives the process being killed (the WAL is in the operating system's hands when the
 * insert returns); `durability: "full"` also survives power loss, at a cost per action.
 *
 * better-sqlite3 is synchronous: each method does its work before it returns, and its promise is
 * already settled (a refused write is a rejected promise, never a throw) — except appending actions,
 * which are committed together at the end of the event loop's turn (group commit, `appendAction`),
 * by a connection of their own in a worker thread for a database in a file (`appender`).
 */
export class SqliteStore implements Store {
  private readonly db: Database.Database;
  /** Commits the groups of appends: in a worker thread, or on this connection (see `SqliteOptions`). */
  private readonly appender: AppendCommitter | AppenderThread;
  private readonly statements = new Map<string, Database.Statement>();

  constructor(file: string, options: SqliteOptions = {}) {
    if (file !== ":memory:") mkdirSync(dirname(file), { recursive: true });
    const durability = options.durability ?? "normal";
    this.db = openSqlite(file);
    configure(this.db, durability, SQLITE_BUSY_TIMEOUT_MS);
    // The migrations the database lacks (one writer at a time: IMMEDIATE).
    migrateSqlite(this.db);
    // A database this process cannot write fails here, at start, not at the first move.
    this.db.prepare(OPENED).run(String(Date.now()));
    this.appender =
      file === ":memory:" || options.appender === "inline"
        ? new AppendCommitter(this.db)
        : new AppenderThread({ file, durability, busyTimeoutMs: SQLITE_BUSY_TIMEOUT_MS });
  }

  /** A prepared statement, prepared once per distinct SQL text. */
  private statement(sql: string): Database.Statement {
    let statement = this.statements.get(sql);
    if (!statement) {
      statement = this.db.prepare(sql);
      this.statements.set(sql, statement);
    }
    return statement;
  }

  async createTable(t: TableRecord): Promise<void> {
    const values = bindable(insertValues(t));
    const sql = `INSERT INTO tables (${INSERT_COLUMNS}) VALUES (${marks(values.length)})`;
    return this.writeTable({ kind: "table", tableId: t.id, sql, values, fence: null });
  }

  async updateTable(id: string, change: Partial<TableRecord>, fence?: Fence): Promise<void> {
    const { columns, values } = updateColumns(change);
    // Nothing to change: only the fence (if any) is checked, reading the row.
    const update = tableUpdate(id, columns, bindable(values)) ?? {
      sql: TABLE_EXISTS,
      values: [id],
    };
    if (columns.length === 0 && fence === undefined) return;
    return this.writeTable({ kind: "table", tableId: id, ...update, fence: fence ?? null });
  }

  /**
   * A table made or changed: with the appender thread, in the next group (in order with the appends,
   * and the event loop's connection never waits for the thread's); else committed here at once.
   */
  private writeTable(row: TableWrite): Promise<void> {
    if (this.appender instanceof AppenderThread) return this.queue(row);
    const refusal = refusalOf(this.appender.commit([row])[0] ?? null);
    return refusal === null ? Promise.resolve() : Promise.reject(refusal);
  }

  /** A write of a table: as it is without a fence; with one, in a transaction that checks it first. */
  private write(id: string, fence: Fence | undefined, work: () => unknown): void {
    if (fence === undefined) {
      work();
      return;
    }
    this.db.transaction(() => {
      this.fenced(id, fence);
      work();
    })();
  }

  /** `checkFence` on this connection. */
  private fenced(id: string, fence: Fence | undefined): void {
    checkFence(this.statement(SELECT_FENCE), id, fence);
  }

  async claimTable(id: string): Promise<Fence | null> {
    const row = this.statement("UPDATE tables SET fence = fence + 1 WHERE id = ? RETURNING fence").get(id) as
      { fence: number } | undefined;
    return row ? row.fence : null;
  }

  /** An update of the table's columns; false when there is no such table. */
  private changeTable(id: string, change: Partial<TableRecord>): boolean {
    const { columns, values } = updateColumns(change);
    const update = tableUpdate(id, columns, bindable(values));
    if (update === null) return this.statement(TABLE_EXISTS).get(id) !== undefined;
    return this.statement(update.sql).run(...update.values).changes > 0;
  }

  /**
   * One INSERT (a table's `seq` is read from its actions, never updated), committed with the other
   * tables' appends of the same turn of the event loop: one transaction for all of them (group
   * commit); a refused one (its seq twice, a stale fence) is refused alone. Resolves once that
   * transaction has committed: an acknowledged action is stored. For a database in a file the
   * groups are committed by the appender thread, in the order of their turns.
   */
  appendAction(tableId: string, entry: LogEntry, fence?: Fence): Promise<void> {
    return this.queue({
      kind: "action",
      tableId,
      seq: entry.seq,
      at: entry.at,
      seat: entry.seat,
      action: JSON.stringify(entry.action),
      fence: fence ?? null,
    });
  }

  /**
   * A write for the next group (see `commitWaiting`): the appends always, and with the appender thread
   * the tables made and changed too, so that they keep their order with the appends and the event
   * loop's connection never waits for the thread's.
   */
  private queue(row: AppendRow): Promise<void> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ row, resolve, reject });
      if (this.waiting.length === 1) setImmediate(() => this.commitWaiting());
    });
  }

  /** The writes (appends, and with the thread tables' writes) waiting for their group's commit. */
  private waiting: PendingWrite[] = [];

  /**
   * Commits every append waiting (see `appendAction`) as one group (`AppendCommitter`: should one be
   * refused, only that one is), then settles each with its outcome. With the appender thread one group
   * is on its way at a time: the appends of the turns meanwhile wait for it, then go as the next group
   * (fewer, larger commits, and fewer wake-ups of the thread, the busier the server).
   */
  private commitWaiting(): void {
    if (this.flight !== null) return;
    const group = this.waiting;
    this.waiting = [];
    if (group.length === 0) return;
    const rows: AppendRow[] = group.map((append) => append.row);
    const settle = (outcomes: readonly AppendOutcome[]): void => {
      group.forEach((append, i) => {
        const refusal = refusalOf(outcomes[i] ?? null);
        if (refusal === null) append.resolve();
        else append.reject(refusal);
      });
    };
    if (this.appender instanceof AppendCommitter) {
      settle(this.appender.commit(rows));
      return;
    }
    this.flight = this.appender
      .commit(rows)
      .then(settle, (error: unknown) => {
        for (const append of group) append.reject(error);
      })
      .finally(() => {
        this.flight = null;
        this.commitWaiting();
      });
  }

  /** The group the appender thread is committing, until its appends are settled. */
  private flight: Promise<void> | null = null;

  async getTable(id: string): Promise<TableRecord | null> {
    const row = this.statement(`${SELECT_TABLES} WHERE id = ?`).get(id) as TableRow | undefined;
    return row ? fromRow(row) : null;
  }

  async listTables(statuses: readonly TableStatus[], limit: number): Promise<TableRecord[]> {
    if (statuses.length === 0) return [];
    const marks = statuses.map(() => "?").join(", ");
    // rowid breaks ties (tables made or finished in the same millisecond) in insertion order.
    const rows = this.statement(
      `${SELECT_TABLES} WHERE status IN (${marks}) ORDER BY ${listOrder(statuses)}, tables.rowid DESC LIMIT ?`,
    ).all(...statuses, limit) as TableRow[];
    return rows.map(fromRow);
  }

  /** `played = 1` as written, so that SQLite may use the partial indexes (migrations.ts). */
  async listMatches(query: MatchQuery): Promise<TableRecord[]> {
    const { where, values } = matchFilters(query, () => "?", "");
    const rows = this.statement(
      `${SELECT_TABLES} WHERE played = 1${where} ORDER BY finished_at DESC, id DESC LIMIT ?`,
    ).all(...values, query.limit) as TableRow[];
    return rows.map(fromRow);
  }

  async actions(tableId: string): Promise<LogEntry[]> {
    const rows = this.statement(
      "SELECT seq, at, seat, action FROM actions WHERE table_id = ? ORDER BY seq",
    ).all(tableId) as ActionRow[];
    return rows.map(entryOf);
  }

  async listWaitingBefore(createdBefore: number, limit: number): Promise<TableRecord[]> {
    const rows = this.statement(
      `${SELECT_TABLES} WHERE status = 'waiting' AND created_at < ? ORDER BY created_at, tables.rowid LIMIT ?`,
    ).all(createdBefore, limit) as TableRow[];
    return rows.map(fromRow);
  }

  /** The table, its seats' players and its chat, in one transaction. */
  async deleteWaitingTable(id: string, fence?: Fence): Promise<boolean> {
    return this.db.transaction(() => {
      const deleted =
        fence === undefined
          ? this.statement("DELETE FROM tables WHERE id = ? AND status = 'waiting'").run(id)
          : this.statement("DELETE FROM tables WHERE id = ? AND status = 'waiting' AND fence = ?").run(
              id,
              fence,
            );
      if (deleted.changes === 0) return false;
      this.statement("DELETE FROM seat_players WHERE table_id = ?").run(id);
      this.statement("DELETE FROM chat WHERE table_id = ?").run(id);
      this.statement("DELETE FROM actions WHERE table_id = ?").run(id);
      return true;
    })();
  }

  async createPlayer(player: PlayerRecord): Promise<void> {
    const values = playerValues(player);
    try {
      this.statement(`INSERT INTO players (${PLAYER_COLUMNS}) VALUES (${marks(values.length)})`).run(
        ...values,
      );
    } catch (error) {
      throw usernameConflict(error);
    }
  }

  async getPlayer(id: string): Promise<PlayerRecord | null> {
    const row = this.statement("SELECT * FROM players WHERE id = ?").get(id) as PlayerRow | undefined;
    return row ? playerOf(row) : null;
  }

  async findAccount(username: string): Promise<PlayerRecord | null> {
    const row = this.statement("SELECT * FROM players WHERE username_key = ? AND kind = 'account'").get(
      caseKey(username),
    ) as PlayerRow | undefined;
    return row ? playerOf(row) : null;
  }

  async accountNameTaken(name: string, except?: string): Promise<boolean> {
    const row = this.statement(
      "SELECT 1 FROM players WHERE kind = 'account' AND name_key = ? AND id <> ? LIMIT 1",
    ).get(nameKey(name), except ?? "");
    return row !== undefined;
  }

  async updatePlayer(id: string, change: Partial<PlayerRecord>): Promise<void> {
    const { columns, values } = playerUpdate(change);
    if (columns.length === 0) return;
    const sets = columns.map((c) => `${c} = ?`).join(", ");
    try {
      this.statement(`UPDATE players SET ${sets} WHERE id = ?`).run(...values, id);
    } catch (error) {
      throw usernameConflict(error);
    }
  }

  async createSession(session: SessionRecord): Promise<void> {
    this.statement(
      "INSERT INTO sessions (token_hash, player_id, created_at, seen_at) VALUES (?, ?, ?, ?)",
    ).run(session.tokenHash, session.playerId, session.createdAt, session.seenAt);
  }

  async getSession(tokenHash: string): Promise<SessionRecord | null> {
    const row = this.statement("SELECT * FROM sessions WHERE token_hash = ?").get(tokenHash) as
      SessionRow | undefined;
    return row ? sessionOf(row) : null;
  }

  async touchSession(tokenHash: string, seenAt: number): Promise<void> {
    this.statement("UPDATE sessions SET seen_at = ? WHERE token_hash = ?").run(seenAt, tokenHash);
  }

  async deleteSession(tokenHash: string): Promise<void> {
    this.statement("DELETE FROM sessions WHERE token_hash = ?").run(tokenHash);
  }

  async seatPlayer(tableId: string, seat: number, playerId: string | null, fence?: Fence): Promise<void> {
    this.write(tableId, fence, () =>
      playerId === null
        ? this.statement("DELETE FROM seat_players WHERE table_id = ? AND seat = ?").run(tableId, seat)
        : this.statement(
            "INSERT INTO seat_players (table_id, seat, player_id) VALUES (?, ?, ?) ON CONFLICT (table_id, seat) DO UPDATE SET player_id = excluded.player_id",
          ).run(tableId, seat, playerId),
    );
  }

  async playerTables(playerId: string, limit: number): Promise<PlayerMatch[]> {
    return this.playerSeats(
      playerId,
      `${SELECT_TABLES} WHERE status IN ('waiting', 'playing') AND id IN (SELECT table_id FROM seat_players WHERE player_id = ?) ORDER BY created_at DESC, id DESC LIMIT ?`,
      limit,
    );
  }

  async listDue(before: number, limit: number): Promise<TableRecord[]> {
    const rows = this.statement(
      `${SELECT_TABLES} WHERE status = 'playing' AND deadline_at <= ? ORDER BY deadline_at LIMIT ?`,
    ).all(before, limit) as TableRow[];
    return rows.map(fromRow);
  }

  async playerMatches(playerId: string, limit: number): Promise<PlayerMatch[]> {
    return this.playerSeats(
      playerId,
      `${SELECT_TABLES} WHERE played = 1 AND id IN (SELECT table_id FROM seat_players WHERE player_id = ?) ORDER BY finished_at DESC, id DESC LIMIT ?`,
      limit,
    );
  }

  /** The tables `sql` lists (given the player and the limit) with the seats the player holds at each. */
  private playerSeats(playerId: string, sql: string, limit: number): PlayerMatch[] {
    const tables = (this.statement(sql).all(playerId, limit) as TableRow[]).map(fromRow);
    if (tables.length === 0) return [];
    const seats = this.statement(
      `SELECT table_id, seat FROM seat_players WHERE player_id = ? AND table_id IN (SELECT value FROM json_each(?))`,
    ).all(playerId, JSON.stringify(tables.map((t) => t.id))) as { table_id: string; seat: number }[];
    return matchesOf(tables, seats);
  }

  async ratings(game: string, playerIds: readonly string[]): Promise<RatingRecord[]> {
    if (playerIds.length === 0) return [];
    const rows = this.statement(
      `SELECT ${RATING_COLUMNS} FROM ratings WHERE game = ? AND player_id IN (SELECT value FROM json_each(?))`,
    ).all(game, JSON.stringify(playerIds)) as RatingRow[];
    return inOrderOf(playerIds, rows);
  }

  async playerRatings(playerId: string): Promise<RatingRecord[]> {
    const rows = this.statement(
      `SELECT ${RATING_COLUMNS} FROM ratings WHERE player_id = ? ORDER BY game`,
    ).all(playerId) as RatingRow[];
    return rows.map(ratingOf);
  }

  /** One transaction: a refused rating or table change (or no such table) rolls back every write. */
  async storeRatings(
    ratings: readonly MatchRating[],
    tableId: string,
    change: Partial<TableRecord>,
    fence?: Fence,
  ): Promise<void> {
    const upsert = this.statement(
      `INSERT INTO ratings (${RATING_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?) ${RATING_UPSERT}`,
    );
    const sided = this.statement(
      `INSERT INTO rated_players (table_id, player_id, game, side) VALUES (?, ?, ?, ?) ${RATED_PLAYER_UPSERT}`,
    );
    this.db.transaction(() => {
      this.fenced(tableId, fence);
      for (const r of ratings) {
        upsert.run(...ratingValues(r));
        if (r.side !== undefined) sided.run(tableId, r.playerId, r.game, r.side);
      }
      if (!this.changeTable(tableId, change)) throw noTable(tableId);
    })();
  }

  async leaderboard(
    game: string,
    limit: number,
    qualification: LeaderboardQualification = { games: 0, opponents: 0 },
  ): Promise<LeaderboardRow[]> {
    const opponents = qualification.opponents > 0 ? ` AND ${OPPONENTS_OF_RATING} >= ?` : "";
    const rows = this.statement(
      `SELECT ratings.*, players.name, players.kind FROM ratings JOIN players ON players.id = ratings.player_id WHERE game = ? AND games >= ?${opponents} ORDER BY rating DESC, games DESC, players.name, players.id LIMIT ?`,
    ).all(
      game,
      qualification.games,
      ...(opponents ? [qualification.opponents] : []),
      limit,
    ) as LeaderboardDbRow[];
    return rows.map(leaderboardOf);
  }

  async ratedAgainst(game: string, a: string, b: string, since: number): Promise<number> {
    const row = this.statement(ratedAgainstQuery(() => "?")).get(game, a, b, since) as { n: number };
    return row.n;
  }

  async offerPersonalBest(best: PersonalBestRecord): Promise<boolean> {
    const values = bestValues(best);
    return (
      this.statement(
        `INSERT INTO personal_bests (${BEST_COLUMNS}) VALUES (${marks(values.length)}) ${BEST_UPSERT}`,
      ).run(...values).changes > 0
    );
  }

  async personalBests(playerId: string, game: string): Promise<PersonalBestRecord[]> {
    const rows = this.statement(
      `SELECT ${BEST_COLUMNS} FROM personal_bests WHERE player_id = ? AND game = ? ORDER BY mode`,
    ).all(playerId, game) as BestRow[];
    return rows.map(bestOf);
  }

  async offerAnalysis(analysis: AnalysisRecord): Promise<boolean> {
    const values = analysisValues(analysis);
    return (
      this.statement(
        `INSERT INTO analyses (${ANALYSIS_COLUMNS}) VALUES (${marks(values.length)}) ${ANALYSIS_IF_ABSENT}`,
      ).run(...values).changes > 0
    );
  }

  async analysis(tableId: string): Promise<AnalysisRecord | null> {
    const row = this.statement(`SELECT ${ANALYSIS_COLUMNS} FROM analyses WHERE table_id = ?`).get(tableId) as
      AnalysisRow | undefined;
    return row ? analysisOf(row) : null;
  }

  async appendChat(tableId: string, line: ChatLine, fence?: Fence): Promise<void> {
    this.write(tableId, fence, () =>
      this.statement(`INSERT INTO chat (${CHAT_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`).run(
        ...chatValues(tableId, line),
      ),
    );
  }

  async chat(tableId: string, limit: number): Promise<ChatLine[]> {
    const rows = this.statement("SELECT * FROM chat WHERE table_id = ? ORDER BY n DESC LIMIT ?").all(
      tableId,
      limit,
    ) as ChatRow[];
    return rows.reverse().map(chatOf);
  }

  /** Reads a row of `meta` on the store's connection (throws once it is closed or the file fails). */
  async ping(): Promise<void> {
    this.statement("SELECT 1 FROM meta LIMIT 1").get();
  }

  async close(): Promise<void> {
    this.commitWaiting();
    // Each group's end sends the next, if any: wait until none is on its way.
    while (this.flight !== null) await this.flight;
    if (this.appender instanceof AppenderThread) await this.appender.close();
    this.db.close();
  }
}

/** How a `SqliteStore` keeps what it is given. */
export interface SqliteOptions {
  /** `normal` (default): a committed action survives the process being killed; `full`: power loss too. */
  readonly durability?: "normal" | "full";
  /**
   * Who commits the appends of a database in a file: `thread` (default), a connection of its own in a
   * worker thread, so that committing and the WAL's checkpoints leave the event loop; `inline`, the
   * store's own connection. An in-memory database is always `inline` (no other connection sees it).
   */
  readonly appender?: "thread" | "inline";
}

/** How long a write waits for the other connection's transaction before it is refused (ms). */
export const SQLITE_BUSY_TIMEOUT_MS = 5_000;

/** A write waiting for its group's commit. */
interface PendingWrite {
  readonly row: AppendRow;
  resolve(): void;
  reject(error: unknown): void;
}
