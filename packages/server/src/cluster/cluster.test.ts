import { getGame, type RuhdView } from "@parlor/engine";
import { Redis } from "ioredis";
import type { TableSummary } from "../tables.js";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { Browser } from "../people/testing.js";
import { TestClient, type Frame } from "../testing/client.js";
import { POSTGRES, type TestDatabase } from "../testing/databases.js";
import { api, createTable, getTable, until } from "../testing/http.js";
import { stopPostgres } from "../testing/postgres.js";
import { freePort, spawnServer, type ServerProcess } from "../testing/process.js";
import { noRedis, startRedis, type TestRedis } from "../testing/redis.js";
import { playRuhdTurns, ruhdMove } from "../testing/ruhd.js";

/**
 * Several `parlor serve` processes on one PostgreSQL and one Redis, each a process of its own (from
 * the build: `npx tsc -b` first), on loopback: the tables of every process are everyone's, a socket
 * on one process plays a table another owns, a killed owner's tables go on elsewhere, a paused owner
 * can append nothing once its lease was taken over, and a stopping process hands its tables over.
 */

const unavailable = noRedis ?? POSTGRES.unavailable;
if (unavailable) console.warn(unavailable);

const cleanups: (() => Promise<unknown> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function kill(server: ServerProcess): Promise<unknown> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return Promise.resolve();
  server.child.kill("SIGKILL");
  return server.exited;
}

/** One PostgreSQL database and one Redis for a test, and `n` processes sharing them. */
async function cluster(
  n: number,
  leaseMs?: number,
): Promise<{
  db: TestDatabase;
  redis: TestRedis;
  processes: ServerProcess[];
  spawn(): Promise<ServerProcess>;
}> {
  const db = await POSTGRES.create();
  cleanups.push(() => db.remove());
  const redis = await startRedis();
  cleanups.push(() => redis.stop());
  const spawn = async (): Promise<ServerProcess> => {
    const server = await spawnServer(
      { ...db.serve, redisUrl: redis.url, ...(leaseMs !== undefined ? { leaseMs } : {}) },
      await freePort(),
    );
    cleanups.push(() => kill(server));
    return server;
  };
  const processes: ServerProcess[] = [];
  for (let i = 0; i < n; i++) processes.push(await spawn());
  return { db, redis, processes, spawn };
}

/** Two processes on one PostgreSQL database and one Redis. */
async function twoProcesses(): Promise<{ db: TestDatabase; a: ServerProcess; b: ServerProcess }> {
  const {
    db,
    processes: [a, b],
  } = await cluster(2);
  if (!a || !b) throw new Error("two processes");
  return { db, a, b };
}

/** A Ruhd table for two people, made on `server`: its id and its seats' tokens. */
async function ruhdForTwo(server: ServerProcess): Promise<{ id: string; tokens: string[] }> {
  const made = await createTable(server.http, "ruhd", [{ human: true }, { human: true }]);
  return { id: made.id, tokens: made.seatTokens as string[] };
}

async function joinAs(url: string, table: string, tokens: readonly string[]): Promise<TestClient> {
  const client = await TestClient.connect(url);
  cleanups.push(() => client.drop());
  const joined = await client.request({ type: "join", table, tokens: [...tokens] });
  expect(joined).toMatchObject({ type: "joined", table });
  return client;
}

/** A `joined` that no request asked for: the table moved and this socket's process joined it again. */
function rejoined(frame: Frame): boolean {
  return frame.type === "joined" && frame.id === undefined;
}

/** A French Tarot table for four people made on `server`, with a grace of `graceSeconds`. */
async function tarotForFour(
  server: ServerProcess,
  graceSeconds: number,
): Promise<{ id: string; tokens: string[] }> {
  const human = { human: true };
  const answer = await api<{ id: string; seatTokens: string[] }>(server.http, "/api/tables", {
    json: { game: "tarot", seats: [human, human, human, human], graceSeconds },
  });
  if (answer.status !== 201) throw new Error(`create tarot: ${answer.status} ${answer.text}`);
  return { id: answer.body.id, tokens: answer.body.seatTokens };
}

/** The seat `seat`'s view frames of `table` from frame `from` on. */
function viewsOf(client: TestClient, table: string, seat: number, from = 0): Frame[] {
  return client.frames.slice(from).filter((f) => f.type === "view" && f.table === table && f.seat === seat);
}

/**
 * Drops the Redis connections whose CLIENT LIST line `cut` picks, and keeps them (and any other new
 * one) from connecting again while `during` runs: what is published to them meanwhile is lost.
 */
async function cutOff(
  url: string,
  cut: (line: string) => boolean,
  during: () => Promise<void>,
): Promise<void> {
  const admin = new Redis(url);
  try {
    const lines = String(await admin.client("LIST"))
      .trim()
      .split("\n");
    const ids = lines.filter(cut).map((line) => /\bid=(\d+)/.exec(line)?.[1] ?? "");
    expect(ids.length).toBeGreaterThan(0);
    await admin.config("SET", "maxclients", String(lines.length - ids.length));
    for (const id of ids) await admin.client("KILL", "ID", id);
    try {
      await during();
    } finally {
      await admin.config("SET", "maxclients", "10000");
    }
  } finally {
    await admin.quit();
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** The id a server process goes by in Redis (its liveness key says its pid). */
async function processIdOf(url: string, server: ServerProcess): Promise<string> {
  const admin = new Redis(url);
  try {
    for (const key of await admin.keys("parlor:process:*")) {
      const about = JSON.parse((await admin.get(key)) ?? "{}") as { pid?: number };
      if (about.pid === server.child.pid) return key.slice("parlor:process:".length);
    }
    throw new Error(`no process key for pid ${server.child.pid}`);
  } finally {
    await admin.quit();
  }
}

function seatOf(summary: TableSummary | undefined, seat: number): Record<string, unknown> {
  return (summary?.seats[seat] ?? {}) as Record<string, unknown>;
}

describe.skipIf(unavailable !== null)("several processes on PostgreSQL and Redis", () => {
  afterAll(stopPostgres);

  it("lists the tables made on every process, and who is connected and online, from every process", async () => {
    const { a, b } = await twoProcesses();
    const onA = await createTable(a.http, "ruhd", [{ human: true }, { human: true }]);
    const onB = await createTable(b.http, "ruhd", [{ human: true }, { bot: "greedy" }]);
    for (const server of [a, b]) {
      const listed = (await api<TableSummary[]>(server.http, "/api/tables")).body.map((t) => t.id);
      expect(listed).toEqual(expect.arrayContaining([onA.id, onB.id]));
    }
    // A person with a session opens a socket on A and sits at the table B made: both lobbies see it.
    const person = new Browser(a.http);
    expect((await person.call("POST", "/api/players", { name: "Ada" })).status).toBe(201);
    const socket = await TestClient.connect(a.ws, person.cookieHeader);
    cleanups.push(() => socket.drop());
    const joined = await socket.request({
      type: "join",
      table: onB.id,
      tokens: [onB.seatTokens[0] as string],
    });
    expect(joined).toMatchObject({ type: "joined", seats: [0] });
    for (const server of [a, b]) {
      await until(`${server.http} to list seat 0 of ${onB.id} as connected`, async () => {
        const lobby = (
          await api<{ online: { name: string }[]; needPlayers: TableSummary[] }>(server.http, "/api/lobby")
        ).body;
        const listed = (await api<TableSummary[]>(server.http, "/api/tables")).body.find(
          (t) => t.id === onB.id,
        );
        const one = (await api<TableSummary>(server.http, `/api/tables/${onB.id}`)).body;
        const connected = seatOf(listed, 0).connected === true && seatOf(one, 0).connected === true;
        return connected && lobby.online.some((p) => p.name === "Ada") ? true : undefined;
      });
    }
    // The history and leaderboards are the database's: the same everywhere.
    const [historyA, historyB] = await Promise.all([a, b].map((s) => api(s.http, "/api/matches")));
    expect(historyA?.body).toEqual(historyB?.body);
  });

  it("plays a table owned by one process from sockets on another, in order, with every view", async () => {
    const { db, a, b } = await twoProcesses();
    const made = await ruhdForTwo(a);
    const tokens = made.tokens;
    // Seat 0 plays from B (forwarded to A, the owner), seat 1 from A itself.
    const first = await joinAs(b.ws, made.id, [tokens[0] as string]);
    const second = await joinAs(a.ws, made.id, [tokens[1] as string]);
    const turns = await playRuhdTurns(made.id, [first, second], 8, 0);
    expect(turns.map((t) => t.seq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    // Every view of every seq came to the forwarded socket, in order (the last one may still be on its
    // way when the other seat's ack came), and a spectator on B sees them too.
    await first.find("view", (f) => f.seq === 8 && f.seat === 0);
    const seqs = first.frames.flatMap((f) => (f.type === "view" && f.seat === 0 ? [f.seq] : []));
    expect(seqs).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    const watcher = await joinAs(b.ws, made.id, []);
    expect((await watcher.next("view")).seq).toBe(8);
    // A refusal comes back as the owner said it, to the request that asked.
    const wrong = await first.request({ type: "action", table: made.id, seat: 1, action: { type: "place" } });
    expect(wrong).toMatchObject({ type: "error", code: "not-your-seat" });
    const stored = await db.read(made.id);
    expect(stored?.seq).toBe(8);
    // A socket whose join A refused still had a connection at A: it goes when the socket closes.
    const stranger = await TestClient.connect(b.ws);
    expect(await stranger.request({ type: "join", table: made.id, tokens: ["not-a-token"] })).toMatchObject({
      type: "error",
      code: "bad-token",
    });
    const remoteConnections = async (): Promise<number> =>
      Number(/^parlor_remote_connections (\d+)$/m.exec(await (await fetch(`${a.http}/metrics`)).text())?.[1]);
    expect(await remoteConnections()).toBe(3);
    await stranger.drop();
    await until("A to let the closed socket's connection go", async () =>
      (await remoteConnections()) === 2 ? true : undefined,
    );
  });

  it("goes on elsewhere within 10 s when the owner is killed (kill -9), losing no acknowledged action and taking none twice", async () => {
    const { db, a, b } = await twoProcesses();
    const made = await ruhdForTwo(a);
    const tokens = made.tokens;
    const first = await joinAs(b.ws, made.id, [tokens[0] as string]);
    const second = await joinAs(b.ws, made.id, [tokens[1] as string]);
    const acked = (await playRuhdTurns(made.id, [first, second], 5, 0)).map((t) => t.seq);
    expect(acked).toEqual([1, 2, 3, 4, 5]);
    const from = [first.frames.length, second.frames.length];
    // Someone watching from A itself loses the socket with A, and reconnects to B.
    const watcher = await joinAs(a.ws, made.id, []);
    expect((await watcher.next("view")).seq).toBe(5);

    const killedAt = performance.now();
    a.child.kill("SIGKILL");
    await a.exited;
    // B finds A dead, takes the table over from the log and joins its sockets to it again.
    await first.findWhere(rejoined, from[0]);
    await second.findWhere(rejoined, from[1]);
    const movedIn = performance.now() - killedAt;
    expect(movedIn).toBeLessThan(10_000);
    await watcher.waitClosed();
    const back = await joinAs(b.ws, made.id, []);
    expect((await back.next("view")).seq).toBe(5);

    // The match goes on from where it was acknowledged: views at seq 5, then new moves.
    const more = await playRuhdTurns(made.id, [first, second], 3, 5);
    expect(more.map((t) => t.seq)).toEqual([6, 7, 8]);
    const stored = await db.read(made.id);
    expect(stored?.actions.map((e) => e.seq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect((await getTable(b.http, made.id)).seq).toBe(8);
  });

  it("refuses every write of an owner paused past its lease (SIGSTOP, then SIGCONT): it appends no action", async () => {
    const { db, a, b } = await twoProcesses();
    const made = await ruhdForTwo(a);
    const tokens = made.tokens;
    // One player holds both seats from A (the owner), and from B too.
    const onA = await joinAs(a.ws, made.id, tokens);
    const onB = await joinAs(b.ws, made.id, tokens);
    await playRuhdTurns(made.id, [onA, onA], 4, 0);
    // A move at seq 4 goes to A, which is paused before it reads it.
    const { frame } = await onA.find("view", (f) => f.seq === 4 && f.seat === 0);
    const mover = (frame.view as RuhdView).turn;
    const view = (await onA.find("view", (f) => f.seq === 4 && f.seat === mover)).frame.view as RuhdView;
    const fromB = onB.frames.length;
    a.child.kill("SIGSTOP");
    cleanups.push(() => void a.child.kill("SIGCONT"));
    onA.send({ type: "action", id: "late", table: made.id, seat: mover, action: ruhdMove(view) });
    // B takes the table over (A's lease ran out while it was paused); B's socket is joined again there.
    await onB.findWhere(rejoined, fromB);
    a.child.kill("SIGCONT");
    // A wakes with a move to store for a table it no longer owns. Either it stores the move first,
    // and the store refuses it (never acknowledged), or it has already learnt it lost the table, and
    // the move goes to B, the owner, which stores it. It never forks the log: without the fence, A
    // acknowledged a move B never saw, and the match could not go on at B.
    const answer = await onA.findWhere(
      (f) => "id" in f && f.id === "late",
      0,
      undefined,
      "the late move's answer",
    );
    const seq = answer.frame.type === "ack" ? answer.frame.seq : 4;
    expect((await db.read(made.id))?.seq).toBe(seq);
    // The match goes on at B from what is stored.
    const turns = await playRuhdTurns(made.id, [onB, onB], 2, seq);
    expect(turns.map((t) => t.seq)).toEqual([seq + 1, seq + 2]);
    const stored = await db.read(made.id);
    expect(stored?.actions.map((e) => e.seq)).toEqual(Array.from({ length: seq + 2 }, (_, i) => i + 1));
  });

  it("hands its tables over at once when it stops (SIGTERM): no gap longer than a second, and the match goes on", async () => {
    const { db, a, b } = await twoProcesses();
    const made = await ruhdForTwo(a);
    const bots = await createTable(a.http, "ruhd", [{ bot: "greedy" }, { bot: "greedy" }]);
    const tokens = made.tokens;
    const first = await joinAs(b.ws, made.id, [tokens[0] as string]);
    const second = await joinAs(b.ws, made.id, [tokens[1] as string]);
    const watcher = await joinAs(b.ws, bots.id, []);
    await playRuhdTurns(made.id, [first, second], 3, 0);
    const from = first.frames.length;
    const fromWatcher = watcher.frames.length;
    const stoppedAt = performance.now();
    a.child.kill("SIGTERM");
    await first.findWhere(rejoined, from);
    const gap = performance.now() - stoppedAt;
    expect(gap).toBeLessThan(1_000);
    expect((await a.exited).code).toBe(0);
    // The bots' table went on too, on B, from where A left it.
    await watcher.findWhere(rejoined, fromWatcher);
    const seqAtHandover = (await db.read(bots.id))?.seq ?? 0;
    await until("the bots to move on B", async () =>
      ((await db.read(bots.id))?.seq ?? 0) > seqAtHandover ? true : undefined,
    );
    const turns = await playRuhdTurns(made.id, [first, second], 2, 3);
    expect(turns.map((t) => t.seq)).toEqual([4, 5]);
    const log = await db.read(bots.id);
    expect(log?.actions.map((e) => e.seq)).toEqual(log?.actions.map((_, i) => i + 1));
  });

  it("counts each address's tables against one limit on every process (the rate limit's and the quota's Redis keys)", async () => {
    const { a, b } = await twoProcesses();
    const answers: string[] = [];
    // The defaults: 20 tables waiting and 30 tables made a minute per address, wherever they are asked.
    for (let i = 0; i < 31; i++) {
      const server = i % 2 === 0 ? a : b;
      const answer = await api<{ error?: { code: string } }>(server.http, "/api/tables", {
        method: "POST",
        json: { game: "ruhd", seats: [{ human: true }, { bot: "greedy" }] },
      });
      answers.push(answer.status === 201 ? "made" : `${answer.status} ${answer.body.error?.code ?? ""}`);
    }
    expect(answers.slice(0, 20).every((s) => s === "made")).toBe(true);
    expect(answers.slice(20, 30).every((s) => s === "429 too-many-waiting-tables")).toBe(true);
    expect(answers[30]).toBe("429 rate-limited");
  });

  it("counts the chat of session-less spectators by their address at the table's owner, wherever their sockets are", async () => {
    const { a, b } = await twoProcesses();
    const table = await ruhdForTwo(a);
    // Seated on A first: A owns the table; spectators watch from both processes.
    await joinAs(a.ws, table.id, [table.tokens[0] as string]);
    const watchers = [
      ...(await Promise.all([0, 1, 2].map(() => joinAs(a.ws, table.id, [])))),
      ...(await Promise.all([0, 1, 2].map(() => joinAs(b.ws, table.id, [])))),
    ];
    const answers = [];
    for (const watcher of watchers)
      for (let i = 0; i < 2; i++)
        answers.push(await watcher.request({ type: "chat", table: table.id, text: `line ${i}` }));
    // One address (loopback) has 6 lines a minute, its sockets on both processes together.
    expect(answers.filter((answer) => answer.type === "ok")).toHaveLength(6);
    expect(answers.slice(6).every((answer) => answer.type === "error" && answer.code === "chat-limit")).toBe(
      true,
    );
  });

  it("joins a socket again at its table elsewhere when what went between them was lost: its process's subscription dropped, the owner's connection, or the owner's subscription", async () => {
    const {
      redis,
      processes: [a, b],
    } = await cluster(2);
    if (!a || !b) throw new Error("two processes");
    const made = await ruhdForTwo(a);
    // One player holds both seats from A (the owner), and seat 0 from B too (forwarded to A).
    const onA = await joinAs(a.ws, made.id, made.tokens);
    const onB = await joinAs(b.ws, made.id, [made.tokens[0] as string]);
    await onB.find("view", (f) => f.seat === 0 && f.seq === 0);
    const [idA, idB] = [await processIdOf(redis.url, a), await processIdOf(redis.url, b)];
    /**
     * Cuts the connections `cut` picks off Redis while A's socket makes move `seq + 1` (and a while
     * after): B's socket never had its frames. Once they are back, it sees the move within 10 s.
     */
    const lostMove = async (seq: number, cut: (line: string) => boolean, afterMs: number): Promise<void> => {
      const from = onB.frames.length;
      await cutOff(redis.url, cut, async () => {
        await playRuhdTurns(made.id, [onA, onA], 1, seq);
        await sleep(afterMs);
      });
      const seen = (f: Frame): boolean => f.type === "view" && f.seat === 0 && f.seq === seq + 1;
      expect(onB.frames.slice(from).some(seen)).toBe(false);
      await onB.findWhere(seen, from, 10_000);
    };
    // B's pub/sub connection: the move's frames are published while B hears nothing. Once it hears
    // again, B's socket joins the table again at A.
    await lostMove(0, (line) => line.includes(` name=parlor:${idB}:listen `), 300);
    // A's own connection (commands, publishing): the frames are never published. Once A answers
    // again, it tells the processes with sockets at its tables to join them again.
    await lostMove(1, (line) => line.includes(` name=parlor:${idA} `), 1_500);
    // A's pub/sub connection: a join of B's socket (its page joining again) is published while A
    // hears nothing. Once A hears again, it says so, and B sends the join again: it is answered.
    let answer: Promise<Frame> | undefined;
    await cutOff(
      redis.url,
      (line) => line.includes(` name=parlor:${idA}:listen `),
      async () => {
        answer = onB.request({ type: "join", table: made.id, tokens: [made.tokens[0] as string] });
        await sleep(300);
      },
    );
    expect(await answer).toMatchObject({ type: "joined", table: made.id, seats: [0] });
    expect(onB.isOpen).toBe(true);
  });

  for (const [outage, downMs] of [
    ["within a lease", 1_000],
    ["longer than a lease", 8_000],
  ] as const)
    it(`plays on within 10 s when Redis restarts empty (down ${outage}), every seat seeing views wherever its socket is, no connected seat given to a stand-in`, async () => {
      const {
        db,
        redis,
        processes: [a, b],
      } = await cluster(2);
      if (!a || !b) throw new Error("two processes");
      // A owns a Tarot table for four (its first join is A's): seats 0 and 2 play from A's sockets,
      // 1 and 3 from B's (forwarded to A). The grace is the shortest a table may have.
      const grace = 5;
      const made = await tarotForFour(a, grace);
      const seats = [0, 1, 2, 3];
      const clients: TestClient[] = [];
      for (const seat of seats)
        clients.push(await joinAs(seat % 2 === 0 ? a.ws : b.ws, made.id, [made.tokens[seat] as string]));
      const client = (seat: number): TestClient => clients[seat] as TestClient;
      for (const seat of seats)
        await client(seat).find(
          "view",
          (f) => f.table === made.id && f.seat === seat && f.status === "playing",
        );
      // Tables of bots on each process, playing on by themselves.
      const bots: string[] = [];
      for (const server of [a, b, a, b])
        bots.push((await createTable(server.http, "ruhd", [{ bot: "greedy" }, { bot: "greedy" }])).id);
      const metric = async (server: ServerProcess, name: string): Promise<number> => {
        const text = await (await fetch(`${server.http}/metrics`)).text();
        return Number(new RegExp(`^${name} (\\d+)$`, "m").exec(text)?.[1] ?? 0);
      };
      const leases = (server: ServerProcess): Promise<number> => metric(server, "parlor_leases");
      expect([await leases(a), await leases(b)]).toEqual([3, 2]);
      const from = clients.map((c) => c.frames.length);

      await redis.restart(downMs);
      const backAt = performance.now();
      const since = (): number => Math.round(performance.now() - backAt);
      const seqOf = async (id: string): Promise<number> => (await db.read(id))?.seq ?? 0;
      const botSeqs = await Promise.all(bots.map(seqOf));
      // The seat to act moves (again, while its process finds its way back to the table's owner).
      const tarot = getGame("tarot");
      if (!tarot) throw new Error("tarot");
      const latest = seats.map((seat) => viewsOf(client(seat), made.id, seat).at(-1));
      const seq = latest[0]?.type === "view" ? latest[0].seq : -1;
      const mover = seats.find((seat) => {
        const frame = latest[seat];
        return frame?.type === "view" && tarot.legal(frame.view as never).length > 0;
      });
      const moverView = mover === undefined ? undefined : latest[mover];
      if (mover === undefined || moverView?.type !== "view") throw new Error("nobody to act");
      const action = tarot.legal(moverView.view as never)[0];
      let answer: Frame | undefined;
      while (since() < 10_000) {
        answer = await client(mover).request({ type: "action", table: made.id, seat: mover, action }, 10_000);
        if (answer.type === "ack") break;
        await sleep(100);
      }
      expect(answer).toMatchObject({ type: "ack", seq: seq + 1 });
      // Every seat sees it within 10 s of Redis coming back, wherever its socket is.
      const seen = await Promise.all(
        seats.map(async (seat) => {
          const first = await client(seat).find(
            "view",
            (f) => f.table === made.id && f.seat === seat,
            from[seat],
            Math.max(0, 10_000 - since()),
          );
          const firstAt = since();
          await client(seat).find(
            "view",
            (f) => f.table === made.id && f.seat === seat && f.seq === seq + 1,
            first.index,
            Math.max(0, 10_000 - since()),
          );
          return firstAt;
        }),
      );
      // And the tables of bots go on, on both processes.
      await until(
        "every table of bots to go on",
        async () =>
          (await Promise.all(bots.map(seqOf))).every((s, i) => s > (botSeqs[i] ?? 0)) ? true : undefined,
        Math.max(0, 10_000 - since()),
      );
      console.info(
        `Redis down ${downMs} ms: each seat's first view ${seen.join(", ")} ms after it came back, every table on by ${since()} ms`,
      );
      // Every seat is connected where the table is, as every process tells it, and stays its person's
      // past the grace.
      for (const server of [a, b])
        await until(
          `${server.http} to list every seat of ${made.id} as connected`,
          async () => {
            const one = (await api<TableSummary>(server.http, `/api/tables/${made.id}`)).body;
            return seats.every((seat) => seatOf(one, seat).connected === true) ? true : undefined;
          },
          Math.max(0, 10_000 - since()),
        );
      await sleep((grace + 1) * 1_000);
      for (const server of [a, b]) {
        const after = await getTable(server.http, made.id);
        for (const seat of seats) expect(seatOf(after, seat)).toMatchObject({ connected: true });
        for (const seat of seats) expect(seatOf(after, seat).standIn).toBeUndefined();
      }
      for (const [i, c] of clients.entries())
        for (const frame of c.frames.slice(from[i]))
          if (frame.type === "table") expect(frame.seats.some((s) => "standIn" in s)).toBe(false);
      // Back within a lease, every process kept its tables as they were: nothing moved, nothing was
      // read again from its log.
      if (downMs < 5_000) {
        expect([await leases(a), await leases(b)]).toEqual([3, 2]);
        const lost = 'parlor_lease_changes_total\\{change="lost"\\}';
        expect([await metric(a, lost), await metric(b, lost)]).toEqual([0, 0]);
      }
    }, 120_000);

  it("is ready while its Redis answers, and says not ready (503) once Redis is gone, without stopping", async () => {
    const {
      redis,
      processes: [a],
    } = await cluster(1, 600);
    if (!a) throw new Error("a process");
    expect((await api(a.http, "/readyz")).body).toEqual({ ready: true });
    await redis.stop();
    await until("the process to say it is not ready", async () =>
      (await api(a.http, "/readyz")).status === 503 ? true : undefined,
    );
    expect((await api(a.http, "/readyz")).body).toEqual({ ready: false });
    // Alive all the same: a load balancer sends it no traffic, an orchestrator need not restart it.
    expect((await api(a.http, "/healthz")).status).toBe(200);
    expect(a.child.exitCode).toBeNull();
  });

  it("closes its sockets (1012) when Redis stays away a lease after their tables were let go, so that their pages connect again, maybe elsewhere", async () => {
    const {
      redis,
      processes: [a],
    } = await cluster(1, 600);
    if (!a) throw new Error("a process");
    const made = await ruhdForTwo(a);
    const player = await joinAs(a.ws, made.id, made.tokens);
    await redis.stop();
    // The lease is taken as lost a lease after Redis went; a lease later the socket cannot join the
    // table anywhere: it is closed with a code its page answers by connecting again.
    expect(await player.waitClosed(10_000)).toMatchObject({ code: 1012 });
  });
});
