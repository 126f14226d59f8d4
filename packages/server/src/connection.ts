import type { WebSocket } from "ws";
import type { Metrics } from "./metrics.js";
import {
  clientMessage,
  PROTOCOL_VERSION,
  ProtocolErrors,
  type ClientMessage,
  type RequestId,
  type ServerMessage,
} from "./protocol.js";
import type { Subscriber, Tables } from "./tables.js";

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

/** WebSocket close code for a policy violation (RFC 6455). */
const POLICY_VIOLATION = 1008;

/** One WebSocket client: the seats it holds at each table it joined, its flood bucket. */
export class Connection {
  private readonly joined = new Map<string, Subscriber & { seats: Set<number> }>();
  private tokens: number;
  private refilledAt: number;
  private refusedInARow = 0;

  constructor(
    private readonly socket: WebSocket,
    private readonly tables: Tables,
    private readonly rate: RateLimit,
    private readonly metrics: Metrics | null,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.tokens = rate.burst;
    this.refilledAt = this.now();
    this.send({ type: "welcome", protocol: PROTOCOL_VERSION });
  }

  private sendText(text: string): void {
    if (this.socket.readyState !== this.socket.OPEN) return;
    this.socket.send(text);
    this.metrics?.frames.inc({ direction: "out" });
  }

  send(message: ServerMessage): void {
    this.sendText(JSON.stringify(message));
  }

  private error(id: RequestId, code: string, message: string): void {
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

  /** Handles one frame from the client. */
  receive(data: unknown, isBinary: boolean): void {
    this.metrics?.frames.inc({ direction: "in" });
    if (!this.allow()) {
      if (++this.refusedInARow >= this.rate.closeAfter) {
        this.socket.close(POLICY_VIOLATION, "too many messages");
        return;
      }
      if (this.refusedInARow === 1)
        this.error(undefined, ProtocolErrors.rateLimited, "Too many messages: slow down.");
      return;
    }
    if (isBinary) return this.error(undefined, ProtocolErrors.badMessage, "Frames are JSON text.");
    let json: unknown;
    try {
      json = JSON.parse(String(data));
    } catch {
      return this.error(undefined, ProtocolErrors.badJson, "That frame is not JSON.");
    }
    const parsed = clientMessage.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const where = issue && issue.path.length > 0 ? ` (${issue.path.join(".")})` : "";
      const id = typeof json === "object" && json !== null ? (json as { id?: unknown }).id : undefined;
      return this.error(
        typeof id === "string" || typeof id === "number" ? id : undefined,
        ProtocolErrors.badMessage,
        `Not a message of protocol ${PROTOCOL_VERSION}${where}: ${issue?.message ?? "invalid"}.`,
      );
    }
    this.handle(parsed.data);
  }

  private handle(message: ClientMessage): void {
    switch (message.type) {
      case "ping":
        return this.send({ type: "pong", ...(message.id !== undefined ? { id: message.id } : {}) });
      case "join":
        return this.join(message.id, message.table, message.tokens ?? []);
      case "leave":
        this.leave(message.table);
        return this.send({
          type: "left",
          ...(message.id !== undefined ? { id: message.id } : {}),
          table: message.table,
        });
      case "action":
        return this.act(message.id, message.table, message.seat, message.action);
    }
  }

  private join(id: RequestId, table: string, tokens: readonly string[]): void {
    const result = this.tables.join(table, tokens);
    if (!result.ok) return this.error(id, result.error.code, result.error.message);
    let subscriber = this.joined.get(table);
    const fresh = subscriber === undefined;
    if (!subscriber) {
      subscriber = { seats: new Set<number>(), send: (text) => this.sendText(text) };
      this.joined.set(table, subscriber);
    }
    for (const seat of result.value.seats) subscriber.seats.add(seat);
    this.send({
      type: "joined",
      ...(id !== undefined ? { id } : {}),
      table,
      game: result.value.game,
      seats: [...subscriber.seats],
      status: result.value.status,
    });
    if (!fresh) this.tables.unsubscribe(table, subscriber);
    this.tables.subscribe(table, subscriber);
  }

  private leave(table: string): void {
    const subscriber = this.joined.get(table);
    if (subscriber) this.tables.unsubscribe(table, subscriber);
    this.joined.delete(table);
  }

  private act(id: RequestId, table: string, seat: number, action: unknown): void {
    const subscriber = this.joined.get(table);
    if (!subscriber) return this.error(id, ProtocolErrors.notJoined, "Join the table before playing at it.");
    if (!subscriber.seats.has(seat))
      return this.error(id, ProtocolErrors.notYourSeat, `You do not hold seat ${seat} at this table.`);
    const result = this.tables.act(table, seat, action, (entry) =>
      this.send({ type: "ack", ...(id !== undefined ? { id } : {}), table, seq: entry.seq }),
    );
    if (!result.ok) this.error(id, result.error.code, result.error.message);
  }

  /** The socket closed: leave every table. */
  closed(): void {
    for (const table of [...this.joined.keys()]) this.leave(table);
  }
}
