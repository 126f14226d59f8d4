import * as z from "zod/mini";
import { requestId, tableId } from "./common.js";
import { hintRequest } from "./hint.js";
import { quickMatchMessage } from "./quickmatch.js";

/** Most seat tokens one join may carry (players sharing a keyboard). */
export const MAX_JOIN_TOKENS = 16;
/** Longest seat token accepted. */
export const MAX_TOKEN_LENGTH = 128;
/** The highest seat number a client may name. */
export const MAX_SEAT = 63;

/** Longest language tag accepted (BCP 47's advised most for a tag a server keeps). */
export const MAX_LANG_LENGTH = 35;

/**
 * A language tag (BCP 47: "en", "fr", "pt-BR", "fr-CA"): letters, then subtags of letters and digits
 * after hyphens. The server speaks the nearest of its languages ("fr-CA" → French), else English.
 */
export const langTag = z
  .string()
  .check(z.maxLength(MAX_LANG_LENGTH), z.regex(/^[A-Za-z]{1,8}(?:-[A-Za-z0-9]{1,8})*$/));

/**
 * `join`: take the seats of these tokens (none: watch as a spectator), and hear the table's moves in
 * `lang` (default English; joining again with another changes it). Answered `joined` or `error`.
 */
export const joinMessage = z.strictObject({
  type: z.literal("join"),
  id: z.optional(requestId),
  table: tableId,
  /** Seat tokens: one per seat to take (several for players sharing a keyboard); none to watch. */
  tokens: z.optional(
    z
      .array(z.string().check(z.minLength(1), z.maxLength(MAX_TOKEN_LENGTH)))
      .check(z.maxLength(MAX_JOIN_TOKENS)),
  ),
  /** The language of the table's moves in words (`joined.moves`, `move`) on this connection. */
  lang: z.optional(langTag),
});

/**
 * `leave`: stop the views of a table on this connection (the seats stay taken). With `free: true`
 * at a table still waiting for players, the seats this connection holds there are given up too (the
 * seat is free again for whoever has its invite). Answered `left`.
 */
export const leaveMessage = z.strictObject({
  type: z.literal("leave"),
  id: z.optional(requestId),
  table: tableId,
  free: z.optional(z.boolean()),
});

/** `action`: play the game's action for a seat this connection holds. Answered `ack` or `error`. */
export const actionMessage = z.strictObject({
  type: z.literal("action"),
  id: z.optional(requestId),
  table: tableId,
  seat: z.number().check(z.int(), z.minimum(0), z.maximum(MAX_SEAT)),
  /** The game's own action, parsed by the game's schema. */
  action: z.unknown(),
});

/** Longest chat line, in characters (after trimming). */
export const MAX_CHAT_LENGTH = 300;

/** The quick phrases: each reader sees them in their own language. */
export const CHAT_PHRASES = ["good-game", "well-played", "oops", "hello", "thanks", "good-luck"] as const;
export const chatPhrase = z.enum(CHAT_PHRASES);
export type ChatPhrase = z.output<typeof chatPhrase>;

/**
 * `chat`: say a line at a table this connection has joined (players and spectators): `text` (1 to
 * 300 characters once trimmed, shown as text only), or one of the quick `phrase`s, which every
 * reader sees in their own language. Answered `ok` (or `error`: `chat-limit`, `bad-chat`).
 */
export const chatMessage = z.strictObject({
  type: z.literal("chat"),
  id: z.optional(requestId),
  table: tableId,
  text: z.optional(z.string().check(z.maxLength(MAX_CHAT_LENGTH * 4))),
  phrase: z.optional(chatPhrase),
});

/** `start`: the host starts a table whose seats are all taken by people who are here. Answered `ok`. */
export const startMessage = z.strictObject({
  type: z.literal("start"),
  id: z.optional(requestId),
  table: tableId,
});

/**
 * `resign`: give up a seat this connection holds. Whether the match goes on (a bot takes the seat)
 * or ends is the server's rule (docs/protocol.md, "Resigning"). Answered `ok`.
 */
export const resignMessage = z.strictObject({
  type: z.literal("resign"),
  id: z.optional(requestId),
  table: tableId,
  seat: z.number().check(z.int(), z.minimum(0), z.maximum(MAX_SEAT)),
});

/**
 * `rematch`: at a finished table, accept (or, `accept: false`, withdraw from) playing again with the
 * same seats. When every person has accepted, everyone there gets a `rematch` frame. Answered `ok`.
 */
export const rematchMessage = z.strictObject({
  type: z.literal("rematch"),
  id: z.optional(requestId),
  table: tableId,
  accept: z.optional(z.boolean()),
});

/**
 * `sit`: a spectator (or anyone joined to the table) takes a free seat: a person's seat at a table
 * still waiting for players that nobody has taken and that is kept for no other player. The server
 * makes the seat's token anew (the old invite link stops working), gives the seat to this connection
 * (bound to its player when it has a session) and answers `seated` with the token, for the page to
 * keep as an invite link's. Refused `seat-taken` (taken, a bot's, or kept for another player),
 * `game-over`, `not-joined`.
 */
export const sitMessage = z.strictObject({
  type: z.literal("sit"),
  id: z.optional(requestId),
  table: tableId,
  seat: z.number().check(z.int(), z.minimum(0), z.maximum(MAX_SEAT)),
});

/** `ping`: answered `pong`. */
export const pingMessage = z.strictObject({ type: z.literal("ping"), id: z.optional(requestId) });

/** Every frame a client may send. */
export const clientMessage = z.discriminatedUnion("type", [
  joinMessage,
  leaveMessage,
  actionMessage,
  pingMessage,
  chatMessage,
  startMessage,
  resignMessage,
  rematchMessage,
  sitMessage,
  quickMatchMessage,
  hintRequest,
]);

export type ClientMessage = z.output<typeof clientMessage>;
export type ClientMessageOf<T extends ClientMessage["type"]> = Extract<ClientMessage, { type: T }>;
