/**
 * vitest's global setup for the integration tier: one throwaway PostgreSQL cluster for the run
 * (`postgresForTheRun`), which every file's tests use, each in a database of its own.
 */
export { postgresForTheRun as default } from "./postgres.js";
