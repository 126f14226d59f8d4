import * as z from "zod/mini";
import { requestId, seat, tableId, tableStatus, type DeepReadonly } from "./common.js";
import { turnBasedClock, turnState } from "./pace.js";
import { hintAnswer } from "./hint.js";
import { matchedMessage, queueMessage } from "./quickmatch.js";

/** A player as anyone may see them: their id (for `/api/players/:id`) and name; bots say their level. */
export const playerRef = z.strictObject({
  id: z.string(),
  name: z.string(),
  bot: z.optional(z.string()),
});
export type PlayerRef = DeepReadonly<z.output<typeof playerRef>>;

/**
 * A rating: `rating` is the one people see (docs/ratings.md: 1500 + about 29.5 × OpenSkill's
 * conservative ordinal mu − 3 sigma, a whole number, never below 0), `mu` and `sigma` OpenSkill's.
 * `provisional` while the player has few rated matches or an uncertain skill (absent in ratings
 * stored before it was kept).
 */
export const ratingValue = z.strictObject({
  rating: z.number(),
  mu: z.number(),
  sigma: z.number(),
  provisional: z.optional(z.boolean()),
});
export type RatingValue = DeepReadonly<z.output<typeof ratingValue>>;

/** A seat's rating before and after a rated match. */
export const ratingChange = z.strictObject({ before: ratingValue, after: ratingValue });
export type RatingChange = DeepReadonly<z.output<typeof ratingChange>>;

/** What every seat may say besides who holds it. */
const seatState = {
  /** Who sat down (absent for a seat nobody took, or taken without a session). */
  player: z.optional(playerRef),
  /** Whether someone holding the seat is connected now (live tables only). */
  connected: z.optional(z.boolean()),
  /** The bot level playing for the seat's player while they are away or since they resigned. */
  standIn: z.optional(z.string()),
  /**
   * A person away during the match (live tables only): milliseconds left, when the frame was sent,
   * before a bot plays their seat (the grace).
   */
  graceLeft: z.optional(z.number().check(z.minimum(0))),
  /** The seat's player resigned. */
  resigned: z.optional(z.literal(true)),
  /** The seat's rating before and after this match (a rated match, once it is over). */
  rating: z.optional(ratingChange),
};

/** A seat as anyone may see it: a bot by level, or a human seat and whether it is taken. */
export const seatSummary = z.union([
  z.strictObject({ bot: z.string(), joined: z.boolean(), ...seatState }),
  z.strictObject({ human: z.literal(true), joined: z.boolean(), ...seatState }),
]);
export type SeatSummary = DeepReadonly<z.output<typeof seatSummary>>;

/** How a match ended: played to its end, a resignation ended it, or everyone left it. */
export const tableEnding = z.enum(["normal", "resigned", "abandoned"]);
export type TableEnding = z.output<typeof tableEnding>;

/** A finished table's rematch: the seats whose people accepted, and the new table once all did. */
export const rematchState = z.strictObject({
  accepted: z.array(seat),
  next: z.nullable(tableId),
});
export type RematchState = DeepReadonly<z.output<typeof rematchState>>;

/** One line of a table's chat, as everyone at the table sees it. */
export const chatLine = z.strictObject({
  /** Its number in the table's chat, from 1. */
  n: z.number().check(z.int(), z.minimum(1)),
  /** Wall-clock milliseconds (Unix epoch). */
  at: z.number(),
  /** Who said it (a person without a session: a name only, id ""). */
  from: playerRef,
  /** The sender's seat, or null for a spectator (their lines are marked as such). */
  seat: z.nullable(seat),
  /** The line as typed (plain text: never HTML); for a quick phrase, its English words. */
  text: z.string(),
  /** A quick phrase, which each reader shows in their own language. */
  phrase: z.optional(z.string()),
});
export type ChatLine = DeepReadonly<z.output<typeof chatLine>>;

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
 * A part of a move's words (the engine's `MovePart`): plain words, or a card (a Ruhd tile) with its
 * code, a seat, a number with its value, a cell of a board without edges with its coordinates; each
 * with its words in the move's language (`text`).
 */
export const movePart = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.literal("text"), text: z.string() }),
  z.strictObject({ kind: z.literal("card"), code: z.string(), text: z.string() }),
  z.strictObject({ kind: z.literal("seat"), seat, text: z.string() }),
  z.strictObject({ kind: z.literal("number"), value: z.number(), text: z.string() }),
  z.strictObject({
    kind: z.literal("cell"),
    x: z.number().check(z.int()),
    y: z.number().check(z.int()),
    text: z.string(),
  }),
]);
export type MovePart = DeepReadonly<z.output<typeof movePart>>;

/**
 * One accepted action in words: its number in the log, who made it, when (game time, ms since the
 * match started), and the game's `describe` of it (what a spectator may know, the seat named as a
 * replay names it: "Bot 2 (easy) found a set: …"), in the language the connection joined with.
 * `text` is the sentence, for a simple client and a screen reader; `words` the same as parts (a page
 * draws the cards beside their words). `words` is optional: a server from before it sends none.
 */
export const recentMove = z.strictObject({
  seq: logSeq,
  seat,
  at: z.number().check(z.minimum(0)),
  text: z.string(),
  words: z.optional(z.array(movePart)),
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
  /** The table's latest chat lines, oldest first. */
  chat: z.optional(z.array(chatLine)),
  /** Who this connection is (its session's player), or null without a session. */
  you: z.optional(z.nullable(playerRef)),
});

/** A leave's answer. */
export const leftMessage = z.strictObject({
  type: z.literal("left"),
  id: z.optional(requestId),
  table: tableId,
});

/** An action accepted and stored as number `seq` of the log: the answer to the request `id`. */
export const actionAck = z.strictObject({
  id: z.optional(requestId),
  seq: logSeq,
});
export type ActionAck = DeepReadonly<z.output<typeof actionAck>>;

/**
 * One seat's view (or the spectator's, `seat: null`) after a change; `seq` is the log length it
 * reflects. `moves`: the actions that made the change, in words, oldest first (as `move` frames would
 * tell them), once per connection: in the first view frame it gets of that change. `ack` (protocol
 * 2): the answer to this connection's action that made the change, in that same first view frame.
 */
export const viewMessage = z.strictObject({
  type: z.literal("view"),
  table: tableId,
  seat: z.nullable(seat),
  seq: z.number().check(z.int(), z.minimum(0)),
  status: tableStatus,
  /** The game's view for that seat (its shape is the game's view type). */
  view: z.unknown(),
  moves: z.optional(z.array(recentMove)),
  ack: z.optional(actionAck),
  /** A turn-based table: whose turn it is after this change, and everyone's clock. */
  turn: z.optional(turnState),
});

/** Where a table stands: on joining, when a seat is taken, when it starts and when it finishes. */
export const tableMessage = z.strictObject({
  type: z.literal("table"),
  table: tableId,
  status: tableStatus,
  seats: z.array(seatSummary),
  outcome: z.nullable(outcome),
  /** The player who made the table and starts it (null: it starts once every seat is taken). */
  host: z.optional(z.nullable(z.string())),
  /** Whether the match counts for ratings. */
  rated: z.optional(z.boolean()),
  /** How it ended, once finished. */
  ending: z.optional(z.nullable(tableEnding)),
  /**
   * Once finished: whether every person in it took part (the game's minimum of moves); an unplayed
   * match is unrated and left out of the lists of matches. Null until it is finished.
   */
  played: z.optional(z.nullable(z.boolean())),
  /** At a finished table: who accepted a rematch, and the new table once everyone did. */
  rematch: z.optional(z.nullable(rematchState)),
  /** A turn-based table's time bank (absent: a live table). */
  turnBased: z.optional(turnBasedClock),
});

/**
 * An action accepted at the table (a player's or a bot's), in words, to every connection at the table,
 * players and spectators alike. Most come in the `moves` of the view frame of the change they made;
 * this frame tells one to a connection that got no view of that change.
 */
export const moveMessage = z.strictObject({
  type: z.literal("move"),
  table: tableId,
  ...recentMove.shape,
});

/**
 * An action accepted and stored as number `seq` of the log, as a frame of its own: always in protocol
 * 1; in protocol 2 only when no view of its change goes to the connection (else it is the view's `ack`).
 */
export const ackMessage = z.strictObject({
  type: z.literal("ack"),
  table: tableId,
  ...actionAck.shape,
});

/** A refusal: a protocol error code (`ProtocolErrors`, the limits' codes) or a rule error's code. */
export const errorMessage = z.strictObject({
  type: z.literal("error"),
  id: z.optional(requestId),
  code: z.string().check(z.minLength(1)),
  message: z.string(),
});

/** A chat line said at the table (to everyone there, the sender too). */
export const chatMessageOut = z.strictObject({
  type: z.literal("chat"),
  table: tableId,
  line: chatLine,
});

/** The answer to `chat`, `start`, `resign` and `rematch` when done. */
export const okMessage = z.strictObject({
  type: z.literal("ok"),
  id: z.optional(requestId),
  table: tableId,
});

/**
 * Everyone accepted the rematch: `next` is the new table, with the same seats. `seats` are the
 * seats this connection held, and `tokens` their new seat tokens, in the same order.
 */
export const rematchMessage = z.strictObject({
  type: z.literal("rematch"),
  table: tableId,
  next: tableId,
  seats: z.array(seat),
  tokens: z.array(z.string()),
});

/**
 * A `sit`'s answer: this connection now holds `seat`, whose new secret `token` takes it again (on a
 * reconnection, another device, an invite link's fragment). Sent before the table frame that shows
 * the seat taken.
 */
export const seatedMessage = z.strictObject({
  type: z.literal("seated"),
  id: z.optional(requestId),
  table: tableId,
  seat,
  token: z.string().check(z.minLength(1)),
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
  chatMessageOut,
  okMessage,
  rematchMessage,
  seatedMessage,
  queueMessage,
  matchedMessage,
  hintAnswer,
]);

/** A server frame as received (what the schema gives). */
export type ServerMessage = z.output<typeof serverMessage>;
export type ServerMessageOf<T extends ServerMessage["type"]> = Extract<ServerMessage, { type: T }>;
/** A server frame as the server builds it (from the engine's readonly data). */
export type OutgoingServerMessage = DeepReadonly<ServerMessage>;
