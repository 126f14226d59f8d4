import pg from "pg";
import { afterEach, expect, it } from "vitest";
import { describePostgres, POSTGRES, type TestDatabase } from "../testing/databases.js";
import { createDatabase } from "../testing/postgres.js";
import { record, storeContract } from "../testing/store-contract.js";
import { DatabaseUnavailable, openStore } from "./open.js";
import { PostgresStore } from "./postgres.js";
import type { Store } from "./store.js";

const kind = POSTGRES;

describePostgres("PostgresStore: the store contract", () => {
  storeContract(kind);
});

describePostgres("PostgresStore", () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  async function database(): Promise<TestDatabase> {
    const db = await kind.create();
    cleanups.push(() => db.remove());
    return db;
  }
  function closing(store: Store): Store {
    cleanups.push(() => store.close());
    return store;
  }

  it("creates its schema once when several processes open an empty database at the same time", async () => {
    const db = await database();
    const url = db.serve.databaseUrl as string;
    const stores = await Promise.all([1, 2, 3, 4].map(() => PostgresStore.open(url)));
    stores.forEach(closing);
    await stores[0]?.createTable(record("t1"));
    expect((await stores[3]?.getTable("t1"))?.id).toBe("t1");
  });

  it("writes with synchronous_commit on even when the database's default is off", async () => {
    const db = await database();
    const url = db.serve.databaseUrl as string;
    const name = new URL(url).pathname.slice(1);
    await db.exec(`ALTER DATABASE ${name} SET synchronous_commit = off`);
    const probe = new pg.Client({ connectionString: url });
    await probe.connect();
    const plain = await probe.query<{ synchronous_commit: string }>("SHOW synchronous_commit");
    await probe.end();
    expect(plain.rows[0]?.synchronous_commit).toBe("off");
    // Every connection of the store's pool, whichever a query gets.
    const store = await PostgresStore.open(url, { poolSize: 2 });
    closing(store);
    const seen = await Promise.all([1, 2, 3, 4].map(() => store.setting("synchronous_commit")));
    expect(seen).toEqual(["on", "on", "on", "on"]);
  });

  it("says which database it could not open, without the password", async () => {
    const db = await createDatabase();
    cleanups.push(() => db.drop());
    const missing = new URL(db.url);
    missing.pathname = "/parlor_no_such_database";
    missing.password = "secret-password";
    const opening = openStore({ db: "unused.db", databaseUrl: missing.toString() });
    await expect(opening).rejects.toBeInstanceOf(DatabaseUnavailable);
    const error = (await opening.catch((e: unknown) => e)) as Error;
    expect(error.message).toMatch(/parlor_no_such_database/);
    expect(error.message).not.toMatch(/secret-password/);
  });
});
