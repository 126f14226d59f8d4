import type { PcEventView } from "@parlor/engine/set";
import { describe, expect, it } from "vitest";
import { claimRefused, freezeSince, isPenalty } from "./freeze";

const wrong = (n: number, seat: number, at: number): PcEventView => ({
  kind: "wrong",
  seat,
  slots: [0, 1, 2],
  at,
  n,
});
const set = (n: number, seat: number, at: number): PcEventView => ({
  kind: "set",
  seat,
  slots: [0, 1, 2],
  cards: ["0000", "1111", "2222"],
  at,
  n,
});

describe("when a PC player's freeze began", () => {
  it("is the time of the seat's latest claim before the freeze ends", () => {
    const events = [set(1, 0, 1_000), wrong(2, 1, 1_500), wrong(3, 0, 4_000)];
    expect(freezeSince(events, 0, 7_000)).toBe(4_000);
    expect(freezeSince(events, 1, 4_500)).toBe(1_500);
  });

  it("is not known when no claim of the seat is on show, and ignores reshuffles", () => {
    const events: PcEventView[] = [
      { kind: "reshuffle", reason: "no-set", at: 2_000, n: 1 },
      wrong(2, 1, 2_500),
    ];
    expect(freezeSince(events, 0, 3_000)).toBeNull();
    expect(freezeSince([wrong(1, 0, 5_000)], 0, 4_000)).toBeNull();
  });
});

describe("whether a PC player's freeze is a penalty", () => {
  it("is not after a set (the short pause of a point), and is after a wrong claim", () => {
    const events = [wrong(1, 0, 1_000), set(2, 0, 5_000), set(3, 1, 5_200), wrong(4, 1, 6_000)];
    expect(isPenalty(events, 0, 5_500)).toBe(false);
    expect(isPenalty(events, 1, 9_000)).toBe(true);
    expect(isPenalty(events, 0, 4_000)).toBe(true);
  });

  it("is, when the events on show do not say what froze the seat", () => {
    expect(isPenalty([set(1, 1, 1_000)], 0, 2_000)).toBe(true);
  });
});

describe("a refused PC claim", () => {
  it("stands while the seat holds all its tokens", () => {
    expect(claimRefused([1, 4, 7], 3)).toBe(true);
    expect(claimRefused([1, 4], 3)).toBe(false);
    expect(claimRefused([], 3)).toBe(false);
  });
});
