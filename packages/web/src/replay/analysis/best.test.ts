import * as engine from "@parlor/engine";
import { describe, expect, it } from "vitest";
import { describeMove, partsText } from "../moves.js";
import { MATCHES } from "../testing.js";
import { buildTimeline, stateBefore } from "../timeline.js";
import { compactAction, moveWords } from "./best.js";

describe("the best move in words", () => {
  const log = (MATCHES.ruhd as () => engine.MatchLog)();
  const timeline = buildTimeline(engine, log);
  const names = ["Bot 1 (greedy)", "Bot 2 (strong)"];
  const game = engine.getGame("ruhd") as engine.AnyGame;
  // A small budget: the words do not depend on how well the moves were weighed.
  const analysis = engine.analyseMatch(game, log, { work: 2 }) as engine.MovesAnalysis;

  it("is the move chosen's words when the best move is the one chosen", () => {
    expect(analysis.decisions.length).toBeGreaterThan(0);
    for (const decision of analysis.decisions) {
      const move = decision.index + 1;
      const entry = log.actions[decision.index] as engine.LogEntry;
      const chosen = describeMove(
        game,
        entry,
        stateBefore(timeline, move),
        timeline.states[move],
        names,
        "en",
      );
      expect(moveWords(timeline, move, decision.chosen, names, "en")).toEqual(chosen);
    }
  });

  it("tells every move weighed as the replay tells moves, in the language asked for", () => {
    const decision = analysis.decisions[0] as engine.AnalysedDecision;
    const move = decision.index + 1;
    for (const { action } of decision.moves) {
      const words = partsText(moveWords(timeline, move, action, names, "en"));
      expect(words).toMatch(/^Bot [12] \((greedy|strong)\) placed \w+ at \(-?\d+, -?\d+\)/);
      expect(partsText(moveWords(timeline, move, action, names, "fr"))).not.toBe(words);
    }
  });

  it("falls back on the action's fields for a move the state refuses", () => {
    const refused = { type: "place", tile: 999, x: 50, y: 50, rotation: 0 };
    const fields = [{ kind: "text", text: "place · tile 999 · x 50 · y 50 · rotation 0" }];
    expect(moveWords(timeline, 1, refused, names, "en")).toEqual(fields);
    expect(moveWords(timeline, log.actions.length + 5, refused, names, "en")).toEqual(fields);
  });

  it("writes any action compactly", () => {
    expect(compactAction({ type: "discard", cards: ["a", "b"] })).toBe("discard · cards a b");
    expect(compactAction({ type: "bid", bid: { contract: "garde" } })).toBe("bid · bid contract garde");
    expect(compactAction("pass")).toBe("pass");
    expect(compactAction(null)).toBe("null");
  });
});
