/**
 * The analysis of a finished SET match (issue 37): the SET games are races, so what it measures is
 * speed, set by set, rather than the worth of moves. One implementation for the four games, each
 * giving a small `SetsTable` that reads its spectator view.
 *
 * The log is replayed; the table is looked at after the setup, after every action, and at every
 * deadline between actions at its own time (a countdown's reshuffle, an automatic flip, a call window
 * running out). Only the spectator's view is read: the cards on the table and the events everyone was
 * told of, never the deck, so everything here is what every player saw. The sets on the table are
 * those a claim could take then (`SetsTable.offered`), found with the engine's finders.
 *
 * Definitions (times are game times in ms):
 * - The table *changes* when its cards or their places change, or the sets it offers do (a chain's
 *   previous solution, a puzzle's solutions found).
 * - A claim is *called* when its player claims it (in SET Super Rules, when they call SET, since the
 *   table cannot change while they point out the cards; elsewhere a claim is one action).
 * - `foundInMs` (time to find): from the table's last change before the call to the call. The table
 *   held the claimed set all that time, as it did not change.
 * - `waitedMs`: from the moment the table last came to hold at least one set to the call, where a set
 *   taken starts the wait again (a set left on the table then waits anew): how long the players had
 *   had a set in front of them without anyone taking one. A reshuffle, a flip or a grown pool that
 *   leaves a set on the table does not break the wait, so `waitedMs` ≥ `foundInMs`.
 * - `ofOwnAverage`: the claim's `foundInMs` over its player's mean `foundInMs` in the match.
 * - `unclaimed`: every set that left the table when it changed without a set being taken (a
 *   reshuffle), and every set still on the table when the match ended (or the log stops, for a match
 *   that did not end: `until`, the log's last action or its `until`). Sets broken up by a set taken
 *   (they shared a card with it) are not counted: one claim could only take one of them.
 * - `missed`, per player: the sets the other players took, and every unclaimed set.
 */
import type { AnalysisOptions, GameAnalysis, SetsAnalysis } from "../../core/analysis.js";
import type { AnyGame, Seat } from "../../core/game.js";
import { replaySteps, type LogEntry, type MatchLog } from "../../core/log.js";
import { cardCode, cardId, type DeckShape } from "./cards.js";
import { finderFor } from "./finder.js";

export type SetClaim = SetsAnalysis["claims"][number];
export type WrongClaim = SetsAnalysis["wrongClaims"][number];
export type SetsPlayer = SetsAnalysis["players"][number];
export type UnclaimedSet = SetsAnalysis["unclaimed"][number];

/**
 * What a SET game's view tells of claims, numbered as the game numbers its events (`n` grows by one
 * per event of any kind): a call opened (SET Super Rules), a set taken, a claim judged wrong or left
 * unfinished.
 */
export type TableEvent =
  | { readonly kind: "call"; readonly n: number; readonly at: number; readonly seat: Seat }
  | {
      readonly kind: "set" | "wrong";
      readonly n: number;
      readonly at: number;
      readonly seat: Seat;
      readonly cards: readonly string[];
      /** A call whose window ran out before all its cards were pointed out. */
      readonly unfinished?: boolean;
    };

/** How the analysis reads one SET game's spectator view. */
export interface SetsTable<View> {
  /** What lies on the table, as one string: it changes exactly when the cards or their places do. */
  layout(view: View): string;
  /** The sets a claim could take now, each as its cards' codes. */
  offered(view: View): readonly (readonly string[])[];
  /** The calls and claims among the view's events, oldest first. */
  events(view: View): readonly TableEvent[];
}

/** A SET game's analysis (`GameDefinition.analysis`). */
export function setsAnalysis<View>(table: SetsTable<View>): GameAnalysis {
  return { kind: "sets", analyse: (game, log, options) => analyseSets(game, log, table, options) };
}

/** A moment the table is looked at: after the setup, an action (`index` in the log), or a deadline. */
interface Moment {
  readonly state: unknown;
  readonly at: number;
  readonly index: number | null;
}

/** The deadlines due from `state` up to `until`, each processed at its own time. */
function* deadlinesUntil(game: AnyGame, state: unknown, until: number): Generator<Moment> {
  let s = state;
  let last: number | null = null;
  // A deadline that comes back unchanged made no progress: stop rather than loop.
  for (
    let due = game.nextDeadline(s);
    due !== null && due <= until && due !== last;
    due = game.nextDeadline(s)
  ) {
    s = game.advance(s, due);
    last = due;
    yield { state: s, at: due, index: null };
  }
}

/** Every moment of the match, in order: the setup, then each action after the deadlines before it. */
function* momentsOf(game: AnyGame, log: MatchLog): Generator<Moment> {
  let before: unknown = null;
  let index = -1;
  for (const state of replaySteps(game, log)) {
    if (index < 0) yield { state, at: 0, index: null };
    else {
      const { at } = log.actions[index] as LogEntry;
      yield* deadlinesUntil(game, before, at);
      yield { state, at, index };
    }
    before = state;
    index++;
  }
  if (log.until !== undefined) yield* deadlinesUntil(game, before, log.until);
}

/** A set on the table, and since when it has been there without a break. */
interface OnTable {
  readonly cards: readonly string[];
  readonly since: number;
}

/** Where the table stood when a player called: what their claim's times count from. */
interface Call {
  readonly at: number;
  readonly changedAt: number;
  readonly waitingSince: number;
}

/** The same set whatever the order of its cards. */
function keyOf(cards: readonly string[]): string {
  return [...cards].sort().join(" ");
}

/** The match followed moment by moment; the analysis is read off it at the end. */
class SetsTimeline<View> {
  readonly claims: Omit<SetClaim, "ofOwnAverage">[] = [];
  readonly wrongClaims: WrongClaim[] = [];
  readonly unclaimed: UnclaimedSet[] = [];
  private lastEvent = 0;
  private layout: string | null = null;
  private onTable = new Map<string, OnTable>();
  private changedAt = 0;
  /** Since when the table has held a set that nobody took; null while it holds none. */
  private waitingSince: number | null = null;
  private readonly calls = new Map<Seat, Call>();

  constructor(private readonly table: SetsTable<View>) {}

  /** Looks at the table at one moment: first its claims, then how the table changed. */
  observe(view: View, moment: Moment): void {
    const fresh = this.table.events(view).filter((event) => event.n > this.lastEvent);
    let taken = false;
    for (const event of fresh) {
      this.lastEvent = event.n;
      taken = this.judged(event, moment.index) || taken;
    }
    this.look(view, moment.at, taken);
  }

  /** The match ended at `at`: the sets still on the table were never claimed. */
  end(at: number): void {
    for (const set of this.onTable.values()) this.unclaimed.push({ ...set, at, reason: "end" });
    this.onTable.clear();
  }

  /** Records a call or a judged claim; true when a set was taken. */
  private judged(event: TableEvent, index: number | null): boolean {
    if (event.kind === "call") {
      this.calls.set(event.seat, this.callAt(event.at));
      return false;
    }
    const call = this.calls.get(event.seat) ?? this.callAt(event.at);
    this.calls.delete(event.seat);
    const { seat, at, cards } = event;
    if (event.kind === "wrong") {
      this.wrongClaims.push({ index, seat, at, cards, unfinished: event.unfinished === true });
      return false;
    }
    this.claims.push({
      index,
      seat,
      at,
      calledAt: call.at,
      cards,
      foundInMs: call.at - call.changedAt,
      waitedMs: call.at - call.waitingSince,
    });
    return true;
  }

  /** Where the table stands for a call at `at`. */
  private callAt(at: number): Call {
    return { at, changedAt: this.changedAt, waitingSince: this.waitingSince ?? at };
  }

  /** The table after the moment's claims: what changed, what left it unclaimed, the wait. */
  private look(view: View, at: number, taken: boolean): void {
    const layout = this.table.layout(view);
    const now = new Map<string, OnTable>();
    for (const cards of this.table.offered(view)) {
      const key = keyOf(cards);
      now.set(key, this.onTable.get(key) ?? { cards, since: at });
    }
    const changed =
      layout !== this.layout ||
      now.size !== this.onTable.size ||
      [...now.keys()].some((key) => !this.onTable.has(key));
    if (changed) {
      if (!taken) this.sweep(now, at);
      this.changedAt = at;
    }
    this.layout = layout;
    this.onTable = now;
    this.waitingSince = now.size === 0 ? null : taken || this.waitingSince === null ? at : this.waitingSince;
  }

  /** The table changed without a claim: the sets it no longer holds left it unclaimed. */
  private sweep(now: ReadonlyMap<string, OnTable>, at: number): void {
    for (const [key, set] of this.onTable)
      if (!now.has(key)) this.unclaimed.push({ ...set, at, reason: "reshuffle" });
  }
}

/** The mean of some times, or null without any. */
function mean(times: readonly number[]): number | null {
  return times.length === 0 ? null : times.reduce((sum, t) => sum + t, 0) / times.length;
}

/** The median of some times (the mean of the middle two for an even count), or null without any. */
function median(times: readonly number[]): number | null {
  if (times.length === 0) return null;
  const sorted = [...times].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** One seat's sets, wrong claims, misses and pace. */
function playerOf(seat: Seat, timeline: SetsTimeline<unknown>, log: MatchLog): SetsPlayer {
  const own = timeline.claims.filter((claim) => claim.seat === seat);
  const times = own.map((claim) => claim.foundInMs);
  const info = log.seats[seat] ?? {};
  return {
    seat,
    ...(info.name !== undefined ? { name: info.name } : {}),
    ...(info.bot !== undefined ? { bot: info.bot } : {}),
    sets: own.length,
    wrongClaims: timeline.wrongClaims.filter((claim) => claim.seat === seat).length,
    missed: timeline.claims.length - own.length + timeline.unclaimed.length,
    meanFoundInMs: mean(times),
    medianFoundInMs: median(times),
  };
}

/** Each claim's time to find against its player's own mean. */
function againstOwnAverage(claims: SetsTimeline<unknown>["claims"]): SetClaim[] {
  const means = new Map<Seat, number | null>();
  for (const claim of claims)
    if (!means.has(claim.seat))
      means.set(claim.seat, mean(claims.filter((c) => c.seat === claim.seat).map((c) => c.foundInMs)));
  return claims.map((claim) => {
    const own = means.get(claim.seat) ?? null;
    return { ...claim, ofOwnAverage: own === null || own === 0 ? null : claim.foundInMs / own };
  });
}

/**
 * The sets analysis of a match of a SET game whose spectator view `table` reads. Pure: the same log
 * gives the same analysis. `options.seats` chooses the players listed (every seat by default); the
 * claims are the whole match's. There is no search, so `options.work` is not used.
 */
export function analyseSets<View>(
  game: AnyGame,
  log: MatchLog,
  table: SetsTable<View>,
  options: AnalysisOptions = {},
): SetsAnalysis {
  const timeline = new SetsTimeline(table);
  let until = 0;
  let ended = false;
  for (const moment of momentsOf(game, log)) {
    timeline.observe(game.view(moment.state, null) as View, moment);
    until = moment.at;
    ended = game.outcome(moment.state) !== null;
    if (ended) break;
  }
  if (!ended && log.until !== undefined) until = Math.max(until, log.until);
  timeline.end(until);
  const seats = options.seats ?? log.seats.map((_, seat) => seat);
  return {
    kind: "sets",
    game: game.id,
    until,
    claims: againstOwnAverage(timeline.claims),
    wrongClaims: timeline.wrongClaims,
    players: seats.map((seat) => playerOf(seat, timeline as SetsTimeline<unknown>, log)),
    unclaimed: timeline.unclaimed,
  };
}

/** Scratch output of `setsAmong` (grown when a table holds more). */
let found = new Int32Array(0);

/**
 * Every set among `codes` (cards of `shape`'s deck; empty places as null), each as its cards' codes
 * in table order: the engine's set finder, for any number of values per feature.
 */
export function setsAmong(shape: DeckShape, codes: readonly (string | null)[]): string[][] {
  const ids = codes.flatMap((code) => (code === null ? [] : [cardId(shape, code)]));
  const finder = finderFor(shape);
  const size = shape.values;
  const count = finder.find(ids, ids.length, found);
  if (count * size > found.length) {
    found = new Int32Array(count * size);
    finder.find(ids, ids.length, found);
  }
  return Array.from({ length: count }, (_, s) =>
    Array.from(found.subarray(s * size, s * size + size), (place) => cardCode(shape, ids[place] as number)),
  );
}

/** A layout of places (null: an empty place) as one string. */
export function layoutOf(places: readonly (string | null)[]): string {
  return places.map((code) => code ?? "-").join(" ");
}
