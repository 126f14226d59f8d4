import { describe, expect, it } from "vitest";
import { ProtocolErrors } from "./errors.js";
import { parseClientMessage, parseServerMessage } from "./parse.js";
import type { ClientMessage } from "./client.js";
import type { ServerMessage } from "./server.js";
import { PROTOCOL_VERSION } from "./version.js";

/** One frame of every kind the server sends, as docs/protocol.md shows them. */
const SERVER_FRAMES: Record<ServerMessage["type"], ServerMessage[]> = {
  welcome: [{ type: "welcome", protocol: PROTOCOL_VERSION }],
  hint: [
    {
      type: "hint",
      id: 11,
      table: "T",
      seat: 0,
      seq: 12,
      hint: {
        kind: "card",
        action: { type: "play", card: "H3" },
        moves: [
          { action: { type: "play", card: "H3" }, value: 12.5 },
          { action: { type: "play", card: "T21" }, value: -3 },
        ],
        unit: "points",
        basis: "the seat's mean score over 100 sampled deals played out",
        work: 400,
        workUnit: "playouts",
      },
    },
  ],
  joined: [
    {
      type: "joined",
      id: 1,
      table: "T",
      game: "ruhd",
      seats: [0],
      status: "playing",
      moves: [{ seq: 1, seat: 1, at: 2_500, text: "Bot 2 (greedy) placed B2Y2 at (1, 0) for 3 points" }],
    },
    { type: "joined", table: "T", game: "set-pc", seats: [], status: "waiting", moves: [] },
    {
      type: "joined",
      table: "T",
      game: "ruhd",
      seats: [0],
      status: "playing",
      moves: [],
      chat: [
        {
          n: 1,
          at: 1_795_326_642_363,
          from: { id: "pX3f9", name: "Ana" },
          seat: 0,
          text: "Good game",
          phrase: "good-game",
        },
      ],
      you: { id: "pX3f9", name: "Ana" },
    },
  ],
  left: [{ type: "left", id: "a", table: "T" }],
  view: [
    { type: "view", table: "T", seat: 0, seq: 0, status: "playing", view: { now: 10, hand: ["B2Y2"] } },
    { type: "view", table: "T", seat: null, seq: 16, status: "finished", view: null },
    {
      type: "view",
      table: "T",
      seat: 1,
      seq: 3,
      status: "playing",
      view: {},
      moves: [{ seq: 3, seat: 1, at: 900, text: "Player 2 put a token on …" }],
      ack: { id: "r4", seq: 3 },
    },
    { type: "view", table: "T", seat: 1, seq: 3, status: "playing", view: {}, ack: { seq: 3 } },
  ],
  table: [
    {
      type: "table",
      table: "T",
      status: "waiting",
      seats: [
        { human: true, joined: false },
        { bot: "greedy", joined: true },
      ],
      outcome: null,
    },
    {
      type: "table",
      table: "T",
      status: "finished",
      seats: [{ human: true, joined: true }],
      outcome: { scores: [3, 1], winners: [0], teams: [[0], [1]], deals: [[3, 1]] },
    },
    {
      type: "table",
      table: "T",
      status: "finished",
      seats: [
        {
          human: true,
          joined: true,
          player: { id: "pX3f9", name: "Ana" },
          connected: true,
          rating: {
            before: { rating: 0, mu: 25, sigma: 25 / 3 },
            after: { rating: 2.1, mu: 27.3, sigma: 8.4 },
          },
        },
        {
          bot: "greedy",
          joined: true,
          player: { id: "bot-ruhd-greedy", name: "Greedy bot", bot: "greedy" },
        },
        { human: true, joined: true, player: { id: "q", name: "Bo" }, standIn: "greedy", resigned: true },
      ],
      outcome: { scores: [3, 1, 0], winners: [0] },
      host: "pX3f9",
      rated: true,
      ending: "resigned",
      rematch: { accepted: [0], next: null },
    },
  ],
  move: [
    {
      type: "move",
      table: "T",
      seq: 12,
      seat: 0,
      at: 61_250,
      text: "Player 1 found a set: one red solid diamond, two green striped squiggles and three purple open ovals",
    },
  ],
  ack: [{ type: "ack", id: 3, table: "T", seq: 1 }],
  error: [
    { type: "error", id: 3, code: "not-your-turn", message: "It is seat 2's turn." },
    { type: "error", code: ProtocolErrors.serverError, message: "stopped" },
  ],
  pong: [{ type: "pong", id: 5 }, { type: "pong" }],
  chat: [
    {
      type: "chat",
      table: "T",
      line: {
        n: 2,
        at: 1_795_326_650_000,
        from: { id: "", name: "Spectator" },
        seat: null,
        text: "<b>hi</b>",
      },
    },
  ],
  ok: [
    { type: "ok", id: 9, table: "T" },
    { type: "ok", table: "T" },
  ],
  rematch: [{ type: "rematch", table: "T", next: "U", seats: [0, 1], tokens: ["a", "b"] }],
  seated: [
    { type: "seated", id: 10, table: "T", seat: 1, token: "tFANpOddNKrtNgcB37y2TOmZ" },
    { type: "seated", table: "T", seat: 0, token: "x" },
  ],
  queue: [
    {
      type: "queue",
      id: 3,
      ticket: "k",
      game: "tarot",
      seats: 4,
      rated: true,
      waiting: [
        { name: "Ana", waitedMs: 5000, you: false },
        { name: "Bea", waitedMs: 0, you: true },
      ],
      botsInMs: 15000,
    },
    { type: "queue", ticket: "k", game: "ruhd", seats: 2, rated: false, waiting: [], botsInMs: 0 },
  ],
  matched: [{ type: "matched", ticket: "k", table: "T", seat: 1, token: "x" }],
};

const CLIENT_FRAMES: Record<ClientMessage["type"], ClientMessage[]> = {
  join: [
    { type: "join", id: 1, table: "T", tokens: ["tFANpOddNKrtNgcB37y2TOmZ"] },
    { type: "join", table: "T" },
    { type: "join", id: 2, table: "T", tokens: [], lang: "fr" },
    { type: "join", table: "T", lang: "pt-BR" },
    { type: "join", table: "T", lang: "zh-Hant-TW" },
  ],
  leave: [
    { type: "leave", id: 4, table: "T" },
    { type: "leave", table: "T", free: true },
  ],
  action: [{ type: "action", id: 3, table: "T", seat: 0, action: { type: "place", x: -1, y: 0 } }],
  ping: [{ type: "ping", id: "p" }, { type: "ping" }],
  chat: [
    { type: "chat", id: 6, table: "T", text: "Well played!" },
    { type: "chat", table: "T", phrase: "oops" },
  ],
  start: [{ type: "start", id: 7, table: "T" }],
  resign: [{ type: "resign", id: 8, table: "T", seat: 1 }],
  quickmatch: [
    { type: "quickmatch", id: 4, ticket: "k" },
    { type: "quickmatch", ticket: "k" },
  ],
  sit: [
    { type: "sit", id: 10, table: "T", seat: 1 },
    { type: "sit", table: "T", seat: 0 },
  ],
  rematch: [
    { type: "rematch", table: "T" },
    { type: "rematch", id: 9, table: "T", accept: false },
  ],
  hint: [{ type: "hint", id: 11, table: "T", seat: 0 }],
};

describe("parseServerMessage", () => {
  it.each(Object.entries(SERVER_FRAMES))("reads every %s frame", (_type, frames) => {
    for (const frame of frames) {
      expect(parseServerMessage(JSON.stringify(frame))).toEqual({ ok: true, value: frame });
    }
  });

  it.each([
    ["not JSON", "{type: welcome}", ProtocolErrors.badJson],
    ["not an object", "42", ProtocolErrors.badMessage],
    ["an unknown type", JSON.stringify({ type: "hello" }), ProtocolErrors.badMessage],
    ["a missing field", JSON.stringify({ type: "ack", table: "T" }), ProtocolErrors.badMessage],
    ["an extra field", JSON.stringify({ type: "pong", extra: 1 }), ProtocolErrors.badMessage],
    ["a wrong type", JSON.stringify({ type: "ack", table: "T", seq: "1" }), ProtocolErrors.badMessage],
    [
      "a view's ack with a field too many",
      JSON.stringify({
        type: "view",
        table: "T",
        seat: 0,
        seq: 1,
        status: "playing",
        view: {},
        ack: { seq: 1, table: "T" },
      }),
      ProtocolErrors.badMessage,
    ],
    [
      "a view's ack at seq 0",
      JSON.stringify({
        type: "view",
        table: "T",
        seat: 0,
        seq: 0,
        status: "playing",
        view: {},
        ack: { seq: 0 },
      }),
      ProtocolErrors.badMessage,
    ],
    [
      "an unknown status",
      JSON.stringify({ type: "view", table: "T", seat: 0, seq: 0, status: "paused", view: {} }),
      ProtocolErrors.badMessage,
    ],
    [
      "a seat that is no seat number",
      JSON.stringify({ type: "joined", table: "T", game: "g", seats: [-1], status: "playing", moves: [] }),
      ProtocolErrors.badMessage,
    ],
    [
      "a joined frame without its recent moves",
      JSON.stringify({ type: "joined", table: "T", game: "g", seats: [], status: "playing" }),
      ProtocolErrors.badMessage,
    ],
    [
      "a move without its words",
      JSON.stringify({ type: "move", table: "T", seq: 1, seat: 0, at: 0 }),
      ProtocolErrors.badMessage,
    ],
    [
      "a move numbered 0 (the log counts from 1)",
      JSON.stringify({ type: "move", table: "T", seq: 0, seat: 0, at: 0, text: "x" }),
      ProtocolErrors.badMessage,
    ],
    [
      "a move before the match began",
      JSON.stringify({ type: "move", table: "T", seq: 1, seat: 0, at: -1, text: "x" }),
      ProtocolErrors.badMessage,
    ],
    [
      "a recent move with a field a move frame has",
      JSON.stringify({
        type: "joined",
        table: "T",
        game: "g",
        seats: [],
        status: "playing",
        moves: [{ type: "move", table: "T", seq: 1, seat: 0, at: 0, text: "x" }],
      }),
      ProtocolErrors.badMessage,
    ],
    [
      "a seated frame without its token",
      JSON.stringify({ type: "seated", table: "T", seat: 1, token: "" }),
      ProtocolErrors.badMessage,
    ],
    [
      "an outcome without winners",
      JSON.stringify({ type: "table", table: "T", status: "finished", seats: [], outcome: { scores: [1] } }),
      ProtocolErrors.badMessage,
    ],
  ])("refuses %s", (_what, text, code) => {
    const parsed = parseServerMessage(text);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error.code).toBe(code);
  });
});

describe("parseClientMessage", () => {
  it.each(Object.entries(CLIENT_FRAMES))("reads every %s frame", (_type, frames) => {
    for (const frame of frames) {
      expect(parseClientMessage(JSON.stringify(frame))).toEqual({ ok: true, value: frame });
    }
  });

  it("refuses a frame that is not JSON, without an id", () => {
    expect(parseClientMessage("{")).toEqual({
      ok: false,
      error: { code: ProtocolErrors.badJson, message: "That frame is not JSON." },
    });
  });

  it("refuses a malformed message, naming the field and keeping a usable id", () => {
    const parsed = parseClientMessage(JSON.stringify({ type: "action", id: 7, table: "T", seat: 64 }));
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.error.code).toBe(ProtocolErrors.badMessage);
    expect(parsed.error.id).toBe(7);
    expect(parsed.error.message).toMatch(/^Not a message of protocol 2 \(seat\): /);
  });

  it.each([
    ["an unknown type", { type: "shout" }],
    ["an unknown field", { type: "ping", loud: true }],
    ["too many tokens", { type: "join", table: "T", tokens: Array.from({ length: 17 }, () => "t") }],
    ["an empty token", { type: "join", table: "T", tokens: [""] }],
    ["an empty language", { type: "join", table: "T", lang: "" }],
    ["a language that is no tag", { type: "join", table: "T", lang: "fr_FR" }],
    [
      "a language tag too long",
      {
        type: "join",
        table: "T",
        lang: `en-${"a".repeat(8)}-${"b".repeat(8)}-${"c".repeat(8)}-${"d".repeat(8)}`,
      },
    ],
    ["a language not a string", { type: "join", table: "T", lang: 33 }],
    ["an empty table id", { type: "leave", table: "" }],
    ["a request id too long", { type: "ping", id: "x".repeat(65) }],
    ["a fractional request id", { type: "ping", id: 1.5 }],
    ["a fractional seat", { type: "action", table: "T", seat: 0.5, action: {} }],
    ["a sit without its seat", { type: "sit", table: "T" }],
    ["a sit at a negative seat", { type: "sit", table: "T", seat: -1 }],
  ])("refuses %s, without an unusable id", (_what, frame) => {
    const parsed = parseClientMessage(JSON.stringify(frame));
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error.code).toBe(ProtocolErrors.badMessage);
  });
});
