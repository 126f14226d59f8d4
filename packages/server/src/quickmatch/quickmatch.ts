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
 * One queue per process: with several processes (REDIS_URL) a person is matched with the people who
 * entered through the same process.
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
import { INITIAL_MU } from "../ratings/model.js";
import type { Store } from "../store/store.js";
import type { SeatRequest, TableSettings } from "../tables/admission.js";
import { nearest, pickTable, type Waiting } from "./pick.js";

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
/** The most people waiting in all the queues of a process. */
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
export interface QueueClock {
  now(): number;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(timer: unknown): void;
}

const realClock: QueueClock = {
  now: () => Date.now(),
  setTimeout: (run, ms) => {
    const timer = setTimeout(run, ms);
    timer.unref?.();
    return timer;
  },
  clearTimeout: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
};

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
  /** Told when a table could not be made for people who were matched (the store failed). */
  onError?(error: unknown): void;
  readonly bindMs?: number;
  readonly waveMs?: number;
  readonly maxWaiting?: number;
}

/** One person in a queue. */
interface Entry extends Waiting {
  readonly ticket: string;
  readonly queue: string;
  readonly game: AnyGame;
  readonly seats: number;
  readonly rated: boolean;
  readonly botsAfterMs: number;
  readonly botLevel: string;
  readonly player: { readonly id: string; readonly name: string };
  readonly address: string | undefined;
  listener: QueueListener | null;
  /** The lapse of an unhanded ticket, then the end of the wait for people. */
  timer: unknown;
}

function queueKey(game: string, seats: number, rated: boolean): string {
  return `${game}/${seats}/${rated ? "rated" : "casual"}`;
}

export class QuickMatch {
  private readonly clock: QueueClock;
  private readonly bindMs: number;
  private readonly waveMs: number;
  private readonly maxWaiting: number;
  /** The next wave of each queue that has one coming. */
  private readonly waves = new Map<string, unknown>();
  /** Every waiting ticket. */
  private readonly tickets = new Map<string, Entry>();
  /** The ticket of each player waiting (one at a time: entering again replaces it). */
  private readonly byPlayer = new Map<string, string>();
  /** The tickets waiting on each connection. */
  private readonly byListener = new Map<QueueListener, Set<Entry>>();
  /** The tickets of each queue, in the order they entered. */
  private readonly queues = new Map<string, Entry[]>();
  private stopped = false;
  /** How many have entered (each entry's `order`). */
  private entered = 0;

  constructor(private readonly deps: QuickMatchDeps) {
    this.clock = deps.clock ?? realClock;
    this.bindMs = deps.bindMs ?? QUICK_MATCH_BIND_MS;
    this.waveMs = deps.waveMs ?? QUICK_MATCH_WAVE_MS;
    this.maxWaiting = deps.maxWaiting ?? QUICK_MATCH_MAX_WAITING;
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
    this.leavePlayer(player.id);
    if (this.tickets.size >= this.maxWaiting)
      return err(ruleError(QuickMatchErrors.full, "Too many people are waiting: try again in a minute."));
    const botsAfterSeconds = request.botsAfterSeconds ?? QUICK_MATCH_BOTS_AFTER_SECONDS;
    const entry: Entry = {
      ticket: randomBytes(TICKET_BYTES).toString("base64url"),
      since: this.clock.now(),
      order: this.entered++,
      skill: rating?.mu ?? INITIAL_MU,
      queue: queueKey(game.id, seats, rated),
      game,
      seats,
      rated,
      botsAfterMs: botsAfterSeconds * 1000,
      botLevel: level,
      player: { id: player.id, name: player.name },
      address,
      listener: null,
      timer: null,
    };
    entry.timer = this.clock.setTimeout(() => this.lapse(entry), this.bindMs);
    this.tickets.set(entry.ticket, entry);
    this.byPlayer.set(player.id, entry.ticket);
    const queue = this.queues.get(entry.queue) ?? [];
    queue.push(entry);
    this.queues.set(entry.queue, queue);
    return ok({ ticket: entry.ticket, game: game.id, seats, rated, botsAfterSeconds, botLevel: level });
  }

  /**
   * The ticket waits on this connection from now on: it hears `queue` at once (the answer, with
   * `id`) and whenever the queue changes, then `matched`. Refused for a ticket not waiting.
   */
  wait(ticket: string, listener: QueueListener, id?: RequestId): Result<void, RuleError> {
    const entry = this.tickets.get(ticket);
    if (!entry) return err(noTicket());
    const first = entry.listener === null;
    if (entry.listener !== null) this.unlisten(entry);
    entry.listener = listener;
    const waitingHere = this.byListener.get(listener) ?? new Set<Entry>();
    waitingHere.add(entry);
    this.byListener.set(listener, waitingHere);
    if (first) {
      this.clock.clearTimeout(entry.timer);
      const left = Math.max(0, entry.since + entry.botsAfterMs - this.clock.now());
      entry.timer = this.clock.setTimeout(() => void this.fillWithBots(entry), left);
    }
    listener.send({ ...this.frame(entry), ...(id !== undefined ? { id } : {}) });
    this.tell(entry.queue, entry);
    if (first && !this.waves.has(entry.queue)) {
      const queue = entry.queue;
      this.waves.set(
        queue,
        this.clock.setTimeout(() => {
          this.waves.delete(queue);
          this.wave(queue);
        }, this.waveMs),
      );
    }
    return ok(undefined);
  }

  /** The ticket leaves its queue (`DELETE /api/quickmatch/:ticket`); false when it was not waiting. */
  leave(ticket: string): boolean {
    const entry = this.tickets.get(ticket);
    if (!entry) return false;
    this.remove(entry);
    this.tell(entry.queue);
    return true;
  }

  /** The connection closed: the tickets waiting on it leave their queues. */
  gone(listener: QueueListener): void {
    for (const entry of [...(this.byListener.get(listener) ?? [])]) this.leave(entry.ticket);
  }

  /** Whether any ticket waits on this connection (it is not idle). */
  waitsOn(listener: QueueListener): boolean {
    return this.byListener.has(listener);
  }

  /** The entry no longer waits on its connection. */
  private unlisten(entry: Entry): void {
    if (entry.listener === null) return;
    const waitingHere = this.byListener.get(entry.listener);
    waitingHere?.delete(entry);
    if (waitingHere?.size === 0) this.byListener.delete(entry.listener);
  }

  /** The queues with someone waiting on a connection, for the lobby: who waits for which table. */
  summary(): QueueSummary[] {
    const now = this.clock.now();
    return [...this.queues.values()].flatMap((queue) => {
      const waiting = queue.filter((e) => e.listener !== null);
      const [first] = waiting;
      if (!first) return [];
      return [
        {
          game: first.game.id,
          seats: first.seats,
          rated: first.rated,
          waiting: waiting.map((e) => ({ name: e.player.name, waitedMs: Math.max(0, now - e.since) })),
        },
      ];
    });
  }

  /** Stops every timer; the tickets lapse (the server is closing). */
  stop(): void {
    this.stopped = true;
    for (const wave of this.waves.values()) this.clock.clearTimeout(wave);
    this.waves.clear();
    for (const entry of [...this.tickets.values()]) this.remove(entry);
  }

  /** The player's former ticket leaves its queue; the page waiting with it is told its wait is over. */
  private leavePlayer(playerId: string): void {
    const ticket = this.byPlayer.get(playerId);
    const listener = ticket === undefined ? null : this.tickets.get(ticket)?.listener;
    if (ticket === undefined || !this.leave(ticket)) return;
    listener?.send({
      type: "error",
      code: QuickMatchErrors.noTicket,
      message: "You started looking for players again elsewhere: this wait is over.",
    });
  }

  /** An unhanded ticket lapses. */
  private lapse(entry: Entry): void {
    if (this.tickets.get(entry.ticket) === entry && entry.listener === null) this.leave(entry.ticket);
  }

  private remove(entry: Entry): void {
    this.clock.clearTimeout(entry.timer);
    this.tickets.delete(entry.ticket);
    if (this.byPlayer.get(entry.player.id) === entry.ticket) this.byPlayer.delete(entry.player.id);
    const queue = this.queues.get(entry.queue);
    if (queue) {
      const at = queue.indexOf(entry);
      if (at >= 0) queue.splice(at, 1);
      if (queue.length === 0) this.queues.delete(entry.queue);
    }
    this.unlisten(entry);
    entry.listener?.released?.();
  }

  /** The people of a queue waiting on a connection. */
  private waiting(queue: string): Entry[] {
    return (this.queues.get(queue) ?? []).filter((e) => e.listener !== null);
  }

  /** A wave: full tables of people while enough wait, the longest waiters first. */
  private wave(queue: string): void {
    for (;;) {
      const waiting = this.waiting(queue);
      const people = waiting[0] ? pickTable(waiting, waiting[0].seats) : null;
      if (!people) return;
      void this.seat(people, people[0] as Entry);
    }
  }

  /** A person's wait for people ran out: those waiting with them nearest in skill, and bots. */
  private async fillWithBots(entry: Entry): Promise<void> {
    if (this.tickets.get(entry.ticket) !== entry) return;
    const others = this.waiting(entry.queue).filter((e) => e !== entry);
    const people = [entry, ...nearest(entry, others, entry.seats - 1)];
    await this.seat(people, entry);
  }

  /**
   * Makes the table of `people` (the first seat the longest waiter's), bots of `chooser`'s level in
   * the other seats, and tells each person their seat. The people leave the queue first, so that
   * nobody is seated twice.
   */
  private async seat(people: readonly Entry[], chooser: Entry): Promise<void> {
    const seated = [...people].sort((a, b) => a.since - b.since || a.order - b.order);
    for (const entry of seated) this.remove(entry);
    this.tell(chooser.queue);
    const seats: SeatRequest[] = [
      ...seated.map((): SeatRequest => ({ human: true })),
      ...Array.from({ length: chooser.seats - seated.length }, (): SeatRequest => ({
        bot: chooser.botLevel,
      })),
    ];
    let made: Result<{ id: string; seatTokens: (string | null)[] }, RuleError>;
    try {
      made = await this.deps.create(chooser.game.id, {}, seats, undefined, {
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
      if (made.ok && typeof token === "string")
        entry.listener?.send({ type: "matched", ticket: entry.ticket, table: made.value.id, seat, token });
      else if (!made.ok)
        entry.listener?.send({ type: "error", code: made.error.code, message: made.error.message });
    });
  }

  /** Everyone waiting in the queue hears who waits now (but `except`, told already). */
  private tell(queue: string, except?: Entry): void {
    for (const entry of this.waiting(queue)) if (entry !== except) entry.listener?.send(this.frame(entry));
  }

  /** The `queue` frame for a ticket. */
  private frame(entry: Entry): OutgoingServerMessage {
    const now = this.clock.now();
    const waiting = this.waiting(entry.queue);
    // Whoever's wait runs out first seats everyone waiting (fewer than the table seats) with bots.
    const botsAt = Math.min(...[entry, ...waiting].map((e) => e.since + e.botsAfterMs));
    return {
      type: "queue",
      ticket: entry.ticket,
      game: entry.game.id,
      seats: entry.seats,
      rated: entry.rated,
      waiting: waiting.map((e) => ({
        name: e.player.name,
        waitedMs: Math.max(0, now - e.since),
        you: e === entry,
      })),
      botsInMs: Math.max(0, botsAt - now),
    };
  }
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
