/**
 * A table stored straight in the server's SQLite file, as the server would store it when asked, but
 * with a seed the test chose (the HTTP API always draws a new one): the server loads it from its store
 * when the page joins, and its match is the seed's. With bots that read only their views (every game's
 * `basic` level), a test can then plan the match in Node with the engine and know what the page meets.
 */
import { hashToken, SqliteStore } from "@parlor/server";
import { randomBytes } from "node:crypto";

/** A seat of a stored table: a person (who joins by the token made for it) or a bot of a level. */
export type StoredSeatRequest = { readonly human: true } | { readonly bot: string };

export interface SeededTable {
  /** The game's id ("tarot"). */
  readonly game: string;
  /** The options, parsed by the game (its defaults filled in), as the server stores them. */
  readonly options: unknown;
  readonly seed: string;
  readonly seats: readonly StoredSeatRequest[];
}

/** Stores the table, waiting for its people; its id and each seat's token (null for a bot's). */
export async function storeTable(
  dbFile: string,
  table: SeededTable,
): Promise<{ id: string; seatTokens: (string | null)[] }> {
  const id = `${table.game}-${randomBytes(9).toString("base64url")}`;
  const seatTokens = table.seats.map((seat) =>
    "bot" in seat ? null : randomBytes(24).toString("base64url"),
  );
  const store = new SqliteStore(dbFile);
  try {
    await store.createTable({
      id,
      game: table.game,
      options: table.options,
      seed: table.seed,
      seats: table.seats.map((seat, n) =>
        "bot" in seat
          ? { bot: seat.bot, joined: true }
          : { human: true, tokenHash: hashToken(seatTokens[n] as string), joined: false },
      ),
      status: "waiting",
      createdAt: Date.now(),
      startedAt: null,
      finishedAt: null,
      outcome: null,
      until: null,
      seq: 0,
      host: null,
      // As the server makes a table without an account's session: unrated (a rated table would seat
      // only accounts, and the page joins without one).
      rated: false,
      ending: null,
      next: null,
      graceMs: null,
      turnBased: null,
      turn: null,
      deadlineAt: null,
      played: null,
    });
  } finally {
    await store.close();
  }
  return { id, seatTokens };
}
