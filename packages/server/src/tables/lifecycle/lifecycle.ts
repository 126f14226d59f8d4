import { err, ok, ruleError, type Outcome, type Result, type RuleError } from "@parlor/engine";
import {
  ProtocolErrors,
  type OutgoingServerMessage,
  type PlayerRef,
  type TableEnding,
} from "@parlor/protocol";
import type { Limits, TableQuota } from "../../limits.js";
import { LiveTable, type Subscriber } from "../../live-table.js";
import type { StoredSeat, Store } from "../../store/store.js";
import { admit } from "../admission.js";
import { tellTable } from "../frames.js";
import type { Logger } from "../logger.js";
import type { LiveTables } from "../memory.js";
import type { TableSteps } from "../steps.js";
import { storeChange } from "../writes.js";
import { connectedSeats, humanSeats, personPlaying, presenceKey } from "./presence.js";
import { boundSeats, everyoneAccepted, rematchable, rematchSeats } from "./rematch.js";
import { movesBySeat, standInBegins, standInEnds } from "./participation.js";
import { outcomeNow, sidesOf, twoSided } from "./sides.js";
import { graceOf, matchedLevel } from "./standins.js";
import { later, lifeOf, stopGraces, stopTimer, stopTimers, type TableLife } from "./state.js";

/** What the lifecycle works with. */
export interface LifecycleOptions {
  readonly store: Store;
  readonly logger: Logger;
  readonly steps: TableSteps;
  readonly memory: LiveTables;
  readonly quota: TableQuota;
  readonly limits: Limits;
  /** Wall-clock milliseconds (Date.now). */
  readonly wallClock: () => number;
  /** Starts a waiting table's match (in a step of the table). */
  readonly start: (table: LiveTable) => void;
  /** Ends a match before its end (in a step of the table): stored, rated as it says, and told. */
  readonly finish: (table: LiveTable, outcome: Outcome, ending: TableEnding) => void;
}

/** A request's answer: done, or refused with a code and a sentence. */
export type Done = Result<true, RuleError>;

const DONE: Done = ok(true);

/** The seats as stored, with one seat changed. */
function withSeat(
  seats: readonly StoredSeat[],
  seat: number,
  change: (s: StoredSeat) => StoredSeat,
): StoredSeat[] {
  return seats.map((s, i) => (i === seat ? change(s) : s));
}

/** A seat's grace stops (its person is back, or resigned). */
function stopGrace(life: TableLife, seat: number): void {
  stopTimer(life.grace.get(seat)?.timer);
  life.grace.delete(seat);
}

/** A seat without some of its fields. */
function without(seat: StoredSeat, ...keys: (keyof StoredSeat)[]): StoredSeat {
  const copy: Record<string, unknown> = { ...seat };
  for (const key of keys) delete copy[key];
  return copy as unknown as StoredSeat;
}

/**
 * How tables end well: the waiting room (the host's start, leaving a seat free), presence (who is
 * connected, told in the table frame), stand-in bots after a grace and given back on return,
 * resignations, abandonment, expiry of emptied waiting tables, the end screen kept while people are
 * there, and rematches. Every change is a step of its table; timers only ask for steps.
 */
export class TableLifecycle {
  constructor(private readonly options: LifecycleOptions) {}

  /** Who is at the table changed (a join, a leave, a start, a resume): the table settles in its next step. */
  settleSoon(table: LiveTable): void {
    this.options.steps.background(table, () => this.settle(table));
  }

  /**
   * Brings the table's lifecycle in line with who is connected (in a step): the table frame when the
   * connected seats changed; then by status, the emptied waiting table's expiry, each person's grace
   * and stand-in, the match's abandonment, or the end screen's stay in memory.
   */
  settle(table: LiveTable): void {
    if (table.gone) return;
    const life = lifeOf(table);
    const connected = connectedSeats(table);
    if (table.subscribers.size > 0) life.everConnected = true;
    // Those who have not seen who is connected now are told (a newcomer saw it on joining).
    const key = presenceKey(connected);
    let tell = false;
    for (const subscriber of table.subscribers) {
      if (life.seen.get(subscriber) !== key) tell = true;
      life.seen.set(subscriber, key);
    }
    const status = table.record.status;
    if (status === "waiting") this.settleWaiting(table);
    else if (status === "playing") tell = this.settlePlaying(table, connected) || tell;
    else this.settleFinished(table);
    if (tell) table.after(() => tellTable(table));
  }

  private settleWaiting(table: LiveTable): void {
    const life = lifeOf(table);
    if (table.subscribers.size > 0 || !life.everConnected) {
      life.empty = stopTimer(life.empty);
      return;
    }
    life.empty ??= later(this.options.limits.waitingEmptyMs, () => {
      lifeOf(table).empty = null;
      void this.expireEmptied(table);
    });
  }

  /** Deletes a waiting table nobody has been at for `waitingEmptyMs` (if still so, in its step). */
  private async expireEmptied(table: LiveTable): Promise<void> {
    const { store, memory, steps, quota, logger } = this.options;
    const id = table.record.id;
    try {
      const gone = await steps.run(table, () => {
        if (table.gone || table.subscribers.size > 0 || table.record.status !== "waiting") return false;
        table.store(async () => {
          await store.deleteWaitingTable(id);
        });
        table.after(() => memory.leaveMemory(table));
        return true;
      });
      if (!gone) return;
      quota.release(id);
      logger.info({ table: id }, "waiting table expired: everyone left it");
    } catch (error) {
      logger.error({ table: id, err: error }, "expiring an emptied waiting table failed");
    }
  }

  /** Grace, stand-ins and abandonment of a match being played; true when a seat changed. */
  private settlePlaying(table: LiveTable, connected: ReadonlySet<number>): boolean {
    const runner = table.runner;
    // Tables of bots only play on to their end, watched or not. A turn-based match has no grace nor
    // abandonment: people come and go over days, and their time banks decide (turns.ts).
    if (!runner || runner.finished || humanSeats(table.record.seats).length === 0) return false;
    if (table.record.turnBased) return false;
    const life = lifeOf(table);
    let seats = table.record.seats;
    for (const seat of humanSeats(seats)) {
      const held = seats[seat] as StoredSeat;
      if (connected.has(seat)) {
        stopGrace(life, seat);
        // Back: the stand-in stops and the seat is its person's again (not after a resignation).
        if (held.standIn !== undefined && !held.resigned) {
          runner.standIn(seat, null);
          const moves = movesBySeat(runner.log.actions, seats.length)[seat] ?? 0;
          seats = withSeat(seats, seat, (s) => standInEnds(s, moves));
        }
      } else if (held.standIn === undefined && !held.resigned && !life.grace.has(seat)) {
        const grace = graceOf(table.record, table.game, this.options.limits);
        const timer = later(grace, () => {
          life.grace.delete(seat);
          void this.standIn(table, seat);
        });
        life.grace.set(seat, { timer, ends: Date.now() + grace });
      }
    }
    if (personPlaying(table, connected)) life.abandon = stopTimer(life.abandon);
    else
      life.abandon ??= later(this.options.limits.abandonMs, () => {
        lifeOf(table).abandon = null;
        this.options.steps.background(table, () => this.abandon(table));
      });
    if (seats === table.record.seats) {
      this.settleUnattended(table, connected);
      return false;
    }
    storeChange(this.options.store, table, { seats });
    this.settleUnattendedSoon(table);
    return true;
  }

  /** `settleUnattended` in the table's next step, once the seats changed in this one are stored. */
  private settleUnattendedSoon(table: LiveTable): void {
    table.after(() =>
      this.options.steps.background(table, () => this.settleUnattended(table, connectedSeats(table))),
    );
  }

  /**
   * A people's match that bots play alone (nobody connected, a stand-in or a resignation at every
   * person's seat) counts against its maker's tables of bots and ends after `unattendedMs`, at once
   * when its maker already has `botTablesPerAddress` running; it counts no more when someone is back.
   */
  private settleUnattended(table: LiveTable, connected: ReadonlySet<number>): void {
    const { quota, limits, steps, logger } = this.options;
    const runner = table.runner;
    if (table.gone || !runner || runner.finished || table.record.status !== "playing") return;
    const life = lifeOf(table);
    const alone =
      !personPlaying(table, connected) &&
      humanSeats(table.record.seats).every((seat) => {
        const held = table.record.seats[seat] as StoredSeat;
        return held.standIn !== undefined || held.resigned === true;
      });
    if (!alone) {
      if (life.unattended === null) return;
      life.unattended = stopTimer(life.unattended);
      quota.attended(table.record.id);
      return;
    }
    if (life.unattended !== null) return;
    life.unattended = later(limits.unattendedMs, () => {
      lifeOf(table).unattended = null;
      steps.background(table, () => this.abandon(table));
    });
    // Past its maker's tables of bots (counted across processes with Redis: an answer later), it
    // ends at once, if bots still play it alone by then.
    quota
      .unattended(table.record.id)
      .then((over) => {
        if (!over) return;
        steps.background(table, () => {
          if (table.gone || lifeOf(table).unattended === null) return;
          logger.info(
            { table: table.record.id },
            "match abandoned: bots alone, past its maker's tables of bots",
          );
          this.abandon(table);
        });
      })
      .catch((error: unknown) =>
        logger.error({ table: table.record.id, err: error }, "counting a table failed"),
      );
  }

  /** The grace ran out: the person's level-matched bot plays their seat (if they are still away). */
  private async standIn(table: LiveTable, seat: number): Promise<void> {
    const { store, steps, logger } = this.options;
    let level: string;
    try {
      level = await matchedLevel(store, table.game, table.record.seats[seat]?.player);
    } catch (error) {
      logger.warn({ table: table.record.id, seat, err: error }, "ratings unread: the default bot stands in");
      level = table.game.defaultBot;
    }
    steps.background(table, () => {
      const runner = table.runner;
      const held = table.record.seats[seat];
      if (!runner || runner.finished || table.record.status !== "playing" || !held) return;
      if (held.standIn !== undefined || held.resigned || connectedSeats(table).has(seat)) return;
      runner.standIn(seat, level);
      const moves = movesBySeat(runner.log.actions, table.record.seats.length)[seat] ?? 0;
      storeChange(store, table, {
        seats: withSeat(table.record.seats, seat, (s) => standInBegins(s, level, moves)),
      });
      table.after(() => tellTable(table));
      logger.info({ table: table.record.id, seat, level }, "a bot stands in for an absent player");
      this.settleUnattendedSoon(table);
    });
  }

  /** Nobody played for `abandonMs`: the match ends, abandoned (unrated), the scores as they stand. */
  private abandon(table: LiveTable): void {
    const runner = table.runner;
    if (!runner || runner.finished || table.record.status !== "playing") return;
    if (personPlaying(table, connectedSeats(table))) return;
    const seats = table.record.seats.length;
    const outcome = outcomeNow(table.game, runner.state, seats, table.record.options, []);
    this.options.logger.info({ table: table.record.id }, "match abandoned: nobody at it");
    this.end(table, outcome, "abandoned");
  }

  private end(table: LiveTable, outcome: Outcome, ending: TableEnding): void {
    const life = lifeOf(table);
    stopGraces(life);
    life.abandon = stopTimer(life.abandon);
    life.unattended = stopTimer(life.unattended);
    this.options.finish(table, outcome, ending);
  }

  /**
   * A finished table stays in memory while someone is at its end screen (chat, rematch), at most
   * `finishedMs`; it leaves when the last one goes. A table of bots only leaves at once, as before.
   */
  private settleFinished(table: LiveTable): void {
    const { memory, limits } = this.options;
    const life = lifeOf(table);
    if (table.subscribers.size === 0 || humanSeats(table.record.seats).length === 0) {
      table.after(() => memory.leaveMemory(table));
      return;
    }
    life.finished ??= later(limits.finishedMs, () => {
      lifeOf(table).finished = null;
      this.options.steps.background(table, () => memory.leaveMemory(table));
    });
  }

  /** A subscriber was sent the table frame as it stands (on joining): it knows who is connected. */
  seen(table: LiveTable, subscriber: Subscriber): void {
    lifeOf(table).seen.set(subscriber, presenceKey(connectedSeats(table)));
  }

  /**
   * The table left memory: its timers stop (it starts them again if it comes back), and a match bots
   * played alone counts no more (they play no more).
   */
  forget(table: LiveTable): void {
    if (lifeOf(table).unattended !== null) this.options.quota.attended(table.record.id);
    stopTimers(table);
  }

  /** Whether the table starts by itself once every seat is taken: no host, or the host took them all. */
  startsByItself(record: { readonly host: string | null }, seats: readonly StoredSeat[]): boolean {
    const host = record.host;
    if (host === null) return true;
    return humanSeats(seats).every((seat) => seats[seat]?.player?.id === host);
  }

  /**
   * `start` (in a step): the host starts a waiting table whose people's seats are all taken, each by
   * someone connected now.
   */
  start(table: LiveTable, player: PlayerRef | null | undefined): Done {
    const record = table.record;
    if (record.status === "finished") return err(ruleError(ProtocolErrors.finished, "That match is over."));
    if (record.host === null)
      return err(
        ruleError(ProtocolErrors.notHost, "This table has no host: it starts once every seat is taken."),
      );
    if (player?.id !== record.host)
      return err(ruleError(ProtocolErrors.notHost, "Only the table's host may start it."));
    if (record.status === "playing") return DONE;
    const connected = connectedSeats(table);
    const missing = humanSeats(record.seats).filter(
      (seat) => !record.seats[seat]?.joined || !connected.has(seat),
    );
    if (missing.length > 0)
      return err(
        ruleError(
          ProtocolErrors.notReady,
          `Not everyone is here: ${missing.length === 1 ? "a seat is" : `${missing.length} seats are`} still free or away.`,
        ),
      );
    this.options.start(table);
    return DONE;
  }

  /**
   * `leave` with `free` (in a step): at a waiting table, the seats this connection holds are given up
   * (not taken, no player); their tokens stay good for whoever has the invite. Elsewhere: nothing.
   */
  free(table: LiveTable, held: ReadonlySet<number>): void {
    const { store } = this.options;
    const record = table.record;
    if (record.status !== "waiting") return;
    const freed = humanSeats(record.seats).filter((seat) => held.has(seat));
    if (freed.length === 0) return;
    const seats = record.seats.map((s, seat) =>
      freed.includes(seat) ? without({ ...s, joined: false }, "player") : s,
    );
    storeChange(store, table, { seats });
    table.store(async () => {
      for (const seat of freed) await store.seatPlayer(record.id, seat, null);
    });
    table.after(() => tellTable(table));
  }

  /**
   * `resign` (in a step; the caller checked the connection holds the seat). Two sides (two seats, or
   * two teams): the match ends at once and the other side wins. More: the game's default bot plays
   * the seat from now on (marked resigned and stood in) and the match goes on, unless no person is
   * left playing, then it ends: the bots with the best running score win, the resigners place last.
   */
  resign(table: LiveTable, seat: number): Done {
    const record = table.record;
    const runner = table.runner;
    if (record.status === "finished" || runner?.finished)
      return err(ruleError(ProtocolErrors.finished, "That match is over."));
    if (!runner || record.status !== "playing")
      return err(ruleError(ProtocolErrors.notStarted, "The game has not started: leave the table instead."));
    const held = record.seats[seat];
    if (!held || held.bot !== undefined)
      return err(ruleError(ProtocolErrors.notYourSeat, `Seat ${seat} is not a person's seat.`));
    if (held.resigned) return DONE;
    const n = record.seats.length;
    const sides = sidesOf(table.game, n, record.options);
    if (twoSided(sides)) {
      const winners = sides.find((side) => !side.includes(seat)) ?? [];
      storeChange(this.options.store, table, {
        seats: withSeat(record.seats, seat, (s) => ({ ...s, resigned: true })),
      });
      this.end(table, outcomeNow(table.game, runner.state, n, record.options, winners), "resigned");
      return DONE;
    }
    const level = table.game.defaultBot;
    const moves = movesBySeat(runner.log.actions, n)[seat] ?? 0;
    const seats = withSeat(record.seats, seat, (s) => ({
      ...standInBegins(s, level, moves),
      resigned: true,
    }));
    runner.standIn(seat, level);
    storeChange(this.options.store, table, { seats });
    if (humanSeats(seats).every((s) => seats[s]?.resigned)) {
      // Everyone still playing is a bot: the best of them on the running score win.
      const outcome = outcomeNow(table.game, runner.state, n, record.options, []);
      const playing = seats.flatMap((s, i) => (s.resigned ? [] : [i]));
      const top = Math.max(...playing.map((seat) => outcome.scores[seat] ?? Number.NEGATIVE_INFINITY));
      const winners = playing.filter((seat) => outcome.scores[seat] === top);
      this.end(table, { ...outcome, winners }, "resigned");
    } else {
      stopGrace(lifeOf(table), seat);
      table.after(() => tellTable(table));
      // Someone may have resigned the last seat played by a person who is here: abandonment decides.
      this.settle(table);
    }
    return DONE;
  }

  /**
   * `rematch` (in a step): at a finished table that may have one, the connection's people's seats
   * accept (or withdraw). Once every person's seat accepted (bots' seats need not), the new table is
   * made (same game, options and seats, each person's seat taken by the same player, the same host)
   * and its match starts at once: everyone agreed, so nobody waits for the host's Start. Everyone at
   * the old table gets a `rematch` frame with the new table and fresh tokens for the seats they held;
   * a person who does not come is away, as in any match (the grace, then a stand-in bot).
   */
  rematch(table: LiveTable, subscriber: Subscriber, accept: boolean): Done {
    const { store, memory, logger, wallClock } = this.options;
    const record = table.record;
    if (!rematchable(record))
      return err(
        ruleError(
          ProtocolErrors.noRematch,
          record.status === "finished"
            ? "This table cannot have a rematch: someone at it has no name."
            : "A rematch is for a finished match.",
        ),
      );
    const mine = humanSeats(record.seats).filter((seat) => subscriber.seats.has(seat));
    if (mine.length === 0)
      return err(ruleError(ProtocolErrors.noRematch, "Only the match's players may ask for a rematch."));
    if (record.next !== null) return DONE;
    const life = lifeOf(table);
    for (const seat of mine) {
      if (accept) life.rematch.add(seat);
      else life.rematch.delete(seat);
    }
    if (!everyoneAccepted(record, life.rematch)) {
      table.after(() => tellTable(table));
      return DONE;
    }
    const admitted = admit(record.game, record.options, rematchSeats(record.seats), wallClock());
    if (!admitted.ok) return admitted;
    const { game, seatTokens } = admitted.value;
    const next = {
      ...admitted.value.record,
      seats: boundSeats(admitted.value.record.seats, record.seats),
      host: record.host,
      rated: record.rated,
      graceMs: record.graceMs,
      // A turn-based match's rematch is turn-based too, with the same time bank.
      turnBased: record.turnBased,
    };
    table.store(async () => {
      await store.createTable(next);
    });
    storeChange(store, table, { next: next.id });
    table.after(() => {
      // Stored by now (the step's writes come before its `after`): its match starts in its own step.
      const live = new LiveTable(next, game, true);
      memory.add(live);
      memory.countTables();
      // Nobody holds its seats yet: once it plays, their graces start, as anyone's who is away.
      this.options.steps.background(live, () => {
        if (!live.gone && live.record.status === "waiting") this.options.start(live);
      });
      logger.info({ table: record.id, next: next.id }, "rematch table made");
      tellTable(table);
      for (const other of table.subscribers) {
        const seats = [...other.seats].filter((seat) => seatTokens[seat]);
        const frame: OutgoingServerMessage = {
          type: "rematch",
          table: record.id,
          next: next.id,
          seats,
          tokens: seats.map((seat) => seatTokens[seat] as string),
        };
        other.send(JSON.stringify(frame));
      }
    });
    return DONE;
  }
}
