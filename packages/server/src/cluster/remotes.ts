import type { ClientMessage, PlayerRef } from "@parlor/protocol";
import { Connection, type ConnectionSocket } from "../connection.js";
import type { Limits } from "../limits.js";
import type { Metrics } from "../metrics.js";
import type { Tables } from "../tables.js";
import type { Bus } from "./bus.js";

/** A forwarded connection's flood limit: none here, its socket's process counts its messages. */
const UNLIMITED = {
  perSecond: Number.MAX_SAFE_INTEGER,
  burst: Number.MAX_SAFE_INTEGER,
  closeAfter: Number.MAX_SAFE_INTEGER,
};

/** WebSocket readyState values (RFC 6455's states, as `ws` numbers them). */
const OPEN = 1;
const CLOSED = 3;

/**
 * The owner's side of several processes: a connection here for each socket of another process
 * that joined a table this process owns. Its messages come forwarded and are handled as a socket's
 * would be, in order; its frames go back to the socket's process.
 */
export class Remotes {
  private readonly connections = new Map<
    string,
    { connection: Connection; socket: { readyState: number } }
  >();

  constructor(
    private readonly bus: Bus,
    private readonly tables: Tables,
    private readonly metrics: Metrics | null,
    private readonly limits: Limits,
  ) {}

  /** A forwarded message: handled by the socket's connection here (made at its first message). */
  async receive(message: {
    from: string;
    c: number;
    n: number;
    player: PlayerRef | null;
    key: string;
    a?: string;
    v?: number;
    m: ClientMessage;
  }): Promise<void> {
    const { from, c, n } = message;
    const key = `${from}/${c}`;
    let held = this.connections.get(key);
    if (!held) {
      const socket: ConnectionSocket & { readyState: number } = {
        readyState: OPEN,
        OPEN,
        send: (text) => {
          this.bus.send(from, { k: "out", c, text }).catch(() => undefined);
        },
        close: (code = 1000, reason = "") => {
          this.bus.send(from, { k: "hangup", c, code, reason }).catch(() => undefined);
        },
      };
      const connection = new Connection(
        socket,
        this.tables,
        UNLIMITED,
        this.metrics,
        this.limits,
        undefined,
        message.player,
        {
          chatKey: message.key,
          ...(message.a !== undefined ? { address: message.a } : {}),
          ...(message.v !== undefined ? { protocol: message.v } : {}),
          remote: {
            moved: (table) => {
              this.bus.send(from, { k: "moved", c, table }).catch(() => undefined);
            },
          },
        },
      );
      held = { connection, socket };
      this.connections.set(key, held);
    }
    const tables = await held.connection.forwarded(message.m);
    await this.bus.send(from, { k: "done", n, tables });
  }

  /** A socket of another process closed: its connection here leaves every table. */
  close(from: string, c: number): void {
    const key = `${from}/${c}`;
    const held = this.connections.get(key);
    if (!held) return;
    this.connections.delete(key);
    held.socket.readyState = CLOSED;
    held.connection.closed();
  }

  /** Processes found dead (or gone): their sockets' connections here leave every table. */
  processesGone(processes: readonly string[]): void {
    const gone = new Set(processes);
    for (const key of [...this.connections.keys()]) {
      const [from, c] = key.split("/");
      if (from !== undefined && gone.has(from)) this.close(from, Number(c));
    }
  }

  get size(): number {
    return this.connections.size;
  }
}
