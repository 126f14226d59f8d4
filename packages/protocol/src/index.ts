/**
 * @parlor/protocol — Parlor's WebSocket protocol (docs/protocol.md), the one source of truth for the
 * server, the web page, `parlor loadtest` and the tests' client: every message both ways as a type
 * and a zod schema, the protocol's version and error codes, and parsers that return results.
 */
export { PROTOCOL_VERSION } from "./version.js";
export { ProtocolErrors, type ProtocolError } from "./errors.js";
export {
  MAX_REQUEST_ID_LENGTH,
  MAX_TABLE_ID_LENGTH,
  requestId,
  tableId,
  tableStatus,
  type DeepReadonly,
  type RequestId,
  type TableStatus,
} from "./common.js";
export {
  actionMessage,
  clientMessage,
  joinMessage,
  langTag,
  leaveMessage,
  MAX_JOIN_TOKENS,
  MAX_LANG_LENGTH,
  MAX_SEAT,
  MAX_TOKEN_LENGTH,
  pingMessage,
  type ClientMessage,
  type ClientMessageOf,
} from "./client.js";
export {
  ackMessage,
  errorMessage,
  joinedMessage,
  leftMessage,
  moveMessage,
  outcome,
  pongMessage,
  recentMove,
  seatSummary,
  serverMessage,
  tableMessage,
  viewMessage,
  welcomeMessage,
  type OutgoingServerMessage,
  type Outcome,
  type RecentMove,
  type SeatSummary,
  type ServerMessage,
  type ServerMessageOf,
} from "./server.js";
export { parseClientMessage, parseServerMessage, type FrameError, type Parsed } from "./parse.js";
