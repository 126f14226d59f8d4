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
  /**
   * Leases this process held and no longer does: taken over while it was paused, or (`unreachable`)
   * all of them, Redis having not answered for a whole lease period (another process may have them).
   */
  lost(tables: readonly string[], unreachable: boolean): void;
  /** Processes found dead: their liveness key expired (their tables are free to take over). */
  processesGone(processes: readonly string[]): void;
  /**
   * Redis answers again after failing, or had lost this process's keys (it restarted empty, or this
   * process was paused past its liveness): the leases it still holds were renewed or taken again
   * (`renew`). What went through Redis meanwhile (who is connected, messages) may be lost.
   */
  recovered?(): void;
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
 * One renewal of a process: its liveness key, then each of its leases (those another process holds
 * now are returned as lost; those nobody holds, gone with a Redis that restarted empty or expired
 * while this process was paused, are taken again and returned as retaken), then the processes whose
 * liveness expired (removed from the set, returned), and 1 if this process's own key was gone.
 * KEYS[1] the process key, KEYS[2..] the leases; ARGV: me, ttl, about, processes set, process prefix.
 */
const RENEW = `
local fresh = 1 - redis.call('EXISTS', KEYS[1])
redis.call('SET', KEYS[1], ARGV[3], 'PX', ARGV[2])
redis.call('SADD', ARGV[4], ARGV[1])
local lost = {}
local retaken = {}
for i = 2, #KEYS do
  local owner = redis.call('GET', KEYS[i])
  if owner == ARGV[1] then
    redis.call('PEXPIRE', KEYS[i], ARGV[2])
  elseif owner then
    lost[#lost + 1] = KEYS[i]
  else
    redis.call('SET', KEYS[i], ARGV[1], 'PX', ARGV[2])
    retaken[#retaken + 1] = KEYS[i]
  end
end
local gone = {}
for _, p in ipairs(redis.call('SMEMBERS', ARGV[4])) do
  if redis.call('EXISTS', ARGV[5] .. p) == 0 then
    redis.call('SREM', ARGV[4], p)
    gone[#gone + 1] = p
  end
end
return {lost, gone, retaken, fresh}`;

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
  /** Whether the last renewal failed (Redis did not answer it), or Redis's connection was lost since. */
  private failing = false;
  /** The renewal under way (`renewSoon`), and the one asked for meanwhile, to run after it. */
  private renewing: Promise<void> | null = null;
  private renewAgain: Promise<void> | null = null;
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
    this.timer = setInterval(() => void this.renewSoon(), this.options.leaseMs / RENEWALS_PER_LEASE);
    this.timer.unref?.();
  }

  /**
   * Redis's connection came back after it was lost: what was sent through it meanwhile may be lost.
   * Renews at once; once that renewal has an answer, `recovered` is told.
   */
  reconnected(): Promise<void> {
    if (this.renewedAt !== -Infinity) this.failing = true;
    return this.renewSoon();
  }

  /** Renews now, or after the renewal under way; resolves once that renewal is over (answered or not). */
  renewSoon(): Promise<void> {
    if (!this.renewing) {
      this.renewing = this.renew()
        .catch(() => undefined)
        .finally(() => {
          this.renewing = null;
        });
      return this.renewing;
    }
    this.renewAgain ??= this.renewing.then(() => {
      this.renewAgain = null;
      return this.renewSoon();
    });
    return this.renewAgain;
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
   * Leases found gone from Redis (it restarted empty) are taken again at once, and kept while the
   * store says nobody claimed their table since (this process's fence is still the table's): the
   * table stays here as it is, with its sockets. One another process claimed meanwhile is lost.
   * Once Redis answers again after failing, or had lost this process's keys, `recovered` is told.
   */
  async renew(): Promise<void> {
    const { processId, leaseMs, about } = this.options;
    const tables = [...this.fences.keys()];
    let answer: [string[], string[], string[], number];
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
      )) as [string[], string[], string[], number];
    } catch (error) {
      this.failing = true;
      if (!this.healthy && this.fences.size > 0) {
        const all = [...this.fences.keys()];
        this.fences.clear();
        this.events.lost(all, true);
      }
      throw error;
    }
    const first = this.renewedAt === -Infinity;
    this.renewedAt = performance.now();
    const [lostKeys, gone, retakenKeys, fresh] = answer;
    const prefix = this.keys.lease("");
    const lost = lostKeys.map((key) => key.slice(prefix.length)).filter((t) => this.fences.delete(t));
    const stale = await this.confirm(retakenKeys.map((key) => key.slice(prefix.length)));
    if (stale.length > 0) {
      await this.release(stale).catch(() => undefined);
      lost.push(...stale);
    }
    if (lost.length > 0) this.events.lost(lost, false);
    const others = gone.filter((p) => p !== processId);
    if (others.length > 0) this.events.processesGone(others);
    const recovered = !first && (this.failing || fresh === 1);
    this.failing = false;
    if (recovered) this.events.recovered?.();
  }

  /**
   * Leases taken again after they were gone from Redis: whether the store still has this process's
   * fence for each table (an empty write with the fence: nobody claimed it since, so what this
   * process holds of it is the table as stored). Resolves to those it cannot keep (another process
   * claimed them meanwhile, or the store did not answer: they are read again from the log).
   */
  private async confirm(tables: readonly string[]): Promise<string[]> {
    const stale = await Promise.all(
      tables.map(async (table) => {
        const fence = this.fences.get(table);
        if (fence === undefined) return [];
        try {
          await this.store.updateTable(table, {}, fence);
          return [];
        } catch {
          return [table];
        }
      }),
    );
    return stale.flat();
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

  /**
   * The live owner of each table (null: nobody holds its lease, or its holder's liveness is gone),
   * without taking any: where a socket's table is after Redis came back.
   */
  async liveOwners(tables: readonly string[]): Promise<(string | null)[]> {
    if (tables.length === 0) return [];
    const owners = await this.redis.mget(...tables.map((t) => this.keys.lease(t)));
    const named = [...new Set(owners.filter((o): o is string => o !== null))];
    const alive = await Promise.all(named.map((p) => this.redis.exists(this.keys.process(p))));
    const live = new Set(named.filter((_, i) => alive[i] === 1));
    return owners.map((owner) => (owner !== null && live.has(owner) ? owner : null));
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
