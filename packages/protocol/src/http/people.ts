/**
 * The people's HTTP API (docs/protocol.md#people-and-sessions): guests, who you are, accounts, logging
 * in and out, players' pages. The bounds of names, usernames and passwords are declared here once:
 * the server's checks (packages/server/src/people/names.ts), these schemas and the page's inputs.
 */
import * as z from "zod/mini";
import { seat, tableId } from "../common.js";
import { outcome, playerRef, tableEnding } from "../server.js";
import { MAX_PLAYER_ID_LENGTH } from "./common.js";
import { RATING_FIGURES } from "./ratings.js";

/** Longest name, in user-perceived characters (grapheme clusters) once trimmed. */
export const MAX_NAME_LENGTH = 24;
/**
 * Longest name in UTF-16 code units (what a browser's `maxLength` counts): a name is copied into every
 * frame, chat line, move, lobby and leaderboard entry, so its size is bounded whatever it is made of.
 */
export const MAX_NAME_UNITS = 64;
/** Longest name as sent, before its spaces are trimmed and folded: past it, refused unread. */
export const MAX_SENT_NAME_UNITS = 4 * MAX_NAME_UNITS;
/** Shortest username. */
export const MIN_USERNAME_LENGTH = 3;
/** Longest username. */
export const MAX_USERNAME_LENGTH = 32;
/**
 * The characters a username is made of, as a character class's inside (the hyphen escaped, as a
 * browser's `pattern` attribute, compiled with the `v` flag, wants it).
 */
export const USERNAME_CHARACTERS = "A-Za-z0-9_.\\-";
/** A username's characters, every one of them. */
export const USERNAME_PATTERN = new RegExp(`^[${USERNAME_CHARACTERS}]+$`);
/** Shortest password, in characters (code points). */
export const MIN_PASSWORD_LENGTH = 8;
/** Longest password, in characters (code points; scrypt takes any length: this bounds the work and the body). */
export const MAX_PASSWORD_LENGTH = 256;

/** A name as sent (the server trims it and checks its characters: people/names.ts). */
const sentName = z.string().check(z.maxLength(MAX_SENT_NAME_UNITS));

/** `POST /api/players` (a guest) and `PATCH /api/me` (a new name). */
export const nameBody = z.object({ name: sentName });
export type NameBody = z.output<typeof nameBody>;

/**
 * `POST /api/account`: a username, a password (its length in characters is the server's check; in
 * UTF-16 code units it is at most twice that) and, optionally, the name to go by (default: the guest's
 * name, else the username).
 */
export const accountBody = z.object({
  username: z
    .string()
    .check(z.minLength(MIN_USERNAME_LENGTH), z.maxLength(MAX_USERNAME_LENGTH), z.regex(USERNAME_PATTERN)),
  password: z.string().check(z.minLength(MIN_PASSWORD_LENGTH), z.maxLength(2 * MAX_PASSWORD_LENGTH)),
  name: z.optional(sentName),
});
export type AccountBody = z.output<typeof accountBody>;

/** `POST /api/login`. */
export const loginBody = z.object({
  username: z.string().check(z.maxLength(MAX_USERNAME_LENGTH)),
  password: z.string().check(z.maxLength(2 * MAX_PASSWORD_LENGTH)),
});
export type LoginBody = z.output<typeof loginBody>;

/** What a player is: a guest (a name only), an account (a username and a password), a bot level. */
export const PLAYER_KINDS = ["guest", "account", "bot"] as const;
export const playerKind = z.enum(PLAYER_KINDS);
export type PlayerKind = z.output<typeof playerKind>;

/** `POST /api/players`' answer (201): the guest made. */
export const guestAnswer = z.strictObject({ id: z.string().check(z.minLength(1)), name: z.string() });
export type GuestAnswer = z.output<typeof guestAnswer>;

/**
 * The player of the session: `GET /api/me` (204 without one), `PATCH /api/me`, `POST /api/account`
 * (201), `POST /api/login`. Only the player themself sees their username.
 */
export const meAnswer = z.strictObject({
  id: z.string().check(z.minLength(1)),
  name: z.string(),
  kind: playerKind,
  username: z.optional(z.string()),
});
export type MeAnswer = z.output<typeof meAnswer>;

/** `/api/players/:id`. */
export const playerParams = z.strictObject({
  id: z.string().check(z.minLength(1), z.maxLength(MAX_PLAYER_ID_LENGTH)),
});

/** A player's rating in one game, on their page. */
export const playerRating = z.strictObject({ game: z.string(), ...RATING_FIGURES });
export type PlayerRating = z.output<typeof playerRating>;

/** One of a player's latest played matches, on their page. */
export const playerMatch = z.strictObject({
  table: tableId,
  game: z.string(),
  finishedAt: z.nullable(z.number()),
  /** The seats this player held. */
  seats: z.array(seat),
  /** Everyone at the table, seat by seat (null: a seat taken without a session). */
  players: z.array(z.nullable(playerRef)),
  outcome: z.nullable(outcome),
  /** Whether their side won, by the places the ratings use (`placings`). */
  won: z.boolean(),
  /** Won, a draw (every side placed first, none gave up), or lost. */
  result: z.enum(["won", "draw", "lost"]),
  ending: z.nullable(tableEnding),
  /** The page of its replay. */
  replay: z.string(),
});
export type PlayerMatch = z.output<typeof playerMatch>;

/** `GET /api/players/:id`: a player's page (never their username). */
export const playerPage = z.strictObject({
  id: z.string(),
  name: z.string(),
  kind: playerKind,
  /** A bot player's level. */
  bot: z.optional(z.string()),
  /** When the player was made (wall-clock ms). */
  memberSince: z.number(),
  ratings: z.array(playerRating),
  /** Their latest played matches, the most recently finished first (at most 20). */
  matches: z.array(playerMatch),
  /** Where all their played matches are listed, a page at a time (`/api/matches?player=<id>`). */
  allMatches: z.string(),
});
export type PlayerPage = z.output<typeof playerPage>;
