import { err, ok, ruleError, type MatchLog, type Result, type RuleError } from "@parlor/engine";
import { ProtocolErrors, type ChatLine, type MyGame } from "@parlor/protocol";
import type { MatchQuery, TableRecord } from "../store/store.js";
import { matchLogOf } from "./feed.js";
import type { OnlinePlayer } from "./lifecycle/online.js";
import { connectedSeats, humanSeats } from "./lifecycle/presence.js";
import { inTurnOrder, myGameOf } from "./mine.js";
import type { TableParts } from "./parts.js";
import { summaryOf, type TableSummary } from "./summary.js";

/** The most tables `myGames` lists (a person's unfinished tables). */
export const MY_GAMES_LIMIT = 100;

/**
 * What the API shows of tables, read and changing nothing: a table's summary, the lists of tables,
 * of matches and of a person's unfinished games, the lobby, a finished match's log, a table's chat.
 * A table in this process's memory is shown as it stands here; one another process owns, as stored,
 * with who is connected there (several processes).
 */
export class TableListings {
  constructor(
    private readonly parts: Pick<TableParts, "store" | "memory" | "online" | "chats" | "cluster">,
  ) {}

  /** `Tables.myGames`: a person's unfinished tables, their turn first (mine.ts). */
  async myGames(playerId: string): Promise<MyGame[]> {
    const mine = await this.parts.store.playerTables(playerId, MY_GAMES_LIMIT);
    const games = mine.flatMap(({ table: stored, seats }) => {
      const live = this.parts.memory.get(stored.id);
      const record = live?.record ?? stored;
      if (record.status === "finished") return [];
      const runner = live?.runner;
      const turn =
        live?.turnClock?.turn() ??
        record.turn ??
        (runner && !runner.finished ? { toAct: [...live.game.toAct(runner.state)] } : null);
      return [myGameOf({ record, seats, turn })];
    });
    return inTurnOrder(games);
  }

  /** A table's summary (null: no such table). */
  async summary(id: string): Promise<TableSummary | null> {
    const table = this.parts.memory.get(id);
    if (table) return summaryOf(table.record, connectedSeats(table));
    const record = await this.parts.store.getTable(id);
    return record ? summaryOf(record, (await this.connectedElsewhere([record])).get(id)) : null;
  }

  /** Open and live tables, newest first. */
  async list(limit: number): Promise<TableSummary[]> {
    const records = await this.parts.store.listTables(["waiting", "playing"], limit);
    const elsewhere = await this.connectedElsewhere(records);
    return records.map((r) => {
      const live = this.parts.memory.get(r.id);
      return live ? summaryOf(live.record, connectedSeats(live)) : summaryOf(r, elsewhere.get(r.id));
    });
  }

  /** The lobby: who is online, and the waiting tables with a person's seat still free (newest first). */
  async lobby(limit: number): Promise<{ online: OnlinePlayer[]; needPlayers: TableSummary[] }> {
    const records = await this.parts.store.listTables(["waiting"], limit);
    const elsewhere = await this.connectedElsewhere(records);
    const needPlayers = records.flatMap((stored) => {
      const live = this.parts.memory.get(stored.id);
      const record = live?.record ?? stored;
      if (record.status !== "waiting") return [];
      const free = humanSeats(record.seats).some((seat) => !record.seats[seat]?.joined);
      return free ? [summaryOf(record, live ? connectedSeats(live) : elsewhere.get(record.id))] : [];
    });
    return { online: await this.everyoneOnline(), needPlayers };
  }

  /** Played matches, the most recently finished first (`Store.listMatches`). */
  async matches(query: MatchQuery): Promise<TableSummary[]> {
    return (await this.parts.store.listMatches(query)).map((record) => summaryOf(record));
  }

  /** A finished match's log. Never while it is live: the log holds every hidden card. */
  async log(id: string): Promise<Result<MatchLog, RuleError>> {
    const { store, memory } = this.parts;
    const record = memory.get(id)?.record ?? (await store.getTable(id));
    if (!record) return err(ruleError(ProtocolErrors.noTable, `There is no table '${id}'.`));
    if (record.status !== "finished") {
      return err(ruleError("not-finished", "The log of a table is published once its match is over."));
    }
    return ok(matchLogOf(record, await store.actions(id)));
  }

  /** A table's chat, oldest first, for anyone (null: no such table). */
  async chatHistory(id: string): Promise<ChatLine[] | null> {
    if (!this.parts.memory.get(id) && !(await this.parts.store.getTable(id))) return null;
    return this.parts.chats.history(id);
  }

  /** Several processes: who is connected at the listed tables other processes own. */
  private async connectedElsewhere(
    records: readonly TableRecord[],
  ): Promise<Map<string, ReadonlySet<number>>> {
    const { cluster, memory } = this.parts;
    if (!cluster) return new Map();
    const ids = records.filter((r) => !memory.get(r.id)).map((r) => r.id);
    return ids.length > 0 ? cluster.connectedElsewhere(ids) : new Map();
  }

  /** Who is online: here, and on the other processes (each player once, by name). */
  private async everyoneOnline(): Promise<OnlinePlayer[]> {
    const here = this.parts.online.list();
    if (!this.parts.cluster) return here;
    const players = new Map(here.map((p) => [p.id, p]));
    for (const p of await this.parts.cluster.onlineElsewhere()) if (!players.has(p.id)) players.set(p.id, p);
    return [...players.values()].sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
  }
}
