import type { WebsocketPluginOptions } from "@fastify/websocket";
import { WebSocket } from "ws";
import type { Limits } from "./limits.js";

/** What the coalescing needs of the TCP socket under a WebSocket. */
interface Corkable {
  cork(): void;
  uncork(): void;
}

/**
 * A server-side WebSocket whose frames sent in one tick leave in one write. Each frame ws sends is a
 * system call of its own; a move at a table sends its player an ack, a move and a view frame, and
 * every other seat a move and a view, all in the same tick: one write per socket instead of two or
 * three. On loopback each write also runs the receiver's side of TCP in the sender's thread, and these
 * writes were the server's largest cost under load (issue 17). The TCP socket is corked at the first
 * frame of a tick and uncorked once the tick's promise jobs have run (`process.nextTick`), so nothing
 * waits for a later event; the frames keep their order. Given to ws as its `WebSocket` class.
 */
export class CoalescingWebSocket extends WebSocket {
  private corked = false;

  override send(data: Parameters<WebSocket["send"]>[0], ...rest: unknown[]): void {
    // ws keeps the TCP socket as `_socket` (null before the upgrade is done and after it closed).
    const raw = (this as unknown as { _socket: Corkable | null })._socket;
    if (!this.corked && raw !== null && this.readyState === WebSocket.OPEN) {
      this.corked = true;
      raw.cork();
      process.nextTick(() => {
        this.corked = false;
        raw.uncork();
      });
    }
    (super.send as (...args: unknown[]) => void).call(this, data, ...rest);
  }
}

/** `CoalescingWebSocket` as ws's server options type it (the module's statics too, which ws never reads there). */
export const COALESCING_WEBSOCKET = CoalescingWebSocket as unknown as NonNullable<
  NonNullable<WebsocketPluginOptions["options"]>["WebSocket"]
>;

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
