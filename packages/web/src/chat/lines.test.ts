import type { ChatLine } from "@parlor/protocol";
import { describe, expect, it } from "vitest";
import { gameTimeOf, linesBy } from "./history.js";
import { KEPT_LINES, knownPhrase, senderName, withLines } from "./lines.js";

function line(n: number, at = n * 1000): ChatLine {
  return { n, at, from: { id: "p1", name: "Ana" }, seat: 0, text: `line ${n}` };
}

describe("the chat's lines", () => {
  it("keeps each line once, in order, whether it came in a frame or again with a join", () => {
    let lines = withLines([], [line(2)]);
    lines = withLines(lines, [line(1), line(2), line(3)]);
    lines = withLines(lines, [line(3)]);
    expect(lines.map((l) => l.n)).toEqual([1, 2, 3]);
  });

  it(`keeps the latest ${KEPT_LINES}`, () => {
    const many = Array.from({ length: KEPT_LINES + 3 }, (_, i) => line(i + 1));
    const lines = withLines([], many);
    expect(lines).toHaveLength(KEPT_LINES);
    expect(lines[0]?.n).toBe(4);
  });

  it("knows the quick phrases of the protocol only", () => {
    expect(knownPhrase("good-game")).toBe(true);
    expect(knownPhrase("shout")).toBe(false);
    expect(knownPhrase(undefined)).toBe(false);
  });
});

describe("the replay's chat", () => {
  const startedAt = 100_000;
  const lines = [line(1, 90_000), line(2, 105_000), line(3, 160_000)];

  it("places each line at its moment of the match (before the start: at the deal)", () => {
    expect(gameTimeOf(line(1, 90_000), startedAt)).toBe(0);
    expect(gameTimeOf(line(2, 105_000), startedAt)).toBe(5_000);
    expect(gameTimeOf(line(2, 105_000), null)).toBe(0);
    // Said after the match was over (5 s long): at its end.
    expect(gameTimeOf(line(3, 160_000), startedAt, 5_000)).toBe(5_000);
  });

  it("shows the lines said by the replay's moment, and every line at the end", () => {
    expect(linesBy(lines, startedAt, 0, false)).toEqual({ said: [lines[0]], later: 2 });
    expect(linesBy(lines, startedAt, 5_000, false)).toEqual({ said: [lines[0], lines[1]], later: 1 });
    expect(linesBy(lines, startedAt, 20_000, true)).toEqual({ said: lines, later: 0 });
  });
});

describe("who said a line", () => {
  it("a line from a seat is signed with the seat's name as the table names it", () => {
    const names = ["You", "Ana #x3F9", "Bot 3 (easy)"];
    expect(senderName(line(1), names, "Spectator")).toBe("You");
    expect(
      senderName({ ...line(2), seat: 1, from: { id: "p-ana-x3F9", name: "Ana" } }, names, "Spectator"),
    ).toBe("Ana #x3F9");
  });

  it("a spectator by their player's name, else as a spectator", () => {
    expect(senderName({ ...line(1), seat: null }, ["You"], "Spectator")).toBe("Ana");
    expect(senderName({ ...line(1), seat: null, from: { id: "", name: "" } }, ["You"], "Spectator")).toBe(
      "Spectator",
    );
  });
});
