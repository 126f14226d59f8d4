import type { PatternsAction } from "@parlor/engine/set";
import { describe, expect, it } from "vitest";
import { legalParts } from "./legal.js";

describe("legalParts", () => {
  it("lights the cards some call names and allows the vote only when the engine lists it", () => {
    const legal: PatternsAction[] = [{ type: "call", cards: ["0000", "1111", "2222"] }];
    const parts = legalParts(legal);
    expect([...(parts.callable ?? [])].sort()).toEqual(["0000", "1111", "2222"]);
    expect(parts.mayVote).toBe(false);
    expect(legalParts([...legal, { type: "no-set" }]).mayVote).toBe(true);
  });

  it("marks nothing and disables nothing before the engine has answered", () => {
    expect(legalParts(null)).toEqual({ callable: null, mayVote: true });
  });

  it("dims every card when there is no call to make", () => {
    expect(legalParts([]).callable?.size).toBe(0);
  });
});
