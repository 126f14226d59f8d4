/**
 * A person's unfinished tables as `GET /api/me/games` lists them: where it is their turn first (the
 * soonest due first), then the others, the newest first.
 */
import type { MyGame, TurnState } from "@parlor/protocol";
import type { TableRecord } from "../store/store.js";

/** One of the person's tables: its record, their seats, and whose turn it is (if known). */
export interface Seated {
  readonly record: TableRecord;
  readonly seats: readonly number[];
  /** A turn-based table's turn, or a live table's seats to act (in this process's memory); null: unknown. */
  readonly turn: TurnState | { readonly toAct: readonly number[] } | null;
}

export function myGameOf({ record, seats, turn }: Seated): MyGame {
  const toAct = record.status === "playing" ? (turn?.toAct ?? []) : [];
  const mine = seats.filter((seat) => toAct.includes(seat));
  const clock = turn && "deadlines" in turn ? turn : null;
  const deadlines = mine.flatMap((seat) => {
    const at = clock?.deadlines[seat];
    return at === null || at === undefined ? [] : [at];
  });
  const [first] = seats;
  const others = toAct.flatMap((seat) => {
    const name = seats.includes(seat) ? undefined : record.seats[seat]?.player?.name;
    return name === undefined ? [] : [name];
  });
  return {
    table: record.id,
    game: record.game,
    status: record.status === "waiting" ? "waiting" : "playing",
    pace: record.turnBased ? "turn-based" : "live",
    seats: [...seats],
    players: record.seats.map((s) => s.player?.name ?? null),
    yourTurn: mine.length > 0,
    waitingFor: [...new Set(others)],
    deadline: deadlines.length > 0 ? Math.min(...deadlines) : null,
    bankLeftMs: clock && first !== undefined ? (clock.bankLeftMs[first] ?? null) : null,
    moveMs: record.turnBased?.moveMs ?? null,
    createdAt: record.createdAt,
  };
}

/** Their turn first, the soonest due first (those without a deadline after); then the newest. */
export function inTurnOrder(games: readonly MyGame[]): MyGame[] {
  const due = (g: MyGame) => g.deadline ?? Number.POSITIVE_INFINITY;
  return [...games].sort(
    (a, b) =>
      Number(b.yourTurn) - Number(a.yourTurn) ||
      (a.yourTurn ? due(a) - due(b) : 0) ||
      b.createdAt - a.createdAt,
  );
}
