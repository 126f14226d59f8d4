/**
 * What Redis has carried so far, beside its CPU in /metrics, so that a load test can say how many
 * commands and bytes an action costs it (`parlor loadtest`'s `redisPerAction`):
 *
 * - `parlor_redis_commands{command}`: the calls of each command (`INFO commandstats`), those that
 *   scripts make counted too: each is work Redis does.
 * - `parlor_redis_net_bytes{direction}`: the bytes its clients sent it (`in`) and it sent them
 *   (`out`), from `INFO stats` (`total_net_input_bytes`, `total_net_output_bytes`).
 *
 * Both are Redis's totals since it started (or its statistics were reset), not this process's share:
 * every process sharing a Redis reports the same. The `INFO` calls that read them are counted as any
 * other command.
 */
import type { Redis } from "ioredis";
import { Gauge, type Registry } from "prom-client";

/** Redis's counts so far: calls by command (lower case, a subcommand after `|`), and bytes each way. */
export interface RedisTraffic {
  readonly commands: Readonly<Record<string, number>>;
  readonly bytesIn: number;
  readonly bytesOut: number;
}

/**
 * The counts in the text of `INFO commandstats` and `INFO stats` (either order, one text or the two
 * joined); null when the byte counts are not there.
 */
export function parseRedisTraffic(info: string): RedisTraffic | null {
  const commands: Record<string, number> = {};
  for (const match of info.matchAll(/^cmdstat_([^:]+):calls=(\d+)/gm))
    commands[match[1] as string] = Number(match[2]);
  const field = (name: string): number | null => {
    const match = new RegExp(`^${name}:(\\d+)\\s*$`, "m").exec(info);
    return match ? Number(match[1]) : null;
  };
  const bytesIn = field("total_net_input_bytes");
  const bytesOut = field("total_net_output_bytes");
  return bytesIn === null || bytesOut === null ? null : { commands, bytesIn, bytesOut };
}

/**
 * Redis's counts so far, read with one `INFO` call a section (Redis 6 takes one section a call). The
 * reads asked for while one is under way share it, so that one scrape of /metrics asks Redis once.
 */
export function redisTrafficReader(redis: Pick<Redis, "info">): () => Promise<RedisTraffic | null> {
  let reading: Promise<RedisTraffic | null> | null = null;
  return () => {
    reading ??= Promise.all([redis.info("commandstats"), redis.info("stats")])
      .then((sections) => parseRedisTraffic(sections.join("\n")))
      .finally(() => {
        reading = null;
      });
    return reading;
  };
}

/**
 * `parlor_redis_commands{command}` and `parlor_redis_net_bytes{direction}` in `registry`, read from
 * `read` when the metrics are; no line when it cannot tell (or fails).
 */
export function redisTrafficGauges(registry: Registry, read: () => Promise<RedisTraffic | null>): void {
  const traffic = (): Promise<RedisTraffic | null> => read().catch(() => null);
  new Gauge({
    name: "parlor_redis_commands",
    help: "Calls of each command Redis ran so far (INFO commandstats; those of scripts too), for every process sharing it",
    labelNames: ["command"],
    registers: [registry],
    async collect() {
      this.reset();
      const counts = await traffic();
      for (const [command, calls] of Object.entries(counts?.commands ?? {})) this.set({ command }, calls);
    },
  });
  new Gauge({
    name: "parlor_redis_net_bytes",
    help: "Bytes Redis received from its clients (in) and sent them (out) so far (INFO stats), for every process sharing it",
    labelNames: ["direction"],
    registers: [registry],
    async collect() {
      this.reset();
      const counts = await traffic();
      if (!counts) return;
      this.set({ direction: "in" }, counts.bytesIn);
      this.set({ direction: "out" }, counts.bytesOut);
    },
  });
}
