// Starts Parlor's server from the built package (dist) in a process of its own, for tests that kill
// it: PORT, DB and DATABASE_URL (PostgreSQL when set) from the environment; prints "ready <url>"
// once listening.
import { startServer } from "@parlor/server";

const server = await startServer({
  port: Number(process.env.PORT),
  host: "127.0.0.1",
  db: String(process.env.DB),
  databaseUrl: process.env.DATABASE_URL || undefined,
  logLevel: false,
});
process.stdout.write(`ready ${server.url}\n`);
process.on("SIGTERM", () => {
  void server.close().then(() => process.exit(0));
});
