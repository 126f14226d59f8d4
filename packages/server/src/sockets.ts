import type { WebSocket } from "ws";
import type { Limits } from "./limits.js";

/**
 * The open WebSockets: how many each address holds, against the process's and the address's caps,
 * and a heartbeat that closes the dead ones (a peer that did not answer the previous ping: a
 * browser answers pings by itself, so only a vanished or stuck client fails).
 */
export class Sockets {
  private readonly byAddress = new Map<string, number>();
  private total = 0;
  private readonly alive = new WeakMap<WebSocket, boolean>();
  private readonly open = new Set<WebSocket>();
  private readonly heartbeat: ReturnType<typeof setInterval>;

  constructor(private readonly limits: Limits) {
    this.heartbeat = setInterval(() => this.beat(), limits.heartbeatMs);
    this.heartbeat.unref?.();
  }

  /** Why another connection from this address is refused now (HTTP status and words), or null. */
  refusal(address: string): { status: number; message: string } | null {
    if (this.total >= this.limits.maxConnections)
      return { status: 503, message: "The server holds as many connections as it can: try again soon." };
    const perAddress = this.limits.maxConnectionsPerAddress;
    if (perAddress > 0 && (this.byAddress.get(address) ?? 0) >= perAddress)
      return { status: 429, message: `Your address already holds ${perAddress} connections.` };
    return null;
  }

  add(address: string, socket: WebSocket): void {
    this.total++;
    this.byAddress.set(address, (this.byAddress.get(address) ?? 0) + 1);
    this.open.add(socket);
    this.alive.set(socket, true);
    socket.on("pong", () => this.alive.set(socket, true));
  }

  remove(address: string, socket: WebSocket): void {
    if (!this.open.delete(socket)) return;
    this.total--;
    const left = (this.byAddress.get(address) ?? 1) - 1;
    if (left > 0) this.byAddress.set(address, left);
    else this.byAddress.delete(address);
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
