import type { FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import { LocalAddressCounts, type AddressCounts } from "./address-counts.js";
import { CHAT_MINUTE_MS, ChatLimiter, LocalAllowance, type LineAllowance } from "./chat/chat.js";
import { AddressQuota, type Limits, type TableQuota } from "./limits.js";

/**
 * Where the per-address limits are counted: in this process's memory (`localAddressLimits`, one
 * process), or in Redis for every process together (cluster/shared-limits.ts), so that an address
 * behind a load balancer gets one allowance, not one per process.
 */
export interface AddressLimits {
  /** Waiting tables and tables of bots per address (`waitingTablesPerAddress`, `botTablesPerAddress`). */
  readonly quota: TableQuota;
  /** TCP connections per address (`maxConnectionsPerAddress`, connections.ts). */
  readonly connections: AddressCounts;
  /** WebSockets per address, as a trusted proxy names it (`maxConnectionsPerAddress`, sockets.ts). */
  readonly sockets: AddressCounts;
  /** Session-less spectators' chat lines per address (`anonymousChatPerMinute`, chat/rooms.ts). */
  readonly anonymousChat: LineAllowance;
  /**
   * The store of the rate limits (tables made per minute, players made, passwords tried;
   * @fastify/rate-limit's `store` option); null: the plugin's own, in memory.
   */
  readonly rateLimitStore: FastifyRateLimitStoreCtor | null;
  /** Stops what runs in the background. */
  close(): void;
}

/** Every per-address limit in this process's memory (one process, or Redis not configured). */
export function localAddressLimits(limits: Limits, wallClock: () => number): AddressLimits {
  return {
    quota: new AddressQuota(limits),
    connections: new LocalAddressCounts(limits.maxConnectionsPerAddress),
    sockets: new LocalAddressCounts(limits.maxConnectionsPerAddress),
    anonymousChat: new LocalAllowance(
      new ChatLimiter(wallClock, limits.anonymousChatPerMinute, CHAT_MINUTE_MS),
    ),
    rateLimitStore: null,
    close: () => undefined,
  };
}
