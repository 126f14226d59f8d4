import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";
import { Counter, Gauge, Histogram, type Registry } from "prom-client";
import type { Limits } from "../limits.js";
import type { Metrics } from "../metrics.js";
import type { OnlinePlayer } from "../tables/lifecycle/online.js";
import type { Logger } from "../tables/logger.js";
import type { Store } from "../store/store.js";
import type { Subscriber, Tables, TablesCluster } from "../tables.js";
import { Bus, type BusMessage } from "./bus.js";
import { FencedStore } from "./fenced-store.js";
import { clusterKeys, DEFAULT_PREFIX, type ClusterKeys } from "./keys.js";
import { DEFAULT_LEASE_MS, Leases, RENEWALS_PER_LEASE } from "./leases.js";
import { Remotes } from "./remotes.js";
import { Router } from "./router.js";
import { BusCourier, RedisBoard } from "./shared-queue.js";

/** How often who is connected where, and who is online, are told to the other processes (ms). */
export const PRESENCE_FLUSH_MS = 250;
/** How often every process looks for tables being played that nobody owns (a safety net; ms). */
export const SWEEP_EVERY_MS = 30_000;
/** WebSocket close code of a server going away to restart (RFC 6455 registry: 1012). */
const SERVICE_RESTART = 1012;
/**
 * Redis's connections try again this many times a lease at most while it does not answer (ioredis's
 * backoff, 50 ms more each try, is capped at `leaseMs / RECONNECTS_PER_LEASE`: 500 ms with the
 * default lease), so a Redis that comes back is seen within half a second.
 */
const RECONNECTS_PER_LEASE = 10;

export interface ClusterOptions {
  /** Redis's URL (`redis://host:port/db`, what `REDIS_URL` holds). */
  readonly redisUrl: string;
  /** The store all processes share (PostgreSQL). */
  readonly store: Store;
  /** How long a lease lasts unrenewed (default DEFAULT_LEASE_MS): a dead process's tables wait this long. */
  readonly leaseMs?: number;
  /** The keys' prefix in Redis (default DEFAULT_PREFIX). */
  readonly prefix?: string;
  /** What this process says about itself (its URL…), kept in its liveness key. */
  readonly about?: Record<string, unknown>;
}

interface ClusterMetrics {
  readonly forwardSeconds: Histogram;
  readonly forwarded: Counter<"direction">;
  readonly leaseChanges: Counter<"change">;
}

function clusterMetrics(registry: Registry, leases: Leases, remotes: Remotes): ClusterMetrics {
  new Gauge({
    name: "parlor_leases",
    help: "Tables this process owns (its leases in Redis)",
    registers: [registry],
    collect() {
      this.set(leases.owned().length);
    },
  });
  new Gauge({
    name: "parlor_remote_connections",
    help: "Sockets of other processes with messages for this process's tables (their connections here)",
    registers: [registry],
    collect() {
      this.set(remotes.size);
    },
  });
  return {
    forwardSeconds: new Histogram({
      name: "parlor_forward_seconds",
      help: "Time from a socket's message being forwarded to its table's owner to the owner's answer",
      buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1],
      registers: [registry],
    }),
    forwarded: new Counter({
      name: "parlor_forwarded_messages_total",
      help: "Messages of sockets forwarded between processes: sent to an owner (out), handled for another process's socket (in)",
      labelNames: ["direction"],
      registers: [registry],
    }),
    leaseChanges: new Counter({
      name: "parlor_lease_changes_total",
      help: "Tables taken over from a dead or leaving process (adopted) and leases lost (lost)",
      labelNames: ["change"],
      registers: [registry],
    }),
  };
}

/**
 * Several `parlor serve` processes sharing the work through PostgreSQL and Redis (docs/deploy.md).
 * Each live table is owned by one process (a lease in Redis, claimed in PostgreSQL for its fence);
 * any process accepts any socket, and a socket at a table owned elsewhere is forwarded there over
 * Redis pub/sub; a dead process's tables are taken over from their logs once its lease expires; a
 * process that stops hands its tables over at once.
 */
export class Cluster implements TablesCluster {
  readonly processId: string;
  readonly keys: ClusterKeys;
  /** The store the app uses: writes of a table carry this process's fence for it. */
  readonly store: FencedStore;
  readonly leases: Leases;
  readonly router: Router;
  private readonly bus: Bus;
  private remotes: Remotes | null = null;
  /** Quick match's news from the other processes, once the queues are shared (`quickMatch`). */
  private courier: BusCourier | null = null;
  private tables: Tables | null = null;
  private metrics: ClusterMetrics | null = null;
  private presenceTimer: ReturnType<typeof setInterval> | null = null;
  private sweepTimer: ReturnType<typeof setInterval> | null = null;
  /** The sweep a lease after Redis came back, for tables whose owner did not come back with it. */
  private recoveryTimer: ReturnType<typeof setTimeout> | null = null;
  /**
   * Tables let go while Redis did not answer, with the subscribers they had: taken again once it
   * answers (or a lease later: then their sockets join again wherever they can, or are closed).
   */
  private stranded: {
    tables: string[];
    subscribers: Subscriber[];
    timer: ReturnType<typeof setTimeout>;
  } | null = null;
  private started = false;
  /** What was last told of who is connected where (table → seats text), and who is online. */
  private toldConnected = new Map<string, string>();
  private toldOnline = "";
  private onlineToldAt = 0;
  private stopping = false;
  private readonly leaseMs: number;
  /** The app's logger, once attached. */
  private logger: Logger = { info: () => undefined, warn: () => undefined, error: () => undefined };

  private constructor(
    /** Commands, leases, publishing (one connection: a release is seen before what is sent after it). */
    readonly redis: Redis,
    private readonly subscriber: Redis,
    private readonly options: ClusterOptions,
    processId: string,
  ) {
    this.processId = processId;
    this.keys = clusterKeys(options.prefix ?? DEFAULT_PREFIX);
    this.leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
    this.leases = new Leases(
      redis,
      options.store,
      this.keys,
      {
        processId: this.processId,
        leaseMs: this.leaseMs,
        about: JSON.stringify({ pid: process.pid, startedAt: Date.now(), ...options.about }),
      },
      {
        lost: (tables, unreachable) => this.lost(tables, unreachable),
        processesGone: (processes) => this.processesGone(processes),
        recovered: () => this.recovered(),
      },
    );
    // Redis answers again: renew at once (leases gone with a Redis that restarted empty are taken
    // again before another process's sockets could take them), then recover (what was published
    // while the connection was lost is lost).
    redis.on("ready", () => {
      if (this.started && !this.stopping) void this.leases.reconnected();
    });
    this.store = new FencedStore(options.store, this.leases);
    this.bus = new Bus(redis, subscriber, this.keys, this.processId);
    this.router = new Router(this.bus, this.leases, {
      forwardTimeoutMs: this.leaseMs,
      ownerWaitMs: this.leaseMs,
      ownerCheckMs: this.leaseMs / RECONNECTS_PER_LEASE,
      observe: (seconds) => {
        this.metrics?.forwardSeconds.observe(seconds);
        this.metrics?.forwarded.inc({ direction: "out" });
      },
    });
  }

  /** Connects to Redis (two connections: commands and pub/sub); rejects when it cannot. */
  static async connect(options: ClusterOptions): Promise<Cluster> {
    const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
    const processId = randomBytes(6).toString("hex");
    // Named in Redis's CLIENT LIST: `<prefix><process id>` (commands) and `…:listen` (pub/sub).
    const name = `${options.prefix ?? DEFAULT_PREFIX}${processId}`;
    const redisOptions = {
      lazyConnect: true,
      connectTimeout: leaseMs,
      // A command waits through a short outage, then fails (its table step fails, not hangs).
      maxRetriesPerRequest: 2,
      retryStrategy: (times: number) => Math.min(times * 50, leaseMs / RECONNECTS_PER_LEASE),
    };
    const redis = new Redis(options.redisUrl, { ...redisOptions, connectionName: name });
    const subscriber = new Redis(options.redisUrl, { ...redisOptions, connectionName: `${name}:listen` });
    // Errors are retried by ioredis and seen in readiness (an unhandled 'error' event would crash).
    let cluster: Cluster | null = null;
    const warn = (error: Error): void => cluster?.logger.warn({ err: error }, "redis connection error");
    redis.on("error", warn);
    subscriber.on("error", warn);
    try {
      await Promise.all([redis.connect(), subscriber.connect()]);
    } catch (error) {
      redis.disconnect();
      subscriber.disconnect();
      throw error;
    }
    cluster = new Cluster(redis, subscriber, options, processId);
    return cluster;
  }

  /** The app's tables and metrics, once made (buildApp): this process can own tables from now on. */
  attach(tables: Tables, metrics: Metrics | null, limits: Limits, logger: Logger): void {
    this.tables = tables;
    this.logger = logger;
    this.remotes = new Remotes(this.bus, tables, metrics, limits);
    if (metrics) this.metrics = clusterMetrics(metrics.registry, this.leases, this.remotes);
  }

  /**
   * Joins the cluster: announces this process (its liveness), listens to the others, then takes
   * over the tables being played that nobody owns. Call before listening.
   */
  async start(): Promise<void> {
    await this.leases.start();
    await this.bus.listen(
      (message) => this.receive(message),
      () => this.resubscribed(),
    );
    this.started = true;
    this.presenceTimer = setInterval(() => {
      this.tellPresence().catch(() => undefined);
    }, PRESENCE_FLUSH_MS);
    this.presenceTimer.unref?.();
    this.sweepTimer = setInterval(() => void this.sweepSoon(), SWEEP_EVERY_MS);
    this.sweepTimer.unref?.();
  }

  /** Ready for traffic: Redis answers, and this process's leases were renewed within their period. */
  get ready(): boolean {
    return (
      !this.stopping &&
      this.redis.status === "ready" &&
      this.subscriber.status === "ready" &&
      this.leases.healthy
    );
  }

  // What the tables need (TablesCluster).

  async own(id: string): Promise<boolean> {
    if (this.stopping) return false;
    const taken = await this.leases.acquire(id);
    return taken.here && taken.fence !== null;
  }

  disown(id: string): void {
    this.leases
      .release([id])
      .catch((error: unknown) =>
        this.logger.warn({ table: id, err: error }, "a lease could not be released; it expires"),
      );
  }

  async connectedElsewhere(ids: readonly string[]): Promise<Map<string, ReadonlySet<number>>> {
    const values = await this.redis.hmget(this.keys.connected, ...ids);
    const connected = new Map<string, ReadonlySet<number>>();
    ids.forEach((id, i) => {
      const text = values[i];
      if (text) connected.set(id, new Set(JSON.parse(text) as number[]));
    });
    return connected;
  }

  async onlineElsewhere(): Promise<OnlinePlayer[]> {
    const others = (await this.leases.liveProcesses()).filter((p) => p !== this.processId);
    if (others.length === 0) return [];
    const lists = await this.redis.mget(...others.map((p) => this.keys.online(p)));
    return lists.flatMap((text) => (text ? (JSON.parse(text) as OnlinePlayer[]) : []));
  }

  /** Quick match's queues shared by every process: kept in Redis, their news told over the bus. */
  quickMatch(): { board: RedisBoard; courier: BusCourier } {
    this.courier ??= new BusCourier(this.bus, this.processId, (error) =>
      this.logger.warn({ err: error }, "quick match: news not published"),
    );
    return {
      board: new RedisBoard(this.redis, this.keys.quickMatch, this.keys.processPrefix),
      courier: this.courier,
    };
  }

  // What the others say.

  private receive(message: BusMessage): void {
    switch (message.k) {
      case "msg":
        this.metrics?.forwarded.inc({ direction: "in" });
        this.remotes
          ?.receive(message)
          .catch((error: unknown) => this.logger.error({ err: error }, "a forwarded message failed"));
        return;
      case "done":
        return this.router.done(message.n, message.tables);
      case "out":
        return this.router.out(message.c, message.text);
      case "close":
        return this.remotes?.close(message.from, message.c);
      case "hangup":
        return this.router.hangup(message.c, message.code, message.reason);
      case "moved":
        return this.router.moved(message.c, message.table);
      case "handover":
        if (message.from !== this.processId) void this.sweepSoon(message.tables);
        return;
      case "rejoin":
        if (message.from !== this.processId) this.router.rejoin(message.from, message.tables);
        return;
      case "qend":
      case "qchanged":
        return this.courier?.receive(message);
    }
  }

  /**
   * Leases this process lost (paused past them, or Redis unreachable): those tables leave at once.
   * Taken by another process, their sockets join them again there. Let go because Redis did not
   * answer, they wait for it: once it answers they are taken again here unless another process was
   * quicker, and then their sockets join them again wherever they are.
   */
  private lost(tables: readonly string[], unreachable: boolean): void {
    this.metrics?.leaseChanges.inc({ change: "lost" }, tables.length);
    this.logger.warn({ tables: tables.length }, "leases lost: those tables are another process's now");
    void this.tables?.relinquish(tables).then((detached) => {
      if (unreachable) return this.strand(tables, detached);
      for (const subscriber of detached) subscriber.moved?.();
      // Nobody may have them (a lease taken and let go meanwhile): those being played come back here if so.
      void this.sweepSoon(tables);
    });
  }

  private strand(tables: readonly string[], subscribers: readonly Subscriber[]): void {
    if (this.stopping) return;
    if (!this.stranded) {
      const timer = setTimeout(() => this.unstrand(), this.leaseMs);
      timer.unref?.();
      this.stranded = { tables: [], subscribers: [], timer };
    }
    this.stranded.tables.push(...tables);
    this.stranded.subscribers.push(...subscribers);
  }

  /**
   * Redis answers again, or still does not a lease after the tables were let go: those being played
   * are taken again where nobody has them, then their sockets join them again wherever they are (a
   * socket here whose join fails is closed: its page connects again, maybe to another process).
   */
  private unstrand(): void {
    const stranded = this.stranded;
    if (!stranded) return;
    this.stranded = null;
    clearTimeout(stranded.timer);
    const tell = (): void => {
      for (const subscriber of stranded.subscribers) subscriber.moved?.();
    };
    void this.sweepSoon(stranded.tables).then(tell, tell);
  }

  /**
   * This process hears again (its pub/sub connection came back): what owners sent its sockets
   * meanwhile, and what other processes' sockets sent its tables, may be lost. Its sockets join
   * their tables elsewhere again (router.ts), and once its next renewal has its leases in Redis
   * again, the others are told to join theirs at its tables again.
   */
  private resubscribed(): void {
    if (this.stopping) return;
    this.router.recover();
    void this.leases.renewSoon().then(() => this.tellRejoin());
  }

  /** Tells every process to join its sockets at this process's tables again (`rejoin`). */
  private tellRejoin(): void {
    const owned = this.leases.owned();
    if (owned.length === 0 || this.stopping) return;
    this.bus.broadcast({ k: "rejoin", from: this.processId, tables: owned }).catch(() => undefined);
  }

  /**
   * Redis answers again after failing, or restarted empty (leases.ts: this process's leases are
   * renewed or taken again). What went through it meanwhile may be lost: who is connected here is
   * told again in full, the processes with sockets at this process's tables are told to join them
   * again (their frames may have been lost), the tables let go meanwhile are taken again, and a
   * lease later (every live process has renewed by then) the tables whose owner did not come back.
   */
  private recovered(): void {
    if (this.stopping) return;
    this.logger.info({ tables: this.leases.owned().length }, "redis answers again: leases renewed");
    this.toldConnected = new Map();
    this.toldOnline = "";
    this.tellPresence().catch(() => undefined);
    this.tellRejoin();
    this.courier?.recovered();
    this.unstrand();
    if (this.recoveryTimer) clearTimeout(this.recoveryTimer);
    this.recoveryTimer = setTimeout(() => {
      this.recoveryTimer = null;
      void this.sweepSoon();
    }, this.leaseMs);
    this.recoveryTimer.unref?.();
  }

  private processesGone(processes: readonly string[]): void {
    this.logger.warn({ processes }, "processes gone: their tables are taken over");
    this.remotes?.processesGone(processes);
    this.router.ownersGone(processes);
    void this.sweepSoon();
  }

  private sweeping: Promise<void> | null = null;
  private sweepAgain: { ids: readonly string[] | "all"; done: (() => void)[] } | null = null;

  /**
   * Takes over what nobody owns, one sweep at a time (a sweep asked for meanwhile runs after);
   * resolves once the sweep that covers `ids` has run.
   */
  private sweepSoon(ids?: readonly string[]): Promise<void> {
    if (this.stopping) return Promise.resolve();
    if (this.sweeping) {
      const again = (this.sweepAgain ??= { ids: [], done: [] });
      again.ids = ids === undefined || again.ids === "all" ? "all" : [...again.ids, ...ids];
      return new Promise((resolve) => again.done.push(resolve));
    }
    const sweeping = this.sweep(ids)
      .then(() => undefined)
      .catch((error: unknown) => this.logger.error({ err: error }, "taking over tables failed"))
      .finally(() => {
        this.sweeping = null;
        const again = this.sweepAgain;
        this.sweepAgain = null;
        if (again)
          void this.sweepSoon(again.ids === "all" ? undefined : again.ids).then(() => {
            for (const done of again.done) done();
          });
      });
    this.sweeping = sweeping;
    return sweeping;
  }

  /**
   * Takes over the tables being played (all, or `ids`) that no live process owns: each is claimed,
   * rebuilt from its log and goes on here, timers and bots included. Resolves to how many came.
   */
  async sweep(ids?: readonly string[]): Promise<number> {
    const tables = this.tables;
    if (!tables || this.stopping) return 0;
    const candidates =
      ids ?? (await this.options.store.listTables(["playing"], Number.MAX_SAFE_INTEGER)).map((r) => r.id);
    const here = new Set(tables.ids());
    const elsewhere = candidates.filter((id) => !here.has(id));
    if (elsewhere.length === 0) return 0;
    const owners = await this.redis.mget(...elsewhere.map((id) => this.keys.lease(id)));
    const live = new Set(await this.leases.liveProcesses());
    const free = elsewhere.filter((_, i) => {
      const owner = owners[i];
      return !owner || !live.has(owner);
    });
    // In a random order, so that processes sweeping at once mostly take different tables first.
    for (let i = free.length - 1; i > 0; i--) {
      const j = Math.floor(Math.random() * (i + 1));
      [free[i], free[j]] = [free[j] as string, free[i] as string];
    }
    const adopted = await tables.adopt(free);
    if (adopted > 0) {
      this.metrics?.leaseChanges.inc({ change: "adopted" }, adopted);
      this.logger.info({ tables: adopted }, "tables taken over");
    }
    return adopted;
  }

  /** Tells the others who is connected at this process's tables, and who is online here (when changed). */
  private async tellPresence(): Promise<void> {
    const tables = this.tables;
    if (!tables) return;
    const now = new Map<string, string>();
    for (const [id, seats] of tables.connected())
      now.set(id, JSON.stringify([...seats].sort((a, b) => a - b)));
    const changed: string[] = [];
    for (const [id, text] of now) if (this.toldConnected.get(id) !== text) changed.push(id, text);
    const left = [...this.toldConnected.keys()].filter((id) => !now.has(id));
    this.toldConnected = now;
    const online = JSON.stringify(tables.online.list());
    const refresh = performance.now() - this.onlineToldAt > this.leaseMs / RENEWALS_PER_LEASE;
    if (changed.length === 0 && left.length === 0 && online === this.toldOnline && !refresh) return;
    const batch = this.redis.multi();
    if (changed.length > 0) batch.hset(this.keys.connected, ...changed);
    if (left.length > 0) batch.hdel(this.keys.connected, ...left);
    batch.set(this.keys.online(this.processId), online, "PX", this.leaseMs);
    this.toldOnline = online;
    this.onlineToldAt = performance.now();
    try {
      const answers = await batch.exec();
      if (!answers || answers.some(([error]) => error)) throw new Error("presence not stored");
    } catch (error) {
      // Not told (Redis did not answer): everything is told again at the next flush.
      this.toldConnected = new Map();
      this.toldOnline = "";
      throw error;
    }
  }

  /**
   * A graceful stop: no table is taken from now on; every table here stops in its turn (what is
   * under way is stored), its lease is released and the others are told to take over those being
   * played at once; sockets here are closed (1012: their clients connect again, to another
   * process), and sockets of other processes at these tables join them again where they went.
   */
  async handOver(): Promise<number> {
    this.stopping = true;
    this.router.stop();
    this.stopTimers();
    await this.sweeping;
    const tables = this.tables;
    if (!tables) return 0;
    const ids = tables.ids();
    const detached = await tables.relinquish(ids);
    await this.leases.release(ids);
    for (const connection of [...this.router.all()]) connection.hangup(SERVICE_RESTART, "server restarting");
    await this.bus.broadcast({ k: "handover", from: this.processId, tables: ids });
    for (const subscriber of detached) subscriber.moved?.();
    const batch = this.redis.multi();
    if (ids.length > 0) batch.hdel(this.keys.connected, ...ids);
    batch.del(this.keys.online(this.processId));
    await batch.exec();
    this.logger.info({ tables: ids.length }, "tables handed over");
    return ids.length;
  }

  private stopTimers(): void {
    if (this.presenceTimer) clearInterval(this.presenceTimer);
    if (this.sweepTimer) clearInterval(this.sweepTimer);
    if (this.recoveryTimer) clearTimeout(this.recoveryTimer);
    if (this.stranded) clearTimeout(this.stranded.timer);
    this.stranded = null;
  }

  /** Leaves the cluster: stops renewing, removes this process's liveness, closes Redis. */
  async close(): Promise<void> {
    this.stopping = true;
    this.router.stop();
    this.stopTimers();
    await this.leases.leave().catch(() => undefined);
    await Promise.allSettled([this.redis.quit(), this.subscriber.quit()]);
  }
}
