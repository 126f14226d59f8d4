import { getGame, TableRunner, VirtualClock, type AnyGame, type Outcome } from "@parlor/engine";
import { leaderboardAnswer } from "@parlor/protocol";
import { afterEach, expect, it } from "vitest";
import { LiveTable } from "../live-table.js";
import { Browser } from "../people/testing.js";
import type { PlayerRecord, Store, StoredSeat, TableRecord } from "../store/store.js";
import { finishTable } from "../tables/finish.js";
import { hashToken } from "../tables/tokens.js";
import type { TableSummary } from "../tables/summary.js";
import { TestClient } from "../testing/client.js";
import { describeEachDatabase, type DatabaseKind } from "../testing/databases.js";
import { api, createTable, getTable, untilStatus, type ApiError } from "../testing/http.js";
import { buildTestServer } from "../testing/server.js";
import { LEADERBOARD_MIN_GAMES, type LeaderboardEntry } from "./leaderboard.js";
import { displayedRating, INITIAL_MU, INITIAL_SIGMA, ordinalOf } from "./model.js";
import { account, rating, record } from "../testing/store-contract.js";

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/**
 * A PC Set Game of three sets: a 9-card deck (two features) on a table of 3 slots, reshuffled as
 * soon as it holds no set, so pressing the three slots is always a set; no freeze after a set.
 */
const QUICK_PC = { featureCount: 2, rows: 1, columns: 3, turnTimeout: 0, tableDelay: 0, pointFreeze: 0 };
const QUICK_SLOTS = [0, 1, 2];
/** A Ruhd match that ends after two placements. */
const SHORT_RUHD = { handSize: 1, smallTableDeck: 0 };
/** A Buraco match of one hand (the higher score wins). */
const ONE_HAND_BURACO = { hands: 1 };

async function openStore(kind: DatabaseKind): Promise<Store> {
  const db = await kind.create();
  cleanups.push(() => db.remove());
  const store = await db.open();
  cleanups.push(() => store.close());
  return store;
}

async function serverOn(store: Store) {
  const server = await buildTestServer({ store });
  cleanups.push(() => server.close());
  return server;
}

/** `GET /api/leaderboard/:game`, its rows read with the protocol's schema (http-shapes.test.ts sees an empty one). */
async function leaderboard(base: string, game: string, query = ""): Promise<LeaderboardEntry[]> {
  const answer = await api(base, `/api/leaderboard/${game}${query}`);
  expect(answer.status).toBe(200);
  return leaderboardAnswer.parse(answer.body);
}

/** A person's rating change at a finished table: how far its mu moved. */
function muMoved(seat: TableSummary["seats"][number] | undefined): number {
  const change = seat?.rating;
  if (!change) throw new Error(`no rating change on ${JSON.stringify(seat)}`);
  return change.after.mu - change.before.mu;
}

/** A person with an account (`POST /api/account`) named `name`, in a browser of their own. */
async function accountOn(http: string, name: string) {
  const browser = new Browser(http);
  const username = name
    .normalize("NFD")
    .replace(/[^A-Za-z]/g, "")
    .toLowerCase();
  const made = await browser.call<{ id: string }>("POST", "/api/account", {
    username,
    password: "password1",
    name,
  });
  expect(made.status).toBe(201);
  return { browser, id: made.body.id, name };
}

/** A guest (`POST /api/players`) named `name`, in a browser of their own. */
async function guestOn(http: string, name: string) {
  const browser = new Browser(http);
  const made = await browser.call<{ id: string }>("POST", "/api/players", { name });
  expect(made.status).toBe(201);
  return { browser, id: made.body.id, name };
}

/** `POST /api/tables` from a browser (its session the table's host), expecting 201. */
async function tableFrom(
  browser: Browser,
  game: string,
  seats: ({ bot: string } | { human: true })[],
  options: Record<string, unknown>,
  extra: Record<string, unknown> = {},
) {
  const made = await browser.call<{ id: string; seatTokens: (string | null)[] }>("POST", "/api/tables", {
    game,
    seats,
    options,
    ...extra,
  });
  expect(made.status).toBe(201);
  return made.body;
}

/**
 * Four people with accounts (Ana, Bruno, Chloé, Dmitri, in seats 0 to 3) at a new table of `game`
 * that Ana made (rated play needs accounts), each on their own socket with their seat's token, once
 * it is playing.
 */
async function fourPeopleAt(
  server: Awaited<ReturnType<typeof serverOn>>,
  game: string,
  options: Record<string, unknown>,
) {
  const names = ["Ana", "Bruno", "Chloé", "Dmitri"];
  const people = await Promise.all(names.map((name) => accountOn(server.http, name)));
  const humans = names.map(() => ({ human: true as const }));
  const table = await tableFrom((people[0] as (typeof people)[number]).browser, game, humans, options);
  const clients = await Promise.all(
    people.map(async (person, seat) => {
      const client = await TestClient.connect(server.ws, person.browser.cookieHeader);
      cleanups.push(() => client.drop());
      const joined = await client.request({
        type: "join",
        table: table.id,
        tokens: [table.seatTokens[seat] as string],
      });
      expect(joined.type).toBe("joined");
      return client;
    }),
  );
  // Ana made the table: she starts it once everyone is here.
  expect(await (clients[0] as TestClient).request({ type: "start", table: table.id })).toMatchObject({
    type: "ok",
  });
  await untilStatus(server.http, table.id, "playing");
  return { people, table, clients };
}

describeEachDatabase("ratings", (kind) => {
  it("rate a four-player PC Set Game played by four people over sockets, and list them best first", async () => {
    const store = await openStore(kind);
    const server = await serverOn(store);
    const { people, table, clients } = await fourPeopleAt(server, "set-pc", QUICK_PC);
    // Chloé and Dmitri take part (a match counts when everyone made the game's minimum of moves)
    // but claim nothing: each puts a token on a slot and takes it back, twice.
    for (const seat of [2, 3])
      for (let press = 0; press < 4; press++) {
        const client = clients[seat] as TestClient;
        const ack = await client.request({
          type: "action",
          table: table.id,
          seat,
          action: { type: "press", slot: 0 },
        });
        expect(ack.type).toBe("ack");
      }
    // Ana finds two sets, Bruno one; Chloé and Dmitri none (they tie for the last place).
    for (const seat of [0, 1, 0]) {
      const client = clients[seat] as TestClient;
      for (const slot of QUICK_SLOTS) {
        const ack = await client.request({
          type: "action",
          table: table.id,
          seat,
          action: { type: "press", slot },
        });
        expect(ack.type).toBe("ack");
      }
    }
    const end = await (clients[2] as TestClient).next("table", (f) => f.status === "finished");
    expect(end.outcome).toMatchObject({ scores: [2, 1, 0, 0], winners: [0] });
    expect(end.rated).toBe(true);

    const finished = await getTable(server.http, table.id);
    const [ana, bruno, chloe, dmitri] = finished.seats;
    for (const [seat, person] of people.entries()) {
      expect(finished.seats[seat]?.player).toMatchObject({ id: person.id, name: person.name });
      expect(finished.seats[seat]?.rating?.before).toEqual({
        rating: 1500,
        mu: INITIAL_MU,
        sigma: INITIAL_SIGMA,
        provisional: true,
      });
    }
    expect(muMoved(ana)).toBeGreaterThan(0);
    expect(muMoved(ana)).toBeGreaterThan(muMoved(bruno));
    expect(muMoved(bruno)).toBeGreaterThan(muMoved(chloe));
    expect(muMoved(chloe)).toBeLessThan(0);
    expect(muMoved(chloe)).toBeCloseTo(muMoved(dmitri), 10);
    // The frame the players saw carries the same changes as the API.
    expect(end.seats.map((s) => s.rating)).toEqual(finished.seats.map((s) => s.rating));

    // Stored best first; nobody is on the leaderboard after one match (5 against 3 opponents).
    const stored = await store.leaderboard("set-pc", 10);
    expect(stored.map((row) => row.name)).toEqual(["Ana", "Bruno", "Chloé", "Dmitri"]);
    expect(stored.map((row) => [row.games, row.wins])).toEqual([
      [1, 1],
      [1, 0],
      [1, 0],
      [1, 0],
    ]);
    expect(stored[0]).toMatchObject({ mu: ana?.rating?.after.mu, sigma: ana?.rating?.after.sigma });
    expect(await leaderboard(server.http, "set-pc")).toEqual([]);
    expect(await leaderboard(server.http, "ruhd")).toEqual([]);
  });

  it("rate a table of bots by level (each level a player), and leave an unrated table's out", async () => {
    const store = await openStore(kind);
    const server = await serverOn(store);
    const host = await accountOn(server.http, "Host");
    const seats = [{ bot: "greedy" }, { bot: "strong" }];
    const unrated = await tableFrom(host.browser, "ruhd", seats, SHORT_RUHD, { rated: false });
    const quiet = await untilStatus(server.http, unrated.id, "finished");
    expect(quiet.seats.every((s) => s.rating === undefined)).toBe(true);
    expect(await store.leaderboard("ruhd", 10)).toEqual([]);

    const rated = await tableFrom(host.browser, "ruhd", seats, SHORT_RUHD);
    const done = await untilStatus(server.http, rated.id, "finished");
    expect(done.rated).toBe(true);
    const outcome = done.outcome as Outcome;
    const stored = await store.leaderboard("ruhd", 10);
    expect(stored.map((row) => row.playerId).sort()).toEqual(["bot-ruhd-greedy", "bot-ruhd-strong"]);
    expect(stored.map((row) => row.games)).toEqual([1, 1]);
    const [greedy, strong] = done.seats;
    if (outcome.winners.length === 1) {
      const winner = outcome.winners[0] === 0 ? "bot-ruhd-greedy" : "bot-ruhd-strong";
      expect(stored[0]?.playerId).toBe(winner);
      expect(stored[0]?.wins).toBe(1);
      expect(muMoved(outcome.winners[0] === 0 ? greedy : strong)).toBeGreaterThan(0);
    } else {
      expect(muMoved(greedy)).toBeCloseTo(muMoved(strong), 10);
    }
  });

  it("rate a Buraco pairs match: partners move together, the winning pair up", async () => {
    const store = await openStore(kind);
    const buraco = getGame("buraco") as AnyGame;
    // A match of one hand, played to its end by bots on a virtual clock: its outcome has the pairs.
    const clock = new VirtualClock();
    const bots = [{ bot: "basic" }, { bot: "random" }, { bot: "basic" }, { bot: "random" }];
    const runner = new TableRunner({
      game: buraco,
      options: ONE_HAND_BURACO,
      seed: "pairs",
      seats: bots,
      clock,
    });
    runner.start();
    clock.run();
    const outcome = runner.outcome as Outcome;
    expect(outcome.teams).toEqual([
      [0, 2],
      [1, 3],
    ]);
    // Four people sat there: the first pair Ana and Chloé, the second Bruno and Dmitri.
    const ids = ["ana", "bruno", "chloe", "dmitri"];
    for (const id of ids) await store.createPlayer(playerRecord(id));
    const record = tableRecord(
      "buraco",
      ids.map((id): StoredSeat => ({ human: true, joined: true, player: { id, name: id } })),
    );
    await store.createTable(record);
    const table = new LiveTable(record, buraco);
    // Its log: the moves each seat made (a match counts only when everyone played).
    table.runner = runner;
    finishTable(
      { store, logger: silent, wallClock: () => NOW },
      table,
      outcome,
      "normal",
      runner.log.until ?? null,
    );
    for (const write of table.takeEffects().writes) await write();

    const stored = (await store.getTable(record.id)) as TableRecord;
    expect(stored).toMatchObject({ status: "finished", ending: "normal", finishedAt: NOW, outcome });
    expect(table.record.seats).toEqual(stored.seats);
    const moved = stored.seats.map((seat) =>
      seat.rating ? seat.rating.after.mu - seat.rating.before.mu : NaN,
    );
    expect(moved[0]).toBeCloseTo(moved[2] as number, 10);
    expect(moved[1]).toBeCloseTo(moved[3] as number, 10);
    const first = outcome.winners.includes(0);
    const second = outcome.winners.includes(1);
    if (first !== second) {
      expect(Math.sign(moved[0] as number)).toBe(first ? 1 : -1);
      expect(Math.sign(moved[1] as number)).toBe(second ? 1 : -1);
    }
    const board = await store.leaderboard("buraco", 10);
    expect(board.map((row) => row.playerId).sort()).toEqual([...ids].sort());
    expect(
      board
        .filter((row) => row.wins === 1)
        .map((row) => row.playerId)
        .sort(),
    ).toEqual(first === second ? [] : first ? ["ana", "chloe"] : ["bruno", "dmitri"]);
  });

  it("rate a Buraco pairs match over the server: a resignation ends it, the pairs move together", async () => {
    const store = await openStore(kind);
    const buraco = getGame("buraco") as AnyGame;
    // Bots play the first turns for four people with accounts, until each made the moves that make a
    // match count; the table is stored as the server keeps one, and the server resumes it.
    const minimum = buraco.minimumMoves(4, buraco.options.parse({}));
    const clock = new VirtualClock();
    const runner = new TableRunner({
      game: buraco,
      options: {},
      seed: "pairs-resign",
      seats: [0, 1, 2, 3].map(() => ({ bot: buraco.defaultBot })),
      clock,
    });
    runner.start();
    const eachPlayed = () =>
      [0, 1, 2, 3].every((seat) => runner.log.actions.filter((e) => e.seat === seat).length >= minimum);
    clock.run(8 * 3_600_000, () => runner.finished || eachPlayed());
    expect(runner.finished).toBe(false);
    const names = ["Ana", "Bruno", "Chloé", "Dmitri"];
    for (const name of names) await store.createPlayer(account(name.toLowerCase(), name));
    const seats: StoredSeat[] = names.map((name) => ({
      human: true,
      joined: true,
      tokenHash: hashToken(`${name}-token`),
      player: { id: name.toLowerCase(), name },
    }));
    const table = {
      ...record("pairs", {
        game: "buraco",
        options: buraco.options.parse({}),
        seed: "pairs-resign",
        seats,
        status: "playing",
        createdAt: NOW,
        startedAt: NOW,
        seq: runner.log.actions.length,
        host: "ana",
      }),
    };
    await store.createTable(table);
    for (const entry of runner.log.actions) await store.appendAction(table.id, entry);
    const server = await serverOn(store);
    const clients = await Promise.all(
      names.map(async (name) => {
        const client = await TestClient.connect(server.ws);
        cleanups.push(() => client.drop());
        const joined = await client.request({ type: "join", table: table.id, tokens: [`${name}-token`] });
        expect(joined.type).toBe("joined");
        return client;
      }),
    );
    // Bruno gives up for his pair (seats 1 and 3): the match ends, Ana and Chloé's pair wins.
    expect(
      await (clients[1] as TestClient).request({ type: "resign", table: table.id, seat: 1 }),
    ).toMatchObject({ type: "ok" });
    const end = await (clients[0] as TestClient).next("table", (f) => f.status === "finished");
    expect(end).toMatchObject({ ending: "resigned", rated: true, outcome: { winners: [0, 2] } });
    const finished = await getTable(server.http, table.id);
    const moved = finished.seats.map((seat) => muMoved(seat));
    expect(moved[0]).toBeGreaterThan(0);
    expect(moved[0]).toBeCloseTo(moved[2] as number, 10);
    expect(moved[1]).toBeLessThan(0);
    expect(moved[1]).toBeCloseTo(moved[3] as number, 10);
    const board = await store.leaderboard("buraco", 10);
    expect(
      board
        .slice(0, 2)
        .map((row) => row.name)
        .sort(),
    ).toEqual(["Ana", "Chloé"]);
    expect(board.map((row) => [row.games, row.wins])).toEqual([
      [1, 1],
      [1, 1],
      [1, 0],
      [1, 0],
    ]);
  });

  it("rate tables that finish at the same moment one after the other: no game is lost", async () => {
    const store = await openStore(kind);
    const ruhd = getGame("ruhd") as AnyGame;
    const bots: StoredSeat[] = [
      { bot: "greedy", joined: true },
      { bot: "strong", joined: true },
    ];
    const TABLES = 5;
    const tables = await Promise.all(
      Array.from({ length: TABLES }, async (_, i) => {
        const record = { ...tableRecord("ruhd", bots), id: `together-${i}` };
        await store.createTable(record);
        const table = new LiveTable(record, ruhd);
        finishTable(
          { store, logger: silent, wallClock: () => NOW },
          table,
          { scores: [2, 1], winners: [0] },
          "normal",
          null,
        );
        return table;
      }),
    );
    // Every table's step stores its finish at once, as the tables' own queues would.
    await Promise.all(
      tables.map(async (table) => {
        for (const write of table.takeEffects().writes) await write();
      }),
    );
    const board = await store.leaderboard("ruhd", 10);
    expect(board.map((row) => [row.playerId, row.games, row.wins])).toEqual([
      ["bot-ruhd-greedy", TABLES, TABLES],
      ["bot-ruhd-strong", TABLES, 0],
    ]);
    // Each table's change starts where the one before it ended.
    const afters = new Set(tables.map((table) => table.record.seats[0]?.rating?.after.mu));
    expect(afters.size).toBe(TABLES);
  });

  it("changes nobody's rating when a table is abandoned, and a resignation is a loss", async () => {
    const store = await openStore(kind);
    const ruhd = getGame("ruhd") as AnyGame;
    for (const id of ["ana", "bruno"]) await store.createPlayer(playerRecord(id));
    const seats = (resigned: boolean): StoredSeat[] => [
      {
        human: true,
        joined: true,
        player: { id: "ana", name: "ana" },
        ...(resigned ? { resigned: true, standIn: "greedy" } : {}),
      },
      { human: true, joined: true, player: { id: "bruno", name: "bruno" } },
    ];
    // Ana led on points when everyone left.
    const outcome: Outcome = { scores: [30, 10], winners: [0] };
    const finish = async (record: TableRecord, ending: "abandoned" | "resigned") => {
      await store.createTable(record);
      const table = new LiveTable(record, ruhd);
      // Both played their share of the match (a match counts only when everyone played).
      table.runner = playedOut(ruhd, 2);
      finishTable({ store, logger: silent, wallClock: () => NOW }, table, outcome, ending, null);
      for (const write of table.takeEffects().writes) await write();
      return (await store.getTable(record.id)) as TableRecord;
    };
    const abandoned = await finish({ ...tableRecord("ruhd", seats(false)), id: "abandoned" }, "abandoned");
    expect(abandoned).toMatchObject({ status: "finished", ending: "abandoned" });
    expect(abandoned.seats.every((s) => s.rating === undefined)).toBe(true);
    expect(await store.leaderboard("ruhd", 10)).toEqual([]);

    const resigned = await finish({ ...tableRecord("ruhd", seats(true)), id: "resigned" }, "resigned");
    expect(resigned.ending).toBe("resigned");
    const board = await store.leaderboard("ruhd", 10);
    expect(board.map((row) => [row.playerId, row.wins])).toEqual([
      ["bruno", 1],
      ["ana", 0],
    ]);
  });

  it("rate only accounts: a guest's table is unrated, and a rated table refuses a guest its seats", async () => {
    const store = await openStore(kind);
    const server = await serverOn(store);
    const guest = await guestOn(server.http, "Gus");
    // "Play now" by a guest, and a table made without a session: unrated, whatever was asked.
    const playNow = await tableFrom(guest.browser, "ruhd", [{ human: true }, { bot: "greedy" }], SHORT_RUHD, {
      rated: true,
    });
    expect((await getTable(server.http, playNow.id)).rated).toBe(false);
    const anonymous = await createTable(
      server.http,
      "ruhd",
      [{ bot: "greedy" }, { bot: "strong" }],
      SHORT_RUHD,
    );
    expect((await untilStatus(server.http, anonymous.id, "finished")).rated).toBe(false);
    expect(await store.leaderboard("ruhd", 10)).toEqual([]);

    const ana = await accountOn(server.http, "Ana");
    const rated = await tableFrom(ana.browser, "ruhd", [{ human: true }, { human: true }], SHORT_RUHD);
    expect((await getTable(server.http, rated.id)).rated).toBe(true);
    const host = await TestClient.connect(server.ws, ana.browser.cookieHeader);
    cleanups.push(() => host.drop());
    expect(
      await host.request({ type: "join", table: rated.id, tokens: [rated.seatTokens[0] as string] }),
    ).toMatchObject({ type: "joined", seats: [0] });
    // The guest with the invite's token, then sitting down as a spectator; then nobody at all.
    const refusal = { type: "error", code: "account-needed", message: expect.stringMatching(/account/) };
    const gus = await TestClient.connect(server.ws, guest.browser.cookieHeader);
    cleanups.push(() => gus.drop());
    expect(
      await gus.request({ type: "join", table: rated.id, tokens: [rated.seatTokens[1] as string] }),
    ).toMatchObject(refusal);
    expect(await gus.request({ type: "join", table: rated.id, tokens: [] })).toMatchObject({
      type: "joined",
    });
    expect(await gus.request({ type: "sit", table: rated.id, seat: 1 })).toMatchObject(refusal);
    const nobody = await TestClient.connect(server.ws);
    cleanups.push(() => nobody.drop());
    expect(
      await nobody.request({ type: "join", table: rated.id, tokens: [rated.seatTokens[1] as string] }),
    ).toMatchObject(refusal);
    expect((await getTable(server.http, rated.id)).seats[1]?.joined).toBe(false);
    // An account sits down.
    const bruno = await accountOn(server.http, "Bruno");
    const friend = await TestClient.connect(server.ws, bruno.browser.cookieHeader);
    cleanups.push(() => friend.drop());
    expect(
      await friend.request({ type: "join", table: rated.id, tokens: [rated.seatTokens[1] as string] }),
    ).toMatchObject({ type: "joined", seats: [1] });
    expect(await host.request({ type: "start", table: rated.id })).toMatchObject({ type: "ok" });
    await untilStatus(server.http, rated.id, "playing");
  });

  it("list on a leaderboard only players with 5 rated matches against 3 opponents, as people see ratings", async () => {
    const store = await openStore(kind);
    const server = await serverOn(store);
    for (const id of ["a", "b", "c", "d", "e", "f"]) await store.createPlayer(account(id, id.toUpperCase()));
    let n = 0;
    const match = async (one: string, other: string) => {
      const id = `m${++n}`;
      await store.createTable(record(id, { status: "finished", finishedAt: NOW + n }));
      await store.storeRatings(
        [
          { ...rating(one), side: 0 },
          { ...rating(other), side: 1 },
        ],
        id,
        {},
      );
    };
    // a and f met b, c and d; e played b six times: e met one opponent, c and d two, b three (a, e
    // and f) but in fewer than 5 rated matches.
    for (const [one, other] of [
      ["a", "b"],
      ["a", "c"],
      ["a", "d"],
      ["f", "b"],
      ["f", "c"],
      ["f", "d"],
      ["f", "b"],
      ["f", "c"],
    ])
      await match(one as string, other as string);
    for (let i = 0; i < 6; i++) await match("e", "b");
    const settled = { mu: 30, sigma: 6 };
    const unsure = { mu: 28, sigma: 7.5 };
    const row = (id: string, skill: { mu: number; sigma: number }, games: number) =>
      rating(id, { ...skill, rating: ordinalOf(skill), games });
    await store.storeRatings(
      [
        row("a", settled, 12),
        row("b", settled, LEADERBOARD_MIN_GAMES - 1),
        row("c", settled, 12),
        row("d", settled, 3),
        row("e", { mu: 40, sigma: 2 }, 12),
        row("f", unsure, LEADERBOARD_MIN_GAMES),
      ],
      "m1",
      {},
    );
    const board = await leaderboard(server.http, "ruhd");
    expect(board).toEqual([
      {
        player: { id: "a", name: "A" },
        rating: displayedRating(settled),
        mu: 30,
        sigma: 6,
        provisional: false,
        games: 12,
        wins: 0,
      },
      {
        player: { id: "f", name: "F" },
        rating: displayedRating(unsure),
        mu: 28,
        sigma: 7.5,
        provisional: true,
        games: LEADERBOARD_MIN_GAMES,
        wins: 0,
      },
    ]);
    // The ordinal 12 on the scale people see; a player's page says the same.
    expect(board[0]?.rating).toBe(1854);
    expect(await leaderboard(server.http, "ruhd", "?limit=1")).toEqual(board.slice(0, 1));
    const page = await api<{ ratings: unknown[] }>(server.http, "/api/players/a");
    expect(page.body.ratings).toEqual([
      { game: "ruhd", rating: 1854, mu: 30, sigma: 6, provisional: false, games: 12, wins: 0 },
    ]);
  });

  it("answer 404 no-game for an unknown game and 400 for a bad limit", async () => {
    const store = await openStore(kind);
    const server = await serverOn(store);
    const unknown = await api<ApiError>(server.http, "/api/leaderboard/chess");
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe("no-game");
    for (const limit of ["0", "101", "ten"]) {
      const bad = await api<ApiError>(server.http, `/api/leaderboard/ruhd?limit=${limit}`);
      expect(bad.status).toBe(400);
      expect(bad.body.error.code).toBe("bad-request");
    }
    const wrong = await api<ApiError>(server.http, "/api/tables", {
      json: { game: "ruhd", seats: [{ bot: "greedy" }, { bot: "strong" }], rated: "yes" },
    });
    expect(wrong.status).toBe(400);
  });
});

/** A match of `game` played to its end by bots on a virtual clock: its log has every seat's moves. */
function playedOut(game: AnyGame, seats: number): TableRunner {
  const clock = new VirtualClock();
  const runner = new TableRunner({
    game,
    options: {},
    seed: "played",
    seats: Array.from({ length: seats }, () => ({ bot: game.defaultBot })),
    clock,
  });
  runner.start();
  clock.run();
  return runner;
}

const NOW = 1_700_000_000_000;
const silent = { info() {}, warn() {}, error() {} };

function playerRecord(id: string): PlayerRecord {
  return account(id, id);
}

function tableRecord(game: string, seats: StoredSeat[]): TableRecord {
  return record(`t-${game}`, {
    game,
    options: {},
    seed: "s",
    seats,
    status: "playing",
    createdAt: NOW,
    startedAt: NOW,
  });
}
