/**
 * Appending actions to a PostgreSQL store in groups (group commit): the appends that arrive while
 * the previous group is being written, or in the same turn of the event loop when none is, go to the
 * database as one statement, one round trip and one commit. Each append still resolves only once its
 * row is committed, before anyone sees its result; each is still fenced on its own (`Store`): a stale
 * owner's row is left out and refused (`StaleOwner`) without failing the other rows of its group.
 *
 * One statement per action cost the server more than all the rest of an action's work (the writes to
 * the database's socket, one per action, were 40 % of the server's CPU at 300 tables) and PostgreSQL a
 * commit each.
 */
import type pg from "pg";
import type { ActionRow } from "./sqlite-appends.js";
import { StaleOwner } from "./store.js";

/** One action waiting for its group: its row (the same as a SQLite group's) and its caller's promise. */
interface PendingAppend extends AppendedAction {
  readonly resolve: () => void;
  readonly reject: (error: Error) => void;
}

/** An action to append: the row of a SQLite group (`ActionRow`), the action already in JSON. */
export type AppendedAction = Omit<ActionRow, "kind">;

/** What `AppendGroups` may be told. */
export interface AppendGroupOptions {
  /**
   * The most rows in one statement (default `DEFAULT_GROUP_ROWS`); more waiting go in the next
   * group. PostgreSQL takes the rows as six arrays, so the statement's size is not bounded by its
   * parameter count, only by this.
   */
  readonly maxRows?: number;
}

/** The most rows in a group by default: about 150 KB of actions, a few milliseconds to write. */
export const DEFAULT_GROUP_ROWS = 500;

/**
 * The group's statement, prepared once per connection. The rows come as arrays (`unnest`), so its
 * text is the same for any group. A fenced row is stored only while its table's fence is the
 * writer's: `FOR SHARE` locks that table's row against a claim (an UPDATE of it) until the group
 * commits, so a claim either waits for the group, and its owner then reads the action, or comes
 * first, and the row finds a newer fence and is left out. A row already stored (the same table and
 * seq) is left out too (`ON CONFLICT DO NOTHING`) rather than failing the group. `RETURNING` says
 * which rows went in.
 */
export const APPEND_GROUP = {
  name: "parlor-append-group",
  text: `WITH rows AS (
  SELECT * FROM unnest($1::text[], $2::integer[], $3::bigint[], $4::integer[], $5::text[], $6::integer[])
    AS r(table_id, seq, at, seat, action, fence)
), fenced AS (
  SELECT rows.table_id, rows.seq, rows.at, rows.seat, rows.action
  FROM rows JOIN tables ON tables.id = rows.table_id AND tables.fence = rows.fence
  WHERE rows.fence IS NOT NULL
  FOR SHARE OF tables
)
INSERT INTO actions (table_id, seq, at, seat, action)
SELECT table_id, seq, at, seat, action FROM rows WHERE fence IS NULL
UNION ALL
SELECT table_id, seq, at, seat, action FROM fenced
ON CONFLICT DO NOTHING
RETURNING table_id, seq`,
};

/** The fences of the tables whose rows a group left out, to say why. */
const SELECT_FENCES = "SELECT id, fence FROM tables WHERE id = ANY($1::text[])";

/** A row's key in a group's answer. */
const keyOf = (tableId: string, seq: number): string => `${seq}:${tableId}`;

/** Appends in groups on `pool`, at most one group being written at a time. */
export class AppendGroups {
  private waiting: PendingAppend[] = [];
  private writing = false;
  private scheduled = false;
  /** The groups being written, until none waits (`idle`). */
  private written: Promise<void> = Promise.resolve();
  private readonly maxRows: number;

  constructor(
    private readonly pool: pg.Pool,
    options: AppendGroupOptions = {},
  ) {
    this.maxRows = Math.max(1, options.maxRows ?? DEFAULT_GROUP_ROWS);
  }

  /** Appends one action; resolves once it is committed, refuses as `Store.appendAction`. */
  append(row: AppendedAction): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.waiting.push({ ...row, resolve, reject });
      // Nothing being written: the group is what arrives in this turn of the event loop. Else the
      // rows wait for the group being written, and go together right after it.
      if (!this.writing && !this.scheduled) {
        this.scheduled = true;
        setImmediate(() => {
          this.scheduled = false;
          this.written = this.write();
        });
      }
    });
  }

  /** Resolves once every append made so far is settled (before the pool is closed). */
  async idle(): Promise<void> {
    while (this.scheduled || this.writing) {
      if (this.scheduled) await new Promise((resolve) => setImmediate(resolve));
      await this.written;
    }
  }

  /** Writes the next group, then the one that gathered meanwhile, until none is waiting. */
  private async write(): Promise<void> {
    if (this.writing) return;
    this.writing = true;
    try {
      while (this.waiting.length > 0) {
        const group = this.waiting.splice(0, this.maxRows);
        await this.commit(group);
      }
    } finally {
      this.writing = false;
    }
  }

  /** One group in one statement; each of its appends settled. */
  private async commit(group: readonly PendingAppend[]): Promise<void> {
    let stored: Set<string>;
    try {
      const { rows } = await this.pool.query<{ table_id: string; seq: number }>({
        ...APPEND_GROUP,
        values: [
          group.map((row) => row.tableId),
          group.map((row) => row.seq),
          group.map((row) => row.at),
          group.map((row) => row.seat),
          group.map((row) => row.action),
          group.map((row) => row.fence),
        ],
      });
      stored = new Set(rows.map((row) => keyOf(row.table_id, row.seq)));
    } catch (error) {
      // The statement failed as a whole (the connection, the database): nothing of it was stored.
      for (const row of group) row.reject(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    const left = group.filter((row) => !stored.has(keyOf(row.tableId, row.seq)));
    for (const row of group) if (stored.has(keyOf(row.tableId, row.seq))) row.resolve();
    if (left.length > 0) await this.refuse(left);
  }

  /** The rows a group left out: a stale fence (`StaleOwner`), else an action already stored. */
  private async refuse(left: readonly PendingAppend[]): Promise<void> {
    let fences: Map<string, number>;
    try {
      const { rows } = await this.pool.query<{ id: string; fence: number }>(SELECT_FENCES, [
        [...new Set(left.map((row) => row.tableId))],
      ]);
      fences = new Map(rows.map((row) => [row.id, row.fence]));
    } catch (error) {
      for (const row of left) row.reject(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    for (const row of left) {
      if (row.fence !== null && fences.get(row.tableId) !== row.fence)
        row.reject(new StaleOwner(row.tableId, row.fence));
      else row.reject(new ActionStored(row.tableId, row.seq));
    }
  }
}

/** An append refused because the table's log already holds an action at its seq. */
export class ActionStored extends Error {
  constructor(
    readonly table: string,
    readonly seq: number,
  ) {
    super(`table ${table}: its log already holds action ${seq}`);
    this.name = "ActionStored";
  }
}
