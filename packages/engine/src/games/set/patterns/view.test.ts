import { describe, it } from "vitest";
import { expectViewsLikeReference } from "../testkit.js";
import { setPatterns } from "./game.js";
import type { PatternsState } from "./state.js";
import { view, viewReference } from "./view.js";

describe("set-patterns views shared between seats", () => {
  it("equal the reference view for every seat and a spectator, in play and asked again out of order", () => {
    expectViewsLikeReference<PatternsState>({
      game: setPatterns,
      view,
      reference: viewReference,
      tables: [
        { bots: ["easy", "hard"], options: {} },
        { bots: ["medium", "medium", "easy", "hard"], options: { autoGrow: false } },
        { bots: ["hard", "easy", "easy"], options: { startCards: 8 } },
      ],
      minStates: 100,
    });
  });
});
