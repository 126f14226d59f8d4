import { CHAT_PHRASES, MAX_CHAT_LENGTH, ProtocolErrors, type ChatLine } from "@parlor/protocol";
import { getGame, type AnyGame } from "@parlor/engine";
import { describe, expect, it, vi } from "vitest";
import { LiveTable } from "../live-table.js";
import { SqliteStore } from "../store/sqlite.js";
import type { TableRecord } from "../store/store.js";
import {
  anonymousSender,
  CHAT_BACKLOG,
  CHAT_LINES_PER_WINDOW,
  CHAT_WINDOW_MS,
  ChatLimiter,
  chatLimited,
  chatWords,
  PHRASE_WORDS,
  speakingSeat,
  TableChat,
} from "./chat.js";
import { ChatRooms } from "./rooms.js";

function refusal(request: Parameters<typeof chatWords>[0]): string {
  const result = chatWords(request);
  if (result.ok) throw new Error(`accepted ${JSON.stringify(result.value)}`);
  return result.error.code;
}

describe("chat words", () => {
  it("keeps typed text as it is, trimmed, HTML and all", () => {
    expect(chatWords({ text: "  <img src=x onerror=alert(1)> hi  " })).toEqual({
      ok: true,
      value: { text: "<img src=x onerror=alert(1)> hi" },
    });
  });

  it("turns line breaks and tabs into spaces", () => {
    expect(chatWords({ text: "one\r\ntwo\nthree\tfour" })).toEqual({
      ok: true,
      value: { text: "one two three four" },
    });
  });

  it(`takes ${MAX_CHAT_LENGTH} characters after trimming and refuses one more`, () => {
    const longest = "a".repeat(MAX_CHAT_LENGTH);
    expect(chatWords({ text: `   ${longest}   ` })).toEqual({ ok: true, value: { text: longest } });
    expect(refusal({ text: `${longest}b` })).toBe(ProtocolErrors.badChat);
  });

  it("refuses empty lines, control characters and bidirectional overrides", () => {
    expect(refusal({ text: "" })).toBe(ProtocolErrors.badChat);
    expect(refusal({ text: " \n\t " })).toBe(ProtocolErrors.badChat);
    expect(refusal({ text: "bell\u0007" })).toBe(ProtocolErrors.badChat);
    expect(refusal({ text: "nul\u0000" })).toBe(ProtocolErrors.badChat);
    expect(refusal({ text: "c1\u0090" })).toBe(ProtocolErrors.badChat);
    expect(refusal({ text: "del\u007f" })).toBe(ProtocolErrors.badChat);
    expect(refusal({ text: "evil\u202egnirts" })).toBe(ProtocolErrors.badChat);
    expect(refusal({})).toBe(ProtocolErrors.badChat);
  });

  it("keeps emoji, accents and joiners", () => {
    const text = "Ça va ? 👩‍👩‍👧 ção";
    expect(chatWords({ text })).toEqual({ ok: true, value: { text } });
  });

  it("says a quick phrase in English words, and refuses a phrase with text", () => {
    for (const phrase of CHAT_PHRASES)
      expect(chatWords({ phrase })).toEqual({ ok: true, value: { phrase, text: PHRASE_WORDS[phrase] } });
    expect(chatWords({ phrase: "good-game" })).toEqual({
      ok: true,
      value: { phrase: "good-game", text: "Good game" },
    });
    expect(refusal({ phrase: "oops", text: "hi" })).toBe(ProtocolErrors.badChat);
  });
});

describe("the speaker", () => {
  it("speaks from the lowest seat held, or as a spectator", () => {
    expect(speakingSeat(new Set([3, 1]))).toBe(1);
    expect(speakingSeat(new Set())).toBeNull();
    expect(anonymousSender(1)).toEqual({ id: "", name: "Player 2" });
    expect(anonymousSender(null)).toEqual({ id: "", name: "Spectator" });
  });
});

describe("the chat limit", () => {
  it(`allows ${CHAT_LINES_PER_WINDOW} lines in ${CHAT_WINDOW_MS} ms per person, then says when to try again`, () => {
    let now = 1_000_000;
    const limiter = new ChatLimiter(() => now);
    for (let i = 0; i < CHAT_LINES_PER_WINDOW; i++) {
      expect(limiter.take("ana")).toEqual({ ok: true });
      now += 1000;
    }
    // 5 s after the first line: it leaves the window 5 s from now.
    expect(limiter.take("ana")).toEqual({ ok: false, retryInMs: CHAT_WINDOW_MS - 5000 });
    // Someone else is not limited by Ana.
    expect(limiter.take("bruno")).toEqual({ ok: true });
    // A refused line does not count: once the first line is out of the window, one more goes.
    now = 1_000_000 + CHAT_WINDOW_MS;
    expect(limiter.take("ana")).toEqual({ ok: true });
    expect(limiter.take("ana").ok).toBe(false);
  });

  it("forgets people whose window has passed once it remembers many", () => {
    let now = 0;
    const limiter = new ChatLimiter(() => now);
    for (let i = 0; i < 2000; i++) limiter.take(`p${i}`);
    now += CHAT_WINDOW_MS * 2;
    for (let i = 0; i < 1100; i++) limiter.take(`q${i}`);
    expect(limiter.size).toBeLessThanOrEqual(1100);
  });

  it("tells the person when to try again, in whole seconds", () => {
    const refusal = chatLimited(4200);
    expect(refusal.code).toBe(ProtocolErrors.chatLimit);
    expect(refusal.message).toContain("try again in 5 s");
  });
});

describe("a table's chat", () => {
  const line = (n: number): ChatLine => ({
    n,
    at: n,
    from: { id: "", name: "Spectator" },
    seat: null,
    text: "x",
  });

  it("numbers lines after the stored ones and keeps the latest", () => {
    const stored = Array.from({ length: CHAT_BACKLOG + 10 }, (_, i) => line(i + 1));
    const chat = new TableChat(stored);
    expect(chat.lines).toHaveLength(CHAT_BACKLOG);
    expect(chat.lines[0]?.n).toBe(11);
    const next = chat.line({ text: "hi" }, { id: "p1", name: "Ana" }, 0, 123);
    expect(next).toEqual({
      n: CHAT_BACKLOG + 11,
      at: 123,
      from: { id: "p1", name: "Ana" },
      seat: 0,
      text: "hi",
    });
    chat.said(next);
    expect(chat.lines).toHaveLength(CHAT_BACKLOG);
    expect(chat.lines.at(-1)).toEqual(next);
    expect(new TableChat([]).line({ text: "a" }, { id: "", name: "Spectator" }, null, 5).n).toBe(1);
  });
});

describe("the chats of the tables in memory", () => {
  const game = getGame("set-pc") as AnyGame;
  /** A table in memory: only its id matters to its chat. */
  const tableOf = (id: string, made: boolean): LiveTable => new LiveTable({ id } as TableRecord, game, made);

  it("reads a table's chat from the store once, and none for a table made here", async () => {
    const store = new SqliteStore(":memory:");
    const read = vi.spyOn(store, "chat");
    const rooms = new ChatRooms(store, () => 1_000);
    const made = tableOf("made-here", true);
    expect((await rooms.load(made)).lines).toEqual([]);
    expect(rooms.linesOf(made)).toEqual([]);
    expect(read).not.toHaveBeenCalled();
    const back = tableOf("from-the-store", false);
    await rooms.load(back);
    await rooms.load(back);
    expect(read.mock.calls).toEqual([["from-the-store", CHAT_BACKLOG]]);
    await store.close();
  });
});
