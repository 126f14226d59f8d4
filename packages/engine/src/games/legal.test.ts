/**
 * `legal` and `toAct` of every game, on states reached by real play (the games' own bots mixed with a
 * bot that plays a random move of `legal`): every legal move is accepted by `apply`; every move
 * `apply` accepts among the candidates is listed (all of them where the space is small); `toAct` is
 * exactly the seats with a legal move; a spectator has none.
 */
import { listGames } from "../catalogue.js";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { VirtualClock } from "../core/clock.js";
import { stateTime, type AnyGame, type BotLevel, type Seat } from "../core/game.js";
import { Rng } from "../core/prng.js";
import { TableRunner } from "../core/runner.js";
import { gridOf, openCells } from "./ruhd/board.js";
import { ruhdGame } from "./ruhd/game.js";
import type { RuhdState } from "./ruhd/state.js";
import { cardCodes, CLASSIC } from "./set/cards.js";
import { setClassic } from "./set/classic/game.js";
import { MODES, SOLUTION_SIZE, type ClassicMode } from "./set/classic/modes.js";
import { findSolutions } from "./set/classic/solutions.js";
import type { ClassicState } from "./set/classic/state.js";
import { setPatterns } from "./set/patterns/game.js";
import { SHAPE } from "./set/patterns/options.js";
import { poolCards } from "./set/patterns/pool.js";
import type { PatternsState } from "./set/patterns/state.js";
import { setPc } from "./set/pc/game.js";
import type { PcState } from "./set/pc/state.js";
import { setSuper } from "./set/super/game.js";
import type { SuperState } from "./set/super/state.js";
import { sortHand } from "./buraco/cards.js";
import { buracoGame } from "./buraco/game.js";
import { oneOfEachFace } from "./buraco/legal.js";
import type { BuracoState } from "./buraco/state.js";
import { BIDS } from "./tarot/actions.js";
import { canonicalPoignees } from "./tarot/announcements.js";
import { DECK } from "./tarot/cards.js";
import { dogSize } from "./tarot/deal.js";
import { canonicalDiscards } from "./tarot/dog.js";
import { tarotGame } from "./tarot/game.js";
import type { TarotState } from "./tarot/state.js";

/** A bot that plays a random move of `legal(view)` after a random pause (up to `pause` ms). */
function randomLegal(game: AnyGame, pause: number): BotLevel<unknown, unknown> {
  return {
    description: "a random legal move",
    create: (_seat, rng) => ({
      act(view) {
        const moves: unknown[] = game.legal(view);
        if (moves.length === 0) return null;
        return { action: moves[rng.int(moves.length)], delay: 1 + rng.int(pause) };
      },
    }),
  };
}

const key = (action: unknown): string => JSON.stringify(action);

/**
 * Whether `a` and `b` are the same data, which then has the same `key`: equal primitives, arrays of the
 * same data, plain objects with the same fields in the same order holding the same data. False for
 * other objects (class instances, `Object.create(null)`): never true where the keys could differ.
 */
function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  const proto: unknown = Object.getPrototypeOf(a);
  if (proto !== Object.getPrototypeOf(b)) return false;
  if (proto === Array.prototype) {
    const as = a as readonly unknown[];
    const bs = b as readonly unknown[];
    if (as.length !== bs.length) return false;
    for (let i = 0; i < as.length; i++) if (as[i] !== bs[i] && !sameData(as[i], bs[i])) return false;
    return true;
  }
  if (proto !== Object.prototype) return false;
  const fields = Object.keys(a);
  const others = Object.keys(b);
  if (fields.length !== others.length) return false;
  for (let i = 0; i < fields.length; i++) {
    const field = fields[i] as string;
    // `JSON.stringify` would call a `toJSON` of the object.
    if (field !== others[i] || field === "toJSON") return false;
    const x = (a as Record<string, unknown>)[field];
    const y = (b as Record<string, unknown>)[field];
    if (x !== y && !sameData(x, y)) return false;
  }
  return true;
}

/** A list of legal moves, with their keys and the set of those keys. */
interface Keyed {
  readonly legal: readonly unknown[];
  readonly keys: readonly string[];
  readonly listed: ReadonlySet<string>;
}

/**
 * `legal` keyed, knowing the list keyed before it (`last`). Consecutive lists (every seat's at one
 * state, one seat's at states in a row) mostly hold the same moves in the same places, and keying
 * every move of every list took most of the time: a move that is the same data as the one in its
 * place in `last` has its key, reused; the set too when the whole list is the same.
 */
function keyed(legal: readonly unknown[], last: Keyed): Keyed {
  let same = legal.length === last.legal.length;
  const keys: string[] = [];
  for (let i = 0; i < legal.length; i++) {
    const action = legal[i];
    if (i < last.legal.length && sameData(action, last.legal[i])) keys.push(last.keys[i] as string);
    else {
      same = false;
      keys.push(key(action));
    }
  }
  return { legal, keys, listed: same ? last.listed : new Set(keys) };
}

/** What the checks of a match carry from one list of legal moves to the next. */
interface Memo {
  last: Keyed;
}

interface Probe {
  readonly game: AnyGame;
  readonly options: Record<string, unknown>;
  /** Moves to try for a seat (legal or not): each one `apply` accepts must be in `legal`. */
  candidates(state: never, seat: Seat, rng: Rng): unknown[];
  /** At most this many legal moves per seat are applied at each check (all when the space is small). */
  readonly sample: number;
}

/**
 * Checks `legal` and `toAct` at a state in plain code (an `expect` per move would cost most of the
 * time); returns what is wrong there, nothing if all is well.
 */
function checkState(probe: Probe, state: unknown, seats: number, rng: Rng, memo: Memo): string[] {
  const { game } = probe;
  const problems: string[] = [];
  const at = stateTime(state);
  const toAct = [...game.toAct(state)].sort((a, b) => a - b);
  const withMoves: Seat[] = [];
  const spectator: unknown[] = game.legal(game.view(state, null));
  if (spectator.length > 0) problems.push(`a spectator has legal moves: ${key(spectator)}`);
  const over = game.outcome(state) !== null;
  for (let seat = 0; seat < seats; seat++) {
    const legal: unknown[] = game.legal(game.view(state, seat));
    if (legal.length > 0) withMoves.push(seat);
    memo.last = keyed(legal, memo.last);
    const { keys, listed } = memo.last;
    if (listed.size !== legal.length) {
      const twice = keys.filter((k, i) => keys.indexOf(k) !== i);
      problems.push(`seat ${seat}: legal lists ${[...new Set(twice)].join(", ")} more than once`);
    }
    const step = Math.max(1, Math.ceil(legal.length / probe.sample));
    for (let i = rng.int(step); i < legal.length; i += step) {
      const action = legal[i];
      if (!game.action.safeParse(action).success) {
        problems.push(`legal ${key(action)} of seat ${seat} is not a well-formed action`);
        continue;
      }
      const result = game.apply(state, seat, action, at);
      if (!result.ok) problems.push(`legal ${key(action)} of seat ${seat} refused: ${result.error.code}`);
    }
    // Once the game is over `act` refuses every move before `apply` sees it.
    if (over) continue;
    for (const candidate of probe.candidates(state as never, seat, rng)) {
      const parsed = game.action.safeParse(candidate);
      if (!parsed.success || !game.apply(state, seat, parsed.data, at).ok) continue;
      if (!listed.has(key(parsed.data)))
        problems.push(`accepted ${key(candidate)} of seat ${seat} missing from legal`);
    }
  }
  if (toAct.length !== withMoves.length || toAct.some((seat, i) => seat !== withMoves[i]))
    problems.push(`toAct is [${toAct.join(", ")}], the seats with a legal move [${withMoves.join(", ")}]`);
  if (over && toAct.length > 0) problems.push(`toAct is [${toAct.join(", ")}] once the game is over`);
  return problems;
}

/** Plays one match (bots given by level; "random" is the random-legal bot) and checks every change. */
function playAndCheck(probe: Probe, levels: readonly string[], seed: string, until: number): number {
  const game: AnyGame = {
    ...probe.game,
    bots: { ...probe.game.bots, legal: randomLegal(probe.game, 3_000) },
  };
  const clock = new VirtualClock();
  const rng = Rng.fromSeed(`${seed}/check`);
  let checks = 0;
  const memo: Memo = { last: { legal: [], keys: [], listed: new Set() } };
  const runner: TableRunner = new TableRunner({
    game,
    options: probe.options,
    seed,
    seats: levels.map((bot) => ({ bot })),
    clock,
    onChange: () => {
      checks++;
      const problems = checkState(probe, runner.state, levels.length, rng, memo);
      expect(problems, `match ${seed}, check ${checks}: ${problems.join("; ")}`).toEqual([]);
    },
  });
  runner.start();
  clock.run(until, () => checks >= 150);
  return checks;
}

const pc: Probe = {
  game: setPc,
  options: { hints: true, turnTimeout: 20_000 },
  sample: 64,
  candidates: (s: PcState) => [
    ...s.slots.map((_, slot) => ({ type: "press", slot })),
    { type: "press", slot: s.slots.length },
    { type: "hint" },
  ],
};

const PATTERN_CODES = cardCodes(SHAPE);
const patterns: Probe = {
  game: setPatterns,
  options: {},
  sample: 40,
  candidates: (s: PatternsState, _seat, rng) => {
    const cards = poolCards(s.pool);
    const triples: unknown[] = [{ type: "no-set" }];
    for (let n = 0; n < 30 && cards.length >= 3; n++) {
      const picked = [rng.int(cards.length), rng.int(cards.length), rng.int(cards.length)].sort(
        (a, b) => a - b,
      );
      triples.push({ type: "call", cards: picked.map((i) => PATTERN_CODES[cards[i] as number]) });
    }
    return triples;
  },
};

/**
 * Classic SET in one mode: claims of random cards (in `legal`'s order: the table's, then the
 * chain's) and every solution on offer.
 */
function classicProbe(mode: ClassicMode, penalty: string): Probe {
  const { shape, kind, chain } = MODES[mode];
  const codes = cardCodes(shape);
  const k = SOLUTION_SIZE[kind];
  return {
    game: setClassic,
    options: { mode, penalty, freezeMs: 1_500 },
    sample: 60,
    candidates: (s: ClassicState, _seat, rng) => {
      const offered = [...s.board, ...s.chain];
      const claim = (places: number[]) => ({
        type: "claim",
        cards: places.sort((a, b) => a - b).map((i) => codes[offered[i] as number]),
      });
      const claims: unknown[] = [];
      for (let n = 0; n < 30 && offered.length >= k; n++) {
        claims.push(claim(rng.shuffle(offered.map((_, i) => i)).slice(0, k)));
      }
      const search = s.chain.length > 0 ? { chain: s.chain, reuse: chain } : {};
      for (const found of findSolutions(kind, shape, s.board, search))
        claims.push(claim(found.map((card) => offered.indexOf(card))));
      return claims;
    },
  };
}

const SUPER_CODES = cardCodes(CLASSIC);
const superRules: Probe = {
  game: setSuper,
  options: {},
  sample: 100,
  candidates: (s: SuperState) => [
    { type: "flip" },
    { type: "call" },
    { type: "super" },
    ...s.grid.flatMap((card) => (card === null ? [] : [{ type: "pick", card: SUPER_CODES[card] }])),
    { type: "pick", card: SUPER_CODES.find((_, id) => !s.grid.includes(id)) },
  ],
};

const ruhd: Probe = {
  game: ruhdGame,
  options: {},
  sample: 1_000,
  candidates: (s: RuhdState, seat) => {
    const grid = gridOf(s.board);
    if (!grid.ok) return [];
    const xs = s.board.map((t) => t.x);
    const ys = s.board.map((t) => t.y);
    const cells: { x: number; y: number }[] = [];
    for (let x = Math.min(...xs) - 1; x <= Math.max(...xs) + 1; x++) {
      for (let y = Math.min(...ys) - 1; y <= Math.max(...ys) + 1; y++) cells.push({ x, y });
    }
    const open = openCells(grid.value).length;
    if (open > cells.length) throw new Error(`${open} open cells, more than the ${cells.length} tried`);
    const tiles = [...(s.hands[seat] ?? []), ...(s.hands[(seat + 1) % s.seats] ?? []).slice(0, 1)];
    return tiles.flatMap((tile) =>
      cells.flatMap(({ x, y }) => [0, 1, 2, 3].map((rotation) => ({ type: "place", tile, x, y, rotation }))),
    );
  },
};

/**
 * Tarot (not in the catalogue yet: its game object). Candidates: every bid, every king, queen, knight
 * and jack called, both chelem answers, every card played (one not held too); for discards and
 * poignées, whose spaces are huge, the canonical ones `legal` lists (one per card or size) and
 * illegal ones (a king, the wrong size, cards not held).
 */
const tarot: Probe = {
  game: tarotGame,
  options: { deals: 1 },
  sample: 200,
  candidates: (s: TarotState, seat) => {
    const hand = s.hands[seat] ?? [];
    const stranger = DECK.find((card) => !hand.includes(card)) ?? "EX";
    const size = dogSize(s.seats);
    return [
      ...BIDS.map((contract) => ({ type: "bid", contract })),
      ...["K", "Q", "N", "J"].flatMap((rank) =>
        ["S", "H", "D", "C"].map((suit) => ({ type: "call", card: `${suit}${rank}` })),
      ),
      { type: "chelem", announce: true },
      { type: "chelem", announce: false },
      ...canonicalDiscards(hand, size).map((cards) => ({ type: "discard", cards })),
      { type: "discard", cards: hand.slice(0, size) },
      { type: "discard", cards: [stranger, ...hand.slice(0, size - 1)] },
      ...canonicalPoignees(hand, s.seats).map((cards) => ({ type: "poignee", cards })),
      { type: "poignee", cards: hand.slice(0, 9) },
      ...hand.map((card) => ({ type: "play", card })),
      { type: "play", card: stranger },
    ];
  },
};

/**
 * Buraco (not in the catalogue yet: its game object). Its meld space is huge, so candidates stay in
 * the canonical subset `legal` lists (one card per face of the sorted hand): the draw, every discard
 * (and one not held), new melds of three faces in a row of the sorted hand, each face added to each
 * meld (and a meld that is not there), pick-ups with two faces in a row or the top card added alone.
 */
const buraco: Probe = {
  game: buracoGame,
  options: { hands: 1 },
  sample: 200,
  candidates: (s: BuracoState, seat) => {
    const faces = oneOfEachFace(sortHand(s.hands[seat] ?? []));
    const melds = (s.melds[seat % 2] ?? []).length;
    const stranger = "ZZ.0";
    return [
      { type: "draw" },
      ...faces.map((card) => ({ type: "discard", card })),
      { type: "discard", card: stranger },
      ...faces.slice(2).map((card, i) => ({ type: "meld", cards: [faces[i], faces[i + 1], card] })),
      ...faces.flatMap((card) =>
        Array.from({ length: melds + 1 }, (_, meld) => ({ type: "add", meld, cards: [card] })),
      ),
      ...faces.slice(1).map((card, i) => ({ type: "take-pile", meld: { cards: [faces[i], card] } })),
      ...Array.from({ length: melds + 1 }, (_, meld) => ({ type: "take-pile", add: { meld, cards: [] } })),
    ];
  },
};

const LINEUPS: Record<string, readonly (readonly string[])[]> = {
  "set-pc": [
    ["legal", "medium", "random"],
    ["legal", "legal"],
    ["hard", "easy", "legal", "medium"],
  ],
  "set-patterns": [
    ["legal", "medium"],
    ["easy", "legal", "hard"],
  ],
  "set-classic": [
    ["legal", "medium", "legal"],
    ["easy", "hard", "legal"],
  ],
  "set-super": [
    ["legal", "medium", "legal"],
    ["easy", "hard", "legal", "legal"],
  ],
  ruhd: [
    ["legal", "greedy"],
    ["greedy", "legal", "legal"],
  ],
  tarot: [
    ["legal", "random", "legal", "random"],
    ["legal", "legal", "legal"],
    ["random", "legal", "legal", "legal", "random"],
  ],
  buraco: [
    ["legal", "random"],
    ["legal", "random", "legal", "legal"],
  ],
};

const CLASSIC_PROBES = [
  classicProbe("normal", "freeze"),
  classicProbe("ultrachain", "point"),
  classicProbe("puzzle", "freeze"),
];

/** Every game's probes: the catalogue's games, each at least once (a game left out fails below). */
const PROBES = [pc, patterns, superRules, ...CLASSIC_PROBES, ruhd, tarot, buraco];

describe("the probes of legal and toAct", () => {
  it("cover every game of the catalogue, each with its bots' line-ups", () => {
    const ids = listGames().map((game) => game.id);
    expect(new Set(PROBES.map((probe) => probe.game.id))).toEqual(new Set(ids));
    for (const id of ids) expect(LINEUPS[id]?.length ?? 0, id).toBeGreaterThan(0);
  });
});

describe.each(PROBES)("legal and toAct of $game.id", (probe) => {
  it("legal moves are accepted, accepted moves are legal, toAct is who has a legal move", () => {
    const lineups = LINEUPS[probe.game.id] ?? [];
    fc.assert(
      fc.property(fc.nat({ max: lineups.length - 1 }), fc.string({ maxLength: 6 }), (lineup, seed) => {
        const checks = playAndCheck(probe, lineups[lineup] ?? [], `legal/${seed}`, 30 * 60_000);
        expect(checks).toBeGreaterThan(0);
      }),
      { numRuns: 6, seed: 11 },
    );
  });
});
