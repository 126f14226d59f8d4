import { createHash, randomBytes } from "node:crypto";
import {
  err,
  getGame,
  ok,
  parseOptions,
  RealClock,
  ruleError,
  TableRunner,
  type AnyGame,
  type LogEntry,
  type MatchLog,
  type Result,
  type RuleError,
  type SeatInfo,
} from "@parlor/engine";
import type { Metrics } from "./metrics.js";
import { ProtocolErrors, type SeatSummary, type ServerMessage } from "./protocol.js";
import type { Store, StoredSeat, TableRecord } from "./store/store.js";

/** A seat asked for when a table is made. */
export type SeatRequest = { readonly bot: string } | { readonly human: true };

/** Someone connected to a table: a player holding seats, or a spectator (no seats). */
export interface Subscriber {
  readonly seats: ReadonlySet<number>;
  send(text: string): void;
}

/** What the API says about a table. */
export interface TableSummary {
  readonly id: string;
  readonly game: string;
  readonly status: TableRecord["status"];
  readonly seq: number;
  readonly seats: readonly SeatSummary[];
  readonly outcome: TableRecord["outcome"];
  readonly createdAt: number;
  readonly startedAt: number | null;
  readonly finishedAt: number | null;
  /**
   * How long the finished match lasted in game time (ms from its start to its end, the log's
   * `until`); null until it is finished.
   */
  readonly duration: number | null;
}

export interface Logger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

/** How long a table with human seats stays in memory with nobody connected (10 minutes). */
export const DEFAULT_IDLE_MS = 10 * 60_000;

/** Secret seat tokens: 144 random bits; the store keeps only their sha256. */
export function newToken(): string {
  return randomBytes(18).toString("base64url");
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

function newTableId(): string {
  return randomBytes(9).toString("base64url");
}

function publicSeats(seats: readonly StoredSeat[]): SeatSummary[] {
  return seats.map((s) =>
    s.bot !== undefined ? { bot: s.bot, joined: true } : { human: true, joined: s.joined },
  );
}

function summaryOf(record: TableRecord): TableSummary {
  return {
    id: record.id,
    game: record.game,
    status: record.status,
    seq: record.seq,
    seats: publicSeats(record.seats),
    outcome: record.outcome,
    createdAt: record.createdAt,
    startedAt: record.startedAt,
    finishedAt: record.finishedAt,
    duration: record.status === "finished" ? record.until : null,
  };
}

/** One table in memory: its record, its runner once started, and who is connected. */
class LiveTable {
  runner: TableRunner | null = null;
  readonly subscribers = new Set<Subscriber>();
  idleTimer: ReturnType<typeof setTimeout> | null = null;
  constructor(
    public record: TableRecord,
    readonly game: AnyGame,
  ) {}

  update(store: Store, change: Partial<TableRecord>): void {
    this.record = { ...this.record, ...change };
    store.updateTable(this.record.id, change);
  }
}

/**
 * Every table of this server process: creating, joining, playing, and telling subscribers. Each
 * table's actions run one at a time in arrival order (Node's event loop); each accepted action is in
 * the store before any view of its result is sent.
 */
export class Tables {
  private readonly live = new Map<string, LiveTable>();
  /** Called between storing an accepted action and sending its views (the sender's ack). */
  private acknowledge: ((entry: LogEntry) => void) | null = null;

  constructor(
    private readonly store: Store,
    private readonly logger: Logger,
    private readonly metrics: Metrics | null = null,
    private readonly wallClock: () => number = Date.now,
    /** A table with human seats and nobody connected leaves memory after this long (it comes back on join). */
    private readonly idleMs: number = DEFAULT_IDLE_MS,
  ) {}

  /** Makes a table; a table of bots only starts at once. */
  create(
    gameId: string,
    rawOptions: unknown,
    seats: readonly SeatRequest[],
  ): Result<{ id: string; seatTokens: (string | null)[] }, RuleError> {
    const game = getGame(gameId);
    if (!game) return err(ruleError("no-game", `There is no game '${gameId}'.`));
    if (seats.length < game.seats.min || seats.length > game.seats.max) {
      return err(
        ruleError(
          "bad-seats",
          `${game.title} seats ${game.seats.min} to ${game.seats.max} players, not ${seats.length}.`,
        ),
      );
    }
    for (const seat of seats) {
      if ("bot" in seat && !game.bots[seat.bot]) {
        return err(
          ruleError(
            "bad-bot",
            `${game.title} has no bot level '${seat.bot}' (levels: ${Object.keys(game.bots).join(", ")}).`,
          ),
        );
      }
    }
    const options = parseOptions(game, rawOptions);
    if (!options.ok) return options;
    const seatTokens = seats.map((s) => ("bot" in s ? null : newToken()));
    const id = newTableId();
    const record: TableRecord = {
      id,
      game: game.id,
      options: options.value,
      seed: randomBytes(12).toString("base64url"),
      seats: seats.map((s, i) =>
        "bot" in s
          ? { bot: s.bot, joined: true }
          : { human: true, tokenHash: hashToken(seatTokens[i] as string), joined: false },
      ),
      status: "waiting",
      createdAt: this.wallClock(),
      startedAt: null,
      finishedAt: null,
      outcome: null,
      until: null,
      seq: 0,
    };
    this.store.createTable(record);
    const table = new LiveTable(record, game);
    this.live.set(id, table);
    this.idleSoon(table);
    this.logger.info({ table: id, game: game.id, seats: seats.length }, "table created");
    if (record.seats.every((s) => s.joined)) this.start(table);
    this.countTables();
    return ok({ id, seatTokens });
  }

  summary(id: string): TableSummary | null {
    const table = this.live.get(id);
    if (table) return summaryOf(table.record);
    const record = this.store.getTable(id);
    return record ? summaryOf(record) : null;
  }

  /** Open and live tables, newest first. */
  list(limit = 200): TableSummary[] {
    return this.store
      .listTables(["waiting", "playing"], limit)
      .map((r) => summaryOf(this.live.get(r.id)?.record ?? r));
  }

  /** Finished matches, newest first. */
  matches(limit = 200): TableSummary[] {
    return this.store.listTables(["finished"], limit).map(summaryOf);
  }

  /** A finished match's log. Never while it is live: the log holds every hidden card. */
  log(id: string): Result<MatchLog, RuleError> {
    const record = this.live.get(id)?.record ?? this.store.getTable(id);
    if (!record) return err(ruleError(ProtocolErrors.noTable, `There is no table '${id}'.`));
    if (record.status !== "finished") {
      return err(ruleError("not-finished", "The log of a table is published once its match is over."));
    }
    return ok({
      game: record.game,
      options: record.options,
      seed: record.seed,
      seats: record.seats.map((s) => (s.bot !== undefined ? { bot: s.bot } : {})),
      actions: this.store.actions(id),
      ...(record.until !== null ? { until: record.until } : {}),
    });
  }

  /**
   * Takes the seats whose tokens are given (reconnecting with a token gives the same seat back), and
   * starts the table once every human seat is taken.
   */
  join(
    id: string,
    tokens: readonly string[],
  ): Result<{ game: string; seats: number[]; status: string }, RuleError> {
    const table = this.live.get(id) ?? this.wake(id);
    if (!table) {
      const record = this.store.getTable(id);
      return err(
        record
          ? ruleError(
              ProtocolErrors.finished,
              "That match is over: its replay is at /api/tables/" + id + "/log.",
            )
          : ruleError(ProtocolErrors.noTable, `There is no table '${id}'.`),
      );
    }
    const seats: number[] = [];
    for (const token of tokens) {
      const hash = hashToken(token);
      const seat = table.record.seats.findIndex((s) => s.tokenHash === hash);
      if (seat < 0)
        return err(ruleError(ProtocolErrors.badToken, "That seat token does not belong to this table."));
      seats.push(seat);
    }
    if (seats.some((seat) => !table.record.seats[seat]?.joined)) {
      table.update(this.store, {
        seats: table.record.seats.map((s, i) => (seats.includes(i) ? { ...s, joined: true } : s)),
      });
      if (table.record.status === "waiting" && table.record.seats.every((s) => s.joined)) this.start(table);
      else this.tell(table, this.tableMessage(table));
    }
    return ok({ game: table.record.game, seats, status: table.record.status });
  }

  /** Adds a subscriber and sends it where the table stands. */
  subscribe(id: string, subscriber: Subscriber): void {
    const table = this.live.get(id);
    if (!table) return;
    table.subscribers.add(subscriber);
    if (table.idleTimer) clearTimeout(table.idleTimer);
    table.idleTimer = null;
    subscriber.send(JSON.stringify(this.tableMessage(table)));
    if (table.runner) for (const text of this.viewTexts(table, subscriber, new Map())) subscriber.send(text);
  }

  unsubscribe(id: string, subscriber: Subscriber): void {
    const table = this.live.get(id);
    if (!table) return;
    table.subscribers.delete(subscriber);
    this.idleSoon(table);
  }

  /**
   * Plays one action for a seat (the caller has checked the connection holds it). `ack` runs once the
   * action is stored and before any view of its result goes out.
   */
  act(
    id: string,
    seat: number,
    action: unknown,
    ack?: (entry: LogEntry) => void,
  ): Result<LogEntry, RuleError> {
    const table = this.live.get(id);
    if (!table) {
      return err(
        this.store.getTable(id)
          ? ruleError(ProtocolErrors.finished, "That match is over.")
          : ruleError(ProtocolErrors.noTable, `There is no live table '${id}'.`),
      );
    }
    if (!table.runner)
      return err(
        ruleError(ProtocolErrors.notStarted, "The game has not started: some seats are still empty."),
      );
    const started = performance.now();
    this.acknowledge = ack ?? null;
    const result = table.runner.submit(seat, action);
    this.acknowledge = null;
    this.metrics?.actionSeconds.observe((performance.now() - started) / 1000);
    if (!result.ok) this.metrics?.refusals.inc({ code: result.error.code });
    return result;
  }

  /** On startup: every unfinished table comes back at the same seq, its timers and bots running. */
  resumeAll(): number {
    let count = 0;
    for (const record of this.store.listTables(["waiting", "playing"], Number.MAX_SAFE_INTEGER)) {
      if (this.load(record)) count++;
    }
    this.countTables();
    if (count > 0) this.logger.info({ tables: count }, "tables resumed");
    return count;
  }

  /** Brings an unfinished table from the store into memory (rebuilt by replay), or says why not. */
  private load(record: TableRecord): LiveTable | null {
    const game = getGame(record.game);
    if (!game) {
      this.logger.warn({ table: record.id, game: record.game }, "table of an unknown game left as it is");
      return null;
    }
    const table = new LiveTable(record, game);
    this.live.set(record.id, table);
    try {
      if (record.status === "playing") this.start(table, this.store.actions(record.id));
    } catch (error) {
      // A log the engine no longer accepts must not keep every other table (and the server) down.
      table.runner?.stop();
      this.live.delete(record.id);
      this.logger.error({ table: record.id, err: error }, "table could not be resumed; left as it is");
      return null;
    }
    this.idleSoon(table);
    return table;
  }

  /** A table that left memory while idle, brought back for someone joining. */
  private wake(id: string): LiveTable | null {
    const record = this.store.getTable(id);
    if (!record || record.status === "finished") return null;
    const table = this.load(record);
    this.countTables();
    return table;
  }

  /**
   * With nobody connected, a table with human seats leaves memory after `idleMs` (its timers stop;
   * its log is in the store). Bot-only tables play on to their end.
   */
  private idleSoon(table: LiveTable): void {
    if (table.idleTimer || table.subscribers.size > 0) return;
    if (table.record.seats.every((s) => s.bot !== undefined)) return;
    table.idleTimer = setTimeout(() => {
      table.idleTimer = null;
      if (table.subscribers.size > 0 || this.live.get(table.record.id) !== table) return;
      table.runner?.stop();
      this.live.delete(table.record.id);
      this.countTables();
      this.logger.info({ table: table.record.id, seq: table.record.seq }, "idle table left memory");
    }, this.idleMs);
    table.idleTimer.unref?.();
  }

  /** Stops every table's timers (shutting down); their logs are already in the store. */
  stop(): void {
    for (const table of this.live.values()) {
      table.runner?.stop();
      if (table.idleTimer) clearTimeout(table.idleTimer);
    }
  }

  get size(): number {
    return this.live.size;
  }

  private start(table: LiveTable, resumeFrom?: LogEntry[]): void {
    const { record, game } = table;
    const seats: SeatInfo[] = record.seats.map((s) => (s.bot !== undefined ? { bot: s.bot } : {}));
    const now = this.wallClock();
    let origin: number;
    if (resumeFrom) {
      // Game time stood still while the server was down: it goes on from the last logged action.
      origin = now - (resumeFrom.at(-1)?.at ?? 0);
    } else {
      origin = now;
      table.update(this.store, { status: "playing", startedAt: now });
    }
    const runner = new TableRunner({
      game,
      options: record.options,
      seed: record.seed,
      seats,
      clock: new RealClock(origin, this.wallClock),
      ...(resumeFrom
        ? {
            resume: { game: game.id, options: record.options, seed: record.seed, seats, actions: resumeFrom },
          }
        : {}),
      onAccepted: (entry) => {
        this.store.appendAction(record.id, entry);
        table.record = { ...table.record, seq: entry.seq };
        this.metrics?.actions.inc({ game: game.id });
        const ack = this.acknowledge;
        this.acknowledge = null;
        ack?.(entry);
      },
      onChange: () => this.broadcast(table),
      onFinished: (outcome) => {
        if (table.idleTimer) clearTimeout(table.idleTimer);
        table.update(this.store, {
          status: "finished",
          finishedAt: this.wallClock(),
          outcome,
          until: runner.log.until ?? null,
        });
        this.tell(table, this.tableMessage(table));
        this.live.delete(record.id);
        this.countTables();
        this.logger.info(
          { table: record.id, winners: outcome.winners, seq: table.record.seq },
          "match finished",
        );
      },
    });
    table.runner = runner;
    if (!resumeFrom) this.tell(table, this.tableMessage(table));
    this.countTables();
    runner.start();
  }

  private tableMessage(table: LiveTable): ServerMessage {
    return {
      type: "table",
      table: table.record.id,
      status: table.record.status,
      seats: publicSeats(table.record.seats),
      outcome: table.record.outcome,
    };
  }

  private tell(table: LiveTable, message: ServerMessage): void {
    const text = JSON.stringify(message);
    for (const subscriber of table.subscribers) subscriber.send(text);
  }

  /** The view frames for one subscriber: one per seat it holds, or the spectator's. */
  private viewTexts(table: LiveTable, subscriber: Subscriber, cache: Map<number | null, string>): string[] {
    const runner = table.runner;
    if (!runner) return [];
    const seats: (number | null)[] = subscriber.seats.size > 0 ? [...subscriber.seats] : [null];
    return seats.map((seat) => {
      let text = cache.get(seat);
      if (text === undefined) {
        const message: ServerMessage = {
          type: "view",
          table: table.record.id,
          seat,
          seq: table.record.seq,
          status: runner.finished ? "finished" : table.record.status,
          view: runner.view(seat),
        };
        text = JSON.stringify(message);
        cache.set(seat, text);
      }
      return text;
    });
  }

  private broadcast(table: LiveTable): void {
    if (table.subscribers.size === 0) return;
    const cache = new Map<number | null, string>();
    for (const subscriber of table.subscribers) {
      for (const text of this.viewTexts(table, subscriber, cache)) subscriber.send(text);
    }
  }

  private countTables(): void {
    if (!this.metrics) return;
    let waiting = 0;
    let playing = 0;
    for (const t of this.live.values()) {
      if (t.record.status === "waiting") waiting++;
      else playing++;
    }
    this.metrics.tables.set({ status: "waiting" }, waiting);
    this.metrics.tables.set({ status: "playing" }, playing);
  }
}
