/** @parlor/server — Parlor's game server. */
export { buildApp, DEFAULT_MAX_FRAME_BYTES, type AppOptions, type ParlorApp } from "./app.js";
export { startServer, DEFAULT_DB, DEFAULT_PORT, type RunningServer, type ServeOptions } from "./serve.js";
export {
  BotWorkers,
  BOT_WORKER_DEFAULTS,
  defaultBotThreads,
  type BotWorkersOptions,
  type RemoteBotSpec,
} from "./bot-workers.js";
export {
  AnalysisWorkers,
  DEFAULT_ANALYSIS_THREADS,
  type AnalysisWorkersOptions,
  type MatchAnalyser,
} from "./analysis/workers.js";
export { ANALYSIS_DEFAULTS, type AnalysisSettings } from "./analysis/analyses.js";
export { SqliteStore } from "./store/sqlite.js";
export { PostgresStore, DEFAULT_POOL_SIZE, type PostgresOptions } from "./store/postgres.js";
export { DatabaseUnavailable, openStore, redactUrl, type StoreConfig } from "./store/open.js";
export type { AnalysisRecord, Store, StoredSeat, TableRecord, TableStatus } from "./store/store.js";
export {
  Tables,
  TableStopped,
  hashToken,
  type Joined,
  type SeatRequest,
  type Subscriber,
  type TableSummary,
} from "./tables.js";
export { DEFAULT_RATE_LIMIT, type RateLimit } from "./connection.js";
export { DEFAULT_LIMITS, LimitErrors, type Limits } from "./limits.js";
export { OPEN_FILES_HEADROOM, connectionsAllowed, openFilesLimit } from "./open-files.js";
export { allowedOrigin, CONTENT_SECURITY_POLICY } from "./origins.js";
export {
  PROTOCOL_VERSION,
  ProtocolErrors,
  clientMessage,
  type ClientMessage,
  type ServerMessage,
} from "@parlor/protocol";
export { matchLogOf } from "./tables/feed.js";
