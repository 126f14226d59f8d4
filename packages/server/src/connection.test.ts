import type { WebSocket } from "ws";
import { describe, expect, it } from "vitest";
import { Connection, DEFAULT_RATE_LIMIT } from "./connection.js";
import { DEFAULT_LIMITS } from "./limits.js";
import type { Tables } from "./tables.js";

/** A socket that records what the connection sends and how it closes it. */
function fakeSocket() {
  const sent: { type: string; code?: string; id?: unknown }[] = [];
  const closes: number[] = [];
  const socket = {
    OPEN: 1,
    readyState: 1,
    send: (text: string) => sent.push(JSON.parse(text) as { type: string }),
    close: (code: number) => {
      closes.push(code);
      socket.readyState = 2;
    },
  };
  return { socket: socket as unknown as WebSocket, sent, closes };
}

function setup() {
  let time = 0;
  const { socket, sent, closes } = fakeSocket();
  // Pings never reach the tables.
  const connection = new Connection(
    socket,
    {} as Tables,
    DEFAULT_RATE_LIMIT,
    null,
    DEFAULT_LIMITS,
    () => time,
  );
  const ping = (id: number) => connection.receive(Buffer.from(JSON.stringify({ type: "ping", id })), false);
  // Frames are handled in turn (a queue per connection): `settled` waits for the answers.
  const settled = () => connection.settled();
  return { connection, sent, closes, ping, settled, advance: (ms: number) => (time += ms) };
}

describe("frames of one connection", () => {
  it("are answered in the order they came", async () => {
    const { sent, ping, connection, settled } = setup();
    ping(1);
    connection.receive(Buffer.from("not json"), false);
    ping(2);
    connection.receive(Buffer.from(JSON.stringify({ type: "dance", id: 3 })), false);
    ping(4);
    await settled();
    expect(sent.slice(1).map((f) => [f.type, f.id ?? f.code])).toEqual([
      ["pong", 1],
      ["error", "bad-json"],
      ["pong", 2],
      ["error", 3],
      ["pong", 4],
    ]);
  });
});

describe("the flood limit (token bucket per connection)", () => {
  it("allows a burst of 60, then answers rate-limited once and drops the rest", async () => {
    const { sent, ping, settled } = setup();
    for (let i = 0; i < 100; i++) ping(i);
    await settled();
    expect(sent[0]).toEqual({ type: "welcome", protocol: 1 });
    const answers = sent.slice(1);
    expect(answers.filter((f) => f.type === "pong")).toHaveLength(DEFAULT_RATE_LIMIT.burst);
    expect(answers.slice(DEFAULT_RATE_LIMIT.burst)).toEqual([
      { type: "error", code: "rate-limited", message: expect.any(String) },
    ]);
  });

  it("refills at 30 per second, and warns again after a message got through", async () => {
    const { sent, ping, advance, settled } = setup();
    for (let i = 0; i < 61; i++) ping(i);
    await settled();
    advance(1_000);
    const mark = sent.length;
    for (let i = 0; i < 31; i++) ping(1_000 + i);
    await settled();
    const after = sent.slice(mark);
    expect(after.filter((f) => f.type === "pong")).toHaveLength(DEFAULT_RATE_LIMIT.perSecond);
    expect(after.at(-1)).toMatchObject({ type: "error", code: "rate-limited" });
  });

  it("closes the connection with 1008 after 200 dropped messages in a row", () => {
    const { closes, ping } = setup();
    for (let i = 0; i < DEFAULT_RATE_LIMIT.burst + DEFAULT_RATE_LIMIT.closeAfter - 1; i++) ping(i);
    expect(closes).toEqual([]);
    ping(-1);
    expect(closes).toEqual([1008]);
  });
});
