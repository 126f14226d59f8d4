import { afterEach, expect, it } from "vitest";
import type { ChatLine } from "@parlor/protocol";
import {
  StaleOwner,
  StoreConflict,
  type AnalysisRecord,
  type PlayerRecord,
  type RatingRecord,
  type Store,
  type TableRecord,
} from "../store/store.js";
import { NAME_KEYS_MIGRATION } from "../store/migrations.js";
import type { DatabaseKind, TestDatabase } from "./databases.js";

/** A table record as the server makes them; `change` overrides fields. */
export function record(id: string, change: Partial<TableRecord> = {}): TableRecord {
  return {
    id,
    game: "ruhd",
    options: { handSize: 2 },
    seed: `seed-${id}`,
    seats: [
      { human: true, tokenHash: "ab", joined: false },
      { bot: "greedy", joined: true },
    ],
    status: "waiting",
    createdAt: 1_000,
    startedAt: null,
    finishedAt: null,
    outcome: null,
    until: null,
    seq: 0,
    host: null,
    rated: true,
    ending: null,
    played: null,
    next: null,
    graceMs: null,
    turnBased: null,
    turn: null,
    deadlineAt: null,
    ...change,
  };
}

/** A player record; `change` overrides fields. */
export function player(id: string, change: Partial<PlayerRecord> = {}): PlayerRecord {
  return {
    id,
    name: `Name ${id}`,
    kind: "guest",
    username: null,
    passwordHash: null,
    createdAt: 1_000,
    ...change,
  };
}

/** An account: its name and username are both `username`. */
export function account(id: string, username: string): PlayerRecord {
  return player(id, { name: username, kind: "account", username, passwordHash: `scrypt$${id}` });
}

/** A rating record in ruhd; `change` overrides fields. */
export function rating(playerId: string, change: Partial<RatingRecord> = {}): RatingRecord {
  return { playerId, game: "ruhd", mu: 25, sigma: 8, rating: 1, games: 1, wins: 0, ...change };
}

/** A chat line by a seated person; `change` overrides fields. */
export function line(n: number, change: Partial<ChatLine> = {}): ChatLine {
  return { n, at: 1_000 + n, from: { id: "p1", name: "Ann" }, seat: 0, text: `line ${n}`, ...change };
}

/** A match's analysis as the server keeps it (JSON text, passed through); `change` overrides fields. */
export function analysisRecord(tableId: string, change: Partial<AnalysisRecord> = {}): AnalysisRecord {
  return {
    tableId,
    game: "ruhd",
    seats: [{ name: "Ana é 🂡" }, { bot: "greedy" }, {}],
    work: 64,
    analysis: '{"kind":"moves","game":"ruhd","decisions":[{"loss":0.5,"basis":"« un tuile »"}]}',
    computedAt: 1_795_327_242_363,
    ...change,
  };
}

/**
 * What every store must do, as `it` blocks for the calling `describe`: the same tests for SQLite and
 * PostgreSQL, each on a fresh database of its own.
 */
export function storeContract(kind: DatabaseKind): void {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function fresh(): Promise<{ store: Store; db: TestDatabase }> {
    const db = await kind.create();
    cleanups.push(() => db.remove());
    const store = await db.open();
    let closed = false;
    cleanups.push(async () => {
      if (!closed) await store.close();
      closed = true;
    });
    return { store, db };
  }

  it("keeps a table and its changes, JSON fields as they were", async () => {
    const { store } = await fresh();
    await store.createTable(record("t1"));
    expect(await store.getTable("t1")).toEqual(record("t1"));
    expect(await store.getTable("nope")).toBeNull();
    await store.updateTable("t1", {
      status: "finished",
      startedAt: 2_000,
      finishedAt: 3_000,
      outcome: { scores: [3, 1], winners: [0] },
      until: 900,
      played: true,
    });
    expect(await store.getTable("t1")).toMatchObject({
      status: "finished",
      startedAt: 2_000,
      finishedAt: 3_000,
      outcome: { scores: [3, 1], winners: [0] },
      until: 900,
      played: true,
    });
    await store.updateTable("t1", { played: false });
    expect((await store.getTable("t1"))?.played).toBe(false);
    await store.updateTable("t1", { seats: [{ bot: "greedy", joined: true }] });
    expect((await store.getTable("t1"))?.seats).toEqual([{ bot: "greedy", joined: true }]);
    // Fields that are not columns of their own change nothing.
    await store.updateTable("t1", { seq: 99 } as Partial<TableRecord>);
    expect((await store.getTable("t1"))?.seq).toBe(0);
  });

  it("gives wall-clock milliseconds and long game times back as the same numbers", async () => {
    const { store } = await fresh();
    // Past 2^31 (a 32-bit integer) and past 2^32: times are 64-bit integers in both stores.
    const now = 1_795_326_642_363;
    const late = 2 ** 33 + 7;
    await store.createTable(record("t1", { createdAt: now, startedAt: now + 1, status: "playing" }));
    await store.appendAction("t1", { seq: 1, at: late, seat: 1, action: { n: 1 } });
    const back = await store.getTable("t1");
    expect(back).toMatchObject({ createdAt: now, startedAt: now + 1, seq: 1 });
    expect(typeof back?.createdAt).toBe("number");
    expect(await store.actions("t1")).toEqual([{ seq: 1, at: late, seat: 1, action: { n: 1 } }]);
  });

  it("appends actions in order and moves the table's seq with them; a seq twice is refused", async () => {
    const { store } = await fresh();
    await store.createTable(record("t1"));
    await store.appendAction("t1", { seq: 1, at: 10, seat: 0, action: { type: "place", tile: "G4B2Y2G1" } });
    await store.appendAction("t1", { seq: 2, at: 25, seat: 1, action: { type: "place", tile: "R1R2R3R4" } });
    expect((await store.getTable("t1"))?.seq).toBe(2);
    expect(await store.actions("t1")).toEqual([
      { seq: 1, at: 10, seat: 0, action: { type: "place", tile: "G4B2Y2G1" } },
      { seq: 2, at: 25, seat: 1, action: { type: "place", tile: "R1R2R3R4" } },
    ]);
    // The seq is the log's own key: a refused insert changes neither the log nor the seq.
    await expect(store.appendAction("t1", { seq: 2, at: 30, seat: 0, action: {} })).rejects.toThrow();
    expect((await store.getTable("t1"))?.seq).toBe(2);
    expect(await store.actions("t1")).toHaveLength(2);
    expect(await store.actions("other")).toEqual([]);
  });

  it("keeps the logs of tables written at the same time apart", async () => {
    const { store } = await fresh();
    const ids = ["a", "b", "c"];
    for (const id of ids) await store.createTable(record(id, { status: "playing" }));
    // Writes of different tables may overlap (the server orders only each table's own).
    await Promise.all(
      ids.flatMap((id, k) =>
        [1, 2, 3].map((seq) => store.appendAction(id, { seq, at: seq * 10, seat: k, action: { id, seq } })),
      ),
    );
    for (const [k, id] of ids.entries()) {
      expect((await store.actions(id)).map((e) => [e.seq, e.seat, e.action])).toEqual(
        [1, 2, 3].map((seq) => [seq, k, { id, seq }]),
      );
      expect((await store.getTable(id))?.seq).toBe(3);
    }
  });

  it("lists tables by status, newest first, even when made in the same millisecond", async () => {
    const { store } = await fresh();
    const name = (i: number) => `t${String(i).padStart(2, "0")}`;
    // Waiting and playing tables made in the same millisecond, interleaved.
    for (let i = 0; i < 20; i++)
      await store.createTable(record(name(i), { status: i % 3 ? "waiting" : "playing" }));
    await store.createTable(record("old", { createdAt: 500, status: "playing" }));
    await store.createTable(record("f1", { status: "finished", finishedAt: 5_000 }));
    await store.createTable(record("f2", { status: "finished", finishedAt: 4_000 }));
    await store.appendAction("t03", { seq: 1, at: 1, seat: 0, action: {} });
    const open = await store.listTables(["waiting", "playing"], 100);
    expect(open.map((t) => t.id)).toEqual([...Array.from({ length: 20 }, (_, i) => name(19 - i)), "old"]);
    expect(open.find((t) => t.id === "t03")?.seq).toBe(1);
    expect(await store.listTables(["waiting", "playing"], 3)).toHaveLength(3);
    expect((await store.listTables(["finished"], 10)).map((t) => t.id)).toEqual(["f1", "f2"]);
    expect(await store.listTables(["waiting", "playing"], Number.MAX_SAFE_INTEGER)).toHaveLength(21);
    expect(await store.listTables([], 10)).toEqual([]);
  });

  it("has every write readable by another connection once it resolves, and reopens the same data", async () => {
    const { store, db } = await fresh();
    await store.createTable(record("t1", { status: "playing" }));
    await store.appendAction("t1", { seq: 1, at: 1, seat: 0, action: { n: 1 } });
    expect(await db.read("t1")).toEqual({
      status: "playing",
      seq: 1,
      actions: [{ seq: 1, at: 1, seat: 0, action: { n: 1 } }],
    });
    await store.close();
    const again = await db.open();
    cleanups.push(() => again.close());
    expect(await again.actions("t1")).toHaveLength(1);
    expect((await again.getTable("t1"))?.status).toBe("playing");
  });

  it("keeps a table's host, rating flag, ending, rematch and grace, and their changes", async () => {
    const { store } = await fresh();
    const made = record("t1", { host: "p1", rated: false, graceMs: 90_000 });
    await store.createTable(made);
    expect(await store.getTable("t1")).toEqual(made);
    await store.updateTable("t1", {
      host: null,
      rated: true,
      ending: "resigned",
      next: "t2",
      graceMs: null,
      seats: [
        { human: true, joined: true, player: { id: "p1", name: "Ann" }, resigned: true, standIn: "greedy" },
      ],
    });
    expect(await store.getTable("t1")).toMatchObject({
      host: null,
      rated: true,
      ending: "resigned",
      next: "t2",
      graceMs: null,
      seats: [
        { human: true, joined: true, player: { id: "p1", name: "Ann" }, resigned: true, standIn: "greedy" },
      ],
    });
    await store.updateTable("t1", { rated: false });
    expect((await store.getTable("t1"))?.rated).toBe(false);
  });

  it("keeps players, finds accounts and their names regardless of case", async () => {
    const { store } = await fresh();
    await store.createPlayer(player("g1", { name: "Élodie" }));
    await store.createPlayer(account("a1", "Élodie"));
    await store.createPlayer(player("b1", { name: "Greedy bot", kind: "bot" }));
    expect(await store.getPlayer("g1")).toEqual(player("g1", { name: "Élodie" }));
    expect(await store.getPlayer("b1")).toMatchObject({ kind: "bot", username: null });
    expect(await store.getPlayer("nope")).toBeNull();
    expect(await store.findAccount("éLODIE")).toEqual(account("a1", "Élodie"));
    expect(await store.findAccount("Elodie")).toBeNull();
    // A guest's name is not an account's.
    await store.createPlayer(player("g2", { name: "Bruno" }));
    expect(await store.findAccount("Bruno")).toBeNull();
    expect(await store.accountNameTaken("bruno")).toBe(false);
    expect(await store.accountNameTaken("ÉLODIE")).toBe(true);
    expect(await store.accountNameTaken("élodie", "a1")).toBe(false);
    expect(await store.accountNameTaken("élodie", "g1")).toBe(true);
    // A player made twice is refused, and not as a taken username.
    const twice = store.createPlayer(player("g1", { name: "Other" }));
    await expect(twice).rejects.toThrow();
    await expect(twice).rejects.not.toBeInstanceOf(StoreConflict);
    expect((await store.getPlayer("g1"))?.name).toBe("Élodie");
  });

  it("changes players: a guest becomes an account, and its name follows it", async () => {
    const { store } = await fresh();
    await store.createPlayer(player("g1", { name: "Ann" }));
    await store.updatePlayer("g1", { kind: "account", username: "AnnB", passwordHash: "scrypt$x" });
    expect(await store.getPlayer("g1")).toEqual(
      player("g1", { name: "Ann", kind: "account", username: "AnnB", passwordHash: "scrypt$x" }),
    );
    expect((await store.findAccount("annb"))?.id).toBe("g1");
    expect(await store.accountNameTaken("ANN")).toBe(true);
    await store.updatePlayer("g1", { name: "Annie" });
    expect(await store.accountNameTaken("ann")).toBe(false);
    expect(await store.accountNameTaken("annie")).toBe(true);
    await store.updatePlayer("g1", { username: "Annie2" });
    expect(await store.findAccount("annb")).toBeNull();
    expect((await store.findAccount("ANNIE2"))?.username).toBe("Annie2");
    // An empty change changes nothing.
    await store.updatePlayer("g1", {});
    expect((await store.getPlayer("g1"))?.name).toBe("Annie");
  });

  it("refuses a username another account has, regardless of case, and changes nothing", async () => {
    const { store } = await fresh();
    await store.createPlayer(account("a1", "Zoé"));
    await store.createPlayer(player("g1", { name: "Guest" }));
    const taken = store.updatePlayer("g1", {
      name: "Zed",
      kind: "account",
      username: "ZOÉ",
      passwordHash: "h",
    });
    await expect(taken).rejects.toBeInstanceOf(StoreConflict);
    expect(await store.getPlayer("g1")).toEqual(player("g1", { name: "Guest" }));
    await expect(store.createPlayer(account("a2", "zoé"))).rejects.toBeInstanceOf(StoreConflict);
    expect(await store.getPlayer("a2")).toBeNull();
    expect((await store.findAccount("zoÉ"))?.id).toBe("a1");
    // Its own username again (in another case) is no conflict.
    await store.updatePlayer("a1", { username: "ZOÉ" });
    expect((await store.getPlayer("a1"))?.username).toBe("ZOÉ");
  });

  it("compares account names by their look (UTS #39 skeleton), and keys a database from before again", async () => {
    const { store, db } = await fresh();
    await store.createPlayer(account("a1", "Ana"));
    for (const twin of ["ANA", "\u0410na", "\uFF21na", "Ａｎａ"])
      expect(await store.accountNameTaken(twin), twin).toBe(true);
    expect(await store.accountNameTaken("Anna")).toBe(false);
    expect(await store.accountNameTaken("\u0410na", "a1")).toBe(false);
    await store.updatePlayer("a1", { name: "Zoë" });
    expect(await store.accountNameTaken("ZOË")).toBe(true);
    expect(await store.accountNameTaken("Ana")).toBe(false);
    // A database from before the skeleton: keys in lower case only, at the schema's version before
    // the migration that keys names by it.
    await store.createPlayer(account("a2", "\u0412\u0435\u0440\u0430")); // Cyrillic "Вера"
    await db.exec("UPDATE players SET name_key = 'stale'");
    await db.exec(`DELETE FROM schema_migrations WHERE version >= ${NAME_KEYS_MIGRATION}`);
    expect(await store.accountNameTaken("ZOË")).toBe(false);
    const again = await db.open();
    cleanups.push(() => again.close());
    expect(await again.accountNameTaken("zoë")).toBe(true);
    expect(await again.accountNameTaken("Bepa")).toBe(true); // Latin letters that look like Вера
    expect(await again.accountNameTaken("stale")).toBe(false);
  });

  it("shows names kept before today's rules repaired, wherever they were copied", async () => {
    const { store } = await fresh();
    const zalgo = `Ana${"\u0301".repeat(300)}\u3164`;
    await store.createPlayer(player("g1", { name: zalgo }));
    await store.createPlayer(player("g2", { name: "Spectator" }));
    await store.createPlayer(player("b1", { name: "Greedy bot", kind: "bot" }));
    expect((await store.getPlayer("g1"))?.name).toBe("Aná\u0301");
    expect((await store.getPlayer("g2"))?.name).toBe("Guest g2");
    expect((await store.getPlayer("b1"))?.name).toBe("Greedy bot");
    await store.createTable(
      record("t1", {
        seats: [
          { human: true, joined: true, player: { id: "g1", name: zalgo } },
          { bot: "greedy", joined: true, player: { id: "bot-ruhd-greedy", name: "Greedy bot" } },
        ],
      }),
    );
    expect((await store.getTable("t1"))?.seats.map((seat) => seat.player?.name)).toEqual([
      "Aná\u0301",
      "Greedy bot",
    ]);
    await store.appendChat("t1", line(1, { from: { id: "g1", name: zalgo } }));
    await store.appendChat("t1", line(2, { from: { id: "", name: "Spectator" }, seat: null }));
    expect((await store.chat("t1", 10)).map((l) => l.from.name)).toEqual(["Aná\u0301", "Spectator"]);
    await store.storeRatings([rating("g1"), rating("b1")], "t1", {});
    expect((await store.leaderboard("ruhd", 10)).map((r) => r.name).sort()).toEqual([
      "Aná\u0301",
      "Greedy bot",
    ]);
  });

  it("keeps sessions, their last use, and forgets them", async () => {
    const { store } = await fresh();
    await store.createSession({ tokenHash: "h1", playerId: "p1", createdAt: 1_000, seenAt: 1_000 });
    await store.createSession({ tokenHash: "h2", playerId: "p1", createdAt: 2_000, seenAt: 2_000 });
    await store.touchSession("h1", 1_795_326_642_363);
    expect(await store.getSession("h1")).toEqual({
      tokenHash: "h1",
      playerId: "p1",
      createdAt: 1_000,
      seenAt: 1_795_326_642_363,
    });
    await store.deleteSession("h1");
    expect(await store.getSession("h1")).toBeNull();
    expect((await store.getSession("h2"))?.seenAt).toBe(2_000);
    await expect(
      store.createSession({ tokenHash: "h2", playerId: "p2", createdAt: 3_000, seenAt: 3_000 }),
    ).rejects.toThrow();
  });

  it("lists a player's played matches, the most recently finished first, with their seats", async () => {
    const { store } = await fresh();
    const finished = (id: string, finishedAt: number) =>
      record(id, {
        status: "finished",
        startedAt: 1_500,
        finishedAt,
        outcome: { scores: [1, 0], winners: [0] },
        played: true,
      });
    await store.createTable(finished("old", 2_000));
    await store.createTable(finished("new", 9_000));
    // Two finished in the same millisecond: the one made later first.
    await store.createTable(finished("tie1", 5_000));
    await store.createTable(finished("tie2", 5_000));
    await store.createTable(record("live", { status: "playing" }));
    await store.createTable(finished("others", 8_000));
    // Finished, but not everyone played: not listed.
    await store.createTable(record("unplayed", { ...finished("unplayed", 9_500), played: false }));
    for (const id of ["old", "new", "tie1", "tie2", "live", "unplayed"]) await store.seatPlayer(id, 0, "p1");
    await store.seatPlayer("new", 2, "p1");
    await store.seatPlayer("new", 1, "p2");
    await store.seatPlayer("others", 0, "p2");
    // Recording a seat again replaces its player; null takes it away.
    await store.seatPlayer("others", 1, "p1");
    await store.seatPlayer("others", 1, "p3");
    await store.seatPlayer("tie1", 1, "p1");
    await store.seatPlayer("tie1", 1, null);
    const matches = await store.playerMatches("p1", 10);
    expect(matches.map((m) => [m.table.id, m.seats])).toEqual([
      ["new", [0, 2]],
      ["tie2", [0]],
      ["tie1", [0]],
      ["old", [0]],
    ]);
    expect(matches[0]?.table).toEqual(finished("new", 9_000));
    expect((await store.playerMatches("p1", 2)).map((m) => m.table.id)).toEqual(["new", "tie2"]);
    expect((await store.playerMatches("p3", 10)).map((m) => [m.table.id, m.seats])).toEqual([
      ["others", [1]],
    ]);
    expect(await store.playerMatches("nobody", 10)).toEqual([]);
  });

  it("lists a player's unfinished tables, the newest first, and the turn-based matches with a move due", async () => {
    const { store } = await fresh();
    const turn = { toAct: [1], deadlines: [null, 90_000], bankLeftMs: [5_000, 7_000] };
    const clock = { moveMs: 60_000, bankMs: 120_000, onTimeout: "bot" as const };
    await store.createTable(record("waiting", { createdAt: 3_000 }));
    await store.createTable(
      record("due", { status: "playing", createdAt: 2_000, turnBased: clock, turn, deadlineAt: 90_000 }),
    );
    await store.createTable(record("later", { status: "playing", createdAt: 1_000, turnBased: clock }));
    await store.createTable(record("over", { status: "finished", createdAt: 4_000, played: true }));
    for (const id of ["waiting", "due", "later", "over"]) await store.seatPlayer(id, 0, "p1");
    await store.seatPlayer("due", 1, "p1");
    const tables = await store.playerTables("p1", 10);
    expect(tables.map((m) => [m.table.id, m.seats])).toEqual([
      ["waiting", [0]],
      ["due", [0, 1]],
      ["later", [0]],
    ]);
    expect(tables[1]?.table).toMatchObject({ turnBased: clock, turn, deadlineAt: 90_000 });
    expect((await store.playerTables("p1", 1)).map((m) => m.table.id)).toEqual(["waiting"]);
    // A move comes due; its deadline moves on once it is played; a finished match has none.
    expect(await store.listDue(89_999, 10)).toEqual([]);
    expect((await store.listDue(90_000, 10)).map((t) => t.id)).toEqual(["due"]);
    await store.updateTable("later", { deadlineAt: 50_000, turn });
    await store.updateTable("due", { deadlineAt: 200_000 });
    expect((await store.listDue(100_000, 10)).map((t) => t.id)).toEqual(["later"]);
    expect((await store.getTable("later"))?.turn).toEqual(turn);
    await store.updateTable("later", { status: "finished", deadlineAt: null, turn: null });
    expect(await store.listDue(Number.MAX_SAFE_INTEGER, 10)).toEqual([
      expect.objectContaining({ id: "due" }),
    ]);
  });

  it("lists played matches by game and player, a page at a time, in one order however they tie", async () => {
    const { store } = await fresh();
    const match = (id: string, finishedAt: number, change: Partial<TableRecord> = {}) =>
      record(id, { status: "finished", startedAt: 500, finishedAt, played: true, ...change });
    // Made in an order that is neither their finishing order nor their ids' (ids compare by bytes:
    // "B" before "a").
    await store.createTable(match("m3", 3_000, { game: "set" }));
    await store.createTable(match("a5", 5_000));
    await store.createTable(match("B5", 5_000, { game: "set" }));
    await store.createTable(match("m1", 1_000));
    await store.createTable(match("c5", 5_000));
    await store.createTable(match("m9", 9_000, { played: false }));
    await store.createTable(match("m8", 8_000, { played: null }));
    await store.createTable(record("live", { status: "playing" }));
    await store.appendAction("a5", { seq: 1, at: 1, seat: 0, action: {} });
    await store.seatPlayer("c5", 1, "p1");
    await store.seatPlayer("B5", 0, "p1");
    await store.seatPlayer("B5", 1, "p1");
    await store.seatPlayer("m1", 0, "p1");
    await store.seatPlayer("m9", 0, "p1");
    await store.seatPlayer("m3", 0, "p2");
    const ids = async (query: Parameters<Store["listMatches"]>[0]) =>
      (await store.listMatches(query)).map((t) => t.id);

    expect(await ids({ limit: 10 })).toEqual(["c5", "a5", "B5", "m3", "m1"]);
    const [first] = await store.listMatches({ limit: 1 });
    expect(first).toEqual(match("c5", 5_000));
    expect((await store.listMatches({ limit: 10 })).find((t) => t.id === "a5")?.seq).toBe(1);
    expect(await ids({ game: "set", limit: 10 })).toEqual(["B5", "m3"]);
    expect(await ids({ game: "tarot", limit: 10 })).toEqual([]);
    // A player's matches, each once however many seats they held.
    expect(await ids({ player: "p1", limit: 10 })).toEqual(["c5", "B5", "m1"]);
    expect(await ids({ player: "p1", game: "set", limit: 10 })).toEqual(["B5"]);
    expect(await ids({ player: "nobody", limit: 10 })).toEqual([]);

    // Pages: each goes on after the last match of the one before, through ties.
    const pages: string[][] = [];
    let before: { finishedAt: number; id: string } | undefined;
    for (;;) {
      const page = await store.listMatches({ limit: 2, ...(before ? { before } : {}) });
      if (page.length === 0) break;
      pages.push(page.map((t) => t.id));
      const last = page.at(-1) as TableRecord;
      before = { finishedAt: last.finishedAt as number, id: last.id };
    }
    expect(pages).toEqual([["c5", "a5"], ["B5", "m3"], ["m1"]]);
    expect(await ids({ before: { finishedAt: 5_000, id: "a5" }, player: "p1", limit: 10 })).toEqual([
      "B5",
      "m1",
    ]);
    // A time alone skips every match of that millisecond.
    expect(await ids({ before: { finishedAt: 5_000 }, limit: 10 })).toEqual(["m3", "m1"]);
    expect(await ids({ before: { finishedAt: 5_001 }, game: "ruhd", limit: 10 })).toEqual(["c5", "a5", "m1"]);
  });

  it("stores ratings with their table's change, and gives them back by player and by game", async () => {
    const { store } = await fresh();
    await store.createTable(record("t1", { status: "finished", finishedAt: 2_000 }));
    const change = {
      seats: [
        {
          human: true as const,
          joined: true,
          player: { id: "p1", name: "Ann" },
          rating: { before: { rating: 0, mu: 25, sigma: 8.3 }, after: { rating: 2.5, mu: 27.4, sigma: 8 } },
        },
      ],
    };
    await store.storeRatings(
      [rating("p1", { mu: 27.4, sigma: 8, rating: 2.5, wins: 1 }), rating("p2", { mu: 22.6, rating: -1.4 })],
      "t1",
      change,
    );
    expect((await store.getTable("t1"))?.seats).toEqual(change.seats);
    // In the order asked for; players without a rating in that game are left out.
    expect(await store.ratings("ruhd", ["p2", "nobody", "p1"])).toEqual([
      rating("p2", { mu: 22.6, rating: -1.4 }),
      rating("p1", { mu: 27.4, sigma: 8, rating: 2.5, wins: 1 }),
    ]);
    expect(await store.ratings("tarot", ["p1"])).toEqual([]);
    expect(await store.ratings("ruhd", [])).toEqual([]);
    // A player's next match replaces their rating in that game, not in others.
    await store.createTable(record("t2", { game: "tarot", status: "finished", finishedAt: 3_000 }));
    await store.storeRatings([rating("p1", { game: "tarot", rating: 7 })], "t2", { ending: "normal" });
    await store.storeRatings([rating("p1", { mu: 28, rating: 3, games: 2, wins: 2 })], "t1", {});
    expect(await store.playerRatings("p1")).toEqual([
      rating("p1", { mu: 28, rating: 3, games: 2, wins: 2 }),
      rating("p1", { game: "tarot", rating: 7 }),
    ]);
    expect((await store.getTable("t2"))?.ending).toBe("normal");
    expect(await store.playerRatings("nobody")).toEqual([]);
  });

  it("stores no rating when the table's change is refused or the table is not there", async () => {
    const { store } = await fresh();
    await store.createTable(record("t1", { status: "finished", finishedAt: 2_000 }));
    await store.storeRatings([rating("p1", { rating: 5 })], "t1", {});
    // A status the database refuses (NOT NULL), after the ratings were written in the transaction.
    const refused = store.storeRatings(
      [rating("p1", { rating: 9, games: 2 }), rating("p2", { rating: 4 })],
      "t1",
      { status: null, ending: "normal" } as unknown as Partial<TableRecord>,
    );
    await expect(refused).rejects.toThrow();
    expect(await store.ratings("ruhd", ["p1", "p2"])).toEqual([rating("p1", { rating: 5 })]);
    expect(await store.getTable("t1")).toMatchObject({ status: "finished", ending: null });
    // No such table: nothing stored either.
    await expect(
      store.storeRatings([rating("p2", { rating: 4 })], "nope", { ending: "normal" }),
    ).rejects.toThrow(/nope/);
    await expect(store.storeRatings([rating("p2", { rating: 4 })], "nope", {})).rejects.toThrow(/nope/);
    expect(await store.ratings("ruhd", ["p2"])).toEqual([]);
    // The store still works after a rolled-back transaction.
    await store.storeRatings([rating("p2", { rating: 4 })], "t1", { ending: "normal" });
    expect(await store.ratings("ruhd", ["p2"])).toEqual([rating("p2", { rating: 4 })]);
  });

  it("ranks a game's leaderboard by rating, then games played, then name", async () => {
    const { store } = await fresh();
    await store.createTable(record("t1", { status: "finished", finishedAt: 2_000 }));
    await store.createPlayer(account("a1", "Zoe"));
    await store.createPlayer(player("g1", { name: "Bea" }));
    await store.createPlayer(player("g2", { name: "Abe" }));
    await store.createPlayer(player("b1", { name: "Greedy bot", kind: "bot" }));
    await store.createPlayer(player("low", { name: "Low" }));
    await store.storeRatings(
      [
        rating("low", { rating: -3, games: 50 }),
        rating("g1", { rating: 4, games: 3 }),
        rating("g2", { rating: 4, games: 3 }),
        rating("a1", { rating: 4, games: 9 }),
        rating("b1", { rating: 12.5, games: 1 }),
        rating("a1", { game: "tarot", rating: 99 }),
      ],
      "t1",
      {},
    );
    const board = await store.leaderboard("ruhd", 10);
    expect(board.map((r) => [r.name, r.kind, r.rating, r.games])).toEqual([
      ["Greedy bot", "bot", 12.5, 1],
      ["Zoe", "account", 4, 9],
      ["Abe", "guest", 4, 3],
      ["Bea", "guest", 4, 3],
      ["Low", "guest", -3, 50],
    ]);
    expect(board[1]).toEqual({ ...rating("a1", { rating: 4, games: 9 }), name: "Zoe", kind: "account" });
    expect((await store.leaderboard("ruhd", 2)).map((r) => r.playerId)).toEqual(["b1", "a1"]);
    expect((await store.leaderboard("tarot", 10)).map((r) => r.playerId)).toEqual(["a1"]);
    expect(await store.leaderboard("buraco", 10)).toEqual([]);
  });

  it("counts the rated matches two players finished against each other since a time, and who qualifies for a leaderboard", async () => {
    const { store } = await fresh();
    for (const id of ["a", "b", "c", "d", "e"]) await store.createPlayer(account(id, id.toUpperCase()));
    /** A rated match of `game` finished at `finishedAt`, each player on their side. */
    const match = async (id: string, finishedAt: number, sides: Record<string, number>, game = "ruhd") => {
      await store.createTable(record(id, { game, status: "finished", finishedAt }));
      const rows = Object.entries(sides).map(([p, side]) => ({ ...rating(p, { game }), side }));
      await store.storeRatings(rows, id, {});
    };
    await match("m1", 1_000, { a: 0, b: 1 });
    await match("m2", 2_000, { a: 0, b: 1 });
    // Partners are not opponents: a and c against b and d.
    await match("m3", 3_000, { a: 0, c: 0, b: 1, d: 1 });
    await match("m4", 4_000, { a: 0, b: 1 }, "tarot");
    await match("m5", 5_000, { e: 1, a: 0 });
    // A refused change stores no match either.
    await store.createTable(record("m6", { status: "finished", finishedAt: 6_000 }));
    await expect(
      store.storeRatings(
        [
          { ...rating("a"), side: 0 },
          { ...rating("b"), side: 1 },
        ],
        "m6",
        {
          status: null,
        } as unknown as Partial<TableRecord>,
      ),
    ).rejects.toThrow();
    expect(await store.ratedAgainst("ruhd", "a", "b", 0)).toBe(3);
    expect(await store.ratedAgainst("ruhd", "b", "a", 0)).toBe(3);
    expect(await store.ratedAgainst("ruhd", "a", "b", 2_000)).toBe(2);
    expect(await store.ratedAgainst("ruhd", "a", "b", 3_001)).toBe(0);
    expect(await store.ratedAgainst("ruhd", "a", "c", 0)).toBe(0);
    expect(await store.ratedAgainst("ruhd", "a", "d", 0)).toBe(1);
    expect(await store.ratedAgainst("tarot", "a", "b", 0)).toBe(1);
    expect(await store.ratedAgainst("ruhd", "a", "nobody", 0)).toBe(0);

    // Rated matches as the ratings count them (a stored rating without a side keeps no match).
    await store.storeRatings(
      [
        rating("a", { rating: 3, games: 5 }),
        rating("b", { rating: 2, games: 5 }),
        rating("c", { rating: 1, games: 6 }),
        rating("d", { rating: 0, games: 4 }),
        rating("e", { rating: 9, games: 9 }),
      ],
      "m1",
      {},
    );
    const board = async (games: number, opponents: number) =>
      (await store.leaderboard("ruhd", 10, { games, opponents })).map((r) => r.playerId);
    // Opponents in ruhd: a met b, d and e; b met a and c; c met b and d; d met a and c; e met a.
    expect(await board(5, 3)).toEqual(["a"]);
    expect(await board(5, 2)).toEqual(["a", "b", "c"]);
    expect(await board(0, 1)).toEqual(["e", "a", "b", "c", "d"]);
    expect(await board(6, 0)).toEqual(["e", "c"]);
    expect((await store.leaderboard("ruhd", 10)).map((r) => r.playerId)).toEqual(["e", "a", "b", "c", "d"]);
    expect(await store.leaderboard("ruhd", 1, { games: 5, opponents: 2 })).toEqual([
      { ...rating("a", { rating: 3, games: 5 }), name: "A", kind: "account" },
    ]);
  });

  it("keeps a table's chat: the last lines, oldest first; a number twice is refused", async () => {
    const { store } = await fresh();
    await store.createTable(record("t1"));
    await store.createTable(record("t2"));
    for (let n = 1; n <= 5; n++) await store.appendChat("t1", line(n));
    await store.appendChat("t1", line(6, { from: { id: "", name: "Visitor" }, seat: null, text: "hi" }));
    await store.appendChat(
      "t1",
      line(7, {
        from: { id: "bot-ruhd-greedy", name: "Greedy bot", bot: "greedy" },
        seat: 1,
        text: "Good game!",
        phrase: "gg",
      }),
    );
    await store.appendChat("t2", line(1, { text: "elsewhere" }));
    await expect(store.appendChat("t1", line(7, { text: "again" }))).rejects.toThrow();
    expect(await store.chat("t1", 100)).toEqual(
      [1, 2, 3, 4, 5]
        .map((n) => line(n))
        .concat([
          line(6, { from: { id: "", name: "Visitor" }, seat: null, text: "hi" }),
          line(7, {
            from: { id: "bot-ruhd-greedy", name: "Greedy bot", bot: "greedy" },
            seat: 1,
            text: "Good game!",
            phrase: "gg",
          }),
        ]),
    );
    expect((await store.chat("t1", 3)).map((l) => l.n)).toEqual([5, 6, 7]);
    expect(await store.chat("t2", 3)).toEqual([line(1, { text: "elsewhere" })]);
    expect(await store.chat("nope", 3)).toEqual([]);
  });

  it("deletes a waiting table with its seats' players, its chat and its actions, and nothing of other tables", async () => {
    const { store } = await fresh();
    await store.createTable(record("gone"));
    await store.createTable(record("kept", { status: "finished", finishedAt: 2_000, played: true }));
    for (const id of ["gone", "kept"]) {
      await store.seatPlayer(id, 0, "p1");
      await store.appendChat(id, line(1));
      // A waiting table played from a moment of a finished match has the actions it starts from.
      await store.appendAction(id, { seq: 1, at: 10, seat: 0, action: { n: 1 } });
    }
    expect(await store.getTable("gone")).toMatchObject({ status: "waiting", seq: 1 });
    expect(await store.deleteWaitingTable("kept")).toBe(false);
    expect(await store.deleteWaitingTable("gone")).toBe(true);
    expect(await store.deleteWaitingTable("gone")).toBe(false);
    expect(await store.getTable("gone")).toBeNull();
    expect(await store.chat("gone", 10)).toEqual([]);
    expect(await store.chat("kept", 10)).toHaveLength(1);
    expect(await store.actions("gone")).toEqual([]);
    expect(await store.actions("kept")).toHaveLength(1);
    expect((await store.playerMatches("p1", 10)).map((m) => m.table.id)).toEqual(["kept"]);
    // A table made again with the same id starts with no seats' players, no chat and no actions.
    await store.createTable(record("gone", { status: "finished", finishedAt: 3_000, played: true }));
    expect((await store.playerMatches("p1", 10)).map((m) => m.table.id)).toEqual(["kept"]);
    expect(await store.chat("gone", 10)).toEqual([]);
    expect(await store.getTable("gone")).toMatchObject({ seq: 0 });
  });

  it("claims a table for a new owner: its fence goes up, and every write with the old one is refused", async () => {
    const { store } = await fresh();
    await store.createTable(record("t1", { status: "playing", startedAt: 2_000 }));
    expect(await store.claimTable("nope")).toBeNull();
    const first = await store.claimTable("t1");
    expect(first).toEqual(expect.any(Number));
    const old = first as number;
    await store.appendAction("t1", { seq: 1, at: 10, seat: 0, action: { n: 1 } }, old);
    await store.updateTable("t1", { seats: [{ bot: "greedy", joined: true }] }, old);
    await store.appendChat("t1", line(1), old);
    await store.seatPlayer("t1", 0, "p1", old);
    // Another process takes the table over.
    const next = await store.claimTable("t1");
    expect(next).toBe(old + 1);
    const stale = [
      () => store.appendAction("t1", { seq: 2, at: 20, seat: 0, action: { n: 2 } }, old),
      () => store.updateTable("t1", { status: "finished", finishedAt: 3_000 }, old),
      () => store.updateTable("t1", {}, old),
      () => store.appendChat("t1", line(2), old),
      () => store.seatPlayer("t1", 1, "p2", old),
      () => store.storeRatings([rating("p1")], "t1", { status: "finished" }, old),
    ];
    for (const write of stale) await expect(write()).rejects.toBeInstanceOf(StaleOwner);
    // A waiting table's deletion with a stale fence deletes nothing (the table is not waiting either).
    expect(await store.deleteWaitingTable("t1", old)).toBe(false);
    // Nothing of the refused writes was stored.
    expect(await store.actions("t1")).toEqual([{ seq: 1, at: 10, seat: 0, action: { n: 1 } }]);
    expect(await store.getTable("t1")).toMatchObject({ status: "playing", seq: 1 });
    expect((await store.chat("t1", 10)).map((l) => l.n)).toEqual([1]);
    expect(await store.ratings("ruhd", ["p1"])).toEqual([]);
    // The new owner's writes go on; writes without a fence (one process) are never fenced.
    await store.appendAction("t1", { seq: 2, at: 20, seat: 1, action: { n: 2 } }, next as number);
    await store.storeRatings([rating("p1")], "t1", { status: "finished", finishedAt: 3_000 }, next as number);
    await store.appendChat("t1", line(2));
    expect((await store.actions("t1")).map((a) => a.seat)).toEqual([0, 1]);
    expect(await store.getTable("t1")).toMatchObject({ status: "finished", seq: 2 });
  });

  it("deletes a waiting table only with its current fence, when one is given", async () => {
    const { store } = await fresh();
    await store.createTable(record("w"));
    const fence = (await store.claimTable("w")) as number;
    await store.claimTable("w");
    expect(await store.deleteWaitingTable("w", fence)).toBe(false);
    expect(await store.deleteWaitingTable("w", fence + 1)).toBe(true);
  });

  it("keeps a match's first analysis as it was given; another offered later, or at the same time, is not kept", async () => {
    const { store, db } = await fresh();
    expect(await store.analysis("t1")).toBeNull();
    const first = analysisRecord("t1");
    expect(await store.offerAnalysis(first)).toBe(true);
    expect(await store.analysis("t1")).toEqual(first);
    // Another process computed it too: its offer changes nothing.
    const later = analysisRecord("t1", { analysis: '{"kind":"moves","other":true}', work: 8, computedAt: 9 });
    expect(await store.offerAnalysis(later)).toBe(false);
    expect(await store.analysis("t1")).toEqual(first);
    // An analysis without a work budget (the SET games') keeps a null.
    const sets = analysisRecord("t2", { game: "set-classic", work: null, analysis: '{"kind":"sets"}' });
    expect(await store.offerAnalysis(sets)).toBe(true);
    expect(await store.analysis("t2")).toEqual(sets);
    // Offered at once by several writers on two connections (two processes): one kept, the others told.
    const other = await db.open();
    cleanups.push(() => other.close());
    const offers = await Promise.all(
      [store, other, store, other].map((writer, i) =>
        writer.offerAnalysis(analysisRecord("t3", { computedAt: 1_000 + i })),
      ),
    );
    expect(offers.filter((kept) => kept)).toHaveLength(1);
    expect(await other.analysis("t3")).toEqual(
      analysisRecord("t3", { computedAt: 1_000 + offers.indexOf(true) }),
    );
    expect(await store.analysis("t1")).toEqual(first);
    expect(await store.analysis("nope")).toBeNull();
  });
}
