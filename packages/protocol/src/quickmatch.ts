/**
 * Quick match (docs/protocol.md#quick-match): "play with anyone". `POST /api/quickmatch` puts the
 * person of the session in the queue of a game and table size and answers a ticket; the page hands
 * the ticket to its WebSocket (`quickmatch`), which hears who is waiting (`queue`) and, once matched,
 * its seat (`matched`). A ticket lives only while the socket it was handed to does.
 */
import * as z from "zod/mini";
import { MAX_TABLE_SEATS, requestId, tableId } from "./common.js";
import { MAX_BOT_LEVEL_LENGTH, MAX_GAME_ID_LENGTH } from "./http/games.js";

/** How long a person waits for people before bots fill the table, unless they say: 20 s. */
export const QUICK_MATCH_BOTS_AFTER_SECONDS = 20;
/** The longest wait for people a person may ask for before bots fill the table: 10 minutes. */
export const QUICK_MATCH_MAX_BOTS_AFTER_SECONDS = 600;
/** Longest ticket accepted. */
export const MAX_TICKET_LENGTH = 64;
/** The most seats a quick match may ask for: a table's most. */
export const QUICK_MATCH_MAX_SEATS = MAX_TABLE_SEATS;

/**
 * The table size people expect of a game where it is not the smallest it allows with a second player
 * (French Tarot is played by 4 unless the table says otherwise): "Play now"'s and quick match's size.
 */
export const USUAL_PLAYERS: Readonly<Record<string, number>> = { tarot: 4 };

/** The fewest players a table of people (or a person and a bot) seats. */
const AT_LEAST = 2;

/** How many play at the game's usual table: "Play now"'s size, quick match's and the set-up form's first one. */
export function usualPlayers(game: { readonly id: string; readonly seatCounts: readonly number[] }): number {
  const usual = USUAL_PLAYERS[game.id];
  return usual !== undefined && game.seatCounts.includes(usual)
    ? usual
    : (game.seatCounts.find((n) => n >= AT_LEAST) ?? game.seatCounts.at(-1) ?? AT_LEAST);
}

/** A quick-match ticket: a secret that names one person's place in a queue. */
export const quickMatchTicket = z.string().check(z.minLength(1), z.maxLength(MAX_TICKET_LENGTH));

/**
 * `POST /api/quickmatch`: the game, and optionally the table size (default: the game's usual one),
 * rated or not (default: rated for an account, which a rated queue needs), how long to wait for people
 * before bots take the free seats (default `QUICK_MATCH_BOTS_AFTER_SECONDS`), and the bots' level
 * (default: the game's own).
 */
export const quickMatchBody = z.strictObject({
  game: z.string().check(z.minLength(1), z.maxLength(MAX_GAME_ID_LENGTH)),
  seats: z.optional(z.number().check(z.int(), z.minimum(2), z.maximum(QUICK_MATCH_MAX_SEATS))),
  rated: z.optional(z.boolean()),
  botsAfterSeconds: z.optional(z.number().check(z.minimum(0), z.maximum(QUICK_MATCH_MAX_BOTS_AFTER_SECONDS))),
  botLevel: z.optional(z.string().check(z.minLength(1), z.maxLength(MAX_BOT_LEVEL_LENGTH))),
});
export type QuickMatchBody = z.output<typeof quickMatchBody>;

/** What `POST /api/quickmatch` answers (201): the ticket and the queue it waits in, defaults filled. */
export const quickMatchAnswer = z.strictObject({
  ticket: quickMatchTicket,
  game: z.string(),
  seats: z.number().check(z.int()),
  rated: z.boolean(),
  botsAfterSeconds: z.number(),
  botLevel: z.string(),
});
export type QuickMatchAnswer = z.output<typeof quickMatchAnswer>;

/**
 * `quickmatch`: wait with this ticket on this connection (within a few seconds of getting it, or it
 * lapses). Answered `queue`; the ticket leaves the queue when the connection closes.
 */
export const quickMatchMessage = z.strictObject({
  type: z.literal("quickmatch"),
  id: z.optional(requestId),
  ticket: quickMatchTicket,
});

/** One person waiting in a queue: their name, how long they have waited (ms), and whether it is you. */
export const queueWaiter = z.strictObject({
  name: z.string(),
  waitedMs: z.number().check(z.minimum(0)),
  you: z.boolean(),
});

/**
 * Who is waiting in a ticket's queue, oldest first, sent when it changes (and as `quickmatch`'s
 * answer): `botsInMs` until bots take the free seats (when the first of the waiters' own waits for
 * people runs out, everyone waiting is seated together).
 */
export const queueMessage = z.strictObject({
  type: z.literal("queue"),
  id: z.optional(requestId),
  ticket: quickMatchTicket,
  game: z.string(),
  seats: z.number().check(z.int()),
  rated: z.boolean(),
  waiting: z.array(queueWaiter),
  botsInMs: z.number().check(z.minimum(0)),
});

/**
 * Matched: the table made for the ticket, the person's seat and its secret token (join the table with
 * it, as with an invite). The ticket is used up.
 */
export const matchedMessage = z.strictObject({
  type: z.literal("matched"),
  ticket: quickMatchTicket,
  table: tableId,
  seat: z.number().check(z.int(), z.minimum(0)),
  token: z.string().check(z.minLength(1)),
});

/** One queue as the lobby lists it (`GET /api/quickmatch`): who waits for which table. */
export const queueSummary = z.strictObject({
  game: z.string(),
  seats: z.number().check(z.int()),
  rated: z.boolean(),
  waiting: z.array(z.strictObject({ name: z.string(), waitedMs: z.number().check(z.minimum(0)) })),
});
export type QueueSummary = z.output<typeof queueSummary>;
