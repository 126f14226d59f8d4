import { describe, expect, it } from "vitest";
import { playFromAnswer, playFromBody } from "./play-from.js";

describe("play from here: the request and the answer", () => {
  it("takes a moment, a seat and an optional bot level", () => {
    expect(playFromBody.parse({ at: 0, seat: 1 })).toEqual({ at: 0, seat: 1 });
    expect(playFromBody.parse({ at: 12, seat: 0, botLevel: "strong" })).toEqual({
      at: 12,
      seat: 0,
      botLevel: "strong",
    });
  });

  it("refuses a moment or seat that is not an integer from 0, a missing one, an empty level, unknown fields", () => {
    for (const bad of [
      { at: -1, seat: 0 },
      { at: 1.5, seat: 0 },
      { at: "3", seat: 0 },
      { at: 0, seat: -1 },
      { at: 0 },
      { seat: 0 },
      { at: 0, seat: 0, botLevel: "" },
      { at: 0, seat: 0, botLevel: "x".repeat(33) },
      { at: 0, seat: 0, rated: true },
    ])
      expect([bad, playFromBody.safeParse(bad).success]).toEqual([bad, false]);
  });

  it("answers the new table, a token per seat (null for a bot's) and the person's seat", () => {
    const answer = { id: "Vq3Zt1u0mB0n", seatTokens: ["token", null], seat: 0 };
    expect(playFromAnswer.parse(answer)).toEqual(answer);
    expect(playFromAnswer.safeParse({ id: "Vq3Zt1u0mB0n", seatTokens: ["token", null] }).success).toBe(false);
  });
});
