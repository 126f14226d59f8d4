import { describe, expect, it } from "vitest";
import { decode, encode, type BusMessage } from "./bus.js";

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
