import type { Redis } from "ioredis";
import { ChatLimiter, type ChatAllowance, type LineAllowance } from "../chat/chat.js";
import type { RedisFallback } from "./redis-fallback.js";

/**
 * An allowance of `lines` per `windowMs` (a sliding window, as `ChatLimiter`'s) for one key.
 * KEYS[1]: when its latest lines were said (a sorted set, ms); ARGV: now (ms), the window (ms), the
 * lines allowed, this line's member (unique), 1 to count the line when allowed (0: only ask).
 * Returns { 1, 0 } when allowed, { 0, ms until the oldest line leaves the window } when not.
 */
const LINE = `
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[3]) then
  local oldest = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
  return {0, tonumber(oldest[2]) + window - now}
end
if ARGV[5] == '1' then
  redis.call('ZADD', KEYS[1], now, ARGV[4])
  redis.call('PEXPIRE', KEYS[1], window)
end
return {1, 0}`;

type LineCall = (
  key: string,
  now: number,
  windowMs: number,
  lines: number,
  member: string,
  count: 0 | 1,
) => Promise<[number, number]>;

export interface SharedAllowanceOptions {
  readonly fallback: RedisFallback;
  /** The Redis key of a key's lines (keys.ts). */
  readonly key: (key: string) => string;
  /** This process's id: each line's member in Redis is unique across processes. */
  readonly processId: string;
  /** Lines allowed per window (0: no limit), and the window (ms). */
  readonly lines: number;
  readonly windowMs: number;
  /** Wall-clock milliseconds (the chat's clock). */
  readonly now: () => number;
}

/**
 * A chat allowance per key counted across processes (the session-less spectators' lines per
 * address): each line said is a member of the key's sorted set in Redis, scored with when it was
 * said, so every process asks the same window; asking and counting are one script. Each line is
 * counted in this process's memory too: when Redis does not answer, this process decides by the
 * lines said through it (fails open, logged). A Redis that restarted empty starts every window again
 * from nothing.
 */
export class SharedAllowance implements LineAllowance {
  private readonly local: ChatLimiter;
  private readonly line: LineCall;
  private said = 0;

  constructor(private readonly options: SharedAllowanceOptions) {
    this.local = new ChatLimiter(options.now, options.lines, options.windowMs);
    const redis: Redis = options.fallback.redis;
    const defined = redis as unknown as Record<string, unknown>;
    if (!defined.parlorChatLine) redis.defineCommand("parlorChatLine", { numberOfKeys: 1, lua: LINE });
    this.line = (defined.parlorChatLine as LineCall).bind(redis);
  }

  allows(key: string): Promise<ChatAllowance> {
    return this.ask(key, 0);
  }

  take(key: string): Promise<ChatAllowance> {
    return this.ask(key, 1);
  }

  private async ask(key: string, count: 0 | 1): Promise<ChatAllowance> {
    const { fallback, lines, windowMs, now, processId } = this.options;
    if (lines <= 0) return { ok: true };
    this.said += 1;
    const member = `${processId}:${this.said}`;
    const answer = await fallback.ask("chat", () =>
      this.line(this.options.key(key), now(), windowMs, lines, member, count),
    );
    if (answer === undefined) return count === 1 ? this.local.take(key) : this.local.allows(key);
    if (answer[0] === 0) return { ok: false, retryInMs: Math.max(1, answer[1]) };
    if (count === 1) this.local.count(key);
    return { ok: true };
  }
}
