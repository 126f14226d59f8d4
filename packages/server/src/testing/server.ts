import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildApp, type AppOptions, type ParlorApp } from "../app.js";
import { startServer, type RunningServer } from "../serve.js";
import type { SqliteStore } from "../store/sqlite.js";

/** A fresh folder for a test's database; `remove` deletes it. */
export function tempDb(): { file: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), "parlor-server-test-"));
  return { file: join(dir, "parlor.db"), remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Where a running test server answers. */
export interface Urls {
  /** http://127.0.0.1:PORT */
  readonly http: string;
  /** ws://127.0.0.1:PORT/ws */
  readonly ws: string;
}

export function urlsOf(httpUrl: string): Urls {
  return { http: httpUrl, ws: `${httpUrl.replace(/^http/, "ws")}/ws` };
}

/** The production entry point (`startServer`) on an ephemeral loopback port and a temporary database. */
export async function startTestServer(): Promise<
  RunningServer & Urls & { readonly db: string; stop(): Promise<void> }
> {
  const db = tempDb();
  const server = await startServer({ port: 0, host: "127.0.0.1", db: db.file, logLevel: false });
  return {
    ...server,
    ...urlsOf(server.url),
    db: db.file,
    async stop() {
      await server.close();
      db.remove();
    },
  };
}

/**
 * `buildApp` around a store the test holds (to read what was stored, or to build a second app on
 * the same store as a restart would), listening on an ephemeral loopback port.
 */
export async function buildTestServer(
  options: Partial<AppOptions> & { readonly store: SqliteStore },
): Promise<ParlorApp & Urls & { close(): Promise<void> }> {
  const parlor = await buildApp({ logger: false, ...options });
  parlor.tables.resumeAll();
  const url = await parlor.app.listen({ port: 0, host: "127.0.0.1" });
  return { ...parlor, ...urlsOf(url), close: () => parlor.app.close() };
}
