import { describe, expect, it } from "vitest";
import { matchesPath, nextCursor, type TableSummary } from "../api";
import { listOrder, withFresh, withOlder, type MatchList } from "./matchPages";

/** A played match finished at `finishedAt`. */
function match(id: string, finishedAt: number): TableSummary {
  return {
    id,
    game: "ruhd",
    status: "finished",
    seq: 4,
    seats: [],
    outcome: { scores: [1, 0], winners: [0] },
    createdAt: 0,
    startedAt: 0,
    finishedAt,
    duration: 1_000,
    host: null,
    rated: false,
    ending: "normal",
    played: true,
    next: null,
    turnBased: null,
  };
}

const ids = (list: MatchList) => list.matches.map((m) => m.id);

describe("the list of matches, a page at a time", () => {
  it("orders as the server does: the most recently finished first, then by id, descending", () => {
    const sorted = [match("a", 1), match("c", 5), match("B", 5), match("b", 5)].sort(listOrder);
    expect(sorted.map((m) => m.id)).toEqual(["c", "b", "B", "a"]);
  });

  it("puts newly finished matches on top, keeping the older pages shown", () => {
    const shown: MatchList = {
      matches: [match("m5", 5), match("m4", 4), match("m3", 3), match("m2", 2)],
      next: "2.m2",
    };
    // Two new ones: the fresh first page overlaps what was shown.
    const fresh = { matches: [match("m7", 7), match("m6", 6), match("m5", 5)], next: "5.m5" };
    const merged = withFresh(shown, fresh);
    expect(ids(merged)).toEqual(["m7", "m6", "m5", "m4", "m3", "m2"]);
    expect(merged.next).toBe("2.m2");
    // Nothing new: the same list.
    const again = withFresh(merged, {
      matches: [match("m7", 7), match("m6", 6), match("m5", 5)],
      next: "5.m5",
    });
    expect(ids(again)).toEqual(ids(merged));
  });

  it("starts over when more finished than a page holds, or when the fresh page is all there is", () => {
    const shown: MatchList = { matches: [match("m2", 2), match("m1", 1)], next: "1.m1" };
    const gap = { matches: [match("m9", 9), match("m8", 8)], next: "8.m8" };
    expect(withFresh(shown, gap)).toEqual(gap);
    const all = { matches: [match("m3", 3), match("m2", 2), match("m1", 1)], next: null };
    expect(withFresh(shown, all)).toEqual(all);
    expect(withFresh(null, gap)).toEqual(gap);
  });

  it("appends an older page once, and where the one after it starts", () => {
    const shown: MatchList = { matches: [match("m5", 5), match("m4", 4)], next: "4.m4" };
    const older = withOlder(shown, { matches: [match("m4", 4), match("m3", 3)], next: null });
    expect(ids(older)).toEqual(["m5", "m4", "m3"]);
    expect(older.next).toBeNull();
  });
});

describe("the API's pages of matches", () => {
  it("asks with the filters, the cursor and the size given, and none of the others", () => {
    expect(matchesPath({})).toBe("/api/matches");
    expect(matchesPath({ game: "tarot", player: "p 1" }, "5.a-b", 20)).toBe(
      "/api/matches?game=tarot&player=p+1&before=5.a-b&limit=20",
    );
  });

  it("reads the next page's cursor from the Link header", () => {
    expect(nextCursor('</api/matches?player=p1&before=1795327242363.-t81oy5Gtq-q>; rel="next"')).toBe(
      "1795327242363.-t81oy5Gtq-q",
    );
    expect(nextCursor(null)).toBeNull();
    expect(nextCursor('</api/matches>; rel="prev"')).toBeNull();
  });
});
