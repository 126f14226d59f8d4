import { request as httpRequest } from "node:http";
import { connect, type Socket } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { httpTimeouts, peerAddress, TIMEOUT_CHECKS, trustsPeer } from "./connections.js";
import { DEFAULT_LIMITS, type Limits } from "./limits.js";
import { connectionsAllowed, OPEN_FILES_HEADROOM, openFilesLimit } from "./open-files.js";
import { SqliteStore } from "./store/sqlite.js";
import { TestClient } from "./testing/client.js";
import { until } from "./testing/http.js";
import { buildTestServer, tempDb } from "./testing/server.js";
import { waiting } from "./testing/wait.js";

/**
 * The connections one address may hold, the connections in all, and how long a request may take to
 * come. The issue: 1,100 requests whose headers never finished, from one address, each held 60 to
 * 90 s, took every file of a process limited to 1,024, and /healthz failed for everyone.
 */

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** The address of the flood (one client); the others come from 127.0.0.1 and OTHER. */
const FLOODER = "127.0.0.2";
const OTHER = "127.0.0.3";
/** A request line and a header, never ended by the empty line: the server waits for the rest. */
const HALF_OPEN_REQUEST = "GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n";
/** The issue's figures: requests held from one address, and the open-files limit they exhausted. */
const FLOOD = 1_100;
const ISSUE_OPEN_FILES = 1_024;
/** How long /healthz may take to answer others during the flood (ms): the issue's own figure. */
const HEALTHZ_BOUND_MS = 1_000;
/**
 * Connections the flood opens at once, the next ones once the server has taken these. A refused
 * one closes as soon as the server has seen it, so this process (client and server sides together)
 * holds about twice the per-address cap and twice this, not 2 x 1,100 files: the test runs under the
 * issue's limit of 1,024 too.
 */
const WAVE = 100;
/** Open files the flood needs in this process, with room for its own (vitest's, the store's). */
const FLOOD_FILES = 2 * DEFAULT_LIMITS.maxConnectionsPerAddress + 2 * WAVE + OPEN_FILES_HEADROOM;
/** A timeout short enough to wait out (ms), and a time every test is over before (ms). */
const SHORT_MS = 300;
const LONG_MS = 60_000;

const portOf = (url: string) => Number(new URL(url).port);

/** A TCP connection from `localAddress`, not yet connected (errors are the server's refusals). */
function open(url: string, localAddress: string): Socket {
  const socket = connect({ host: "127.0.0.1", port: portOf(url), localAddress });
  socket.on("error", () => undefined);
  return socket;
}

/**
 * A TCP connection from `localAddress` that sends a request's first line and a header, never the
 * rest; resolves once it has written them (the server may still close it after).
 */
function halfOpen(url: string, localAddress: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = open(url, localAddress);
    socket.once("connect", () => socket.write(HALF_OPEN_REQUEST, () => resolve(socket)));
    socket.once("close", () => reject(new Error(`closed before its request was written (${localAddress})`)));
  });
}

/** Resolves once the server has closed the socket, with what it sent before (nothing: refused). */
function closedWith(socket: Socket): Promise<string> {
  let text = "";
  socket.on("data", (chunk: Buffer) => (text += String(chunk)));
  const wait = waiting(() => `the server to close a connection from ${socket.localAddress}`);
  return new Promise<string>((resolve) => {
    if (socket.closed) resolve(text);
    else socket.once("close", () => resolve(text));
  }).finally(() => wait.done());
}

/** GET /healthz from `localAddress` on a connection of its own: the status, and how long it took. */
function healthz(url: string, localAddress: string): Promise<{ status: number; ms: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = httpRequest(`${url}/healthz`, { localAddress, agent: false }, (response) => {
      response.resume();
      response.once("end", () =>
        resolve({ status: response.statusCode ?? 0, ms: performance.now() - started }),
      );
    });
    request.once("error", reject);
    request.end();
  });
}

/** A server on a SQLite file of its own with these limits (and options: an open-files limit…). */
async function serverWith(
  limits: Partial<Limits>,
  options: { openFiles?: number; trustProxy?: readonly string[] } = {},
) {
  const db = tempDb();
  const store = new SqliteStore(db.file);
  const server = await buildTestServer({ store, limits: { tablesPerMinute: 0, ...limits }, ...options });
  cleanups.push(async () => {
    await server.close();
    await store.close();
    db.remove();
  });
  return server;
}

/** Destroys these sockets when the test ends. */
function closeAtEnd(...sockets: Socket[]): void {
  cleanups.push(() => {
    for (const socket of sockets) socket.destroy();
  });
}

/** Whether this machine answers on the whole of 127.0.0.0/8 (Linux does; macOS only on 127.0.0.1). */
async function loopbackAddresses(): Promise<boolean> {
  const db = tempDb();
  const store = new SqliteStore(db.file);
  const server = await buildTestServer({ store });
  try {
    const socket = await halfOpen(server.http, OTHER).catch(() => null);
    socket?.destroy();
    return socket !== null;
  } finally {
    await server.close();
    await store.close();
    db.remove();
  }
}

describe("the connections the server holds in all: below the open-files limit", () => {
  it("reads the soft limit of open files", () => {
    const limits = (soft: string) =>
      "Limit                     Soft Limit           Hard Limit           Units     \n" +
      `Max open files            ${soft}                4096                 files     \n`;
    expect(openFilesLimit(() => limits("1024"))).toBe(1024);
    expect(openFilesLimit(() => limits("unlimited"))).toBe(Number.POSITIVE_INFINITY);
    expect(openFilesLimit(() => "nothing here")).toBeNull();
    expect(
      openFilesLimit(() => {
        throw new Error("no /proc");
      }),
    ).toBeNull();
  });

  it("keeps OPEN_FILES_HEADROOM files for the store, Redis and the log", () => {
    // The issue's limit of 1,024: 896 connections at most, whatever was asked.
    expect(connectionsAllowed(0, 1_024)).toBe(896);
    expect(connectionsAllowed(10_000, 1_024)).toBe(896);
    expect(connectionsAllowed(500, 1_024)).toBe(500);
    // Under a higher limit, what was asked.
    expect(connectionsAllowed(10_000, 20_000)).toBe(10_000);
    expect(connectionsAllowed(0, 20_000)).toBe(20_000 - OPEN_FILES_HEADROOM);
    // A limit that leaves nothing: one connection, not none (Node's 0 is "no limit").
    expect(connectionsAllowed(0, 100)).toBe(1);
    // No known limit: what was asked, or Node's own "no limit" (0).
    expect(connectionsAllowed(500, null)).toBe(500);
    expect(connectionsAllowed(0, null)).toBe(0);
    expect(connectionsAllowed(0, Number.POSITIVE_INFINITY)).toBe(0);
  });

  it("sets the HTTP server's maxConnections from the limit read at start", async () => {
    expect((await serverWith({}, { openFiles: ISSUE_OPEN_FILES })).app.server.maxConnections).toBe(896);
    const asked = await serverWith({ maxTcpConnections: 300 }, { openFiles: ISSUE_OPEN_FILES });
    expect(asked.app.server.maxConnections).toBe(300);
    // This process's own, from /proc/self/limits.
    expect((await serverWith({})).app.server.maxConnections).toBe(connectionsAllowed(0, openFilesLimit()));
  });
});

describe("the HTTP server's timeouts", () => {
  it("are checked at a tenth of the shorter, at most 1 s; the header timeout at most the request's", () => {
    expect(httpTimeouts(DEFAULT_LIMITS)).toEqual({
      headersTimeout: 10_000,
      requestTimeout: 10_000,
      connectionsCheckingInterval: TIMEOUT_CHECKS.maxMs,
    });
    expect(httpTimeouts({ headersTimeoutMs: 300, requestTimeoutMs: 5_000 })).toEqual({
      headersTimeout: 300,
      requestTimeout: 5_000,
      connectionsCheckingInterval: 30,
    });
    expect(httpTimeouts({ headersTimeoutMs: 20_000, requestTimeoutMs: 5_000 }).headersTimeout).toBe(5_000);
    expect(httpTimeouts({ headersTimeoutMs: 0, requestTimeoutMs: 0 })).toEqual({
      headersTimeout: 0,
      requestTimeout: 0,
      connectionsCheckingInterval: TIMEOUT_CHECKS.maxMs,
    });
  });

  it("closes a request whose headers never finish after headersTimeoutMs (408), and a silent connection", async () => {
    const server = await serverWith({ headersTimeoutMs: SHORT_MS, requestTimeoutMs: LONG_MS });
    const started = performance.now();
    const [half, silent] = [await halfOpen(server.http, "127.0.0.1"), open(server.http, "127.0.0.1")];
    closeAtEnd(half, silent);
    const answers = await Promise.all([closedWith(half), closedWith(silent)]);
    // Not before its time (Node counts from when it took the connection, after `started`).
    expect(performance.now() - started).toBeGreaterThanOrEqual(SHORT_MS);
    for (const answer of answers) expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it("closes a request whose body never finishes after requestTimeoutMs (408)", async () => {
    const server = await serverWith({ headersTimeoutMs: SHORT_MS, requestTimeoutMs: 2 * SHORT_MS });
    const started = performance.now();
    const socket = open(server.http, "127.0.0.1");
    closeAtEnd(socket);
    socket.write(
      "POST /api/tables HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n" +
        'Content-Length: 100\r\n\r\n{"game":',
    );
    expect(await closedWith(socket)).toMatch(/^HTTP\/1\.1 408 /);
    expect(performance.now() - started).toBeGreaterThanOrEqual(2 * SHORT_MS);
  });

  it("never closes a WebSocket: it stays open and answers past every HTTP timeout", async () => {
    const server = await serverWith({
      headersTimeoutMs: SHORT_MS / 3,
      requestTimeoutMs: SHORT_MS / 3,
      keepAliveTimeoutMs: SHORT_MS / 3,
      idleTimeoutMs: SHORT_MS / 3,
    });
    const client = await TestClient.connect(server.ws);
    cleanups.push(() => client.drop());
    // Ten times each timeout, in silence (the heartbeat's ping comes every 30 s).
    await new Promise((resolve) => setTimeout(resolve, (10 * SHORT_MS) / 3));
    expect(client.isOpen).toBe(true);
    expect(await client.request({ type: "ping" })).toMatchObject({ type: "pong" });
  });
});

describe("trusted proxies", () => {
  it("are the peers --trust-proxy names, IPv4 seen through IPv6 too", () => {
    const listed = trustsPeer(["10.0.0.0/8", "192.0.2.7", "2001:db8::/32"]);
    expect(listed("10.1.2.3")).toBe(true);
    expect(listed("::ffff:10.1.2.3")).toBe(true);
    expect(listed("192.0.2.7")).toBe(true);
    expect(listed("192.0.2.8")).toBe(false);
    expect(listed("2001:db8::1")).toBe(true);
    expect(listed("2001:db9::1")).toBe(false);
    expect(trustsPeer(["loopback"])("127.0.0.2")).toBe(true);
    expect(trustsPeer(true)("203.0.113.7")).toBe(true);
    expect(trustsPeer(1)("203.0.113.7")).toBe(true);
    expect(trustsPeer(undefined)("127.0.0.1")).toBe(false);
    expect(trustsPeer(false)("127.0.0.1")).toBe(false);
    expect(peerAddress("::ffff:127.0.0.2")).toBe("127.0.0.2");
  });
});

const loopback = await loopbackAddresses();

describe.skipIf(!loopback)("connections per address (127.0.0.2 and 127.0.0.3 are this machine)", () => {
  it("refuses connection N+1 from one address at once, while another address still connects", async () => {
    const server = await serverWith({ maxConnectionsPerAddress: 3 });
    const held = await Promise.all([1, 2, 3].map(() => halfOpen(server.http, FLOODER)));
    closeAtEnd(...held);
    // The fourth is closed as soon as it is accepted: nothing answered, whatever it sent.
    const fourth = open(server.http, FLOODER);
    closeAtEnd(fourth);
    expect(await closedWith(fourth)).toBe("");
    await expect(healthz(server.http, FLOODER)).rejects.toThrow();
    // Other addresses are served; the three are still held.
    expect((await healthz(server.http, OTHER)).status).toBe(200);
    expect((await healthz(server.http, "127.0.0.1")).status).toBe(200);
    for (const socket of held) expect(socket.closed).toBe(false);
    // One that closes gives its place back, once the server has seen it close.
    held[0]?.destroy();
    const served = await until("a place for the address once one of its connections closed", () =>
      healthz(server.http, FLOODER).then(
        (answer) => answer.status,
        () => undefined,
      ),
    );
    expect(served).toBe(200);
  });

  it("does not count a trusted proxy's connections at accept (its clients' WebSockets are, by address)", async () => {
    const server = await serverWith({ maxConnectionsPerAddress: 2 }, { trustProxy: [FLOODER] });
    const held = await Promise.all([1, 2, 3].map(() => halfOpen(server.http, FLOODER)));
    closeAtEnd(...held);
    expect((await healthz(server.http, FLOODER)).status).toBe(200);
  });

  it(`holds ${DEFAULT_LIMITS.maxConnectionsPerAddress} of ${FLOOD} half-open requests from one address; /healthz answers others within ${HEALTHZ_BOUND_MS / 1_000} s`, async (context) => {
    const own = openFilesLimit();
    context.skip(
      own !== null && own < FLOOD_FILES,
      `this process may open ${own} files and the flood needs ${FLOOD_FILES}: raise the limit (ulimit -n ${FLOOD_FILES})`,
    );
    // The production defaults, under the issue's open-files limit.
    const server = await serverWith(
      { maxConnectionsPerAddress: DEFAULT_LIMITS.maxConnectionsPerAddress },
      { openFiles: ISSUE_OPEN_FILES },
    );
    // What the server did with each of the flood's connections, as it took them (after its own cap,
    // which destroys a refused one at once).
    let seen = 0;
    let refused = 0;
    let waves: (() => void) | null = null;
    server.app.server.on("connection", (socket: Socket) => {
      if (peerAddress(socket.remoteAddress ?? "") !== FLOODER) return;
      seen++;
      if (socket.destroyed) refused++;
      waves?.();
    });
    // Past the connections in all (maxConnections), Node closes one without a 'connection' event.
    server.app.server.on("drop", (peer?: { remoteAddress?: string }) => {
      if (peerAddress(peer?.remoteAddress ?? "") !== FLOODER) return;
      seen++;
      refused++;
      waves?.();
    });
    const sockets: Socket[] = [];
    cleanups.push(() => sockets.forEach((socket) => socket.destroy()));
    let closed = 0;
    let allClosed: (() => void) | null = null;
    const started = performance.now();
    for (let sent = 0; sent < FLOOD; sent += WAVE) {
      const wave = Math.min(WAVE, FLOOD - sent);
      const taken = sent + wave;
      const wait = waiting(() => `the server to take ${taken} connections (it took ${seen})`);
      await new Promise<void>((resolve) => {
        waves = () => seen >= taken && resolve();
        for (let i = 0; i < wave; i++) {
          const socket = open(server.http, FLOODER);
          // Read, so that a close from the server is seen whether it comes as a reset or an end.
          socket.resume();
          socket.once("connect", () => socket.write(HALF_OPEN_REQUEST));
          socket.once("close", () => {
            closed++;
            allClosed?.();
          });
          sockets.push(socket);
        }
      });
      wait.done();
    }
    const refusedMs = performance.now() - started;
    // Every refused connection is closed on this side too before /healthz is asked.
    const wait = waiting(() => `the ${refused} refused connections to close (${closed} have)`);
    await new Promise<void>((resolve) => {
      allClosed = () => closed >= refused && resolve();
      allClosed();
    });
    wait.done();
    expect({ held: seen - refused, refused }).toEqual({
      held: DEFAULT_LIMITS.maxConnectionsPerAddress,
      refused: FLOOD - DEFAULT_LIMITS.maxConnectionsPerAddress,
    });
    const health = await healthz(server.http, "127.0.0.1");
    context.annotate(
      `${FLOOD} connections taken in ${Math.round(refusedMs)} ms; /healthz answered in ${health.ms.toFixed(1)} ms`,
    );
    expect(health.status).toBe(200);
    expect(health.ms).toBeLessThan(HEALTHZ_BOUND_MS);
    // The held ones are still held (the header timeout, 10 s, closes them later).
    expect(sockets.filter((socket) => !socket.closed)).toHaveLength(DEFAULT_LIMITS.maxConnectionsPerAddress);
  });
});
