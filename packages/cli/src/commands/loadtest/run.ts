// Type only: ws loads when a load test runs, not for every command.
import type { WebSocket } from "ws";
import type { AckLog } from "./acks.js";
import { FrameReader } from "./frames.js";
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

/** What one server process (one `--url`) got of the run: its sockets and the actions sent on them. */
export class ProcessRun {
  readonly wsUrl: string;
  /** Sockets opened on this process (players whose seat was given to it). */
  sockets = 0;
  /** Tables made on this process (POST /api/tables). */
  tables = 0;
  /** Accepted actions sent on its sockets in the window, and those whose table another process made. */
  actions = 0;
  forwardedActions = 0;
  readonly latencies: number[] = [];
  /** Latencies of the forwarded actions alone. */
  readonly forwardedLatencies: number[] = [];
  readonly refusedByCode = new Map<string, number>();
  readonly errorsByKind = new Map<string, number>();

  constructor(
    /** The process's origin (`http://127.0.0.1:8080`). */
    readonly url: string,
  ) {
    this.wsUrl = `${url.replace(/^http/, "ws")}/ws`;
  }
}

/**
 * `--failover`: what the servers going away cost the run, none of it counted as an error (see
 * `LoadtestConfig.failover`).
 */
export class Failover {
  /** Sockets lost (closed by the other end, or failed) that connected again and sat at their table again. */
  reconnects = 0;
  /** Joins, actions and tables tried again after a failure. */
  retries = 0;
  /** Each failure by kind, as `errorsByKind` would have counted it (`unexpected-close:1006`, `action:server-error`…). */
  readonly byKind = new Map<string, number>();
}

/** The counters and settings shared by every client of one run. */
export class Run {
  /** ws's WebSocket class, loaded by `loadtest`. */
  WebSocket: typeof WebSocket | null = null;
  /** One per `--url`, in their order. */
  readonly processes: readonly ProcessRun[];
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
  /** How every client reads the server's frames (the schema on one frequent frame in `checkEvery`). */
  readonly frames: FrameReader;
  /** `--failover`: the failures the run survived; null without it. */
  readonly failover: Failover | null;
  /** `--acks FILE`: where each acknowledged action is written; set by `loadtest`. */
  acks: AckLog | null = null;

  constructor(readonly config: LoadtestConfig) {
    this.processes = config.urls.map((url) => new ProcessRun(url));
    this.frames = new FrameReader(config.checkEvery);
    this.failover = config.failover === true ? new Failover() : null;
  }

  /**
   * A failure that a server going away explains (a lost socket, a `server-error`, a failed HTTP call):
   * with --failover it is counted there and the caller tries again (true); without, it is an error.
   */
  interrupted(kind: string, where: ProcessRun): boolean {
    if (this.failover === null) {
      this.error(kind, where);
      return false;
    }
    count(this.failover.byKind, kind);
    return true;
  }

  /** An error of the run, counted against the process it happened on. */
  error(kind: string, where: ProcessRun): void {
    count(this.errorsByKind, kind);
    count(where.errorsByKind, kind);
  }

  refuse(code: string, where: ProcessRun): void {
    count(this.refusedByCode, code);
    count(where.refusedByCode, code);
  }

  /** An accepted action sent on a socket of `where` came back after `ms` (`forwarded`: its table was made elsewhere). */
  acted(where: ProcessRun, ms: number, forwarded: boolean): void {
    this.actions++;
    this.latencies.push(ms);
    where.actions++;
    where.latencies.push(ms);
    if (forwarded) {
      where.forwardedActions++;
      where.forwardedLatencies.push(ms);
    }
  }

  measured(sentAt: number): boolean {
    return sentAt >= this.windowStart;
  }
}
