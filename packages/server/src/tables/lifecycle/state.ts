import type { LiveTable, Subscriber } from "../../live-table.js";

/** A timer of the lifecycle (Node's). */
export type Timer = ReturnType<typeof setTimeout>;

/** A person's seat waiting out its grace: the timer that brings the stand-in, and when it fires. */
export interface Grace {
  readonly timer: Timer;
  /** Wall-clock milliseconds (Date.now, the timer's clock): the table frame counts down to it. */
  readonly ends: number;
}

/**
 * What the lifecycle keeps of a live table in memory, beside its record: the timers that make a table
 * end well, who accepted a rematch, and which seats were connected when the table was last told. A
 * table brought back from the store starts with none of them (its timers start again when it settles).
 */
export interface TableLife {
  /** The connected seats (`presenceKey`) each subscriber's latest table frame showed. */
  readonly seen: WeakMap<Subscriber, string>;
  /** Someone has been connected to the table since it is in memory. */
  everConnected: boolean;
  /** Each person's seat waiting out its grace before a stand-in bot plays it. */
  readonly grace: Map<number, Grace>;
  /** Running while a match has no person connected: it ends the match, abandoned. */
  abandon: Timer | null;
  /**
   * Running while bots play every seat of a people's match (`unattendedMs`): it ends the match,
   * abandoned. The match counts against its maker's tables of bots meanwhile.
   */
  unattended: Timer | null;
  /** Running while a waiting table someone was at has nobody connected: it deletes the table. */
  empty: Timer | null;
  /** Running while a finished table is kept for its end screen: it lets the table go. */
  finished: Timer | null;
  /** The seats whose people accepted a rematch (a finished table). */
  readonly rematch: Set<number>;
}

const lives = new WeakMap<LiveTable, TableLife>();

/** The lifecycle's part of a live table (made on first use). */
export function lifeOf(table: LiveTable): TableLife {
  let life = lives.get(table);
  if (!life) {
    life = {
      seen: new WeakMap(),
      everConnected: false,
      grace: new Map(),
      abandon: null,
      unattended: null,
      empty: null,
      finished: null,
      rematch: new Set(),
    };
    lives.set(table, life);
  }
  return life;
}

/** Stops a timer of the lifecycle (null: none runs). */
export function stopTimer(timer: Timer | null | undefined): null {
  if (timer) clearTimeout(timer);
  return null;
}

/** Stops every timer of a table's lifecycle (it left memory, ended, or the server stops). */
export function stopTimers(table: LiveTable): void {
  const life = lifeOf(table);
  stopGraces(life);
  life.abandon = stopTimer(life.abandon);
  life.unattended = stopTimer(life.unattended);
  life.empty = stopTimer(life.empty);
  life.finished = stopTimer(life.finished);
}

/** Stops every seat's grace (the match ended, or the table left memory). */
export function stopGraces(life: TableLife): void {
  for (const grace of life.grace.values()) clearTimeout(grace.timer);
  life.grace.clear();
}

/**
 * Each away seat's time left before a bot plays it (ms, from `now`), for the table frame: people see
 * the countdown, not only "disconnected".
 */
export function graceLeft(table: LiveTable, now: number = Date.now()): Map<number, number> {
  const left = new Map<number, number>();
  for (const [seat, grace] of lifeOf(table).grace) left.set(seat, Math.max(0, grace.ends - now));
  return left;
}

/** Starts a timer that does not keep the process alive. */
export function later(ms: number, fire: () => void): Timer {
  const timer = setTimeout(fire, ms);
  timer.unref?.();
  return timer;
}
