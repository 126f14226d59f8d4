import type { LogEntry } from "@parlor/engine";
import type { ChatLine } from "@parlor/protocol";
import {
  StaleOwner,
  type AnalysisRecord,
  type Fence,
  type LeaderboardQualification,
  type LeaderboardRow,
  type MatchRating,
  type MatchQuery,
  type PersonalBestRecord,
  type PlayerMatch,
  type PlayerRecord,
  type RatingRecord,
  type SessionRecord,
  type Store,
  type TableRecord,
  type TableStatus,
} from "../store/store.js";
import type { Leases } from "./leases.js";

/** What a table's writes carry when this process does not own it: no fence the store could have. */
const NOT_OWNED: Fence = -1;

type TableChange = Partial<Omit<TableRecord, "id" | "game" | "seed" | "createdAt">>;

/**
 * The store as one of several processes uses it: every write of a table carries this process's
 * fence for it (cluster/leases.ts), so the store refuses it once another process has claimed the
 * table. A table this process does not own is never written (refused here, before the store). A new
 * table is this process's from its creation. Reads, players, sessions and ratings go straight to the
 * store.
 */
export class FencedStore implements Store {
  constructor(
    private readonly store: Store,
    private readonly leases: Leases,
  ) {}

  databaseCpuSeconds(): Promise<number | null> {
    return this.store.databaseCpuSeconds?.() ?? Promise.resolve(null);
  }

  private fence(table: string): Fence {
    return this.leases.fenceOf(table) ?? NOT_OWNED;
  }

  /** Made here, so owned here: its lease is taken (a new id: nobody else has it) and claimed. */
  async createTable(table: TableRecord): Promise<void> {
    await this.store.createTable(table);
    const taken = await this.leases.acquire(table.id);
    if (!taken.here || taken.fence === null) throw new StaleOwner(table.id, NOT_OWNED);
  }

  updateTable(id: string, change: TableChange): Promise<void> {
    return this.store.updateTable(id, change, this.fence(id));
  }

  appendAction(tableId: string, entry: LogEntry): Promise<void> {
    return this.store.appendAction(tableId, entry, this.fence(tableId));
  }

  claimTable(id: string): Promise<Fence | null> {
    return this.store.claimTable(id);
  }

  /**
   * A table this process owns is deleted with its fence. One it does not (the waiting tables'
   * expiry) is taken for the deletion when nobody has it, and let go after; one another process
   * holds is that process's to expire.
   */
  async deleteWaitingTable(id: string): Promise<boolean> {
    const fence = this.leases.fenceOf(id);
    if (fence !== undefined) return this.store.deleteWaitingTable(id, fence);
    const taken = await this.leases.acquire(id);
    if (!taken.here || taken.fence === null) return false;
    try {
      return await this.store.deleteWaitingTable(id, taken.fence);
    } finally {
      await this.leases.release([id]);
    }
  }

  seatPlayer(tableId: string, seat: number, playerId: string | null): Promise<void> {
    return this.store.seatPlayer(tableId, seat, playerId, this.fence(tableId));
  }

  storeRatings(ratings: readonly MatchRating[], tableId: string, change: TableChange): Promise<void> {
    return this.store.storeRatings(ratings, tableId, change, this.fence(tableId));
  }

  appendChat(tableId: string, line: ChatLine): Promise<void> {
    return this.store.appendChat(tableId, line, this.fence(tableId));
  }

  // Reads, and what belongs to no table.
  getTable(id: string): Promise<TableRecord | null> {
    return this.store.getTable(id);
  }
  listTables(statuses: readonly TableStatus[], limit: number): Promise<TableRecord[]> {
    return this.store.listTables(statuses, limit);
  }
  listMatches(query: MatchQuery): Promise<TableRecord[]> {
    return this.store.listMatches(query);
  }
  actions(tableId: string): Promise<LogEntry[]> {
    return this.store.actions(tableId);
  }
  listWaitingBefore(createdBefore: number, limit: number): Promise<TableRecord[]> {
    return this.store.listWaitingBefore(createdBefore, limit);
  }
  createPlayer(player: PlayerRecord): Promise<void> {
    return this.store.createPlayer(player);
  }
  getPlayer(id: string): Promise<PlayerRecord | null> {
    return this.store.getPlayer(id);
  }
  findAccount(username: string): Promise<PlayerRecord | null> {
    return this.store.findAccount(username);
  }
  accountNameTaken(name: string, except?: string): Promise<boolean> {
    return this.store.accountNameTaken(name, except);
  }
  updatePlayer(
    id: string,
    change: Partial<Pick<PlayerRecord, "name" | "kind" | "username" | "passwordHash">>,
  ): Promise<void> {
    return this.store.updatePlayer(id, change);
  }
  createSession(session: SessionRecord): Promise<void> {
    return this.store.createSession(session);
  }
  getSession(tokenHash: string): Promise<SessionRecord | null> {
    return this.store.getSession(tokenHash);
  }
  touchSession(tokenHash: string, seenAt: number): Promise<void> {
    return this.store.touchSession(tokenHash, seenAt);
  }
  deleteSession(tokenHash: string): Promise<void> {
    return this.store.deleteSession(tokenHash);
  }
  playerMatches(playerId: string, limit: number): Promise<PlayerMatch[]> {
    return this.store.playerMatches(playerId, limit);
  }

  playerTables(playerId: string, limit: number): Promise<PlayerMatch[]> {
    return this.store.playerTables(playerId, limit);
  }

  listDue(before: number, limit: number): Promise<TableRecord[]> {
    return this.store.listDue(before, limit);
  }
  ratings(game: string, playerIds: readonly string[]): Promise<RatingRecord[]> {
    return this.store.ratings(game, playerIds);
  }
  playerRatings(playerId: string): Promise<RatingRecord[]> {
    return this.store.playerRatings(playerId);
  }
  leaderboard(
    game: string,
    limit: number,
    qualification?: LeaderboardQualification,
  ): Promise<LeaderboardRow[]> {
    return this.store.leaderboard(game, limit, qualification);
  }
  ratedAgainst(game: string, a: string, b: string, since: number): Promise<number> {
    return this.store.ratedAgainst(game, a, b, since);
  }
  offerPersonalBest(best: PersonalBestRecord): Promise<boolean> {
    return this.store.offerPersonalBest(best);
  }
  personalBests(playerId: string, game: string): Promise<PersonalBestRecord[]> {
    return this.store.personalBests(playerId, game);
  }
  /** Not fenced: a finished match's analysis is any process's to store (the first kept stays). */
  offerAnalysis(analysis: AnalysisRecord): Promise<boolean> {
    return this.store.offerAnalysis(analysis);
  }
  analysis(tableId: string): Promise<AnalysisRecord | null> {
    return this.store.analysis(tableId);
  }
  chat(tableId: string, limit: number): Promise<ChatLine[]> {
    return this.store.chat(tableId, limit);
  }
  ping(timeoutMs: number): Promise<void> {
    return this.store.ping(timeoutMs);
  }
  /** The store is its opener's to close. */
  close(): Promise<void> {
    return Promise.resolve();
  }
}
