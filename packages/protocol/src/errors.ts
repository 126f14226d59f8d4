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
  /**
   * A chat line over a limit (5 lines in 10 s per person; the spectators' lines per table and, without
   * a session, per address): dropped. Its message says when to try again.
   */
  chatLimit: "chat-limit",
  /** A chat line at a table whose chat holds as many lines as a table keeps: dropped. */
  chatFull: "chat-full",
  /** A chat line that is empty, too long, or neither text nor a quick phrase. */
  badChat: "bad-chat",
  /** `start` from someone who is not the table's host. */
  notHost: "not-host",
  /** `start` while some seat is free or its person is away. */
  notReady: "not-ready",
  /**
   * `rematch` at a table that cannot have one: not finished, or with neither a host nor a player at
   * every person's seat.
   */
  noRematch: "no-rematch",
  /**
   * `sit` at a seat that is not free: taken by someone, a bot's, kept for another player, or at a table
   * no longer waiting for players.
   */
  seatTaken: "seat-taken",
  /**
   * `sit` or `join` taking a seat of a rated table without an account (a guest, or no session): rated
   * play needs an account (docs/ratings.md).
   */
  accountNeeded: "account-needed",
} as const;

/** One of the protocol's own error codes. */
export type ProtocolError = (typeof ProtocolErrors)[keyof typeof ProtocolErrors];
