import { ok, type Result, type RuleError } from "@parlor/engine";
import type { OutgoingServerMessage } from "@parlor/protocol";
import { afterEach, describe, expect, it } from "vitest";
import type { QueueBoard, QueueCourier } from "../quickmatch/board.js";
import {
  QUICK_MATCH_BIND_MS,
  QUICK_MATCH_WAVE_MS,
  QuickMatch,
  QuickMatchErrors,
} from "../quickmatch/quickmatch.js";
import { INITIAL_MU } from "../ratings/model.js";
import { ManualClock } from "./clock.js";
import type { SeatRequest, TableSettings } from "../tables/admission.js";

/**
 * Quick match's behaviour on a board (quickmatch/board.ts), the same in one process's memory and
 * in Redis shared by several (cluster/shared-queue.ts): `quickMatchContract` runs the same tests on
 * each, on a manual clock.
 */

/** A board and its courier, as a test file makes them. */
export interface QueueShare {
  readonly board: QueueBoard;
  readonly courier: QueueCourier;
  /** Resolves once the news told so far has arrived where it goes (the bus's messages). */
  flush(): Promise<void>;
  close?(): Promise<void>;
}

/** A connection as quick match sees it: the frames it was sent. */
class Listener {
  readonly frames: OutgoingServerMessage[] = [];
  /** How often a ticket that waited on it left the queue. */
  releases = 0;
  send(message: OutgoingServerMessage): void {
    this.frames.push(message);
  }
  released(): void {
    this.releases++;
  }
  last<T extends OutgoingServerMessage["type"]>(
    type: T,
  ): Extract<OutgoingServerMessage, { type: T }> | undefined {
    return this.frames.filter((f) => f.type === type).at(-1) as Extract<OutgoingServerMessage, { type: T }>;
  }
}

interface Made {
  readonly game: string;
  readonly seats: readonly SeatRequest[];
  readonly settings: TableSettings;
}

/** A queue over a fake table maker and store: accounts by id, skills (mu) by id. */
export async function setUp(
  share: () => Promise<QueueShare>,
  accounts: readonly string[] = [],
  skills: Record<string, number> = {},
) {
  const { board, courier, flush, close } = await share();
  if (close) cleanups.push(close);
  const clock = new ManualClock();
  const made: Made[] = [];
  const quickMatch = new QuickMatch({
    board,
    courier,
    clock,
    create: (game, _options, seats, _address, settings) => {
      made.push({ game, seats, settings });
      const result: Result<{ id: string; seatTokens: (string | null)[] }, RuleError> = ok({
        id: `table${made.length}`,
        seatTokens: seats.map((s, i) => ("human" in s ? `token${made.length}-${i}` : null)),
      });
      return Promise.resolve(result);
    },
    store: {
      getPlayer: (id) =>
        Promise.resolve({
          id,
          name: id,
          kind: accounts.includes(id) ? "account" : "guest",
          username: null,
          passwordHash: null,
          createdAt: 0,
        }),
      ratings: (game, ids) =>
        Promise.resolve(
          ids.flatMap((id) =>
            skills[id] === undefined
              ? []
              : [
                  {
                    playerId: id,
                    game,
                    mu: skills[id],
                    sigma: 1,
                    rating: skills[id] - 3,
                    games: 10,
                    wins: 5,
                  },
                ],
          ),
        ),
    },
  });
  /** Enters `name` in the queue and hands the ticket to a listener of their own. */
  const join = async (name: string, request: Record<string, unknown> = {}) => {
    const entered = await quickMatch.enter({ game: "ruhd", ...request }, { id: name, name });
    if (!entered.ok) throw new Error(entered.error.message);
    const listener = new Listener();
    expect((await quickMatch.wait(entered.value.ticket, listener)).ok).toBe(true);
    await settle();
    return { ticket: entered.value.ticket, answer: entered.value, listener };
  };
  /** Lets what quick match began finish, and the news it told arrive (and what that began). */
  const settle = async () => {
    for (let round = 0; round < 2; round++) {
      await quickMatch.settled();
      await flush();
    }
    await quickMatch.settled();
  };
  clock.settle = settle;
  return { clock, made, quickMatch, join, settle };
}

const cleanups: (() => Promise<void>)[] = [];

/** The tests of quick match on the boards `share` makes (one a test). */
export function quickMatchContract(name: string, share: () => Promise<QueueShare>): void {
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });
  describe(name, () => {
    it("seats the people waiting together at the next wave, the longest waiter in the first seat", async () => {
      const { clock, made, quickMatch, join } = await setUp(share);
      const ana = await join("ana", { botsAfterSeconds: 600 });
      expect(ana.answer).toEqual({
        ticket: ana.ticket,
        game: "ruhd",
        seats: 2,
        rated: false,
        botsAfterSeconds: 600,
        botLevel: "greedy",
      });
      expect(ana.listener.last("queue")).toMatchObject({
        game: "ruhd",
        seats: 2,
        rated: false,
        waiting: [{ name: "ana", waitedMs: 0, you: true }],
        botsInMs: 600_000,
      });
      await clock.advance(5_000);
      const bea = await join("bea", { botsAfterSeconds: 600 });
      // Ana hears who came; Bea sees Ana waiting 5 s.
      expect(ana.listener.last("queue")?.waiting).toEqual([
        { name: "ana", waitedMs: 5_000, you: true },
        { name: "bea", waitedMs: 0, you: false },
      ]);
      expect(made).toEqual([]);
      await clock.advance(QUICK_MATCH_WAVE_MS);
      expect(made).toEqual([
        {
          game: "ruhd",
          seats: [{ human: true }, { human: true }],
          settings: { host: "ana", rated: false, quickMatch: true },
        },
      ]);
      expect(ana.listener.last("matched")).toEqual({
        type: "matched",
        ticket: ana.ticket,
        table: "table1",
        seat: 0,
        token: "token1-0",
      });
      expect(bea.listener.last("matched")).toEqual({
        type: "matched",
        ticket: bea.ticket,
        table: "table1",
        seat: 1,
        token: "token1-1",
      });
      // Seated, they wait no more: their connections may be idle again.
      expect([quickMatch.waitsOn(ana.listener), quickMatch.waitsOn(bea.listener)]).toEqual([false, false]);
      expect([ana.listener.releases, bea.listener.releases]).toEqual([1, 1]);
    });

    it("fills the free seats with bots of the chosen level when a wait runs out, not a moment before", async () => {
      const { clock, made, join } = await setUp(share);
      const ana = await join("ana", { game: "tarot", botsAfterSeconds: 30, botLevel: "strong" });
      expect(ana.answer.seats).toBe(4);
      await clock.advance(10_000);
      const bea = await join("bea", { game: "tarot", botsAfterSeconds: 300 });
      // Ana's wait runs out first: it is Bea's too.
      expect(bea.listener.last("queue")?.botsInMs).toBe(20_000);
      await clock.advance(19_999);
      expect(made).toEqual([]);
      await clock.advance(1);
      expect(made).toEqual([
        {
          game: "tarot",
          seats: [{ human: true }, { human: true }, { bot: "strong" }, { bot: "strong" }],
          settings: { host: "ana", rated: false, quickMatch: true },
        },
      ]);
      expect(ana.listener.last("matched")?.seat).toBe(0);
      expect(bea.listener.last("matched")?.seat).toBe(1);
    });

    it("with no wait for people (0 s), seats the person with bots at once", async () => {
      const { clock, made, join } = await setUp(share);
      const ana = await join("ana", { botsAfterSeconds: 0 });
      await clock.advance(0);
      expect(made[0]?.seats).toEqual([{ human: true }, { bot: "greedy" }]);
      expect(ana.listener.last("matched")?.table).toBe("table1");
    });

    it("matches people who come within a wave by skill, the longest waiter first", async () => {
      const { clock, made, join } = await setUp(share, [], { ana: 25, bea: 40, cid: 26, dan: 39 });
      const people = [];
      for (const name of ["ana", "bea", "cid", "dan"])
        people.push(await join(name, { botsAfterSeconds: 600 }));
      await clock.advance(QUICK_MATCH_WAVE_MS);
      expect(made).toHaveLength(2);
      const tables = people.map((p) => p.listener.last("matched")?.table);
      // Ana (25) with Cid (26), Bea (40) with Dan (39): not in the order they came.
      expect(tables).toEqual(["table1", "table2", "table1", "table2"]);
    });

    it("a newcomer's skill is the rating model's first", async () => {
      const { clock, made, join } = await setUp(share, [], { bea: INITIAL_MU + 20, cid: INITIAL_MU + 1 });
      for (const name of ["ana", "bea", "cid"]) await join(name, { botsAfterSeconds: 600 });
      await clock.advance(QUICK_MATCH_WAVE_MS);
      expect(made).toHaveLength(1);
      expect(made[0]?.settings.host).toBe("ana");
    });

    it("a ticket not handed to a connection within the bind time lapses", async () => {
      const { clock, quickMatch } = await setUp(share);
      const entered = await quickMatch.enter({ game: "ruhd" }, { id: "ana", name: "ana" });
      if (!entered.ok) throw new Error("not entered");
      await clock.advance(QUICK_MATCH_BIND_MS);
      const waited = await quickMatch.wait(entered.value.ticket, new Listener());
      expect(waited.ok ? null : waited.error.code).toBe(QuickMatchErrors.noTicket);
      expect(await quickMatch.summary()).toEqual([]);
    });

    it("leaving the queue: the others hear who is left; a closed connection's ticket leaves too", async () => {
      const { clock, made, quickMatch, join, settle } = await setUp(share);
      const ana = await join("ana", { game: "tarot", botsAfterSeconds: 60 });
      const bea = await join("bea", { game: "tarot", botsAfterSeconds: 60 });
      expect(await quickMatch.summary()).toEqual([
        {
          game: "tarot",
          seats: 4,
          rated: false,
          waiting: [
            { name: "ana", waitedMs: 0 },
            { name: "bea", waitedMs: 0 },
          ],
        },
      ]);
      expect(await quickMatch.leave(bea.ticket)).toBe(true);
      expect(await quickMatch.leave(bea.ticket)).toBe(false);
      await settle();
      // Its connection is told, to be closed when idle as any connection at no table is.
      expect(bea.listener.releases).toBe(1);
      expect(ana.listener.last("queue")?.waiting.map((w) => w.name)).toEqual(["ana"]);
      expect(quickMatch.waitsOn(ana.listener)).toBe(true);
      quickMatch.gone(ana.listener);
      await settle();
      expect(quickMatch.waitsOn(ana.listener)).toBe(false);
      expect(await quickMatch.summary()).toEqual([]);
      // Nobody is seated when their waits would have run out.
      await clock.advance(120_000);
      expect(made).toEqual([]);
    });

    it("one ticket per person: entering again leaves the former queue", async () => {
      const { quickMatch, join, settle } = await setUp(share);
      const first = await join("ana", { game: "tarot" });
      const second = await join("ana", { game: "buraco" });
      expect((await quickMatch.wait(first.ticket, first.listener)).ok).toBe(false);
      await settle();
      // The page that waited with the first ticket is told its wait is over.
      expect(first.listener.last("error")).toMatchObject({ code: QuickMatchErrors.noTicket });
      expect((await quickMatch.summary()).map((q) => q.game)).toEqual(["buraco"]);
      expect(second.answer.seats).toBe(2);
    });

    it("a rated queue needs an account; rated by default for an account, unrated for a guest", async () => {
      const { clock, made, quickMatch, join } = await setUp(share, ["ana", "bea"]);
      const refused = await quickMatch.enter({ game: "ruhd", rated: true }, { id: "guest", name: "guest" });
      expect(refused.ok ? null : refused.error.code).toBe(QuickMatchErrors.accountNeeded);
      expect((await join("guest2")).answer.rated).toBe(false);
      const ana = await join("ana", { botsAfterSeconds: 600 });
      expect(ana.answer.rated).toBe(true);
      await join("bea", { botsAfterSeconds: 600 });
      await clock.advance(QUICK_MATCH_WAVE_MS);
      // The two accounts play each other; the guest's queue is another.
      expect(made).toEqual([
        {
          game: "ruhd",
          seats: [{ human: true }, { human: true }],
          settings: { host: "ana", rated: true, quickMatch: true },
        },
      ]);
    });

    it("refuses no session, an unknown game, a size the game does not seat, a level it lacks or keeps for tests", async () => {
      const { quickMatch } = await setUp(share);
      const code = async (
        request: Record<string, unknown>,
        player: { id: string; name: string } | null = { id: "a", name: "a" },
      ) => {
        const entered = await quickMatch.enter({ game: "ruhd", ...request }, player);
        return entered.ok ? null : entered.error.code;
      };
      expect(await code({}, null)).toBe(QuickMatchErrors.noSession);
      expect(await code({ game: "chess" })).toBe(QuickMatchErrors.noGame);
      expect(await code({ game: "tarot", seats: 2 })).toBe(QuickMatchErrors.badSeats);
      expect(await code({ botLevel: "toString" })).toBe(QuickMatchErrors.badBot);
      expect(await code({ game: "tarot", botLevel: "random" })).toBe(QuickMatchErrors.badBot);
      expect(await code({ game: "tarot", seats: 5, botLevel: "beginner" })).toBeNull();
    });
  });
}
