import type { Redis } from "ioredis";
import { LocalAddressCounts, type AddressCounts, type CountedConnection } from "../address-counts.js";
import type { RedisFallback } from "./redis-fallback.js";

/**
 * How long an address's counts stay in Redis unwritten (ms). It only tidies Redis: each process
 * writes its counts again every third of it, and a dead process's count stops counting as soon as
 * its liveness key expires (a lease).
 */
export const CONNECTION_COUNTS_TTL_MS = 5 * 60_000;
/** How many times each process writes all its counts again within `CONNECTION_COUNTS_TTL_MS`. */
const REWRITES_PER_TTL = 3;

/**
 * One process's count of an address's connections, written unless that puts the address past its
 * cap across the live processes. KEYS[1]: the address's hash (process id → its connections);
 * ARGV: this process's id, its count, the cap (0: none, always written), the liveness keys' prefix,
 * the hash's time to live (ms). The counts of processes whose liveness key is gone (dead) are
 * dropped. Returns { 1 if written, the other live processes' connections }.
 */
const COUNT = `
local others = 0
local fields = redis.call('HGETALL', KEYS[1])
for i = 1, #fields, 2 do
  local process = fields[i]
  if process ~= ARGV[1] then
    if redis.call('EXISTS', ARGV[4] .. process) == 1 then
      others = others + tonumber(fields[i + 1])
    else
      redis.call('HDEL', KEYS[1], process)
    end
  end
end
local mine = tonumber(ARGV[2])
local cap = tonumber(ARGV[3])
if cap > 0 and others + mine > cap then return {0, others} end
if mine > 0 then
  redis.call('HSET', KEYS[1], ARGV[1], mine)
  redis.call('PEXPIRE', KEYS[1], ARGV[5])
else
  redis.call('HDEL', KEYS[1], ARGV[1])
end
return {1, others}`;

type CountCall = (
  key: string,
  processId: string,
  mine: number,
  cap: number,
  processPrefix: string,
  ttlMs: number,
) => Promise<[number, number]>;

export interface SharedCountsOptions {
  readonly fallback: RedisFallback;
  /** The Redis hash of an address's counts of this kind of connection (keys.ts). */
  readonly key: (address: string) => string;
  /** This process's id, and the prefix of every process's liveness key (keys.ts). */
  readonly processId: string;
  readonly processPrefix: string;
  /** Connections an address may hold across processes (0: no limit, nothing counted). */
  readonly cap: number;
}

/** Defines the script on this Redis connection once (several counts share it). */
function countScript(redis: Redis): CountCall {
  const scripts = redis as unknown as Record<string, CountCall | undefined>;
  if (!scripts.parlorCountConnections)
    redis.defineCommand("parlorCountConnections", { numberOfKeys: 1, lua: COUNT });
  return (scripts.parlorCountConnections as CountCall).bind(redis);
}

/**
 * The connections of each address counted across processes: each process keeps its own count of an
 * address in a Redis hash (process id → count), written whenever it changes. A new connection is
 * refused at once when its address holds the cap in this process alone (as without Redis);
 * otherwise it is counted here and claimed in Redis in one script, which refuses it when the live
 * processes' counts together would pass the cap: it is closed then, one round trip after it was
 * accepted, and its requests wait for that answer (connections.ts). So the cap holds across
 * processes exactly while Redis answers; when it does not, each process counts alone (fails open,
 * logged), and its counts are written again once Redis is back (and every third of
 * `CONNECTION_COUNTS_TTL_MS`). A dead process's connections stop counting when its liveness key
 * expires (within a lease); a Redis that restarted empty has each process's counts again as soon as
 * each is connected again.
 */
export class SharedAddressCounts implements AddressCounts {
  private readonly local: LocalAddressCounts;
  /** Addresses whose count in Redis may not be this process's (a write not sent, or failed). */
  private readonly dirty = new Set<string>();
  private readonly count: CountCall;
  private readonly timer: ReturnType<typeof setInterval>;

  constructor(private readonly options: SharedCountsOptions) {
    this.local = new LocalAddressCounts(options.cap);
    this.count = countScript(options.fallback.redis);
    options.fallback.onRecovered(() => this.writeAll());
    this.timer = setInterval(() => this.writeAll(), CONNECTION_COUNTS_TTL_MS / REWRITES_PER_TTL);
    this.timer.unref?.();
  }

  open(address: string): CountedConnection | null {
    const counted = this.local.open(address);
    if (!counted || this.options.cap <= 0) return counted;
    let open = true;
    const close = (): void => {
      if (!open) return;
      open = false;
      counted.close();
      this.write(address);
    };
    const allowed = this.send(address, this.options.cap).then((written) => {
      if (written !== false) return true;
      close();
      return false;
    });
    return { allowed, close };
  }

  /**
   * Writes this process's count of `address` (within `cap` across processes, unless 0): false when
   * that would pass it (nothing written), true when written, null when Redis did not answer.
   */
  private async send(address: string, cap: number): Promise<boolean | null> {
    const { fallback, key, processId, processPrefix } = this.options;
    const mine = this.local.held(address);
    const answer = await fallback.ask("connections", () =>
      this.count(key(address), processId, mine, cap, processPrefix, CONNECTION_COUNTS_TTL_MS),
    );
    if (answer === undefined) {
      this.dirty.add(address);
      return null;
    }
    if (answer[0] === 0) return false;
    // The latest write is this process's count (writes go out, and are answered, in order).
    this.dirty.delete(address);
    return true;
  }

  private write(address: string): void {
    void this.send(address, 0);
  }

  /** Writes every count this process holds, and those Redis may have wrong. */
  private writeAll(): void {
    const addresses = new Set(this.dirty);
    for (const [address] of this.local.addresses()) addresses.add(address);
    for (const address of addresses) this.write(address);
  }

  close(): void {
    clearInterval(this.timer);
  }
}
