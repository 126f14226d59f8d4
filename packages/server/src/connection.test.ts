import type { WebSocket } from "ws";
import { describe, expect, it } from "vitest";
import { Connection, DEFAULT_RATE_LIMIT } from "./connection.js";
import { DEFAULT_LIMITS } from "./limits.js";
import { ok } from "@parlor/engine";
import type { ActionAnswer, Joined, Subscriber, Tables } from "./tables.js";

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

describe("an action's ack", () => {
  const entry = { seq: 1, at: 0, seat: 0, action: { type: "pass" } };

  /** A connection speaking `protocol`, joined at seat 0 of table T, whose actions `act` plays. */
  async function joined(protocol: number, act: (answer: ActionAnswer, subscriber: Subscriber) => void) {
    const { socket, sent } = fakeSocket();
    let subscriber: Subscriber | null = null;
    const tables = {
      join: (_id: string, _tokens: unknown, s: Subscriber, onJoined: (j: Joined) => void) => {
        subscriber = s;
        const answer: Joined = { game: "ruhd", seats: [0], status: "playing", moves: [], chat: [] };
        onJoined(answer);
        return Promise.resolve(ok(answer));
      },
      act: (_id: string, _seat: number, _action: unknown, answer: ActionAnswer) => {
        act(answer, subscriber as unknown as Subscriber);
        return Promise.resolve(ok(entry));
      },
    } as unknown as Tables;
    const connection = new Connection(
      socket,
      tables,
      DEFAULT_RATE_LIMIT,
      null,
      DEFAULT_LIMITS,
      undefined,
      null,
      {
        protocol,
      },
    );
    const receive = (message: object) => connection.receive(Buffer.from(JSON.stringify(message)), false);
    receive({ type: "join", id: 1, table: "T", tokens: ["t"] });
    await connection.settled();
    const mark = sent.length;
    receive({ type: "action", id: 2, table: "T", seat: 0, action: { type: "pass" } });
    await connection.settled();
    return { welcome: sent[0], after: sent.slice(mark) };
  }

  it("protocol 2: is owed once stored, and goes out on its own when no view frame carried it", async () => {
    let owed: unknown;
    const { welcome, after } = await joined(2, (answer, subscriber) => {
      answer.stored(entry);
      owed = subscriber.ack;
      answer.sent?.();
    });
    expect(welcome).toEqual({ type: "welcome", protocol: 2 });
    expect(owed).toEqual({ id: 2, seq: 1 });
    expect(after).toEqual([{ type: "ack", table: "T", id: 2, seq: 1 }]);
  });

  it("protocol 2: is not sent again once a view frame carried it", async () => {
    const { after } = await joined(2, (answer, subscriber) => {
      answer.stored(entry);
      // What broadcast does with the first view frame of the change.
      subscriber.ack = undefined;
      answer.sent?.();
    });
    expect(after).toEqual([]);
  });

  it("protocol 1: goes out on its own as soon as the action is stored", async () => {
    const { welcome, after } = await joined(1, (answer, subscriber) => {
      answer.stored(entry);
      expect(subscriber.ack).toBeUndefined();
      answer.sent?.();
    });
    expect(welcome).toEqual({ type: "welcome", protocol: 1 });
    expect(after).toEqual([{ type: "ack", table: "T", id: 2, seq: 1 }]);
  });
});
