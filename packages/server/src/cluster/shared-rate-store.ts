import { createRequire } from "node:module";
import type {
  FastifyRateLimitOptions,
  FastifyRateLimitStore,
  FastifyRateLimitStoreCtor,
} from "@fastify/rate-limit";
import type { Redis } from "ioredis";
import type { RedisFallback } from "./redis-fallback.js";

/** What a rate limit's store answers: the requests in the window so far, and the window's time left. */
interface Counted {
  readonly current: number;
  readonly ttl: number;
}
type Answer = (error: Error | null, result?: Counted) => void;

/** A store of @fastify/rate-limit, as its own stores are (`store/LocalStore.js`, `store/RedisStore.js`). */
interface PluginStore {
  incr(key: string, answer: Answer, timeWindow: number, max: number): void;
  read(key: string, answer: Answer, timeWindow: number, max: number): void;
  child(routeOptions: object): PluginStore;
}

const require = createRequire(import.meta.url);
/**
 * @fastify/rate-limit's own stores: the one its `redis` option makes (INCR with a PEXPIRE per window,
 * its keys named by route, so that counts carry over from processes that used it directly) and its
 * default in memory. Not in its types: the package has no `exports`, so these files are its API too.
 */
const LocalStore = require("@fastify/rate-limit/store/LocalStore.js") as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
) => PluginStore;
const RedisStore = require("@fastify/rate-limit/store/RedisStore.js") as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  nameSpace: string,
) => PluginStore;

/**
 * A rate limit counted in Redis for every process together (the plugin's Redis store), and in this
 * process's memory too (its local store): while Redis answers, its count decides; when it does not
 * (not connected, failing, or slower than SHARED_LIMITS_WAIT_MS), this process's own count does
 * (fails open to counting alone, logged, where the plugin's Redis store alone fails every request).
 */
class FallbackStore implements FastifyRateLimitStore {
  constructor(
    private readonly shared: PluginStore,
    private readonly local: PluginStore,
    private readonly fallback: RedisFallback,
  ) {}

  incr(key: string, answer: Answer, timeWindow: number, max: number): void {
    this.count("incr", key, answer, timeWindow, max);
  }

  read(key: string, answer: Answer, timeWindow: number, max: number): void {
    this.count("read", key, answer, timeWindow, max);
  }

  private count(method: "incr" | "read", key: string, answer: Answer, timeWindow: number, max: number): void {
    this.local[method](
      key,
      (_error, here) => {
        const asked = this.fallback.ask(
          "rate limits",
          () =>
            new Promise<Counted>((resolve, reject) =>
              this.shared[method](
                key,
                (error, counted) => (counted ? resolve(counted) : reject(error ?? new Error("no count"))),
                timeWindow,
                max,
              ),
            ),
        );
        void asked.then((everywhere) => answer(null, everywhere ?? here));
      },
      timeWindow,
      max,
    );
  }

  child(routeOptions: Parameters<FastifyRateLimitStore["child"]>[0]): FallbackStore {
    return new FallbackStore(this.shared.child(routeOptions), this.local.child(routeOptions), this.fallback);
  }
}

/** The rate-limit store (`store` option of @fastify/rate-limit) of several processes sharing Redis. */
export function sharedRateLimitStore(fallback: RedisFallback, nameSpace: string): FastifyRateLimitStoreCtor {
  return class extends FallbackStore {
    constructor(options: FastifyRateLimitOptions) {
      const { continueExceeding = false, exponentialBackoff = false } = options as {
        continueExceeding?: boolean;
        exponentialBackoff?: boolean;
      };
      super(
        new RedisStore(continueExceeding, exponentialBackoff, fallback.redis, nameSpace),
        new LocalStore(continueExceeding, exponentialBackoff),
        fallback,
      );
    }
  };
}
