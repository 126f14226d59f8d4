import type { MyGame } from "@parlor/protocol";
import { inTurnOrder, myGameOf } from "./mine.js";
import { realClock, type ServerClock } from "../clock.js";
import { DUE_SWEEP_MS, DueSweep } from "./due.js";
import {
  err,
  ok,
  ruleError,
  type LogEntry,
  type MatchLog,
  type Result,
  type RuleError,
} from "@parlor/engine";
import { AddressQuota, DEFAULT_LIMITS, expirySweepMs, type Limits, type TableQuota } from "../limits.js";
import { LiveTable, type Subscriber } from "../live-table.js";
import type { Metrics } from "../metrics.js";
import { HintErrors, ProtocolErrors, type ChatLine, type PlayerRef, type RecentMove } from "@parlor/protocol";
import type { ChatRequest, LineAllowance } from "../chat/chat.js";
import { ChatRooms, type Speaker } from "../chat/rooms.js";
import { LoopBudgets, DEFAULT_BUDGET, type BudgetOptions } from "../budget.js";
import type { BotWorkers } from "../bot-workers.js";
import type { MatchQuery, StoredSeat, Store, TableRecord } from "../store/store.js";
import { admit, type SeatRequest, type TableSettings } from "./admission.js";
import { branchOf, noMatch, type PlayFromRequest } from "./play-from.js";
import { ExpirySweep } from "./expiry.js";
import { detachSubscribers, sendWhereItStands, tellTable } from "./frames.js";
import type { Logger } from "./logger.js";
import { DEFAULT_IDLE_MS, LiveTables, type Ownership } from "./memory.js";
import { TableLifecycle, type Done } from "./lifecycle/lifecycle.js";
import { Online, type OnlinePlayer } from "./lifecycle/online.js";
import { connectedSeats, humanSeats } from "./lifecycle/presence.js";
import { lifeOf } from "./lifecycle/state.js";
import { finishMatch, startRunner, type RunnerWiring } from "./runner.js";
import { GONE, TableSteps } from "./steps.js";
import { summaryOf, type TableSummary } from "./summary.js";
import { accountRefusal, sitRefusal } from "./seating.js";
import { hashToken, newToken } from "./tokens.js";
import { storeChange } from "./writes.js";
import { hintPosition, type Hinter } from "./hint.js";
import { heldOf, matchLogOf } from "./feed.js";
import { seatsOfPlayer, takeSeats } from "../people/seats.js";

/** The most tables `myGames` lists (a person's unfinished tables). */
export const MY_GAMES_LIMIT = 100;

export interface TablesOptions {
  readonly metrics?: Metrics | null;
  /** Wall-clock milliseconds (Date.now; the `clock`'s when one is given). */
  readonly wallClock?: () => number;
  /**
   * The clock of what waits for hours or days: turn-based tables' time banks and the sweep for their
   * moves due (default: the real one). Tests move it on themselves.
   */
  readonly clock?: ServerClock;
  /** A table with human seats and nobody connected leaves memory after this long (it comes back on join). */
  readonly idleMs?: number;
  /** Per-address caps and the waiting tables' time to live. */
  readonly limits?: Limits;
  /** Each table's share of the event loop (see budget.ts). */
  readonly budget?: BudgetOptions;
  /** Where searching bots think, off the event loop (its owner closes it); absent or null: inline. */
  readonly botWorkers?: BotWorkers | null;
  /** The bots' pace (`AppOptions.botPace`): their delays times this; default 1. */
  readonly botPace?: number;
  /** Several processes sharing the tables (cluster/); absent or null: this process has them all. */
  readonly cluster?: TablesCluster | null;
  /**
   * The per-address caps on tables, counted across processes (cluster/shared-quota.ts); default: in
   * this process's memory (`AddressQuota`).
   */
  readonly quota?: TableQuota;
  /**
   * The allowance of session-less spectators' chat lines per address (`anonymousChatPerMinute`),
   * counted across processes (cluster/shared-chat.ts); default: in this process's memory.
   */
  readonly anonymousChat?: LineAllowance;
  /** Computes hints off the event loop (`hint`); absent: no hints. */
  readonly hinter?: Hinter | null;
}

/** What the tables of one process need from the others' (cluster/cluster.ts). */
export interface TablesCluster extends Ownership {
  /** The seats people are connected to at tables other processes own (by table id). */
  connectedElsewhere(ids: readonly string[]): Promise<Map<string, ReadonlySet<number>>>;
  /** Who is online on the other processes. */
  onlineElsewhere(): Promise<OnlinePlayer[]>;
}

/**
 * How a connection answers its action: `stored` once the action is in the store, before any view of
 * its result goes out; `sent` once the step's frames are all out (protocol 2: the ack that no view
 * frame carried goes out on its own).
 */
export interface ActionAnswer {
  stored(entry: LogEntry): void;
  sent?(): void;
}

/**
 * What a join answers: the game, every seat the joining subscriber holds there, the table's status,
 * and its latest moves in words (oldest first; none before it starts).
 */
export interface Joined {
  readonly game: string;
  readonly seats: number[];
  readonly status: LiveTable["record"]["status"];
  readonly moves: readonly RecentMove[];
  /** The table's latest chat lines, oldest first (chat/chat.ts's CHAT_BACKLOG). */
  readonly chat: readonly ChatLine[];
}

/**
 * Every table of this server process: creating, joining, playing, and telling subscribers. Each
 * table's changes (players' actions, bots' moves, deadlines, joins) are steps of its queue, run one
 * at a time in arrival order; a step's writes are stored before anything after them is sent, so an
 * accepted action is in the store before its ack and before any view of its result.
 */
export class Tables {
  private readonly metrics: Metrics | null;
  private readonly wallClock: () => number;
  private readonly limits: Limits;
  /** Each address's waiting tables and running tables of bots, against its caps. */
  private readonly quota: TableQuota;
  /** Each table's budget of event-loop time: its steps are measured, its background steps deferred when over it. */
  readonly budgets: LoopBudgets;
  private readonly steps: TableSteps;
  private readonly memory: LiveTables;
  private readonly expiry: ExpirySweep;
  /** Turn-based matches with a move due that no process has in memory. */
  private readonly due: DueSweep;
  private readonly wiring: RunnerWiring;
  /** How tables end well: the waiting room, stand-ins, resignations, abandonment, rematches. */
  private readonly lifecycle: TableLifecycle;
  /** The players of the open WebSocket connections (`app.ts` adds each connection). */
  readonly online = new Online();
  /** Each table's chat, and the chat's limits. */
  private readonly chats: ChatRooms;
  private readonly cluster: TablesCluster | null;
  private readonly hinter: Hinter | null;

  constructor(
    private readonly store: Store,
    private readonly logger: Logger,
    options: TablesOptions = {},
  ) {
    this.metrics = options.metrics ?? null;
    const clock = options.clock ?? realClock;
    this.wallClock = options.wallClock ?? (options.clock ? () => clock.now() : Date.now);
    this.limits = options.limits ?? DEFAULT_LIMITS;
    this.cluster = options.cluster ?? null;
    this.hinter = options.hinter ?? null;
    this.quota = options.quota ?? new AddressQuota(this.limits);
    this.chats = new ChatRooms(store, this.wallClock, this.limits, options.anonymousChat);
    this.budgets = new LoopBudgets(options.budget ?? DEFAULT_BUDGET, this.metrics);
    this.steps = new TableSteps(this.budgets, logger, (table, error) =>
      this.memory.stopAfterFailure(table, error),
    );
    this.memory = new LiveTables({
      store,
      logger,
      metrics: this.metrics,
      idleMs: options.idleMs ?? DEFAULT_IDLE_MS,
      steps: () => this.steps,
      resume: (table, actions) => startRunner(table, this.wiring, actions),
      // An idle or failed table's bots must not stay in their worker until it comes back.
      left: (table) => {
        table.turnClock?.stop();
        options.botWorkers?.release(table.record.id);
        this.lifecycle.forget(table);
        this.quota.left(table.record.id);
        this.cluster?.disown(table.record.id);
      },
      ownership: this.cluster,
      keepsItself: (table) => this.keepsItself(table, options.idleMs ?? DEFAULT_IDLE_MS),
      loaded: (table) => this.lifecycle.settleSoon(table),
    });
    this.due = new DueSweep({
      store,
      logger,
      clock,
      everyMs: DUE_SWEEP_MS,
      adopt: (ids) => this.adopt(ids),
    });
    this.expiry = new ExpirySweep({
      store,
      logger,
      memory: this.memory,
      steps: this.steps,
      quota: this.quota,
      wallClock: this.wallClock,
      waitingTtlMs: this.limits.waitingTtlMs,
    });
    this.wiring = {
      store,
      metrics: this.metrics,
      wallClock: this.wallClock,
      steps: this.steps,
      began: (table) => this.quota.started(table.record.id),
      ending: (table) => this.memory.keep(table),
      ended: (table, outcome) => {
        this.quota.release(table.record.id);
        // People still at the end screen keep it in memory (chat, rematch); else it leaves now.
        if (table.subscribers.size > 0 && humanSeats(table.record.seats).length > 0)
          this.lifecycle.settleSoon(table);
        else this.memory.leaveMemory(table);
        this.logger.info(
          { table: table.record.id, winners: outcome.winners, seq: table.record.seq },
          "match finished",
        );
      },
      started: (table) => {
        this.memory.countTables();
        this.lifecycle.settleSoon(table);
      },
      botWorkers: options.botWorkers ?? null,
      botPace: options.botPace ?? 1,
      logger,
      turns: {
        clock,
        step: (table, work) => this.steps.background(table, work),
        resign: (table, seat) => {
          const resigned = this.lifecycle.resign(table, seat);
          if (!resigned.ok)
            logger.warn(
              { table: table.record.id, seat, err: resigned.error },
              "a timed-out resignation failed",
            );
          else logger.info({ table: table.record.id, seat }, "a player's time ran out: they resigned");
        },
      },
    };
    this.lifecycle = new TableLifecycle({
      store,
      logger,
      steps: this.steps,
      memory: this.memory,
      quota: this.quota,
      limits: this.limits,
      wallClock: this.wallClock,
      start: (table) => startRunner(table, this.wiring),
      finish: (table, outcome, ending) => finishMatch(table, this.wiring, outcome, ending),
    });
  }

  /**
   * Whether a table's lifecycle, not `idleMs`, decides when it leaves memory: a finished table, a
   * waiting table someone was at, and a match with people when it is abandoned before it would idle.
   */
  private keepsItself(table: LiveTable, idleMs: number): boolean {
    const status = table.record.status;
    if (status === "finished") return true;
    if (status === "waiting") return lifeOf(table).everConnected;
    // A turn-based match is never abandoned: it leaves memory when idle, and its moves due bring it back.
    if (table.record.turnBased) return false;
    return this.limits.abandonMs <= idleMs;
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
    settings: TableSettings = {},
  ): Promise<Result<{ id: string; seatTokens: (string | null)[] }, RuleError>> {
    // Rated play needs an account: a table made by a guest (or without a session) is unrated.
    const hostAccount = settings.rated !== false && (await this.hasAccount(settings.host));
    const admitted = admit(gameId, rawOptions, seats, this.wallClock(), { ...settings, hostAccount });
    if (!admitted.ok) return admitted;
    const { game, record, seatTokens, kind } = admitted.value;
    const id = record.id;
    // Counted before it is stored (check and count at once), and let go again if it is not stored.
    if (address !== undefined) {
      const refusal = await this.quota.take(address, id, kind);
      if (refusal) return err(refusal);
    }
    try {
      await this.store.createTable(record);
      // Bots' seats are their players' from the start (their pages list their matches).
      for (const [seat, s] of record.seats.entries())
        if (s.bot !== undefined && s.player) await this.store.seatPlayer(id, seat, s.player.id);
    } catch (error) {
      this.quota.release(id);
      throw error;
    }
    const table = new LiveTable(record, game, true);
    this.memory.add(table);
    this.logger.info({ table: id, game: game.id, seats: seats.length }, "table created");
    if (record.seats.every((s) => s.joined))
      await this.steps.run(table, () => startRunner(table, this.wiring));
    this.memory.countTables();
    return ok({ id, seatTokens });
  }

  /**
   * "Play from here": a new unrated live table against bots from the position after the first `at`
   * actions of the finished match `id` (tables/play-from.ts), the person at `seat`. Its log starts
   * with those actions, stored before this resolves; its match goes on from them once the person
   * takes their seat. Counted against `address`'s caps like a table made by `create`.
   */
  async playFrom(
    id: string,
    request: PlayFromRequest,
    address?: string,
    host: string | null = null,
  ): Promise<Result<{ id: string; seatTokens: (string | null)[]; seat: number }, RuleError>> {
    const original = this.memory.get(id)?.record ?? (await this.store.getTable(id));
    if (!original) return err(noMatch(id));
    // A match not over: its log (every hidden card) is not read.
    const actions = original.status === "finished" ? await this.store.actions(id) : [];
    const branch = branchOf(original, actions, request);
    if (!branch.ok) return branch;
    const { game, seats, kept } = branch.value;
    const admitted = admit(game.id, original.options, seats, this.wallClock(), { host, rated: false });
    if (!admitted.ok) return admitted;
    const { record: made, seatTokens, kind } = admitted.value;
    // The original's seed and options (the same hidden cards); the person's seat's moves kept from
    // the original are not theirs (tables/lifecycle/participation.ts).
    const theirs = kept.filter((entry) => entry.seat === request.seat).length;
    const record: TableRecord = {
      ...made,
      seed: original.seed,
      seats: made.seats.map((s, i) =>
        i === request.seat && theirs > 0 ? { ...s, standInMoves: theirs } : s,
      ),
    };
    const newId = record.id;
    if (address !== undefined) {
      const refusal = await this.quota.take(address, newId, kind);
      if (refusal) return err(refusal);
    }
    try {
      await this.store.createTable(record);
      await Promise.all(kept.map((entry) => this.store.appendAction(newId, entry)));
      for (const [seat, s] of record.seats.entries())
        if (s.bot !== undefined && s.player) await this.store.seatPlayer(newId, seat, s.player.id);
    } catch (error) {
      this.quota.release(newId);
      await this.store.deleteWaitingTable(newId).catch(() => false);
      throw error;
    }
    const table = new LiveTable({ ...record, seq: kept.length }, game, true);
    table.startsFrom = kept;
    this.memory.add(table);
    this.logger.info({ table: newId, from: id, at: request.at, game: game.id }, "table played from a match");
    this.memory.countTables();
    return ok({ id: newId, seatTokens, seat: request.seat });
  }

  /**
   * A person's unfinished tables (`GET /api/me/games`), their turn first: a turn-based table's turn as
   * its owner last stored it (or as it stands here), a live table's from this process's memory.
   */
  async myGames(playerId: string): Promise<MyGame[]> {
    const mine = await this.store.playerTables(playerId, MY_GAMES_LIMIT);
    const games = mine.flatMap(({ table: stored, seats }) => {
      const live = this.memory.get(stored.id);
      const record = live?.record ?? stored;
      if (record.status === "finished") return [];
      const runner = live?.runner;
      const turn =
        live?.turnClock?.turn() ??
        record.turn ??
        (runner && !runner.finished ? { toAct: [...live.game.toAct(runner.state)] } : null);
      return [myGameOf({ record, seats, turn })];
    });
    return inTurnOrder(games);
  }

  async summary(id: string): Promise<TableSummary | null> {
    const table = this.memory.get(id);
    if (table) return summaryOf(table.record, connectedSeats(table));
    const record = await this.store.getTable(id);
    return record ? summaryOf(record, (await this.connectedElsewhere([record])).get(id)) : null;
  }

  /** Open and live tables, newest first. */
  async list(limit = 200): Promise<TableSummary[]> {
    const records = await this.store.listTables(["waiting", "playing"], limit);
    const elsewhere = await this.connectedElsewhere(records);
    return records.map((r) => {
      const live = this.memory.get(r.id);
      return live ? summaryOf(live.record, connectedSeats(live)) : summaryOf(r, elsewhere.get(r.id));
    });
  }

  /** Several processes: who is connected at the listed tables other processes own. */
  private async connectedElsewhere(
    records: readonly TableRecord[],
  ): Promise<Map<string, ReadonlySet<number>>> {
    if (!this.cluster) return new Map();
    const ids = records.filter((r) => !this.memory.get(r.id)).map((r) => r.id);
    return ids.length > 0 ? this.cluster.connectedElsewhere(ids) : new Map();
  }

  /** Played matches, the most recently finished first (`Store.listMatches`). */
  async matches(query: MatchQuery): Promise<TableSummary[]> {
    return (await this.store.listMatches(query)).map((record) => summaryOf(record));
  }

  /** A finished match's log. Never while it is live: the log holds every hidden card. */
  async log(id: string): Promise<Result<MatchLog, RuleError>> {
    const record = this.memory.get(id)?.record ?? (await this.store.getTable(id));
    if (!record) return err(ruleError(ProtocolErrors.noTable, `There is no table '${id}'.`));
    if (record.status !== "finished") {
      return err(ruleError("not-finished", "The log of a table is published once its match is over."));
    }
    return ok(matchLogOf(record, await this.store.actions(id)));
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
      const table = await this.memory.getOrWake(id);
      if (!table) return err(await this.notLive(id, "join"));
      // The chat's latest lines come with the answer: read once while the table is in memory.
      await this.chats.load(table);
      const account = table.record.rated && (await this.hasAccount(subscriber.player?.id));
      const result = await this.steps.run(table, () =>
        table.gone ? GONE : this.joinNow(table, tokens, subscriber, onJoined, account),
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
    account: boolean,
  ): Result<() => Joined, RuleError> {
    const seats: number[] = [];
    for (const token of tokens) {
      const hash = hashToken(token);
      const seat = table.record.seats.findIndex((s) => s.tokenHash === hash);
      if (seat < 0)
        return err(ruleError(ProtocolErrors.badToken, "That seat token does not belong to this table."));
      seats.push(seat);
    }
    // A person's seats are theirs by their player too: on another device, after a login, no token needed.
    const player = subscriber.player;
    if (player) seats.push(...seatsOfPlayer(table.record.seats, player.id).filter((s) => !seats.includes(s)));
    // A rated table seats only players with an account (a seat already taken is given back, though).
    if (table.record.rated && !account && seats.some((seat) => !table.record.seats[seat]?.joined))
      return err(accountRefusal());
    this.memory.keep(table);
    // A seat taken by someone with a session is bound to their player (the first to take it keeps it).
    const binding = player ? seats.filter((seat) => !table.record.seats[seat]?.player) : [];
    if (seats.some((seat) => !table.record.seats[seat]?.joined) || binding.length > 0)
      this.takeSeats(table, takeSeats(table.record.seats, seats, player), binding, player);
    let joined: Joined | null = null;
    table.after(() => {
      joined = {
        game: table.record.game,
        seats,
        status: table.record.status,
        // From the seats the connection holds once joined (those it held before, and these).
        moves: table.feed?.recent(subscriber.lang, heldOf([...subscriber.seats, ...seats])) ?? [],
        chat: this.chats.linesOf(table),
      };
      onJoined(joined);
      this.subscribe(table, subscriber);
    });
    return ok(() => joined as Joined);
  }

  /**
   * Stores the table's seats once some are taken (`binding`: the seats bound to `player` now), then
   * starts the match if it starts by itself with every seat taken, else tells the table.
   */
  private takeSeats(
    table: LiveTable,
    taken: StoredSeat[],
    binding: readonly number[],
    player: PlayerRef | null | undefined,
  ): void {
    storeChange(this.store, table, { seats: taken });
    if (player)
      for (const seat of binding) table.store(() => this.store.seatPlayer(table.record.id, seat, player.id));
    // A table with a host waits for the host's `start`, unless the host took every person's seat.
    if (
      table.record.status === "waiting" &&
      taken.every((s) => s.joined) &&
      this.lifecycle.startsByItself(table.record, taken)
    )
      startRunner(table, this.wiring);
    else table.after(() => tellTable(table));
  }

  /**
   * `sit`: the subscriber takes a free seat (seating.ts: a person's seat of a waiting table, not taken,
   * kept for nobody else), in the table's turn. The seat gets a new token (the old invite stops
   * working), is taken and bound to the subscriber's player; `seated` runs once that is stored, before
   * the table frame (or the match's start) goes out: the caller gives the seat to its connection there.
   */
  async sit(
    id: string,
    seat: number,
    subscriber: Subscriber,
    seated: (token: string) => void,
  ): Promise<Result<string, RuleError>> {
    const table = this.memory.get(id);
    if (!table) return err(await this.notLive(id, "act"));
    const account = table.record.rated && (await this.hasAccount(subscriber.player?.id));
    const result = await this.steps.run(
      table,
      () => {
        if (table.gone) return GONE;
        const player = subscriber.player;
        const refusal = sitRefusal(table.record, seat, player, account);
        if (refusal) return err(refusal);
        const token = newToken();
        const renewed = table.record.seats.map((s, i) =>
          i === seat ? { ...s, tokenHash: hashToken(token) } : s,
        );
        const binding = player && !table.record.seats[seat]?.player ? [seat] : [];
        this.takeSeats(table, takeSeats(renewed, [seat], player), binding, player);
        return ok(token);
      },
      {
        stored: (answer) => {
          if (answer !== GONE && answer.ok) seated(answer.value);
        },
      },
    );
    if (result === GONE) return err(await this.notLive(id, "act"));
    return result;
  }

  /** Whether a player has an account (rated play needs one); false without a player. */
  private async hasAccount(playerId: string | null | undefined): Promise<boolean> {
    if (!playerId) return false;
    return (await this.store.getPlayer(playerId))?.kind === "account";
  }

  /** Adds a subscriber and sends it where the table stands (a send: after the step's writes). */
  private subscribe(table: LiveTable, subscriber: Subscriber): void {
    table.subscribers.add(subscriber);
    this.memory.keep(table);
    sendWhereItStands(table, subscriber);
    this.lifecycle.seen(table, subscriber);
    this.lifecycle.settleSoon(table);
  }

  unsubscribe(id: string, subscriber: Subscriber): void {
    const table = this.memory.get(id);
    if (!table) return;
    table.subscribers.delete(subscriber);
    this.memory.idleSoon(table);
    this.lifecycle.settleSoon(table);
  }

  /** `start`: the host starts a waiting table whose people are all here (`not-host`, `not-ready`). */
  start(id: string, subscriber: Subscriber, done?: () => void): Promise<Done> {
    return this.lifeStep(id, (table) => this.lifecycle.start(table, subscriber.player), done);
  }

  /** `leave` with `free`: at a waiting table, the subscriber's seats are given up (before it leaves). */
  free(id: string, subscriber: Subscriber): Promise<Done> {
    return this.lifeStep(id, (table) => {
      this.lifecycle.free(table, subscriber.seats);
      return ok(true);
    });
  }

  /**
   * `hint`: what the game's strong bot would do in `seat` now, at an unrated table where every other
   * seat is a bot (the caller checked the subscriber holds the seat): the engine's `Hint` as JSON text,
   * with the moves played when it was asked.
   */
  async hint(
    id: string,
    seat: number,
  ): Promise<Result<{ readonly seq: number; readonly json: string }, RuleError>> {
    const position = hintPosition(this.memory.get(id), seat);
    if (!position.ok) return position;
    const hinter = this.hinter;
    if (hinter === null) return err(ruleError(HintErrors.noHint, "This server gives no hints."));
    const { log, at, seq } = position.value;
    const json = await hinter(log, seat, at);
    if (json === null)
      return err(ruleError(HintErrors.nothingToWeigh, "There is nothing to weigh in this seat now."));
    return ok({ seq, json });
  }

  /** `resign`: the seat's person gives up (the caller checked the subscriber holds the seat). */
  resign(id: string, seat: number, done?: () => void): Promise<Done> {
    return this.lifeStep(id, (table) => this.lifecycle.resign(table, seat), done);
  }

  /** `rematch`: the subscriber's seats accept (or withdraw from) a rematch at a finished table. */
  rematch(id: string, subscriber: Subscriber, accept: boolean, done?: () => void): Promise<Done> {
    return this.lifeStep(id, (table) => this.lifecycle.rematch(table, subscriber, accept), done);
  }

  /** A lifecycle request as a step of its table (in memory: the caller joined it); `done` once stored. */
  private async lifeStep(id: string, work: (table: LiveTable) => Done, done?: () => void): Promise<Done> {
    const table = this.memory.get(id);
    if (!table) return err(await this.notLive(id, "act"));
    const result = await this.steps.run(table, () => (table.gone ? GONE : work(table)), {
      stored: (answer) => {
        if (answer !== GONE && answer.ok) done?.();
      },
    });
    if (result === GONE) return err(await this.notLive(id, "act"));
    return result;
  }

  /**
   * The lobby: who is online, and the waiting tables with a person's seat still free (newest first),
   * for someone looking for a match.
   */
  async lobby(limit = 200): Promise<{ online: OnlinePlayer[]; needPlayers: TableSummary[] }> {
    const records = await this.store.listTables(["waiting"], limit);
    const elsewhere = await this.connectedElsewhere(records);
    const needPlayers = records.flatMap((stored) => {
      const live = this.memory.get(stored.id);
      const record = live?.record ?? stored;
      if (record.status !== "waiting") return [];
      const free = humanSeats(record.seats).some((seat) => !record.seats[seat]?.joined);
      return free ? [summaryOf(record, live ? connectedSeats(live) : elsewhere.get(record.id))] : [];
    });
    return { online: await this.everyoneOnline(), needPlayers };
  }

  /** Who is online: here, and on the other processes (each player once, by name). */
  private async everyoneOnline(): Promise<OnlinePlayer[]> {
    const here = this.online.list();
    if (!this.cluster) return here;
    const players = new Map(here.map((p) => [p.id, p]));
    for (const p of await this.cluster.onlineElsewhere()) if (!players.has(p.id)) players.set(p.id, p);
    return [...players.values()].sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
  }

  /**
   * Plays one action for a seat (the caller has checked the connection holds it), in the table's
   * turn. `answer.stored` runs once the action is stored and before any view of its result goes out,
   * `answer.sent` once they are all out (in the same turn); the promise resolves after them. Rejects
   * (`TableStopped`) if the store refused the write.
   */
  async act(
    id: string,
    seat: number,
    action: unknown,
    answer?: ActionAnswer,
  ): Promise<Result<LogEntry, RuleError>> {
    const table = this.memory.get(id);
    if (!table) return err(await this.notLive(id, "act"));
    const started = performance.now();
    const result = await this.steps.run(
      table,
      () => {
        if (table.gone) return GONE;
        if (!table.runner)
          return err(
            ruleError(ProtocolErrors.notStarted, "The game has not started: some seats are still empty."),
          );
        return table.runner.submit(seat, action);
      },
      // The action's own answer: stored, before the step's views of its result, and after them.
      answer && {
        stored: (submitted) => {
          if (submitted !== GONE && submitted.ok) answer.stored(submitted.value);
        },
        sent: (submitted) => {
          if (submitted !== GONE && submitted.ok) answer.sent?.();
        },
      },
    );
    if (result === GONE) return err(await this.notLive(id, "act"));
    this.metrics?.actionSeconds.observe((performance.now() - started) / 1000);
    if (!result.ok) this.metrics?.refusals.inc({ code: result.error.code });
    return result;
  }

  /**
   * Says a chat line at a table the caller has joined (chat/rooms.ts: checked, limited, stored, then
   * told to everyone there). `said` runs once the line is stored, before anyone is told.
   */
  async chat(
    id: string,
    request: ChatRequest,
    speaker: Speaker,
    said: (line: ChatLine) => void = () => undefined,
  ): Promise<Result<ChatLine, RuleError>> {
    const table = this.memory.get(id);
    const result = table ? await this.chats.say(table, request, speaker, said) : "gone";
    if (result === "gone") return err(await this.notLive(id, "act"));
    return result;
  }

  /** A table's chat, oldest first, for anyone (null: no such table). */
  async chatHistory(id: string): Promise<ChatLine[] | null> {
    if (!this.memory.get(id) && !(await this.store.getTable(id))) return null;
    return this.chats.history(id);
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
      if (await this.memory.load(record)) count++;
    }
    this.memory.countTables();
    if (count > 0) this.logger.info({ tables: count }, "tables resumed");
    this.expiry.start(expirySweepMs(this.limits));
    this.due.start();
    return count;
  }

  /**
   * Deletes the tables still waiting for players `waitingTtlMs` after they were made, unless someone
   * is at the table right now (connected to it). Resolves to how many were deleted.
   */
  expireWaiting(): Promise<number> {
    return this.expiry.sweep();
  }

  /**
   * Shutting down: stops every table's timers and bots, then waits for the steps under way, so that
   * every action already accepted is stored when this resolves.
   */
  async stop(): Promise<void> {
    this.expiry.stop();
    this.due.stop();
    for (const table of this.memory.values()) {
      this.lifecycle.forget(table);
      table.turnClock?.stop();
    }
    await this.memory.stop();
  }

  /** How many tables are in memory. */
  get size(): number {
    return this.memory.size;
  }

  /** The ids of the tables in memory (several processes: the ones this process owns). */
  ids(): string[] {
    return [...this.memory.values()].map((t) => t.record.id);
  }

  /** Who is connected at each table in memory (several processes: told to the others' lobbies). */
  connected(): Map<string, ReadonlySet<number>> {
    return new Map([...this.memory.values()].map((t) => [t.record.id, connectedSeats(t)]));
  }

  /**
   * Several processes: brings these tables into memory if this process can own them (a table being
   * played whose owner died or handed it over goes on here, rebuilt from its log). Resolves to how
   * many came.
   */
  async adopt(ids: readonly string[]): Promise<number> {
    let count = 0;
    for (const id of ids) {
      if (this.memory.closing) break;
      if (this.memory.get(id)) continue;
      if (await this.memory.getOrWake(id)) count++;
    }
    return count;
  }

  /**
   * Several processes: these tables are no longer this process's (its lease was lost, or it hands
   * them over). Each leaves memory in its turn, once its steps under way are stored, writing
   * nothing more; its timers and bots stop. Resolves to the subscribers it had, detached: the caller
   * tells them the table moved once it may be taken elsewhere (subscriber.moved).
   */
  async relinquish(ids: readonly string[]): Promise<Subscriber[]> {
    const detached: Subscriber[] = [];
    await Promise.all(
      ids.map(async (id) => {
        const table = this.memory.get(id);
        if (!table) return;
        await this.steps
          .run(table, () => {
            if (table.gone) return;
            table.runner?.stop();
            detached.push(...detachSubscribers(table));
            this.memory.leaveMemory(table);
          })
          .catch(() => undefined);
      }),
    );
    return detached;
  }
}
