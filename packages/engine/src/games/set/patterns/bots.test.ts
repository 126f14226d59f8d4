import { describe, expect, it } from "vitest";
import type { AnyGame, InlineBot } from "../../../core/game.js";
import { Rng } from "../../../core/prng.js";
import { VirtualClock } from "../../../core/clock.js";
import { TableRunner } from "../../../core/runner.js";
import { playWithBots } from "../../../core/testkit.js";
import { HUMAN_LEVELS } from "../bots.js";
import type { PatternsAction } from "./actions.js";
import { PatternsBot } from "./bots.js";
import { setPatterns } from "./game.js";
import type { PatternsState } from "./state.js";
import type { PatternsView } from "./view.js";

const seeds = (n: number, prefix: string): string[] => Array.from({ length: n }, (_, i) => `${prefix}-${i}`);
const stateOf = (runner: TableRunner): PatternsState => runner.state as PatternsState;

/** A hand-made view: bots need nothing else. */
function viewOf(pool: (string | null)[][], voted = [false, false], wrongCalls = [0, 0]): PatternsView {
  return {
    seat: 0,
    pool,
    deck: 10,
    players: voted.map((v, i) => ({ score: 0, voted: v, wrongCalls: wrongCalls[i] ?? 0 })),
    outOfPlay: 0,
    events: [],
    autoGrow: false,
    finished: false,
    winners: null,
    now: 0,
  };
}

const WITH_SET = [
  ["0000", "1111"],
  ["2222", "0001"],
];
const SET_FREE = [
  ["0000", "0001"],
  ["0010", "0100"],
];

describe("bots", () => {
  for (const autoGrow of [false, true]) {
    it(`finish games on a virtual clock (autoGrow ${autoGrow})`, () => {
      for (const [i, bots] of [
        ["easy"],
        ["hard", "hard"],
        ["easy", "medium", "hard"],
        Array(8).fill("medium"),
      ].entries()) {
        const runner = playWithBots(setPatterns, { autoGrow }, bots, `finish-${i}`);
        expect(runner.finished).toBe(true);
        expect(stateOf(runner).deck).toEqual([]);
      }
    });
  }

  it("hard bots beat easy bots on average", () => {
    let hard = 0;
    let easy = 0;
    for (const [i, seed] of seeds(12, "duel").entries()) {
      const bots = i % 2 === 0 ? ["hard", "easy"] : ["easy", "hard"];
      const scores = playWithBots(setPatterns, {}, bots, seed).outcome?.scores ?? [];
      scores.forEach((score, seat) => (bots[seat] === "hard" ? (hard += score) : (easy += score)));
    }
    expect(hard).toBeGreaterThan(2 * easy);
  });

  it("easy bots sometimes call wrong sets, hard ones never", () => {
    const wrong = (level: string) =>
      seeds(4, level).reduce(
        (n, seed) =>
          n +
          (setPatterns.metrics(stateOf(playWithBots(setPatterns, {}, [level, level], seed))).wrongCalls ?? 0),
        0,
      );
    expect(wrong("easy")).toBeGreaterThan(0);
    expect(wrong("hard")).toBe(0);
  });

  it("only receive their seat's view", () => {
    const clock = new VirtualClock();
    let asked = 0;
    const spy: AnyGame = {
      ...setPatterns,
      bots: {
        spy: {
          description: "checks what it is given",
          create(seat, rng) {
            const inner = setPatterns.bots.hard!.create(seat, rng);
            return {
              act(view: unknown, now: number) {
                asked++;
                expect(view).toEqual(setPatterns.view(runner.state as PatternsState, seat));
                return inner.act(view as PatternsView, now);
              },
            };
          },
        },
      },
    };
    const runner: TableRunner = new TableRunner({
      game: spy,
      seed: "spy",
      seats: [{ bot: "spy" }, { bot: "spy" }],
      clock,
    });
    runner.start();
    clock.run(Infinity, () => runner.finished);
    expect(runner.finished).toBe(true);
    expect(asked).toBeGreaterThan(50);
  });

  describe("a bot", () => {
    const bot = (level: keyof typeof HUMAN_LEVELS = "hard"): InlineBot<PatternsView, PatternsAction> =>
      new PatternsBot(0, HUMAN_LEVELS[level], Rng.fromSeed("bot"));

    it("calls a set after a human reaction time", () => {
      const move = bot().act(viewOf(WITH_SET), 0);
      expect(move?.action).toEqual({ type: "call", cards: ["0000", "1111", "2222"] });
      expect(move?.delay).toBeGreaterThan(HUMAN_LEVELS.hard.reactionMs / 4);
    });

    it("keeps its plan while the pool does not change", () => {
      const b = bot();
      const first = b.act(viewOf(WITH_SET), 0);
      const again = b.act(viewOf(WITH_SET, [false, true]), 1_000);
      expect(again).toEqual({ action: first?.action, delay: (first?.delay ?? 0) - 1_000 });
      expect(b.act(viewOf(WITH_SET), 1e9)?.delay).toBe(0);
    });

    it("looks again after its own wrong call", () => {
      const b = new PatternsBot(0, { ...HUMAN_LEVELS.easy, mistakeRate: 1 }, Rng.fromSeed("oops"));
      const wrong = b.act(viewOf(WITH_SET), 0);
      expect(wrong?.action).toMatchObject({ type: "call" });
      expect(wrong?.action).not.toEqual({ type: "call", cards: ["0000", "1111", "2222"] });
      const next = b.act(viewOf(WITH_SET, [false, false], [1, 0]), 20_000);
      expect(next?.delay).toBeGreaterThan(0);
    });

    it("votes no set after giving up, once", () => {
      const b = bot();
      const move = b.act(viewOf(SET_FREE), 0);
      expect(move?.action).toEqual({ type: "no-set" });
      expect(b.act(viewOf(SET_FREE, [true, false]), 5_000)).toBeNull();
    });

    it("does nothing once the game is over", () => {
      expect(bot().act({ ...viewOf(WITH_SET), finished: true, winners: [0] }, 0)).toBeNull();
    });
  });
});
