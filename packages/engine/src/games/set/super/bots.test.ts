import { describe, expect, it } from "vitest";
import { replaySteps } from "../../../core/log.js";
import { Rng } from "../../../core/prng.js";
import { playWithBots } from "../../../core/testkit.js";
import { HUMAN_LEVELS } from "../bots.js";
import { SUPER_GRID_CARDS, SuperBot, superBots } from "./bots.js";
import { setSuper } from "./game.js";
import { must, table, withGrid, withPoints } from "./situations.js";
import type { SuperState } from "./state.js";
import type { SuperView } from "./view.js";

const NO_SET = ["0000", "0001", "0010", "0011"];
const ONE_SET = ["0000", "0001", "1111", "0010", "2222"];
/** Twelve cards: 0000 0001 0002 … with many sets among them. */
const LARGE = [
  "0000",
  "0001",
  "0002",
  "0010",
  "0011",
  "0012",
  "0020",
  "0021",
  "0022",
  "0100",
  "0101",
  "0102",
];

const view = (s: SuperState, seat: number): SuperView => setSuper.view(s, seat);
const bot = (seat: number, level: keyof typeof HUMAN_LEVELS = "hard", seed = "bot") =>
  superBots[level].create(seat, Rng.fromSeed(seed));

describe("super bots in matches", () => {
  it("finish games on a virtual clock, whatever the table", () => {
    const tables: [Record<string, unknown>, string[]][] = [
      [{}, ["hard", "easy"]],
      [{ autoFlip: 0 }, ["medium", "medium", "easy"]],
      [{ superMustIncludeFlipped: true }, ["easy", "easy", "easy", "easy", "easy", "easy", "easy", "easy"]],
      [{}, ["hard"]],
    ];
    for (const [options, bots] of tables) {
      const runner = playWithBots(setSuper, options, bots, "finish");
      expect(runner.finished, JSON.stringify({ options, bots })).toBe(true);
      const state = runner.state as SuperState;
      expect(state.stats.flips).toBeGreaterThan(0);
    }
  });

  it("hard beats easy on average over seeded games", () => {
    let hard = 0;
    let easy = 0;
    let hardWins = 0;
    for (let g = 0; g < 12; g++) {
      const runner = playWithBots(setSuper, {}, ["easy", "hard"], `duel-${g}`);
      const scores = runner.outcome?.scores ?? [0, 0];
      easy += scores[0] ?? 0;
      hard += scores[1] ?? 0;
      if (runner.outcome?.winners.includes(1)) hardWins++;
    }
    expect(hard).toBeGreaterThan(2 * easy);
    expect(hardWins).toBeGreaterThanOrEqual(10);
  });

  it("flip (with no automatic flip), play super rounds and, when easy, sometimes call wrong", () => {
    let superRounds = 0;
    let joined = 0;
    let wrong = 0;
    for (let g = 0; g < 6; g++) {
      const runner = playWithBots(setSuper, { autoFlip: 0 }, ["easy", "medium", "hard"], `rounds-${g}`);
      const stats = (runner.state as SuperState).stats;
      expect(stats.flips).toBe(81);
      superRounds += stats.superRounds;
      wrong += stats.wrongCalls;
      joined += runner.log.actions.filter((a) => (a.action as { type: string }).type === "super").length;
    }
    expect(superRounds).toBeGreaterThan(0);
    expect(joined).toBeGreaterThan(superRounds); // someone joined an announced round
    expect(wrong).toBeGreaterThan(0);
  });

  it("respect the breathing room after a window: never refused for flipping too early", () => {
    const refused: string[] = [];
    const game: typeof setSuper = {
      ...setSuper,
      apply(state, seat, action, at) {
        const result = setSuper.apply(state, seat, action, at);
        if (!result.ok) refused.push(result.error.code);
        return result;
      },
    };
    let waited = 0;
    for (const [options, seed] of [
      [{ autoFlip: 0 }, "gap-0"],
      [{ autoFlip: 0, windowGap: 4_000 }, "gap-1"],
      [{}, "gap-2"],
    ] as const) {
      const runner = playWithBots(game, options, ["easy", "medium", "hard"], seed);
      expect(runner.finished).toBe(true);
      // Flips by hand that came right at the end of a breathing room: the bots waited for it.
      const states = [...replaySteps<SuperState>(game, runner.log)];
      runner.log.actions.forEach((entry, i) => {
        const before = setSuper.advance(states[i] as SuperState, entry.at);
        if ((entry.action as { type: string }).type === "flip" && before.closedAt !== null) waited++;
      });
    }
    expect(refused.filter((code) => code === "window-gap")).toEqual([]);
    expect(waited).toBeGreaterThan(0);
  });

  it("hard bots never call a wrong set", () => {
    const runner = playWithBots(setSuper, {}, ["hard", "hard", "hard"], "sharp");
    expect((runner.state as SuperState).stats.wrongCalls).toBe(0);
  });
});

describe("a super bot's plans", () => {
  it("flips jitter(flipMs) after its turn began", () => {
    const s = table(2, { autoFlip: 0 });
    const move = bot(0).act(view(s, 0), 0);
    expect(move?.action).toEqual({ type: "flip" });
    expect(move?.delay).toBeGreaterThanOrEqual(0.75 * HUMAN_LEVELS.hard.flipMs);
    expect(move?.delay).toBeLessThanOrEqual(1.25 * HUMAN_LEVELS.hard.flipMs);
    expect(bot(1).act(view(s, 1), 0)).toBeNull();
  });

  it("plans its flip for the end of the breathing room after a window closed", () => {
    const expired = setSuper.advance(
      must(withGrid(table(2, { autoFlip: 0, windowGap: 5_000 }), NO_SET), 1, { type: "call" }, 0),
      5_000,
    );
    const move = bot(0).act(view(expired, 0), 5_000);
    expect(move).toEqual({ action: { type: "flip" }, delay: 5_000 });
    expect(must(expired, 0, { type: "flip" }, 5_000 + (move?.delay ?? 0)).grid).toHaveLength(5);
  });

  it("gives the same plan with the remaining delay when nothing relevant changed", () => {
    const s = withGrid(table(2, { autoFlip: 0 }), ONE_SET);
    const b = bot(1);
    const first = b.act(view(s, 1), 0);
    const again = b.act(view({ ...s, now: 300 }, 1), 300);
    expect(first?.action.type).toBe("pick");
    expect(again?.action).toEqual(first?.action);
    expect(again?.delay).toBe((first?.delay ?? 0) - 300);
  });

  it("calls by picking the first card, then picks the others one by one pressMs apart", () => {
    let s = withGrid(table(2, { autoFlip: 0 }), ONE_SET);
    const b = bot(1);
    const first = b.act(view(s, 1), 0);
    expect(first?.action.type).toBe("pick");
    let at = first?.delay ?? 0;
    s = must(s, 1, first?.action, at);
    const picked: string[] = [];
    for (let i = 0; i < 2; i++) {
      const next = b.act(view(s, 1), at);
      expect(next?.action.type).toBe("pick");
      expect(next?.delay).toBeGreaterThanOrEqual(0.75 * HUMAN_LEVELS.hard.pressMs);
      expect(next?.delay).toBeLessThanOrEqual(1.25 * HUMAN_LEVELS.hard.pressMs);
      at += next?.delay ?? 0;
      s = must(s, 1, next?.action, at);
      if (next?.action.type === "pick") picked.push(next.action.card);
    }
    expect(ONE_SET).toEqual(expect.arrayContaining(picked));
    expect(s.points[1]).toHaveLength(1);
    expect(s.call).toBeNull();
  });

  it("does not call while locked out, while another player calls, or in a super window it is not in", () => {
    const s = withGrid(table(3, { autoFlip: 0 }), ONE_SET);
    const move = (state: SuperState) => bot(1).act(view(state, 1), 0);
    expect(move(s)?.action.type).toBe("pick");
    expect(move({ ...s, locked: [false, true, false] })).toBeNull();
    expect(move({ ...s, call: { caller: 2, picks: [], endsAt: 5_000 } })).toBeNull();
    const round = { phase: "running", participants: [2], endsAt: 10_000, flipped: 0 } as const;
    expect(move({ ...s, superRound: round })).toBeNull();
    expect(move({ ...s, superRound: { ...round, participants: [1, 2] } })?.action.type).toBe("pick");
  });

  it("sees no set on a set-free grid", () => {
    const s = withGrid(table(2, { autoFlip: 0 }), NO_SET);
    expect(bot(1).act(view(s, 1), 0)).toBeNull();
  });

  it("with the debatable rule, looks in a super round only for sets with the flipped card", () => {
    const grid = ["0012", "1012", "2012", "0000", "1111", "2222"]; // 2222 just flipped
    const s = withGrid(table(2, { autoFlip: 0, superMustIncludeFlipped: true }), grid);
    const flipped = s.grid[5] as number;
    const running = {
      ...s,
      superRound: { phase: "running", participants: [1], endsAt: 10_000, flipped } as const,
    };
    for (let seed = 0; seed < 10; seed++) {
      const move = superBots.hard.create(1, Rng.fromSeed(`strict-${seed}`)).act(view(running, 1), 0);
      expect(move?.action.type === "pick" && ["0000", "1111", "2222"].includes(move.action.card)).toBe(true);
    }
  });

  it("joins an announced super round with probability joinSuper", () => {
    const s = must(withGrid(table(3, { autoFlip: 0 }), NO_SET), 2, { type: "super" }, 0);
    const always = new SuperBot(1, Rng.fromSeed("j"), { ...HUMAN_LEVELS.easy, joinSuper: 1 });
    expect(always.act(view(s, 1), 0)?.action).toEqual({ type: "super" });
    const never = new SuperBot(1, Rng.fromSeed("j"), { ...HUMAN_LEVELS.easy, joinSuper: 0 });
    expect(never.act(view(s, 1), 0)).toBeNull();
    const joins = Array.from({ length: 200 }, (_, i) =>
      bot(1, "medium", `join-${i}`).act(view(s, 1), 0),
    ).filter((m) => m?.action.type === "super").length;
    expect(joins / 200).toBeCloseTo(HUMAN_LEVELS.medium.joinSuper, 1);
  });

  it("sometimes announces a super round when behind on a large grid, never when ahead or on a small grid", () => {
    expect(LARGE).toHaveLength(SUPER_GRID_CARDS);
    const base = withGrid(table(2, { autoFlip: 0 }), LARGE);
    const behind = withPoints(base, 0, 3);
    const ahead = withPoints(base, 1, 3);
    const small = withPoints(withGrid(table(2, { autoFlip: 0 }), LARGE.slice(0, SUPER_GRID_CARDS - 1)), 0, 3);
    const announces = (s: SuperState) =>
      Array.from({ length: 100 }, (_, i) => bot(1, "easy", `announce-${i}`).act(view(s, 1), 0)).filter(
        (m) => m?.action.type === "super",
      ).length;
    expect(announces(behind)).toBeGreaterThan(0);
    expect(announces(ahead)).toBe(0);
    expect(announces(small)).toBe(0);
  });
});
