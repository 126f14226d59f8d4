import type { ClientMessage } from "@parlor/protocol";
import type { Connection, TableRouter } from "../connection.js";
import type { Bus, BusMessage } from "./bus.js";
import type { Leases } from "./leases.js";

export interface RouterOptions {
  /** How long a forwarded message may wait for its owner's answer before it fails, ms. */
  readonly forwardTimeoutMs: number;
  /**
   * After Redis came back: how long a table of a socket here may have no live owner before the
   * socket joins it as any join would (taking it when nobody has it; its owner did not come back),
   * and how often it is looked at meanwhile, ms.
   */
  readonly ownerWaitMs: number;
  readonly ownerCheckMs: number;
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
  /** Where it went, and what (a join is sent again when its owner says it may not have heard it). */
  owner: string;
  message: Extract<BusMessage, { k: "msg" }>;
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
  /**
   * Since Redis came back: the tables of connections here to join again once they have a live owner
   * (by connection id and table), with when they began to wait.
   */
  private readonly unsure = new Map<string, { connection: Connection; table: string; since: number }>();
  private checking: Promise<void> | null = null;
  private checkTimer: ReturnType<typeof setTimeout> | null = null;

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
    const sent: Extract<BusMessage, { k: "msg" }> = {
      k: "msg",
      from: this.leases.processId,
      c: connection.id,
      n,
      player: connection.player,
      key: connection.chatKey,
      ...(connection.address !== undefined ? { a: connection.address } : {}),
      v: connection.protocol,
      m: message,
    };
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiting.delete(n);
        reject(new Error(`process ${owner} did not answer within ${this.options.forwardTimeoutMs} ms`));
      }, this.options.forwardTimeoutMs);
      this.waiting.set(n, { resolve, reject, timer, started: performance.now(), owner, message: sent });
      this.bus
        .send(owner, sent)
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

  /**
   * This process's listening connection came back (Redis restarted, or the network failed): what
   * owners sent its sockets meanwhile may be lost. Every table its sockets have elsewhere is joined
   * again where it is (the page gets the table and its views anew), as soon as it has a live owner:
   * after Redis restarted empty, its owner takes its lease again at its next renewal. A table still
   * without one after `ownerWaitMs` is joined as any join would be (taken here if nobody has it).
   */
  recover(): void {
    const since = performance.now();
    for (const connection of this.connections.values())
      for (const [table] of connection.remoteTables()) {
        const key = `${connection.id} ${table}`;
        if (!this.unsure.has(key)) this.unsure.set(key, { connection, table, since });
      }
    void this.checkOwners();
  }

  /**
   * An owner holds these tables and hears again after Redis came back (a `rejoin`): what it sent
   * sockets here meanwhile, and what they sent it, may be lost. The joins it has not answered yet
   * are sent to it again (a join answered twice does no harm), and every other socket here at those
   * tables joins them again at once.
   */
  rejoin(owner: string, tables: readonly string[]): void {
    const resent = new Set<string>();
    for (const { owner: to, message } of this.waiting.values()) {
      if (to !== owner || message.m.type !== "join") continue;
      resent.add(`${message.c} ${message.m.table}`);
      this.bus.send(owner, message).catch(() => undefined);
    }
    const again = new Set(tables);
    for (const connection of this.connections.values())
      for (const [table] of connection.remoteTables()) {
        const key = `${connection.id} ${table}`;
        if (!again.has(table) || resent.has(key)) continue;
        this.unsure.delete(key);
        connection.moved(table);
      }
  }

  /** Joins again the tables waiting since Redis came back that have a live owner (or waited long enough). */
  private async checkOwners(): Promise<void> {
    if (this.checking) return this.checking;
    if (this.checkTimer) clearTimeout(this.checkTimer);
    this.checkTimer = null;
    this.checking = (async () => {
      const entries = [...this.unsure.entries()];
      const tables = [...new Set(entries.map(([, e]) => e.table))];
      const owners = await this.leases.liveOwners(tables).catch(() => tables.map(() => null));
      const owned = new Set(tables.filter((_, i) => owners[i] !== null));
      const now = performance.now();
      for (const [key, entry] of entries) {
        if (this.unsure.get(key) !== entry) continue;
        if (this.connections.get(entry.connection.id) !== entry.connection) this.unsure.delete(key);
        else if (owned.has(entry.table) || now - entry.since >= this.options.ownerWaitMs) {
          this.unsure.delete(key);
          entry.connection.moved(entry.table);
        }
      }
    })().finally(() => {
      this.checking = null;
      if (this.unsure.size === 0 || this.stopping) return;
      this.checkTimer = setTimeout(() => void this.checkOwners(), this.options.ownerCheckMs);
      this.checkTimer.unref?.();
    });
    return this.checking;
  }

  /** Stops looking for owners (the process stops). */
  stop(): void {
    this.stopping = true;
    if (this.checkTimer) clearTimeout(this.checkTimer);
    this.checkTimer = null;
    this.unsure.clear();
  }

  /** Every connection with a socket here. */
  all(): IterableIterator<Connection> {
    return this.connections.values();
  }
}
