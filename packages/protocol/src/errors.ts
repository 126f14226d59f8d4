/** Error codes of the protocol itself (game rule errors carry the engine's codes, unchanged). */
export const ProtocolErrors = {
  badJson: "bad-json",
  badMessage: "bad-message",
  rateLimited: "rate-limited",
  noTable: "no-table",
  badToken: "bad-token",
  notYourSeat: "not-your-seat",
  notJoined: "not-joined",
  notStarted: "not-started",
  finished: "game-over",
  /** The server could not store a change (its database failed): nothing of it was played. */
  serverError: "server-error",
} as const;

/** One of the protocol's own error codes. */
export type ProtocolError = (typeof ProtocolErrors)[keyof typeof ProtocolErrors];
