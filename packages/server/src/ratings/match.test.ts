import type { Outcome } from "@parlor/engine";
import { describe, expect, it } from "vitest";
import type { PlayerRecord, RatingRecord, StoredSeat, TableRecord } from "../store/store.js";
import { rateMatch, type RatingStore } from "./match.js";
import { INITIAL_MU, INITIAL_SIGMA, ORDINAL_SIGMAS } from "./model.js";
import { record } from "../testing/store-contract.js";

/** The players and ratings a match reads, in memory. */
class RatingsInMemory implements RatingStore {
  readonly players = new Map<string, PlayerRecord>();
  readonly rows = new Map<string, RatingRecord>();

  async ratings(game: string, ids: readonly string[]): Promise<RatingRecord[]> {
    return ids.flatMap((id) => {
      const row = this.rows.get(`${game}/${id}`);
      return row ? [row] : [];
    });
  }
  async getPlayer(id: string): Promise<PlayerRecord | null> {
    return this.players.get(id) ?? null;
  }
  async createPlayer(player: PlayerRecord): Promise<void> {
    if (this.players.has(player.id)) throw new Error(`player ${player.id} twice`);
    this.players.set(player.id, player);
  }
  keep(rows: readonly RatingRecord[]): void {
    for (const row of rows) this.rows.set(`${row.game}/${row.playerId}`, row);
  }
}

const NOW = 1_700_000_000_000;

function person(id: string, extra: Partial<StoredSeat> = {}): StoredSeat {
  return { human: true, joined: true, player: { id, name: id.toUpperCase() }, ...extra };
}

function tableOf(game: string, seats: StoredSeat[]): TableRecord {
  return record("t1", {
    game,
    options: {},
    seed: "s",
    seats,
    status: "playing",
    createdAt: NOW,
    startedAt: NOW,
  });
}

function row(rows: readonly RatingRecord[], id: string): RatingRecord {
  const found = rows.find((r) => r.playerId === id);
  if (!found) throw new Error(`no rating for ${id}`);
  return found;
}

describe("rateMatch", () => {
  it("rates a four-way race: newcomers start at mu 25, sigma 25/3; the winner rises most, the last falls", async () => {
    const store = new RatingsInMemory();
    const seats = ["a", "b", "c", "d"].map((id) => person(id));
    const outcome: Outcome = { scores: [12, 3, 7, 5], winners: [0] };
    const { ratings, seats: rated } = await rateMatch(store, tableOf("set-pc", seats), outcome, NOW);
    const mu = (id: string) => row(ratings, id).mu;
    expect(mu("a")).toBeGreaterThan(mu("c"));
    expect(mu("c")).toBeGreaterThan(mu("d"));
    expect(mu("d")).toBeGreaterThan(mu("b"));
    expect(mu("a")).toBeGreaterThan(INITIAL_MU);
    expect(mu("b")).toBeLessThan(INITIAL_MU);
    expect(ratings.map((r) => [r.playerId, r.games, r.wins])).toEqual([
      ["a", 1, 1],
      ["b", 1, 0],
      ["c", 1, 0],
      ["d", 1, 0],
    ]);
    for (const r of ratings) expect(r.rating).toBeCloseTo(r.mu - ORDINAL_SIGMAS * r.sigma, 10);
    const a = rated[0]?.rating;
    expect(a?.before).toEqual({ rating: 0, mu: INITIAL_MU, sigma: INITIAL_SIGMA });
    expect(a?.after).toEqual({
      rating: row(ratings, "a").rating,
      mu: mu("a"),
      sigma: row(ratings, "a").sigma,
    });
  });

  it("starts from the stored ratings and adds to games and wins", async () => {
    const store = new RatingsInMemory();
    store.keep([{ playerId: "a", game: "ruhd", mu: 30, sigma: 4, rating: 18, games: 7, wins: 5 }]);
    const outcome: Outcome = { scores: [40, 50], winners: [1] };
    const { ratings, seats } = await rateMatch(
      store,
      tableOf("ruhd", [person("a"), person("b")]),
      outcome,
      NOW,
    );
    expect(row(ratings, "a")).toMatchObject({ games: 8, wins: 5 });
    expect(row(ratings, "a").mu).toBeLessThan(30);
    expect(seats[0]?.rating?.before).toEqual({ rating: 30 - 3 * 4, mu: 30, sigma: 4 });
    // An upset: the newcomer beat a strong player and rises further than against an equal.
    expect(row(ratings, "b").mu - INITIAL_MU).toBeGreaterThan(2);
  });

  it("gives tied players the same change", async () => {
    const store = new RatingsInMemory();
    const { ratings } = await rateMatch(
      store,
      tableOf("set-super", [person("a"), person("b"), person("c")]),
      { scores: [5, 5, 1], winners: [0, 1] },
      NOW,
    );
    expect(row(ratings, "a").mu).toBeCloseTo(row(ratings, "b").mu, 10);
    expect(row(ratings, "a").wins).toBe(1);
    expect(row(ratings, "b").wins).toBe(1);
    expect(row(ratings, "c").mu).toBeLessThan(INITIAL_MU);
  });

  it("moves partners together (the outcome's teams)", async () => {
    const store = new RatingsInMemory();
    const seats = [person("a"), person("b"), person("c"), person("d")];
    const outcome: Outcome = {
      scores: [2100, 1500, 2100, 1500],
      winners: [0, 2],
      teams: [
        [0, 2],
        [1, 3],
      ],
    };
    const { ratings } = await rateMatch(store, tableOf("buraco", seats), outcome, NOW);
    expect(row(ratings, "a").mu).toBeCloseTo(row(ratings, "c").mu, 10);
    expect(row(ratings, "b").mu).toBeCloseTo(row(ratings, "d").mu, 10);
    expect(row(ratings, "a").mu).toBeGreaterThan(INITIAL_MU);
    expect(row(ratings, "b").mu).toBeLessThan(INITIAL_MU);
    expect(ratings.map((r) => r.wins)).toEqual([1, 0, 1, 0]);
  });

  it("makes a resignation a loss, below a lower score", async () => {
    const store = new RatingsInMemory();
    const seats = [person("a", { resigned: true, standIn: "greedy" }), person("b")];
    const { ratings } = await rateMatch(
      store,
      tableOf("ruhd", seats),
      { scores: [60, 10], winners: [0] },
      NOW,
    );
    expect(row(ratings, "a").mu).toBeLessThan(INITIAL_MU);
    expect(row(ratings, "b").mu).toBeGreaterThan(INITIAL_MU);
    expect([row(ratings, "a").wins, row(ratings, "b").wins]).toEqual([0, 1]);
  });

  it("rates bots as their level's player, made in the store once, and averages a player's seats", async () => {
    const store = new RatingsInMemory();
    const seats: StoredSeat[] = [
      { bot: "greedy", joined: true },
      { bot: "greedy", joined: true },
      { bot: "basic", joined: true },
    ];
    const { ratings, seats: rated } = await rateMatch(
      store,
      tableOf("ruhd", seats),
      { scores: [30, 10, 20], winners: [0] },
      NOW,
    );
    expect(ratings.map((r) => r.playerId)).toEqual(["bot-ruhd-greedy", "bot-ruhd-basic"]);
    expect(store.players.get("bot-ruhd-greedy")).toEqual({
      id: "bot-ruhd-greedy",
      name: "Greedy bot",
      kind: "bot",
      username: null,
      passwordHash: null,
      createdAt: NOW,
    });
    // Each greedy seat was rated from the same prior; the player keeps the mean of the two.
    const alone = await rateMatch(
      new RatingsInMemory(),
      tableOf("ruhd", [person("x"), person("y"), person("z")]),
      { scores: [30, 10, 20], winners: [0] },
      NOW,
    );
    const first = row(alone.ratings, "x");
    const second = row(alone.ratings, "y");
    const greedy = row(ratings, "bot-ruhd-greedy");
    expect(greedy.mu).toBeCloseTo((first.mu + second.mu) / 2, 10);
    expect(greedy.sigma).toBeCloseTo((first.sigma + second.sigma) / 2, 10);
    expect(greedy).toMatchObject({ games: 1, wins: 1 });
    expect(rated[0]?.rating?.after).toEqual(rated[1]?.rating?.after);
    // Rated again: the bot player is found, not made twice.
    store.keep(ratings);
    const again = await rateMatch(store, tableOf("ruhd", seats), { scores: [1, 2, 3], winners: [2] }, NOW);
    expect(row(again.ratings, "bot-ruhd-greedy")).toMatchObject({ games: 2, wins: 1 });
  });

  it("leaves out seats taken without a session and rates the rest", async () => {
    const store = new RatingsInMemory();
    const seats: StoredSeat[] = [person("a"), { human: true, joined: true }, person("c")];
    const { ratings, seats: rated } = await rateMatch(
      store,
      tableOf("set-pc", seats),
      { scores: [1, 9, 5], winners: [1] },
      NOW,
    );
    expect(ratings.map((r) => r.playerId)).toEqual(["a", "c"]);
    expect(rated[1]).toEqual(seats[1]);
    expect(row(ratings, "c").mu).toBeGreaterThan(row(ratings, "a").mu);
  });

  it("rates nobody when fewer than two players remain (one person holding every seat)", async () => {
    const store = new RatingsInMemory();
    const seats = [person("a"), person("a"), { human: true, joined: true } as StoredSeat];
    const found = await rateMatch(store, tableOf("ruhd", seats), { scores: [3, 2, 1], winners: [0] }, NOW);
    expect(found.ratings).toEqual([]);
    expect(found.seats).toEqual(seats);
  });
});
