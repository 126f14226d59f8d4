import { describe, it } from "vitest";
import { expectViewsLikeReference } from "../testkit.js";
import { setSuper } from "./game.js";
import type { SuperState } from "./state.js";
import { superView, superViewReference } from "./view.js";

describe("set-super views shared between seats", () => {
  it("equal the reference view for every seat and a spectator, in play and asked again out of order", () => {
    expectViewsLikeReference<SuperState>({
      game: setSuper,
      view: superView,
      reference: superViewReference,
      tables: [
        { bots: ["easy", "hard"], options: {} },
        { bots: ["medium", "medium", "easy", "hard"], options: { superMustIncludeFlipped: true } },
        { bots: ["hard", "easy", "easy"], options: { autoFlip: 500, callWindow: 2_000 } },
      ],
      minStates: 500,
    });
  });
});
