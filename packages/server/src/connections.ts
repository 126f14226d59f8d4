import type { Server } from "node:http";
import type { Socket } from "node:net";
import proxyAddr from "@fastify/proxy-addr";
import { LocalAddressCounts, type AddressCounts } from "./address-counts.js";
import type { Limits } from "./limits.js";

/**
 * The open TCP connections of each address, HTTP and WebSocket together (an upgraded connection is
 * the same socket): a connection past `Limits.maxConnectionsPerAddress` is destroyed as soon as it is
 * accepted, before it sends anything or holds a file for long. Connections from a trusted proxy
 * (`exempt`) are not counted: behind it every client has its address, and the WebSocket count by the
 * address the proxy names (sockets.ts) applies instead. Counted with every process's (`counts` of
 * cluster/shared-connections.ts), a connection is also destroyed once Redis shows its address past
 * the cap across processes, and its requests wait for that answer (`confirmed`).
 */
export class AddressConnections {
  /** The connections whose count across processes is not known yet: their answer. */
  private readonly pending = new WeakMap<Socket, Promise<boolean>>();

  constructor(
    private readonly perAddress: number,
    private readonly exempt: (address: string) => boolean,
    private readonly refused: () => void,
    private readonly counts: AddressCounts = new LocalAddressCounts(perAddress),
  ) {}

  /** Counts the server's connections from now on. */
  attach(server: Server): void {
    if (this.perAddress <= 0) return;
    server.on("connection", (socket: Socket) => this.accept(socket));
  }

  /**
   * Whether a connection may be served: true at once, unless its count across processes is not
   * known yet; false once it was refused (it is closed then).
   */
  confirmed(socket: Socket): true | Promise<boolean> {
    return this.pending.get(socket) ?? true;
  }

  private accept(socket: Socket): void {
    const raw = socket.remoteAddress;
    // Already gone (reset before Node could ask): nothing to count.
    if (raw === undefined) return;
    const address = peerAddress(raw);
    if (this.exempt(address)) return;
    const counted = this.counts.open(address);
    if (!counted) {
      this.refused();
      socket.destroy();
      return;
    }
    socket.once("close", () => counted.close());
    if (counted.allowed === true) return;
    const allowed = counted.allowed.then((ok) => {
      this.pending.delete(socket);
      if (!ok && !socket.destroyed) {
        this.refused();
        socket.destroy();
      }
      return ok;
    });
    this.pending.set(socket, allowed);
  }
}

/** An IPv4 client seen through an IPv6 socket (`::ffff:10.0.0.7`) as its IPv4 address. */
export function peerAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped?.[1] ?? address;
}

/**
 * Whether a TCP peer is a proxy trusted by `AppOptions.trustProxy`, read as Fastify reads it for the
 * nearest hop (`@fastify/proxy-addr`, Fastify's own): `true` or a number of hops trusts every peer; a
 * list, its addresses, CIDR ranges and named ranges (`loopback`, `linklocal`, `uniquelocal`).
 */
export function trustsPeer(
  trust: boolean | number | readonly string[] | undefined,
): (address: string) => boolean {
  if (trust === undefined || trust === false || trust === 0) return () => false;
  if (trust === true || typeof trust === "number") return () => true;
  const trusted = proxyAddr.compile([...trust]);
  return (address) => trusted(peerAddress(address), 0);
}

/** How often Node looks for requests past their header or request timeout: a tenth of the shorter. */
export const TIMEOUT_CHECKS = { fraction: 10, minMs: 10, maxMs: 1_000 } as const;

/**
 * The HTTP server's timeouts as Node's `http.createServer` takes them. Node checks for requests past
 * their time every `connectionsCheckingInterval` (30 s by default, so a 10 s header timeout would
 * close a request after 10 to 40 s): here a tenth of the shorter timeout, at most 1 s. The header
 * timeout is at most the request timeout (Node requires it); 0 turns either off. An upgraded connection (a WebSocket)
 * leaves Node's HTTP parsing, so none of these close it: its heartbeat does.
 */
export function httpTimeouts(limits: Pick<Limits, "headersTimeoutMs" | "requestTimeoutMs">): {
  headersTimeout: number;
  requestTimeout: number;
  connectionsCheckingInterval: number;
} {
  const requestTimeout = limits.requestTimeoutMs;
  const headersTimeout =
    requestTimeout > 0 && limits.headersTimeoutMs > requestTimeout ? requestTimeout : limits.headersTimeoutMs;
  const shortest = Math.min(...[headersTimeout, requestTimeout].filter((ms) => ms > 0));
  const connectionsCheckingInterval = Number.isFinite(shortest)
    ? Math.min(
        TIMEOUT_CHECKS.maxMs,
        Math.max(TIMEOUT_CHECKS.minMs, Math.floor(shortest / TIMEOUT_CHECKS.fraction)),
      )
    : TIMEOUT_CHECKS.maxMs;
  return { headersTimeout, requestTimeout, connectionsCheckingInterval };
}
