import { matchCursor } from "@parlor/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Profile } from "./people/profile.js";
import type { Store, TableRecord } from "./store/store.js";
import type { TableSummary } from "./tables.js";
import { describeEachDatabase, type TestDatabase } from "./testing/databases.js";
import { api, type ApiError } from "./testing/http.js";
import { buildTestServer } from "./testing/server.js";
import { player, record } from "./testing/store-contract.js";

type Server = Awaited<ReturnType<typeof buildTestServer>>;

const ANN = { id: "p-ann", name: "Ann" };
const BO = { id: "p-bo", name: "Bo" };

/** A finished two-seat match between Ann (seat 0) and Bo (seat 1); `change` overrides fields. */
function match(id: string, finishedAt: number, change: Partial<TableRecord> = {}): TableRecord {
  return record(id, {
    status: "finished",
    seats: [
      { human: true, joined: true, player: ANN },
      { human: true, joined: true, player: BO },
    ],
    startedAt: 500,
    finishedAt,
    outcome: { scores: [3, 1], winners: [0] },
    until: 60_000,
    ending: "normal",
    played: true,
    ...change,
  });
}

/** GET with the `Link` header's next page, if any. */
async function page(base: string, path: string): Promise<{ ids: string[]; next: string | null }> {
  const response = await fetch(base + path);
  expect(response.status).toBe(200);
  const body = (await response.json()) as TableSummary[];
  const link = response.headers.get("link");
  const next = link === null ? null : (/^<([^>]+)>; rel="next"$/.exec(link)?.[1] ?? "bad link");
  return { ids: body.map((m) => m.id), next };
}

describeEachDatabase("played matches over HTTP", (kind) => {
  let database: TestDatabase;
  let store: Store;
  let server: Server;

  beforeAll(async () => {
    database = await kind.create();
    store = await database.open();
    await store.createPlayer(player(ANN.id, { name: ANN.name }));
    await store.createPlayer(player(BO.id, { name: BO.name }));
    const tables: TableRecord[] = [
      match("m1", 1_000),
      match("m2", 2_000, { game: "set-classic" }),
      // Three finished in the same millisecond.
      match("m3a", 3_000),
      match("m3b", 3_000),
      match("m3c", 3_000, { seats: [{ bot: "greedy", joined: true }, match("x", 0).seats[1]!] }),
      // Ann resigned while ahead: Bo won, whatever the scores say.
      match("m4", 4_000, {
        seats: [{ human: true, joined: true, player: ANN, resigned: true }, match("x", 0).seats[1]!],
        ending: "resigned",
      }),
      // A draw of everyone: nobody's win.
      match("m5", 5_000, { outcome: { scores: [2, 2], winners: [0, 1] } }),
      // Not played: Bo made no move, a stand-in finished it.
      match("u6", 6_000, { played: false }),
      match("u7", 7_000, { played: null }),
      record("live", { status: "playing" }),
    ];
    for (const table of tables) {
      await store.createTable(table);
      for (const [seat, s] of table.seats.entries())
        if (s.human && s.player) await store.seatPlayer(table.id, seat, s.player.id);
    }
    server = await buildTestServer({ store });
  });
  afterAll(async () => {
    await server.close();
    await store.close();
    await database.remove();
  });

  describe("GET /api/matches", () => {
    it("lists played matches only, the most recently finished first, ties by id", async () => {
      const answer = await api<TableSummary[]>(server.http, "/api/matches");
      expect(answer.status).toBe(200);
      expect(answer.body.map((m) => m.id)).toEqual(["m5", "m4", "m3c", "m3b", "m3a", "m2", "m1"]);
      for (const m of answer.body) expect(m).toMatchObject({ status: "finished", played: true });
      // Empty filters are no filters.
      const empty = await api<TableSummary[]>(server.http, "/api/matches?game=&player=&before=");
      expect(empty.body.map((m) => m.id)).toEqual(answer.body.map((m) => m.id));
    });

    it("filters by game and by player", async () => {
      expect((await page(server.http, "/api/matches?game=set-classic")).ids).toEqual(["m2"]);
      expect((await page(server.http, "/api/matches?game=tarot")).ids).toEqual([]);
      expect((await page(server.http, `/api/matches?player=${ANN.id}&game=ruhd`)).ids).toEqual([
        "m5",
        "m4",
        "m3b",
        "m3a",
        "m1",
      ]);
      expect((await page(server.http, "/api/matches?player=nobody")).ids).toEqual([]);
    });

    it("pages through ties: each page links to the next, the last to none", async () => {
      const seen: string[][] = [];
      let next: string | null = "/api/matches?limit=2";
      while (next !== null) {
        const got = await page(server.http, next);
        seen.push(got.ids);
        next = got.next;
      }
      expect(seen).toEqual([["m5", "m4"], ["m3c", "m3b"], ["m3a", "m2"], ["m1"]]);
      // The cursor is the last match's, and keeps the filters.
      const first = await page(server.http, `/api/matches?player=${ANN.id}&limit=3`);
      expect(first.next).toBe(
        `/api/matches?player=${ANN.id}&before=${encodeURIComponent(matchCursor({ finishedAt: 3_000, id: "m3b" }))}&limit=3`,
      );
      expect((await page(server.http, first.next as string)).ids).toEqual(["m3a", "m2", "m1"]);
      // A time alone: the matches finished before it.
      expect((await page(server.http, "/api/matches?before=3000")).ids).toEqual(["m2", "m1"]);
      // A page that ends exactly at the last match links to none.
      expect((await page(server.http, "/api/matches?before=2001&limit=2")).next).toBeNull();
    });

    it("refuses a bad query with 400 bad-request, an unknown game with 404 no-game", async () => {
      for (const query of [
        "limit=0",
        "limit=201",
        "limit=two",
        "before=yesterday",
        "before=12.",
        `player=${"p".repeat(65)}`,
        "game=ruhd&game=set",
      ]) {
        const answer = await api<ApiError>(server.http, `/api/matches?${query}`);
        expect([query, answer.status, answer.body.error.code]).toEqual([query, 400, "bad-request"]);
      }
      const unknown = await api<ApiError>(server.http, "/api/matches?game=chess");
      expect(unknown.status).toBe(404);
      expect(unknown.body.error.code).toBe("no-game");
    });
  });

  describe("GET /api/players/:id", () => {
    it("lists played matches only, and says who won by the ratings' places", async () => {
      const ann = await api<Profile>(server.http, `/api/players/${ANN.id}`);
      expect(ann.status).toBe(200);
      expect(ann.body.matches.map((m) => [m.table, m.won])).toEqual([
        ["m5", false],
        ["m4", false],
        ["m3b", true],
        ["m3a", true],
        ["m2", true],
        ["m1", true],
      ]);
      expect(ann.body.allMatches).toBe(`/api/matches?player=${ANN.id}`);
      const bo = await api<Profile>(server.http, `/api/players/${BO.id}`);
      expect(bo.body.matches.slice(0, 3).map((m) => [m.table, m.won])).toEqual([
        ["m5", false],
        ["m4", true],
        ["m3c", false],
      ]);
      // The page's list and the API's agree.
      expect((await page(server.http, bo.body.allMatches)).ids).toEqual(bo.body.matches.map((m) => m.table));
    });
  });
});
