import { describe, expect, it } from "vitest";
import { playableKey } from "../set-pc/keys";
import { CHAIN_KEYS, COLUMN_CARDS, keyAction, keyForChain, keyForPlace, placeForKey, ROW_KEYS } from "./keys";

/** The most cards a table of sets holds (21 always holds a set). */
const MOST_SET_CARDS = 21;

describe("classic SET's keys", () => {
  it("lays the keyboard's rows over the table's columns of three: Q A Z, then W S X …", () => {
    expect([0, 1, 2, 3, 4, 5].map(keyForPlace)).toEqual(["KeyQ", "KeyA", "KeyZ", "KeyW", "KeyS", "KeyX"]);
    expect(keyForPlace(20)).toBe("KeyM");
    expect(placeForKey("KeyM")).toBe(20);
    expect(placeForKey("KeyQ")).toBe(0);
    expect(placeForKey("KeyX")).toBe(5);
  });

  it("gives every place of a 21-card table its own key, and each key back its place", () => {
    const keys = Array.from({ length: MOST_SET_CARDS }, (_, place) => keyForPlace(place));
    expect(keys.every((k) => k !== null)).toBe(true);
    expect(new Set(keys).size).toBe(MOST_SET_CARDS);
    keys.forEach((key, place) => expect(placeForKey(key!)).toBe(place));
  });

  it("has keys for 30 places at most, none before the first", () => {
    expect(keyForPlace(ROW_KEYS[0]!.length * COLUMN_CARDS - 1)).toBe("Slash");
    expect(keyForPlace(ROW_KEYS[0]!.length * COLUMN_CARDS)).toBeNull();
    expect(keyForPlace(-1)).toBeNull();
  });

  it("uses only playable keys, none twice, and none of the chain's", () => {
    const all = [...ROW_KEYS.flat(), ...CHAIN_KEYS];
    expect(all.every(playableKey)).toBe(true);
    expect(new Set(all).size).toBe(all.length);
  });

  it("picks the chain's cards with the digits", () => {
    expect(keyForChain(0)).toBe("Digit1");
    expect(keyAction("Digit2", 12, 3)).toEqual({ kind: "chain", index: 1 });
    expect(keyAction("Digit4", 12, 3)).toBeNull();
  });

  it("says what a key does on a table: a place there, none past the table's cards, Escape clears", () => {
    expect(keyAction("KeyW", 12, 0)).toEqual({ kind: "place", place: 3 });
    expect(keyAction("KeyT", 12, 0)).toBeNull();
    expect(keyAction("KeyT", 15, 0)).toEqual({ kind: "place", place: 12 });
    expect(keyAction("Escape", 12, 0)).toEqual({ kind: "clear" });
    expect(keyAction("Enter", 12, 0)).toBeNull();
  });
});
