import { isIP } from "node:net";
import { pino } from "pino";
import { buildApp, type ParlorApp } from "./app.js";
import { BOT_WORKER_DEFAULTS, BotWorkers, defaultBotThreads } from "./bot-workers.js";
import type { Limits } from "./limits.js";
import { openStore } from "./store/open.js";
import { Cluster } from "./cluster/cluster.js";

export interface ServeOptions {
  readonly port: number;
  readonly host?: string;
  /** The SQLite file (created with its folder if missing); unused when `databaseUrl` is given. */
  readonly db: string;
  /**
   * A PostgreSQL connection string (what `DATABASE_URL` holds): the store is PostgreSQL, its schema
   * created if missing. Unset or empty: the SQLite file `db`.
   */
  readonly databaseUrl?: string | undefined;
  /** pino log level, or false for no logs. */
  readonly logLevel?: string | false;
  /** The built web client to serve at / (default packages/web/dist; null serves no page). */
  readonly webRoot?: string | null;
  /** Per-address and per-connection limits (each field defaults to DEFAULT_LIMITS'). */
  readonly limits?: Partial<Limits>;
  /** Origins besides the server's own whose pages may open the WebSocket. */
  readonly allowedOrigins?: readonly string[];
  /**
   * Hosts (`Host` header) the server answers for besides `localhost`, the loopback addresses, the
   * address it listens on (`host`, a name too) and the hosts of `allowedOrigins` (AppOptions.allowedHosts).
   */
  readonly allowedHosts?: readonly string[];
  /**
   * Worker threads where searching bots think, off the event loop (default `defaultBotThreads()`:
   * the cores but one, 1 to 4); 0 runs every bot inline on the event loop.
   */
  readonly botThreads?: number;
  /** Real time a searching bot may think per decision, ms (default BOT_WORKER_DEFAULTS.timeBudgetMs). */
  readonly botTimeBudgetMs?: number;
  /**
   * Finished matches analysed at the same time, each in a worker thread of its own, off the event
   * loop (default DEFAULT_ANALYSIS_THREADS, 1; AppOptions.analysis).
   */
  readonly analysisThreads?: number;
  /**
   * The work per decision of an analysis (`AnalysisOptions.work`, in each game's unit); default each
   * game's own. Test servers set it low: their pages' replays start analyses they only display.
   */
  readonly analysisWork?: number;
  /**
   * The bots' pace at turn-based games: every bot's delay before a move (a person's pace, about 0.8 s
   * a card) is multiplied by it. Default 1; test servers set it low so that a whole deal takes seconds
   * (`parlor serve --bot-pace`). The times the rules set (freezes, deadlines) are not changed, nor a
   * race's bots (the PC Set Game, SET): how quick they are is their level.
   */
  readonly botPace?: number;
  /**
   * Redis's URL (what `REDIS_URL` holds): this process shares the tables with every other process
   * given the same Redis and PostgreSQL (`databaseUrl`, required then). Unset or empty: one process.
   */
  readonly redisUrl?: string | undefined;
  /** How long a table's lease lasts unrenewed, ms (default DEFAULT_LEASE_MS, 5 s; with `redisUrl`). */
  readonly leaseMs?: number;
  /** Fastify's `trustProxy`: which proxies to believe about the client's address (default none). */
  readonly trustProxy?: boolean | number | readonly string[];
}

export interface RunningServer extends ParlorApp {
  readonly url: string;
  /** Several processes: this process's part (null: one process). */
  readonly cluster: Cluster | null;
  /** Which store it uses: `sqlite <file>` or `postgresql <url without password>`. */
  readonly store: string;
  /** Stops taking connections, closes sockets, stores what is under way, closes the store. */
  close(): Promise<void>;
}

export const DEFAULT_PORT = 8080;
/** Pending connections the kernel may queue: bursts of players joining (the default 511 overflowed). */
export const LISTEN_BACKLOG = 4096;
export const DEFAULT_DB = "data/parlor.db";

/** Starts Parlor: opens the store, resumes every unfinished table, listens. */
export async function startServer(options: ServeOptions): Promise<RunningServer> {
  // Written synchronously, in order: an asynchronous stdout lost or reordered the last lines
  // (shutting down, closed) when the process exited right after them.
  const logger =
    options.logLevel === false
      ? false
      : { level: options.logLevel ?? "info", stream: pino.destination({ dest: 1, sync: true }) };
  let idleError: (error: Error) => void = () => undefined;
  let workerError: (error: Error) => void = () => undefined;
  if (options.redisUrl && !options.databaseUrl)
    throw new Error(
      "REDIS_URL needs DATABASE_URL: several processes share their tables through PostgreSQL, not a SQLite file",
    );
  const { store, where } = await openStore({
    db: options.db,
    databaseUrl: options.databaseUrl,
    onIdleError: (error) => idleError(error),
  });
  const threads = options.botThreads ?? defaultBotThreads();
  const botWorkers =
    threads > 0
      ? new BotWorkers({
          threads,
          timeBudgetMs: options.botTimeBudgetMs ?? BOT_WORKER_DEFAULTS.timeBudgetMs,
          onWorkerError: (error) => workerError(error),
        })
      : null;
  let cluster: Cluster | null = null;
  let parlor: ParlorApp;
  try {
    cluster = options.redisUrl
      ? await Cluster.connect({
          redisUrl: options.redisUrl,
          store,
          ...(options.leaseMs !== undefined ? { leaseMs: options.leaseMs } : {}),
        })
      : null;
    parlor = await buildApp({
      store: cluster ? cluster.store : store,
      cluster,
      ...(options.trustProxy !== undefined ? { trustProxy: options.trustProxy } : {}),
      logger,
      botWorkers,
      ...(options.botPace !== undefined ? { botPace: options.botPace } : {}),
      ...(options.analysisThreads !== undefined || options.analysisWork !== undefined
        ? {
            analysis: {
              ...(options.analysisThreads !== undefined ? { threads: options.analysisThreads } : {}),
              ...(options.analysisWork !== undefined ? { work: options.analysisWork } : {}),
            },
          }
        : {}),
      ...(options.webRoot !== undefined ? { webRoot: options.webRoot } : {}),
      ...(options.limits ? { limits: options.limits } : {}),
      ...(options.allowedOrigins ? { allowedOrigins: options.allowedOrigins } : {}),
      // The address it listens on is allowed by the address each request came to; a name, by name.
      allowedHosts: [
        ...(options.allowedHosts ?? []),
        ...(options.host !== undefined && isIP(options.host) === 0 ? [options.host] : []),
      ],
    });
  } catch (error) {
    await cluster?.close();
    await botWorkers?.close();
    await store.close();
    throw error;
  }
  const log = parlor.app.log;
  idleError = (error) => log.warn({ err: error }, "an idle database connection failed; it is replaced");
  workerError = (error) =>
    log.error({ err: error }, "a bot worker failed; its bots start again in a new one");
  let url: string;
  try {
    // Several processes: this one announces itself before it takes any table (the others must see
    // it alive), then resumes the tables being played that nobody owns.
    await cluster?.start();
    await parlor.tables.resumeAll();
    url = await parlor.app.listen({
      port: options.port,
      host: options.host ?? "127.0.0.1",
      backlog: LISTEN_BACKLOG,
    });
  } catch (error) {
    // Not listening (port taken, a store that failed while resuming…): the resumed tables must not
    // play on unseen, nor keep the process alive.
    await parlor.app.close();
    await cluster?.close();
    await botWorkers?.close();
    await store.close();
    throw error;
  }
  let closing: Promise<void> | null = null;
  return {
    ...parlor,
    url,
    store: where,
    cluster,
    close() {
      closing ??= (async () => {
        // Several processes: the tables go to the others at once, not when the leases expire.
        await cluster?.handOver();
        await parlor.app.close();
        await cluster?.close();
        await botWorkers?.close();
        await store.close();
      })();
      return closing;
    },
  };
}
