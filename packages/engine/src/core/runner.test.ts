import { describe, expect, it } from "vitest";
import { ruhdGame } from "../games/ruhd/game.js";
import type { RuhdView } from "../games/ruhd/view.js";
import { setPc } from "../games/set/pc/game.js";
import type { PcState } from "../games/set/pc/state.js";
import type { PcView } from "../games/set/pc/view.js";
import { VirtualClock } from "./clock.js";
import type { AnyGame, BotLevel } from "./game.js";
import { TableRunner } from "./runner.js";

/** The game with one more bot level, `counted`: the level `level` that reports each time it is asked. */
function counting<V>(game: AnyGame, level: string, asked: (seat: number, view: V) => void): AnyGame {
  const inner = game.bots[level] as BotLevel<V, unknown>;
  const counted: BotLevel<V, unknown> = {
    description: `${level}, counted`,
    create: (seat, rng) => {
      const bot = inner.create(seat, rng);
      return {
        act(view, now) {
          asked(seat, view);
          return bot.act(view, now);
        },
      };
    },
  };
  return { ...game, bots: { ...game.bots, counted } };
}

describe("TableRunner asks only the bots of seats in toAct", () => {
  it("in Ruhd, a bot whose turn it is not is asked once when its turn ends, not after every placement", () => {
    let offTurn = 0;
    const game = counting<RuhdView>(ruhdGame, "greedy", (seat, view) => {
      if (!view.finished && view.turn !== seat) offTurn++;
    });
    const clock = new VirtualClock();
    const seats = 4;
    const runner = new TableRunner({
      game,
      seed: "asked",
      seats: Array.from({ length: seats }, () => ({ bot: "counted" })),
      clock,
    });
    runner.start();
    clock.run();
    expect(runner.finished).toBe(true);
    const placements = runner.log.actions.length;
    // Asking every bot after every change would ask (seats - 1) off-turn bots per placement.
    expect(offTurn).toBeLessThanOrEqual(placements + seats);
    expect(offTurn).toBeLessThan((seats - 1) * placements);
  });

  it("in the PC Set Game, a frozen bot is asked once per freeze, and plays again when it ends", () => {
    let frozenAsks = 0;
    const game = counting<PcView>(setPc, "medium", (seat, view) => {
      if (!view.finished && view.now < (view.players[seat]?.frozenUntil ?? 0)) frozenAsks++;
    });
    const clock = new VirtualClock();
    const runner = new TableRunner({
      game,
      options: { turnTimeout: 0 },
      seed: "frozen",
      seats: [{ bot: "counted" }, { bot: "counted" }],
      clock,
    });
    runner.start();
    clock.run(4 * 3_600_000);
    expect(runner.finished).toBe(true);
    const state = runner.state as PcState;
    // Every set and every wrong claim freezes its player: at most one question per freeze.
    const freezes = state.counters.sets + state.counters.wrongClaims;
    expect(frozenAsks).toBeLessThanOrEqual(freezes);
    expect(frozenAsks).toBeGreaterThan(0);
    expect(state.counters.sets).toBeGreaterThan(10);
  });
});
