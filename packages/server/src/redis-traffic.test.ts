import { describe, expect, it } from "vitest";
import { parseRedisTraffic, redisTrafficReader } from "./redis-traffic.js";

/** What Redis 7 answers to `INFO commandstats` and to `INFO stats` (trimmed), lines ending in CRLF. */
const COMMANDSTATS = [
  "# Commandstats",
  "cmdstat_publish:calls=12,usec=50,usec_per_call=4.17,rejected_calls=0,failed_calls=0",
  "cmdstat_evalsha:calls=3,usec=300,usec_per_call=100.00,rejected_calls=0,failed_calls=0",
  "cmdstat_config|resetstat:calls=1,usec=253,usec_per_call=253.00,rejected_calls=0,failed_calls=0",
].join("\r\n");
const STATS = [
  "# Stats",
  "total_connections_received:5",
  "total_commands_processed:16",
  "total_net_input_bytes:1760",
  "total_net_output_bytes:4600",
].join("\r\n");

describe("Redis's traffic", () => {
  it("reads the calls of each command and the bytes each way", () => {
    expect(parseRedisTraffic(`${COMMANDSTATS}\r\n${STATS}\r\n`)).toEqual({
      commands: { publish: 12, evalsha: 3, "config|resetstat": 1 },
      bytesIn: 1760,
      bytesOut: 4600,
    });
    expect(parseRedisTraffic(COMMANDSTATS)).toBeNull();
  });

  it("asks Redis once for the reads made while one is under way", async () => {
    const asked: string[] = [];
    const redis = {
      info: (section: string) => {
        asked.push(section);
        return Promise.resolve(section === "stats" ? STATS : COMMANDSTATS);
      },
    };
    const read = redisTrafficReader(redis as never);
    const [a, b] = await Promise.all([read(), read()]);
    expect(a).toBe(b);
    expect(asked).toEqual(["commandstats", "stats"]);
    // Once answered, the next read asks again.
    await read();
    expect(asked).toHaveLength(4);
  });
});
