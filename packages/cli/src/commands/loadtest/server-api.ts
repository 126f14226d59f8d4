import { CliError } from "../../output.js";
import type { RedisCounts, ServerSample } from "./report.js";
import type { ProcessRun, Run } from "./run.js";

/** GET /healthz; a CliError when the server cannot be reached. */
export async function checkHealth(url: string, timeoutMs: number): Promise<void> {
  try {
    const health = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(timeoutMs) });
    if (!health.ok) throw new Error(`GET /healthz answered ${health.status}`);
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    const message = error instanceof Error ? error.message : String(error);
    throw new CliError(`loadtest: cannot reach the server at ${url}: ${cause ?? message}`);
  }
}

/**
 * POST /api/tables on process `where`: a human seat for each player of a table. Null (an error counted)
 * when it fails; `retry` with --failover when a server going away explains it (a 5xx, a timeout, a
 * connection that failed), counted in the run's `failover`.
 */
export async function createTable(
  run: Run,
  where: ProcessRun,
): Promise<{ id: string; seatTokens: string[] } | "retry" | null> {
  const { config } = run;
  try {
    const response = await fetch(`${where.url}/api/tables`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        game: config.game.id,
        seats: Array.from({ length: config.players }, () => ({ human: true })),
      }),
      signal: AbortSignal.timeout(config.timeoutMs),
    });
    const body = (await response.json()) as {
      id?: unknown;
      seatTokens?: unknown;
      error?: { code?: unknown };
    };
    if (response.status !== 201 || typeof body.id !== "string" || !Array.isArray(body.seatTokens)) {
      // The server's code says why (rate-limited: start it with --max-tables-per-minute 0).
      const code = typeof body.error?.code === "string" ? `-${body.error.code}` : "";
      const kind = `http-${response.status}${code}`;
      if (response.status >= 500 && run.interrupted(kind, where)) return "retry";
      if (response.status < 500) run.error(kind, where);
      return null;
    }
    return { id: body.id, seatTokens: body.seatTokens as string[] };
  } catch (error) {
    const kind = (error as { name?: string }).name === "TimeoutError" ? "http-timeout" : "http";
    return run.interrupted(kind, where) ? "retry" : null;
  }
}

/**
 * A process's resident set, V8 heap in use and CPU time so far, its services' CPU time and Redis's
 * commands and bytes where it reports them, from its Prometheus metrics; null (an error counted)
 * when unreadable.
 */
export async function serverSample(run: Run, where: ProcessRun): Promise<ServerSample | null> {
  try {
    const response = await fetch(`${where.url}/metrics`, {
      signal: AbortSignal.timeout(run.config.timeoutMs),
    });
    const text = await response.text();
    const value = (name: string): number => {
      const match = new RegExp(`^${name} ([\\d.e+-]+)$`, "m").exec(text);
      return match ? Number(match[1]) : Number.NaN;
    };
    const rss = value("process_resident_memory_bytes");
    const heap = value("nodejs_heap_size_used_bytes");
    const cpuSeconds = value("process_cpu_seconds_total");
    if (!response.ok || !Number.isFinite(rss)) {
      run.error("metrics", where);
      return null;
    }
    // The services' CPU (PostgreSQL on this machine, Redis), where the server can read them.
    const services: Record<string, number> = {};
    for (const match of text.matchAll(/^parlor_service_cpu_seconds\{service="([\w-]+)"\} ([\d.e+-]+)$/gm))
      services[match[1] as string] = Number(match[2]);
    const redis = redisTraffic(text);
    return { rss, heap, cpuSeconds, services, ...(redis ? { redis } : {}) };
  } catch {
    // With --failover, a sample through a load balancer may meet a server going away: no error.
    run.interrupted("metrics", where);
    return null;
  }
}

/**
 * Redis's commands by name and bytes each way so far, from a server's metrics
 * (`parlor_redis_commands`, `parlor_redis_net_bytes`); undefined when it reports none (no Redis).
 */
function redisTraffic(text: string): RedisCounts | undefined {
  const bytes = (direction: string): number | undefined => {
    const match = new RegExp(`^parlor_redis_net_bytes\\{direction="${direction}"\\} ([\\d.e+-]+)$`, "m").exec(
      text,
    );
    return match ? Number(match[1]) : undefined;
  };
  const bytesIn = bytes("in");
  const bytesOut = bytes("out");
  if (bytesIn === undefined || bytesOut === undefined) return undefined;
  const commands: Record<string, number> = {};
  for (const match of text.matchAll(/^parlor_redis_commands\{command="([^"]+)"\} ([\d.e+-]+)$/gm))
    commands[match[1] as string] = Number(match[2]);
  return { commands, bytesIn, bytesOut };
}

/** `serverSample` of every process of the run, in their order. */
export function sampleServers(run: Run): Promise<(ServerSample | null)[]> {
  return Promise.all(run.processes.map((where) => serverSample(run, where)));
}
