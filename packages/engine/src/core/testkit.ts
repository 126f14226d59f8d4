/**
 * Property tests every game must pass (used by each game's `contract.test.ts`): cards are conserved
 * at every step, no view tells a seat anything about the cards it cannot see (indistinguishability),
 * no view depends on the PRNG, replaying the log gives the live state, and refused actions change
 * nothing. Test-only: excluded from the build.
 */
import fc from "fast-check";
import { expect } from "vitest";
import { VirtualClock } from "./clock.js";
import type { AnyGame, Seat } from "./game.js";
import type { LogEntry, MatchLog } from "./log.js";
import { replayWith } from "./log.js";
import { act, parseOptions } from "./play.js";
import { Rng, type RngState } from "./prng.js";
import { TableRunner } from "./runner.js";

/** A physical card (or tile) as a probe names it: one id per physical card of a match. */
export type CardId = string | number;

/**
 * What the testkit needs to know of a game's states to check its contract.
 *
 * Cards are named by **physical id**: each physical card of a match has an id of its own, so `deck`
 * never lists an id twice. In a deck of unique cards the state's own names do (SET card ids, Ruhd tile
 * codes). A deck with duplicates (Buraco's two 52-card decks and jokers) gives each copy an id of its
 * own: the state holds those ids (numbers 0…107, or codes such as `"7H#2"`), `face` says what each
 * shows face up (`"7H"`), and views show faces, never ids of hidden cards. Conservation then checks
 * physical cards, not faces, and a view showing one copy of a card while the other is hidden is fine.
 *
 * Privacy is checked by indistinguishability: `hidden` lists the places a seat cannot see into and
 * `withHidden` puts other cards there; the testkit deals the hidden cards among those places again
 * at random (the same number in each, visible cards untouched) and asserts the seat's view is
 * byte-identical. So nothing in a view may depend on which hidden card is where: not a code, not a
 * numeric id, not a count of the aces in the deck, not the deck's order.
 */
export interface ContractProbe<S, C extends CardId = CardId> {
  readonly game: AnyGame;
  /** Table options to try (raw, as a client would send them). */
  readonly options: fc.Arbitrary<Record<string, unknown>>;
  readonly seats: fc.Arbitrary<number>;
  /** Every physical card the state holds, wherever it is, by id: always a permutation of `deck`. */
  cards(state: S): C[];
  /** Every physical card for these (parsed) options, by id, each once. */
  deck(options: never): C[];
  /**
   * The places whose cards `seat` (null: a spectator) cannot see, each as the ids of its cards in the
   * state's own order: the deck, other seats' hands, face-down piles (the owner's too), what was set
   * aside. Always the same places, in the same order, for one seat and state shape.
   */
  hidden(state: S, seat: Seat | null): C[][];
  /**
   * `state` with the places `hidden(state, seat)` lists holding `places` instead (in that order, the
   * same number of cards in each); everything else as it was. A place of `state` keeps no trace of
   * the cards it held: the result is the state the match would have reached had they been dealt so.
   */
  withHidden(state: S, seat: Seat | null, places: readonly (readonly C[])[]): S;
  /**
   * What a card shows face up, as `reveal` writes it (its code); two copies of one card show the
   * same. Default: the id itself (as a string), for games whose ids are their codes.
   */
  face?(card: C, state: S): string;
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

/** Ids in one order whatever their type: numbers by value, before strings in code-unit order. */
function byId(a: CardId, b: CardId): number {
  if (typeof a === "number" && typeof b === "number") return a - b;
  if (typeof a !== typeof b) return typeof a === "number" ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

function sorted<C extends CardId>(cards: readonly C[]): C[] {
  return [...cards].sort(byId);
}

/** The ids `deck` lists more than once. */
function repeatedIds<C extends CardId>(deck: readonly C[]): C[] {
  const seen = new Set<C>();
  return deck.filter((card) => (seen.has(card) ? true : (seen.add(card), false)));
}

/** What each card shows in `state` (`probe.face`, or the id as a string). */
function faceOf<S, C extends CardId>(probe: ContractProbe<S, C>, state: S): (card: C) => string {
  const face = probe.face;
  return face === undefined ? (card) => String(card) : (card) => face(card, state);
}

/**
 * Asserts that the places `probe.hidden` lists for a spectator hold exactly the cards the game's
 * `reveal` lists (as a multiset of faces): the probe hides no less than the game says is hidden, so
 * a view leaking any hidden place is caught, and the game reveals every card nobody may see.
 */
export function expectHiddenAsRevealed<S, C extends CardId>(probe: ContractProbe<S, C>, state: S): void {
  const face = faceOf(probe, state);
  const hidden = snapshot(
    probe
      .hidden(state, null)
      .flat()
      .map((card) => face(card))
      .sort(),
  );
  const revealed = snapshot(
    probe.game
      .reveal(state)
      .flatMap((group) => group.cards)
      .sort(),
  );
  if (hidden !== revealed) {
    throw new Error(`probe: a spectator's hidden places hold ${hidden} but reveal lists ${revealed}`);
  }
}

/**
 * The hidden cards of `seat` dealt again among its hidden places at random. When at least two of them
 * show different faces, the new deal always puts some card where one of another face was (a shuffle
 * that happens to change nothing visible is followed by a swap), so the check below cannot pass by
 * comparing a state with itself. `moved` says whether that was possible.
 */
export function redealHidden<S, C extends CardId>(
  probe: ContractProbe<S, C>,
  state: S,
  seat: Seat | null,
  rng: Rng,
): { readonly places: C[][]; readonly moved: boolean } {
  const face = faceOf(probe, state);
  const before = probe.hidden(state, seat);
  const cards = before.flat();
  const faces = cards.map(face);
  const dealt = rng.shuffle([...cards]);
  const other = faces.findIndex((f) => f !== faces[0]);
  const moved = other >= 0;
  if (moved && dealt.every((card, i) => face(card) === faces[i])) {
    const j = dealt.findIndex((card) => face(card) !== face(dealt[0] as C));
    [dealt[0], dealt[j]] = [dealt[j] as C, dealt[0] as C];
  }
  let next = 0;
  const places = before.map((place) => dealt.slice(next, (next += place.length)));
  return { places, moved };
}

/**
 * `state` with its PRNG (the engine's `Rng` state in `rng`, where every game keeps it) moved on until
 * every number of it differs from the state's own, or null for a state without one.
 */
function withOtherRng<S>(state: S): S | null {
  if (state === null || typeof state !== "object" || !("rng" in state)) return null;
  const own = state.rng as RngState;
  const rng = Rng.fromState(own);
  let other: RngState = own;
  while (other.some((n, i) => n === own[i])) {
    rng.float();
    other = rng.state();
  }
  return { ...state, rng: other };
}

/**
 * Asserts that `seat` (null: a spectator) cannot tell `state` from the same state with the cards
 * hidden from it dealt again (`redealHidden`), nor from the same state with another PRNG: its view
 * is byte-identical. Also that the view carries no `rng` field, and that the probe's `withHidden`
 * really moved the cards (read back by `hidden`, conserved). Returns whether any card changed face.
 */
export function expectIndistinguishable<S, C extends CardId>(
  probe: ContractProbe<S, C>,
  state: S,
  seat: Seat | null,
  rng: Rng,
): boolean {
  const game = probe.game;
  const who = seat === null ? "the spectator" : `seat ${seat}`;
  const text = snapshot(game.view(state, seat));
  if (/"rng"/.test(text)) throw new Error(`the view of ${who} carries a PRNG: ${text}`);

  const { places, moved } = redealHidden(probe, state, seat, rng);
  const redealt = probe.withHidden(state, seat, places);
  const readBack = snapshot(probe.hidden(redealt, seat));
  if (readBack !== snapshot(places)) {
    throw new Error(`probe: withHidden put ${snapshot(places)} where hidden reads ${readBack}`);
  }
  if (snapshot(sorted(probe.cards(redealt))) !== snapshot(sorted(probe.cards(state)))) {
    throw new Error(`probe: withHidden lost or added cards dealing ${snapshot(places)}`);
  }
  const other = snapshot(game.view(redealt, seat));
  if (other !== text) {
    throw new Error(
      `the view of ${who} tells hidden cards apart: dealt as ${snapshot(probe.hidden(state, seat))} it is\n` +
        `${text}\nand dealt as ${snapshot(places)} it is\n${other}`,
    );
  }
  const reseeded = withOtherRng(state);
  if (reseeded !== null) {
    const seen = snapshot(game.view(reseeded, seat));
    if (seen !== text) {
      throw new Error(`the view of ${who} depends on the PRNG: it is\n${text}\nand with another\n${seen}`);
    }
  }
  return moved;
}

/**
 * Random play with every kind of input at random times, checking the invariants after every step:
 * cards conserved, the probe's hidden places those `reveal` lists, every seat's and the spectator's view indistinguishable under a new deal of what
 * it cannot see, refusals without change, and the log replaying to the live state. Fails the test on
 * the first counterexample (fast-check shrinks it), and when no step of any run could deal a hidden
 * card elsewhere (the privacy check would have checked nothing).
 */
export function checkContract<S, C extends CardId>(probe: ContractProbe<S, C>, runs = 40, steps = 120): void {
  let redeals = 0;
  fc.assert(
    fc.property(
      probe.options,
      probe.seats,
      fc.string({ minLength: 1, maxLength: 8 }),
      fc.array(fc.tuple(fc.nat(), fc.nat(), fc.integer({ min: 0, max: 6_000 })), {
        minLength: 1,
        maxLength: steps,
      }),
      fc.nat(),
      (rawOptions, seats, seed, choices, dealSeed) => {
        const game = probe.game;
        const parsed = parseOptions(game, rawOptions);
        if (!parsed.ok) throw new Error(`probe produced bad options: ${parsed.error.message}`);
        const deck = sorted(probe.deck(parsed.value as never));
        expect(repeatedIds(deck), "probe: every physical card needs an id of its own").toEqual([]);
        const dealer = Rng.fromSeed(String(dealSeed));
        let state = game.setup(parsed.value, seats, seed) as S;
        const actions: LogEntry[] = [];
        let at = 0;
        const check = (s: S): void => {
          expect(sorted(probe.cards(s))).toEqual(deck);
          expectHiddenAsRevealed(probe, s);
          expectRunningScore(game, s, seats);
          for (let seat = -1; seat < seats; seat++) {
            if (expectIndistinguishable(probe, s, seat < 0 ? null : seat, dealer)) redeals++;
          }
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
  expect(redeals, "no state of any run had hidden cards to deal elsewhere").toBeGreaterThan(0);
}

/**
 * The running score (`score`) has a finite number per seat at every moment, and is the outcome's
 * scores once the match is over.
 */
export function expectRunningScore(game: AnyGame, state: unknown, seats: number): void {
  const running = game.score(state);
  expect(running).toHaveLength(seats);
  for (const points of running) expect(Number.isFinite(points)).toBe(true);
  const outcome = game.outcome(state);
  if (outcome) expect([...running]).toEqual([...outcome.scores]);
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
    expectRunningScore(game, runner.state, bots.length);
  }
}

/**
 * Each level's mean score per deal on duplicate deals, as `parlor simulate --duplicate` measures it:
 * deal set i (seed `${seed}/${i}`) is played once per rotation of `bots` over the seats, so every level
 * plays every seat on the same cards; a match's score is divided by its deals (`Outcome.deals`, or 1),
 * averaged over the seats a level played in the set, then over the sets. For strength tests on small
 * samples; the figures in the docs come from bigger `parlor simulate` runs.
 */
export function duplicateMeans(
  game: AnyGame,
  options: Record<string, unknown>,
  bots: readonly string[],
  sets: number,
  seed: string,
): Record<string, number> {
  const sums = new Map<string, number>();
  for (let set = 0; set < sets; set++) {
    const perSet = new Map<string, number[]>();
    for (let r = 0; r < bots.length; r++) {
      const seats = [...bots.slice(r), ...bots.slice(0, r)];
      const runner = playWithBots(game, options, seats, `${seed}/${set}`);
      const outcome = runner.outcome;
      expect(outcome, `deal set ${set}, rotation ${r} did not finish`).not.toBeNull();
      const deals = Math.max(1, outcome?.deals?.length ?? 1);
      seats.forEach((level, seat) => {
        const list = perSet.get(level) ?? [];
        list.push((outcome?.scores[seat] ?? 0) / deals);
        perSet.set(level, list);
      });
    }
    for (const [level, scores] of perSet)
      sums.set(level, (sums.get(level) ?? 0) + scores.reduce((a, b) => a + b, 0) / scores.length);
  }
  return Object.fromEntries([...sums].map(([level, sum]) => [level, sum / sets]));
}
