import type { AddressLimits } from "../address-limits.js";
import { CHAT_MINUTE_MS } from "../chat/chat.js";
import type { Limits } from "../limits.js";
import type { Logger } from "../tables/logger.js";
import type { Cluster } from "./cluster.js";
import { RedisFallback } from "./redis-fallback.js";
import { SharedAllowance } from "./shared-chat.js";
import { SharedAddressCounts } from "./shared-connections.js";
import { SharedQuota } from "./shared-quota.js";
import { sharedRateLimitStore } from "./shared-rate-store.js";

/**
 * Every per-address limit counted in Redis for all the processes of a cluster together (the
 * cluster's command connection), each falling back to this process's own count when Redis does not
 * answer (docs/security.md): tables made per minute (and players made, passwords tried), waiting
 * tables, tables of bots, connections (TCP, and WebSockets by the address a trusted proxy names), and
 * the session-less spectators' chat lines.
 */
export function sharedAddressLimits(
  cluster: Pick<Cluster, "redis" | "keys" | "processId">,
  limits: Limits,
  logger: Logger,
  wallClock: () => number,
): AddressLimits {
  const { redis, keys, processId } = cluster;
  const fallback = new RedisFallback(redis, logger);
  const counts = (kind: "tcp" | "ws") =>
    new SharedAddressCounts({
      fallback,
      key: (address) => keys.connections(kind, address),
      processId,
      processPrefix: keys.processPrefix,
      cap: limits.maxConnectionsPerAddress,
    });
  const quota = new SharedQuota({ fallback, key: keys.quota, limits });
  const connections = counts("tcp");
  const sockets = counts("ws");
  return {
    quota,
    connections,
    sockets,
    anonymousChat: new SharedAllowance({
      fallback,
      key: keys.anonymousChat,
      processId,
      lines: limits.anonymousChatPerMinute,
      windowMs: CHAT_MINUTE_MS,
      now: wallClock,
    }),
    rateLimitStore: sharedRateLimitStore(fallback, keys.rateLimits),
    close() {
      quota.close();
      connections.close();
      sockets.close();
      fallback.close();
    },
  };
}
