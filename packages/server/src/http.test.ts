import { replay, type MatchLog, type RuhdView } from "@parlor/engine";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TableSummary } from "./tables.js";
import { TestClient } from "./testing/client.js";
import {
  api,
  createTable,
  getTable,
  until,
  untilStatus,
  type ApiError,
  type Created,
} from "./testing/http.js";
import { describeEachDatabase } from "./testing/databases.js";
import { startTestServer } from "./testing/server.js";

type Server = Awaited<ReturnType<typeof startTestServer>>;

interface GameInfo {
  id: string;
  title: string;
  seatCounts: number[];
  summary: string;
  scoreUnit: string;
  options: { type?: string; properties?: Record<string, { default?: unknown }> };
  defaults: Record<string, unknown> | null;
  bots: { level: string; description: string; unlisted?: boolean }[];
  defaultBot: string;
  pace: "real-time" | "turns";
  graceSeconds: number;
}

/** A Ruhd match of two greedy bots that ends after two placements (about 1.6 s of real time). */
const SHORT_RUHD = { handSize: 1, smallTableDeck: 0 };

let server: Server;

// Every test of this file runs on SQLite and on PostgreSQL.
describeEachDatabase("the HTTP API", (kind) => {
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => {
    await server.stop();
  });

  describe("GET /healthz", () => {
    it("answers 200 { ok: true }", async () => {
      const answer = await api(server.http, "/healthz");
      expect(answer.status).toBe(200);
      expect(answer.contentType).toMatch(/application\/json/);
      expect(answer.body).toEqual({ ok: true });
    });
  });

  describe("GET /readyz", () => {
    it("answers 200 { ready: true } for one process (nothing to wait for)", async () => {
      const answer = await api(server.http, "/readyz");
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ ready: true });
    });
  });

  describe("GET /api/games", () => {
    it("lists every game with its title, seat range, option schema, defaults and bot levels", async () => {
      const answer = await api<GameInfo[]>(server.http, "/api/games");
      expect(answer.status).toBe(200);
      const ids = answer.body.map((g) => g.id).sort();
      expect(ids).toEqual(["buraco", "ruhd", "set-classic", "set-patterns", "set-pc", "set-super", "tarot"]);
      for (const game of answer.body) {
        expect(game.title.length).toBeGreaterThan(0);
        // The lobby's text and the unit of the score come from the engine.
        expect(game.summary.length).toBeGreaterThan(40);
        expect(game.scoreUnit).toMatch(/^[a-z]+s$/);
        expect(game.seatCounts.length).toBeGreaterThan(0);
        expect(game.seatCounts[0]).toBeGreaterThanOrEqual(1);
        expect([...game.seatCounts].sort((a, b) => a - b)).toEqual(game.seatCounts);
        expect(game.options.type).toBe("object");
        expect(game.defaults).not.toBeNull();
        // The schema documents every default, and the defaults are what the server fills in.
        for (const [name, value] of Object.entries(game.defaults ?? {})) {
          expect(game.options.properties?.[name]?.default, `${game.id}.${name}`).toEqual(value);
        }
        expect(game.bots.length).toBeGreaterThan(0);
        // The level the lobby offers first is one of the game's own.
        expect(game.bots.map((b) => b.level)).toContain(game.defaultBot);
      }
      const ruhd = answer.body.find((g) => g.id === "ruhd") as GameInfo;
      expect(ruhd.seatCounts).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
      expect(ruhd.defaults).toMatchObject({ handSize: 2, smallTableDeck: 12, firstPlayer: null });
      expect(ruhd.bots.map((b) => b.level).sort()).toEqual(["beginner", "greedy", "strong"]);
      // A level kept for tests is listed as such, for the lobby to leave out; the others are offered.
      const tarot = answer.body.find((g) => g.id === "tarot") as GameInfo;
      expect(tarot.bots.filter((b) => b.unlisted === true).map((b) => b.level)).toEqual(["random"]);
      expect(tarot.bots.filter((b) => b.unlisted !== true).map((b) => b.level)).toEqual([
        "beginner",
        "basic",
        "strong",
      ]);
      expect(ruhd.defaultBot).toBe("greedy");
      // How long a person may be away before a bot plays for them: longer where the match waits.
      const pace = Object.fromEntries(answer.body.map((g) => [g.id, [g.pace, g.graceSeconds]]));
      expect(pace).toEqual({
        buraco: ["turns", 60],
        ruhd: ["turns", 60],
        "set-classic": ["real-time", 20],
        "set-patterns": ["real-time", 20],
        "set-pc": ["real-time", 20],
        "set-super": ["real-time", 20],
        tarot: ["turns", 60],
      });
    });
  });

  describe("POST /api/tables", () => {
    it("makes a table: 201 with its id and a secret token per human seat, null for bots", async () => {
      const answer = await api<Created>(server.http, "/api/tables", {
        json: { game: "ruhd", seats: [{ human: true }, { bot: "greedy" }, { human: true }] },
      });
      expect(answer.status).toBe(201);
      expect(answer.body.id).toMatch(/^[\w-]+$/);
      const [a, bot, b] = answer.body.seatTokens;
      expect(bot).toBeNull();
      expect(a).toMatch(/^[\w-]{20,}$/);
      expect(b).toMatch(/^[\w-]{20,}$/);
      expect(a).not.toBe(b);
      const table = await getTable(server.http, answer.body.id);
      expect(table).toMatchObject({
        id: answer.body.id,
        game: "ruhd",
        status: "waiting",
        seq: 0,
        seats: [
          { human: true, joined: false },
          { bot: "greedy", joined: true },
          { human: true, joined: false },
        ],
        outcome: null,
      });
      // Tokens are never shown again.
      expect(JSON.stringify(table)).not.toContain(a as string);
    });

    it("accepts options, filling in the rest with defaults", async () => {
      const created = await createTable(server.http, "set-super", [{ human: true }], { autoFlip: 0 });
      expect((await getTable(server.http, created.id)).status).toBe("waiting");
    });

    const refusals: [string, { json?: unknown; raw?: string }, string][] = [
      ["a body that is not JSON", { raw: '{"game": "ruhd",' }, "bad-json"],
      ["no seats", { json: { game: "ruhd" } }, "bad-request"],
      ["an empty seat list", { json: { game: "ruhd", seats: [] } }, "bad-request"],
      [
        "a seat neither bot nor human",
        { json: { game: "ruhd", seats: [{ robot: "x" }, { human: true }] } },
        "bad-request",
      ],
      ["human: false", { json: { game: "ruhd", seats: [{ human: false }, { human: true }] } }, "bad-request"],
      [
        "an unknown field",
        { json: { game: "ruhd", seats: [{ human: true }], colour: "red" } },
        "bad-request",
      ],
      [
        "options that are not an object",
        { json: { game: "ruhd", seats: [{ human: true }], options: 3 } },
        "bad-request",
      ],
      ["an unknown game", { json: { game: "chess", seats: [{ human: true }, { human: true }] } }, "no-game"],
      ["too few seats", { json: { game: "ruhd", seats: [{ human: true }] } }, "bad-seats"],
      ["too many seats", { json: { game: "set-super", seats: Array(9).fill({ human: true }) } }, "bad-seats"],
      [
        "an unknown bot level",
        { json: { game: "ruhd", seats: [{ bot: "genius" }, { human: true }] } },
        "bad-bot",
      ],
      [
        "an option out of range",
        { json: { game: "ruhd", seats: [{ human: true }, { human: true }], options: { handSize: 9 } } },
        "bad-options",
      ],
      [
        "an unknown option",
        { json: { game: "ruhd", seats: [{ human: true }, { human: true }], options: { speed: 2 } } },
        "bad-options",
      ],
    ];
    it.each(refusals)("refuses %s with 400 and makes no table", async (_what, body, code) => {
      const before = await api<TableSummary[]>(server.http, "/api/tables");
      const answer = await api<ApiError>(server.http, "/api/tables", { method: "POST", ...body });
      expect(answer.status).toBe(400);
      expect(answer.body.error.code).toBe(code);
      expect(answer.body.error.message.length).toBeGreaterThan(0);
      const after = await api<TableSummary[]>(server.http, "/api/tables");
      expect(after.body.map((t) => t.id)).toEqual(before.body.map((t) => t.id));
    });

    it("refuses a body that is not JSON at all (400 or 415) and an oversized body (413)", async () => {
      const text = await api<ApiError>(server.http, "/api/tables", {
        method: "POST",
        raw: "game=ruhd",
        headers: { "content-type": "text/plain" },
      });
      // Any body but JSON is refused before it is read: a form or text is what another site's page may send.
      expect(text.status).toBe(415);
      expect(text.body.error.code).toBe("unsupported-media-type");
      const xml = await api<ApiError>(server.http, "/api/tables", {
        method: "POST",
        raw: "<table/>",
        headers: { "content-type": "application/xml" },
      });
      expect(xml.status).toBe(415);
      expect(xml.body.error.code).toBe("unsupported-media-type");
      const empty = await api<ApiError>(server.http, "/api/tables", { method: "POST", raw: "" });
      expect(empty.status).toBe(400);
      expect(empty.body.error.code).toBe("bad-json");
      const big = await api<ApiError>(server.http, "/api/tables", {
        json: { game: "ruhd", seats: [{ human: true }, { human: true }], pad: "x".repeat(70_000) },
      });
      expect(big.status).toBe(413);
      expect(big.body.error.code).toBe("body-too-large");
    });
  });

  describe("GET /api/tables/:id and 404s", () => {
    it("answers 404 no-table for a table that does not exist, and for its log", async () => {
      const table = await api<ApiError>(server.http, "/api/tables/nope");
      expect(table.status).toBe(404);
      expect(table.body.error.code).toBe("no-table");
      const log = await api<ApiError>(server.http, "/api/tables/nope/log");
      expect(log.status).toBe(404);
      expect(log.body.error.code).toBe("no-table");
    });

    it("answers 404 not-found for an unknown route", async () => {
      const answer = await api<ApiError>(server.http, "/api/nothing");
      expect(answer.status).toBe(404);
      expect(answer.body.error.code).toBe("not-found");
      const method = await api<ApiError>(server.http, "/healthz", { method: "DELETE" });
      expect(method.status).toBe(404);
    });
  });

  describe("a table of bots only", () => {
    it("starts at once, plays by itself, and publishes its log once finished (never while live)", async () => {
      const first = await createTable(
        server.http,
        "ruhd",
        [{ bot: "greedy" }, { bot: "greedy" }],
        SHORT_RUHD,
      );
      const summary = await getTable(server.http, first.id);
      expect(summary.status).toBe("playing");
      expect(summary.duration).toBeNull();
      expect(first.seatTokens).toEqual([null, null]);

      // A spectator watches it play.
      const spectator = await TestClient.connect(server.ws);
      const joined = await spectator.request({ type: "join", table: first.id });
      expect(joined).toMatchObject({ type: "joined", table: first.id, game: "ruhd", seats: [] });

      // While live: listed, and its log refused.
      const live = await api<TableSummary[]>(server.http, "/api/tables");
      expect(live.body.map((t) => t.id)).toContain(first.id);
      const refused = await api<ApiError>(server.http, `/api/tables/${first.id}/log`);
      expect(refused.status).toBe(409);
      expect(refused.body.error.code).toBe("not-finished");

      // A second, longer match (four placements) finishes later, so it comes first among the matches.
      const second = await createTable(server.http, "ruhd", [{ bot: "greedy" }, { bot: "greedy" }], {
        handSize: 2,
        smallTableDeck: 0,
      });

      const finished = await untilStatus(server.http, first.id, "finished");
      expect(finished.seq).toBe(2);
      expect(finished.outcome).not.toBeNull();
      expect(finished.finishedAt).toBeGreaterThanOrEqual(finished.startedAt as number);

      // The spectator saw every state, then the end.
      const last = await spectator.next("table", (f) => f.status === "finished");
      expect(last.outcome).toEqual(finished.outcome);
      const views = spectator.frames.filter((f) => f.type === "view");
      expect(views.map((v) => v.seq)).toEqual([0, 1, 2]);
      for (const v of views) {
        expect(v.seat).toBeNull();
        expect((v.view as RuhdView).hand).toBeNull();
      }
      expect(views.at(-1)).toMatchObject({ status: "finished" });

      const logAnswer = await api<MatchLog>(server.http, `/api/tables/${first.id}/log`);
      expect(logAnswer.status).toBe(200);
      const log = logAnswer.body;
      expect(log).toMatchObject({ game: "ruhd", seats: [{ bot: "greedy" }, { bot: "greedy" }] });
      expect(log.options).toMatchObject(SHORT_RUHD);
      expect(log.actions.map((a) => a.seq)).toEqual([1, 2]);
      expect(replay(log).outcome).toEqual(finished.outcome);
      // Its length in game time is the log's end, at or after its last action.
      expect(log.until).toBeGreaterThanOrEqual(log.actions.at(-1)!.at);
      expect(finished.duration).toBe(log.until);

      await untilStatus(server.http, second.id, "finished");
      const matches = await api<TableSummary[]>(server.http, "/api/matches");
      expect(matches.status).toBe(200);
      const ids = matches.body.map((m) => m.id);
      expect(ids.indexOf(second.id)).toBeGreaterThanOrEqual(0);
      expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
      for (const m of matches.body) {
        expect(m.status).toBe("finished");
        expect(m.duration).toBeGreaterThan(0);
      }
      expect(matches.body.find((m) => m.id === first.id)?.duration).toBe(log.until);
      const finishedAt = matches.body.map((m) => m.finishedAt as number);
      expect([...finishedAt].sort((a, b) => b - a)).toEqual(finishedAt);

      // Finished tables leave the list of open and live tables.
      const open = await api<TableSummary[]>(server.http, "/api/tables");
      expect(open.body.map((t) => t.id)).not.toContain(first.id);
      for (const t of open.body) expect(t.status).not.toBe("finished");

      // Joining a finished match says so.
      const late = await spectator.request({ type: "join", table: first.id });
      expect(late).toMatchObject({ type: "error", code: "game-over" });
      await spectator.close();
    });
  });

  describe("GET /api/tables", () => {
    it("lists waiting and playing tables, newest first", async () => {
      const waiting = await createTable(server.http, "ruhd", [{ human: true }, { human: true }]);
      const playing = await createTable(server.http, "ruhd", [{ bot: "greedy" }, { bot: "strong" }]);
      const answer = await api<TableSummary[]>(server.http, "/api/tables");
      expect(answer.status).toBe(200);
      const ids = answer.body.map((t) => t.id);
      expect(ids.indexOf(playing.id)).toBeLessThan(ids.indexOf(waiting.id));
      expect(answer.body.find((t) => t.id === waiting.id)?.status).toBe("waiting");
      expect(answer.body.find((t) => t.id === playing.id)?.status).toBe("playing");
      const created = answer.body.map((t) => t.createdAt);
      expect([...created].sort((a, b) => b - a)).toEqual(created);
      const log = await api<ApiError>(server.http, `/api/tables/${waiting.id}/log`);
      expect(log.status).toBe(409);
    });
  });

  describe("GET /metrics", () => {
    it("exposes Prometheus metrics, parlor_actions_total among them", async () => {
      await createTable(server.http, "ruhd", [{ bot: "greedy" }, { bot: "greedy" }], SHORT_RUHD);
      const count = () =>
        api(server.http, "/metrics").then((a) => {
          const line = a.text.split("\n").find((l) => l.startsWith('parlor_actions_total{game="ruhd"}'));
          return line ? Number(line.split(" ").at(-1)) : 0;
        });
      await until("a counted action", async () => ((await count()) >= 1 ? true : undefined));
      const answer = await api(server.http, "/metrics");
      expect(answer.status).toBe(200);
      expect(answer.contentType).toMatch(/text\/plain/);
      expect(answer.text).toContain("# TYPE parlor_actions_total counter");
      for (const name of [
        "parlor_connections",
        "parlor_tables",
        "parlor_frames_total",
        "parlor_action_seconds",
      ])
        expect(answer.text).toContain(`# TYPE ${name}`);
    });
  });
});
