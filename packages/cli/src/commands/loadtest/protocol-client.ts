// Type only: ws loads when a load test runs, not for every command.
import type { WebSocket } from "ws";
import { PROTOCOL_NAMES, type ActionAck, type ClientMessage, type ServerMessageOf } from "@parlor/protocol";
import type { ProcessRun, Run } from "./run.js";

/**
 * How a join ended: `joined`; `retry` (with --failover: the socket was lost, or the server answered
 * `server-error` or nothing in time: try again); `failed` (an error counted).
 */
export type JoinOutcome = "joined" | "retry" | "failed";

/** What a client does with the frames that are not answers to its connect or join. */
export interface FrameHandler {
  onView(frame: ServerMessageOf<"view">): void;
  /** An action's ack: a frame of its own, or (protocol 2) the `ack` of a view frame, before that view. */
  onAck(ack: ActionAck): void;
  /** An error that does not answer a join. */
  onError(frame: ServerMessageOf<"error">): void;
  /** A table frame saying `table` is finished. */
  onFinished(table: unknown): void;
  /** The socket closed. */
  onClosed(): void;
}

/**
 * One socket of the load test, speaking the protocol: it connects and waits for the welcome, joins
 * a table with a seat token and waits for the answer, sends actions, and hands the other frames to
 * its handler. Frames are read by the run's `FrameReader` (`@parlor/protocol`'s schema on a sample of
 * the frequent kinds, checks by hand of the others); failures (a frame that is not a protocol message
 * among them) are counted in the run's errors, against its process. A socket that
 * fails counts one error, by its first cause (a connect timeout, then the handshake's own timeout and
 * the close that follow it, are one failure). With --failover a lost socket is opened again by
 * the next `open()`, and what a server going away explains is counted in the run's `failover`.
 */
export class ProtocolClient {
  private socket: WebSocket | null = null;
  private nextId = 1;
  private waiting: { id: string; table?: string; done: (outcome: JoinOutcome) => void } | null = null;
  /** The socket closed (by either side). */
  closed = false;

  /** The socket failed and that was counted: what follows from it (an error, its close) is not. */
  private failed = false;

  constructor(
    private readonly run: Run,
    private readonly handler: FrameHandler,
    /** The server process the socket opens on. */
    private readonly where: ProcessRun,
  ) {}

  /** Counts an error of this socket (with --failover, an interruption), unless it already failed. */
  private fail(kind: string): void {
    if (this.failed) return;
    this.failed = true;
    this.run.interrupted(kind, this.where);
  }

  /**
   * Opens the socket (the first time; with --failover, again once it was lost) and waits for the
   * server's welcome; false on failure.
   */
  async open(): Promise<boolean> {
    const socket = this.socket;
    if (socket !== null && this.run.failover !== null && !this.run.closing && !this.run.stopping) {
      const lost = this.closed || this.failed || socket.readyState !== socket.OPEN;
      if (lost) {
        // Its events are no longer this client's (see connect).
        socket.terminate();
        return this.connect();
      }
    }
    if (socket === null && !(await this.connect())) return false;
    return this.socket !== null && !this.closed;
  }

  private connect(): Promise<boolean> {
    const { timeoutMs } = this.run.config;
    this.closed = false;
    this.failed = false;
    return new Promise((resolve) => {
      const Socket = this.run.WebSocket as typeof WebSocket;
      // Every version it speaks: the server's newest (2: each action's ack in its view frame).
      const socket = new Socket(this.where.wsUrl, [...PROTOCOL_NAMES], {
        perMessageDeflate: false,
        handshakeTimeout: timeoutMs,
      });
      this.where.sockets++;
      this.socket = socket;
      let settled = false;
      const settle = (ok: boolean): void => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        this.waiting = null;
        resolve(ok);
      };
      const welcomed = (outcome: JoinOutcome): void => settle(outcome === "joined");
      const timer = setTimeout(() => {
        // No welcome in time: the socket is given up (its handshake may still be on its way).
        this.fail("connect-timeout");
        socket.terminate();
        settle(false);
      }, timeoutMs);
      this.waiting = { id: "welcome", done: welcomed };
      // With --failover a socket given up (lost, or a connect that timed out) is replaced by a new one:
      // what the old one says after that is not this client's any more.
      const mine = (): boolean => this.socket === socket;
      socket.on("message", (data: Buffer) => {
        if (mine()) this.receive(data);
      });
      socket.on("error", (error: Error & { code?: string }) => {
        if (!mine()) return;
        // ws names an HTTP refusal of the upgrade by its status ("Unexpected server response: 503").
        const status = /server response: (\d+)/.exec(error.message)?.[1];
        const what = error.message
          .toLowerCase()
          .replace(/[^a-z]+/g, "-")
          .slice(0, 40);
        this.fail(`socket-error:${error.code ?? (status ? `http-${status}` : what)}`);
        settle(false);
      });
      socket.on("close", (code: number) => {
        if (!mine()) return;
        this.closed = true;
        if (!this.run.closing) this.fail(`unexpected-close:${code}`);
        // With --failover a join waiting for its answer on it is tried again, not left to time out.
        if (this.run.failover !== null && this.waiting !== null && settled) this.waiting.done("retry");
        this.handler.onClosed();
        settle(false);
      });
    });
  }

  /** Joins `table` with a seat token (leaving `previous` first). */
  join(table: string, token: string, previous: string | null): Promise<JoinOutcome> {
    if (previous !== null) this.send({ type: "leave", table: previous });
    const id = `join-${this.nextId++}`;
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.waiting = null;
        resolve(this.run.interrupted("join-timeout", this.where) ? "retry" : "failed");
      }, this.run.config.timeoutMs);
      this.waiting = {
        id,
        table,
        done: (outcome) => {
          clearTimeout(timer);
          this.waiting = null;
          resolve(outcome);
        },
      };
      this.send({ type: "join", id, table, tokens: [token] });
    });
  }

  /** Sends an action for a seat, with the request id its answer will carry. */
  act(id: number, table: string, seat: number, action: unknown): void {
    this.send({ type: "action", id, table, seat, action });
  }

  private send(message: ClientMessage): void {
    const socket = this.socket;
    if (socket !== null && socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
  }

  private receive(data: Buffer): void {
    // A frame that is not a message of the protocol is an error; a move passed its check (null) is not read.
    const parsed = this.run.frames.read(data);
    if (parsed === null) return;
    if (!parsed.ok) {
      this.run.error(`bad-frame:${parsed.error.code}`, this.where);
      return;
    }
    const frame = parsed.value;
    switch (frame.type) {
      case "welcome":
        if (this.waiting?.id === "welcome") this.waiting.done("joined");
        return;
      case "joined":
        if (this.waiting !== null && frame.id === this.waiting.id) this.waiting.done("joined");
        return;
      case "table":
        if (frame.status === "finished") this.handler.onFinished(frame.table);
        return;
      case "view":
        if (frame.ack !== undefined) this.handler.onAck(frame.ack);
        return this.handler.onView(frame);
      case "ack":
        return this.handler.onAck(frame);
      case "error": {
        if (this.waiting !== null && frame.id === this.waiting.id) {
          // server-error: the table's owner did not answer (it died): with --failover, try again.
          const again = frame.code === "server-error" && this.run.failover !== null;
          // game-over, sitting again after a lost socket (--failover): the match ended while the seat
          // was away (the other seat played its last move at the table's new owner): its match is over.
          const { table } = this.waiting;
          const endedAway = frame.code === "game-over" && this.run.failover !== null && table !== undefined;
          if (again || endedAway) this.run.interrupted(`join:${frame.code}`, this.where);
          else this.run.error(`join:${frame.code}`, this.where);
          this.waiting.done(again ? "retry" : "failed");
          if (endedAway) this.handler.onFinished(table);
          return;
        }
        return this.handler.onError(frame);
      }
    }
  }

  /** Closes the socket; resolves once it is closed (or after `ms`, terminating it). */
  close(ms: number): Promise<void> {
    const socket = this.socket;
    if (socket === null || socket.readyState === socket.CLOSED) return Promise.resolve();
    return new Promise((done) => {
      const timer = setTimeout(() => {
        socket.terminate();
        done();
      }, ms);
      socket.once("close", () => {
        clearTimeout(timer);
        done();
      });
      socket.close(1000, "load test over");
    });
  }
}
