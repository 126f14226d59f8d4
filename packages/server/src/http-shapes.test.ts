/**
 * Every route of the HTTP API answers what @parlor/protocol's schemas say (`HTTP_ROUTES`): a real
 * server is driven through each of them — a played and rated match's table, log, analysis (202, then
 * 200) and play-from, a live table's chat, the lists, the lobby, the people's routes, a personal best,
 * quick match — and every answer is parsed with its route's schema for its status (refusals with
 * `apiErrorBody`). The schemas are strict: a field renamed, missing or added fails here.
 */
import {
  apiErrorBody,
  HTTP_ROUTES,
  playerPage,
  tableChat,
  tableList,
  tableSummary,
  type HttpRouteName,
} from "@parlor/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type * as z from "zod/mini";
import { TestClient } from "./testing/client.js";
import { until, untilStatus, type Answer } from "./testing/http.js";
import { startTestServer } from "./testing/server.js";

type Server = Awaited<ReturnType<typeof startTestServer>>;

/** A Ruhd match of two greedy bots that ends after two placements (about 1.6 s of real time). */
const SHORT_RUHD = { handSize: 1, smallTableDeck: 0 };

let server: Server;
/** The routes this file has checked an answer of. */
const checked = new Set<HttpRouteName>();

/** A request's options, as `api` takes them, and the session cookie to send. */
interface Ask {
  readonly method?: string;
  readonly json?: unknown;
  readonly cookie?: string;
}

/**
 * Asks `path` (an address of `route`) and checks the answer against the route's schema for its status,
 * or `apiErrorBody` for a refusal; returns the answer with its set-cookie.
 */
async function ask(
  route: HttpRouteName,
  path: string,
  request: Ask = {},
): Promise<Answer<unknown> & { cookie: string | null }> {
  const response = await fetch(server.http + path, {
    method: request.method ?? (request.json !== undefined ? "POST" : "GET"),
    headers: {
      ...(request.json !== undefined ? { "content-type": "application/json" } : {}),
      ...(request.cookie ? { cookie: request.cookie } : {}),
    },
    ...(request.json !== undefined ? { body: JSON.stringify(request.json) } : {}),
  });
  const text = await response.text();
  const answer = {
    status: response.status,
    text,
    body: text === "" || route === "GET /metrics" ? null : (JSON.parse(text) as unknown),
    contentType: response.headers.get("content-type"),
    cookie: (response.headers.get("set-cookie") ?? "").split(";")[0] || null,
  };
  const answers: Readonly<Record<number, z.ZodMiniType | null>> = HTTP_ROUTES[route].answers;
  const schema = answer.status >= 400 ? apiErrorBody : answers[answer.status];
  expect(schema, `${route}: no schema for ${answer.status} (${text.slice(0, 200)})`).toBeDefined();
  if (schema === null || schema === undefined) {
    if (route !== "GET /metrics") expect(text, `${route} ${answer.status}: no body`).toBe("");
  } else {
    const parsed = schema.safeParse(answer.body);
    const issues = parsed.success ? "" : JSON.stringify(parsed.error.issues.slice(0, 3));
    expect(parsed.success, `${route} ${answer.status}: ${issues} in ${text.slice(0, 300)}`).toBe(true);
  }
  checked.add(route);
  return answer;
}

/** Parses with a schema the test has already checked the body against. */
function read<S extends z.ZodMiniType>(schema: S, body: unknown): z.output<S> {
  return schema.parse(body) as z.output<S>;
}

describe("the HTTP API's answers are @parlor/protocol's schemas", () => {
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.stop();
  });

  it("has a schema for every route the server answers (HTTP_ROUTES lists them all)", () => {
    // Fastify's routes, one a line with their methods: "└── /api/tables/:id (GET, HEAD)".
    const printed = server.app.printRoutes({ commonPrefix: false });
    const routes = [...printed.matchAll(/(\/\S*) \(([A-Z, ]+)\)/g)].flatMap(([, path = "", methods = ""]) =>
      methods
        .split(", ")
        .filter((method) => method !== "HEAD" && method !== "OPTIONS")
        .map((method) => `${method} ${path}`),
    );
    // Besides the API: the WebSocket's upgrade and the page's files. (The tree prints each route's
    // last part only: as many as HTTP_ROUTES has, and each of HTTP_ROUTES a route of the server.)
    const api = routes.filter((route) => route !== "GET /ws" && !route.includes("*"));
    expect(api).toHaveLength(Object.keys(HTTP_ROUTES).length);
    for (const route of Object.keys(HTTP_ROUTES)) {
      const [method = "", url = ""] = route.split(" ");
      expect(server.app.hasRoute({ method: method as "GET", url }), route).toBe(true);
    }
  });

  it("checks every route of HTTP_ROUTES: a played match, the people, the lists, quick match", async () => {
    // The probes and the games.
    expect((await ask("GET /healthz", "/healthz")).status).toBe(200);
    expect((await ask("GET /readyz", "/readyz")).status).toBe(200);
    expect((await ask("GET /metrics", "/metrics")).status).toBe(200);
    expect((await ask("GET /api/games", "/api/games")).status).toBe(200);

    // The people: a guest, who they are, renamed, made an account, logged out and in again.
    expect((await ask("GET /api/me", "/api/me")).status).toBe(204);
    const guest = await ask("POST /api/players", "/api/players", { json: { name: "Shape Ana" } });
    expect(guest.status).toBe(201);
    let cookie = guest.cookie ?? "";
    expect((await ask("GET /api/me", "/api/me", { cookie })).status).toBe(200);
    const renamed = await ask("PATCH /api/me", "/api/me", {
      method: "PATCH",
      json: { name: "Ana S" },
      cookie,
    });
    expect(renamed.status).toBe(200);
    const account = await ask("POST /api/account", "/api/account", {
      json: { username: "shape-ana", password: "a long password" },
      cookie,
    });
    expect(account.status).toBe(201);
    cookie = account.cookie ?? "";
    const me = account.body as { id: string };
    expect((await ask("POST /api/logout", "/api/logout", { json: {}, cookie })).status).toBe(204);
    const login = await ask("POST /api/login", "/api/login", {
      json: { username: "shape-ana", password: "a long password" },
    });
    expect(login.status).toBe(200);
    cookie = login.cookie ?? "";
    expect(
      (await ask("POST /api/login", "/api/login", { json: { username: "shape-ana", password: "no" } }))
        .status,
    ).toBe(401);

    // A rated match of bots made by the account: played to its end, listed, analysed, played from.
    const bots = await ask("POST /api/tables", "/api/tables", {
      json: { game: "ruhd", options: SHORT_RUHD, seats: [{ bot: "greedy" }, { bot: "strong" }], rated: true },
      cookie,
    });
    expect(bots.status).toBe(201);
    const played = (bots.body as { id: string }).id;
    await untilStatus(server.http, played, "finished");
    const summary = read(tableSummary, (await ask("GET /api/tables/:id", `/api/tables/${played}`)).body);
    expect(summary.rated).toBe(true);
    expect(summary.seats.every((seat) => seat.rating !== undefined)).toBe(true);
    expect((await ask("GET /api/tables/:id/log", `/api/tables/${played}/log`)).status).toBe(200);
    const matches = read(tableList, (await ask("GET /api/matches", "/api/matches?game=ruhd&limit=5")).body);
    expect(matches.map((match) => match.id)).toContain(played);
    const first = await ask("GET /api/matches/:id/analysis", `/api/matches/${played}/analysis`);
    expect(first.status).toBe(202);
    await until("the analysis", async () => {
      const analysis = await ask("GET /api/matches/:id/analysis", `/api/matches/${played}/analysis`);
      return analysis.status === 200 ? analysis : undefined;
    });
    const branch = await ask("POST /api/matches/:id/play-from", `/api/matches/${played}/play-from`, {
      json: { at: 0, seat: 0 },
    });
    expect(branch.status).toBe(201);
    const bot = read(playerPage, (await ask("GET /api/players/:id", "/api/players/bot-ruhd-greedy")).body);
    expect(bot.ratings.length).toBeGreaterThan(0);
    expect(bot.matches.length).toBeGreaterThan(0);
    expect((await ask("GET /api/players/:id", `/api/players/${me.id}`)).status).toBe(200);
    expect((await ask("GET /api/leaderboard/:game", "/api/leaderboard/ruhd?limit=10")).status).toBe(200);

    // A live table of the account's against a bot: its chat, the account's games while it is played.
    const live = await ask("POST /api/tables", "/api/tables", {
      json: { game: "ruhd", seats: [{ human: true }, { bot: "greedy" }], rated: false },
      cookie,
    });
    const { id: table, seatTokens } = live.body as { id: string; seatTokens: string[] };
    const client = await TestClient.connect(server.ws, { cookie });
    try {
      expect((await client.request({ type: "join", table, tokens: [seatTokens[0]] })).type).toBe("joined");
      await untilStatus(server.http, table, "playing");
      expect((await client.request({ type: "chat", table, phrase: "good-luck" })).type).toBe("ok");
      const chat = read(tableChat, (await ask("GET /api/tables/:id/chat", `/api/tables/${table}/chat`)).body);
      expect(chat.map((line) => line.phrase)).toEqual(["good-luck"]);
      const mine = await ask("GET /api/me/games", "/api/me/games", { cookie });
      expect(mine.body).toEqual([expect.objectContaining({ table })]);
      // A waiting table with a seat free, and the account online: the lobby has both.
      const waiting = await ask("POST /api/tables", "/api/tables", {
        json: { game: "tarot", seats: [{ human: true }, { human: true }, { human: true }] },
      });
      const lobby = (await ask("GET /api/lobby", "/api/lobby")).body as {
        online: unknown[];
        needPlayers: unknown[];
      };
      expect(lobby.online.length).toBeGreaterThan(0);
      expect(lobby.needPlayers).toContainEqual(
        expect.objectContaining({ id: (waiting.body as { id: string }).id }),
      );
      const tables = read(tableList, (await ask("GET /api/tables", "/api/tables")).body);
      expect(tables.map((t) => t.id)).toContain(table);
      expect((await client.request({ type: "resign", table, seat: 0 })).type).toBe("ok");
    } finally {
      await client.close();
    }

    // A personal best of set-classic's practice (stored as a practice's end stores it).
    const store = await server.database.open();
    try {
      await store.offerPersonalBest({
        playerId: me.id,
        game: "set-classic",
        mode: "junior",
        timeMs: 61_000,
        found: 9,
        wrong: 1,
        finishedAt: Date.now(),
        tableId: played,
      });
    } finally {
      await store.close();
    }
    const bests = await ask("GET /api/practice/:game", "/api/practice/set-classic", { cookie });
    expect(bests.body).toEqual([expect.objectContaining({ mode: "junior", timeMs: 61_000 })]);

    // Quick match: a ticket, the queues, leaving.
    const ticket = await ask("POST /api/quickmatch", "/api/quickmatch", { json: { game: "ruhd" }, cookie });
    expect(ticket.status).toBe(201);
    expect((await ask("GET /api/quickmatch", "/api/quickmatch")).status).toBe(200);
    const left = await ask(
      "DELETE /api/quickmatch/:ticket",
      `/api/quickmatch/${(ticket.body as { ticket: string }).ticket}`,
      { method: "DELETE", json: {} },
    );
    expect([204, 404]).toContain(left.status);

    // Refusals: one error body, whatever the route.
    expect((await ask("GET /api/tables/:id", "/api/tables/nope")).status).toBe(404);
    expect((await ask("GET /api/tables/:id/log", `/api/tables/${table}/log`)).status).toBeLessThan(500);
    expect((await ask("POST /api/tables", "/api/tables", { json: { game: "ruhd", seats: [] } })).status).toBe(
      400,
    );
    expect((await ask("GET /api/matches", "/api/matches?limit=0")).status).toBe(400);
    expect((await ask("PATCH /api/me", "/api/me", { method: "PATCH", json: { name: "Ana" } })).status).toBe(
      401,
    );

    expect([...checked].sort()).toEqual(Object.keys(HTTP_ROUTES).sort());
  });
});
