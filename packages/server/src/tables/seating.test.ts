import { describe, expect, it } from "vitest";
import type { StoredSeat } from "../store/store.js";
import { sitRefusal } from "./seating.js";

const ANN = { id: "p-ann", name: "Ann" };
const BOB = { id: "p-bob", name: "Bob" };

/** A waiting table's seats: taken by Ann, free, a bot's, kept for Bob (a rematch's). */
const SEATS: StoredSeat[] = [
  { human: true, tokenHash: "a", joined: true, player: ANN },
  { human: true, tokenHash: "b", joined: false },
  { bot: "greedy", joined: true },
  { human: true, tokenHash: "d", joined: false, player: BOB },
];

const code = (status: "waiting" | "playing" | "finished", seat: number, player = ANN) =>
  sitRefusal({ status, seats: SEATS }, seat, player)?.code ?? null;

describe("a free seat", () => {
  it("is a person's seat of a waiting table that nobody took and that is kept for nobody else", () => {
    expect(code("waiting", 1)).toBeNull();
    expect(sitRefusal({ status: "waiting", seats: SEATS }, 1, null)).toBeNull();
    expect([0, 2, 3, 4].map((seat) => code("waiting", seat))).toEqual([
      "seat-taken",
      "seat-taken",
      "seat-taken",
      "seat-taken",
    ]);
    expect(sitRefusal({ status: "waiting", seats: SEATS }, 3, ANN)?.message).toBe("Seat 3 is kept for Bob.");
  });

  it("is kept for its own player, who may take it", () => {
    expect(code("waiting", 3, BOB)).toBeNull();
  });

  it("is none once the match has begun, or is over", () => {
    expect(code("playing", 1)).toBe("seat-taken");
    expect(code("finished", 1)).toBe("game-over");
  });
});
