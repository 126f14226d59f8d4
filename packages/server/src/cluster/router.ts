import type { ClientMessage } from "@parlor/protocol";
import type { Connection, TableRouter } from "../connection.js";
import type { Bus } from "./bus.js";
import type { Leases } from "./leases.js";

export interface RouterOptions {
  /** How long a forwarded message may wait for its owner's answer before it fails, ms. */
  readonly forwardTimeoutMs: number;
  /** Seconds a forwarded message took to be answered (the forwarding latency metric). */
  readonly observe?: (seconds: number) => void;
}

/** The process is stopping: it takes no table and forwards to tables it cannot find elsewhere. */
export class Stopping extends Error {
  constructor() {
    super("this server is stopping: connect again");
    this.name = "Stopping";
  }
}

interface Waiting {
  resolve(tables: readonly string[]): void;
  reject(error: Error): void;
  timer: ReturnType<typeof setTimeout>;
  started: number;
}

/**
 * The socket side of several processes: where each join goes (this process, taking the table when
 * nobody has it, or its owner), forwarding a connection's messages to owners and their frames back
 * to its socket, and joining again the tables that moved.
 */
export class Router implements TableRouter {
  /** This process's connections with a socket, by id (frames from owners find them here). */
  private readonly connections = new Map<number, Connection>();
  private readonly waiting = new Map<number, Waiting>();
  private sent = 0;
  stopping = false;

  constructor(
    private readonly bus: Bus,
    private readonly leases: Leases,
    private readonly options: RouterOptions,
  ) {}

  opened(connection: Connection): void {
    this.connections.set(connection.id, connection);
  }

  async route(table: string): Promise<{ here: true } | { here: false; owner: string }> {
    if (this.leases.owns(table)) return { here: true };
    if (this.stopping) {
      const owner = await this.leases.ownerOf(table);
      if (owner && owner !== this.leases.processId) return { here: false, owner };
      throw new Stopping();
    }
    const taken = await this.leases.acquire(table);
    return taken.here ? { here: true } : { here: false, owner: taken.owner };
  }

  forward(owner: string, connection: Connection, message: ClientMessage): Promise<readonly string[]> {
    const n = ++this.sent;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiting.delete(n);
        reject(new Error(`process ${owner} did not answer within ${this.options.forwardTimeoutMs} ms`));
      }, this.options.forwardTimeoutMs);
      this.waiting.set(n, { resolve, reject, timer, started: performance.now() });
      this.bus
        .send(owner, {
          k: "msg",
          from: this.leases.processId,
          c: connection.id,
          n,
          player: connection.player,
          key: connection.chatKey,
          ...(connection.address !== undefined ? { a: connection.address } : {}),
          v: connection.protocol,
          m: message,
        })
        .catch((error: unknown) => this.settle(n, error instanceof Error ? error : new Error(String(error))));
    });
  }

  closed(connection: Connection, owners: ReadonlySet<string>): void {
    this.connections.delete(connection.id);
    for (const owner of owners)
      this.bus
        .send(owner, { k: "close", from: this.leases.processId, c: connection.id })
        .catch(() => undefined);
  }

  done(n: number, tables: readonly string[]): void {
    this.settle(n, tables);
  }

  private settle(n: number, answer: readonly string[] | Error): void {
    const waiting = this.waiting.get(n);
    if (!waiting) return;
    this.waiting.delete(n);
    clearTimeout(waiting.timer);
    if (answer instanceof Error) waiting.reject(answer);
    else {
      this.options.observe?.((performance.now() - waiting.started) / 1000);
      waiting.resolve(answer);
    }
  }

  /** A frame from an owner for one of this process's sockets. */
  out(c: number, text: string): void {
    this.connections.get(c)?.sendText(text);
  }

  moved(c: number, table: string): void {
    this.connections.get(c)?.moved(table);
  }

  hangup(c: number, code: number, reason: string): void {
    this.connections.get(c)?.hangup(code, reason);
  }

  /** Owners found dead: the tables this process's connections had there are joined again elsewhere. */
  ownersGone(processes: readonly string[]): void {
    const gone = new Set(processes);
    for (const connection of this.connections.values())
      for (const [table, owner] of connection.remoteTables()) if (gone.has(owner)) connection.moved(table);
  }

  /** Every connection with a socket here. */
  all(): IterableIterator<Connection> {
    return this.connections.values();
  }
}
