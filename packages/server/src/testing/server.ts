import { buildApp, type AppOptions, type ParlorApp } from "../app.js";
import type { Limits } from "../limits.js";
import { startServer, type RunningServer, type ServeOptions } from "../serve.js";
import type { Store } from "../store/store.js";
import { SQLITE, type DatabaseKind, type TestDatabase } from "./databases.js";

export { tempDb } from "./databases.js";

/**
 * Test servers make many tables from one loopback address: the per-address table and connection
 * limits are lifted unless a test asks for them (the limits' own tests do).
 */
export const TEST_LIMITS: Partial<Limits> = { tablesPerMinute: 0, maxConnectionsPerAddress: 0 };

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

/**
 * The production entry point (`startServer`) on an ephemeral loopback port and a fresh database of
 * the given kind (SQLite by default); `stop` closes it and removes the database.
 */
export async function startTestServer(
  kind: DatabaseKind = SQLITE,
  options: Pick<ServeOptions, "limits" | "allowedOrigins" | "allowedHosts" | "trustProxy" | "botPace"> = {},
): Promise<RunningServer & Urls & { readonly database: TestDatabase; stop(): Promise<void> }> {
  const database = await kind.create();
  let server: RunningServer;
  try {
    server = await startServer({
      port: 0,
      host: "127.0.0.1",
      ...database.serve,
      logLevel: false,
      limits: options.limits ?? TEST_LIMITS,
      ...(options.allowedOrigins ? { allowedOrigins: options.allowedOrigins } : {}),
      ...(options.allowedHosts ? { allowedHosts: options.allowedHosts } : {}),
      ...(options.trustProxy !== undefined ? { trustProxy: options.trustProxy } : {}),
      ...(options.botPace !== undefined ? { botPace: options.botPace } : {}),
    });
  } catch (error) {
    await database.remove();
    throw error;
  }
  return {
    ...server,
    ...urlsOf(server.url),
    database,
    async stop() {
      await server.close();
      await database.remove();
    },
  };
}

/**
 * `buildApp` around a store the test holds (to read what was stored, or to build a second app on
 * the same store as a restart would), its tables resumed, listening on an ephemeral loopback port.
 */
export async function buildTestServer(
  options: Partial<AppOptions> & { readonly store: Store },
): Promise<ParlorApp & Urls & { close(): Promise<void> }> {
  const parlor = await buildApp({ logger: false, limits: TEST_LIMITS, ...options });
  await parlor.tables.resumeAll();
  const url = await parlor.app.listen({ port: 0, host: "127.0.0.1" });
  return { ...parlor, ...urlsOf(url), close: () => parlor.app.close() };
}
