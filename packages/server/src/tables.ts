import { createHash, randomBytes } from "node:crypto";
import {
  botLevel,
  seatCountsInWords,
  seatsAllowed,
  err,
  getGame,
  ok,
  parseOptions,
  RealClock,
  ruleError,
  TableRunner,
  type LogEntry,
  type MatchLog,
  type Result,
  type RuleError,
  type SeatInfo,
} from "@parlor/engine";
import { AddressQuota, DEFAULT_LIMITS, expirySweepMs, type Limits, type QuotaKind } from "./limits.js";
import { LiveTable, type Subscriber } from "./live-table.js";
import type { Metrics } from "./metrics.js";
import { ProtocolErrors, type SeatSummary, type ServerMessage } from "./protocol.js";
import { LoopBudgets, DEFAULT_BUDGET, type BudgetOptions } from "./budget.js";
import { QueuedClock } from "./serial.js";
import type { Store, StoredSeat, TableRecord } from "./store/store.js";

export type { Subscriber } from "./live-table.js";

/** A seat asked for when a table is made. */
export type SeatRequest = { readonly bot: string } | { readonly human: true };

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

/** Waiting tables deleted per query of an expiry sweep (the next sweep takes the rest). */
const EXPIRY_BATCH = 500;

export interface TablesOptions {
  readonly metrics?: Metrics | null;
  /** Wall-clock milliseconds (Date.now). */
  readonly wallClock?: () => number;
  /** A table with human seats and nobody connected leaves memory after this long (it comes back on join). */
  readonly idleMs?: number;
  /** Per-address caps and the waiting tables' time to live. */
  readonly limits?: Limits;
  /** Each table's share of the event loop (see budget.ts). */
  readonly budget?: BudgetOptions;
}

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

/** What a join answers: the game, every seat the joining subscriber holds there, the table's status. */
export interface Joined {
  readonly game: string;
  readonly seats: number[];
  readonly status: TableRecord["status"];
}

/**
 * A step of a table failed: a write the store refused (or something that broke mid-step). The table
 * has left memory; its log in the store stands at the last write that succeeded, and the next join
 * rebuilds it from there.
 */
export class TableStopped extends Error {
  constructor(
    readonly table: string,
    cause: unknown,
  ) {
    super(`table ${table} stopped: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = "TableStopped";
  }
}

/** A step found its table gone from memory: ask again (the store says where it stands). */
const GONE: unique symbol = Symbol("gone");

/** What subscribers of a table stopped by a failed write are told. */
const STOPPED_MESSAGE =
  "The server could not save this table's last change and stopped the table: join again to go on from the last saved move.";

/**
 * Every table of this server process: creating, joining, playing, and telling subscribers. Each
 * table's changes (players' actions, bots' moves, deadlines, joins) are steps of its queue, run one
 * at a time in arrival order; a step's writes are stored before anything after them is sent, so an
 * accepted action is in the store before its ack and before any view of its result.
 */
export class Tables {
  private readonly live = new Map<string, LiveTable>();
  /** Tables being brought back from the store, so that two joins at once load a table once. */
  private readonly loading = new Map<string, Promise<LiveTable | null>>();
  /** The ack of the action being submitted (set around `runner.submit`, read by `onAccepted`). */
  private acknowledge: ((entry: LogEntry) => void) | null = null;
  private closing = false;

  private readonly metrics: Metrics | null;
  private readonly wallClock: () => number;
  private readonly idleMs: number;
  private readonly limits: Limits;
  /** Each address's waiting tables and running tables of bots, against its caps. */
  private readonly quota: AddressQuota;
  private expiryTimer: ReturnType<typeof setInterval> | null = null;
  /** Each table's budget of event-loop time: its steps are measured, its background steps deferred when over it. */
  readonly budgets: LoopBudgets;

  constructor(
    private readonly store: Store,
    private readonly logger: Logger,
    options: TablesOptions = {},
  ) {
    this.metrics = options.metrics ?? null;
    this.wallClock = options.wallClock ?? Date.now;
    this.idleMs = options.idleMs ?? DEFAULT_IDLE_MS;
    this.limits = options.limits ?? DEFAULT_LIMITS;
    this.quota = new AddressQuota(this.limits);
    this.budgets = new LoopBudgets(options.budget ?? DEFAULT_BUDGET, this.metrics);
  }

  /**
   * Makes a table (stored before this resolves); a table of bots only starts at once. `address`, the
   * client's, counts the table against that address's caps (none without it: the table is the
   * server's own). Everything is checked before anything is stored.
   */
  async create(
    gameId: string,
    rawOptions: unknown,
    seats: readonly SeatRequest[],
    address?: string,
  ): Promise<Result<{ id: string; seatTokens: (string | null)[] }, RuleError>> {
    const game = getGame(gameId);
    if (!game) return err(ruleError("no-game", `There is no game '${gameId}'.`));
    if (!seatsAllowed(game, seats.length)) {
      return err(
        ruleError(
          "bad-seats",
          `${game.title} seats ${seatCountsInWords(game.seatCounts)} players, not ${seats.length}.`,
        ),
      );
    }
    for (const seat of seats) {
      // Own levels only: "toString" or "__proto__" are not bot levels.
      if ("bot" in seat && !botLevel(game, seat.bot)) {
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
    const kind: QuotaKind = seats.every((s) => "bot" in s) ? "bots" : "waiting";
    if (address !== undefined) {
      const refusal = this.quota.refusal(address, kind);
      if (refusal) return err(refusal);
    }
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
    await this.store.createTable(record);
    if (address !== undefined) this.quota.hold(address, id, kind);
    const table = new LiveTable(record, game);
    this.live.set(id, table);
    this.idleSoon(table);
    this.logger.info({ table: id, game: game.id, seats: seats.length }, "table created");
    if (record.seats.every((s) => s.joined)) await this.step(table, () => this.start(table));
    this.countTables();
    return ok({ id, seatTokens });
  }

  async summary(id: string): Promise<TableSummary | null> {
    const table = this.live.get(id);
    if (table) return summaryOf(table.record);
    const record = await this.store.getTable(id);
    return record ? summaryOf(record) : null;
  }

  /** Open and live tables, newest first. */
  async list(limit = 200): Promise<TableSummary[]> {
    const records = await this.store.listTables(["waiting", "playing"], limit);
    return records.map((r) => summaryOf(this.live.get(r.id)?.record ?? r));
  }

  /** Finished matches, newest first. */
  async matches(limit = 200): Promise<TableSummary[]> {
    return (await this.store.listTables(["finished"], limit)).map(summaryOf);
  }

  /** A finished match's log. Never while it is live: the log holds every hidden card. */
  async log(id: string): Promise<Result<MatchLog, RuleError>> {
    const record = this.live.get(id)?.record ?? (await this.store.getTable(id));
    if (!record) return err(ruleError(ProtocolErrors.noTable, `There is no table '${id}'.`));
    if (record.status !== "finished") {
      return err(ruleError("not-finished", "The log of a table is published once its match is over."));
    }
    return ok({
      game: record.game,
      options: record.options,
      seed: record.seed,
      seats: record.seats.map((s) => (s.bot !== undefined ? { bot: s.bot } : {})),
      actions: await this.store.actions(id),
      ...(record.until !== null ? { until: record.until } : {}),
    });
  }

  /**
   * Takes the seats whose tokens are given (reconnecting with a token gives the same seat back),
   * starts the table once every human seat is taken, and subscribes `subscriber`. In one step of
   * the table, after its writes: `onJoined` (the caller's answer), then the table frame and the
   * subscriber's views. A table that left memory is brought back from the store first.
   */
  async join(
    id: string,
    tokens: readonly string[],
    subscriber: Subscriber,
    onJoined: (joined: Joined) => void = () => undefined,
  ): Promise<Result<Joined, RuleError>> {
    for (;;) {
      const table = this.live.get(id) ?? (await this.wake(id));
      if (!table) return err(await this.notLive(id, "join"));
      const result = await this.step(table, () =>
        table.gone ? GONE : this.joinNow(table, tokens, subscriber, onJoined),
      );
      // The table left memory while this join waited its turn: load it again (or say why not).
      if (result === GONE) continue;
      return result.ok ? ok(result.value()) : result;
    }
  }

  private joinNow(
    table: LiveTable,
    tokens: readonly string[],
    subscriber: Subscriber,
    onJoined: (joined: Joined) => void,
  ): Result<() => Joined, RuleError> {
    const seats: number[] = [];
    for (const token of tokens) {
      const hash = hashToken(token);
      const seat = table.record.seats.findIndex((s) => s.tokenHash === hash);
      if (seat < 0)
        return err(ruleError(ProtocolErrors.badToken, "That seat token does not belong to this table."));
      seats.push(seat);
    }
    this.keep(table);
    if (seats.some((seat) => !table.record.seats[seat]?.joined)) {
      const taken = table.record.seats.map((s, i) => (seats.includes(i) ? { ...s, joined: true } : s));
      this.update(table, { seats: taken });
      if (table.record.status === "waiting" && taken.every((s) => s.joined)) this.start(table);
      else table.after(() => this.tell(table, this.tableMessage(table)));
    }
    let joined: Joined | null = null;
    table.after(() => {
      joined = { game: table.record.game, seats, status: table.record.status };
      onJoined(joined);
      this.subscribe(table, subscriber);
    });
    return ok(() => joined as Joined);
  }

  /** Adds a subscriber and sends it where the table stands (a send: after the step's writes). */
  private subscribe(table: LiveTable, subscriber: Subscriber): void {
    table.subscribers.add(subscriber);
    this.keep(table);
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
   * Plays one action for a seat (the caller has checked the connection holds it), in the table's
   * turn. `ack` runs once the action is stored and before any view of its result goes out; the
   * promise resolves after those views. Rejects (`TableStopped`) if the store refused the write.
   */
  async act(
    id: string,
    seat: number,
    action: unknown,
    ack?: (entry: LogEntry) => void,
  ): Promise<Result<LogEntry, RuleError>> {
    const table = this.live.get(id);
    if (!table) return err(await this.notLive(id, "act"));
    const started = performance.now();
    const result = await this.step(table, () => {
      if (table.gone) return GONE;
      if (!table.runner)
        return err(
          ruleError(ProtocolErrors.notStarted, "The game has not started: some seats are still empty."),
        );
      this.acknowledge = ack ?? null;
      try {
        return table.runner.submit(seat, action);
      } finally {
        this.acknowledge = null;
      }
    });
    if (result === GONE) return err(await this.notLive(id, "act"));
    this.metrics?.actionSeconds.observe((performance.now() - started) / 1000);
    if (!result.ok) this.metrics?.refusals.inc({ code: result.error.code });
    return result;
  }

  /** Why a table is not in memory, from the store: over, missing, or to be joined (again). */
  private async notLive(id: string, why: "join" | "act"): Promise<RuleError> {
    const record = await this.store.getTable(id);
    if (!record)
      return ruleError(
        ProtocolErrors.noTable,
        why === "join" ? `There is no table '${id}'.` : `There is no live table '${id}'.`,
      );
    if (record.status === "finished" || why === "join")
      return ruleError(
        ProtocolErrors.finished,
        why === "join"
          ? "That match is over: its replay is at /api/tables/" + id + "/log."
          : "That match is over.",
      );
    return ruleError(ProtocolErrors.notJoined, "Join the table again before playing at it.");
  }

  /**
   * On startup: every table being played comes back at the same seq, its timers and bots running.
   * Tables waiting for players stay in the store until someone joins one; those past their time to
   * live are deleted now, and from now on every few minutes.
   */
  async resumeAll(): Promise<number> {
    await this.expireWaiting();
    let count = 0;
    for (const record of await this.store.listTables(["playing"], Number.MAX_SAFE_INTEGER)) {
      if (await this.load(record)) count++;
    }
    this.countTables();
    if (count > 0) this.logger.info({ tables: count }, "tables resumed");
    this.expiryTimer ??= setInterval(() => {
      this.expireWaiting().catch((error: unknown) =>
        this.logger.error({ err: error }, "expiring waiting tables failed"),
      );
    }, expirySweepMs(this.limits));
    this.expiryTimer.unref?.();
    return count;
  }

  /**
   * Deletes the tables still waiting for players `waitingTtlMs` after they were made, unless someone
   * is at the table right now (connected to it). Resolves to how many were deleted.
   */
  async expireWaiting(): Promise<number> {
    const cutoff = this.wallClock() - this.limits.waitingTtlMs;
    let deleted = 0;
    for (const record of await this.store.listWaitingBefore(cutoff, EXPIRY_BATCH)) {
      if (this.closing) break;
      const id = record.id;
      if (this.loading.has(id)) continue;
      const table = this.live.get(id);
      let gone: boolean;
      if (table) {
        gone = await this.step(table, () => {
          if (table.gone || table.subscribers.size > 0 || table.record.status !== "waiting") return false;
          table.store(async () => {
            await this.store.deleteWaitingTable(id);
          });
          table.after(() => this.leaveMemory(table));
          return true;
        });
      } else {
        // A join that comes meanwhile waits for the deletion, then finds no table.
        const deletion = this.store.deleteWaitingTable(id);
        this.loading.set(
          id,
          deletion.then(
            () => null,
            () => null,
          ),
        );
        try {
          gone = await deletion;
        } finally {
          this.loading.delete(id);
        }
      }
      if (gone) {
        deleted++;
        this.quota.release(id);
        this.logger.info({ table: id }, "waiting table expired");
      }
    }
    return deleted;
  }

  /** Brings an unfinished table from the store into memory (rebuilt by replay), or says why not. */
  private async load(record: TableRecord): Promise<LiveTable | null> {
    const game = getGame(record.game);
    if (!game) {
      this.logger.warn({ table: record.id, game: record.game }, "table of an unknown game left as it is");
      return null;
    }
    const actions = record.status === "playing" ? await this.store.actions(record.id) : null;
    if (this.closing) return null;
    const table = new LiveTable(record, game);
    this.live.set(record.id, table);
    try {
      if (actions) await this.step(table, () => this.start(table, actions));
    } catch (error) {
      // A log the engine no longer accepts must not keep every other table (and the server) down.
      table.runner?.stop();
      this.leaveMemory(table);
      this.logger.error({ table: record.id, err: error }, "table could not be resumed; left as it is");
      return null;
    }
    this.idleSoon(table);
    return table;
  }

  /** A table that left memory while idle, brought back for someone joining (once for joins at once). */
  private wake(id: string): Promise<LiveTable | null> {
    let pending = this.loading.get(id);
    if (!pending) {
      pending = (async () => {
        const record = await this.store.getTable(id);
        if (!record || record.status === "finished" || this.closing) return null;
        const table = await this.load(record);
        this.countTables();
        return table;
      })().finally(() => this.loading.delete(id));
      this.loading.set(id, pending);
    }
    return pending;
  }

  /**
   * With nobody connected, a table with human seats leaves memory after `idleMs` (its timers stop;
   * its log is in the store). Bot-only tables play on to their end.
   */
  private idleSoon(table: LiveTable): void {
    if (table.idleTimer || table.subscribers.size > 0 || table.gone) return;
    if (table.record.seats.every((s) => s.bot !== undefined)) return;
    table.idleTimer = setTimeout(() => {
      table.idleTimer = null;
      // In the table's turn: what it was storing is stored before it leaves.
      this.background(table, () => {
        if (table.subscribers.size > 0 || table.idleTimer) return;
        table.runner?.stop();
        this.leaveMemory(table);
        this.logger.info({ table: table.record.id, seq: table.record.seq }, "idle table left memory");
      });
    }, this.idleMs);
    table.idleTimer.unref?.();
  }

  /** Someone is coming: the table stays in memory. */
  private keep(table: LiveTable): void {
    if (table.idleTimer) clearTimeout(table.idleTimer);
    table.idleTimer = null;
  }

  private leaveMemory(table: LiveTable): void {
    table.gone = true;
    this.keep(table);
    if (this.live.get(table.record.id) === table) this.live.delete(table.record.id);
    this.countTables();
  }

  /**
   * Shutting down: stops every table's timers and bots, then waits for the steps under way, so that
   * every action already accepted is stored when this resolves.
   */
  async stop(): Promise<void> {
    this.closing = true;
    if (this.expiryTimer) clearInterval(this.expiryTimer);
    this.expiryTimer = null;
    await Promise.allSettled([...this.loading.values()]);
    const tables = [...this.live.values()];
    for (const table of tables) {
      table.runner?.stop();
      this.keep(table);
    }
    await Promise.all(tables.map((table) => table.queue.idle()));
  }

  get size(): number {
    return this.live.size;
  }

  /**
   * Runs `work` (the engine's synchronous part) as the table's next step, then stores its writes in
   * order, each awaited, then sends its frames. A failed write stops the table (`TableStopped`): none
   * of the step's frames go out, so nothing is seen of a change the store did not take.
   */
  private step<T>(table: LiveTable, work: () => T): Promise<T> {
    const budget = this.budgets.of(table, table.game.id);
    return table.queue.run(async () => {
      try {
        let result: T;
        try {
          result = budget.measure(work);
        } catch (error) {
          table.takeEffects();
          throw error;
        }
        const { writes, sends } = table.takeEffects();
        for (const write of writes) {
          try {
            await write();
          } catch (error) {
            this.fail(table, error);
            throw new TableStopped(table.record.id, error);
          }
        }
        budget.measure(() => {
          for (const send of sends) send();
        });
        return result;
      } finally {
        // The step's time goes to the histogram however it ended.
        budget.stepped();
      }
    });
  }

  /** A step nobody waits for (a deadline, a bot's move, idleness): failures are logged. */
  private background(table: LiveTable, work: () => void): void {
    this.step(table, () => {
      if (!table.gone) work();
    }).catch((error: unknown) => {
      if (!(error instanceof TableStopped))
        this.logger.error({ table: table.record.id, err: error }, "a table step failed");
    });
  }

  /** A write failed mid-step: the table leaves memory and its subscribers are told to join again. */
  private fail(table: LiveTable, error: unknown): void {
    this.logger.error(
      { table: table.record.id, seq: table.record.seq, err: error },
      "a table step failed; the table left memory at its last stored change",
    );
    table.runner?.stop();
    const text = JSON.stringify({
      type: "error",
      code: ProtocolErrors.serverError,
      message: STOPPED_MESSAGE,
    } satisfies ServerMessage);
    for (const subscriber of table.subscribers) {
      subscriber.send(text);
      subscriber.dropped?.();
    }
    table.subscribers.clear();
    this.leaveMemory(table);
  }

  /** Changes the table's record: stored first, then applied in memory (a write of the step). */
  private update(table: LiveTable, change: Partial<TableRecord>): void {
    table.store(async () => {
      await this.store.updateTable(table.record.id, change);
      table.record = { ...table.record, ...change };
    });
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
      this.update(table, { status: "playing", startedAt: now });
      table.after(() => this.quota.started(record.id));
    }
    const runner: TableRunner = new TableRunner({
      game,
      options: record.options,
      seed: record.seed,
      seats,
      // Deadlines and bots' moves are steps of the table's queue, in line with players' actions,
      // deferred while the table is over its share of the event loop (the engine takes deadlines at their times).
      clock: new QueuedClock(new RealClock(origin, this.wallClock), (callback) =>
        this.budgets.of(table, game.id).defer(() => this.background(table, callback)),
      ),
      ...(resumeFrom
        ? {
            resume: { game: game.id, options: record.options, seed: record.seed, seats, actions: resumeFrom },
          }
        : {}),
      onAccepted: (entry) => {
        const ack = this.acknowledge;
        this.acknowledge = null;
        table.store(async () => {
          await this.store.appendAction(record.id, entry);
          table.record = { ...table.record, seq: entry.seq };
          this.metrics?.actions.inc({ game: game.id });
        });
        if (ack) table.after(() => ack(entry));
      },
      onChange: () => table.after(() => this.broadcast(table)),
      onFinished: (outcome) => {
        this.keep(table);
        this.update(table, {
          status: "finished",
          finishedAt: this.wallClock(),
          outcome,
          until: runner.log.until ?? null,
        });
        table.after(() => {
          this.quota.release(record.id);
          this.tell(table, this.tableMessage(table));
          this.leaveMemory(table);
          this.logger.info(
            { table: record.id, winners: outcome.winners, seq: table.record.seq },
            "match finished",
          );
        });
      },
    });
    table.runner = runner;
    if (!resumeFrom) table.after(() => this.tell(table, this.tableMessage(table)));
    table.after(() => this.countTables());
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
