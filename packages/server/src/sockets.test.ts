import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import WebSocket, { WebSocketServer } from "ws";
import { COALESCING_WEBSOCKET } from "./sockets.js";

/** The TCP socket under a server-side WebSocket, with its stream writes counted. */
interface CountedSocket {
  writes: number;
}

function countWrites(socket: WebSocket): CountedSocket {
  const raw = (socket as unknown as { _socket: Record<string, (...args: unknown[]) => unknown> })._socket;
  const counted = { writes: 0 };
  for (const method of ["_write", "_writev"]) {
    const original = raw[method]?.bind(raw);
    if (!original) continue;
    raw[method] = (...args: unknown[]) => {
      counted.writes++;
      return original(...args);
    };
  }
  return counted;
}

let server: WebSocketServer | null = null;
let client: WebSocket | null = null;

afterEach(async () => {
  client?.terminate();
  client = null;
  if (server) await new Promise((done) => server?.close(done));
  server = null;
});

/** A ws server (with `WebSocket` as its class, or ws's own) and a client connected to it. */
async function pair(
  socketClass?: typeof COALESCING_WEBSOCKET,
): Promise<{ socket: WebSocket; received: string[] }> {
  server = new WebSocketServer({
    port: 0,
    host: "127.0.0.1",
    ...(socketClass ? { WebSocket: socketClass } : {}),
  });
  await once(server, "listening");
  const accepted = once(server, "connection") as Promise<[WebSocket]>;
  client = new WebSocket(`ws://127.0.0.1:${(server.address() as AddressInfo).port}`);
  const received: string[] = [];
  client.on("message", (data) => received.push(String(data)));
  await once(client, "open");
  const [socket] = await accepted;
  return { socket, received };
}

async function until(check: () => boolean): Promise<void> {
  while (!check()) await new Promise((done) => setImmediate(done));
}

describe("CoalescingWebSocket", () => {
  it("sends the frames of one tick in one write, in order", async () => {
    const { socket, received } = await pair(COALESCING_WEBSOCKET);
    const counted = countWrites(socket);
    for (const text of ["ack", "move", "view"]) socket.send(text);
    await until(() => received.length === 3);
    expect(received).toEqual(["ack", "move", "view"]);
    expect(counted.writes).toBe(1);
    // A later tick is a write of its own; frames sent from promise jobs of the same tick still share one.
    await Promise.resolve().then(() => socket.send("a"));
    await Promise.resolve()
      .then(() => socket.send("b"))
      .then(() => socket.send("c"));
    await until(() => received.length === 6);
    expect(received.slice(3)).toEqual(["a", "b", "c"]);
    expect(counted.writes).toBe(2);
  });

  it("ws's own socket writes once per frame (what the coalescing saves)", async () => {
    const { socket, received } = await pair();
    const counted = countWrites(socket);
    for (const text of ["ack", "move", "view"]) socket.send(text);
    await until(() => received.length === 3);
    expect(counted.writes).toBe(3);
  });

  it("closes cleanly with frames still corked", async () => {
    const { socket, received } = await pair(COALESCING_WEBSOCKET);
    const closed = once(client as WebSocket, "close") as Promise<[number, Buffer]>;
    socket.send("last words");
    socket.close(1000, "bye");
    const [code, reason] = await closed;
    expect(received).toEqual(["last words"]);
    expect([code, String(reason)]).toEqual([1000, "bye"]);
  });
});
