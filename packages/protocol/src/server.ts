import * as z from "zod/mini";
import { requestId, seat, tableId, tableStatus, type DeepReadonly } from "./common.js";

/** A seat as anyone may see it: a bot by level, or a human seat and whether it is taken. */
export const seatSummary = z.union([
  z.strictObject({ bot: z.string(), joined: z.boolean() }),
  z.strictObject({ human: z.literal(true), joined: z.boolean() }),
]);
export type SeatSummary = DeepReadonly<z.output<typeof seatSummary>>;

/** How a match ended (the engine's `Outcome`). */
export const outcome = z.object({
  scores: z.array(z.number()),
  winners: z.array(seat),
  /** The partnerships that scored together, when the game has them. */
  teams: z.optional(z.array(z.array(seat))),
  /** The score sheet of a match of several deals: one row per deal. */
  deals: z.optional(z.array(z.array(z.number()))),
});
export type Outcome = DeepReadonly<z.output<typeof outcome>>;

/** Sent first, on every connection. */
export const welcomeMessage = z.strictObject({
  type: z.literal("welcome"),
  protocol: z.number().check(z.int()),
});

/** The number of an action in its table's log, from 1. */
const logSeq = z.number().check(z.int(), z.minimum(1));

/**
 * One accepted action in words: its number in the log, who made it, when (game time, ms since the
 * match started), and the game's `describe` of it (what a spectator may know, the seat named as a
 * replay names it: "Bot 2 (easy) found a set: …"), in the language the connection joined with.
 */
export const recentMove = z.strictObject({
  seq: logSeq,
  seat,
  at: z.number().check(z.minimum(0)),
  text: z.string(),
});
export type RecentMove = DeepReadonly<z.output<typeof recentMove>>;

/**
 * A join's answer: every seat this connection holds at the table, and the table's latest moves in
 * words, oldest first (the server keeps the last few of a live table; none while it waits).
 */
export const joinedMessage = z.strictObject({
  type: z.literal("joined"),
  id: z.optional(requestId),
  table: tableId,
  game: z.string(),
  seats: z.array(seat),
  status: tableStatus,
  moves: z.array(recentMove),
});

/** A leave's answer. */
export const leftMessage = z.strictObject({
  type: z.literal("left"),
  id: z.optional(requestId),
  table: tableId,
});

/** One seat's view (or the spectator's, `seat: null`) after a change; `seq` is the log length it reflects. */
export const viewMessage = z.strictObject({
  type: z.literal("view"),
  table: tableId,
  seat: z.nullable(seat),
  seq: z.number().check(z.int(), z.minimum(0)),
  status: tableStatus,
  /** The game's view for that seat (its shape is the game's view type). */
  view: z.unknown(),
});

/** Where a table stands: on joining, when a seat is taken, when it starts and when it finishes. */
export const tableMessage = z.strictObject({
  type: z.literal("table"),
  table: tableId,
  status: tableStatus,
  seats: z.array(seatSummary),
  outcome: z.nullable(outcome),
});

/**
 * An action accepted at the table (a player's or a bot's), in words: sent to every connection at the
 * table, players and spectators alike, after the views of the change it made.
 */
export const moveMessage = z.strictObject({
  type: z.literal("move"),
  table: tableId,
  ...recentMove.shape,
});

/** An action accepted and stored as number `seq` of the log. */
export const ackMessage = z.strictObject({
  type: z.literal("ack"),
  id: z.optional(requestId),
  table: tableId,
  seq: z.number().check(z.int(), z.minimum(1)),
});

/** A refusal: a protocol error code (`ProtocolErrors`, the limits' codes) or a rule error's code. */
export const errorMessage = z.strictObject({
  type: z.literal("error"),
  id: z.optional(requestId),
  code: z.string().check(z.minLength(1)),
  message: z.string(),
});

/** A ping's answer. */
export const pongMessage = z.strictObject({ type: z.literal("pong"), id: z.optional(requestId) });

/** Every frame the server sends. */
export const serverMessage = z.discriminatedUnion("type", [
  welcomeMessage,
  joinedMessage,
  leftMessage,
  viewMessage,
  tableMessage,
  moveMessage,
  ackMessage,
  errorMessage,
  pongMessage,
]);

/** A server frame as received (what the schema gives). */
export type ServerMessage = z.output<typeof serverMessage>;
export type ServerMessageOf<T extends ServerMessage["type"]> = Extract<ServerMessage, { type: T }>;
/** A server frame as the server builds it (from the engine's readonly data). */
export type OutgoingServerMessage = DeepReadonly<ServerMessage>;
