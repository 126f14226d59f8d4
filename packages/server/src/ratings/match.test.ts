import type { Outcome } from "@parlor/engine";
import { describe, expect, it } from "vitest";
import type { PlayerRecord, RatingRecord, StoredSeat, TableRecord } from "../store/store.js";
import {
  DEFAULT_REPEAT_RULE,
  rateMatch,
  REPEAT_WINDOW_MS,
  type RatedMatch,
  type RatingStore,
} from "./match.js";
import { displayedRating, INITIAL_MU, INITIAL_SIGMA, ORDINAL_SIGMAS } from "./model.js";
import { account, player, record } from "../testing/store-contract.js";

/** The players and ratings a match reads, in memory; `accounts` are people with an account. */
class RatingsInMemory implements RatingStore {
  readonly players = new Map<string, PlayerRecord>();
  readonly rows = new Map<string, RatingRecord>();
  /** The rated matches kept (`finish`): their game, when they finished, each player's side. */
  readonly matches: { game: string; at: number; sides: Map<string, number> }[] = [];

  constructor(accounts: readonly string[] = []) {
    for (const id of accounts) this.players.set(id, account(id, id.toUpperCase()));
  }

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
  async ratedAgainst(game: string, a: string, b: string, since: number): Promise<number> {
    return this.matches.filter((m) => {
      const [sideA, sideB] = [m.sides.get(a), m.sides.get(b)];
      return (
        m.game === game && m.at >= since && sideA !== undefined && sideB !== undefined && sideA !== sideB
      );
    }).length;
  }
  keep(rows: readonly RatingRecord[]): void {
    for (const row of rows) this.rows.set(`${row.game}/${row.playerId}`, row);
  }
  /** Stores a rated match as `storeRatings` does: the new ratings, and who played on which side. */
  finish(match: RatedMatch, at: number): void {
    this.keep(match.ratings);
    const game = match.ratings[0]?.game ?? "";
    this.matches.push({ game, at, sides: new Map(match.ratings.map((r) => [r.playerId, r.side ?? -1])) });
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
    const store = new RatingsInMemory(["a", "b", "c", "d"]);
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
    expect(ratings.map((r) => r.side)).toEqual([0, 1, 2, 3]);
    const a = rated[0]?.rating;
    // People see 1500 for a newcomer, provisional.
    expect(a?.before).toEqual({ rating: 1500, mu: INITIAL_MU, sigma: INITIAL_SIGMA, provisional: true });
    expect(a?.after).toEqual({
      rating: displayedRating(row(ratings, "a")),
      mu: mu("a"),
      sigma: row(ratings, "a").sigma,
      provisional: true,
    });
    expect(a?.after.rating).toBeGreaterThan(1500);
    expect(rated[1]?.rating?.after.rating).toBeLessThan(1500);
  });

  it("starts from the stored ratings and adds to games and wins", async () => {
    const store = new RatingsInMemory(["a", "b"]);
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
    expect(seats[0]?.rating?.before).toEqual({
      rating: displayedRating({ mu: 30, sigma: 4 }),
      mu: 30,
      sigma: 4,
      provisional: true,
    });
    // An ordinal of 18 on the displayed scale: 1500 + 18 × 29.48.
    expect(seats[0]?.rating?.before.rating).toBe(2031);
    // An upset: the newcomer beat a strong player and rises further than against an equal.
    expect(row(ratings, "b").mu - INITIAL_MU).toBeGreaterThan(2);
  });

  it("gives tied players the same change", async () => {
    const store = new RatingsInMemory(["a", "b", "c"]);
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
    const store = new RatingsInMemory(["a", "b", "c", "d"]);
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
    const store = new RatingsInMemory(["a", "b"]);
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
      new RatingsInMemory(["x", "y", "z"]),
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
    // Each seat shows its own side's change: the winning greedy seat up, the last one down.
    expect(rated[0]?.rating?.before).toEqual(rated[1]?.rating?.before);
    expect(rated[0]?.rating?.after.mu).toBeCloseTo(first.mu, 10);
    expect(rated[1]?.rating?.after.mu).toBeCloseTo(second.mu, 10);
    expect(rated[1]?.rating?.after.rating).toBeLessThan(rated[1]?.rating?.before.rating as number);
    // Rated again: the bot player is found, not made twice.
    store.keep(ratings);
    const again = await rateMatch(store, tableOf("ruhd", seats), { scores: [1, 2, 3], winners: [2] }, NOW);
    expect(row(again.ratings, "bot-ruhd-greedy")).toMatchObject({ games: 2, wins: 1 });
  });

  it("leaves out seats taken without a session and rates the rest", async () => {
    const store = new RatingsInMemory(["a", "c"]);
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
    const store = new RatingsInMemory(["a"]);
    const seats = [person("a"), person("a"), { human: true, joined: true } as StoredSeat];
    const found = await rateMatch(store, tableOf("ruhd", seats), { scores: [3, 2, 1], winners: [0] }, NOW);
    expect(found.ratings).toEqual([]);
    expect(found.seats).toEqual(seats);
  });

  it("rates only people with an account: a guest's seat is left out as one taken without a session", async () => {
    const store = new RatingsInMemory(["a", "c"]);
    store.players.set("g", player("g"));
    const seats = [person("a"), person("g"), person("c")];
    const { ratings, seats: rated } = await rateMatch(
      store,
      tableOf("set-pc", seats),
      { scores: [1, 9, 5], winners: [1] },
      NOW,
    );
    expect(ratings.map((r) => r.playerId)).toEqual(["a", "c"]);
    expect(rated[1]).toEqual(seats[1]);
    // A guest against one account: nobody left to rate against.
    const duel = await rateMatch(
      store,
      tableOf("ruhd", [person("a"), person("g")]),
      { scores: [1, 9], winners: [1] },
      NOW,
    );
    expect(duel.ratings).toEqual([]);
  });

  it("counts the same two people's matches fully once a day, then half as far each time, then not at all", async () => {
    // The farming of issue 30: one of two accounts resigns each rated match at once, 30 in 2.2 s.
    const store = new RatingsInMemory(["a", "b"]);
    const duel = tableOf("ruhd", [person("a", { resigned: true }), person("b")]);
    const outcome: Outcome = { scores: [0, 0], winners: [1] };
    const undamped = { ...DEFAULT_REPEAT_RULE, weights: [1] };
    const weights: number[] = [];
    const shown: number[] = [];
    for (let k = 0; k < 30; k++) {
      const at = NOW + k * 75;
      const prior = (await store.ratings("ruhd", ["a", "b"])).map((r) => r.mu);
      const [a0, b0] = prior.length > 0 ? prior : [INITIAL_MU, INITIAL_MU];
      // What this match would do from the same ratings without the rule.
      const full = await rateMatch(store, duel, outcome, at, undamped);
      const match = await rateMatch(store, duel, outcome, at);
      const weight =
        (row(match.ratings, "b").mu - (b0 as number)) / (row(full.ratings, "b").mu - (b0 as number));
      const weightA =
        (row(match.ratings, "a").mu - (a0 as number)) / (row(full.ratings, "a").mu - (a0 as number));
      expect(weightA).toBeCloseTo(weight, 10);
      weights.push(Math.round(weight * 1000) / 1000);
      store.finish(match, at);
      shown.push(match.seats[1]?.rating?.after.rating as number);
    }
    expect(weights.slice(0, 6)).toEqual([1, 0.5, 0.25, 0.125, 0, 0]);
    expect(weights.slice(4).every((w) => w === 0)).toBe(true);
    // Thirty wins count as 1.875: the winner ends where the fourth left them, below two full wins.
    expect(shown[29]).toBe(shown[3]);
    const twoWins = new RatingsInMemory(["a", "b"]);
    for (const day of [0, 1]) {
      const at = NOW + day * (REPEAT_WINDOW_MS + 1);
      twoWins.finish(await rateMatch(twoWins, duel, outcome, at), at);
    }
    expect(row([...twoWins.rows.values()], "b").mu).toBeGreaterThan(row([...store.rows.values()], "b").mu);
    expect(row([...store.rows.values()], "b")).toMatchObject({ games: 30, wins: 30 });

    // Another person at their table is not damped; the two of them are (their fifth and more). Each
    // game counts on its own.
    store.players.set("c", account("c", "C"));
    const three = tableOf("ruhd", [person("a"), person("b"), person("c")]);
    const race: Outcome = { scores: [1, 2, 3], winners: [2] };
    const at = NOW + 3_000;
    const full = await rateMatch(store, three, race, at, undamped);
    const damped = await rateMatch(store, three, race, at);
    expect(row(damped.ratings, "c")).toEqual(row(full.ratings, "c"));
    expect(row(damped.ratings, "a").mu).toBe(row([...store.rows.values()], "a").mu);
    const otherGame = tableOf("set-pc", [person("a"), person("b")]);
    expect(await rateMatch(store, otherGame, outcome, at)).toEqual(
      await rateMatch(store, otherGame, outcome, at, undamped),
    );
    // A day after their last match, their next counts fully again.
    const dayLater = NOW + 29 * 75 + REPEAT_WINDOW_MS + 1;
    expect(await rateMatch(store, duel, outcome, dayLater)).toEqual(
      await rateMatch(store, duel, outcome, dayLater, undamped),
    );
  });

  it("never damps a match against a bot: bots are not people", async () => {
    const store = new RatingsInMemory(["a"]);
    const table = tableOf("ruhd", [person("a"), { bot: "greedy", joined: true }]);
    const outcome: Outcome = { scores: [10, 0], winners: [0] };
    for (let k = 0; k < 6; k++) {
      const at = NOW + k;
      const match = await rateMatch(store, table, outcome, at);
      expect(match).toEqual(
        await rateMatch(store, table, outcome, at, { ...DEFAULT_REPEAT_RULE, weights: [1] }),
      );
      store.finish(match, at);
    }
    expect(row([...store.rows.values()], "a").games).toBe(6);
  });

  it("shows each seat its own side's change: the losing side's bot partner goes down (Buraco at 4)", async () => {
    const store = new RatingsInMemory(["a"]);
    const bot: StoredSeat = { bot: "basic", joined: true };
    const outcome: Outcome = {
      scores: [-120, 900, -120, 900],
      winners: [1, 3],
      teams: [
        [0, 2],
        [1, 3],
      ],
    };
    const { ratings, seats } = await rateMatch(
      store,
      tableOf("buraco", [person("a"), bot, bot, bot]),
      outcome,
      NOW,
    );
    const change = (seat: number): number => {
      const rating = seats[seat]?.rating;
      if (!rating) throw new Error(`seat ${seat} not rated`);
      return rating.after.mu - rating.before.mu;
    };
    expect(change(0)).toBeLessThan(0);
    expect(change(2)).toBeLessThan(0);
    expect(change(2)).toBeCloseTo(change(0), 10);
    expect(change(1)).toBeGreaterThan(0);
    expect(change(3)).toBeCloseTo(change(1), 10);
    expect(seats[2]?.rating?.after.rating).toBeLessThan(seats[2]?.rating?.before.rating as number);
    // The level's one player keeps the mean of its three seats: two won, one lost.
    const basic = row(ratings, "bot-buraco-basic");
    const mus = [1, 2, 3].map((seat) => seats[seat]?.rating?.after.mu as number);
    expect(basic.mu).toBeCloseTo((mus[0]! + mus[1]! + mus[2]!) / 3, 10);
    expect(basic).toMatchObject({ games: 1, wins: 1 });
  });
});
