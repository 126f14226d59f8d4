import { err, ruleError, toLang, type Lang, type Result, type RuleError } from "@parlor/engine";
import { DEFAULT_LIMITS, LimitErrors, type Limits } from "./limits.js";
import type { Metrics } from "./metrics.js";
import {
  ACK_IN_VIEW_PROTOCOL,
  DEFAULT_PROTOCOL_VERSION,
  parseClientMessage,
  ProtocolErrors,
  type ClientMessage,
  type OutgoingServerMessage,
  type PlayerRef,
  type RequestId,
} from "@parlor/protocol";
import { anonymousSender, speakingSeat, type ChatRequest } from "./chat/chat.js";
import { connectionKey } from "./chat/rooms.js";
import type { QuickMatch } from "./quickmatch/quickmatch.js";
import { SerialQueue } from "./serial.js";
import type { ActionAnswer, Subscriber, Tables } from "./tables.js";

/** What a connection needs of its WebSocket (cluster/remote.ts gives one that sends through Redis). */
export interface ConnectionSocket {
  readonly readyState: number;
  readonly OPEN: number;
  send(text: string): void;
  close(code?: number, reason?: string): void;
}

/**
 * Several processes (cluster/router.ts): where each table's messages are handled. A join asks where
 * its table is (taking it for this process when nobody has it); a table owned by another process
 * gets this connection's messages there, in order, and its frames come back the same way.
 */
export interface TableRouter {
  /** Where a join of `table` is handled: here, or by the process that owns the table. */
  route(table: string): Promise<{ readonly here: true } | { readonly here: false; readonly owner: string }>;
  /**
   * Hands a message to the table's owner; resolves once the owner has handled it (its frames were
   * sent before) with the tables this connection is joined to there.
   */
  forward(owner: string, connection: Connection, message: ClientMessage): Promise<readonly string[]>;
  /** The connection closed: the processes it was joined at let it go. */
  closed(connection: Connection, owners: ReadonlySet<string>): void;
}

/**
 * A connection's protocol version, and its place in several processes (none: one process, a socket
 * of its own).
 */
export interface ConnectionRole {
  /**
   * The protocol version its socket speaks (chosen at the upgrade from the client's subprotocols;
   * default `DEFAULT_PROTOCOL_VERSION`). From 2, an action's ack goes in the sender's first view frame
   * of its change.
   */
  readonly protocol?: number;
  /** Where its tables are (set on the process whose socket it is). */
  readonly router?: TableRouter | null;
  /**
   * Set on the owner's side of a socket of another process: its messages come forwarded, its frames
   * go back (no welcome, no flood control or idle timer here: the socket's process does those), and
   * a table that moves is told to the socket's process, which joins it again where it went.
   */
  readonly remote?: { moved(table: string): void } | null;
  /** Who this connection is to the chat limit when it has no player (a remote's: its socket's key). */
  readonly chatKey?: string;
  /** The client's address (the chat's allowance for spectators without a session is per address). */
  readonly address?: string;
  /** The quick-match queues this connection's tickets wait in (`quickmatch`); none: refused. */
  readonly quickMatch?: QuickMatch | null;
}

/** Flood control per connection: a token bucket. */
export interface RateLimit {
  /** Messages allowed per second, on average. */
  readonly perSecond: number;
  /** Messages allowed in a burst. */
  readonly burst: number;
  /** Refused messages in a row after which the connection is closed. */
  readonly closeAfter: number;
}

export const DEFAULT_RATE_LIMIT: RateLimit = { perSecond: 30, burst: 60, closeAfter: 200 };

/** Why a subscriber may not play or resign a seat: it does not hold it (spectators hold none); else null. */
function notHeld(subscriber: Subscriber, seat: number): RuleError | null {
  return subscriber.seats.has(seat)
    ? null
    : ruleError(ProtocolErrors.notYourSeat, `You do not hold seat ${seat} at this table.`);
}

let nextConnectionId = 1;

/** WebSocket close code for a policy violation (RFC 6455). */
const POLICY_VIOLATION = 1008;
/** WebSocket close code of a connection closed for being idle (RFC 6455: going away). */
const GOING_AWAY = 1001;
/**
 * WebSocket close code of a connection whose table moved and could not be joined again where it went
 * (RFC 6455 registry: service restart): its page connects again and joins its tables anew.
 */
const SERVICE_RESTART = 1012;

/** What a client is told when the server failed to handle its request (the store, a bug). */
const SERVER_ERROR_MESSAGE = "The server could not do that just now; try again.";

/**
 * One WebSocket client: the seats it holds at each table it joined, its flood bucket. Its frames are
 * handled one at a time in the order they came (a join that loads a table from the store is done
 * before the next frame is read), so its answers go out in the order of its requests.
 */
export class Connection {
  private readonly joined = new Map<string, Subscriber & { seats: Set<number>; lang: Lang }>();
  /** Several processes: the tables this connection is joined to elsewhere, with their owners. */
  private readonly remote = new Map<string, string>();
  /** Every process this connection forwarded to: each holds a connection for it until it closes. */
  private readonly forwardedTo = new Set<string>();
  /** Each table's latest join (tokens, language), to join it again where it moved. */
  private readonly joins = new Map<string, { tokens: readonly string[]; lang: Lang }>();
  /** Which connection this is, among its process's (cluster: how frames find their way back). */
  readonly id = nextConnectionId++;
  private readonly queue = new SerialQueue();
  private tokens: number;
  private refilledAt: number;
  private refusedInARow = 0;
  /** Who this connection is to the chat limit when it has no player. */
  readonly chatKey: string;
  /** Runs while the connection is joined to no table: it closes the connection when it fires. */
  private unjoinedTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly socket: ConnectionSocket,
    private readonly tables: Tables,
    private readonly rate: RateLimit,
    private readonly metrics: Metrics | null,
    private readonly limits: Pick<Limits, "tablesPerConnection" | "unjoinedTimeoutMs"> = DEFAULT_LIMITS,
    private readonly now: () => number = () => performance.now(),
    /** Who is connected: the player of the session cookie the upgrade came with, or null. */
    readonly player: PlayerRef | null = null,
    private readonly role: ConnectionRole = {},
  ) {
    this.chatKey = role.chatKey ?? connectionKey();
    this.tokens = rate.burst;
    this.refilledAt = this.now();
    if (role.remote) return;
    this.send({ type: "welcome", protocol: this.protocol });
    this.watchIdle();
  }

  /** The client's address, when known. */
  get address(): string | undefined {
    return this.role.address;
  }

  /** The protocol version its socket speaks. */
  get protocol(): number {
    return this.role.protocol ?? DEFAULT_PROTOCOL_VERSION;
  }

  /** With no table joined, the connection is closed after `unjoinedTimeoutMs`; joining one stops that. */
  private watchIdle(): void {
    if (this.role.remote) return;
    if (this.joined.size > 0 || this.remote.size > 0 || this.waitsInQueue()) {
      if (this.unjoinedTimer) clearTimeout(this.unjoinedTimer);
      this.unjoinedTimer = null;
      return;
    }
    if (this.unjoinedTimer || this.socket.readyState !== this.socket.OPEN) return;
    this.unjoinedTimer = setTimeout(() => {
      this.unjoinedTimer = null;
      if (this.joined.size === 0 && this.remote.size === 0 && !this.waitsInQueue())
        this.socket.close(GOING_AWAY, "idle: no table joined");
    }, this.limits.unjoinedTimeoutMs);
    this.unjoinedTimer.unref?.();
  }

  /** A quick-match ticket of this connection left its queue: with no table, it may be idle again. */
  released(): void {
    this.watchIdle();
  }

  /** Whether a quick-match ticket waits on this connection (it is not idle while one does). */
  private waitsInQueue(): boolean {
    return this.role.quickMatch?.waitsOn(this) ?? false;
  }

  /** Sends a frame as it came (several processes: a frame of a table owned elsewhere). */
  sendText(text: string): void {
    if (this.socket.readyState !== this.socket.OPEN) return;
    this.socket.send(text);
    this.metrics?.frames.inc({ direction: "out" });
  }

  send(message: OutgoingServerMessage): void {
    this.sendText(JSON.stringify(message));
  }

  private error(id: RequestId | undefined, code: string, message: string): void {
    this.metrics?.refusals.inc({ code });
    this.send({ type: "error", ...(id !== undefined ? { id } : {}), code, message });
  }

  private allow(): boolean {
    const now = this.now();
    this.tokens = Math.min(
      this.rate.burst,
      this.tokens + ((now - this.refilledAt) / 1000) * this.rate.perSecond,
    );
    this.refilledAt = now;
    if (this.tokens >= 1) {
      this.tokens -= 1;
      this.refusedInARow = 0;
      return true;
    }
    return false;
  }

  /**
   * Takes one frame from the client: the flood limit counts it as it arrives; its handling waits
   * for the frames before it.
   */
  receive(data: unknown, isBinary: boolean): void {
    this.metrics?.frames.inc({ direction: "in" });
    if (!this.allow()) {
      if (++this.refusedInARow >= this.rate.closeAfter) {
        this.socket.close(POLICY_VIOLATION, "too many messages");
        return;
      }
      if (this.refusedInARow === 1)
        void this.queue.run(() =>
          this.error(undefined, ProtocolErrors.rateLimited, "Too many messages: slow down."),
        );
      return;
    }
    void this.queue.run(() => this.process(data, isBinary));
  }

  /** Resolves once every frame received so far has been handled. */
  settled(): Promise<void> {
    return this.queue.idle();
  }

  private async process(data: unknown, isBinary: boolean): Promise<void> {
    if (isBinary) return this.error(undefined, ProtocolErrors.badMessage, "Frames are JSON text.");
    const parsed = parseClientMessage(String(data));
    if (!parsed.ok) return this.error(parsed.error.id, parsed.error.code, parsed.error.message);
    await this.handleSafely(parsed.value);
  }

  private async handleSafely(message: ClientMessage): Promise<void> {
    try {
      await this.route(message);
    } catch {
      // The store failed (the table, if any, has told its subscribers and left memory; the server
      // logged it), or the table's process did not answer: the request changed nothing anyone saw.
      this.error(message.id, ProtocolErrors.serverError, SERVER_ERROR_MESSAGE);
    }
  }

  /**
   * Several processes, the owner's side: a message of a socket of another process, handled in
   * order with its others; resolves with the tables it is joined to here once handled.
   */
  async forwarded(message: ClientMessage): Promise<string[]> {
    await this.queue.run(() => this.handleSafely(message));
    return [...this.joined.keys()];
  }

  /**
   * Where a message is handled: here, or (several processes) by the owner of its table. A join asks
   * where the table is now; the other messages of a table go where its join went.
   */
  private async route(message: ClientMessage): Promise<void> {
    const router = this.role.router;
    if (!router || message.type === "ping" || message.type === "quickmatch") return this.handle(message);
    const table = message.table;
    let owner = this.remote.get(table);
    if (message.type === "join") {
      if (this.full(table))
        return this.error(
          message.id,
          LimitErrors.tooManyTables,
          `One connection may be at ${this.limits.tablesPerConnection} tables at once: leave one first.`,
        );
      this.joins.set(table, { tokens: message.tokens ?? [], lang: toLang(message.lang) });
      const where = await router.route(table);
      const next = where.here ? undefined : where.owner;
      // The table moved since this connection joined it: it leaves where it was.
      if (owner !== undefined && owner !== next)
        await router.forward(owner, this, { type: "leave", table }).catch(() => undefined);
      if (next !== undefined && this.joined.has(table)) this.leave(table);
      owner = next;
    }
    if (owner === undefined) return this.handle(message);
    this.forwardedTo.add(owner);
    const there = await router.forward(owner, this, message);
    for (const [t, o] of this.remote) if (o === owner && !there.includes(t)) this.remote.delete(t);
    for (const t of there) this.remote.set(t, owner);
    if (message.type === "leave") this.joins.delete(table);
    this.watchIdle();
  }

  /** Whether joining `table` would take this connection past its number of tables. */
  private full(table: string): boolean {
    if (this.joined.has(table) || this.remote.has(table)) return false;
    return this.joined.size + this.remote.size >= this.limits.tablesPerConnection;
  }

  /**
   * Several processes: a table this connection was at moved to another process (or its owner may
   * have sent frames that were lost). A remote's table is told to its socket's process; a socket's
   * own joins it again where it is now (its client gets a `joined` without an id, and the table and
   * views). When that fails (Redis or the owner does not answer), the socket is closed (1012): its
   * page connects again, to whichever process answers, and joins every table anew.
   */
  moved(table: string): void {
    this.joined.delete(table);
    if (this.role.remote) return this.role.remote.moved(table);
    this.remote.delete(table);
    const join = this.joins.get(table);
    if (!join || this.socket.readyState !== this.socket.OPEN) return;
    void this.queue.run(async () => {
      try {
        await this.route({ type: "join", table, tokens: [...join.tokens], lang: join.lang });
      } catch {
        this.socket.close(SERVICE_RESTART, "the table moved: connect again");
      }
    });
  }

  /** The tables this connection is joined to elsewhere, with their owners (several processes). */
  remoteTables(): [string, string][] {
    return [...this.remote];
  }

  /** Closes the socket (several processes: asked by the owner's side of it). */
  hangup(code: number, reason: string): void {
    this.socket.close(code, reason);
  }

  /** The processes this connection has forwarded to (several processes): each keeps a connection for it. */
  get owners(): ReadonlySet<string> {
    return this.forwardedTo;
  }

  private async handle(message: ClientMessage): Promise<void> {
    switch (message.type) {
      case "ping":
        return this.send({ type: "pong", ...(message.id !== undefined ? { id: message.id } : {}) });
      case "join":
        return this.join(message.id, message.table, message.tokens ?? [], toLang(message.lang));
      case "leave":
        // `free` at a waiting table gives the seats up first (lifecycle: the seat is free again).
        if (message.free) await this.free(message.table);
        this.leave(message.table);
        return this.send({
          type: "left",
          ...(message.id !== undefined ? { id: message.id } : {}),
          table: message.table,
        });
      case "action":
        return this.act(message.id, message.table, message.seat, message.action);
      case "chat":
        return this.chat(message.id, message.table, message);
      case "start":
        return this.lifecycle(message.id, message.table, (subscriber, done) =>
          this.tables.start(message.table, subscriber, done),
        );
      case "resign":
        return this.lifecycle(message.id, message.table, async (subscriber, done) => {
          const refusal = notHeld(subscriber, message.seat);
          return refusal ? err(refusal) : this.tables.resign(message.table, message.seat, done);
        });
      case "sit":
        return this.sit(message.id, message.table, message.seat);
      case "hint":
        return this.hint(message.id, message.table, message.seat);
      case "rematch":
        return this.lifecycle(message.id, message.table, (subscriber, done) =>
          this.tables.rematch(message.table, subscriber, message.accept ?? true, done),
        );
      case "quickmatch":
        return this.waitForMatch(message.id, message.ticket);
    }
  }

  /** `quickmatch`: the ticket waits on this connection (answered `queue`, then `matched`). */
  private async waitForMatch(id: RequestId | undefined, ticket: string): Promise<void> {
    const quickMatch = this.role.quickMatch;
    if (!quickMatch || this.role.remote)
      return this.error(id, ProtocolErrors.badMessage, "This server has no quick match.");
    const result = await quickMatch.wait(ticket, this, id);
    if (!result.ok) return this.error(id, result.error.code, result.error.message);
    this.watchIdle();
  }

  /**
   * A lifecycle request (`start`, `resign`, `rematch`) at a table this connection joined: answered
   * `ok` once done and stored, before the frames it makes, or `error`.
   */
  private async lifecycle(
    id: RequestId | undefined,
    table: string,
    request: (subscriber: Subscriber, done: () => void) => Promise<Result<true, RuleError>>,
  ): Promise<void> {
    const subscriber = this.joined.get(table);
    if (!subscriber) return this.error(id, ProtocolErrors.notJoined, "Join the table first.");
    const result = await request(subscriber, () =>
      this.send({ type: "ok", ...(id !== undefined ? { id } : {}), table }),
    );
    if (!result.ok) this.error(id, result.error.code, result.error.message);
  }

  /**
   * `sit`: takes a free seat of a table this connection joined; answered `seated` with the seat's new
   * token once stored, before the table frame that shows it taken, or `error`.
   */
  private async sit(id: RequestId | undefined, table: string, seat: number): Promise<void> {
    const subscriber = this.joined.get(table);
    if (!subscriber) return this.error(id, ProtocolErrors.notJoined, "Join the table first.");
    const result = await this.tables.sit(table, seat, subscriber, (token) => {
      subscriber.seats.add(seat);
      this.send({ type: "seated", ...(id !== undefined ? { id } : {}), table, seat, token });
    });
    if (!result.ok) this.error(id, result.error.code, result.error.message);
  }

  /** `hint`: what the strong bot would do in a seat this connection holds; answered `hint` or `error`. */
  private async hint(id: RequestId | undefined, table: string, seat: number): Promise<void> {
    const subscriber = this.joined.get(table);
    if (!subscriber) return this.error(id, ProtocolErrors.notJoined, "Join the table first.");
    const refusal = notHeld(subscriber, seat);
    if (refusal) return this.error(id, refusal.code, refusal.message);
    const result = await this.tables
      .hint(table, seat)
      .catch((error: unknown) =>
        err(ruleError(ProtocolErrors.serverError, `The hint failed: ${(error as Error).message}`)),
      );
    if (!result.ok) return this.error(id, result.error.code, result.error.message);
    // The hint is JSON text from its worker thread: sent as it is, not parsed and made again.
    const head = JSON.stringify({
      type: "hint",
      ...(id !== undefined ? { id } : {}),
      table,
      seat,
      seq: result.value.seq,
    });
    this.sendText(`${head.slice(0, -1)},"hint":${result.value.json}}`);
  }

  /** Gives up this connection's seats at a waiting table (they are free again); elsewhere nothing. */
  private async free(table: string): Promise<void> {
    const subscriber = this.joined.get(table);
    if (!subscriber || subscriber.seats.size === 0) return;
    const result = await this.tables.free(table, subscriber);
    if (result.ok) subscriber.seats.clear();
  }

  private async join(
    id: RequestId | undefined,
    table: string,
    tokens: readonly string[],
    lang: Lang,
  ): Promise<void> {
    if (!this.joined.has(table) && this.joined.size >= this.limits.tablesPerConnection)
      return this.error(
        id,
        LimitErrors.tooManyTables,
        `One connection may be at ${this.limits.tablesPerConnection} tables at once: leave one first.`,
      );
    const subscriber = this.joined.get(table) ?? {
      seats: new Set<number>(),
      lang,
      ...(this.player ? { player: this.player } : {}),
      send: (text: string) => this.sendText(text),
      dropped: () => {
        if (this.joined.get(table) === subscriber) this.joined.delete(table);
        this.watchIdle();
      },
      moved: () => {
        if (this.joined.get(table) === subscriber) this.moved(table);
      },
    };
    // The moves are told in the language of the latest join (a join again may change it).
    subscriber.lang = lang;
    // The answer goes out in the table's turn, after its writes and before the table and views.
    const result = await this.tables.join(table, tokens, subscriber, (joined) => {
      for (const seat of joined.seats) subscriber.seats.add(seat);
      this.joined.set(table, subscriber);
      this.watchIdle();
      this.send({
        type: "joined",
        ...(id !== undefined ? { id } : {}),
        table,
        game: joined.game,
        seats: [...subscriber.seats],
        status: joined.status,
        moves: joined.moves,
        you: this.player,
        chat: [...joined.chat],
      });
    });
    if (!result.ok) this.error(id, result.error.code, result.error.message);
  }

  private leave(table: string): void {
    const subscriber = this.joined.get(table);
    if (subscriber) this.tables.unsubscribe(table, subscriber);
    this.joined.delete(table);
    this.watchIdle();
  }

  private async act(id: RequestId | undefined, table: string, seat: number, action: unknown): Promise<void> {
    const subscriber = this.joined.get(table);
    if (!subscriber) return this.error(id, ProtocolErrors.notJoined, "Join the table before playing at it.");
    const refusal = notHeld(subscriber, seat);
    if (refusal) return this.error(id, refusal.code, refusal.message);
    // The ack is owed once the action is stored. Protocol 2: paid in this connection's first view frame
    // of its change (`broadcast`), on its own only if none carried it. Protocol 1: on its own, at once.
    const answer: ActionAnswer = {
      stored: (entry) => {
        subscriber.ack = id !== undefined ? { id, seq: entry.seq } : { seq: entry.seq };
        if (this.protocol < ACK_IN_VIEW_PROTOCOL) this.payAck(table, subscriber);
      },
      sent: () => this.payAck(table, subscriber),
    };
    const result = await this.tables.act(table, seat, action, answer);
    if (!result.ok) this.error(id, result.error.code, result.error.message);
  }

  /** Sends the ack `subscriber` is owed at `table` as a frame of its own, if it is still owed. */
  private payAck(table: string, subscriber: Subscriber): void {
    const owed = subscriber.ack;
    if (owed === undefined) return;
    subscriber.ack = undefined;
    this.send({ type: "ack", table, ...owed });
  }

  /**
   * Says a chat line at a table this connection joined, as its player (else by its seat: "Player 2",
   * or "Spectator"), from the lowest seat it holds there (null: a spectator), within the chat's
   * limits (chat/rooms.ts). Answered `ok` once the line is stored, before its `chat` frame.
   */
  private async chat(id: RequestId | undefined, table: string, request: ChatRequest): Promise<void> {
    const subscriber = this.joined.get(table);
    if (!subscriber) return this.error(id, ProtocolErrors.notJoined, "Join the table before chatting at it.");
    const seat = speakingSeat(subscriber.seats);
    const player = subscriber.player ?? null;
    const result = await this.tables.chat(
      table,
      request,
      {
        from: player ?? anonymousSender(seat),
        seat,
        person: player?.id || this.chatKey,
        signedIn: player !== null,
        ...(this.address !== undefined ? { address: this.address } : {}),
      },
      () => this.send({ type: "ok", ...(id !== undefined ? { id } : {}), table }),
    );
    if (!result.ok) this.error(id, result.error.code, result.error.message);
  }

  /** The socket closed: leave every table, once the frames already received are handled. */
  closed(): void {
    if (this.unjoinedTimer) clearTimeout(this.unjoinedTimer);
    this.unjoinedTimer = null;
    this.role.quickMatch?.gone(this);
    void this.queue.run(() => {
      for (const table of [...this.joined.keys()]) this.leave(table);
      this.role.router?.closed(this, this.owners);
      this.remote.clear();
      this.forwardedTo.clear();
    });
  }
}
