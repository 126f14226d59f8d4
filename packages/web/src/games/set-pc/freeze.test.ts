import type { PcEventView } from "@parlor/engine";
import { describe, expect, it } from "vitest";
import { claimRefused, freezeSince } from "./freeze";

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

describe("a refused PC claim", () => {
  it("stands while the seat holds all its tokens", () => {
    expect(claimRefused([1, 4, 7], 3)).toBe(true);
    expect(claimRefused([1, 4], 3)).toBe(false);
    expect(claimRefused([], 3)).toBe(false);
  });
});
