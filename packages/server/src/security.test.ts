import { request as httpRequest } from "node:http";
import WebSocket from "ws";
import { afterEach, describe, expect, it } from "vitest";
import type { Limits } from "./limits.js";
import { LimitErrors } from "./limits.js";
import { allowedHosts, allowedOrigin, allowsHost, crossSite, hostnameOf, normalizeHost } from "./origins.js";
import { Browser } from "./people/testing.js";
import { TestClient } from "./testing/client.js";
import { SQLITE } from "./testing/databases.js";
import { api, createTable, type ApiError } from "./testing/http.js";
import { startTestServer, TEST_LIMITS } from "./testing/server.js";
import { withGrowingLimit } from "./testing/wait.js";

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function serverWith(
  options: {
    limits?: Partial<Limits>;
    allowedOrigins?: string[];
    allowedHosts?: string[];
    trustProxy?: boolean;
  } = {},
) {
  const server = await startTestServer(SQLITE, options);
  cleanups.push(() => server.stop());
  return server;
}

async function client(url: string, headers?: Record<string, string>): Promise<TestClient> {
  const c = await TestClient.connect(url, headers);
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

/**
 * An HTTP request with any headers, `Host` among them (fetch sets its own): status and parsed body.
 */
function send(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; body: { error?: { code: string } } | null }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { method: init.method ?? "GET", headers: init.headers }, (response) => {
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (text += chunk));
      response.on("end", () => {
        let body: { error?: { code: string } } | null = null;
        try {
          body = JSON.parse(text) as { error?: { code: string } };
        } catch {
          // Not JSON (the page).
        }
        resolve({ status: response.statusCode ?? 0, body });
      });
    });
    request.on("error", reject);
    request.end(init.body);
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
    // The WebSockets of each address a trusted proxy names (the connections of the socket's own
    // address are capped as they are accepted, before any request: connections.test.ts).
    const perAddress = await serverWith({
      limits: { ...TEST_LIMITS, maxConnectionsPerAddress: 2 },
      trustProxy: true,
    });
    const from = { "x-forwarded-for": "203.0.113.7" };
    await client(perAddress.ws, from);
    await client(perAddress.ws, from);
    expect(await upgrade(perAddress.ws, from)).toBe(429);
    expect(await upgrade(perAddress.ws, { "x-forwarded-for": "198.51.100.9" })).toBe("open");

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

describe("allowed hosts (DNS rebinding)", () => {
  it("reads Host headers and host lists", () => {
    expect(hostnameOf("Parlor.Example.org:8080")).toBe("parlor.example.org");
    expect(hostnameOf("[::1]:8080")).toBe("::1");
    expect(hostnameOf("example.org.")).toBe("example.org");
    expect(hostnameOf("a b")).toBeNull();
    expect(hostnameOf("user@example.org")).toBeNull();
    expect(normalizeHost("*")).toBe("*");
    expect(normalizeHost(".Example.net")).toBe(".example.net");
    expect(normalizeHost("[::1]")).toBe("::1");
    expect(normalizeHost("example.org:8080")).toBeNull();
    expect(normalizeHost("https://example.org")).toBeNull();
    const hosts = allowedHosts(["parlor.example.org", ".example.net"], ["https://play.example.com"]);
    for (const host of [
      "localhost:8080",
      "127.0.0.1:8080",
      "127.1.2.3",
      "[::1]:8080",
      "parlor.example.org",
      "example.net",
      "www.example.net",
      "play.example.com:443",
    ])
      expect(allowsHost(hosts, host, "127.0.0.1"), host).toBe(true);
    for (const host of ["rebind.evil.example:8080", "example.org", "notexample.net", "10.0.0.2:8080", "a b"])
      expect(allowsHost(hosts, host, "127.0.0.1"), host).toBe(false);
    // The address a request came to (the server listening on 0.0.0.0, reached by its LAN address).
    expect(allowsHost(hosts, "192.168.1.5:8080", "::ffff:192.168.1.5")).toBe(true);
    expect(allowsHost(allowedHosts(["*"], []), "anything.example", "127.0.0.1")).toBe(true);
  });

  it("refuses a request sent to another host with 403 bad-host, on HTTP and on the WebSocket upgrade", async () => {
    const server = await serverWith();
    const port = new URL(server.http).port;
    const rebound = `rebind.evil.example:${port}`;
    for (const path of ["/", "/api/games", "/api/me", "/healthz"]) {
      const answer = await send(server.http + path, { headers: { host: rebound } });
      expect(answer.status, path).toBe(403);
      expect(answer.body?.error?.code, path).toBe("bad-host");
    }
    const post = await send(`${server.http}/api/players`, {
      method: "POST",
      headers: { host: rebound, origin: `http://${rebound}`, "content-type": "application/json" },
      body: JSON.stringify({ name: "Mallory" }),
    });
    expect(post.status).toBe(403);
    expect(await upgrade(server.ws, { host: rebound, origin: `http://${rebound}` })).toBe(403);
    // This machine's own names and addresses are answered, as the page and the CLI call them.
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, `127.0.0.2:${port}`, `[::1]:${port}`])
      expect((await send(`${server.http}/api/games`, { headers: { host } })).status, host).toBe(200);
    expect(await upgrade(server.ws, { host: `localhost:${port}`, origin: `http://localhost:${port}` })).toBe(
      "open",
    );
  });

  it("answers the hosts listed with allowedHosts and those of allowedOrigins; * any", async () => {
    const server = await serverWith({
      allowedHosts: ["parlor.example.org", ".example.net"],
      allowedOrigins: ["https://play.example.com"],
    });
    for (const host of ["parlor.example.org", "www.example.net", "play.example.com"])
      expect((await send(`${server.http}/api/games`, { headers: { host } })).status, host).toBe(200);
    expect((await send(`${server.http}/api/games`, { headers: { host: "evil.example.org" } })).status).toBe(
      403,
    );
    expect(
      await upgrade(server.ws, { host: "parlor.example.org", origin: "https://parlor.example.org" }),
    ).toBe("open");
    const any = await serverWith({ allowedHosts: ["*"] });
    expect((await send(`${any.http}/api/games`, { headers: { host: "whatever.example" } })).status).toBe(200);
  });

  it("behind a trusted proxy, checks the host it names (X-Forwarded-Host) too", async () => {
    const server = await serverWith({ trustProxy: true, allowedHosts: ["parlor.example.org"] });
    const through = (forwarded: string) =>
      send(`${server.http}/api/games`, { headers: { "x-forwarded-host": forwarded } });
    expect((await through("parlor.example.org")).status).toBe(200);
    expect((await through("rebind.evil.example")).status).toBe(403);
    // The proxy passing the public Host on, as docs/deploy.md's nginx does.
    expect((await send(`${server.http}/api/games`, { headers: { host: "parlor.example.org" } })).status).toBe(
      200,
    );
  });
});

describe("cross-site requests", () => {
  it("decides by Origin and Sec-Fetch-Site", () => {
    const listed = new Set(["https://play.example.org"]);
    const host = "127.0.0.1:8080";
    expect(crossSite({}, host, listed)).toBeNull();
    expect(
      crossSite({ origin: "http://127.0.0.1:8080", "sec-fetch-site": "same-origin" }, host, listed),
    ).toBeNull();
    expect(
      crossSite({ origin: "https://play.example.org", "sec-fetch-site": "cross-site" }, host, listed),
    ).toBeNull();
    expect(crossSite({ origin: "https://evil.example" }, host, listed)).not.toBeNull();
    expect(crossSite({ origin: "null" }, host, listed)).not.toBeNull();
    expect(crossSite({ "sec-fetch-site": "cross-site" }, host, listed)).not.toBeNull();
    expect(
      crossSite({ origin: "http://127.0.0.1:8080", "sec-fetch-site": "cross-site" }, host, listed),
    ).not.toBeNull();
  });

  it("refuses a state-changing request from another site's page with 403 cross-site, and changes nothing", async () => {
    const server = await serverWith();
    const own = new URL(server.http).origin;
    const table = JSON.stringify({ game: "ruhd", seats: [{ human: true }, { human: true }] });
    const post = (headers: Record<string, string>) =>
      send(`${server.http}/api/tables`, {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body: table,
      });
    const refused: Record<string, string>[] = [
      { origin: "https://evil.example" },
      { origin: "null" },
      { "sec-fetch-site": "cross-site" },
      { origin: own, "sec-fetch-site": "cross-site" },
    ];
    for (const headers of refused) {
      const answer = await post(headers);
      expect(answer.status, JSON.stringify(headers)).toBe(403);
      expect(answer.body?.error?.code).toBe("cross-site");
    }
    expect((await api<unknown[]>(server.http, "/api/tables")).body).toEqual([]);
    // The page itself, and programs (no Origin), are taken.
    expect((await post({ origin: own, "sec-fetch-site": "same-origin" })).status).toBe(201);
    expect((await post({})).status).toBe(201);
    // Reading is not changing: another site may read the public API (its browser keeps the answer from it).
    expect(
      (await send(`${server.http}/api/games`, { headers: { origin: "https://evil.example" } })).status,
    ).toBe(200);
  });

  it("keeps a person's session and name from another site's forms: JSON only, own origin only", async () => {
    const server = await serverWith();
    const ana = new Browser(server.http);
    expect((await ana.call("POST", "/api/players", { name: "Ana" })).status).toBe(201);
    const cookie = ana.cookieHeader.cookie ?? "";
    // A form or a `text/plain` fetch is a "simple request" any page may send without asking.
    const simple = await send(`${server.http}/api/logout`, {
      method: "POST",
      headers: { cookie, "content-type": "text/plain" },
      body: "",
    });
    expect(simple).toMatchObject({ status: 415, body: { error: { code: "unsupported-media-type" } } });
    const form = await send(`${server.http}/api/logout`, {
      method: "POST",
      headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
      body: "a=1",
    });
    expect(form.status).toBe(415);
    const bare = await send(`${server.http}/api/logout`, { method: "POST", headers: { cookie } });
    expect(bare.status).toBe(415);
    const renamed = await send(`${server.http}/api/me`, {
      method: "PATCH",
      headers: { cookie, "content-type": "application/json", origin: "https://evil.example" },
      body: JSON.stringify({ name: "Pwned" }),
    });
    expect(renamed.status).toBe(403);
    expect((await ana.call<{ name: string }>("GET", "/api/me")).body).toMatchObject({ name: "Ana" });
    // JSON from the page logs out.
    expect((await ana.call("POST", "/api/logout", {})).status).toBe(204);
    expect((await ana.call("GET", "/api/me")).status).toBe(204);
  });
});
