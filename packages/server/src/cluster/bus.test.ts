import { EventEmitter } from "node:events";
import type { Redis } from "ioredis";
import { describe, expect, it } from "vitest";
import { Bus, decode, encode, type BusMessage } from "./bus.js";
import { clusterKeys } from "./keys.js";

describe("the cluster's bus messages", () => {
  const messages: BusMessage[] = [
    {
      k: "msg",
      from: "a1",
      c: 7,
      n: 3,
      player: { id: "p1", name: "Ada" },
      key: "conn-1",
      m: { type: "action", id: 4, table: "t1", seat: 0, action: { type: "press", slot: 2 } },
    },
    { k: "done", n: 3, tables: ["t1", "t2"] },
    {
      k: "out",
      c: 7,
      text: JSON.stringify({ type: "chat", table: "t1", line: { text: "two\nlines and a space" } }),
    },
    { k: "close", from: "a1", c: 7 },
    { k: "hangup", c: 7, code: 1008, reason: "too many messages" },
    { k: "moved", c: 7, table: "t1" },
    { k: "handover", from: "b2", tables: ["t1"] },
    { k: "rejoin", from: "b2", tables: ["t1", "t2"] },
  ];

  it("reads back every kind as it was written; a frame travels as its own text, not JSON in JSON", () => {
    for (const message of messages) expect(decode(encode(message))).toEqual(message);
    const out = messages[2] as Extract<BusMessage, { k: "out" }>;
    expect(encode(out)).toBe(`o7 ${out.text}`);
  });

  it("keeps a batch's messages apart and in order: no message holds a raw newline", () => {
    const batch = messages.map(encode);
    for (const text of batch) expect(text).not.toContain("\n");
    expect(batch.join("\n").split("\n").map(decode)).toEqual(messages);
  });
});

/** One turn of the event loop over: the bus's batches have left (they leave at its end). */
function turnOver(): Promise<void> {
  return new Promise((done) => setImmediate(done));
}

/** A Redis connection that records what is published on it, answering with `answer`. */
function publisher(answer: (channel: string) => Promise<number> = () => Promise.resolve(1)) {
  const published: { channel: string; text: string }[] = [];
  const redis = {
    publish: (channel: string, text: string) => {
      published.push({ channel, text });
      return answer(channel);
    },
  };
  return { redis: redis as unknown as Redis, published };
}

/** A listening connection whose messages the test hands it, as Redis would deliver a publish. */
function subscriber() {
  const redis = Object.assign(new EventEmitter(), { subscribe: () => Promise.resolve(2) });
  return {
    redis: redis as unknown as Redis,
    deliver: (text: string) => redis.emit("message", "inbox", text),
  };
}

describe("the cluster's bus", () => {
  const keys = clusterKeys("test:");
  const frame = (c: number): BusMessage => ({ k: "out", c, text: JSON.stringify({ type: "view", n: c }) });
  const done: BusMessage = { k: "done", n: 3, tables: ["t1"] };

  it("sends one turn's messages to a process as one publish, in order, those of its promise jobs too", async () => {
    const { redis, published } = publisher();
    const bus = new Bus(redis, subscriber().redis, keys, "a");
    const sent = [bus.send("b", frame(1)), bus.send("b", frame(2))];
    // A step's frames, then what its promise jobs and next ticks send: still this turn.
    await Promise.resolve();
    sent.push(bus.send("b", done));
    await new Promise((next) => process.nextTick(next));
    sent.push(bus.send("b", frame(3)), bus.send("c", { k: "close", from: "a", c: 9 }));
    expect(published).toEqual([]);
    await turnOver();
    expect(published).toEqual([
      { channel: keys.inbox("b"), text: [frame(1), frame(2), done, frame(3)].map(encode).join("\n") },
      { channel: keys.inbox("c"), text: encode({ k: "close", from: "a", c: 9 }) },
    ]);
    // Each send resolves once its publish is answered.
    expect(await Promise.all(sent)).toEqual([1, 1, 1, 1, 1]);

    // A later turn's messages leave in a publish of their own.
    await bus.send("b", frame(4));
    expect(published).toHaveLength(3);
    expect(published[2]).toEqual({ channel: keys.inbox("b"), text: encode(frame(4)) });
  });

  it("hands the receiver each message of a publish in order, and a publish of one message as it is", async () => {
    const listening = subscriber();
    const bus = new Bus(publisher().redis, listening.redis, keys, "b");
    const heard: BusMessage[] = [];
    await bus.listen((message) => heard.push(message));
    listening.deliver([frame(1), done, frame(2)].map(encode).join("\n"));
    listening.deliver(encode(frame(3)));
    expect(heard).toEqual([frame(1), done, frame(2), frame(3)]);
  });

  it("fails every send of a batch whose publish fails; the next turn's batch is sent anew", async () => {
    let fail = true;
    const { redis, published } = publisher(() =>
      fail ? Promise.reject(new Error("Connection is closed.")) : Promise.resolve(1),
    );
    const bus = new Bus(redis, subscriber().redis, keys, "a");
    const batch = [bus.send("b", frame(1)), bus.send("b", done)];
    const outcomes = await Promise.allSettled(batch);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(["rejected", "rejected"]);
    fail = false;
    await expect(bus.send("b", frame(2))).resolves.toBe(1);
    expect(published.map((p) => p.text)).toEqual([[frame(1), done].map(encode).join("\n"), encode(frame(2))]);
  });
});
