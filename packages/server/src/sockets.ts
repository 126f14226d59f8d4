import type { Socket } from "node:net";
import type { WebSocket } from "ws";
import { LocalAddressCounts, type AddressCounts } from "./address-counts.js";
import type { Limits } from "./limits.js";

/** Why a WebSocket upgrade is refused: its HTTP status and words. */
export interface SocketRefusal {
  readonly status: number;
  readonly message: string;
}

/**
 * The open WebSockets: how many the process holds, and each address (the client's, as a trusted
 * proxy names it) against its cap, in this process or across processes (`perAddress`:
 * cluster/shared-connections.ts); and a heartbeat that closes the dead ones (a peer that did not
 * answer the previous ping: a browser answers pings by itself, so only a vanished or stuck client fails).
 */
export class Sockets {
  private total = 0;
  private readonly alive = new WeakMap<WebSocket, boolean>();
  private readonly open = new Set<WebSocket>();
  private readonly heartbeat: ReturnType<typeof setInterval>;

  constructor(
    private readonly limits: Limits,
    private readonly perAddress: AddressCounts = new LocalAddressCounts(limits.maxConnectionsPerAddress),
    /**
     * Whether an upgrade's TCP connection comes through a trusted proxy: only then is the WebSocket
     * counted by the address the proxy names; any other connection was counted by its own address
     * when it was accepted (connections.ts), the WebSocket with it. Default: every one.
     */
    private readonly throughProxy: (connection: Socket) => boolean = () => true,
  ) {
    this.heartbeat = setInterval(() => this.beat(), limits.heartbeatMs);
    this.heartbeat.unref?.();
  }

  /**
   * Why another WebSocket from this address is refused now, or null: then, come through a trusted
   * proxy, it counts against its address until `connection` (the upgrade's TCP connection, the
   * WebSocket's) closes.
   */
  async admit(address: string, connection: Socket): Promise<SocketRefusal | null> {
    if (this.total >= this.limits.maxConnections)
      return { status: 503, message: "The server holds as many connections as it can: try again soon." };
    const tooMany = {
      status: 429,
      message: `Your address already holds ${this.limits.maxConnectionsPerAddress} connections.`,
    };
    if (!this.throughProxy(connection)) return null;
    const counted = this.perAddress.open(address);
    if (!counted) return tooMany;
    if (connection.destroyed) counted.close();
    else connection.once("close", () => counted.close());
    if (counted.allowed !== true && !(await counted.allowed)) return tooMany;
    return null;
  }

  add(socket: WebSocket): void {
    this.total++;
    this.open.add(socket);
    this.alive.set(socket, true);
    socket.on("pong", () => this.alive.set(socket, true));
  }

  remove(socket: WebSocket): void {
    if (!this.open.delete(socket)) return;
    this.total--;
  }

  get size(): number {
    return this.total;
  }

  private beat(): void {
    for (const socket of this.open) {
      if (this.alive.get(socket) === false) {
        // A dead peer would not answer a close frame either: cut it off.
        socket.terminate();
        continue;
      }
      this.alive.set(socket, false);
      socket.ping();
    }
  }

  stop(): void {
    clearInterval(this.heartbeat);
  }
}
