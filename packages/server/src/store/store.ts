import type { LogEntry, Outcome } from "@parlor/engine";
import type {
  ChatLine,
  MatchCursor,
  PlayerRef,
  RatingChange,
  TableEnding,
  TurnBasedClock,
  TurnState,
} from "@parlor/protocol";

/** A seat as the server keeps it. Human seats are claimed with a secret token; only its hash is kept. */
export interface StoredSeat {
  readonly bot?: string;
  readonly human?: true;
  /** sha256 of the seat token (human seats). */
  readonly tokenHash?: string;
  /** Whether a player has taken the seat yet (a table starts when every human seat is taken). */
  readonly joined: boolean;
  /**
   * The player who took the seat (a connection with a session); the seat follows that player to
   * another device. Bots' seats name the bot player of their game and level.
   */
  readonly player?: PlayerRef;
  /** The bot level playing for the seat's player while they are away, or since they resigned. */
  readonly standIn?: string;
  /** The seat's player resigned. */
  readonly resigned?: true;
  /**
   * The seat's moves in the log made by stand-ins whose stint ended (its person came back): the rest
   * are the person's own, which decide whether they took part (tables/lifecycle/participation.ts).
   */
  readonly standInMoves?: number;
  /** The seat's count of moves in the log when its current stand-in began playing. */
  readonly standInSince?: number;
  /** The seat's rating before and after the match (a rated match, once it is over). */
  readonly rating?: RatingChange;
}

/** A player: a guest (a name and a session), an account (a username and password), or a bot. */
export interface PlayerRecord {
  /** Random for people; `bot-<game>-<level>` for a bot player. */
  readonly id: string;
  /** 1–24 characters; unique among accounts (guests may share one). */
  readonly name: string;
  readonly kind: "guest" | "account" | "bot";
  /** An account's username, as typed (logins match it without regard to case). */
  readonly username: string | null;
  /** An account's password hash (`scrypt$…`, see people/passwords.ts). */
  readonly passwordHash: string | null;
  /** Wall-clock ms. */
  readonly createdAt: number;
}

/** A session: the cookie's token (only its sha256 is kept) and its player. */
export interface SessionRecord {
  readonly tokenHash: string;
  readonly playerId: string;
  readonly createdAt: number;
  /** Last time it was used (wall-clock ms, updated at most once a minute). */
  readonly seenAt: number;
}

/** A player's rating in one game (OpenSkill), with how many rated matches they played and won. */
export interface RatingRecord {
  readonly playerId: string;
  readonly game: string;
  readonly mu: number;
  readonly sigma: number;
  /** The conservative ordinal (mu − 3 sigma): what leaderboards sort by. */
  readonly rating: number;
  readonly games: number;
  readonly wins: number;
}

/** A player's new rating after a finished match (`storeRatings`), with the side they were rated on. */
export interface MatchRating extends RatingRecord {
  /**
   * Their side in the match (0, 1, …: the outcome's team, else their seat): the players of other sides
   * were their opponents. Given, the match is kept for `ratedAgainst` and the leaderboard's count of
   * opponents; absent, only the rating is stored.
   */
  readonly side?: number;
}

/** Who a leaderboard lists (`Store.leaderboard`): players with this many rated matches at least… */
export interface LeaderboardQualification {
  readonly games: number;
  /** …against this many distinct players at least (of other sides, in matches kept with sides). */
  readonly opponents: number;
}

/** A rating row with its player, for leaderboards. */
export interface LeaderboardRow extends RatingRecord {
  readonly name: string;
  readonly kind: PlayerRecord["kind"];
}

/** Which played matches a list wants (`Store.listMatches`). */
export interface MatchQuery {
  /** Only this game's. */
  readonly game?: string;
  /** Only those where this player held a seat (`seatPlayer`). */
  readonly player?: string;
  /**
   * Only those after this one in the list's order (finished earlier, or in the same millisecond
   * with a smaller id; without an id, every match of that millisecond is skipped): the next page.
   */
  readonly before?: MatchCursor;
  readonly limit: number;
}

/** A finished match a player sat at, for their page. */
export interface PlayerMatch {
  readonly table: TableRecord;
  /** The seats they held there. */
  readonly seats: readonly number[];
}

export type TableStatus = "waiting" | "playing" | "finished";

/** A table and its match, without the actions. Times are wall-clock ms (Date.now()). */
export interface TableRecord {
  readonly id: string;
  readonly game: string;
  /** The parsed options, defaults filled in. */
  readonly options: unknown;
  readonly seed: string;
  readonly seats: readonly StoredSeat[];
  readonly status: TableStatus;
  readonly createdAt: number;
  readonly startedAt: number | null;
  readonly finishedAt: number | null;
  readonly outcome: Outcome | null;
  /** Game time the finished match was advanced to (the log's `until`). */
  readonly until: number | null;
  /** Actions in the log. */
  readonly seq: number;
  /** The player who made it and starts it; null: it starts once every seat is taken. */
  readonly host: string | null;
  /** Whether the match counts for ratings (the table option; a table of bots only counts too). */
  readonly rated: boolean;
  /** How it ended, once finished. */
  readonly ending: TableEnding | null;
  /**
   * Whether everyone played: null until the match is finished; then true when every person in it
   * took part (made the game's minimum of moves themselves), false otherwise (an unplayed match:
   * unrated, and left out of the lists of matches).
   */
  readonly played: boolean | null;
  /** The rematch table, once everyone accepted. */
  readonly next: string | null;
  /**
   * How long a person may be away before their level-matched bot plays their seat (ms); null: the
   * game's default by its pace.
   */
  readonly graceMs: number | null;
  /** A turn-based table's time bank (docs/protocol.md#turn-based-tables); null: a live table. */
  readonly turnBased: TurnBasedClock | null;
  /** A turn-based match's turn: who may move, when each is due, their banks; null otherwise. */
  readonly turn: TurnState | null;
  /**
   * When a turn-based match next has a move due (wall-clock ms, the earliest of `turn`'s deadlines):
   * whichever process finds it past (`listDue`) brings the table into memory to play it.
   */
  readonly deadlineAt: number | null;
}

/**
 * A player's best complete solo practice of one mode of a game (practice/): the fastest, as the
 * server computed it from the finished match.
 */
export interface PersonalBestRecord {
  readonly playerId: string;
  readonly game: string;
  /** The game's variant (set-classic's `mode` option). */
  readonly mode: string;
  /** Game time from the first deal to the end (ms): what "best" compares, the smaller the better. */
  readonly timeMs: number;
  /** Solutions found. */
  readonly found: number;
  /** Wrong claims. */
  readonly wrong: number;
  /** The practice table, for its replay. */
  readonly tableId: string;
  /** When the match finished (wall-clock ms). */
  readonly finishedAt: number;
}

/**
 * A finished match's analysis (analysis/), computed once and kept: the engine's `MatchAnalysis` as
 * JSON text (passed through as it is, never parsed on the event loop), with what it was computed from.
 */
export interface AnalysisRecord {
  /** The match's table. */
  readonly tableId: string;
  readonly game: string;
  /** The match's seats as its log gives them (`SeatInfo`: a bot's level, a person's name, or nothing). */
  readonly seats: readonly { readonly name?: string; readonly bot?: string }[];
  /** The work per decision it was computed with (the game's budget unit); null for an analysis without one. */
  readonly work: number | null;
  /** The analysis, as JSON text. */
  readonly analysis: string;
  /** When it was computed (wall-clock ms). */
  readonly computedAt: number;
}

/**
 * Where matches live. Every method returns a promise; a write is durable when its promise resolves:
 * the server appends an accepted action, and waits for it, before anyone sees its result. SQLite
 * (`SqliteStore`, the default) and PostgreSQL (`PostgresStore`, when `DATABASE_URL` is set) implement
 * it with the same schema.
 *
 * The caller orders writes that depend on each other (the server keeps one queue per table, so a
 * table's writes never overlap); a store may run writes of different tables at the same time.
 * Refused writes (an action's seq twice, a broken connection) reject and change nothing.
 *
 * Opening a store writes to it once (the `meta` table's `opened_at`), so a database that cannot be
 * written fails at start, with its reason, not at the first move.
 */
export interface Store {
  createTable(table: TableRecord): Promise<void>;
  /** Seats taken, status changes, the outcome. */
  updateTable(
    id: string,
    change: Partial<Omit<TableRecord, "id" | "game" | "seed" | "createdAt">>,
    fence?: Fence,
  ): Promise<void>;
  appendAction(tableId: string, entry: LogEntry, fence?: Fence): Promise<void>;
  /**
   * The CPU seconds its database server has used so far, where the store can tell (a PostgreSQL on
   * this machine, service-cpu.ts); absent where the database is this process's own (SQLite).
   */
  databaseCpuSeconds?(): Promise<number | null>;
  /**
   * Several processes (cluster/): a new owner takes the table over. Its fencing number goes up by
   * one and is returned; from then on every write given an older number is refused (`StaleOwner`),
   * so an owner that lost its lease (paused past it) can never append to the log again. A write
   * that was stored before the claim is in what the new owner reads after it. Null: no such table.
   */
  claimTable(id: string): Promise<Fence | null>;
  getTable(id: string): Promise<TableRecord | null>;
  /** Tables by status, newest first (the most recently finished first for finished tables). */
  listTables(statuses: readonly TableStatus[], limit: number): Promise<TableRecord[]>;
  /**
   * Played matches (`played` true), the most recently finished first, those finished in the same
   * millisecond by id, descending (byte order): the order `MatchQuery.before` goes on from.
   */
  listMatches(query: MatchQuery): Promise<TableRecord[]>;
  actions(tableId: string): Promise<LogEntry[]>;
  /** Tables still waiting for players that were made before `createdBefore`, oldest first. */
  listWaitingBefore(createdBefore: number, limit: number): Promise<TableRecord[]>;
  /**
   * Deletes a table if it is still waiting for players, with its actions (a table played from a
   * moment of a finished match has some before it starts); true if it was deleted.
   */
  deleteWaitingTable(id: string, fence?: Fence): Promise<boolean>;

  // Players and sessions.
  createPlayer(player: PlayerRecord): Promise<void>;
  getPlayer(id: string): Promise<PlayerRecord | null>;
  /** The account with this username, regardless of case. */
  findAccount(username: string): Promise<PlayerRecord | null>;
  /** Whether an account other than `except` has this name, regardless of case. */
  accountNameTaken(name: string, except?: string): Promise<boolean>;
  /**
   * Changes a player; a username already taken by another account (regardless of case) rejects with
   * a `StoreConflict` and changes nothing.
   */
  updatePlayer(
    id: string,
    change: Partial<Pick<PlayerRecord, "name" | "kind" | "username" | "passwordHash">>,
  ): Promise<void>;
  createSession(session: SessionRecord): Promise<void>;
  getSession(tokenHash: string): Promise<SessionRecord | null>;
  touchSession(tokenHash: string, seenAt: number): Promise<void>;
  deleteSession(tokenHash: string): Promise<void>;
  /**
   * Records that a player sat at a table (at some seats), for their list of matches; recording the
   * same seat again replaces its player.
   */
  seatPlayer(tableId: string, seat: number, playerId: string | null, fence?: Fence): Promise<void>;
  /** The played matches (`played` true) a player sat at, in `listMatches`' order. */
  playerMatches(playerId: string, limit: number): Promise<PlayerMatch[]>;
  /** The unfinished tables (waiting or playing) a player sits at, the newest first. */
  playerTables(playerId: string, limit: number): Promise<PlayerMatch[]>;
  /** Matches being played with a move due by `before` (`deadlineAt`), the soonest first. */
  listDue(before: number, limit: number): Promise<TableRecord[]>;

  // Ratings.
  /** The ratings of these players in one game (players without one are left out). */
  ratings(game: string, playerIds: readonly string[]): Promise<RatingRecord[]>;
  /** Every game's rating of one player. */
  playerRatings(playerId: string): Promise<RatingRecord[]>;
  /**
   * A finished match's new ratings and the table's change (its seats' rating changes), in one
   * transaction: either all are stored or none.
   */
  storeRatings(
    ratings: readonly MatchRating[],
    tableId: string,
    change: Partial<Omit<TableRecord, "id" | "game" | "seed" | "createdAt">>,
    fence?: Fence,
  ): Promise<void>;
  /**
   * A game's ratings, best first (by `rating`, then more games), with their players' names; only
   * the players that qualify when `qualification` is given.
   */
  leaderboard(
    game: string,
    limit: number,
    qualification?: LeaderboardQualification,
  ): Promise<LeaderboardRow[]>;
  /**
   * How many rated matches of a game two players finished against each other (both rated at one
   * table, on different sides: the matches `storeRatings` kept with sides) whose table finished at or
   * after `since` (wall-clock ms).
   */
  ratedAgainst(game: string, a: string, b: string, since: number): Promise<number>;

  // Personal bests (practice/).
  /**
   * Keeps `best` as its player's best in its game and mode when they have none there yet or it is
   * faster (a smaller `timeMs`; an equal time keeps the older one), in one statement; true when kept.
   */
  offerPersonalBest(best: PersonalBestRecord): Promise<boolean>;
  /** A player's bests in one game, one per mode, by mode. */
  personalBests(playerId: string, game: string): Promise<PersonalBestRecord[]>;

  // Analyses (analysis/).
  /**
   * Keeps a finished match's analysis unless one is kept for its table already (the first kept stays:
   * two processes that computed it at once both succeed, one row kept); true when this one was kept.
   * Not fenced: a finished match belongs to no owner, and any process may analyse it.
   */
  offerAnalysis(analysis: AnalysisRecord): Promise<boolean>;
  /** A match's kept analysis, or null. */
  analysis(tableId: string): Promise<AnalysisRecord | null>;

  // Chat.
  /** Appends a line to a table's chat (its `n` is the next number; a number twice rejects). */
  appendChat(tableId: string, line: ChatLine, fence?: Fence): Promise<void>;
  /** A table's chat, oldest first: the last `limit` lines. */
  chat(tableId: string, limit: number): Promise<ChatLine[]>;
  /**
   * A cheap query that shows the database answers (`/readyz`): resolves once it did, rejects when it
   * cannot (closed, unreachable, failing); `timeoutMs` bounds the query where the driver can.
   */
  ping(timeoutMs: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * A table's fencing number (cluster/leases.ts): given with a write of that table, the write is
 * stored only while the table's number in the store is still this one (no other process claimed the
 * table since), else it is refused with `StaleOwner` and changes nothing. Writes without one (a
 * single process) are never fenced.
 */
export type Fence = number;

/** A table write refused because another process has claimed the table since (its fence is stale). */
export class StaleOwner extends Error {
  constructor(
    readonly table: string,
    readonly fence: Fence,
  ) {
    super(`table ${table}: another process owns it now (this write carried fence ${fence})`);
    this.name = "StaleOwner";
  }
}

/** A write refused because it would break a uniqueness rule (a username taken). */
export class StoreConflict extends Error {
  constructor(message: string) {
    super(message);
    this.name = "StoreConflict";
  }
}
