/**
 * Where quick match keeps who waits (`QueueBoard`) and how it tells the process a waiting person's
 * connection is on (`QueueCourier`): this process's memory here, or Redis shared by every process
 * (cluster/shared-queue.ts). The board holds plain data; the connections and the timers stay in the
 * process that has them (quickmatch.ts).
 */
import type { OutgoingServerMessage } from "@parlor/protocol";
import type { Waiting } from "./pick.js";

/** A person waiting, as the board keeps them (what every process needs to seat them). */
export interface QueueEntry extends Waiting {
  readonly ticket: string;
  /** The queue: game, table size, rated or not (`queueKey`). */
  readonly queue: string;
  readonly game: string;
  readonly seats: number;
  readonly rated: boolean;
  readonly botsAfterMs: number;
  readonly botLevel: string;
  readonly player: { readonly id: string; readonly name: string };
  readonly address: string | undefined;
  /** The process whose `POST /api/quickmatch` made the ticket (its lapse is timed there). */
  readonly entered: string;
  /** The process of the connection the ticket waits on, or null before it is handed to one. */
  readonly waitsOn: string | null;
}

/** What `enter` gives the board: the entry but its `order`, which the board numbers. */
export type NewEntry = Omit<QueueEntry, "order" | "waitsOn">;

export function queueKey(game: string, seats: number, rated: boolean): string {
  return `${game}/${seats}/${rated ? "rated" : "casual"}`;
}

/**
 * The queues' entries. Every change is atomic: two processes that try to seat the same person, or
 * seat someone who is leaving, cannot both succeed.
 */
export interface QueueBoard {
  /**
   * Adds an entry, numbered after every other, unless `max` people wait already (then null). The
   * same player's former entry leaves its queue: answered as `replaced`.
   */
  add(entry: NewEntry, max: number): Promise<{ entry: QueueEntry; replaced: QueueEntry | null } | null>;
  /**
   * The ticket waits on a connection of process `on` from now on: answers its entry (`waitsOn` the
   * process it waited on before), or null when it is not waiting.
   */
  bind(ticket: string, on: string): Promise<QueueEntry | null>;
  /** Takes the ticket out of its queue (only if not yet handed to a connection, with `unbound`). */
  remove(ticket: string, unbound?: boolean): Promise<QueueEntry | null>;
  /** Takes every one of `tickets` out of `queue` to seat them together, or none: whether it did. */
  take(queue: string, tickets: readonly string[]): Promise<boolean>;
  /** The entries of a queue waiting on a connection, in the order they entered. */
  waiting(queue: string): Promise<QueueEntry[]>;
  /** Every queue with someone waiting on a connection, and its entries. */
  queues(): Promise<QueueEntry[][]>;
}

/** Tells the processes of waiting people what concerns them (this process's own included). */
export interface QueueCourier {
  /** This process's name among those sharing the board. */
  readonly processId: string;
  /**
   * The ticket's wait ends at the process its connection is on (`on`), with a last frame for it
   * (`matched`, or an error), or none (it left).
   */
  end(on: string, ticket: string, frame: OutgoingServerMessage | null): void;
  /** Who waits in `queue` changed: every process tells its connections waiting there. */
  changed(queue: string): void;
  /** Where the news for this process goes (quick match, once made). */
  listen(hear: CourierListener): void;
}

export interface CourierListener {
  ended(ticket: string, frame: OutgoingServerMessage | null): void;
  changed(queue: string): void;
  /** The board may have lost entries (Redis came back, maybe empty): the waits here are checked. */
  recheck(): void;
}

/** The process name of a board and courier not shared with other processes. */
export const THIS_PROCESS = "here";

/** Who waits, in this process's memory: one process's queues. */
export class MemoryBoard implements QueueBoard {
  private readonly entries = new Map<string, QueueEntry>();
  /** The tickets of each queue, in the order they entered. */
  private readonly queueTickets = new Map<string, string[]>();
  private readonly byPlayer = new Map<string, string>();
  private entered = 0;

  add(entry: NewEntry, max: number): Promise<{ entry: QueueEntry; replaced: QueueEntry | null } | null> {
    const former = this.byPlayer.get(entry.player.id);
    const replaced = former === undefined ? null : this.drop(former);
    if (this.entries.size >= max) return Promise.resolve(null);
    const added: QueueEntry = { ...entry, order: this.entered++, waitsOn: null };
    this.entries.set(added.ticket, added);
    this.byPlayer.set(added.player.id, added.ticket);
    const queue = this.queueTickets.get(added.queue) ?? [];
    queue.push(added.ticket);
    this.queueTickets.set(added.queue, queue);
    return Promise.resolve({ entry: added, replaced });
  }

  bind(ticket: string, on: string): Promise<QueueEntry | null> {
    const entry = this.entries.get(ticket);
    if (!entry) return Promise.resolve(null);
    this.entries.set(ticket, { ...entry, waitsOn: on });
    return Promise.resolve(entry);
  }

  remove(ticket: string, unbound = false): Promise<QueueEntry | null> {
    const entry = this.entries.get(ticket);
    if (!entry || (unbound && entry.waitsOn !== null)) return Promise.resolve(null);
    return Promise.resolve(this.drop(ticket));
  }

  take(queue: string, tickets: readonly string[]): Promise<boolean> {
    const all = tickets.every((t) => this.entries.get(t)?.queue === queue);
    if (all) for (const ticket of tickets) this.drop(ticket);
    return Promise.resolve(all);
  }

  waiting(queue: string): Promise<QueueEntry[]> {
    return Promise.resolve(this.bound(queue));
  }

  queues(): Promise<QueueEntry[][]> {
    return Promise.resolve(
      [...this.queueTickets.keys()].map((queue) => this.bound(queue)).filter((q) => q.length > 0),
    );
  }

  private bound(queue: string): QueueEntry[] {
    return (this.queueTickets.get(queue) ?? []).flatMap((ticket) => {
      const entry = this.entries.get(ticket);
      return entry && entry.waitsOn !== null ? [entry] : [];
    });
  }

  private drop(ticket: string): QueueEntry | null {
    const entry = this.entries.get(ticket);
    if (!entry) return null;
    this.entries.delete(ticket);
    if (this.byPlayer.get(entry.player.id) === ticket) this.byPlayer.delete(entry.player.id);
    const queue = this.queueTickets.get(entry.queue) ?? [];
    queue.splice(queue.indexOf(ticket), 1);
    if (queue.length === 0) this.queueTickets.delete(entry.queue);
    return entry;
  }
}

/** The news of a board kept in this process: told at once, to this process. */
export class LocalCourier implements QueueCourier {
  readonly processId = THIS_PROCESS;
  private hear: CourierListener | null = null;

  end(_on: string, ticket: string, frame: OutgoingServerMessage | null): void {
    this.hear?.ended(ticket, frame);
  }

  changed(queue: string): void {
    this.hear?.changed(queue);
  }

  listen(hear: CourierListener): void {
    this.hear = hear;
  }
}
