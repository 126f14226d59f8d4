import type { Redis } from "ioredis";
import type { Fence, Store } from "../store/store.js";
import type { ClusterKeys } from "./keys.js";

/** How long a lease (and a process's liveness) lasts without being renewed, ms (the 5 s). */
export const DEFAULT_LEASE_MS = 5_000;
/** Renewals per lease period: a process renews every `leaseMs / RENEWALS_PER_LEASE`. */
export const RENEWALS_PER_LEASE = 3;

export interface LeaseOptions {
  /** This process's id (random per start). */
  readonly processId: string;
  readonly leaseMs: number;
  /** What this process says about itself in its key (JSON: its address, its start). */
  readonly about: string;
}

export interface LeaseEvents {
  /** Leases this process held and no longer does (taken over while it was paused, or expired). */
  lost(tables: readonly string[]): void;
  /** Processes found dead: their liveness key expired (their tables are free to take over). */
  processesGone(processes: readonly string[]): void;
}

/**
 * Takes a table: this process, or the owner it already has. A lease whose owner's liveness key is
 * gone (a dead or paused process) is taken over at once, without waiting for the lease itself.
 * KEYS[1] the lease; ARGV: me, ttl, process-key prefix. Returns { owner, 1 if newly taken }.
 */
const ACQUIRE = `
local owner = redis.call('GET', KEYS[1])
if owner == ARGV[1] then return {owner, 0} end
if owner and redis.call('EXISTS', ARGV[3] .. owner) == 1 then return {owner, 0} end
redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
return {ARGV[1], 1}`;

/**
 * One renewal of a process: its liveness key, then each of its leases (those no longer its own are
 * returned as lost), then the processes whose liveness expired (removed from the set, returned).
 * KEYS[1] the process key, KEYS[2..] the leases; ARGV: me, ttl, about, processes set, process prefix.
 */
const RENEW = `
redis.call('SET', KEYS[1], ARGV[3], 'PX', ARGV[2])
redis.call('SADD', ARGV[4], ARGV[1])
local lost = {}
for i = 2, #KEYS do
  if redis.call('GET', KEYS[i]) == ARGV[1] then
    redis.call('PEXPIRE', KEYS[i], ARGV[2])
  else
    lost[#lost + 1] = KEYS[i]
  end
end
local gone = {}
for _, p in ipairs(redis.call('SMEMBERS', ARGV[4])) do
  if redis.call('EXISTS', ARGV[5] .. p) == 0 then
    redis.call('SREM', ARGV[4], p)
    gone[#gone + 1] = p
  end
end
return {lost, gone}`;

/** Lets leases go: each lease still this process's is deleted. KEYS: the leases; ARGV[1] me. */
const RELEASE = `
local released = 0
for i = 1, #KEYS do
  if redis.call('GET', KEYS[i]) == ARGV[1] then
    redis.call('DEL', KEYS[i])
    released = released + 1
  end
end
return released`;

/** Where a table lives now: this process (with its fence, when it exists) or another process. */
export type Ownership =
  { readonly here: true; readonly fence: Fence | null } | { readonly here: false; readonly owner: string };

type ScriptCall = (...args: (string | number)[]) => Promise<unknown>;

/**
 * This process's leases on tables (Redis) and their fencing numbers (the store). A table is taken
 * with a lease (a key naming this process, with a TTL renewed while the process is alive), then
 * claimed in the store, which gives the fence every write of the table carries from then on. A
 * process paused past its lease finds at its next renewal that its leases were taken over, and the
 * store has been refusing its writes since the new owner's claim.
 */
export class Leases {
  /** The tables this process owns, with their fences. */
  private readonly fences = new Map<string, Fence>();
  /** Acquisitions under way, so that two joins at once take and claim a table once. */
  private readonly acquiring = new Map<string, Promise<Ownership>>();
  private timer: ReturnType<typeof setInterval> | null = null;
  /** performance.now() of the last renewal Redis answered. */
  private renewedAt = -Infinity;
  private readonly acquire_: ScriptCall;
  private readonly renew_: ScriptCall;
  private readonly release_: ScriptCall;

  constructor(
    private readonly redis: Redis,
    private readonly store: Store,
    private readonly keys: ClusterKeys,
    private readonly options: LeaseOptions,
    private readonly events: LeaseEvents,
  ) {
    redis.defineCommand("parlorAcquire", { numberOfKeys: 1, lua: ACQUIRE });
    redis.defineCommand("parlorRenew", { lua: RENEW });
    redis.defineCommand("parlorRelease", { lua: RELEASE });
    const scripts = redis as unknown as Record<string, ScriptCall>;
    this.acquire_ = scripts.parlorAcquire!.bind(redis);
    this.renew_ = scripts.parlorRenew!.bind(redis);
    this.release_ = scripts.parlorRelease!.bind(redis);
  }

  get processId(): string {
    return this.options.processId;
  }

  /** Announces this process and renews every `leaseMs / RENEWALS_PER_LEASE` from now on. */
  async start(): Promise<void> {
    await this.renew();
    this.timer = setInterval(() => {
      this.renew().catch(() => undefined);
    }, this.options.leaseMs / RENEWALS_PER_LEASE);
    this.timer.unref?.();
  }

  /** Whether Redis answered a renewal within the last lease period (what /readyz says). */
  get healthy(): boolean {
    return performance.now() - this.renewedAt < this.options.leaseMs;
  }

  owns(table: string): boolean {
    return this.fences.has(table);
  }

  /** The fence of a table this process owns, else undefined. */
  fenceOf(table: string): Fence | undefined {
    return this.fences.get(table);
  }

  /** The tables this process owns. */
  owned(): string[] {
    return [...this.fences.keys()];
  }

  /** The process that owns a table now (null: none). */
  async ownerOf(table: string): Promise<string | null> {
    if (this.fences.has(table)) return this.options.processId;
    return this.redis.get(this.keys.lease(table));
  }

  /**
   * Takes the table unless a live process owns it, and claims it in the store (its fence). A table
   * the store does not have is let go again (`fence` null): nobody owns what does not exist.
   */
  acquire(table: string): Promise<Ownership> {
    const fence = this.fences.get(table);
    if (fence !== undefined) return Promise.resolve({ here: true, fence });
    let pending = this.acquiring.get(table);
    if (!pending) {
      pending = this.take(table).finally(() => this.acquiring.delete(table));
      this.acquiring.set(table, pending);
    }
    return pending;
  }

  private async take(table: string): Promise<Ownership> {
    const { processId, leaseMs } = this.options;
    const [owner] = (await this.acquire_(
      this.keys.lease(table),
      processId,
      leaseMs,
      this.keys.processPrefix,
    )) as [string, number];
    if (owner !== processId) return { here: false, owner };
    // Taken (or ours in Redis without a fence here: a lease kept across a lost renewal): claim it,
    // so that any former owner's writes are refused from now on.
    const fence = await this.store.claimTable(table);
    if (fence === null) {
      await this.release([table]);
      return { here: true, fence: null };
    }
    this.fences.set(table, fence);
    return { here: true, fence };
  }

  /** Lets these tables go (those still this process's): another process may take them at once. */
  async release(tables: readonly string[]): Promise<void> {
    for (const table of tables) this.fences.delete(table);
    if (tables.length === 0) return;
    await this.release_(tables.length, ...tables.map((t) => this.keys.lease(t)), this.options.processId);
  }

  /** Forgets a table without touching Redis (its lease is another's already). */
  forget(table: string): void {
    this.fences.delete(table);
  }

  /**
   * One renewal: this process's liveness and every lease it holds. Leases found lost are dropped
   * here and told (`lost`); so are dead processes (`processesGone`). When Redis has not answered
   * for a whole lease period, every lease is taken as lost: another process may have them now.
   */
  async renew(): Promise<void> {
    const { processId, leaseMs, about } = this.options;
    const tables = [...this.fences.keys()];
    let answer: [string[], string[]];
    try {
      answer = (await this.renew_(
        tables.length + 1,
        this.keys.process(processId),
        ...tables.map((t) => this.keys.lease(t)),
        processId,
        leaseMs,
        about,
        this.keys.processes,
        this.keys.processPrefix,
      )) as [string[], string[]];
    } catch (error) {
      if (!this.healthy && this.fences.size > 0) {
        const all = [...this.fences.keys()];
        this.fences.clear();
        this.events.lost(all);
      }
      throw error;
    }
    this.renewedAt = performance.now();
    const [lostKeys, gone] = answer;
    const prefix = this.keys.lease("");
    const lost = lostKeys.map((key) => key.slice(prefix.length)).filter((t) => this.fences.delete(t));
    if (lost.length > 0) this.events.lost(lost);
    const others = gone.filter((p) => p !== processId);
    if (others.length > 0) this.events.processesGone(others);
  }

  /** Stops renewing (the leases expire unless released). */
  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** Removes this process's liveness key at once (a graceful stop, after its leases are released). */
  async leave(): Promise<void> {
    this.stop();
    await this.redis.del(this.keys.process(this.options.processId));
    await this.redis.srem(this.keys.processes, this.options.processId);
  }

  /** The processes alive now (their liveness key is there). */
  async liveProcesses(): Promise<string[]> {
    const members = await this.redis.smembers(this.keys.processes);
    if (members.length === 0) return [];
    const alive = await this.redis.exists(...members.map((p) => this.keys.process(p)));
    if (alive === members.length) return members;
    const checks = await Promise.all(members.map((p) => this.redis.exists(this.keys.process(p))));
    return members.filter((_, i) => checks[i] === 1);
  }
}
