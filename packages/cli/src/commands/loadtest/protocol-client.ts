// Type only: ws loads when a load test runs, not for every command.
import type { WebSocket } from "ws";
import { PROTOCOL_NAMES, type ActionAck, type ClientMessage, type ServerMessageOf } from "@parlor/protocol";
import type { ProcessRun, Run } from "./run.js";

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
 * the close that follow it, are one failure).
 */
export class ProtocolClient {
  private socket: WebSocket | null = null;
  private nextId = 1;
  private waiting: { id: string; done: (ok: boolean) => void } | null = null;
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

  /** Counts an error of this socket, unless it already failed. */
  private fail(kind: string): void {
    if (this.failed) return;
    this.failed = true;
    this.run.error(kind, this.where);
  }

  /** Opens the socket (the first time) and waits for the server's welcome; false on failure. */
  async open(): Promise<boolean> {
    if (this.socket === null && !(await this.connect())) return false;
    return this.socket !== null && !this.closed;
  }

  private connect(): Promise<boolean> {
    const { timeoutMs } = this.run.config;
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
      const timer = setTimeout(() => {
        // No welcome in time: the socket is given up (its handshake may still be on its way).
        this.fail("connect-timeout");
        socket.terminate();
        settle(false);
      }, timeoutMs);
      this.waiting = { id: "welcome", done: settle };
      socket.on("message", (data: Buffer) => this.receive(data));
      socket.on("error", (error: Error & { code?: string }) => {
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
        this.closed = true;
        if (!this.run.closing) this.fail(`unexpected-close:${code}`);
        this.handler.onClosed();
        settle(false);
      });
    });
  }

  /** Joins `table` with a seat token (leaving `previous` first); false on failure or timeout. */
  join(table: string, token: string, previous: string | null): Promise<boolean> {
    if (previous !== null) this.send({ type: "leave", table: previous });
    const id = `join-${this.nextId++}`;
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.run.error("join-timeout", this.where);
        this.waiting = null;
        resolve(false);
      }, this.run.config.timeoutMs);
      this.waiting = {
        id,
        done: (ok) => {
          clearTimeout(timer);
          this.waiting = null;
          resolve(ok);
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
        if (this.waiting?.id === "welcome") this.waiting.done(true);
        return;
      case "joined":
        if (this.waiting !== null && frame.id === this.waiting.id) this.waiting.done(true);
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
          this.run.error(`join:${frame.code}`, this.where);
          this.waiting.done(false);
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
