/**
 * Tables and matches over HTTP (docs/protocol.md#http-api): making a table, its summary, the lists
 * of tables and of played matches, a finished match's log, a table's chat, the lobby.
 */
import * as z from "zod/mini";
import { MAX_TABLE_SEATS, seat, tableId, tableStatus } from "../common.js";
import { MAX_MATCHES_PAGE } from "../matches.js";
import { tablePace, turnBasedClock, turnBasedRequest } from "../pace.js";
import { chatLine, outcome, seatSummary, tableEnding } from "../server.js";
import { MAX_PLAYER_ID_LENGTH } from "./common.js";
import { MAX_BOT_LEVEL_LENGTH, MAX_GAME_ID_LENGTH } from "./games.js";

/**
 * The bounds of a table's grace, `graceSeconds` (how long a person may be away before their
 * level-matched bot plays their seat), in seconds: the server's check, the schema, the page's input.
 */
export const GRACE_SECONDS = { min: 5, max: 600 } as const;

/** A seat of a table to make: a person's, or a bot's of a level. */
export const seatRequest = z.union([
  z.strictObject({ bot: z.string().check(z.minLength(1), z.maxLength(MAX_BOT_LEVEL_LENGTH)) }),
  z.strictObject({ human: z.literal(true) }),
]);
export type SeatRequest = z.output<typeof seatRequest>;

/** `POST /api/tables`. */
export const createTableBody = z.strictObject({
  game: z.string().check(z.minLength(1), z.maxLength(MAX_GAME_ID_LENGTH)),
  /** The game's options (the game parses them: its own schema); absent ones take their defaults. */
  options: z.optional(z.record(z.string(), z.unknown())),
  seats: z.array(seatRequest).check(z.minLength(1), z.maxLength(MAX_TABLE_SEATS)),
  /** Whether the match counts for ratings (default true). */
  rated: z.optional(z.boolean()),
  /** Seconds a person may be away before their level-matched bot plays their seat (default by the game's pace). */
  graceSeconds: z.optional(z.int().check(z.minimum(GRACE_SECONDS.min), z.maximum(GRACE_SECONDS.max))),
  /** Live (default) or turn-based (docs/protocol.md#turn-based-tables). */
  pace: z.optional(tablePace),
  /** A turn-based table's time bank (hours; with `pace: "turn-based"` only). */
  turnBased: z.optional(turnBasedRequest),
});
export type CreateTableBody = z.output<typeof createTableBody>;

/** What `POST /api/tables` answers (201): the table, and a secret token per person's seat (null for bots). */
export const createTableAnswer = z.strictObject({
  id: tableId,
  seatTokens: z.array(z.nullable(z.string().check(z.minLength(1)))),
});
export type CreateTableAnswer = z.output<typeof createTableAnswer>;

/** A table as the API shows it (`GET /api/tables/:id`, the lists of tables and matches, the lobby). */
export const tableSummary = z.strictObject({
  id: tableId,
  game: z.string(),
  status: tableStatus,
  /** How many actions its log holds. */
  seq: z.number().check(z.int(), z.minimum(0)),
  seats: z.array(seatSummary),
  outcome: z.nullable(outcome),
  /** Wall-clock ms (Unix epoch). */
  createdAt: z.number(),
  startedAt: z.nullable(z.number()),
  finishedAt: z.nullable(z.number()),
  /** Game time the finished match lasted, in ms (its log's `until`); null until it is finished. */
  duration: z.nullable(z.number()),
  /** The player who made the table and starts it (null: it starts once every seat is taken). */
  host: z.nullable(z.string()),
  /** Whether the match counts for ratings. */
  rated: z.boolean(),
  /** How it ended (played out, a resignation, abandoned); null until it is finished. */
  ending: z.nullable(tableEnding),
  /**
   * Whether every person in it took part (the game's minimum of moves); null until it is finished.
   * Unplayed matches are unrated and left out of `/api/matches`.
   */
  played: z.nullable(z.boolean()),
  /** The rematch table, once everyone at this one accepted. */
  next: z.nullable(tableId),
  /** A turn-based table's time bank; null: a live table. */
  turnBased: z.nullable(turnBasedClock),
});
export type TableSummary = z.output<typeof tableSummary>;

/** `GET /api/tables` (open and live tables, newest first) and `GET /api/matches` (a page of played ones). */
export const tableList = z.array(tableSummary);

/**
 * `GET /api/matches`' query: the filters (empty is none), where the page starts (`before`: the last
 * match's cursor, `matchCursor`), its size (1 to MAX_MATCHES_PAGE; default MATCHES_PAGE).
 */
export const matchesQuery = z.object({
  game: z.optional(z.string().check(z.maxLength(MAX_GAME_ID_LENGTH))),
  player: z.optional(z.string().check(z.maxLength(MAX_PLAYER_ID_LENGTH))),
  before: z.optional(z.string().check(z.maxLength(100))),
  limit: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(MAX_MATCHES_PAGE))),
});
export type MatchesQuery = z.output<typeof matchesQuery>;

/** A seat of a match log: the name its person sat down with, or its bot's level. */
export const logSeat = z.strictObject({ name: z.optional(z.string()), bot: z.optional(z.string()) });

/** One accepted action of a match log. */
export const logEntry = z.strictObject({
  seq: z.number().check(z.int(), z.minimum(1)),
  /** Game time, ms since the match started. */
  at: z.number().check(z.minimum(0)),
  seat,
  /** The game's action: its shape is the game's (its own schema reads it), opaque here. */
  action: z.unknown(),
});

/**
 * `GET /api/tables/:id/log`: a finished match's log (the engine's `MatchLog`), which `replay(log)`
 * plays again to the same states.
 */
export const matchLog = z.strictObject({
  game: z.string(),
  /** The game's options as it parsed them: the game's own data, opaque here. */
  options: z.unknown(),
  seed: z.string(),
  seats: z.array(logSeat),
  actions: z.array(logEntry),
  /** The game time the finished match ended at. */
  until: z.optional(z.number().check(z.minimum(0))),
});
export type MatchLogAnswer = z.output<typeof matchLog>;

/** `GET /api/tables/:id/chat`: the table's chat, oldest first. */
export const tableChat = z.array(chatLine);

/** A player in the lobby's list of who is online. */
export const onlinePlayer = z.strictObject({ id: z.string(), name: z.string() });
export type OnlinePlayer = z.output<typeof onlinePlayer>;

/** `GET /api/lobby`: who is online, and the waiting tables with a person's seat free. */
export const lobbyAnswer = z.strictObject({
  online: z.array(onlinePlayer),
  needPlayers: z.array(tableSummary),
});
export type LobbyAnswer = z.output<typeof lobbyAnswer>;
