import { buildApp, type ParlorApp } from "./app.js";
import { SqliteStore } from "./store/sqlite.js";

export interface ServeOptions {
  readonly port: number;
  readonly host?: string;
  /** The SQLite file (created with its folder if missing). */
  readonly db: string;
  /** pino log level, or false for no logs. */
  readonly logLevel?: string | false;
  /** The built web client to serve at / (default packages/web/dist; null serves no page). */
  readonly webRoot?: string | null;
}

export interface RunningServer extends ParlorApp {
  readonly url: string;
  /** Stops taking connections, closes sockets, stops tables and the store. */
  close(): Promise<void>;
}

export const DEFAULT_PORT = 8080;
/** Pending connections the kernel may queue: bursts of players joining (the default 511 overflowed). */
export const LISTEN_BACKLOG = 4096;
export const DEFAULT_DB = "data/parlor.db";

/** Starts Parlor: opens the store, resumes every unfinished table, listens. */
export async function startServer(options: ServeOptions): Promise<RunningServer> {
  const store = new SqliteStore(options.db);
  const parlor = await buildApp({
    store,
    logger: options.logLevel === false ? false : { level: options.logLevel ?? "info" },
    ...(options.webRoot !== undefined ? { webRoot: options.webRoot } : {}),
  });
  parlor.tables.resumeAll();
  let url: string;
  try {
    url = await parlor.app.listen({
      port: options.port,
      host: options.host ?? "127.0.0.1",
      backlog: LISTEN_BACKLOG,
    });
  } catch (error) {
    // Not listening (port taken…): the resumed tables must not play on unseen, nor keep the process alive.
    await parlor.app.close();
    store.close();
    throw error;
  }
  let closing: Promise<void> | null = null;
  return {
    ...parlor,
    url,
    close() {
      closing ??= (async () => {
        await parlor.app.close();
        store.close();
      })();
      return closing;
    },
  };
}
