import {
  botLevel,
  paceOf,
  RealClock,
  TableRunner,
  type AnyGame,
  type LogEntry,
  type Outcome,
  type SeatInfo,
} from "@parlor/engine";
import type { TableEnding } from "@parlor/protocol";
import type { BotWorkers } from "../bot-workers.js";
import type { Logger } from "./logger.js";
import type { LiveTable } from "../live-table.js";
import type { Metrics } from "../metrics.js";
import { QueuedClock } from "../serial.js";
import type { Store } from "../store/store.js";
import { MoveFeed, MovesToTell, namingFrom, RECENT_MOVES, recentMovesOf, seatInfosOf } from "./feed.js";
import { broadcast, tellTable } from "./frames.js";
import { finishTable } from "./finish.js";
import type { TableSteps } from "./steps.js";
import { TimeBanks, TurnClock, type TurnClockDeps } from "./turns.js";
import { storeAction, storeChange } from "./writes.js";

/** What a table's runner is wired to. */
export interface RunnerWiring {
  readonly store: Store;
  readonly metrics: Metrics | null;
  /** Wall-clock milliseconds (Date.now). */
  readonly wallClock: () => number;
  readonly steps: TableSteps;
  /** A new match began (not a resumed one): after the step's writes. */
  readonly began: (table: LiveTable) => void;
  /** The match is over: in its last step, before its writes (the table stays in memory until it ends). */
  readonly ending: (table: LiveTable) => void;
  /** The match is over and stored: after the step's writes, once the table frame is sent. */
  readonly ended: (table: LiveTable, outcome: Outcome) => void;
  /** After each start or resume, once the step's writes are stored. */
  readonly started: (table: LiveTable) => void;
  /** Where searching bots (levels with a `budget`) think, off the event loop; null: every bot inline. */
  readonly botWorkers: BotWorkers | null;
  /** The bots' pace: their delays before a move times this (1: a person's pace). */
  readonly botPace: number;
  /** Where a bot's failure is told (it makes no move then; the match goes on). */
  readonly logger: Logger;
  /** What turn-based tables' clocks need (their timers, steps, stores and resignations). */
  readonly turns: Omit<TurnClockDeps, "store">;
}

/**
 * Starts the table's match (in a step of the table): a new one, or one resumed from its log
 * (`resumeFrom`, the actions stored), or a new one that goes on from the actions its log was made
 * with (`table.startsFrom`: a table played from a moment of a finished match). Deadlines and bots' moves become steps of the table; each
 * accepted action is a write of its step; each change sends the views once its writes are stored.
 */
/**
 * The bots' pace at a table of `game` on a server paced `pace`: a turn-based game's bots wait their
 * delay times the pace; a race's (the PC Set Game, SET) keep theirs, which is how quick their level is.
 */
export function botPaceAt(game: AnyGame, pace: number): number {
  return paceOf(game) === "turns" ? pace : 1;
}

export function startRunner(table: LiveTable, wiring: RunnerWiring, resumeFrom?: LogEntry[]): void {
  const { record, game } = table;
  const { store, metrics, wallClock, steps } = wiring;
  const seats: SeatInfo[] = seatInfosOf(record.seats);
  const now = wallClock();
  const turnBased = record.turnBased;
  // The log the match goes on from: its own (resumed), or a finished match's first actions (a table
  // played from a moment of its replay, tables/play-from.ts), which it starts from like a resumed one.
  const from = resumeFrom ?? table.startsFrom ?? undefined;
  table.startsFrom = null;
  let origin: number;
  if (resumeFrom && turnBased && record.startedAt !== null) {
    // A turn-based match's time is the wall clock's: the banks ran on while the server was down.
    origin = record.startedAt;
  } else if (from) {
    // Game time stood still while the server was down (or since the moment played from): it goes
    // on from the last logged action.
    origin = now - (from.at(-1)?.at ?? 0);
  } else {
    origin = now;
  }
  if (!resumeFrom) {
    storeChange(store, table, { status: "playing", startedAt: now });
    table.after(() => wiring.began(table));
  }
  const { botWorkers } = wiring;
  // A table started again (resumed from its log) makes its bots anew: the former ones are forgotten.
  botWorkers?.release(record.id);
  const runner: TableRunner = new TableRunner({
    game,
    options: record.options,
    seed: record.seed,
    seats,
    // Searching levels think in a worker thread and answer with Promises; the others inline.
    createBot: (seat, level, seed) =>
      botWorkers && botLevel(game, level)?.budget
        ? botWorkers.bot({ table: record.id, game: game.id, level, seat, seed })
        : undefined,
    // Bots answer at once at a turn-based table: nobody sits there watching them think.
    botPace: turnBased ? 0 : botPaceAt(game, wiring.botPace),
    onBotError: (seat, error) =>
      wiring.logger.warn({ table: record.id, seat, err: error }, "a bot failed; it makes no move"),
    // Deadlines and bots' moves are steps of the table's queue, in line with players' actions,
    // deferred while the table is over its share of the event loop (the engine takes deadlines at their times).
    clock: new QueuedClock(new RealClock(origin, wallClock), (callback) => steps.deferred(table, callback)),
    ...(from
      ? {
          resume: { game: game.id, options: record.options, seed: record.seed, seats, actions: from },
        }
      : {}),
    onAccepted: (entry) => {
      storeAction(store, metrics, table, entry);
      feed.accepted(entry, runner.state);
      table.turnClock?.accepted(entry);
    },
    // The views of the change, with the moves that made it in words (when an action did).
    onChange: () => {
      table.turnClock?.changed();
      table.after(() => feed.tell((moves) => broadcast(table, new MovesToTell(record.id, moves))));
    },
    onFinished: (outcome) => finishMatch(table, wiring, outcome, "normal", runner.log.until ?? null),
  });
  // The moves in words start from the state the runner starts from; a resumed table's latest are
  // described again from its log, so whoever comes back sees the same feed. The seats are named as
  // they stand when a move is described (a person who took their seat as the match started, in this
  // very step, is named from the stored seats by the first move: a move is a later step).
  const describeFailed = (entry: LogEntry, error: unknown): void =>
    wiring.logger.error({ table: record.id, seq: entry.seq, err: error }, "a move could not be described");
  const tableSeats = () => table.record.seats;
  const feed = new MoveFeed({
    game,
    seats: tableSeats,
    state: runner.state,
    recent: from
      ? recentMovesOf(
          game,
          { game: game.id, options: record.options, seed: record.seed, seats, actions: from },
          RECENT_MOVES,
          describeFailed,
          namingFrom(tableSeats),
        )
      : [],
    onError: describeFailed,
    log: () => runner.log,
  });
  // The bots standing in for people (stored with the seats) play on after a restart.
  for (const [seat, s] of record.seats.entries())
    if (s.standIn !== undefined) runner.standIn(seat, s.standIn);
  table.runner = runner;
  table.feed = feed;
  table.turnClock?.stop();
  table.turnClock = turnBased
    ? new TurnClock(
        table,
        turnBased,
        resumeFrom
          ? TimeBanks.fromLog(game, { ...runner.log, actions: resumeFrom }, turnBased)
          : new TimeBanks(seats.length, turnBased),
        origin,
        {
          ...wiring.turns,
          store: (t, turn, deadlineAt) => storeChange(store, t, { turn, deadlineAt }),
        },
      )
    : null;
  if (!resumeFrom) table.after(() => tellTable(table));
  table.after(() => wiring.started(table));
  runner.start();
}

/**
 * Ends the table's match (in a step of the table): played to its end (`normal`, from the runner), or
 * before it (`resigned`, `abandoned`: its runner stops here). Stored and rated by `finishTable`, then
 * the table frame is told and the table is done with.
 */
export function finishMatch(
  table: LiveTable,
  wiring: RunnerWiring,
  outcome: Outcome,
  ending: TableEnding,
  until: number | null = table.runner?.time ?? null,
): void {
  if (ending !== "normal") table.runner?.stop();
  // A turn-based match over has nobody's move due any more.
  if (table.turnClock) {
    table.turnClock.stop();
    storeChange(wiring.store, table, { turn: null, deadlineAt: null });
  }
  wiring.botWorkers?.release(table.record.id);
  wiring.ending(table);
  finishTable(wiring, table, outcome, ending, until);
  table.after(() => {
    tellTable(table);
    wiring.ended(table, outcome);
  });
}
