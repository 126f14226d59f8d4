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

  it("of a rated table is only for a player with an account (rated play needs one)", () => {
    const rated = { status: "waiting" as const, seats: SEATS, rated: true };
    expect(sitRefusal(rated, 1, ANN, false)).toMatchObject({
      code: "account-needed",
      message: expect.stringMatching(/^This table is rated: only players with an account can sit at it/),
    });
    expect(sitRefusal(rated, 1, null)?.code).toBe("account-needed");
    expect(sitRefusal(rated, 1, ANN, true)).toBeNull();
    // A seat that is not free says so first.
    expect(sitRefusal(rated, 0, ANN, false)?.code).toBe("seat-taken");
  });
});
