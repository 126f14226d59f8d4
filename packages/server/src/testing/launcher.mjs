// Starts Parlor's server from the built package (dist) in a process of its own, for tests that kill
// it: PORT, DB and DATABASE_URL (PostgreSQL when set), REDIS_URL and LEASE_MS (several processes)
// from the environment; prints "ready <url>" once listening. PARLOR_TEST_LOG_LEVEL (default: no logs) to debug.
import { startServer } from "@parlor/server";

const server = await startServer({
  port: Number(process.env.PORT),
  host: "127.0.0.1",
  db: String(process.env.DB),
  databaseUrl: process.env.DATABASE_URL || undefined,
  // Several processes: REDIS_URL (and LEASE_MS, a lease other than the default).
  redisUrl: process.env.REDIS_URL || undefined,
  ...(process.env.LEASE_MS ? { leaseMs: Number(process.env.LEASE_MS) } : {}),
  logLevel: process.env.PARLOR_TEST_LOG_LEVEL || false,
});
process.stdout.write(`ready ${server.url}\n`);
process.on("SIGTERM", () => {
  void server.close().then(() => process.exit(0));
});
