import type { AnyGame, Lang, LogEntry, TableRunner } from "@parlor/engine";
import type { ActionAck, PlayerRef } from "@parlor/protocol";
import { SerialQueue } from "./serial.js";
import type { TableRecord } from "./store/store.js";
import type { MoveFeed } from "./tables/feed.js";
import type { TurnClock } from "./tables/turns.js";

/** Someone connected to a table: a player holding seats, or a spectator (no seats). */
export interface Subscriber {
  readonly seats: ReadonlySet<number>;
  /** The language it hears the table's moves in (its latest join's; default English). */
  readonly lang?: Lang;
  /** Who is connected (their session's player): the seats they took are theirs on any device. */
  readonly player?: PlayerRef;
  send(text: string): void;
  /**
   * The answer owed to this connection's action in the step under way (protocol 2): `broadcast` puts
   * it in the connection's first view frame of the change and clears it.
   */
  ack?: ActionAck | undefined;
  /** The table stopped (the store refused a write) and dropped this subscriber; it may join again. */
  dropped?(): void;
  /**
   * Several processes: the table moved to another process (this one lost or handed over its lease)
   * and dropped this subscriber, without a word to its client: it joins again wherever the table is.
   */
  moved?(): void;
}

/** A store write of a step, with what it changes in memory once stored. */
export type Write = () => Promise<void>;
/** Frames a step sends (and bookkeeping that must wait for its writes). */
export type Send = () => void;

/**
 * One table in memory: its record, its runner once started, who is connected, and its queue. Every
 * change of the table is a step of the queue: the engine's work (synchronous: an action, a deadline,
 * a bot's move, a join), then that work's writes, one after the other, each awaited, and only then
 * its frames, in the order the work made them. The next step starts after the last frame, so a
 * table's state never runs ahead of its log by more than the one step being stored, and whoever
 * sees a frame of a step (or asks the API after it) finds all of that step's writes stored.
 */
export class LiveTable {
  runner: TableRunner | null = null;
  /** Its moves in words, once started: the latest kept for those who join (tables/feed.ts). */
  feed: MoveFeed | null = null;
  /** A turn-based match's clock (its time banks), once started: null at a live table. */
  turnClock: TurnClock | null = null;
  readonly subscribers = new Set<Subscriber>();
  idleTimer: ReturnType<typeof setTimeout> | null = null;
  /**
   * A table played from a moment of a finished match (tables/play-from.ts), before its match starts:
   * the actions stored in its log, which its match goes on from. Null for any other table.
   */
  startsFrom: LogEntry[] | null = null;
  /** Set once the table has left memory (finished, idle, or stopped by a failed write). */
  gone = false;
  readonly queue = new SerialQueue();
  private writes: Write[] = [];
  private sends: Send[] = [];

  constructor(
    /** The record as stored: a change is applied here once its write has resolved. */
    public record: TableRecord,
    readonly game: AnyGame,
    /**
     * Made by this process just now (a new table, not one brought back from the store): nothing of it
     * is stored beyond its record, so its chat starts empty without a read.
     */
    readonly made = false,
  ) {}

  /** Adds a write to the step under way. */
  store(write: Write): void {
    this.writes.push(write);
  }

  /** Adds frames to send once the step's writes are stored. */
  after(send: Send): void {
    this.sends.push(send);
  }

  /** The step's writes and sends, in order, leaving none behind. */
  takeEffects(): { writes: Write[]; sends: Send[] } {
    const effects = { writes: this.writes, sends: this.sends };
    this.writes = [];
    this.sends = [];
    return effects;
  }
}
