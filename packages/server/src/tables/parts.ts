import { realClock, type ServerClock } from "../clock.js";
import { AddressQuota, DEFAULT_LIMITS, type Limits, type TableQuota } from "../limits.js";
import type { LiveTable } from "../live-table.js";
import type { Metrics } from "../metrics.js";
import { ChatRooms } from "../chat/rooms.js";
import { LoopBudgets, DEFAULT_BUDGET } from "../budget.js";
import type { BotWorkers } from "../bot-workers.js";
import type { Store } from "../store/store.js";
import { DUE_SWEEP_MS, DueSweep } from "./due.js";
import { ExpirySweep } from "./expiry.js";
import { adopt } from "./handover.js";
import type { Hinter } from "./hint.js";
import type { Logger } from "./logger.js";
import { DEFAULT_IDLE_MS, LiveTables } from "./memory.js";
import type { TablesCluster, TablesOptions } from "./options.js";
import { TableLifecycle } from "./lifecycle/lifecycle.js";
import { Online } from "./lifecycle/online.js";
import { humanSeats } from "./lifecycle/presence.js";
import { lifeOf } from "./lifecycle/state.js";
import { finishMatch, startRunner, type RunnerWiring } from "./runner.js";
import { TableSteps } from "./steps.js";

/**
 * The parts of a process's tables, each made once and told of the others: the tables in memory, their
 * steps, the sweeps, the runner's wiring, the lifecycle, the chats. `Tables` and the modules it is
 * made of (making.ts, joining.ts, requests.ts, listings.ts, handover.ts) each take the parts they use.
 */
export interface TableParts {
  readonly store: Store;
  readonly logger: Logger;
  readonly metrics: Metrics | null;
  /** Wall-clock milliseconds (Date.now; the `clock`'s when one is given). */
  readonly wallClock: () => number;
  readonly limits: Limits;
  /** Each address's waiting tables and running tables of bots, against its caps. */
  readonly quota: TableQuota;
  /** Each table's budget of event-loop time: its steps are measured, its background steps deferred when over it. */
  readonly budgets: LoopBudgets;
  readonly steps: TableSteps;
  readonly memory: LiveTables;
  /** Deletes the tables that waited too long for their players. */
  readonly expiry: ExpirySweep;
  /** Turn-based matches with a move due that no process has in memory. */
  readonly due: DueSweep;
  /** What each table's runner is wired to (runner.ts). */
  readonly wiring: RunnerWiring;
  /** How tables end well: the waiting room, stand-ins, resignations, abandonment, rematches. */
  readonly lifecycle: TableLifecycle;
  /** The players of the open WebSocket connections (`app.ts` adds each connection). */
  readonly online: Online;
  /** Each table's chat, and the chat's limits. */
  readonly chats: ChatRooms;
  readonly cluster: TablesCluster | null;
  readonly hinter: Hinter | null;
}

/**
 * Makes the parts of a process's tables from its options. The parts call each other back (a failed
 * step takes its table out of memory, memory resumes a table's runner, a match's end settles its
 * lifecycle, the lifecycle starts and finishes matches), so each callback reads the others only
 * once they are all made.
 */
export function tableParts(store: Store, logger: Logger, options: TablesOptions = {}): TableParts {
  const metrics = options.metrics ?? null;
  const clock = options.clock ?? realClock;
  const wallClock = options.wallClock ?? (options.clock ? () => clock.now() : Date.now);
  const limits = options.limits ?? DEFAULT_LIMITS;
  const cluster = options.cluster ?? null;
  const hinter = options.hinter ?? null;
  const idleMs = options.idleMs ?? DEFAULT_IDLE_MS;
  const botWorkers = options.botWorkers ?? null;
  const quota = options.quota ?? new AddressQuota(limits);
  const chats = new ChatRooms(store, wallClock, limits, options.anonymousChat);
  const budgets = new LoopBudgets(options.budget ?? DEFAULT_BUDGET, metrics);
  const steps = new TableSteps(budgets, logger, (table, error) => memory.stopAfterFailure(table, error));
  const memory: LiveTables = new LiveTables({
    store,
    logger,
    metrics,
    idleMs,
    steps: () => steps,
    resume: (table, actions) => startRunner(table, wiring, actions),
    // An idle or failed table's bots must not stay in their worker until it comes back.
    left: (table) => {
      table.turnClock?.stop();
      botWorkers?.release(table.record.id);
      lifecycle.forget(table);
      quota.left(table.record.id);
      cluster?.disown(table.record.id);
    },
    ownership: cluster,
    keepsItself: (table) => keepsItself(table, limits, idleMs),
    loaded: (table) => lifecycle.settleSoon(table),
  });
  const due = new DueSweep({
    store,
    logger,
    clock,
    everyMs: DUE_SWEEP_MS,
    adopt: (ids) => adopt(memory, ids),
  });
  const expiry = new ExpirySweep({
    store,
    logger,
    memory,
    steps,
    quota,
    wallClock,
    waitingTtlMs: limits.waitingTtlMs,
  });
  const wiring = runnerWiring({
    store,
    logger,
    metrics,
    wallClock,
    steps,
    memory,
    quota,
    clock,
    botWorkers,
    botPace: options.botPace ?? 1,
    lifecycle: () => lifecycle,
  });
  const lifecycle: TableLifecycle = new TableLifecycle({
    store,
    logger,
    steps,
    memory,
    quota,
    limits,
    wallClock,
    start: (table) => startRunner(table, wiring),
    finish: (table, outcome, ending) => finishMatch(table, wiring, outcome, ending),
  });
  const online = new Online();
  return {
    store,
    logger,
    metrics,
    wallClock,
    limits,
    quota,
    budgets,
    steps,
    memory,
    expiry,
    due,
    wiring,
    lifecycle,
    online,
    chats,
    cluster,
    hinter,
  };
}

/** What the runner's wiring is made with (`tableParts`: the lifecycle is asked for once it is made). */
interface WiringParts {
  readonly store: Store;
  readonly logger: Logger;
  readonly metrics: Metrics | null;
  readonly wallClock: () => number;
  readonly steps: TableSteps;
  readonly memory: LiveTables;
  readonly quota: TableQuota;
  /** The clock of turn-based tables' time banks. */
  readonly clock: ServerClock;
  readonly botWorkers: BotWorkers | null;
  readonly botPace: number;
  readonly lifecycle: () => TableLifecycle;
}

/**
 * What a table's runner tells the rest of the process: a new match counts against its maker's caps
 * as running; a match ending stays in memory until it has ended; a match over is let go from the
 * caps and kept for the people at its end screen (else it leaves memory); each start or resume
 * settles who is there. A turn-based player whose time ran out resigns.
 */
function runnerWiring(parts: WiringParts): RunnerWiring {
  const { store, logger, metrics, wallClock, steps, memory, quota, clock, botWorkers, botPace } = parts;
  return {
    store,
    metrics,
    wallClock,
    steps,
    began: (table) => quota.started(table.record.id),
    ending: (table) => memory.keep(table),
    ended: (table, outcome) => {
      quota.release(table.record.id);
      // People still at the end screen keep it in memory (chat, rematch); else it leaves now.
      if (table.subscribers.size > 0 && humanSeats(table.record.seats).length > 0)
        parts.lifecycle().settleSoon(table);
      else memory.leaveMemory(table);
      logger.info(
        { table: table.record.id, winners: outcome.winners, seq: table.record.seq },
        "match finished",
      );
    },
    started: (table) => {
      memory.countTables();
      parts.lifecycle().settleSoon(table);
    },
    botWorkers,
    botPace,
    logger,
    turns: {
      clock,
      step: (table, work) => steps.background(table, work),
      resign: (table, seat) => {
        const resigned = parts.lifecycle().resign(table, seat);
        if (!resigned.ok)
          logger.warn(
            { table: table.record.id, seat, err: resigned.error },
            "a timed-out resignation failed",
          );
        else logger.info({ table: table.record.id, seat }, "a player's time ran out: they resigned");
      },
    },
  };
}

/**
 * Whether a table's lifecycle, not `idleMs`, decides when it leaves memory: a finished table, a
 * waiting table someone was at, and a match with people when it is abandoned before it would idle.
 */
function keepsItself(table: LiveTable, limits: Pick<Limits, "abandonMs">, idleMs: number): boolean {
  const status = table.record.status;
  if (status === "finished") return true;
  if (status === "waiting") return lifeOf(table).everConnected;
  // A turn-based match is never abandoned: it leaves memory when idle, and its moves due bring it back.
  if (table.record.turnBased) return false;
  return limits.abandonMs <= idleMs;
}
