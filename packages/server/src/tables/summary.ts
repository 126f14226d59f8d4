import type { DeepReadonly, SeatSummary, TableSummary as ProtocolTableSummary } from "@parlor/protocol";
import type { StoredSeat, TableRecord } from "../store/store.js";

/** What the API says about a table (the protocol's `tableSummary`). */
export type TableSummary = DeepReadonly<ProtocolTableSummary>;

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
