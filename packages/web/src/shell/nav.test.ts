import { describe, expect, it } from "vitest";
import { currentPlace, navPlaces, opensElsewhere, under } from "./nav";

describe("the header's navigation", () => {
  const places = navPlaces("set-pc");

  it("lists Play, Rules, Leaderboards and Settings, the leaderboard of the first game", () => {
    expect(places.map((p) => [p.id, p.href])).toEqual([
      ["play", "/"],
      ["rules", "/rules"],
      ["leaderboards", "/leaderboard/set-pc"],
      ["settings", "/settings"],
    ]);
  });

  it("marks the place a path belongs to, and none for a table, a replay or a scorer", () => {
    expect(currentPlace(places, "/")).toBe("play");
    expect(currentPlace(places, "/rules")).toBe("rules");
    expect(currentPlace(places, "/rules/tarot")).toBe("rules");
    expect(currentPlace(places, "/leaderboard/buraco")).toBe("leaderboards");
    expect(currentPlace(places, "/settings")).toBe("settings");
    expect(currentPlace(places, "/table/abc")).toBeNull();
    expect(currentPlace(places, "/replay/abc")).toBeNull();
    expect(currentPlace(places, "/tarot/calculator")).toBeNull();
    expect(currentPlace(places, "/rulesbook")).toBeNull();
  });

  it("reads a path as under a root only at a segment's end", () => {
    expect(under("/rules", "/rules")).toBe(true);
    expect(under("/rules", "/rules/set-pc")).toBe(true);
    expect(under("/rules", "/rulesx")).toBe(false);
  });

  it("leaves a click with a modifier or another button to the browser (a new tab)", () => {
    const plain = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };
    expect(opensElsewhere(plain)).toBe(false);
    expect(opensElsewhere({ ...plain, ctrlKey: true })).toBe(true);
    expect(opensElsewhere({ ...plain, metaKey: true })).toBe(true);
    expect(opensElsewhere({ ...plain, shiftKey: true })).toBe(true);
    expect(opensElsewhere({ ...plain, button: 1 })).toBe(true);
  });

  it("encodes a game id in the leaderboard's address", () => {
    expect(navPlaces("a b")[2]?.href).toBe("/leaderboard/a%20b");
  });
});
