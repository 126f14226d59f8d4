import WebSocket from "ws";
import { parseServerMessage, protocolName, type FrameError, type ServerMessage } from "@parlor/protocol";
import { NO_DEADLINE, waiting, type Waiting } from "./wait.js";

/** The code of the error frame a test sees in place of a frame the protocol's schema refused. */
export const INVALID_FRAME = "client-saw-invalid-frame";

/** A server frame as a test sees it: any of the protocol's messages. */
export type Frame = ServerMessage;
export type FrameOf<T extends Frame["type"]> = Extract<Frame, { type: T }>;
export type ViewFrame = FrameOf<"view">;

/**
 * How long a test waits for a frame or a close unless it says otherwise: as long as the test may run
 * (its timeout is the only deadline), so a busy machine slows a test down instead of failing it.
 */
export const WAIT_MS = NO_DEADLINE;

/** How the server closed a connection. */
export interface Closed {
  readonly code: number;
  readonly reason: string;
}

/**
 * A real WebSocket client for tests: it records every frame the server sends (text and parsed) and
 * lets a test wait for the next frame matching a predicate (an event, never a sleep).
 */
export class TestClient {
  /** The frames that were not messages of the protocol (its schema refused them), with why. */
  readonly invalid: { readonly text: string; readonly error: FrameError }[] = [];
  /**
   * Every text frame received, in order, as sent (a view frame carrying an ack twice, as its ack's
   * text and its own: `texts[i]` is the text `frames[i]` came in).
   */
  readonly texts: string[] = [];
  /** The same frames, parsed (a view frame carrying an ack as two: the ack, then the view). */
  readonly frames: Frame[] = [];
  /** Resolves when the socket closes, with the code and reason the client saw. */
  readonly closed: Promise<Closed>;
  private cursor = 0;
  private nextId = 1;
  private readonly listeners = new Set<() => void>();
  private readonly frameHandlers = new Set<(frame: Frame) => void>();
  private closedWith: Closed | null = null;

  private constructor(readonly socket: WebSocket) {
    socket.on("message", (data, isBinary) => {
      const text = isBinary ? `<binary ${String((data as Buffer).length)}>` : String(data);
      // Every frame is checked against the protocol's schema; one that fails is kept in `invalid`
      // and seen by the test as an error frame, so a wait for the frame it should have been fails.
      const parsed = parseServerMessage(text);
      let frame: Frame;
      if (parsed.ok) frame = parsed.value;
      else {
        this.invalid.push({ text, error: parsed.error });
        frame = { type: "error", code: INVALID_FRAME, message: `${parsed.error.message} ${text}` };
      }
      // A view frame carrying its action's ack (protocol 2) is read as a client reads it: the ack,
      // then the view (both kept with the frame's text).
      if (frame.type === "view" && frame.ack !== undefined)
        this.record(text, { type: "ack", table: frame.table, ...frame.ack });
      this.record(text, frame);
      this.wake();
    });
    this.closed = new Promise((resolve) => {
      socket.on("close", (code, reason) => {
        this.closedWith = { code, reason: String(reason) };
        resolve(this.closedWith);
        this.wake();
      });
    });
    socket.on("error", () => {
      /* the close event follows */
    });
  }

  private record(text: string, frame: Frame): void {
    this.texts.push(text);
    this.frames.push(frame);
    for (const handler of this.frameHandlers) handler(frame);
  }

  /**
   * Connects to `ws://…/ws` and waits for the server's welcome; `headers` go with the upgrade (a
   * session `cookie`, as a browser sends it). It speaks the protocol's current version (the
   * subprotocol `parlor.2`) unless `protocols` says otherwise (`[]`: offers none, version 1).
   */
  static async connect(
    url: string,
    headers?: Record<string, string>,
    protocols: readonly string[] = [protocolName()],
  ): Promise<TestClient> {
    const socket = new WebSocket(url, [...protocols], headers ? { headers } : undefined);
    const client = new TestClient(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once("open", () => resolve());
      socket.once("error", reject);
    });
    await client.next("welcome");
    return client;
  }

  get isOpen(): boolean {
    return this.socket.readyState === WebSocket.OPEN;
  }

  /** Sends one message as JSON. */
  send(message: object): void {
    this.socket.send(JSON.stringify(message));
  }

  /** Sends a frame as it is (text or binary). */
  sendRaw(data: string | Buffer): void {
    this.socket.send(data);
  }

  /** A fresh request id. */
  id(): string {
    return `r${this.nextId++}`;
  }

  /** Calls `handler` for every frame from now on. */
  onFrame(handler: (frame: Frame) => void): () => void {
    this.frameHandlers.add(handler);
    return () => this.frameHandlers.delete(handler);
  }

  /**
   * Waits for the first frame at or after index `from` that satisfies `match`; resolves with it and
   * its index. Does not move the cursor.
   */
  async findWhere(
    match: (frame: Frame) => boolean,
    from = 0,
    timeout = WAIT_MS,
    what = "matching",
  ): Promise<{ frame: Frame; index: number }> {
    const started = Date.now();
    let scanned = from;
    const wait = waiting(() => `a ${what} frame; got:\n${this.texts.slice(from).join("\n")}`);
    try {
      for (;;) {
        for (; scanned < this.frames.length; scanned++) {
          const frame = this.frames[scanned] as Frame;
          if (match(frame)) return { frame, index: scanned };
        }
        const seen = this.texts.slice(from).join("\n");
        if (this.closedWith) {
          const { code, reason } = this.closedWith;
          throw new Error(`connection closed (${code} ${reason}) before a ${what} frame came; got:\n${seen}`);
        }
        const left = timeout - (Date.now() - started);
        if (left <= 0) throw new Error(`no ${what} frame in ${timeout} ms; got:\n${seen}`);
        await this.frameOrTimeout(left, wait);
      }
    } finally {
      wait.done();
    }
  }

  /** `findWhere` for a frame of one type. */
  async find<T extends Frame["type"]>(
    type: T,
    match: (frame: FrameOf<T>) => boolean = () => true,
    from = 0,
    timeout = WAIT_MS,
  ): Promise<{ frame: FrameOf<T>; index: number }> {
    const found = await this.findWhere(
      (f) => f.type === type && match(f as FrameOf<T>),
      from,
      timeout,
      `'${type}'`,
    );
    return { frame: found.frame as FrameOf<T>, index: found.index };
  }

  /**
   * Waits for a move told at or after frame `from` that satisfies `match`: one of a view frame's
   * `moves` (as the server tells them) or a `move` frame; resolves with it as a move frame and the
   * index of the frame that told it. Does not move the cursor.
   */
  async findMove(
    match: (move: FrameOf<"move">) => boolean = () => true,
    from = 0,
    timeout = WAIT_MS,
  ): Promise<{ frame: FrameOf<"move">; index: number }> {
    const first = (frame: Frame): FrameOf<"move"> | undefined => movesIn(frame).find(match);
    const found = await this.findWhere((f) => first(f) !== undefined, from, timeout, "move");
    return { frame: first(found.frame) as FrameOf<"move">, index: found.index };
  }

  /** `findMove` after the cursor, moving the cursor past the frame that told it. */
  async nextMove(
    match: (move: FrameOf<"move">) => boolean = () => true,
    timeout = WAIT_MS,
  ): Promise<FrameOf<"move">> {
    const { frame, index } = await this.findMove(match, this.cursor, timeout);
    this.cursor = index + 1;
    return frame;
  }

  /** Waits for the next matching frame after the cursor and moves the cursor past it. */
  async next<T extends Frame["type"]>(
    type: T,
    match: (frame: FrameOf<T>) => boolean = () => true,
    timeout = WAIT_MS,
  ): Promise<FrameOf<T>> {
    const { frame, index } = await this.find(type, match, this.cursor, timeout);
    this.cursor = index + 1;
    return frame;
  }

  /** Moves the cursor to the end: later `next` calls only see frames yet to come. */
  skip(): number {
    this.cursor = this.frames.length;
    return this.cursor;
  }

  /**
   * Sends a request with a fresh id and waits for the answer carrying that id (ack, joined, left,
   * pong or error); `index` is where that answer is in `frames`.
   */
  async request(message: Record<string, unknown>, timeout = WAIT_MS): Promise<Frame & { index: number }> {
    const id = this.id();
    const from = this.frames.length;
    this.send({ ...message, id });
    const found = await this.findWhere((f) => "id" in f && f.id === id, from, timeout, `answer to ${id}`);
    return { ...found.frame, index: found.index };
  }

  /** The last view this connection received for `seat` (null: the spectator's), if any. */
  lastView(seat: number | null): ViewFrame | undefined {
    for (let i = this.frames.length - 1; i >= 0; i--) {
      const frame = this.frames[i] as Frame;
      if (frame.type === "view" && frame.seat === seat) return frame;
    }
    return undefined;
  }

  /** Waits until the socket is closed by either side. */
  async waitClosed(timeout = WAIT_MS): Promise<Closed> {
    if (timeout === NO_DEADLINE) {
      const wait = waiting(() => "the connection to close");
      try {
        return await this.closed;
      } finally {
        wait.done();
      }
    }
    let timer: NodeJS.Timeout | undefined;
    const limit = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`connection still open after ${timeout} ms`)), timeout);
    });
    try {
      return await Promise.race([this.closed, limit]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Closes the connection (normal closure) and waits for it. */
  async close(): Promise<void> {
    if (this.closedWith) return;
    this.socket.close(1000);
    await this.waitClosed();
  }

  /** Drops the connection without a closing handshake (a client vanishing). */
  async drop(): Promise<void> {
    if (this.closedWith) return;
    this.socket.terminate();
    await this.closed;
  }

  private wake(): void {
    for (const listener of [...this.listeners]) listener();
  }

  /**
   * Resolves at the next frame or close, after `ms` (none when it is NO_DEADLINE), or never once the
   * test has ended (the wait is abandoned with it).
   */
  private frameOrTimeout(ms: number, wait: Waiting): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.listeners.delete(done);
        resolve();
      };
      const timer = ms === NO_DEADLINE ? undefined : setTimeout(done, ms);
      this.listeners.add(done);
      void wait.ended.then(() => {
        clearTimeout(timer);
        this.listeners.delete(done);
      });
    });
  }
}

/** The moves a frame tells, as move frames: a `move` frame itself, or a view frame's `moves`. */
export function movesIn(frame: Frame): FrameOf<"move">[] {
  if (frame.type === "move") return [frame];
  if (frame.type === "view")
    return (frame.moves ?? []).map((move) => ({ type: "move", table: frame.table, ...move }));
  return [];
}
