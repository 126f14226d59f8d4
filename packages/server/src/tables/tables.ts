import type { LogEntry, MatchLog, Result, RuleError } from "@parlor/engine";
import type { ChatLine, MyGame } from "@parlor/protocol";
import { expirySweepMs } from "../limits.js";
import type { Subscriber } from "../live-table.js";
import type { ChatRequest } from "../chat/chat.js";
import type { Speaker } from "../chat/rooms.js";
import type { LoopBudgets } from "../budget.js";
import type { MatchQuery, Store } from "../store/store.js";
import type { SeatRequest, TableSettings } from "./admission.js";
import { adopt, relinquish } from "./handover.js";
import { joinTable, sitAt, unsubscribe, type Joined } from "./joining.js";
import type { Done } from "./lifecycle/lifecycle.js";
import type { Online, OnlinePlayer } from "./lifecycle/online.js";
import { connectedSeats } from "./lifecycle/presence.js";
import { TableListings } from "./listings.js";
import type { Logger } from "./logger.js";
import { createTable, playFromMatch } from "./making.js";
import type { TablesOptions } from "./options.js";
import { tableParts, type TableParts } from "./parts.js";
import type { PlayFromRequest } from "./play-from.js";
import { TableRequests, type ActionAnswer } from "./requests.js";
import type { TableSummary } from "./summary.js";

export type { Joined } from "./joining.js";
export { MY_GAMES_LIMIT } from "./listings.js";
export type { TablesCluster, TablesOptions } from "./options.js";
export type { ActionAnswer } from "./requests.js";

/**
 * Every table of this server process: creating, joining, playing, and telling subscribers. Each
 * table's changes (players' actions, bots' moves, deadlines, joins) are steps of its queue, run one
 * at a time in arrival order; a step's writes are stored before anything after them is sent, so an
 * accepted action is in the store before its ack and before any view of its result.
 *
 * This class is the composition of its parts (parts.ts), each group of its methods a module of its
 * own: making tables (making.ts), joining and taking seats (joining.ts), the requests of someone at a
 * table (requests.ts), what the API lists and shows (listings.ts), and tables coming to and leaving
 * this process (handover.ts). What stays here is the process's start and stop.
 */
export class Tables {
  private readonly parts: TableParts;
  /** Each table's budget of event-loop time: its steps are measured, its background steps deferred when over it. */
  readonly budgets: LoopBudgets;
  /** The players of the open WebSocket connections (`app.ts` adds each connection). */
  readonly online: Online;
  private readonly requests: TableRequests;
  private readonly listings: TableListings;

  constructor(store: Store, logger: Logger, options: TablesOptions = {}) {
    this.parts = tableParts(store, logger, options);
    this.budgets = this.parts.budgets;
    this.online = this.parts.online;
    this.requests = new TableRequests(this.parts);
    this.listings = new TableListings(this.parts);
  }

  /**
   * Makes a table (stored before this resolves); a table of bots only starts at once. `address`, the
   * client's, counts the table against that address's caps (none without it: the table is the
   * server's own). Everything is checked before anything is stored.
   */
  create(
    gameId: string,
    rawOptions: unknown,
    seats: readonly SeatRequest[],
    address?: string,
    settings: TableSettings = {},
  ): Promise<Result<{ id: string; seatTokens: (string | null)[] }, RuleError>> {
    return createTable(this.parts, gameId, rawOptions, seats, address, settings);
  }

  /**
   * "Play from here": a new unrated live table against bots from the position after the first `at`
   * actions of the finished match `id` (tables/play-from.ts), the person at `seat`. Its log starts
   * with those actions, stored before this resolves; its match goes on from them once the person
   * takes their seat. Counted against `address`'s caps like a table made by `create`.
   */
  playFrom(
    id: string,
    request: PlayFromRequest,
    address?: string,
    host: string | null = null,
  ): Promise<Result<{ id: string; seatTokens: (string | null)[]; seat: number }, RuleError>> {
    return playFromMatch(this.parts, id, request, address, host);
  }

  /**
   * A person's unfinished tables (`GET /api/me/games`), their turn first: a turn-based table's turn as
   * its owner last stored it (or as it stands here), a live table's from this process's memory.
   */
  myGames(playerId: string): Promise<MyGame[]> {
    return this.listings.myGames(playerId);
  }

  /** A table's summary as the API shows it (null: no such table). */
  summary(id: string): Promise<TableSummary | null> {
    return this.listings.summary(id);
  }

  /** Open and live tables, newest first. */
  list(limit = 200): Promise<TableSummary[]> {
    return this.listings.list(limit);
  }

  /** Played matches, the most recently finished first (`Store.listMatches`). */
  matches(query: MatchQuery): Promise<TableSummary[]> {
    return this.listings.matches(query);
  }

  /** A finished match's log. Never while it is live: the log holds every hidden card. */
  log(id: string): Promise<Result<MatchLog, RuleError>> {
    return this.listings.log(id);
  }

  /**
   * Takes the seats whose tokens are given (reconnecting with a token gives the same seat back),
   * starts the table once every human seat is taken, and subscribes `subscriber`. In one step of
   * the table, after its writes: `onJoined` (the caller's answer), then the table frame and the
   * subscriber's views. A table that left memory is brought back from the store first.
   */
  join(
    id: string,
    tokens: readonly string[],
    subscriber: Subscriber,
    onJoined: (joined: Joined) => void = () => undefined,
  ): Promise<Result<Joined, RuleError>> {
    return joinTable(this.parts, id, tokens, subscriber, onJoined);
  }

  /**
   * `sit`: the subscriber takes a free seat (seating.ts: a person's seat of a waiting table, not taken,
   * kept for nobody else), in the table's turn. The seat gets a new token (the old invite stops
   * working), is taken and bound to the subscriber's player; `seated` runs once that is stored, before
   * the table frame (or the match's start) goes out: the caller gives the seat to its connection there.
   */
  sit(
    id: string,
    seat: number,
    subscriber: Subscriber,
    seated: (token: string) => void,
  ): Promise<Result<string, RuleError>> {
    return sitAt(this.parts, id, seat, subscriber, seated);
  }

  /** The subscriber is no longer at the table (it left, or its connection closed). */
  unsubscribe(id: string, subscriber: Subscriber): void {
    unsubscribe(this.parts, id, subscriber);
  }

  /** `start`: the host starts a waiting table whose people are all here (`not-host`, `not-ready`). */
  start(id: string, subscriber: Subscriber, done?: () => void): Promise<Done> {
    return this.requests.start(id, subscriber, done);
  }

  /** `leave` with `free`: at a waiting table, the subscriber's seats are given up (before it leaves). */
  free(id: string, subscriber: Subscriber): Promise<Done> {
    return this.requests.free(id, subscriber);
  }

  /**
   * `hint`: what the game's strong bot would do in `seat` now, at an unrated table where every other
   * seat is a bot (the caller checked the subscriber holds the seat): the engine's `Hint` as JSON text,
   * with the moves played when it was asked.
   */
  hint(
    id: string,
    seat: number,
  ): Promise<Result<{ readonly seq: number; readonly json: string }, RuleError>> {
    return this.requests.hint(id, seat);
  }

  /** `resign`: the seat's person gives up (the caller checked the subscriber holds the seat). */
  resign(id: string, seat: number, done?: () => void): Promise<Done> {
    return this.requests.resign(id, seat, done);
  }

  /** `rematch`: the subscriber's seats accept (or withdraw from) a rematch at a finished table. */
  rematch(id: string, subscriber: Subscriber, accept: boolean, done?: () => void): Promise<Done> {
    return this.requests.rematch(id, subscriber, accept, done);
  }

  /**
   * The lobby: who is online, and the waiting tables with a person's seat still free (newest first),
   * for someone looking for a match.
   */
  lobby(limit = 200): Promise<{ online: OnlinePlayer[]; needPlayers: TableSummary[] }> {
    return this.listings.lobby(limit);
  }

  /**
   * Plays one action for a seat (the caller has checked the connection holds it), in the table's
   * turn. `answer.stored` runs once the action is stored and before any view of its result goes out,
   * `answer.sent` once they are all out (in the same turn); the promise resolves after them. Rejects
   * (`TableStopped`) if the store refused the write.
   */
  act(
    id: string,
    seat: number,
    action: unknown,
    answer?: ActionAnswer,
  ): Promise<Result<LogEntry, RuleError>> {
    return this.requests.act(id, seat, action, answer);
  }

  /**
   * Says a chat line at a table the caller has joined (chat/rooms.ts: checked, limited, stored, then
   * told to everyone there). `said` runs once the line is stored, before anyone is told.
   */
  chat(
    id: string,
    request: ChatRequest,
    speaker: Speaker,
    said: (line: ChatLine) => void = () => undefined,
  ): Promise<Result<ChatLine, RuleError>> {
    return this.requests.chat(id, request, speaker, said);
  }

  /** A table's chat, oldest first, for anyone (null: no such table). */
  chatHistory(id: string): Promise<ChatLine[] | null> {
    return this.listings.chatHistory(id);
  }

  /**
   * On startup: every table being played comes back at the same seq, its timers and bots running.
   * Tables waiting for players stay in the store until someone joins one; those past their time to
   * live are deleted now, and from now on every few minutes.
   */
  async resumeAll(): Promise<number> {
    const { store, memory, logger, expiry, due, limits } = this.parts;
    await this.expireWaiting();
    let count = 0;
    for (const record of await store.listTables(["playing"], Number.MAX_SAFE_INTEGER)) {
      if (await memory.load(record)) count++;
    }
    memory.countTables();
    if (count > 0) logger.info({ tables: count }, "tables resumed");
    expiry.start(expirySweepMs(limits));
    due.start();
    return count;
  }

  /**
   * Deletes the tables still waiting for players `waitingTtlMs` after they were made, unless someone
   * is at the table right now (connected to it). Resolves to how many were deleted.
   */
  expireWaiting(): Promise<number> {
    return this.parts.expiry.sweep();
  }

  /**
   * Shutting down: stops every table's timers and bots, then waits for the steps under way, so that
   * every action already accepted is stored when this resolves.
   */
  async stop(): Promise<void> {
    const { expiry, due, memory, lifecycle } = this.parts;
    expiry.stop();
    due.stop();
    for (const table of memory.values()) {
      lifecycle.forget(table);
      table.turnClock?.stop();
    }
    await memory.stop();
  }

  /** How many tables are in memory. */
  get size(): number {
    return this.parts.memory.size;
  }

  /** The ids of the tables in memory (several processes: the ones this process owns). */
  ids(): string[] {
    return [...this.parts.memory.values()].map((t) => t.record.id);
  }

  /** Who is connected at each table in memory (several processes: told to the others' lobbies). */
  connected(): Map<string, ReadonlySet<number>> {
    return new Map([...this.parts.memory.values()].map((t) => [t.record.id, connectedSeats(t)]));
  }

  /**
   * Several processes: brings these tables into memory if this process can own them (a table being
   * played whose owner died or handed it over goes on here, rebuilt from its log). Resolves to how
   * many came.
   */
  adopt(ids: readonly string[]): Promise<number> {
    return adopt(this.parts.memory, ids);
  }

  /**
   * Several processes: these tables are no longer this process's (its lease was lost, or it hands
   * them over). Each leaves memory in its turn, once its steps under way are stored, writing
   * nothing more; its timers and bots stop. Resolves to the subscribers it had, detached: the caller
   * tells them the table moved once it may be taken elsewhere (subscriber.moved).
   */
  relinquish(ids: readonly string[]): Promise<Subscriber[]> {
    return relinquish(this.parts.memory, this.parts.steps, ids);
  }
}
