import { getGame } from "@parlor/engine";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import type { TableSummary } from "../tables.js";
import type { TestClient } from "../testing/client.js";
import { type Frame } from "../testing/client.js";
import {
  cleanUp,
  cluster,
  cutOff,
  joinAs,
  processIdOf,
  ruhdForTwo,
  seatOf,
  sleep,
  tarotForFour,
  unavailable,
  viewsOf,
} from "../testing/cluster.js";
import { api, createTable, getTable, until } from "../testing/http.js";
import type { ServerProcess } from "../testing/process.js";
import { stopPostgres } from "../testing/postgres.js";
import { playRuhdTurns } from "../testing/ruhd.js";

/**
 * Several `parlor serve` processes on one PostgreSQL and one Redis (testing/cluster.ts) when Redis
 * goes away: what went out while it was away is told again, Redis restarted empty loses nobody's
 * seat, and a process that cannot reach it says so and sends its sockets elsewhere.
 */

afterEach(cleanUp);

describe.skipIf(unavailable !== null)("several processes when Redis goes away and comes back", () => {
  afterAll(stopPostgres);

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
