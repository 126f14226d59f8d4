import { PostgresStore } from "./postgres.js";
import { SqliteStore } from "./sqlite.js";
import type { Store } from "./store.js";

/** Which store to open: PostgreSQL when a URL is given, else the SQLite file. */
export interface StoreConfig {
  /** The SQLite file (created with its folder if missing); unused with `databaseUrl`. */
  readonly db: string;
  /** A `postgresql://` connection string (`DATABASE_URL`): the store is PostgreSQL. */
  readonly databaseUrl?: string | undefined;
  /** An idle PostgreSQL connection failed (the pool replaces it). */
  readonly onIdleError?: (error: Error) => void;
}

/** A connection string without its password, for logs and messages. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    return parsed.toString();
  } catch {
    return "(a DATABASE_URL that is not a URL)";
  }
}

/** The PostgreSQL database could not be opened; the message names it without its password. */
export class DatabaseUnavailable extends Error {
  readonly code = "DATABASE_UNAVAILABLE";
  constructor(url: string, cause: unknown) {
    const why = cause instanceof Error ? cause.message : String(cause);
    super(`cannot open the PostgreSQL database ${redactUrl(url)} (DATABASE_URL): ${why}`, { cause });
    this.name = "DatabaseUnavailable";
  }
}

/** Opens the store the configuration names; `where` says which, for the logs. */
export async function openStore(config: StoreConfig): Promise<{ store: Store; where: string }> {
  if (config.databaseUrl) {
    let store: Store;
    try {
      store = await PostgresStore.open(config.databaseUrl, {
        ...(config.onIdleError ? { onIdleError: config.onIdleError } : {}),
      });
    } catch (error) {
      throw new DatabaseUnavailable(config.databaseUrl, error);
    }
    return { store, where: `postgresql ${redactUrl(config.databaseUrl)}` };
  }
  return { store: new SqliteStore(config.db), where: `sqlite ${config.db}` };
}
