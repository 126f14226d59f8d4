import pg from "pg";
import { afterEach, expect, it } from "vitest";
import { describePostgres, POSTGRES } from "../testing/databases.js";
import { record } from "../testing/store-contract.js";
import { ActionStored, AppendGroups, type AppendGroupOptions } from "./postgres-appends.js";
import { PostgresStore } from "./postgres.js";
import { StaleOwner } from "./store.js";

/** The next turn of the event loop (a group not yet written is started in it). */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

describePostgres("PostgreSQL's group commit of actions", () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  /**
   * A fresh database with the store's schema and these tables, the store, and appends in groups on a
   * pool of its own whose statements are counted (each `query` a round trip to PostgreSQL).
   */
  async function setUp(tables: readonly string[], options: AppendGroupOptions = {}) {
    const db = await POSTGRES.create();
    cleanups.push(() => db.remove());
    const url = db.serve.databaseUrl as string;
    const store = await PostgresStore.open(url);
    cleanups.push(() => store.close());
    for (const id of tables) await store.createTable(record(id));
    const pool = new pg.Pool({ connectionString: url, max: 2 });
    // A client still closing when the test's database is dropped hears PostgreSQL end its session
    // (57P01): the pool reports it as an idle client's error, which must not be left unheard (the
    // store's own pool hears its own, `onIdleError`).
    pool.on("error", () => undefined);
    cleanups.push(() => pool.end());
    const statements: string[] = [];
    const counted = new Proxy(pool, {
      get(target, key) {
        if (key !== "query") return Reflect.get(target, key) as unknown;
        return (config: string | { name?: string }, ...rest: unknown[]) => {
          statements.push(typeof config === "string" ? config : (config.name ?? "unnamed"));
          return (target.query as (...args: unknown[]) => unknown)(config, ...rest);
        };
      },
    });
    return { store, groups: new AppendGroups(counted, options), statements };
  }

  const action = (n: number) => JSON.stringify({ n });
  /** One append, its row's fields in the table's column order. */
  const appendTo = (
    groups: AppendGroups,
    tableId: string,
    seq: number,
    at: number,
    seat: number,
    action: string,
    fence: number | null,
  ) => groups.append({ tableId, seq, at, seat, action, fence });

  it("writes the appends made in one turn as one statement, every table's actions in order", async () => {
    const tables = ["t1", "t2", "t3", "t4"];
    const { store, groups, statements } = await setUp(tables);
    await Promise.all(
      [1, 2, 3, 4, 5].flatMap((seq) =>
        tables.map((id, seat) => appendTo(groups, id, seq, seq * 10, seat, action(seq), null)),
      ),
    );
    expect(statements).toEqual(["parlor-append-group"]);
    for (const [seat, id] of tables.entries())
      expect(await store.actions(id)).toEqual(
        [1, 2, 3, 4, 5].map((seq) => ({ seq, at: seq * 10, seat, action: { n: seq } })),
      );
  });

  it("gathers the appends made while a group is written into the next group", async () => {
    const { store, groups, statements } = await setUp(["t1", "t2"]);
    const first = appendTo(groups, "t1", 1, 1, 0, action(1), null);
    // The first group's statement is on its way; these wait for it, then go together.
    await nextTurn();
    const rest = [2, 3, 4].flatMap((seq) =>
      ["t1", "t2"].map((id) => appendTo(groups, id, seq, seq, 0, action(seq), null)),
    );
    await Promise.all([first, ...rest]);
    expect(statements).toEqual(["parlor-append-group", "parlor-append-group"]);
    expect((await store.actions("t1")).map((entry) => entry.seq)).toEqual([1, 2, 3, 4]);
    expect((await store.actions("t2")).map((entry) => entry.seq)).toEqual([2, 3, 4]);
  });

  it("refuses a stale owner's rows and stores the rest of their group", async () => {
    const { store, groups, statements } = await setUp(["mine", "lost", "free"]);
    const mine = (await store.claimTable("mine")) as number;
    const lost = (await store.claimTable("lost")) as number;
    // Another process takes "lost" over: this one's fence for it is stale.
    await store.claimTable("lost");
    const outcomes = await Promise.allSettled([
      appendTo(groups, "mine", 1, 1, 0, action(1), mine),
      appendTo(groups, "lost", 1, 1, 0, action(1), lost),
      appendTo(groups, "free", 1, 1, 0, action(1), null),
      appendTo(groups, "mine", 2, 2, 1, action(2), mine),
    ]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      "fulfilled",
      "rejected",
      "fulfilled",
      "fulfilled",
    ]);
    const refused = (outcomes[1] as PromiseRejectedResult).reason as unknown;
    expect(refused).toBeInstanceOf(StaleOwner);
    expect(refused).toMatchObject({ table: "lost", fence: lost });
    expect((await store.actions("mine")).map((entry) => entry.seq)).toEqual([1, 2]);
    expect(await store.actions("lost")).toEqual([]);
    expect((await store.actions("free")).map((entry) => entry.seq)).toEqual([1]);
    // One statement for the group, one to read why a row was left out.
    expect(statements).toHaveLength(2);
  });

  it("refuses an action already stored and stores the rest of its group", async () => {
    const { store, groups } = await setUp(["t1", "t2"]);
    await appendTo(groups, "t1", 1, 1, 0, action(1), null);
    const outcomes = await Promise.allSettled([
      appendTo(groups, "t1", 1, 5, 1, action(99), null),
      appendTo(groups, "t1", 2, 6, 1, action(2), null),
      appendTo(groups, "t2", 1, 6, 0, action(1), null),
    ]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(["rejected", "fulfilled", "fulfilled"]);
    expect((outcomes[0] as PromiseRejectedResult).reason).toBeInstanceOf(ActionStored);
    expect(await store.actions("t1")).toEqual([
      { seq: 1, at: 1, seat: 0, action: { n: 1 } },
      { seq: 2, at: 6, seat: 1, action: { n: 2 } },
    ]);
    expect((await store.actions("t2")).map((entry) => entry.seq)).toEqual([1]);
  });

  it("keeps an action's text as it was: quotes, backslashes, braces, commas, NULL-like words", async () => {
    const { store, groups } = await setUp(["t1"]);
    const tricky = { say: 'a "quote", a \\ backslash, {braces}, NULL and é', list: ["{", "}", ","] };
    await Promise.all([
      appendTo(groups, "t1", 1, 1, 0, JSON.stringify(tricky), null),
      appendTo(groups, "t1", 2, 2, 0, JSON.stringify("NULL"), null),
    ]);
    expect((await store.actions("t1")).map((entry) => entry.action)).toEqual([tricky, "NULL"]);
  });

  it("splits a long queue into groups of at most maxRows", async () => {
    const { store, groups, statements } = await setUp(["t1"], { maxRows: 4 });
    await Promise.all(
      Array.from({ length: 10 }, (_, i) => appendTo(groups, "t1", i + 1, i, 0, action(i + 1), null)),
    );
    expect((await store.actions("t1")).map((entry) => entry.seq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(statements).toHaveLength(3);
  });

  it("closes only once the appends already made are committed", async () => {
    const db = await POSTGRES.create();
    cleanups.push(() => db.remove());
    const url = db.serve.databaseUrl as string;
    const store = await PostgresStore.open(url);
    await store.createTable(record("t1"));
    const appends = [1, 2, 3].map((seq) =>
      store.appendAction("t1", { seq, at: seq, seat: 0, action: { seq } }),
    );
    await store.close();
    await Promise.all(appends);
    const again = await PostgresStore.open(url);
    cleanups.push(() => again.close());
    expect((await again.actions("t1")).map((entry) => entry.seq)).toEqual([1, 2, 3]);
  });
});
