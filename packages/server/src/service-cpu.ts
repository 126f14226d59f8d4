/**
 * The CPU time of the services a server leans on, beside its own in /metrics
 * (`parlor_service_cpu_seconds{service}`), so that a load test can say what an action costs each of
 * them (`parlor loadtest`'s `serviceCpuSecondsPerAction`):
 *
 * - `postgresql`: when PostgreSQL runs on this machine, read from /proc: the postmaster that forked the
 *   store's own backend, its time and its children's (its backends, writers and checkpointer, those
 *   still running and those gone). Null for a database on another host, or where /proc says nothing.
 * - `redis`: Redis's own count, `INFO cpu` (its main process and its children), on any host.
 */
import { readdirSync, readFileSync } from "node:fs";
import type { Redis } from "ioredis";
import { Gauge, type Registry } from "prom-client";

/** Clock ticks a second in /proc's CPU times (Linux's USER_HZ, fixed by its ABI at 100). */
export const PROC_TICKS_PER_SECOND = 100;

/** A source of one service's CPU seconds so far; null when it cannot tell. */
export type CpuSource = () => Promise<number | null>;

/** What /proc/<pid>/stat says of a process: its parent, its CPU and its reaped children's (ticks). */
interface ProcStat {
  readonly command: string;
  readonly parent: number;
  readonly own: number;
  readonly children: number;
}

/** /proc/<pid>/stat read, or null (no such process, no /proc). */
function procStat(pid: number | string): ProcStat | null {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/stat`, "utf8");
  } catch {
    return null;
  }
  // "pid (command) state ppid …": the command may hold spaces and parentheses; the fields follow its last ")".
  const close = text.lastIndexOf(")");
  const fields = text.slice(close + 2).split(" ");
  const field = (n: number) => Number(fields[n]);
  return {
    command: text.slice(text.indexOf("(") + 1, close),
    parent: field(1),
    own: field(11) + field(12),
    children: field(13) + field(14),
  };
}

/**
 * The CPU seconds of the PostgreSQL server whose backend is `backendPid`, when it runs here: its
 * postmaster's own and reaped children's time, and the time of its children still running. Null when
 * the process is not a PostgreSQL backend on this machine.
 */
export function postgresCpuSeconds(backendPid: number): number | null {
  const backend = procStat(backendPid);
  if (backend === null || !backend.command.startsWith("postgres")) return null;
  const postmaster = procStat(backend.parent);
  if (postmaster === null || !postmaster.command.startsWith("postgres")) return null;
  let ticks = postmaster.own + postmaster.children;
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const child = procStat(entry);
    if (child?.parent === backend.parent) ticks += child.own + child.children;
  }
  return ticks / PROC_TICKS_PER_SECOND;
}

/** Redis's CPU seconds so far, from `INFO cpu`: its main process's and its children's, user and system. */
export async function redisCpuSeconds(redis: Pick<Redis, "info">): Promise<number | null> {
  const info = await redis.info("cpu");
  let seconds = 0;
  let found = false;
  for (const match of info.matchAll(/^used_cpu_(?:sys|user)(?:_children)?:([\d.]+)\s*$/gm)) {
    seconds += Number(match[1]);
    found = true;
  }
  return found ? seconds : null;
}

/**
 * `parlor_service_cpu_seconds{service}` in `registry`: each source asked when the metrics are read; a
 * service whose source cannot tell (or fails) has no line.
 */
export function serviceCpuGauge(registry: Registry, sources: Readonly<Record<string, CpuSource>>): void {
  new Gauge({
    name: "parlor_service_cpu_seconds",
    help: "CPU seconds used so far by the services this process leans on (PostgreSQL on this machine, Redis)",
    labelNames: ["service"],
    registers: [registry],
    async collect() {
      this.reset();
      await Promise.all(
        Object.entries(sources).map(async ([service, source]) => {
          const seconds = await source().catch(() => null);
          if (seconds !== null) this.set({ service }, seconds);
        }),
      );
    },
  });
}
