import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { AnyGame, Seat } from "../../../core/game.js";
import { VirtualClock } from "../../../core/clock.js";
import { Rng } from "../../../core/prng.js";
import { TableRunner } from "../../../core/runner.js";
import { checkBotMatchesReplay, playWithBots } from "../../../core/testkit.js";
import { HUMAN_LEVELS, type HumanLevel } from "../bots.js";
import { cardCode, cardId, fullDeck } from "../cards.js";
import {
  CHAIN_FACTOR,
  CLASSIC_DEFAULT_BOT,
  ClassicBot,
  classicBots,
  KIND_FACTOR,
  REFERENCE_FEATURES,
  RELOOK_SHARE,
} from "./bots.js";
import { setClassic } from "./game.js";
import { CLASSIC_MODES, MODES, type ClassicMode } from "./modes.js";
import { findSolutions, isSolution } from "./solutions.js";
import type { ClassicState } from "./state.js";
import type { ClassicView } from "./view.js";

const game = setClassic as AnyGame;

const LEVELS = ["easy", "medium", "hard"] as const;

/** A level without randomness in its times: the median reaction, no pauses between cards. */
const exact = (level: HumanLevel): HumanLevel => ({ ...level, spread: 0, pressMs: 0 });

function setup(
  mode: ClassicMode,
  seed: string,
  seats = 2,
  extra: Record<string, unknown> = {},
): ClassicState {
  const options = setClassic.options.parse({ mode, ...extra });
  return setClassic.setup(options, seats, seed);
}

/** The right claims of a state (chained: with the reuse rule), as the rules see them. */
function rightClaims(s: ClassicState): number[][] {
  const mode = MODES[s.options.mode];
  const search = s.chain.length > 0 ? { chain: s.chain, reuse: mode.chain } : {};
  return findSolutions(mode.kind, mode.shape, [...s.board], search);
}

/** A state `steps` right claims into a match (seat 1 claims, one a second), or the last one reached. */
function played(mode: ClassicMode, seed: string, steps: number): ClassicState {
  let s = setup(mode, seed);
  const shape = MODES[mode].shape;
  const found = new Set<string>();
  for (let i = 0; i < steps && setClassic.outcome(s) === null; i++) {
    const claims = rightClaims(s).filter((c) => !found.has([...c].sort((a, b) => a - b).join(",")));
    const pick = claims[Rng.fromSeed(`${seed}/${i}`).int(Math.max(1, claims.length))];
    if (!pick) break;
    const at = (i + 1) * 1_000;
    const result = setClassic.apply(
      setClassic.advance(s, at),
      1,
      {
        type: "claim",
        cards: pick.map((id) => cardCode(shape, id)),
      },
      at,
    );
    if (!result.ok) throw new Error(result.error.message);
    if (mode === "puzzle") found.add([...pick].sort((a, b) => a - b).join(","));
    s = result.value;
  }
  return s;
}

/** Is this claim one the rules score, on the view's table (chained: reusing exactly its share)? */
function scores(view: ClassicView, cards: readonly string[]): boolean {
  const shape = MODES[view.mode].shape;
  const onTable = cards.every((c) => view.board.includes(c) || view.chain.includes(c));
  const reused = cards.filter((c) => view.chain.includes(c)).length;
  const reuse = view.chain.length > 0 ? view.chainReuse : 0;
  const found = (view.puzzle?.found ?? []).some((f) => [...f].sort().join() === [...cards].sort().join());
  return (
    onTable &&
    !found &&
    new Set(cards).size === cards.length &&
    reused === reuse &&
    isSolution(
      view.kind,
      shape,
      cards.map((c) => cardId(shape, c)),
    )
  );
}

const claimOf = (bot: ClassicBot, view: ClassicView, now = view.now) => bot.act(view, now);

describe("classic SET bots", () => {
  it("offer the three human levels, medium by default", () => {
    expect(Object.keys(classicBots)).toEqual(["easy", "medium", "hard"]);
    expect(setClassic.bots).toBe(classicBots);
    expect(setClassic.defaultBot).toBe(CLASSIC_DEFAULT_BOT);
    expect(classicBots[CLASSIC_DEFAULT_BOT]).toBeDefined();
    for (const level of LEVELS) expect(classicBots[level]?.budget?.default).toBeGreaterThan(0);
  });

  it.each(CLASSIC_MODES)("%s: a hard bot claims a valid solution of any table reached by play", (mode) => {
    fc.assert(
      fc.property(fc.string({ maxLength: 8 }), fc.integer({ min: 0, max: 12 }), (seed, steps) => {
        const s = played(mode, seed, steps);
        if (setClassic.outcome(s) !== null) return;
        const view = setClassic.view(s, 0);
        const move = claimOf(new ClassicBot(0, HUMAN_LEVELS.hard, Rng.fromSeed(seed)), view);
        expect(move).not.toBeNull();
        const cards = move?.action.cards ?? [];
        expect(cards).toHaveLength(view.claimSize);
        expect(scores(view, cards), `${cards.join(" ")} on ${view.board.join(" ")}`).toBe(true);
      }),
      { numRuns: 40 },
    );
  });

  it.each(CLASSIC_MODES)("%s: answers from the view alone (same view, same rng: same answer)", (mode) => {
    fc.assert(
      fc.property(fc.string({ maxLength: 8 }), fc.integer({ min: 0, max: 10 }), (seed, steps) => {
        const view = setClassic.view(played(mode, seed, steps), 0);
        for (const level of LEVELS) {
          const first = classicBots[level]!.create(0, Rng.fromSeed(seed)).act(view, view.now);
          // A copy of the view, so that nothing but its contents can matter.
          const copy = JSON.parse(JSON.stringify(view)) as ClassicView;
          const second = classicBots[level]!.create(0, Rng.fromSeed(seed)).act(copy, view.now);
          expect(second).toEqual(first);
        }
      }),
      { numRuns: 20 },
    );
  });

  it("are given only their own seat's view by the runner", () => {
    for (const mode of CLASSIC_MODES) {
      const clock = new VirtualClock();
      let asked = 0;
      const spy: AnyGame = {
        ...game,
        bots: {
          spy: {
            description: "checks what it is given",
            create(seat, rng) {
              const inner = classicBots.hard!.create(seat, rng);
              return {
                act(view: unknown, now: number) {
                  asked++;
                  expect(view).toEqual(setClassic.view(runner.state as ClassicState, seat));
                  return inner.act(view as ClassicView, now);
                },
              };
            },
          },
        },
      };
      const runner: TableRunner = new TableRunner({
        game: spy,
        options: { mode },
        seed: `spy-${mode}`,
        seats: [{ bot: "spy" }, { bot: "spy" }],
        clock,
      });
      runner.start();
      clock.run(4 * 3_600_000, () => runner.finished);
      expect(runner.finished, mode).toBe(true);
      expect(asked).toBeGreaterThan(10);
    }
  });

  it("react faster the more solutions the table holds, slower for harder kinds", () => {
    const level = exact(HUMAN_LEVELS.hard);
    const delayOn = (mode: ClassicMode, board: string[]): { delay: number; solutions: number } => {
      const view = { ...setClassic.view(setup(mode, "t"), 0), board };
      const shape = MODES[mode].shape;
      const solutions = findSolutions(
        view.kind,
        shape,
        board.map((c) => cardId(shape, c)),
      ).length;
      return { delay: claimOf(new ClassicBot(0, level, Rng.fromSeed("x")), view)?.delay ?? NaN, solutions };
    };
    // One set (0000 0001 0002) among cards that make no other.
    const one = delayOn("normal", ["0000", "0001", "0002", "0011", "1010", "1100"]);
    const many = delayOn("normal", ["0000", "0001", "0002", "0010", "0011", "0012", "0020", "0021", "0022"]);
    expect(one.solutions).toBe(1);
    expect(many.solutions).toBeGreaterThan(4);
    expect(one.delay).toBe(level.reactionMs);
    expect(many.delay).toBe(Math.round(level.reactionMs / Math.sqrt(many.solutions)));
    expect(many.delay).toBeLessThan(one.delay);
    // One ultraset (0000 + 0011 = 0001 + 0010: both complete to 0022) among cards making no other.
    const ultra = delayOn("ultraset", ["0000", "0011", "0001", "0010"]);
    expect(ultra.solutions).toBe(1);
    expect(ultra.delay).toBe(level.reactionMs * KIND_FACTOR.ultraset);
    // Junior: three features, quicker.
    const junior = delayOn("junior", ["000", "001", "002", "011", "110"]);
    expect(junior.solutions).toBe(1);
    expect(junior.delay).toBe(Math.round((level.reactionMs * 3) / REFERENCE_FEATURES));
  });

  it("take a ghostset longer than a set", () => {
    const level = exact(HUMAN_LEVELS.medium);
    // Six cards adding up to 0 (mod 3) on every feature.
    const board = ["0001", "0002", "0010", "0020", "1000", "2000"];
    const shape = MODES.ghostset.shape;
    expect(
      findSolutions(
        "ghostset",
        shape,
        board.map((c) => cardId(shape, c)),
      ),
    ).toHaveLength(1);
    const view = { ...setClassic.view(setup("ghostset", "g"), 0), board };
    const move = claimOf(new ClassicBot(0, level, Rng.fromSeed("g")), view);
    expect([...(move?.action.cards ?? [])].sort()).toEqual([...board].sort());
    expect(move?.delay).toBe(level.reactionMs * KIND_FACTOR.ghostset);
  });

  it.each(["setchain", "ultrachain"] as const)("%s: always claims with the reuse rule", (mode) => {
    let chained = 0;
    for (let i = 0; i < 30; i++) {
      const s = played(mode, `chain-${i}`, 1 + (i % 6));
      if (setClassic.outcome(s) !== null) continue;
      const view = setClassic.view(s, 0);
      expect(view.chain).toHaveLength(MODES[mode].chain > 0 ? view.claimSize : 0);
      const cards = claimOf(new ClassicBot(0, HUMAN_LEVELS.hard, Rng.fromSeed(`${i}`)), view)?.action.cards;
      expect(cards).toBeDefined();
      expect(cards?.filter((c) => view.chain.includes(c))).toHaveLength(MODES[mode].chain);
      expect(scores(view, cards ?? [])).toBe(true);
      chained++;
    }
    expect(chained).toBeGreaterThan(20);
  });

  it("setchain: looks quicker with a chain to start from", () => {
    const level = exact(HUMAN_LEVELS.hard);
    const s = played("setchain", "quick", 2);
    const view = setClassic.view(s, 0);
    const solutions = rightClaims(s).length;
    const move = claimOf(new ClassicBot(0, level, Rng.fromSeed("q")), view);
    expect(move?.delay).toBe(Math.round(Math.round(level.reactionMs / Math.sqrt(solutions)) * CHAIN_FACTOR));
  });

  it("puzzle: never claims a solution already found, and waits when all are", () => {
    const s = setup("puzzle", "puzzle");
    const view = setClassic.view(s, 0);
    const shape = MODES.puzzle.shape;
    const all = rightClaims(s).map((c) => c.map((id) => cardCode(shape, id)).sort());
    expect(all.length).toBeGreaterThan(1);
    for (let i = 0; i < all.length; i++) {
      const found = all.filter((_, j) => j !== i);
      const puzzle = { total: all.length, found };
      for (const seed of ["p", "q", "r"]) {
        const cards = claimOf(new ClassicBot(0, HUMAN_LEVELS.hard, Rng.fromSeed(seed)), { ...view, puzzle })
          ?.action.cards;
        expect([...(cards ?? [])].sort()).toEqual(all[i]);
      }
    }
    const done = { ...view, puzzle: { total: all.length, found: all } };
    expect(claimOf(new ClassicBot(0, HUMAN_LEVELS.hard, Rng.fromSeed("p")), done)).toBeNull();
  });

  it("puzzle: looks again when another player finds one", () => {
    const s = setup("puzzle", "again");
    const view = setClassic.view(s, 0);
    const bot = new ClassicBot(0, HUMAN_LEVELS.hard, Rng.fromSeed("again"));
    const first = claimOf(bot, view);
    const cards = [...(first?.action.cards ?? [])].sort();
    const after = { ...view, now: 500, puzzle: { total: view.puzzle?.total ?? 0, found: [cards] } };
    const next = claimOf(bot, after, 500);
    expect([...(next?.action.cards ?? [])].sort()).not.toEqual(cards);
  });

  it("wait out a freeze, then claim what they planned", () => {
    const view = setClassic.view(setup("normal", "frozen"), 0);
    const free = claimOf(new ClassicBot(0, HUMAN_LEVELS.hard, Rng.fromSeed("f")), view);
    const until = 1_000_000;
    const players = view.players.map((p, seat) => (seat === 0 ? { ...p, frozenUntil: until } : p));
    const frozen = claimOf(new ClassicBot(0, HUMAN_LEVELS.hard, Rng.fromSeed("f")), { ...view, players });
    expect(frozen?.action).toEqual(free?.action);
    expect(frozen?.delay).toBe(until);
    expect(free?.delay).toBeLessThan(until);
  });

  it("keep their plan while the table does not change", () => {
    const view = setClassic.view(setup("normal", "keep"), 0);
    const bot = new ClassicBot(0, HUMAN_LEVELS.medium, Rng.fromSeed("k"));
    const first = claimOf(bot, view);
    // Another player's wrong claim changes the view, not the table.
    const players = view.players.map((p, seat) => (seat === 1 ? { ...p, wrong: 1 } : p));
    const again = bot.act({ ...view, players, now: 700 }, 700);
    expect(again).toEqual({ action: first?.action, delay: (first?.delay ?? 0) - 700 });
  });

  it("make near misses at their level's rate, then look again carefully", () => {
    const view = setClassic.view(setup("normal", "miss"), 0);
    const clumsy = new ClassicBot(0, { ...HUMAN_LEVELS.easy, mistakeRate: 1 }, Rng.fromSeed("m"));
    const wrong = claimOf(clumsy, view);
    expect(wrong?.action.cards).toHaveLength(3);
    expect(scores(view, wrong?.action.cards ?? [])).toBe(false);
    const players = view.players.map((p, seat) => (seat === 0 ? { ...p, wrong: 1 } : p));
    const level = exact({ ...HUMAN_LEVELS.easy, mistakeRate: 1 });
    const careful = new ClassicBot(0, level, Rng.fromSeed("m"));
    careful.act(view, 0);
    const right = careful.act({ ...view, players, now: 9_000 }, 9_000);
    expect(scores(view, right?.action.cards ?? [])).toBe(true);
    const solutions = rightClaims(setup("normal", "miss")).length;
    const look = Math.round(level.reactionMs / Math.sqrt(solutions));
    expect(right?.delay).toBeGreaterThanOrEqual(Math.floor(look * RELOOK_SHARE * 0.75));
    expect(right?.delay).toBeLessThanOrEqual(Math.ceil(look * RELOOK_SHARE * 1.25));
  });

  it("hard bots never claim wrong; easy ones sometimes do", () => {
    const wrong = (level: string) =>
      ["w1", "w2", "w3"].reduce(
        (n, seed) =>
          n +
          ((playWithBots(game, { mode: "normal" }, [level, level], seed).state as ClassicState).counters
            .wrongClaims ?? 0),
        0,
      );
    expect(wrong("hard")).toBe(0);
    expect(wrong("easy")).toBeGreaterThan(0);
  });

  it("make no move when they see no solution, or when their look runs out of work", () => {
    // A table with no set: greedily, cards that make none with the cards before them.
    const shape = MODES.normal.shape;
    const board: number[] = [];
    for (const card of fullDeck(shape)) {
      if (board.length === 12) break;
      if (findSolutions("set", shape, [...board, card]).length === 0) board.push(card);
    }
    expect(board).toHaveLength(12);
    const view = setClassic.view(setup("normal", "none"), 0);
    const none = { ...view, board: board.map((id) => cardCode(shape, id)) };
    expect(claimOf(new ClassicBot(0, HUMAN_LEVELS.hard, Rng.fromSeed("n")), none)).toBeNull();
    expect(claimOf(new ClassicBot(0, HUMAN_LEVELS.hard, Rng.fromSeed("n"), 1), view)).toBeNull();
    expect(claimOf(new ClassicBot(0, HUMAN_LEVELS.hard, Rng.fromSeed("n")), view)).not.toBeNull();
  });

  it("make no move for a finished game or another seat's view", () => {
    const view = setClassic.view(setup("normal", "over"), 0);
    const bot = () => new ClassicBot(0, HUMAN_LEVELS.hard, Rng.fromSeed("o"));
    expect(claimOf(bot(), { ...view, finished: true, winners: [0] })).toBeNull();
    expect(claimOf(bot(), { ...view, seat: 1 as Seat })).toBeNull();
    expect(claimOf(bot(), { ...view, seat: null })).toBeNull();
  });

  describe.each(CLASSIC_MODES)("%s: bot matches", (mode) => {
    it.each(LEVELS)("%s bots play to the end, and their logs replay", (level) => {
      checkBotMatchesReplay(game, { mode }, [level, level], [`${mode}-${level}-1`]);
    });

    it("mixed levels and penalties play to the end; the deck and table end with no solution", () => {
      for (const [i, penalty] of (["none", "point", "freeze"] as const).entries()) {
        const runner = playWithBots(game, { mode, penalty }, ["easy", "medium", "hard"], `${mode}-mix-${i}`);
        expect(runner.finished).toBe(true);
        const s = runner.state as ClassicState;
        expect(s.deck).toEqual([]);
        // Puzzle: the last table's solutions all found; else none left on the table.
        if (mode === "puzzle") expect(s.puzzleFound).toHaveLength(s.puzzleTotal);
        else expect(rightClaims(s)).toHaveLength(0);
      }
    });
  });
});
