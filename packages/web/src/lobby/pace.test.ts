import { TURN_BASED_HOURS, turnBasedRequest } from "@parlor/protocol";
import { describe, expect, it } from "vitest";
import { clampHours, LIVE_DRAFT, offersPace, paceSettings } from "./pace.js";

const TURNS = { pace: "turns" } as const;
const RACE = { pace: "real-time" } as const;

describe("the new table's pace", () => {
  it("asks nothing for a live table: the server's default", () => {
    expect(paceSettings(TURNS, LIVE_DRAFT)).toEqual({});
  });

  it("asks a turn-based table with every field of its time bank", () => {
    const asked = paceSettings(TURNS, {
      pace: "turn-based",
      moveHours: 12,
      bankHours: 48,
      onTimeout: "resign",
    });
    expect(asked).toEqual({
      pace: "turn-based",
      turnBased: { moveHours: 12, bankHours: 48, onTimeout: "resign" },
    });
    // What the server's schema of the request takes.
    expect(turnBasedRequest.safeParse(asked.turnBased).success).toBe(true);
  });

  it("asks the defaults (24 h a move, 72 h in all, a bot plays) for a form left as it came", () => {
    expect(paceSettings(TURNS, { ...LIVE_DRAFT, pace: "turn-based" })).toEqual({
      pace: "turn-based",
      turnBased: { moveHours: 24, bankHours: 72, onTimeout: "bot" },
    });
  });

  it("never asks a race to be turn-based, nor a game the server says no pace of", () => {
    const draft = { ...LIVE_DRAFT, pace: "turn-based" } as const;
    expect(offersPace(RACE)).toBe(false);
    expect(offersPace({})).toBe(false);
    expect(offersPace(TURNS)).toBe(true);
    expect(paceSettings(RACE, draft)).toEqual({});
    expect(paceSettings({}, draft)).toEqual({});
  });

  it("asks whole hours within the server's bounds, the default for an empty or unreadable field", () => {
    const asked = paceSettings(TURNS, {
      pace: "turn-based",
      moveHours: 0.4,
      bankHours: 10_000,
      onTimeout: "bot",
    });
    expect(asked.turnBased).toEqual({
      moveHours: TURN_BASED_HOURS.move.min,
      bankHours: TURN_BASED_HOURS.bank.max,
      onTimeout: "bot",
    });
    expect(clampHours(null, TURN_BASED_HOURS.move)).toBe(TURN_BASED_HOURS.move.default);
    expect(clampHours(Number.NaN, TURN_BASED_HOURS.bank)).toBe(TURN_BASED_HOURS.bank.default);
    expect(clampHours(36.6, TURN_BASED_HOURS.bank)).toBe(37);
    expect(clampHours(-3, TURN_BASED_HOURS.bank)).toBe(TURN_BASED_HOURS.bank.min);
  });
});
