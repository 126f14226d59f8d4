import WebSocket from "ws";
import { afterEach, describe, expect, it } from "vitest";
import type { Limits } from "./limits.js";
import { LimitErrors } from "./limits.js";
import { allowedOrigin } from "./origins.js";
import { TestClient } from "./testing/client.js";
import { SQLITE } from "./testing/databases.js";
import { api, createTable, type ApiError } from "./testing/http.js";
import { startTestServer, TEST_LIMITS } from "./testing/server.js";
import { withGrowingLimit } from "./testing/wait.js";

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function serverWith(options: { limits?: Partial<Limits>; allowedOrigins?: string[] } = {}) {
  const server = await startTestServer(SQLITE, options);
  cleanups.push(() => server.stop());
  return server;
}

async function client(url: string): Promise<TestClient> {
  const c = await TestClient.connect(url);
  cleanups.push(() => c.drop());
  return c;
}

/** Opens a WebSocket with these headers: the HTTP status of a refused upgrade, or "open". */
function upgrade(url: string, headers: Record<string, string>): Promise<number | "open"> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers });
    socket.once("open", () => {
      socket.close();
      resolve("open");
    });
    socket.once("unexpected-response", (_request, response) => {
      resolve(response.statusCode ?? 0);
      socket.terminate();
    });
    socket.once("error", (error) => reject(error));
  });
}

describe("bot levels", () => {
  it.each(["toString", "__proto__", "constructor", "hasOwnProperty", "valueOf"])(
    "refuses the inherited name %s with 400 bad-bot and keeps nothing",
    async (level) => {
      const server = await serverWith();
      const answer = await api<ApiError>(server.http, "/api/tables", {
        json: { game: "set-pc", seats: [{ bot: level }, { bot: "easy" }] },
      });
      expect(answer.status).toBe(400);
      expect(answer.body.error.code).toBe("bad-bot");
      expect((await api<unknown[]>(server.http, "/api/tables")).body).toEqual([]);
      expect(server.tables.size).toBe(0);
    },
  );
});

describe("security headers", () => {
  it("sends a Content-Security-Policy, nosniff, no framing and no referrer on the page and the API", async () => {
    const server = await serverWith();
    for (const path of ["/", "/api/games", "/healthz", "/table/x"]) {
      const response = await fetch(server.http + path);
      const csp = response.headers.get("content-security-policy") ?? "";
      expect(csp, path).toContain("default-src 'self'");
      expect(csp, path).toContain("script-src 'self'");
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(csp, path).toContain("object-src 'none'");
      expect(csp, path).not.toContain("unsafe-inline");
      expect(response.headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(response.headers.get("referrer-policy"), path).toBe("no-referrer");
      expect(response.headers.get("x-frame-options"), path).toBe("DENY");
      await response.arrayBuffer();
    }
  });
});

describe("WebSocket origin", () => {
  it("decides by the Origin header: none, the page's own, or a listed one", () => {
    const listed = new Set(["https://play.example.org"]);
    expect(allowedOrigin(undefined, "127.0.0.1:8080", listed)).toBe(true);
    expect(allowedOrigin("http://127.0.0.1:8080", "127.0.0.1:8080", listed)).toBe(true);
    expect(allowedOrigin("https://parlor.example:443", "parlor.example", listed)).toBe(true);
    expect(allowedOrigin("https://play.example.org", "127.0.0.1:8080", listed)).toBe(true);
    expect(allowedOrigin("http://127.0.0.1:9999", "127.0.0.1:8080", listed)).toBe(false);
    expect(allowedOrigin("https://evil.example", "127.0.0.1:8080", listed)).toBe(false);
    expect(allowedOrigin("null", "127.0.0.1:8080", listed)).toBe(false);
    expect(allowedOrigin("file://", "127.0.0.1:8080", listed)).toBe(false);
  });

  it("refuses an upgrade from another site's page with 403, and takes its own page, listed origins and programs", async () => {
    const server = await serverWith({ allowedOrigins: ["https://play.example.org"] });
    const own = new URL(server.http).origin;
    expect(await upgrade(server.ws, { origin: "https://evil.example" })).toBe(403);
    expect(await upgrade(server.ws, { origin: "null" })).toBe(403);
    expect(await upgrade(server.ws, { origin: own })).toBe("open");
    expect(await upgrade(server.ws, { origin: "https://play.example.org" })).toBe("open");
    expect(await upgrade(server.ws, {})).toBe("open");
  });
});

describe("WebSocket limits", () => {
  it("caps the connections of one address (429) and of the process (503)", async () => {
    const perAddress = await serverWith({ limits: { ...TEST_LIMITS, maxConnectionsPerAddress: 2 } });
    await client(perAddress.ws);
    await client(perAddress.ws);
    expect(await upgrade(perAddress.ws, {})).toBe(429);

    const total = await serverWith({ limits: { ...TEST_LIMITS, maxConnections: 1 } });
    const only = await client(total.ws);
    expect(await upgrade(total.ws, {})).toBe(503);
    // A closed connection frees its place.
    only.socket.close();
    await only.closed;
    expect(await upgrade(total.ws, {})).toBe("open");
  });

  it("lets one connection be at tablesPerConnection tables at once", async () => {
    const server = await serverWith({ limits: { ...TEST_LIMITS, tablesPerConnection: 1 } });
    const a = await createTable(server.http, "ruhd", [{ human: true }, { human: true }]);
    const b = await createTable(server.http, "ruhd", [{ human: true }, { human: true }]);
    const watcher = await client(server.ws);
    expect(await watcher.request({ type: "join", table: a.id })).toMatchObject({ type: "joined" });
    expect(await watcher.request({ type: "join", table: b.id })).toMatchObject({
      type: "error",
      code: LimitErrors.tooManyTables,
    });
    // Joining the same table again is not another table.
    expect(await watcher.request({ type: "join", table: a.id })).toMatchObject({ type: "joined" });
    await watcher.request({ type: "leave", table: a.id });
    expect(await watcher.request({ type: "join", table: b.id })).toMatchObject({ type: "joined" });
  });

  it("closes a connection that joins no table within unjoinedTimeoutMs, not one at a table", async () => {
    // The seated connection must join before its own timeout runs out: a longer one if it could not.
    await withGrowingLimit(300, async (unjoinedTimeoutMs, last) => {
      const server = await serverWith({ limits: { ...TEST_LIMITS, unjoinedTimeoutMs } });
      const table = await createTable(server.http, "ruhd", [{ human: true }, { human: true }]);
      // Connected first, so its own timeout would have run out before the idle one's.
      const seated = await client(server.ws);
      const joined = await seated.request({ type: "join", table: table.id }).catch((error: unknown) => {
        // Closed before its join was read: the machine was slower than the timeout.
        if (!last && !seated.isOpen) return null;
        throw error;
      });
      if (joined === null) return false;
      expect(joined.type).toBe("joined");
      const idle = await client(server.ws);
      expect((await idle.closed).code).toBe(1001);
      expect(seated.isOpen).toBe(true);
      return true;
    });
  });

  it("cuts off a peer that stops answering pings; a browser-like peer stays", async () => {
    // A live peer answers each ping within a heartbeat unless the machine is too busy to: then the
    // test tries again with a longer heartbeat (a live peer cut off every time is a failure).
    await withGrowingLimit(100, async (heartbeatMs, last) => {
      const server = await serverWith({ limits: { ...TEST_LIMITS, heartbeatMs } });
      const table = await createTable(server.http, "ruhd", [{ human: true }, { human: true }]);
      const alive = await client(server.ws);
      await alive.request({ type: "join", table: table.id });
      const dead = new WebSocket(server.ws, { autoPong: false });
      cleanups.push(() => dead.terminate());
      const closed = new Promise<number>((resolve) => dead.once("close", (code) => resolve(code)));
      await new Promise((resolve) => dead.once("open", resolve));
      expect(await closed).toBe(1006);
      if (!alive.isOpen && !last) return false;
      expect(alive.isOpen).toBe(true);
      return true;
    });
  });
});
