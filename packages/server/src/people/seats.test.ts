import type { RuhdView } from "@parlor/engine";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { TestClient } from "../testing/client.js";
import { describeEachDatabase } from "../testing/databases.js";
import { createTable, getTable } from "../testing/http.js";
import { ruhdMove } from "../testing/ruhd.js";
import { startTestServer } from "../testing/server.js";
import { seatsOfPlayer, takeSeats } from "./seats.js";
import { Browser } from "./testing.js";

type Server = Awaited<ReturnType<typeof startTestServer>>;
let server: Server;
const clients: TestClient[] = [];
let serial = 0;

async function connect(browser?: Browser): Promise<TestClient> {
  const client = await TestClient.connect(server.ws, browser?.cookieHeader);
  clients.push(client);
  return client;
}

async function join(client: TestClient, table: string, tokens: string[] = []) {
  const answer = await client.request({ type: "join", table, tokens });
  if (answer.type !== "joined") throw new Error(`join refused: ${JSON.stringify(answer)}`);
  return answer;
}

describe("seats and players", () => {
  it("binds the seats a connection takes to its player, unless another player took them first", () => {
    const ana = { id: "a", name: "Ana" };
    const seats = [
      { human: true as const, joined: false },
      { human: true as const, joined: true, player: { id: "b", name: "Bo" } },
      { bot: "easy", joined: true },
    ];
    const taken = takeSeats(seats, [0, 1], ana);
    expect(taken[0]).toEqual({ human: true, joined: true, player: ana });
    expect(taken[1]).toEqual(seats[1]);
    expect(taken[2]).toBe(seats[2]);
    expect(takeSeats(seats, [0], null)[0]).toEqual({ human: true, joined: true });
    expect(seatsOfPlayer(taken, "a")).toEqual([0]);
    expect(seatsOfPlayer(taken, "b")).toEqual([1]);
  });
});

describeEachDatabase("a seat follows its player", (kind) => {
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((c) => c.close()));
  });
  afterAll(async () => {
    await server.stop();
  });

  it("names the seat's player at the table and in its moves, and gives the seat back on another device after login, with no token", async () => {
    const laptop = new Browser(server.http);
    const username = `ana${++serial}`;
    const made = await laptop.call<{ id: string; name: string }>("POST", "/api/account", {
      username,
      password: "password1",
    });
    expect(made.status).toBe(201);
    const ana = { id: made.body.id, name: made.body.name };
    const table = await createTable(server.http, "ruhd", [{ human: true }, { human: true }]);
    const [token0, token1] = table.seatTokens as string[];

    // On the laptop, with a session: the seat is taken by token and bound to Ana.
    const first = await connect(laptop);
    const joined = await join(first, table.id, [token0 as string]);
    expect(joined).toMatchObject({ seats: [0], you: ana });
    // Someone without a session takes the other seat: a seat without a player; the match starts.
    const other = await connect();
    expect(await join(other, table.id, [token1 as string])).toMatchObject({ seats: [1], you: null });
    const summary = await getTable(server.http, table.id);
    expect(summary.seats[0]).toMatchObject({ human: true, joined: true, player: ana });
    expect(summary.seats[1]).not.toHaveProperty("player");
    expect(summary.status).toBe("playing");
    const { frame: tableFrame } = await first.find("table", (f) => f.status === "playing");
    expect(tableFrame.seats[0]).toMatchObject({ player: ana });

    // The laptop goes away; on a phone Ana logs in and joins with no token: seat 0 is hers.
    await first.close();
    const phone = new Browser(server.http);
    const login = await phone.call("POST", "/api/login", { username, password: "password1" });
    expect(login.status).toBe(200);
    const second = await connect(phone);
    expect(await join(second, table.id)).toMatchObject({ seats: [0], you: ana });
    const view = await second.next("view", (f) => f.seat === 0);
    // Anyone else without a token is a spectator, a guest of the same name too.
    const stranger = new Browser(server.http);
    await stranger.call("POST", "/api/players", { name: ana.name });
    const watcher = await connect(stranger);
    expect(await join(watcher, table.id)).toMatchObject({ seats: [] });

    // She plays from the phone (after the other seat, if it moves first); her move is told with her
    // name to the others, and to her as her own ("You placed …").
    let state = view.view as RuhdView;
    if (state.turn === 1) {
      const theirs = (await other.next("view", (f) => f.seat === 1)).view as RuhdView;
      other.send({ type: "action", table: table.id, seat: 1, action: ruhdMove(theirs) });
      state = (await second.next("view", (f) => (f.view as RuhdView).turn === 0)).view as RuhdView;
    }
    second.send({ type: "action", table: table.id, seat: 0, action: ruhdMove(state) });
    const move = await second.nextMove((f) => f.seat === 0);
    expect(move.text).toMatch(/^You /);
    const watched = await watcher.nextMove((f) => f.seat === 0);
    expect(watched.text).toMatch(new RegExp(`^${ana.name} `));
  });

  it("keeps the first player's binding when another player comes with the seat's token", async () => {
    const ana = new Browser(server.http);
    const bo = new Browser(server.http);
    const anaMe = (await ana.call<{ id: string; name: string }>("POST", "/api/players", { name: "Ana" }))
      .body;
    await bo.call("POST", "/api/players", { name: "Bo" });
    const table = await createTable(server.http, "ruhd", [{ human: true }, { bot: "greedy" }]);
    const token = table.seatTokens[0] as string;
    await join(await connect(ana), table.id, [token]);
    // Bo has the link: the token still gives the seat (as it always did), but it stays Ana's.
    expect(await join(await connect(bo), table.id, [token])).toMatchObject({ seats: [0] });
    const summary = await getTable(server.http, table.id);
    expect(summary.seats[0]).toMatchObject({ player: { id: anaMe.id, name: "Ana" } });
    expect(summary.seats[1]).toMatchObject({
      bot: "greedy",
      player: { id: "bot-ruhd-greedy", name: "Greedy bot", bot: "greedy" },
    });
  });

  it("makes a table made with a session that player's to host", async () => {
    const host = new Browser(server.http);
    const me = (await host.call<{ id: string }>("POST", "/api/players", { name: "Host" })).body;
    const made = await host.call<{ id: string }>("POST", "/api/tables", {
      game: "ruhd",
      seats: [{ human: true }, { human: true }],
    });
    expect(made.status).toBe(201);
    const stored = await server.database.open();
    try {
      expect((await stored.getTable(made.body.id))?.host).toBe(me.id);
      const anonymous = await createTable(server.http, "ruhd", [{ human: true }, { human: true }]);
      expect((await stored.getTable(anonymous.id))?.host).toBeNull();
    } finally {
      await stored.close();
    }
  });
});
