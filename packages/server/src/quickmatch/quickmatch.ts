/**
 * Quick match (docs/protocol.md#quick-match): a queue per game, table size and rated or not. A person
 * enters (`enter`, from `POST /api/quickmatch`) and gets a ticket, which their page hands to its
 * WebSocket within `bindMs` (`wait`); from then on the ticket lives as long as that connection.
 * Matching runs in waves (`waveMs` after someone starts waiting, as lichess's pools do): in each, while
 * as many people wait as the table seats, the longest waiter and those nearest them in skill are
 * seated together, so that people who come within a wave are matched by rating. When a person's own
 * wait for people runs out, everyone waiting with them is seated and bots of their chosen level take
 * the other seats. Each person hears `queue`
 * (who waits, for how long) while waiting and `matched` (their table, seat and token) at the end.
 *
 * Who waits is kept on a board (board.ts): this process's memory, or with several processes (REDIS_URL)
 * Redis, so that a person who entered through one process is matched with a person of another. Each
 * process keeps the connections waiting on it and their timers; any process may seat anyone, and the
 * process of each person's connection tells them.
 */
import {
  botLevel,
  err,
  getGame,
  ok,
  ruleError,
  seatCountsInWords,
  seatsAllowed,
  type AnyGame,
  type Result,
  type RuleError,
} from "@parlor/engine";
import {
  QUICK_MATCH_BOTS_AFTER_SECONDS,
  usualPlayers,
  type OutgoingServerMessage,
  type QueueSummary,
  type QuickMatchAnswer,
  type QuickMatchBody,
  type RequestId,
} from "@parlor/protocol";
import { randomBytes } from "node:crypto";
import { realClock, type ServerClock } from "../clock.js";
import { INITIAL_MU } from "../ratings/model.js";
import type { Store } from "../store/store.js";
import type { SeatRequest, TableSettings } from "../tables/admission.js";
import {
  LocalCourier,
  MemoryBoard,
  queueKey,
  type QueueBoard,
  type QueueCourier,
  type QueueEntry,
} from "./board.js";
import { nearest, pickTable } from "./pick.js";

/** Quick match's refusals. */
export const QuickMatchErrors = {
  /** No session: a person enters the queue as the player of their session (a guest will do). */
  noSession: "no-session",
  noGame: "no-game",
  badSeats: "bad-seats",
  badBot: "bad-bot",
  /** A rated queue needs an account (docs/ratings.md). */
  accountNeeded: "account-needed",
  /** No such ticket waiting (never given, lapsed, matched or left). */
  noTicket: "no-ticket",
  /** The queues hold `maxWaiting` people already. */
  full: "quickmatch-full",
} as const;

/** How long a ticket may wait to be handed to a WebSocket before it lapses: 10 s. */
export const QUICK_MATCH_BIND_MS = 10_000;
/**
 * How long a queue gathers people before it matches them (`QuickMatchDeps.waveMs`): 2 s, so that the
 * people who come together are matched by rating rather than in the order they came.
 */
export const QUICK_MATCH_WAVE_MS = 2_000;
/** The most people waiting in all the queues (of a process, or of all with a shared board). */
export const QUICK_MATCH_MAX_WAITING = 10_000;
/** Random bytes in a ticket (it is a secret: whoever holds it hears the seat's token). */
const TICKET_BYTES = 18;

/** Where a ticket's news goes: the connection it was handed to. */
export interface QueueListener {
  send(message: OutgoingServerMessage): void;
  /** A ticket that waited on it left the queue (matched, left or gone). */
  released?(): void;
}

/** The timers quick match sets (the server's by default; tests pass their own). */
export type QueueClock = ServerClock;

/** What quick match needs of the server. */
export interface QuickMatchDeps {
  /** Makes a table (`Tables.create`). */
  create(
    game: string,
    options: unknown,
    seats: readonly SeatRequest[],
    address: string | undefined,
    settings: TableSettings,
  ): Promise<Result<{ id: string; seatTokens: (string | null)[] }, RuleError>>;
  readonly store: Pick<Store, "getPlayer" | "ratings">;
  readonly clock?: QueueClock;
  /** Told when a table could not be made for people who were matched, or the board failed. */
  onError?(error: unknown): void;
  readonly bindMs?: number;
  readonly waveMs?: number;
  readonly maxWaiting?: number;
  /**
   * Where the queues are kept, and how the processes of the people waiting hear of them: this
   * process's memory by default; with several processes, Redis (cluster/shared-queue.ts).
   */
  readonly board?: QueueBoard;
  readonly courier?: QueueCourier;
}

/** A ticket with its connection or one of its timers in this process. */
interface Here {
  readonly ticket: string;
  readonly queue: string;
  listener: QueueListener | null;
  /** The lapse of an unhanded ticket (where it was made), then the end of its wait for people. */
  timer: unknown;
}

/**
 * How often a wave, or a wait that ran out, tries again to take its people when another process
 * seated or removed one of them meanwhile (every try reads the queue afresh).
 */
const TAKE_TRIES = 5;

export class QuickMatch {
  private readonly clock: QueueClock;
  private readonly bindMs: number;
  private readonly waveMs: number;
  private readonly maxWaiting: number;
  private readonly board: QueueBoard;
  private readonly courier: QueueCourier;
  /** The next wave of each queue that has one coming. */
  private readonly waves = new Map<string, unknown>();
  /** The tickets with a connection or a timer here. */
  private readonly here = new Map<string, Here>();
  /** Those waiting on a connection here, by queue. */
  private readonly byQueue = new Map<string, Set<Here>>();
  /** The tickets waiting on each connection. */
  private readonly byListener = new Map<QueueListener, Set<Here>>();
  /** Connections closed (a ticket handed to one while it closed leaves at once). */
  private readonly closed = new WeakSet<QueueListener>();
  /** The queues being told who waits, and whether they changed again meanwhile. */
  private readonly telling = new Map<string, boolean>();
  private stopped = false;
  /** What is under way (`settled`). */
  private pending = 0;
  private whenSettled: (() => void)[] = [];

  constructor(private readonly deps: QuickMatchDeps) {
    this.clock = deps.clock ?? realClock;
    this.bindMs = deps.bindMs ?? QUICK_MATCH_BIND_MS;
    this.waveMs = deps.waveMs ?? QUICK_MATCH_WAVE_MS;
    this.maxWaiting = deps.maxWaiting ?? QUICK_MATCH_MAX_WAITING;
    this.board = deps.board ?? new MemoryBoard();
    this.courier = deps.courier ?? new LocalCourier();
    this.courier.listen({
      ended: (ticket, frame) => this.ended(ticket, frame),
      changed: (queue) => this.tellSoon(queue),
      recheck: () => this.track(this.recheck()),
    });
  }

  /**
   * Puts the player in the queue the request names (defaults filled in) and answers its ticket,
   * which lapses unless handed to a connection (`wait`) within `bindMs`. A player already waiting
   * leaves their former queue.
   */
  async enter(
    request: QuickMatchBody,
    player: { readonly id: string; readonly name: string } | null,
    address?: string,
  ): Promise<Result<QuickMatchAnswer, RuleError>> {
    if (player === null)
      return err(
        ruleError(
          QuickMatchErrors.noSession,
          "Quick match seats the player of a session: choose a name first.",
        ),
      );
    const game = getGame(request.game);
    if (!game) return err(ruleError(QuickMatchErrors.noGame, `There is no game '${request.game}'.`));
    const seats = request.seats ?? usualPlayers(game);
    if (!seatsAllowed(game, seats))
      return err(
        ruleError(
          QuickMatchErrors.badSeats,
          `${game.title} seats ${seatCountsInWords(game.seatCounts)} players, not ${seats}.`,
        ),
      );
    const level = request.botLevel ?? game.defaultBot;
    const bot = botLevel(game, level);
    if (!bot || bot.unlisted === true)
      return err(
        ruleError(
          QuickMatchErrors.badBot,
          `${game.title} has no bot level '${level}' (levels: ${listedLevels(game).join(", ")}).`,
        ),
      );
    const account = (await this.deps.store.getPlayer(player.id))?.kind === "account";
    const rated = request.rated ?? account;
    if (rated && !account)
      return err(
        ruleError(
          QuickMatchErrors.accountNeeded,
          "A rated quick match is for players with an account: log in, or play unrated.",
        ),
      );
    const [rating] = await this.deps.store.ratings(game.id, [player.id]);
    if (this.stopped) return err(ruleError(QuickMatchErrors.full, "The server is stopping."));
    const botsAfterSeconds = request.botsAfterSeconds ?? QUICK_MATCH_BOTS_AFTER_SECONDS;
    const ticket = randomBytes(TICKET_BYTES).toString("base64url");
    const queue = queueKey(game.id, seats, rated);
    const added = await this.board.add(
      {
        ticket,
        since: this.clock.now(),
        skill: rating?.mu ?? INITIAL_MU,
        queue,
        game: game.id,
        seats,
        rated,
        botsAfterMs: botsAfterSeconds * 1000,
        botLevel: level,
        player: { id: player.id, name: player.name },
        address,
        entered: this.courier.processId,
      },
      this.maxWaiting,
    );
    if (!added)
      return err(ruleError(QuickMatchErrors.full, "Too many people are waiting: try again in a minute."));
    if (added.replaced) this.replaced(added.replaced);
    const here: Here = { ticket, queue, listener: null, timer: null };
    here.timer = this.clock.setTimeout(() => this.track(this.lapse(ticket)), this.bindMs);
    this.here.set(ticket, here);
    return ok({ ticket, game: game.id, seats, rated, botsAfterSeconds, botLevel: level });
  }

  /**
   * The ticket waits on this connection from now on: it hears `queue` at once (the answer, with
   * `id`) and whenever the queue changes, then `matched`. Refused for a ticket not waiting.
   */
  async wait(ticket: string, listener: QueueListener, id?: RequestId): Promise<Result<void, RuleError>> {
    const entry = await this.board.bind(ticket, this.courier.processId);
    if (!entry) return err(noTicket());
    if (this.closed.has(listener)) {
      await this.leave(ticket);
      return err(noTicket());
    }
    // Waiting on a connection of another process until now: that one waits no more.
    if (entry.waitsOn !== null && entry.waitsOn !== this.courier.processId)
      this.courier.end(entry.waitsOn, ticket, null);
    const had = this.here.get(ticket);
    if (had?.listener) this.unlisten(had);
    const here: Here = had ?? { ticket, queue: entry.queue, listener: null, timer: null };
    if (!had || had.listener === null) {
      // Its wait for people runs out here now (and a lapse timed here is over).
      this.clock.clearTimeout(here.timer);
      const left = Math.max(0, entry.since + entry.botsAfterMs - this.clock.now());
      here.timer = this.clock.setTimeout(() => this.track(this.fillWithBots(here)), left);
    }
    here.listener = listener;
    this.here.set(ticket, here);
    this.listen(here);
    const waiting = await this.board.waiting(entry.queue);
    const frame = this.frame(ticket, waiting);
    if (frame) listener.send({ ...frame, ...(id !== undefined ? { id } : {}) });
    this.courier.changed(entry.queue);
    if (entry.waitsOn === null && !this.waves.has(entry.queue)) {
      const queue = entry.queue;
      this.waves.set(
        queue,
        this.clock.setTimeout(() => {
          this.waves.delete(queue);
          this.track(this.wave(queue));
        }, this.waveMs),
      );
    }
    return ok(undefined);
  }

  /** The ticket leaves its queue (`DELETE /api/quickmatch/:ticket`); false when it was not waiting. */
  async leave(ticket: string): Promise<boolean> {
    const entry = await this.board.remove(ticket);
    if (!entry) return false;
    this.courier.end(entry.waitsOn ?? entry.entered, ticket, null);
    if (entry.waitsOn !== null) this.courier.changed(entry.queue);
    return true;
  }

  /** The connection closed: the tickets waiting on it leave their queues. */
  gone(listener: QueueListener): void {
    this.closed.add(listener);
    for (const here of [...(this.byListener.get(listener) ?? [])]) {
      this.forget(here);
      this.track(this.leave(here.ticket));
    }
  }

  /** Whether any ticket waits on this connection (it is not idle). */
  waitsOn(listener: QueueListener): boolean {
    return this.byListener.has(listener);
  }

  /** The queues with someone waiting on a connection, for the lobby: who waits for which table. */
  async summary(): Promise<QueueSummary[]> {
    const now = this.clock.now();
    return (await this.board.queues()).flatMap((waiting) => {
      const [first] = waiting;
      if (!first) return [];
      return [
        {
          game: first.game,
          seats: first.seats,
          rated: first.rated,
          waiting: waiting.map((e) => ({ name: e.player.name, waitedMs: Math.max(0, now - e.since) })),
        },
      ];
    });
  }

  /** Resolves once nothing quick match began is under way (a table being made, frames being told). */
  settled(): Promise<void> {
    if (this.pending === 0) return Promise.resolve();
    return new Promise((resolve) => this.whenSettled.push(resolve));
  }

  /**
   * Stops every timer; the tickets of this process's connections and those made here leave their
   * queues (the server is closing).
   */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const wave of this.waves.values()) this.clock.clearTimeout(wave);
    this.waves.clear();
    const here = [...this.here.values()];
    for (const ticket of here) this.forget(ticket);
    await Promise.all(here.map((ticket) => this.leave(ticket.ticket).catch(() => false)));
    await this.settled();
  }

  /** Follows something begun in the background: counted until done (`settled`), its failure told. */
  private track(work: Promise<unknown>): void {
    this.pending++;
    work
      .catch((error: unknown) => this.deps.onError?.(error))
      .finally(() => {
        this.pending--;
        if (this.pending > 0) return;
        const waiting = this.whenSettled;
        this.whenSettled = [];
        for (const resolve of waiting) resolve();
      });
  }

  /** A player's former ticket left its queue: the page waiting with it is told its wait is over. */
  private replaced(entry: QueueEntry): void {
    if (entry.waitsOn === null) return this.courier.end(entry.entered, entry.ticket, null);
    this.courier.end(entry.waitsOn, entry.ticket, {
      type: "error",
      code: QuickMatchErrors.noTicket,
      message: "You started looking for players again elsewhere: this wait is over.",
    });
    this.courier.changed(entry.queue);
  }

  /** A ticket's wait ended (here or by another process): its connection hears the last frame. */
  private ended(ticket: string, frame: OutgoingServerMessage | null): void {
    const here = this.here.get(ticket);
    if (!here) return;
    this.forget(here);
    if (frame) here.listener?.send(frame);
    here.listener?.released?.();
  }

  /**
   * Each ticket waiting on a connection here is bound to it again; those the board lost (Redis
   * restarted empty) end, their pages told to look again.
   */
  private async recheck(): Promise<void> {
    const waiting = [...this.here.values()].filter((here) => here.listener !== null);
    const found = await Promise.all(
      waiting.map((here) => this.board.bind(here.ticket, this.courier.processId)),
    );
    waiting.forEach((here, i) => {
      if (found[i] === null)
        this.ended(here.ticket, {
          type: "error",
          code: QuickMatchErrors.noTicket,
          message: "The queue was lost while the server restarted: look for players again.",
        });
    });
  }

  /** The ticket has no connection nor timer here any more. */
  private forget(here: Here): void {
    this.clock.clearTimeout(here.timer);
    if (this.here.get(here.ticket) === here) this.here.delete(here.ticket);
    this.unlisten(here);
  }

  private listen(here: Here): void {
    if (here.listener === null) return;
    const onListener = this.byListener.get(here.listener) ?? new Set<Here>();
    onListener.add(here);
    this.byListener.set(here.listener, onListener);
    const inQueue = this.byQueue.get(here.queue) ?? new Set<Here>();
    inQueue.add(here);
    this.byQueue.set(here.queue, inQueue);
  }

  /** The ticket no longer waits on its connection. */
  private unlisten(here: Here): void {
    if (here.listener === null) return;
    const onListener = this.byListener.get(here.listener);
    onListener?.delete(here);
    if (onListener?.size === 0) this.byListener.delete(here.listener);
    const inQueue = this.byQueue.get(here.queue);
    inQueue?.delete(here);
    if (inQueue?.size === 0) this.byQueue.delete(here.queue);
  }

  /** An unhanded ticket lapses (handed to a connection elsewhere meanwhile, its timer here ends). */
  private async lapse(ticket: string): Promise<void> {
    const here = this.here.get(ticket);
    if (here && here.listener === null) this.forget(here);
    await this.board.remove(ticket, true);
  }

  /** A wave: full tables of people while enough wait, the longest waiters first. */
  private async wave(queue: string): Promise<void> {
    for (let misses = 0; misses < TAKE_TRIES && !this.stopped;) {
      const waiting = await this.board.waiting(queue);
      const people = waiting[0] ? pickTable(waiting, waiting[0].seats) : null;
      if (!people) return;
      const chooser = people[0] as QueueEntry;
      if (await this.board.take(queue, tickets(people))) this.track(this.seat(people, chooser));
      else misses++;
    }
  }

  /** A person's wait for people ran out: those waiting with them nearest in skill, and bots. */
  private async fillWithBots(here: Here): Promise<void> {
    for (let tries = 0; tries < TAKE_TRIES && !this.stopped; tries++) {
      const waiting = await this.board.waiting(here.queue);
      const entry = waiting.find((e) => e.ticket === here.ticket);
      // Seated or gone meanwhile: its end is on its way.
      if (!entry) return;
      const people = [
        entry,
        ...nearest(
          entry,
          waiting.filter((e) => e !== entry),
          entry.seats - 1,
        ),
      ];
      if (await this.board.take(here.queue, tickets(people))) return this.seat(people, entry);
    }
    // Others kept changing the queue: try again a wave later.
    if (this.here.get(here.ticket) === here && !this.stopped)
      here.timer = this.clock.setTimeout(() => this.track(this.fillWithBots(here)), this.waveMs);
  }

  /**
   * Makes the table of `people`, taken out of their queue (the first seat the longest waiter's),
   * bots of `chooser`'s level in the other seats, and tells each person their seat.
   */
  private async seat(people: readonly QueueEntry[], chooser: QueueEntry): Promise<void> {
    this.courier.changed(chooser.queue);
    const seated = [...people].sort((a, b) => a.since - b.since || a.order - b.order);
    const seats: SeatRequest[] = [
      ...seated.map((): SeatRequest => ({ human: true })),
      ...Array.from({ length: chooser.seats - seated.length }, (): SeatRequest => ({
        bot: chooser.botLevel,
      })),
    ];
    let made: Result<{ id: string; seatTokens: (string | null)[] }, RuleError>;
    try {
      made = await this.deps.create(chooser.game, {}, seats, undefined, {
        host: seated[0]?.player.id ?? null,
        rated: chooser.rated,
        quickMatch: true,
      });
    } catch (error) {
      this.deps.onError?.(error);
      made = err(ruleError("server-error", "The server could not make the table just now; try again."));
    }
    seated.forEach((entry, seat) => {
      const token = made.ok ? made.value.seatTokens[seat] : null;
      const frame: OutgoingServerMessage | null = !made.ok
        ? { type: "error", code: made.error.code, message: made.error.message }
        : typeof token === "string"
          ? { type: "matched", ticket: entry.ticket, table: made.value.id, seat, token }
          : null;
      this.courier.end(entry.waitsOn ?? entry.entered, entry.ticket, frame);
    });
  }

  /** The connections here waiting in `queue` hear who waits now (one telling at a time per queue). */
  private tellSoon(queue: string): void {
    if (!this.byQueue.has(queue)) return;
    if (this.telling.has(queue)) {
      this.telling.set(queue, true);
      return;
    }
    this.telling.set(queue, false);
    this.track(this.tell(queue));
  }

  private async tell(queue: string): Promise<void> {
    try {
      do {
        this.telling.set(queue, false);
        const waiting = await this.board.waiting(queue);
        for (const here of this.byQueue.get(queue) ?? []) {
          const frame = this.frame(here.ticket, waiting);
          if (frame) here.listener?.send(frame);
        }
      } while (this.telling.get(queue) === true);
    } finally {
      this.telling.delete(queue);
    }
  }

  /** The `queue` frame for a ticket among those waiting (null when it is not among them). */
  private frame(ticket: string, waiting: readonly QueueEntry[]): OutgoingServerMessage | null {
    const entry = waiting.find((e) => e.ticket === ticket);
    if (!entry) return null;
    const now = this.clock.now();
    // Whoever's wait runs out first seats everyone waiting (fewer than the table seats) with bots.
    const botsAt = Math.min(...waiting.map((e) => e.since + e.botsAfterMs));
    return {
      type: "queue",
      ticket,
      game: entry.game,
      seats: entry.seats,
      rated: entry.rated,
      waiting: waiting.map((e) => ({
        name: e.player.name,
        waitedMs: Math.max(0, now - e.since),
        you: e.ticket === ticket,
      })),
      botsInMs: Math.max(0, botsAt - now),
    };
  }
}

function tickets(entries: readonly QueueEntry[]): string[] {
  return entries.map((e) => e.ticket);
}

function noTicket(): RuleError {
  return ruleError(
    QuickMatchErrors.noTicket,
    "That quick-match ticket is not waiting (it lapsed, or was used).",
  );
}

/** The bot levels a person may choose (not those kept for tests). */
function listedLevels(game: AnyGame): string[] {
  return Object.entries(game.bots)
    .filter(([, bot]) => bot.unlisted !== true)
    .map(([level]) => level);
}
