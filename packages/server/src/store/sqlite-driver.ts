import { createRequire } from "node:module";
import type BetterSqlite3 from "better-sqlite3";

/** The major version of the Node.js running this process. */
export const NODE_MAJOR = Number(process.versions.node.split(".")[0]);

/** From this Node.js on, the store opens SQLite with better-sqlite3 13. */
export const NODE_OF_DRIVER_13 = 22;

/** The package the store opens SQLite with on this Node.js. */
export const SQLITE_DRIVER = NODE_MAJOR >= NODE_OF_DRIVER_13 ? "better-sqlite3-node22" : "better-sqlite3";

/**
 * better-sqlite3 for the Node.js running: 13 (installed as `better-sqlite3-node22`, a Node-API build
 * shipped in the package) from Node 22 on, 12 (built from source at install) on Node 20. Neither runs
 * on both: 13 needs Node 22 and crashes on 20, and 12's statements abort the process on Node 24.19 and
 * later when the garbage collector frees them outside JavaScript (better-sqlite3#1515). The two share
 * one API; the types are 12's.
 */
const Driver = createRequire(import.meta.url)(SQLITE_DRIVER) as typeof BetterSqlite3;

/** Opens a SQLite file (`:memory:` too) with this Node's driver. */
export function openSqlite(file: string, options?: BetterSqlite3.Options): BetterSqlite3.Database {
  return new Driver(file, options);
}
