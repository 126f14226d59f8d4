/** Every table of this server process (the parts, one job each, are in `tables/`). */
export {
  Tables,
  type ActionAnswer,
  type Joined,
  type TablesCluster,
  type TablesOptions,
} from "./tables/tables.js";
export { type SeatRequest } from "./tables/admission.js";
export { type Logger } from "./tables/logger.js";
export { DEFAULT_IDLE_MS } from "./tables/memory.js";
export { TableStopped } from "./tables/steps.js";
export { type TableSummary } from "./tables/summary.js";
export { hashToken, newToken } from "./tables/tokens.js";
export type { Subscriber } from "./live-table.js";
