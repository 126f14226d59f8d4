/**
 * A match tells one story: a resignation after a scored deal keeps the scores as they stood, the
 * resigner places last, the winners are named as the game and the rules of places say, and the
 * stored table, the list of matches and the player's page agree. Each match is a real one: bots play
 * it on the engine's virtual clock up to the moment of the test, its log is stored as the server
 * stores a table's, and the server resumes it from the store as after a restart; then a person at it
 * resigns over a socket.
 */
import {
  getGame,
  TableRunner,
  VirtualClock,
  type AnyGame,
  type LogEntry,
  type SeatInfo,
} from "@parlor/engine";
import { placings, seatPlaces, verdictOf } from "@parlor/protocol";
import { afterEach, expect, it } from "vitest";
import type { PlayerRecord, Store, StoredSeat, TableRecord } from "./store/store.js";
import { hashToken } from "./tables/tokens.js";
import type { TableSummary } from "./tables/summary.js";
import { TestClient } from "./testing/client.js";
import { describeEachDatabase, type DatabaseKind } from "./testing/databases.js";
import { api, getTable, untilStatus } from "./testing/http.js";
import { buildTestServer } from "./testing/server.js";

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const NOW = 1_700_000_000_000;

/** A match's log so far: bots play every seat until `until` says stop (on the engine's virtual clock). */
function playedUntil(
  game: AnyGame,
  options: Record<string, unknown>,
  seats: readonly SeatInfo[],
  seed: string,
  until: (state: never, actions: readonly LogEntry[]) => boolean,
): { actions: readonly LogEntry[]; state: unknown; seed: string } {
  const clock = new VirtualClock();
  const runner = new TableRunner({
    game,
    options,
    seed,
    seats: seats.map(() => ({ bot: game.defaultBot })),
    clock,
  });
  runner.start();
  clock.run(8 * 3_600_000, () => runner.finished || until(runner.state as never, runner.log.actions));
  expect(runner.finished).toBe(false);
  return { actions: runner.log.actions, state: runner.state, seed };
}

async function openStore(kind: DatabaseKind): Promise<Store> {
  const db = await kind.create();
  cleanups.push(() => db.remove());
  const store = await db.open();
  cleanups.push(() => store.close());
  return store;
}

function person(id: string, name: string): PlayerRecord {
  return { id, name, kind: "account", username: id, passwordHash: null, createdAt: NOW };
}

/**
 * Stores a table being played (its seats, its log so far) as the server would have, and starts a
 * server on the store, which resumes it; returns the server and a client holding `seat` (a person's).
 */
async function resumedTable(
  kind: DatabaseKind,
  game: AnyGame,
  options: Record<string, unknown>,
  seats: readonly StoredSeat[],
  played: { readonly actions: readonly LogEntry[]; readonly seed: string },
  tokens: readonly (string | null)[],
) {
  const { actions, seed } = played;
  const store = await openStore(kind);
  for (const seat of seats)
    if (seat.player && seat.bot === undefined)
      await store.createPlayer(person(seat.player.id, seat.player.name));
  const record: TableRecord = {
    id: `result-${game.id}`,
    game: game.id,
    options: game.options.parse(options),
    seed,
    seats,
    status: "playing",
    createdAt: NOW,
    startedAt: NOW,
    finishedAt: null,
    outcome: null,
    until: null,
    seq: actions.length,
    host: null,
    rated: false,
    ending: null,
    played: null,
    next: null,
    graceMs: null,
    turnBased: null,
    turn: null,
    deadlineAt: null,
  };
  await store.createTable(record);
  for (const entry of actions) await store.appendAction(record.id, entry);
  const server = await buildTestServer({ store });
  cleanups.push(() => server.close());
  const clients = await Promise.all(
    tokens.map(async (token) => {
      if (token === null) return null;
      const client = await TestClient.connect(server.ws);
      cleanups.push(() => client.drop());
      const joined = await client.request({ type: "join", table: record.id, tokens: [token] });
      expect(JSON.stringify(joined)).toContain('"joined"');
      return client;
    }),
  );
  return { server, record, clients };
}

describeEachDatabase("results", (kind) => {
  it("French Tarot: a resignation in deal 2 keeps deal 1's scores, the resigner places last", async () => {
    const tarot = getGame("tarot") as AnyGame;
    const names = ["Ana", "Bot", "Bot", "Bot"];
    const played = playedUntil(
      tarot,
      { deals: 3 },
      names.map(() => ({})),
      "tarot-resign",
      (s: { sheet: unknown[]; phase: string }) => s.sheet.length >= 1,
    );
    const sheet = tarot.score(played.state);
    expect(sheet.some((points) => points !== 0)).toBe(true);
    const seats: StoredSeat[] = [
      {
        human: true,
        joined: true,
        tokenHash: hashToken("ana-token"),
        player: { id: "ana", name: "Ana" },
      },
      { bot: "basic", joined: true },
      { bot: "basic", joined: true },
      { bot: "basic", joined: true },
    ];
    const { server, record, clients } = await resumedTable(kind, tarot, { deals: 3 }, seats, played, [
      "ana-token",
      null,
      null,
      null,
    ]);
    const ana = clients[0] as TestClient;
    expect(await ana.request({ type: "resign", table: record.id, seat: 0 })).toMatchObject({ type: "ok" });
    const end = await ana.next("table", (f) => f.status === "finished");
    // The score sheet's totals as they stood (not zeros); the bots left playing, best first, won.
    expect(end).toMatchObject({ ending: "resigned", outcome: { scores: [...sheet] } });
    const finished = await untilStatus(server.http, record.id, "finished");
    expect(finished.outcome?.scores).toEqual([...sheet]);
    expect(finished.seats[0]).toMatchObject({ resigned: true });
    const top = Math.max(...sheet.slice(1));
    expect(finished.outcome?.winners).toEqual([1, 2, 3].filter((seat) => sheet[seat] === top));
    const placed = placings(finished.seats, finished.outcome as NonNullable<TableSummary["outcome"]>);
    expect(seatPlaces(placed, 4)[0]).toBe(4);
    expect(verdictOf(placed)).toMatchObject({ kind: "won" });
    // Ana played a whole deal herself: the match counts, it is listed, with the same scores.
    expect(finished.played).toBe(true);
    const listed = await api<TableSummary[]>(server.http, "/api/matches?game=tarot");
    const row = listed.body.find((m) => m.id === record.id);
    expect(row?.outcome?.scores).toEqual([...sheet]);
  });

  it("Buraco: a resignation after a scored hand ends the match, the scores kept, the other side wins", async () => {
    const buraco = getGame("buraco") as AnyGame;
    const played = playedUntil(
      buraco,
      {},
      [{}, {}],
      "buraco-resign",
      (s: { sheet: unknown[] }) => s.sheet.length >= 1,
    );
    const sheet = buraco.score(played.state);
    expect(sheet.some((points) => points !== 0)).toBe(true);
    const seats: StoredSeat[] = ["ana", "bruno"].map((id) => ({
      human: true,
      joined: true,
      tokenHash: hashToken(`${id}-token`),
      player: { id, name: id === "ana" ? "Ana" : "Bruno" },
    }));
    const { server, record, clients } = await resumedTable(kind, buraco, {}, seats, played, [
      "ana-token",
      "bruno-token",
    ]);
    // The side ahead on points resigns: it still loses.
    const leader = (sheet[0] as number) >= (sheet[1] as number) ? 0 : 1;
    const other = 1 - leader;
    const client = clients[leader] as TestClient;
    expect(await client.request({ type: "resign", table: record.id, seat: leader })).toMatchObject({
      type: "ok",
    });
    const finished = await untilStatus(server.http, record.id, "finished");
    expect(finished.outcome).toMatchObject({ scores: [...sheet], winners: [other] });
    const placed = placings(finished.seats, finished.outcome as NonNullable<TableSummary["outcome"]>);
    expect(seatPlaces(placed, 2)).toEqual(leader === 0 ? [2, 1] : [1, 2]);
    expect(verdictOf(placed)).toEqual({ kind: "won", winners: [other] });
  });

  it("a match a person left after one move is not played: unrated, not listed", async () => {
    const ruhd = getGame("ruhd") as AnyGame;
    // Ana's first tile is her only move; the bot's moves before it (if it went first) are its own.
    const played = playedUntil(ruhd, {}, [{}, {}], "one-move", (_s, log) => log.some((e) => e.seat === 0));
    expect(played.actions.filter((e) => e.seat === 0)).toHaveLength(1);
    const seats: StoredSeat[] = [
      {
        human: true,
        joined: true,
        tokenHash: hashToken("ana-token"),
        player: { id: "ana", name: "Ana" },
      },
      { bot: "greedy", joined: true },
    ];
    const { server, record, clients } = await resumedTable(kind, ruhd, {}, seats, played, [
      "ana-token",
      null,
    ]);
    expect(
      await (clients[0] as TestClient).request({ type: "resign", table: record.id, seat: 0 }),
    ).toMatchObject({
      type: "ok",
    });
    const finished = await untilStatus(server.http, record.id, "finished");
    expect(finished.played).toBe(false);
    const listed = await api<TableSummary[]>(server.http, "/api/matches");
    expect(listed.body.map((m) => m.id)).not.toContain(record.id);
    expect(await getTable(server.http, record.id)).toMatchObject({ played: false });
  });
});
