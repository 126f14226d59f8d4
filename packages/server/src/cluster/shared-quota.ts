import type { RuleError } from "@parlor/engine";
import type { Redis } from "ioredis";
import {
  AddressQuota,
  expirySweepMs,
  quotaCap,
  quotaRefusal,
  type CountedTable,
  type Limits,
  type QuotaKind,
  type TableQuota,
} from "../limits.js";
import type { RedisFallback } from "./redis-fallback.js";

/**
 * How long a table of bots counts in Redis unless the process counting it says so again (ms): a
 * process that dies holding counts stops holding them this long after. Every process says so again
 * for its own tables every `QUOTA_RENEWALS_PER_TTL`th of it.
 */
export const BOT_TABLE_COUNT_TTL_MS = 30_000;
/** How many times a process renews its tables of bots' counts within `BOT_TABLE_COUNT_TTL_MS`. */
const QUOTA_RENEWALS_PER_TTL = 3;

/**
 * Counts a table against its address's cap. KEYS[1]: the address's tables of one kind (a sorted set:
 * table id → when it stops counting, ms by Redis's clock); ARGV: the table, how long it counts (ms),
 * the cap (0: none). Tables past their time are dropped first. Returns { 1 if counted (or already
 * counted), the tables counted now } or { 0, the tables counted } when they are the cap already.
 */
const TAKE = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
local held = redis.call('ZCARD', KEYS[1])
local cap = tonumber(ARGV[3])
local life = tonumber(ARGV[2])
if cap > 0 and held >= cap and not redis.call('ZSCORE', KEYS[1], ARGV[1]) then return {0, held} end
held = held + redis.call('ZADD', KEYS[1], now + life, ARGV[1])
if redis.call('PTTL', KEYS[1]) < life then redis.call('PEXPIRE', KEYS[1], life) end
return {1, held}`;

/**
 * Counts tables again (renewals, and after Redis restarted empty). KEYS: each table's sorted set;
 * ARGV: for each key in turn, its table and how long it counts from now (ms).
 */
const PUT = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
for i = 1, #KEYS do
  local life = tonumber(ARGV[2 * i])
  redis.call('ZADD', KEYS[i], now + life, ARGV[2 * i - 1])
  if redis.call('PTTL', KEYS[i]) < life then redis.call('PEXPIRE', KEYS[i], life) end
end
return #KEYS`;

type TakeCall = (key: string, table: string, lifeMs: number, cap: number) => Promise<[number, number]>;
type PutCall = (keys: number, ...args: (string | number)[]) => Promise<number>;

/** Defines the scripts on this Redis connection once. */
function scripts(redis: Redis): { take: TakeCall; put: PutCall } {
  const defined = redis as unknown as Record<string, unknown>;
  if (!defined.parlorQuotaTake) redis.defineCommand("parlorQuotaTake", { numberOfKeys: 1, lua: TAKE });
  if (!defined.parlorQuotaPut) redis.defineCommand("parlorQuotaPut", { lua: PUT });
  return {
    take: (defined.parlorQuotaTake as TakeCall).bind(redis),
    put: (defined.parlorQuotaPut as PutCall).bind(redis),
  };
}

export interface SharedQuotaOptions {
  readonly fallback: RedisFallback;
  /** The sorted set of an address's tables of one kind (keys.ts). */
  readonly key: (kind: QuotaKind, address: string) => string;
  readonly limits: Limits;
}

/**
 * The per-address caps on tables counted across processes. Each table counted is a member of its
 * address's sorted set in Redis (one per kind: waiting, bots), scored with when it stops counting:
 *
 * - a waiting table counts for as long as a waiting table lasts (`waitingTtlMs`, and a sweep: it is
 *   deleted by then), from whichever process, unless it starts or goes before: a process that dies
 *   does not take its waiting tables with it, they still wait in the lobby;
 * - a table of bots (or a people's match that bots play alone) counts for `BOT_TABLE_COUNT_TTL_MS`,
 *   renewed by the process that counts it while it does: a process that dies stops holding them
 *   that long after (another process takes its tables over, and counts them for nobody, as without
 *   Redis).
 *
 * Checking and counting a new table are one script, so the last place is taken once across every
 * process. The process that made a table counts it, as without Redis (`AddressQuota`, kept in step
 * here): it releases it when it starts, ends or expires. When Redis does not answer, each process
 * decides by its own counts (fails open, logged); once Redis is connected again, its counts are put
 * back (a Redis that restarted empty has them again then).
 */
export class SharedQuota implements TableQuota {
  private readonly local: AddressQuota;
  private readonly take_: TakeCall;
  private readonly put: PutCall;
  /** When each waiting table counted here stops counting (performance.now() ms). */
  private readonly waitingUntil = new Map<string, number>();
  /** Tables let go whose removal from Redis did not get through: tried again when it answers. */
  private readonly unsent = new Map<string, CountedTable>();
  private readonly timer: ReturnType<typeof setInterval>;

  constructor(private readonly options: SharedQuotaOptions) {
    this.local = new AddressQuota(options.limits);
    ({ take: this.take_, put: this.put } = scripts(options.fallback.redis));
    options.fallback.onRecovered(() => this.putBack());
    this.timer = setInterval(() => this.renew(), BOT_TABLE_COUNT_TTL_MS / QUOTA_RENEWALS_PER_TTL);
    this.timer.unref?.();
  }

  /** How long a waiting table may count: as long as it may wait, and a sweep of the waiting tables. */
  private get waitingLifeMs(): number {
    return this.options.limits.waitingTtlMs + expirySweepMs(this.options.limits);
  }

  private lifeOf(kind: QuotaKind): number {
    return kind === "waiting" ? this.waitingLifeMs : BOT_TABLE_COUNT_TTL_MS;
  }

  async take(address: string, table: string, kind: QuotaKind): Promise<RuleError | null> {
    if (this.local.lifted) return null;
    const { fallback, key, limits } = this.options;
    const answer = await fallback.ask("tables", () =>
      this.take_(key(kind, address), table, this.lifeOf(kind), quotaCap(limits, kind)),
    );
    if (answer === undefined) {
      // Counted by this process alone; put back in Redis with the rest once it answers.
      const refusal = this.local.refusal(address, kind);
      if (refusal) this.unsent.set(table, { table, address, kind });
      else this.hold(address, table, kind);
      return refusal;
    }
    if (answer[0] === 0) return quotaRefusal(kind, answer[1]);
    this.hold(address, table, kind);
    return null;
  }

  private hold(address: string, table: string, kind: QuotaKind): void {
    this.local.hold(address, table, kind);
    this.unsent.delete(table);
    if (kind === "waiting") this.waitingUntil.set(table, performance.now() + this.waitingLifeMs);
  }

  release(table: string): void {
    const counted = this.local.countedAs(table);
    this.local.release(table);
    this.waitingUntil.delete(table);
    if (counted?.kind) this.remove(counted);
  }

  started(table: string): void {
    const counted = this.local.countedAs(table);
    if (counted?.kind !== "waiting") return;
    this.local.started(table);
    this.waitingUntil.delete(table);
    this.remove(counted);
  }

  async unattended(table: string): Promise<boolean> {
    const counted = this.local.countedAs(table);
    if (!counted) return false;
    const overHere = this.local.countUnattended(table);
    if (this.local.lifted) return false;
    const { fallback, key, limits } = this.options;
    const answer = await fallback.ask("tables", () =>
      this.take_(key("bots", counted.address), table, BOT_TABLE_COUNT_TTL_MS, 0),
    );
    if (answer === undefined) return overHere;
    return answer[1] > limits.botTablesPerAddress;
  }

  attended(table: string): void {
    const counted = this.local.countedAs(table);
    if (counted?.kind !== "bots") return;
    this.local.attended(table);
    this.remove(counted);
  }

  left(table: string): void {
    const counted = this.local.countedAs(table);
    if (counted?.kind !== "bots") return;
    this.local.left(table);
    this.remove(counted);
  }

  /** The table no longer counts in Redis (tried again once Redis answers, if it does not now). */
  private remove(counted: CountedTable): void {
    const { table, address, kind } = counted;
    if (kind === undefined || this.local.lifted) return;
    const { fallback, key } = this.options;
    this.unsent.delete(table);
    void fallback
      .ask("tables", () => fallback.redis.zrem(key(kind, address), table))
      .then((answer) => {
        if (answer === undefined) this.unsent.set(table, counted);
      });
  }

  /**
   * Says again that this process's tables of bots count (every third of their time to live); the
   * waiting tables past the time they count stop counting here too (in Redis they have already).
   */
  private renew(): void {
    this.expireWaiting();
    this.putAll([...this.local.counted()].filter((counted) => counted.kind === "bots"));
  }

  /**
   * Redis answers again (it may have restarted empty): every table this process counts counts again,
   * for what is left of its time, and the removals that did not get through are sent.
   */
  private putBack(): void {
    this.expireWaiting();
    this.putAll([...this.local.counted()]);
    for (const counted of [...this.unsent.values()]) this.remove(counted);
  }

  /** Waiting tables past the time they count (started elsewhere, or kept by someone at them). */
  private expireWaiting(): void {
    const now = performance.now();
    for (const [table, until] of this.waitingUntil) {
      if (until > now) continue;
      this.waitingUntil.delete(table);
      this.local.started(table);
    }
  }

  private putAll(tables: readonly CountedTable[]): void {
    if (tables.length === 0 || this.local.lifted) return;
    const { fallback, key } = this.options;
    const now = performance.now();
    const keys: string[] = [];
    const args: (string | number)[] = [];
    for (const { table, address, kind } of tables) {
      if (kind === undefined) continue;
      const life =
        kind === "waiting"
          ? Math.max(0, (this.waitingUntil.get(table) ?? now) - now)
          : BOT_TABLE_COUNT_TTL_MS;
      if (life <= 0) continue;
      keys.push(key(kind, address));
      args.push(table, Math.ceil(life));
    }
    if (keys.length > 0) fallback.tell("tables", () => this.put(keys.length, ...keys, ...args));
  }

  close(): void {
    clearInterval(this.timer);
  }
}
