// Type only: ws loads when a load test runs, not for every command.
import type { WebSocket } from "ws";
import type { LoadtestConfig } from "./options.js";

/** A player of the run, as the run sees it at its end. */
export interface RunPlayer {
  /** Whether it has an action on its way. */
  readonly busy: boolean;
  /** No more plans. */
  cancel(): void;
  /** Closes its socket; resolves once closed (or after `ms`, terminating it). */
  close(ms: number): Promise<void>;
}

function count(map: Map<string, number>, key: string): void {
  map.set(key, (map.get(key) ?? 0) + 1);
}

/** The counters and settings shared by every client of one run. */
export class Run {
  readonly wsUrl: string;
  /** ws's WebSocket class, loaded by `loadtest`. */
  WebSocket: typeof WebSocket | null = null;
  readonly latencies: number[] = [];
  readonly refusedByCode = new Map<string, number>();
  readonly errorsByKind = new Map<string, number>();
  readonly players: RunPlayer[] = [];
  actions = 0;
  matches = 0;
  /** performance.now() when every client had joined; actions sent before it are not measured. */
  windowStart = Number.POSITIVE_INFINITY;
  /** No new actions or tables once set. */
  stopping = false;
  /** Sockets closing on purpose. */
  closing = false;

  constructor(readonly config: LoadtestConfig) {
    this.wsUrl = `${config.url.replace(/^http/, "ws")}/ws`;
  }

  error(kind: string): void {
    count(this.errorsByKind, kind);
  }

  refuse(code: string): void {
    count(this.refusedByCode, code);
  }

  measured(sentAt: number): boolean {
    return sentAt >= this.windowStart;
  }
}
