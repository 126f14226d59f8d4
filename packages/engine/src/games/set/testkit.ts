import { expect } from "vitest";
import type { SetsAnalysis } from "../../core/analysis.js";
import { VirtualClock } from "../../core/clock.js";
import type { AnyGame, Seat } from "../../core/game.js";
import type { LogEntry, MatchLog } from "../../core/log.js";
import { act, parseOptions } from "../../core/play.js";
import { TableRunner } from "../../core/runner.js";

/** Hours of game time a test match may take at most. */
const MATCH_LIMIT_MS = 4 * 60 * 60 * 1000;

/**
 * For the SET games whose views share their seat-free parts (view.ts): plays the `tables` to their
 * end with bots, checking every view a bot is given against the reference view (built afresh, key
 * order included) as it is asked for, then asks again, out of order, for a seventh of the states
 * seen, for a spectator and the first two seats. Tests only (excluded from the build).
 */
export function expectViewsLikeReference<S>(options: {
  readonly game: AnyGame;
  readonly view: (state: S, seat: number | null) => unknown;
  readonly reference: (state: S, seat: number | null) => unknown;
  readonly tables: readonly { readonly bots: readonly string[]; readonly options: object }[];
  /** The states the matches must at least go through, for the test to mean something. */
  readonly minStates: number;
}): void {
  const { view, reference } = options;
  const states: S[] = [];
  const checked = {
    ...options.game,
    view: (state: S, seat: number | null) => {
      states.push(state);
      const shown = view(state, seat);
      expect(JSON.stringify(shown)).toBe(JSON.stringify(reference(state, seat)));
      return shown;
    },
  } as AnyGame;
  for (const [i, { bots, options: tableOptions }] of options.tables.entries()) {
    const clock = new VirtualClock();
    const runner = new TableRunner({
      game: checked,
      options: tableOptions,
      seed: `views ${i}`,
      seats: bots.map((bot) => ({ bot })),
      clock,
    });
    runner.start();
    clock.run(MATCH_LIMIT_MS, () => runner.finished);
    expect(runner.finished).toBe(true);
  }
  expect(states.length).toBeGreaterThan(options.minStates);
  const again = states
    .slice()
    .reverse()
    .filter((_, k) => k % 7 === 0);
  for (const state of again)
    for (const seat of [null, 0, 1])
      expect(JSON.stringify(view(state, seat))).toBe(JSON.stringify(reference(state, seat)));
}

/**
 * A match log written by hand, action by action, with the state after each at hand (so that a test
 * can look at the table before choosing its next move). Every action must be accepted. Tests only.
 */
export class LogWriter<S> {
  readonly actions: LogEntry[] = [];
  state: S;
  private until: number | undefined;

  constructor(
    readonly game: AnyGame,
    readonly options: Record<string, unknown>,
    readonly seats: number,
    readonly seed: string,
  ) {
    const parsed = parseOptions(game, options);
    if (!parsed.ok) throw new Error(parsed.error.message);
    this.state = game.setup(parsed.value, seats, seed) as S;
  }

  /** Plays `action` for `seat` at `at`; returns the state after it. */
  play(seat: Seat, action: unknown, at: number): S {
    const result = act(this.game, this.state, this.seats, seat, action, at);
    if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
    this.actions.push({ seq: this.actions.length, at, seat, action: result.value.action });
    this.state = result.value.state as S;
    return this.state;
  }

  /** The state as it will be at `at` if nobody acts before (deadlines due meanwhile happen). */
  at(time: number): S {
    return this.game.advance(this.state, time) as S;
  }

  /** The match brought up to `at` with no action (deadlines due meanwhile happen); the log ends there. */
  advance(at: number): S {
    this.state = this.game.advance(this.state, at) as S;
    this.until = at;
    return this.state;
  }

  get log(): MatchLog {
    const log: MatchLog = {
      game: this.game.id,
      options: this.options,
      seed: this.seed,
      seats: Array.from({ length: this.seats }, (_, seat) => ({ name: `P${seat + 1}` })),
      actions: [...this.actions],
    };
    return this.until === undefined ? log : { ...log, until: this.until };
  }
}

/** The same set whatever the order of its cards (as the analysis compares them). */
export function setKey(cards: readonly string[]): string {
  return [...cards].sort().join(" ");
}

/**
 * What every SET analysis must satisfy, whatever the match: players' sets add up to the claims, each
 * player missed the others' sets and every unclaimed set, times are ordered (0 ≤ found ≤ waited,
 * called ≤ taken), claims come in order, and a second analysis of the log is the same. Tests only.
 */
export function expectSetsInvariants(
  analyse: () => SetsAnalysis,
  counts: { readonly sets: number; readonly wrongClaims: number },
): SetsAnalysis {
  const analysis = analyse();
  expect(analysis.claims).toHaveLength(counts.sets);
  expect(analysis.wrongClaims).toHaveLength(counts.wrongClaims);
  expect(analysis.players.reduce((n, player) => n + player.sets, 0)).toBe(counts.sets);
  for (const player of analysis.players) {
    expect(player.missed).toBe(counts.sets - player.sets + analysis.unclaimed.length);
    expect(player.wrongClaims).toBe(
      analysis.wrongClaims.filter((claim) => claim.seat === player.seat).length,
    );
  }
  let last = 0;
  for (const claim of analysis.claims) {
    expect(claim.foundInMs).toBeGreaterThanOrEqual(0);
    expect(claim.waitedMs).toBeGreaterThanOrEqual(claim.foundInMs);
    expect(claim.calledAt).toBeGreaterThanOrEqual(claim.waitedMs);
    expect(claim.at).toBeGreaterThanOrEqual(Math.max(claim.calledAt, last));
    last = claim.at;
  }
  for (const set of analysis.unclaimed) expect(set.at).toBeGreaterThanOrEqual(set.since);
  expect(JSON.stringify(analyse())).toBe(JSON.stringify(analysis));
  return analysis;
}
