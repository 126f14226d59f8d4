import { parseServerMessage } from "@parlor/protocol";
import { describe, expect, it } from "vitest";
import { cheapKind, FrameReader, isAckMessage, isViewMessage } from "./frames.js";

const view = {
  type: "view",
  table: "T1",
  seat: 0,
  seq: 3,
  status: "playing",
  view: { now: 10, slots: ["0120"] },
};
const withMoves = { ...view, seq: 4, moves: [{ seq: 4, seat: 1, at: 250, text: "Player 2 put a token" }] };
const ack = { type: "ack", id: 7, table: "T1", seq: 4 };
const withAck = { ...withMoves, ack: { id: 7, seq: 4 } };
const move = { type: "move", table: "T1", seq: 4, seat: 1, at: 250, text: "Player 2 put a token" };

/** Each field of `base` replaced by values of every kind, removed, and an extra field added. */
function mutations(base: Record<string, unknown>): Record<string, unknown>[] {
  const values: unknown[] = [
    null,
    undefined,
    0,
    -1,
    1,
    2.5,
    2 ** 60,
    "",
    "x",
    "x".repeat(65),
    "playing",
    "finished",
    "paused",
    "view",
    "ack",
    true,
    [],
    {},
  ];
  const out: Record<string, unknown>[] = [base];
  for (const key of Object.keys(base)) {
    const { [key]: _, ...without } = base;
    out.push(without);
    for (const value of values) out.push({ ...base, [key]: value });
  }
  out.push({ ...base, extra: 1 });
  return out;
}

/** The reader with every frame on its cheap path (the schema's sample never comes). */
const cheap = (): FrameReader => new FrameReader(Number.MAX_SAFE_INTEGER);

describe("FrameReader", () => {
  it("checks a view or an ack by hand exactly as the schema does", () => {
    const movesMutated = mutations(withMoves.moves[0] as Record<string, unknown>).map((move) => ({
      ...withMoves,
      moves: [withMoves.moves[0], move],
    }));
    const ackMutated = mutations(withAck.ack).map((a) => ({ ...withAck, ack: a }));
    const frames = [
      ...mutations(view),
      ...mutations(withMoves),
      ...movesMutated,
      ...mutations(withAck),
      ...ackMutated,
      ...mutations(ack),
    ];
    for (const frame of frames) {
      const text = JSON.stringify(frame);
      const schema = parseServerMessage(text);
      const hand = frame.type === "view" ? isViewMessage(JSON.parse(text)) : isAckMessage(JSON.parse(text));
      expect({ text, ok: hand }).toEqual({ text, ok: schema.ok });
      // On the cheap path the reader gives what the schema gives, value or error.
      if (cheapKind(Buffer.from(text)) !== null) expect(cheap().read(Buffer.from(text))).toEqual(schema);
    }
  });

  it("still counts a malformed view, ack or move as a bad frame between the samples", () => {
    const reader = cheap();
    const bad = [
      '{"type":"view","table":"T1","seat":0,"seq":-1,"status":"playing","view":null}',
      '{"type":"view","table":"T1","seat":0,"seq":1,"status":"playing","view":{',
      '{"type":"ack","table":"T1","seq":"4"}',
      '{"type":"move","table":"T1","seq":4,"seat":1,"at":250,"text":"cut sho',
      '{"type":"move",',
    ];
    for (const text of bad) {
      const read = reader.read(Buffer.from(text));
      expect(read).toEqual(parseServerMessage(text));
      expect(read?.ok).toBe(false);
    }
  });

  it("reads a move only in the sample, one frame in checkEvery", () => {
    const reader = new FrameReader(3);
    const text = Buffer.from(JSON.stringify(move));
    const read = [1, 2, 3, 4, 5, 6].map(() => reader.read(text));
    expect(read.map((r) => r?.ok ?? null)).toEqual([null, null, true, null, null, true]);
    // A move whose fields are wrong passes the cheap check and is caught by the sample's schema.
    const wrong = Buffer.from(JSON.stringify({ ...move, seq: 0 }));
    const sampled = [1, 2, 3].map(() => reader.read(wrong));
    expect(sampled.slice(0, 2)).toEqual([null, null]);
    expect(sampled[2]).toMatchObject({ ok: false, error: { code: "bad-message" } });
  });

  it("reads every frame with the schema when checkEvery is 1", () => {
    const reader = new FrameReader(1);
    for (const frame of [view, ack, move]) {
      const text = JSON.stringify(frame);
      expect(reader.read(Buffer.from(text))).toEqual(parseServerMessage(text));
    }
  });

  it("reads the other kinds, and frames the server does not start so, with the schema", () => {
    const reader = cheap();
    const frames = [
      JSON.stringify({ type: "welcome", protocol: 1 }),
      JSON.stringify({ type: "error", id: 2, code: "empty-slot", message: "That slot is empty." }),
      JSON.stringify({ table: "T1", type: "view", seat: 0, seq: 1, status: "playing", view: null }),
      " " + JSON.stringify(ack),
      "not json",
    ];
    for (const text of frames) {
      expect(cheapKind(Buffer.from(text))).toBeNull();
      expect(reader.read(Buffer.from(text))).toEqual(parseServerMessage(text));
    }
  });

  it("reads a view that differs from its table's last one only by seat as that one with its seat, unparsed", () => {
    const pcView = (seat: number | null, extra: Record<string, unknown> = {}) => ({
      type: "view",
      table: "T1",
      seat,
      seq: 3,
      status: "playing",
      view: {
        game: "set-pc",
        seat,
        now: 10,
        players: [{ score: 1, tokens: [2] }],
        events: [{ seat: 1 }],
        ...extra,
      },
    });
    const frame = (value: unknown): Buffer => Buffer.from(JSON.stringify(value));
    const reader = cheap();
    const first = reader.read(frame(pcView(0)));
    expect(first).toEqual({ ok: true, value: pcView(0) });
    // Seats 1 and 12 of the same change: their twins, read without parsing, equal to what parsing gives.
    for (const seat of [1, 12]) {
      const read = reader.read(frame(pcView(seat)));
      expect(read).toEqual({ ok: true, value: JSON.parse(JSON.stringify(pcView(seat))) });
      expect(JSON.stringify(read?.ok && read.value)).toBe(JSON.stringify(pcView(seat)));
    }
    expect(reader.twinsRead).toBe(1); // seat 12 is longer than seat 0's frame: parsed
    // Anything else different (a score, the seq, another table) is parsed.
    const others = [
      { ...pcView(2), seq: 4 },
      pcView(2, { hint: [1] }),
      { ...pcView(2), table: "T2" },
      { ...pcView(2), view: { ...pcView(2).view, players: [{ score: 2, tokens: [2] }] } },
      { ...pcView(2), view: { ...pcView(2).view, seat: 3 } },
    ];
    for (const other of others)
      expect(reader.read(frame(other))).toEqual(parseServerMessage(JSON.stringify(other)));
    expect(reader.twinsRead).toBe(1);
    // A view whose first seat field is nested is never taken as a twin.
    const nested = { ...pcView(0), view: { players: [{ seat: 0 }], seat: 0 } };
    const lone = cheap();
    for (const value of [nested, { ...nested, seat: 1, view: { players: [{ seat: 1 }], seat: 1 } }])
      expect(lone.read(frame(value))).toEqual(parseServerMessage(JSON.stringify(value)));
    expect(lone.twinsRead).toBe(0);
    // A twin of a malformed frame is no twin: the schema's error, as ever.
    const bad = Buffer.from(
      JSON.stringify(pcView(0)).replace('"seat":0,"seq"', '"seat":0,"seq"').replace("10", "1x"),
    );
    expect(reader.read(bad)).toEqual(parseServerMessage(bad.toString()));
  });

  it("reads the sender's view, which ends with its action's ack, as a twin too, the ack checked", () => {
    const pc = (seat: number, ack?: unknown) => ({
      type: "view",
      table: "T1",
      seat,
      seq: 5,
      status: "playing",
      view: { game: "set-pc", seat, now: 10, slots: ["0120"] },
      moves: [{ seq: 5, seat: 2, at: 9, text: "Player 3 put a token" }],
      ...(ack === undefined ? {} : { ack }),
    });
    const frame = (value: unknown): Buffer => Buffer.from(JSON.stringify(value));
    const same = (value: unknown) => ({ ok: true, value: JSON.parse(JSON.stringify(value)) as unknown });
    // The sender's view read first (parsed): the others are its twins, without its ack.
    const reader = cheap();
    expect(reader.read(frame(pc(2, { id: 11, seq: 5 })))).toEqual(same(pc(2, { id: 11, seq: 5 })));
    for (const seat of [0, 1, 3]) expect(reader.read(frame(pc(seat)))).toEqual(same(pc(seat)));
    expect(reader.twinsRead).toBe(3);
    // Another's view read first: the sender's is its twin, with its own ack (a string id too).
    const other = cheap();
    expect(other.read(frame(pc(0)))).toEqual(same(pc(0)));
    for (const ack of [{ id: 11, seq: 5 }, { seq: 5 }, { id: 'r"}{,', seq: 5 }])
      expect(other.read(frame(pc(2, ack)))).toEqual(same(pc(2, ack)));
    expect(other.twinsRead).toBe(3);
    // A malformed ack, or anything after it, is read with the schema: its error, as ever.
    const bad = [
      frame(pc(2, { id: 11, seq: 0 })),
      frame(pc(2, { id: 11, seq: 5, table: "T1" })),
      Buffer.from(JSON.stringify(pc(2, { seq: 5 })).replace(/\}$/, ',"x":1}')),
      Buffer.from(JSON.stringify(pc(2)).replace(/\}$/, ',"ack":{"seq":5}')),
      Buffer.from(JSON.stringify(pc(2)).replace(/\}$/, ',"ack":{"seq":5}}}')),
    ];
    for (const text of bad) {
      const read = other.read(text);
      expect(read).toEqual(parseServerMessage(text.toString()));
      expect(read?.ok).toBe(false);
    }
    expect(other.twinsRead).toBe(3);
  });
});
