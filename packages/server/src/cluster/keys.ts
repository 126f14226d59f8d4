/**
 * The names Parlor's processes share in Redis (cluster/). One prefix for all, so that a Redis shared
 * with other programs (or several Parlor sites, each with its own prefix) keeps them apart.
 */
export const DEFAULT_PREFIX = "parlor:";

export interface ClusterKeys {
  /** A live process's key (its liveness: a TTL renewed with its leases). */
  process(id: string): string;
  /** The prefix of the process keys (for Lua scripts that name a process by its id). */
  readonly processPrefix: string;
  /** The set of processes that announced themselves (the dead are found there and removed). */
  readonly processes: string;
  /** Which process owns a live table: its id, with a TTL renewed while it is alive. */
  lease(table: string): string;
  /** The players of a process's open sockets, for the lobby's "who is online" (JSON, with a TTL). */
  online(process: string): string;
  /** A hash: table → the seats someone is connected to there (JSON), written by its owner. */
  readonly connected: string;
  /** The channel where a process hears what is meant for it. */
  inbox(process: string): string;
  /** The channel every process hears (a table handed over, a process leaving). */
  readonly everyone: string;
  /** The prefix of the rate limits' keys (@fastify/rate-limit). */
  readonly rateLimits: string;
  /**
   * An address's tables of one kind (`waiting`, `bots`) counted against its cap: a sorted set of
   * table ids, each scored with when it stops counting (ms; cluster/shared-quota.ts).
   */
  quota(kind: string, address: string): string;
  /**
   * The connections of one kind (`tcp`, `ws`) an address holds on each process: a hash of process id
   * to count (cluster/shared-connections.ts).
   */
  connections(kind: string, address: string): string;
  /** The prefix of quick match's queues (cluster/shared-queue.ts). */
  readonly quickMatch: string;
  /** When the session-less spectators of an address said their latest lines: a sorted set (cluster/shared-chat.ts). */
  anonymousChat(address: string): string;
}

export function clusterKeys(prefix = DEFAULT_PREFIX): ClusterKeys {
  return {
    process: (id) => `${prefix}process:${id}`,
    processPrefix: `${prefix}process:`,
    processes: `${prefix}processes`,
    lease: (table) => `${prefix}lease:${table}`,
    online: (process) => `${prefix}online:${process}`,
    connected: `${prefix}connected`,
    inbox: (process) => `${prefix}to:${process}`,
    everyone: `${prefix}all`,
    rateLimits: `${prefix}rate:`,
    quota: (kind, address) => `${prefix}quota:${kind}:${address}`,
    connections: (kind, address) => `${prefix}connections:${kind}:${address}`,
    quickMatch: `${prefix}qm:`,
    anonymousChat: (address) => `${prefix}chat:anonymous:${address}`,
  };
}
