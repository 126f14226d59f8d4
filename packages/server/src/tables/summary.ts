import type { SeatSummary, TableEnding, TurnBasedClock } from "@parlor/protocol";
import type { StoredSeat, TableRecord } from "../store/store.js";

/** What the API says about a table. */
export interface TableSummary {
  readonly id: string;
  readonly game: string;
  readonly status: TableRecord["status"];
  readonly seq: number;
  readonly seats: readonly SeatSummary[];
  readonly outcome: TableRecord["outcome"];
  readonly createdAt: number;
  readonly startedAt: number | null;
  readonly finishedAt: number | null;
  /**
   * How long the finished match lasted in game time (ms from its start to its end, the log's
   * `until`); null until it is finished.
   */
  readonly duration: number | null;
  /** The player who made the table and starts it (null: it starts once every seat is taken). */
  readonly host: string | null;
  /** Whether the match counts for ratings. */
  readonly rated: boolean;
  /** How it ended (played out, a resignation, abandoned); null until it is finished. */
  readonly ending: TableEnding | null;
  /**
   * Whether every person in it took part (the game's minimum of moves); null until it is finished.
   * Unplayed matches are unrated and left out of `/api/matches`.
   */
  readonly played: boolean | null;
  /** The rematch table, once everyone at this one accepted. */
  readonly next: string | null;
  /** A turn-based table's time bank; null: a live table. */
  readonly turnBased: TurnBasedClock | null;
}

/**
 * The seats as anyone may see them: bots by level, humans by whether they sat down (no tokens), and
 * the player of each seat that has one (a person who took it with a session, a bot's player), and a
 * rated match's rating change of each seat once it is over. A live table's away seats say how long
 * is left (`graceLeft`, ms) before a bot plays them.
 */
export function publicSeats(
  seats: readonly StoredSeat[],
  connected?: ReadonlySet<number>,
  graceLeft?: ReadonlyMap<number, number>,
): SeatSummary[] {
  return seats.map((s, seat) => {
    const left = graceLeft?.get(seat);
    const player = {
      ...(s.player ? { player: s.player } : {}),
      ...(s.rating ? { rating: s.rating } : {}),
      // A live table's people: whether someone holding the seat is connected, the bot playing for them.
      ...(connected && s.bot === undefined ? { connected: connected.has(seat) } : {}),
      ...(s.standIn !== undefined ? { standIn: s.standIn } : {}),
      ...(left !== undefined ? { graceLeft: left } : {}),
      ...(s.resigned ? { resigned: true as const } : {}),
    };
    return s.bot !== undefined
      ? { bot: s.bot, joined: true, ...player }
      : { human: true, joined: s.joined, ...player };
  });
}

/** A stored table as the API shows it. */
export function summaryOf(record: TableRecord, connected?: ReadonlySet<number>): TableSummary {
  return {
    id: record.id,
    game: record.game,
    status: record.status,
    seq: record.seq,
    seats: publicSeats(record.seats, connected),
    outcome: record.outcome,
    createdAt: record.createdAt,
    startedAt: record.startedAt,
    finishedAt: record.finishedAt,
    duration: record.status === "finished" ? record.until : null,
    host: record.host,
    rated: record.rated,
    ending: record.ending,
    played: record.played,
    next: record.next,
    turnBased: record.turnBased ?? null,
  };
}
