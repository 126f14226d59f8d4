import * as z from "zod/mini";
import { requestId, tableId } from "./common.js";

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

/** `leave`: stop the views of a table on this connection (the seats stay taken). Answered `left`. */
export const leaveMessage = z.strictObject({
  type: z.literal("leave"),
  id: z.optional(requestId),
  table: tableId,
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

/** `ping`: answered `pong`. */
export const pingMessage = z.strictObject({ type: z.literal("ping"), id: z.optional(requestId) });

/** Every frame a client may send. */
export const clientMessage = z.discriminatedUnion("type", [
  joinMessage,
  leaveMessage,
  actionMessage,
  pingMessage,
]);

export type ClientMessage = z.output<typeof clientMessage>;
export type ClientMessageOf<T extends ClientMessage["type"]> = Extract<ClientMessage, { type: T }>;
