/**
 * Property tests every game must pass (used by each game's `*.contract.test.ts`): cards are
 * conserved at every step, replaying the log gives the live state, no view leaks a secret, and
 * refused actions change nothing. Test-only: excluded from the build.
 */
import fc from "fast-check";
import { expect } from "vitest";
import { VirtualClock } from "./clock.js";
import type { AnyGame, Seat } from "./game.js";
import type { LogEntry, MatchLog } from "./log.js";
import { replayWith } from "./log.js";
import { act, parseOptions } from "./play.js";
import { TableRunner } from "./runner.js";

export interface ContractProbe<S> {
  readonly game: AnyGame;
  /** Table options to try (raw, as a client would send them). */
  readonly options: fc.Arbitrary<Record<string, unknown>>;
  readonly seats: fc.Arbitrary<number>;
  /** Every card the state holds, wherever it is, as codes: always a permutation of `deck`. */
  cards(state: S): string[];
  /** The full deck for these (parsed) options, as codes. */
  deck(options: never): string[];
  /** Card codes that `view(state, seat)` must not contain (deck order, others' hidden cards). */
  secrets(state: S, seat: Seat | null): string[];
  /** Moves worth trying for a seat now: legal and illegal ones alike (malformed ones are added). */
  moves(state: S, seat: Seat): unknown[];
}

const MALFORMED: unknown[] = [
  null,
  42,
  "flip",
  { type: "no-such-move" },
  { type: "call", cards: "nope" },
  [],
  {},
];

function snapshot(value: unknown): string {
  return JSON.stringify(value);
}

function sorted(cards: readonly string[]): string[] {
  return [...cards].sort();
}

/** Asserts that no secret of `seat` appears in its view, and that no view carries the PRNG. */
export function expectNoLeak<S>(probe: ContractProbe<S>, state: S, seat: Seat | null): void {
  const text = snapshot(probe.game.view(state, seat));
  for (const secret of probe.secrets(state, seat)) {
    if (text.includes(`"${secret}"`)) {
      throw new Error(`view of seat ${String(seat)} leaks hidden card ${secret}: ${text}`);
    }
  }
  expect(text).not.toMatch(/"rng"/);
}

/**
 * Random play with every kind of input at random times, checking the four invariants after every
 * step. Returns nothing; fails the test on the first counterexample (fast-check shrinks it).
 */
export function checkContract<S>(probe: ContractProbe<S>, runs = 40, steps = 120): void {
  fc.assert(
    fc.property(
      probe.options,
      probe.seats,
      fc.string({ minLength: 1, maxLength: 8 }),
      fc.array(fc.tuple(fc.nat(), fc.nat(), fc.integer({ min: 0, max: 6_000 })), {
        minLength: 1,
        maxLength: steps,
      }),
      (rawOptions, seats, seed, choices) => {
        const game = probe.game;
        const parsed = parseOptions(game, rawOptions);
        if (!parsed.ok) throw new Error(`probe produced bad options: ${parsed.error.message}`);
        const deck = sorted(probe.deck(parsed.value as never));
        let state = game.setup(parsed.value, seats, seed) as S;
        const actions: LogEntry[] = [];
        let at = 0;
        const check = (s: S): void => {
          expect(sorted(probe.cards(s))).toEqual(deck);
          for (let seat = -1; seat < seats; seat++) expectNoLeak(probe, s, seat < 0 ? null : seat);
        };
        check(state);
        for (const [seatChoice, moveChoice, dt] of choices) {
          if (game.outcome(state) !== null) break;
          at += dt;
          const seat = seatChoice % seats;
          const moves = [...probe.moves(game.advance(state, at) as S, seat), ...MALFORMED];
          const raw = moves[moveChoice % moves.length];
          const before = snapshot(state);
          const result = act(game, state, seats, seat, raw, at);
          expect(snapshot(state)).toBe(before); // never mutated, accepted or not
          if (result.ok) {
            state = result.value.state as S;
            actions.push({ seq: actions.length + 1, at, seat, action: result.value.action });
          } else {
            expect(result.error.code).toMatch(/^[a-z-]+$/);
            expect(result.error.message.length).toBeGreaterThan(0);
            state = game.advance(state, at) as S;
          }
          check(state);
        }
        const log: MatchLog = {
          game: game.id,
          options: rawOptions,
          seed,
          seats: Array(seats).fill({}),
          actions,
          until: at,
        };
        expect(snapshot(replayWith(game, log).state)).toBe(snapshot(state));
      },
    ),
    { numRuns: runs },
  );
}

/** Plays a whole match with bots on a virtual clock and returns the runner (finished or capped). */
export function playWithBots(
  game: AnyGame,
  options: Record<string, unknown>,
  bots: readonly string[],
  seed: string,
  maxTime = 4 * 3_600_000,
): TableRunner {
  const clock = new VirtualClock();
  const runner = new TableRunner({ game, options, seed, seats: bots.map((bot) => ({ bot })), clock });
  runner.start();
  clock.run(maxTime, () => runner.finished);
  return runner;
}

/** Bot matches end, and their logs replay to the same state and outcome. */
export function checkBotMatchesReplay(
  game: AnyGame,
  options: Record<string, unknown>,
  bots: readonly string[],
  seeds: readonly string[],
): void {
  for (const seed of seeds) {
    const runner = playWithBots(game, options, bots, seed);
    expect(runner.finished, `match with seed ${seed} did not finish`).toBe(true);
    const replayed = replayWith(game, runner.log);
    expect(snapshot(replayed.state)).toBe(snapshot(runner.state));
    expect(replayed.outcome).toEqual(runner.outcome);
  }
}
