import type { FrameError } from "@parlor/protocol";
import { afterAll, describe, expect, it } from "vitest";
import i18next, { i18nReady } from "./i18n/index.js";
import { ParlorSocket, type RecentMove, type SocketLike, type TableListener } from "./protocol-socket.js";

/** A socket the test drives: it records what the client sends and delivers frames on demand. */
class FakeSocket implements SocketLike {
  onmessage: ((event: { readonly data: unknown }) => void) | null = null;
  onclose: (() => void) | null = null;
  close?: () => void;
  readonly sent: Record<string, unknown>[] = [];

  send(text: string): void {
    this.sent.push(JSON.parse(text) as Record<string, unknown>);
  }

  deliver(frame: unknown): void {
    this.onmessage?.({ data: typeof frame === "string" ? frame : JSON.stringify(frame) });
  }
}

function connected(): {
  fake: FakeSocket;
  client: ParlorSocket;
  dropped: { error: FrameError; text: string }[];
  calls: string[];
} {
  const fake = new FakeSocket();
  const dropped: { error: FrameError; text: string }[] = [];
  const client = new ParlorSocket({
    open: () => fake,
    invalidFrame: (error, text) => dropped.push({ error, text }),
  });
  const calls: string[] = [];
  const listener: TableListener = {
    joined: (game, seats, status, moves) =>
      calls.push(`joined ${game} ${seats.join(",")} ${status} ${moves.map((m) => m.seq).join(",") || "-"}`),
    table: (status, seats, outcome) =>
      calls.push(`table ${status} ${seats.length} ${outcome?.winners.join(",") ?? "-"}`),
    view: (seat, _view, seq, status) => calls.push(`view ${seat} ${seq} ${status}`),
    move: (move) => calls.push(`move ${move.seq} ${move.seat} ${move.at} ${move.text}`),
    error: (code) => calls.push(`error ${code}`),
  };
  client.join("T", ["token"], listener);
  fake.deliver({ type: "welcome", protocol: 1 });
  return { fake, client, dropped, calls };
}

describe("ParlorSocket", () => {
  it("hands the protocol's frames to the table's listener", () => {
    const { fake, calls, dropped } = connected();
    const join = fake.sent.find((f) => f.type === "join");
    expect(join).toMatchObject({ table: "T", tokens: ["token"] });
    fake.deliver({
      type: "joined",
      id: join?.id,
      table: "T",
      game: "ruhd",
      seats: [0],
      status: "playing",
      moves: [{ seq: 3, seat: 1, at: 900, text: "Bot 2 (greedy) placed …" }],
    });
    fake.deliver({
      type: "table",
      table: "T",
      status: "playing",
      seats: [{ human: true, joined: true }],
      outcome: null,
    });
    fake.deliver({ type: "view", table: "T", seat: 0, seq: 3, status: "playing", view: { now: 1 } });
    fake.deliver({ type: "view", table: "T", seat: 0, seq: 4, status: "playing", view: { now: 2 } });
    fake.deliver({ type: "move", table: "T", seq: 4, seat: 0, at: 1_200, text: "Player 1 placed …" });
    // The moves of a change most often come with its view: after it, in their order.
    fake.deliver({
      type: "view",
      table: "T",
      seat: 0,
      seq: 6,
      status: "playing",
      view: { now: 3 },
      moves: [
        { seq: 5, seat: 1, at: 1_300, text: "Bot 2 (greedy) placed …" },
        { seq: 6, seat: 0, at: 1_400, text: "Player 1 placed …" },
      ],
    });
    // A move of a table this page is not at goes to no listener.
    fake.deliver({ type: "move", table: "U", seq: 1, seat: 0, at: 0, text: "elsewhere" });
    fake.deliver({ type: "view", table: "U", seat: 0, seq: 1, status: "playing", view: {}, moves: [] });
    expect(calls).toEqual([
      "joined ruhd 0 playing 3",
      "table playing 1 -",
      "view 0 3 playing",
      "view 0 4 playing",
      "move 4 0 1200 Player 1 placed …",
      "view 0 6 playing",
      "move 5 1 1300 Bot 2 (greedy) placed …",
      "move 6 0 1400 Player 1 placed …",
    ]);
    expect(dropped).toEqual([]);
  });

  it("hands on a move's parts with its words, from a move frame and from a view's moves", () => {
    const { fake, client } = connected();
    const heard: RecentMove[] = [];
    client.join("W", [], { move: (move) => heard.push(move) });
    const words = [
      { kind: "seat", seat: 0, text: "Ana" },
      { kind: "text", text: " plays " },
      { kind: "card", code: "KH", text: "the king of hearts" },
    ] as const;
    fake.deliver({
      type: "move",
      table: "W",
      seq: 1,
      seat: 0,
      at: 10,
      text: "Ana plays the king of hearts",
      words,
    });
    fake.deliver({
      type: "view",
      table: "W",
      seat: null,
      seq: 2,
      status: "playing",
      view: {},
      moves: [{ seq: 2, seat: 0, at: 20, text: "Ana plays the king of hearts", words }],
    });
    expect(heard.map((move) => move.words)).toEqual([words, words]);
  });

  it.each([
    ["not JSON", "{", "bad-json"],
    ["of an unknown type", { type: "surprise", table: "T" }, "bad-message"],
    [
      "a view without its seq",
      { type: "view", table: "T", seat: 0, status: "playing", view: {} },
      "bad-message",
    ],
    [
      "a table frame with a made-up status",
      { type: "table", table: "T", status: "paused", seats: [], outcome: null },
      "bad-message",
    ],
  ])("drops and reports a frame %s, telling no listener", (_what, frame, code) => {
    const { fake, calls, dropped } = connected();
    fake.deliver(frame);
    expect(calls).toEqual([]);
    expect(dropped.map((d) => d.error.code)).toEqual([code]);
    expect(dropped[0]?.text).toBe(typeof frame === "string" ? frame : JSON.stringify(frame));
  });

  it("resolves an action on its ack and rejects it on its error", async () => {
    const { fake, client } = connected();
    const played = client.action("T", 0, { type: "place" });
    const sent = fake.sent.at(-1);
    fake.deliver({ type: "ack", id: sent?.id, table: "T", seq: 4 });
    await expect(played).resolves.toBe(4);
    const refused = client.action("T", 0, { type: "place" });
    fake.deliver({ type: "error", id: fake.sent.at(-1)?.id, code: "not-your-turn", message: "Wait." });
    await expect(refused).rejects.toMatchObject({ code: "not-your-turn" });
  });

  it("resolves an action on the ack in its view frame (protocol 2), before the view is told", async () => {
    const fake = new FakeSocket();
    const client = new ParlorSocket({ open: () => fake, invalidFrame: () => undefined });
    const heard: string[] = [];
    client.join("T", ["token"], {
      view: (_seat, _view, seq) => heard.push(`view ${seq}`),
      move: (move) => heard.push(`move ${move.seq}`),
    });
    fake.deliver({ type: "welcome", protocol: 2 });
    const played = client.action("T", 0, { type: "place" }).then((seq) => heard.push(`ack ${seq}`));
    const id = fake.sent.at(-1)?.id as number;
    const move = { seq: 4, seat: 0, at: 90, text: "Player 1 placed …" };
    fake.deliver({
      type: "view",
      table: "T",
      seat: 0,
      seq: 4,
      status: "playing",
      view: {},
      moves: [move],
      ack: { id, seq: 4 },
    });
    await played;
    // The promise settles at once; its callback runs after the frame's listeners.
    expect(heard).toEqual(["view 4", "move 4", "ack 4"]);
    // An ack for no request of this page changes nothing.
    fake.deliver({
      type: "view",
      table: "T",
      seat: 0,
      seq: 5,
      status: "playing",
      view: {},
      ack: { id: 999, seq: 5 },
    });
    expect(heard.at(-1)).toBe("view 5");
  });

  it("resolves a request (start, resign, rematch, chat) on its ok and rejects it on its error", async () => {
    const { fake, client } = connected();
    const started = client.request({ type: "start", table: "T" });
    expect(fake.sent.at(-1)).toMatchObject({ type: "start", table: "T" });
    fake.deliver({ type: "ok", id: fake.sent.at(-1)?.id, table: "T" });
    await expect(started).resolves.toBeUndefined();
    const resigned = client.request({ type: "resign", table: "T", seat: 0 });
    fake.deliver({ type: "error", id: fake.sent.at(-1)?.id, code: "not-host", message: "No." });
    await expect(resigned).rejects.toMatchObject({ code: "not-host" });
  });

  it("hands a table's chat lines, rematch and extra fields to its listener", () => {
    const fake = new FakeSocket();
    const client = new ParlorSocket({ open: () => fake, invalidFrame: () => undefined });
    const heard: unknown[] = [];
    client.join("T", ["token"], {
      joined: (_g, _s, _st, _m, extra) => heard.push(["joined", extra.you?.name, extra.chat?.length]),
      table: (_st, _s, _o, extra) => heard.push(["table", extra.host, extra.ending, extra.rematch?.accepted]),
      chat: (line) => heard.push(["chat", line.from.name, line.text]),
      rematch: (next, seats, tokens) => heard.push(["rematch", next, seats, tokens]),
    });
    fake.deliver({ type: "welcome", protocol: 1 });
    const ana = { id: "p1", name: "Ana" };
    const line = { n: 1, at: 5, from: ana, seat: 0, text: "hi" };
    fake.deliver({
      type: "joined",
      table: "T",
      game: "ruhd",
      seats: [0],
      status: "finished",
      moves: [],
      chat: [line],
      you: ana,
    });
    fake.deliver({
      type: "table",
      table: "T",
      status: "finished",
      seats: [{ human: true, joined: true, player: ana, connected: true }],
      outcome: null,
      host: "p1",
      ending: "resigned",
      rematch: { accepted: [0], next: null },
    });
    fake.deliver({ type: "chat", table: "T", line });
    fake.deliver({ type: "rematch", table: "T", next: "U", seats: [0], tokens: ["new"] });
    expect(heard).toEqual([
      ["joined", "Ana", 1],
      ["table", "p1", "resigned", [0]],
      ["chat", "Ana", "hi"],
      ["rematch", "U", [0], ["new"]],
    ]);
  });

  it("reconnects at once on a new connection and joins every table again there", () => {
    const sockets: FakeSocket[] = [];
    let closed = 0;
    const client = new ParlorSocket({
      open: () => {
        const fake = new FakeSocket();
        fake.close = () => closed++;
        sockets.push(fake);
        return fake;
      },
      invalidFrame: () => undefined,
    });
    const states: string[] = [];
    client.join("T", ["token"], { connection: (state) => states.push(state) });
    sockets[0]?.deliver({ type: "welcome", protocol: 1 });
    client.reconnect();
    expect(closed).toBe(1);
    expect(sockets).toHaveLength(2);
    // The old connection is let go: what it still says is not heard.
    sockets[0]?.onclose?.();
    expect(sockets).toHaveLength(2);
    sockets[1]?.deliver({ type: "welcome", protocol: 1 });
    expect(sockets[1]?.sent).toMatchObject([{ type: "join", table: "T", tokens: ["token"] }]);
    expect(states).toEqual(["connecting", "open", "connecting", "open"]);
  });

  it("gives a waiting table's seats up with leave free, and stops listening to it", () => {
    const { fake, client, calls } = connected();
    client.leaveFree("T");
    expect(fake.sent.at(-1)).toEqual({ type: "leave", table: "T", free: true });
    fake.deliver({ type: "move", table: "T", seq: 1, seat: 0, at: 0, text: "after" });
    expect(calls).toEqual([]);
  });

  it("leaves an action waiting when its ack is not a protocol message", () => {
    const { fake, client, dropped } = connected();
    let settled = false;
    void client.action("T", 0, { type: "place" }).then(
      () => (settled = true),
      () => (settled = true),
    );
    fake.deliver({ type: "ack", id: fake.sent.at(-1)?.id, table: "T", seq: "4" });
    expect(dropped).toHaveLength(1);
    return Promise.resolve().then(() => expect(settled).toBe(false));
  });
});

/** A page whose language the test sets, and tells the socket of its changes as i18next would. */
function speaking(first: string): { fake: FakeSocket; client: ParlorSocket; say: (lang: string) => void } {
  const fake = new FakeSocket();
  let lang = first;
  let changed: (() => void) | null = null;
  const client = new ParlorSocket({
    open: () => fake,
    lang: () => lang,
    watchLang: (callback) => (changed = callback),
  });
  const say = (next: string): void => {
    lang = next;
    changed?.();
  };
  return { fake, client, say };
}

const joins = (fake: FakeSocket): Record<string, unknown>[] => fake.sent.filter((f) => f.type === "join");

describe("ParlorSocket and the page's language", () => {
  afterAll(() => i18next.changeLanguage("en"));

  it("says the page's language with each join, so that the server tells the moves in it", () => {
    const { fake, client } = speaking("fr");
    client.join("T", ["token"], {});
    fake.deliver({ type: "welcome", protocol: 1 });
    expect(joins(fake)).toEqual([{ type: "join", id: 1, table: "T", tokens: ["token"], lang: "fr" }]);
  });

  it("joins again in a new language every table still playing, and no other", () => {
    const { fake, client, say } = speaking("en");
    let moves: string[] = [];
    client.join("T", ["token"], { joined: (_g, _s, _st, m) => (moves = m.map((move) => move.text)) });
    client.join("U", [], {});
    fake.deliver({ type: "welcome", protocol: 1 });
    fake.deliver({
      type: "joined",
      id: 1,
      table: "T",
      game: "ruhd",
      seats: [0],
      status: "playing",
      moves: [],
    });
    fake.deliver({ type: "table", table: "U", status: "finished", seats: [], outcome: null });
    say("en");
    expect(joins(fake)).toHaveLength(2);
    say("pt-BR");
    const again = joins(fake).slice(2);
    expect(again).toEqual([{ type: "join", id: 3, table: "T", tokens: ["token"], lang: "pt-BR" }]);
    const text = "Robô 2 (guloso) colocou a peça G1B4R4G2 em (-1, 1) …";
    fake.deliver({
      type: "joined",
      id: 3,
      table: "T",
      game: "ruhd",
      seats: [0],
      status: "playing",
      moves: [{ seq: 1, seat: 1, at: 900, text }],
    });
    expect(moves).toEqual([text]);
  });

  it("reads the language from i18next by default, and follows its changes", async () => {
    await i18nReady;
    await i18next.changeLanguage("fr");
    const fake = new FakeSocket();
    const client = new ParlorSocket({ open: () => fake });
    client.join("T", [], {});
    fake.deliver({ type: "welcome", protocol: 1 });
    expect(joins(fake).map((f) => f.lang)).toEqual(["fr"]);
    await i18next.changeLanguage("pt-BR");
    expect(joins(fake).map((f) => f.lang)).toEqual(["fr", "pt-BR"]);
  });
});

describe("ParlorSocket: a quick-match ticket", () => {
  /** A page waiting with ticket `k`: what its listener heard. */
  function waitingWith(ticket = "k") {
    const fake = new FakeSocket();
    const client = new ParlorSocket({ open: () => fake, watchLang: () => undefined });
    const heard: string[] = [];
    const stop = client.waitForMatch(ticket, {
      queue: (frame) => heard.push(`queue ${frame.waiting.map((w) => w.name).join(",")} ${frame.botsInMs}`),
      matched: (frame) => heard.push(`matched ${frame.table} ${frame.seat} ${frame.token}`),
      error: (code) => heard.push(`error ${code}`),
    });
    return { fake, client, heard, stop };
  }
  const queue = (waiting: string[], id?: unknown) => ({
    type: "queue",
    ...(id !== undefined ? { id } : {}),
    ticket: "k",
    game: "ruhd",
    seats: 2,
    rated: false,
    waiting: waiting.map((name, i) => ({ name, waitedMs: 0, you: i === 0 })),
    botsInMs: 20_000,
  });

  it("hands the ticket over once the connection is open, then hears who waits and its seat", () => {
    const { fake, heard } = waitingWith();
    expect(fake.sent).toEqual([]);
    fake.deliver({ type: "welcome", protocol: 2 });
    const sent = fake.sent.find((f) => f.type === "quickmatch");
    expect(sent).toMatchObject({ type: "quickmatch", ticket: "k", id: expect.any(Number) });
    fake.deliver(queue(["Ana"], sent?.id));
    fake.deliver(queue(["Ana", "Bea"]));
    fake.deliver({ type: "matched", ticket: "k", table: "T", seat: 0, token: "tok" });
    // A ticket is used once: a stray frame of it is not heard.
    fake.deliver(queue(["Ana"]));
    expect(heard).toEqual(["queue Ana 20000", "queue Ana,Bea 20000", "matched T 0 tok"]);
  });

  it("ends the wait when the server refuses the ticket, or the connection it waited on is lost", () => {
    const refused = waitingWith();
    refused.fake.deliver({ type: "welcome", protocol: 2 });
    const sent = refused.fake.sent.find((f) => f.type === "quickmatch");
    refused.fake.deliver({ type: "error", id: sent?.id, code: "no-ticket", message: "gone" });
    expect(refused.heard).toEqual(["error no-ticket"]);

    const lost = waitingWith();
    lost.fake.deliver({ type: "welcome", protocol: 2 });
    lost.fake.onclose?.();
    expect(lost.heard).toEqual(["error offline"]);
  });

  it("stops listening when asked: a later frame of the ticket is not heard", () => {
    const { fake, heard, stop } = waitingWith();
    fake.deliver({ type: "welcome", protocol: 2 });
    stop();
    fake.deliver(queue(["Ana"]));
    fake.deliver({ type: "matched", ticket: "k", table: "T", seat: 0, token: "tok" });
    expect(heard).toEqual([]);
  });
});

describe("ParlorSocket at a turn-based table", () => {
  it("hands on the table frame's time bank and each view frame's turn", () => {
    const fake = new FakeSocket();
    const client = new ParlorSocket({ open: () => fake, invalidFrame: () => undefined });
    const heard: unknown[] = [];
    client.join("T", ["token"], {
      table: (_status, _seats, _outcome, extra) => heard.push(extra.turnBased),
      view: (_seat, _view, _seq, _status, turn) => heard.push(turn),
    });
    fake.deliver({ type: "welcome", protocol: 1 });
    const clock = { moveMs: 86_400_000, bankMs: 259_200_000, onTimeout: "bot" };
    fake.deliver({
      type: "table",
      table: "T",
      status: "playing",
      seats: [],
      outcome: null,
      turnBased: clock,
    });
    const turn = { toAct: [1], deadlines: [null, 1_700_000_000_000], bankLeftMs: [259_200_000, 250_000_000] };
    fake.deliver({ type: "view", table: "T", seat: 0, seq: 1, status: "playing", view: {}, turn });
    // A live table's frames carry neither.
    fake.deliver({ type: "table", table: "T", status: "playing", seats: [], outcome: null });
    fake.deliver({ type: "view", table: "T", seat: 0, seq: 2, status: "playing", view: {} });
    expect(heard).toEqual([clock, turn, undefined, undefined]);
  });
});
