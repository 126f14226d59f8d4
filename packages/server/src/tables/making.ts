import { err, ok, type Result, type RuleError } from "@parlor/engine";
import { LiveTable } from "../live-table.js";
import type { TableRecord } from "../store/store.js";
import { admit, type SeatRequest, type TableSettings } from "./admission.js";
import type { TableParts } from "./parts.js";
import { branchOf, noMatch, type PlayFromRequest } from "./play-from.js";
import { startRunner } from "./runner.js";
import { hasAccount } from "./seating.js";

/** What making a table works with. */
export type MakingParts = Pick<
  TableParts,
  "store" | "logger" | "wallClock" | "quota" | "memory" | "steps" | "wiring"
>;

/**
 * `Tables.create`: makes a table (stored before this resolves); a table of bots only starts at once.
 * `address`, the client's, counts the table against that address's caps (none without it: the table
 * is the server's own). Everything is checked before anything is stored, and the count against the
 * caps is let go again if the store refuses the table.
 */
export async function createTable(
  parts: MakingParts,
  gameId: string,
  rawOptions: unknown,
  seats: readonly SeatRequest[],
  address?: string,
  settings: TableSettings = {},
): Promise<Result<{ id: string; seatTokens: (string | null)[] }, RuleError>> {
  const { store, logger, quota, memory } = parts;
  // Rated play needs an account: a table made by a guest (or without a session) is unrated.
  const hostAccount = settings.rated !== false && (await hasAccount(store, settings.host));
  const admitted = admit(gameId, rawOptions, seats, parts.wallClock(), { ...settings, hostAccount });
  if (!admitted.ok) return admitted;
  const { game, record, seatTokens, kind } = admitted.value;
  const id = record.id;
  // Counted before it is stored (check and count at once), and let go again if it is not stored.
  if (address !== undefined) {
    const refusal = await quota.take(address, id, kind);
    if (refusal) return err(refusal);
  }
  try {
    await store.createTable(record);
    // Bots' seats are their players' from the start (their pages list their matches).
    for (const [seat, s] of record.seats.entries())
      if (s.bot !== undefined && s.player) await store.seatPlayer(id, seat, s.player.id);
  } catch (error) {
    quota.release(id);
    throw error;
  }
  const table = new LiveTable(record, game, true);
  memory.add(table);
  logger.info({ table: id, game: game.id, seats: seats.length }, "table created");
  if (record.seats.every((s) => s.joined))
    await parts.steps.run(table, () => startRunner(table, parts.wiring));
  memory.countTables();
  return ok({ id, seatTokens });
}

/**
 * `Tables.playFrom`: "play from here", a new unrated live table against bots from the position after
 * the first `at` actions of the finished match `id` (play-from.ts), the person at `seat`. Its log
 * starts with those actions, stored before this resolves (a table the store half took is deleted
 * again); its match goes on from them once the person takes their seat. Counted against `address`'s
 * caps like a table made by `createTable`.
 */
export async function playFromMatch(
  parts: MakingParts,
  id: string,
  request: PlayFromRequest,
  address?: string,
  host: string | null = null,
): Promise<Result<{ id: string; seatTokens: (string | null)[]; seat: number }, RuleError>> {
  const { store, logger, quota, memory } = parts;
  const original = memory.get(id)?.record ?? (await store.getTable(id));
  if (!original) return err(noMatch(id));
  // A match not over: its log (every hidden card) is not read.
  const actions = original.status === "finished" ? await store.actions(id) : [];
  const branch = branchOf(original, actions, request);
  if (!branch.ok) return branch;
  const { game, seats, kept } = branch.value;
  const admitted = admit(game.id, original.options, seats, parts.wallClock(), { host, rated: false });
  if (!admitted.ok) return admitted;
  const { record: made, seatTokens, kind } = admitted.value;
  // The original's seed and options (the same hidden cards); the person's seat's moves kept from
  // the original are not theirs (tables/lifecycle/participation.ts).
  const theirs = kept.filter((entry) => entry.seat === request.seat).length;
  const record: TableRecord = {
    ...made,
    seed: original.seed,
    seats: made.seats.map((s, i) => (i === request.seat && theirs > 0 ? { ...s, standInMoves: theirs } : s)),
  };
  const newId = record.id;
  if (address !== undefined) {
    const refusal = await quota.take(address, newId, kind);
    if (refusal) return err(refusal);
  }
  try {
    await store.createTable(record);
    await Promise.all(kept.map((entry) => store.appendAction(newId, entry)));
    for (const [seat, s] of record.seats.entries())
      if (s.bot !== undefined && s.player) await store.seatPlayer(newId, seat, s.player.id);
  } catch (error) {
    quota.release(newId);
    await store.deleteWaitingTable(newId).catch(() => false);
    throw error;
  }
  const table = new LiveTable({ ...record, seq: kept.length }, game, true);
  table.startsFrom = kept;
  memory.add(table);
  logger.info({ table: newId, from: id, at: request.at, game: game.id }, "table played from a match");
  memory.countTables();
  return ok({ id: newId, seatTokens, seat: request.seat });
}
