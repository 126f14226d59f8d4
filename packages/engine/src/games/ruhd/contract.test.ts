import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { AnyGame, Seat } from "../../core/game.js";
import { Rng } from "../../core/prng.js";
import {
  checkBotMatchesReplay,
  checkContract,
  expectIndistinguishable,
  type ContractProbe,
} from "../../core/testkit.js";
import { gridOf, openCells } from "./board.js";
import { ruhdGame } from "./game.js";
import type { RuhdState } from "./state.js";
import { TILES } from "./tiles.js";

/** The hands `seat` may not see (every hand for a spectator), with their seats. */
function otherHands(s: RuhdState, seat: number | null): number[] {
  return s.hands.flatMap((_, i) => (i === seat ? [] : [i]));
}

/** Tiles are their codes (each of the 48 once). Hidden from a seat: the other hands, the deck, the set-aside tiles. */
const probe: ContractProbe<RuhdState, string> = {
  game: ruhdGame,
  options: fc.record({ randomStartRotation: fc.boolean(), handSize: fc.constantFrom(1, 2, 3) }),
  seats: fc.integer({ min: 2, max: 6 }),
  cards: (s) => [...s.board.map((t) => t.tile), ...s.hands.flat(), ...s.deck, ...s.setAside],
  deck: () => [...TILES],
  hidden: (s, seat) => [
    ...otherHands(s, seat).map((i) => [...(s.hands[i] ?? [])]),
    [...s.deck],
    [...s.setAside],
  ],
  withHidden: (s, seat, places) => {
    const others = otherHands(s, seat);
    const hands = s.hands.map((hand, i) => {
      const at = others.indexOf(i);
      return at < 0 ? hand : [...(places[at] ?? [])];
    });
    return {
      ...s,
      hands,
      deck: [...(places[others.length] ?? [])],
      setAside: [...(places[others.length + 1] ?? [])],
    };
  },
  moves: (s, seat) => {
    const grid = gridOf(s.board);
    const open = grid.ok ? openCells(grid.value) : [];
    const hand = s.hands[seat] ?? [];
    const legal = hand.flatMap((tile) =>
      open.slice(0, 6).map(({ x, y }, i) => ({ type: "place", tile, x, y, rotation: i % 4 })),
    );
    const stranger = TILES.find((t) => !hand.includes(t)) ?? "G4B2Y2G1";
    return [
      ...legal,
      { type: "place", tile: hand[0] ?? stranger, x: 0, y: 0, rotation: 0 },
      { type: "place", tile: hand[0] ?? stranger, x: 40, y: 40, rotation: 1 },
      { type: "place", tile: stranger, x: open[0]?.x ?? 0, y: open[0]?.y ?? 0, rotation: 2 },
      { type: "place", tile: hand[0] ?? stranger, x: open[0]?.x ?? 0, y: open[0]?.y ?? 0, rotation: 7 },
      { type: "place", tile: "nonsense", x: 1, y: 1, rotation: 0 },
    ];
  },
};

describe("ruhd honours the game contract", () => {
  it("conserves tiles, shows no seat which hidden tile is where (other hands, deck, set aside), refuses without change, replays exactly", () => {
    checkContract(probe, 60, 80);
  });

  it("catches a view that shows a seat the next seat's hand, which the spectator check alone would not", () => {
    const view = (s: RuhdState, seat: Seat | null) => ({
      ...ruhdGame.view(s, seat),
      next: seat === null ? null : s.hands[(seat + 1) % s.seats],
    });
    const leaky: AnyGame = { ...ruhdGame, view };
    const state = ruhdGame.setup(ruhdGame.options.parse({}), 3, "leak");
    expect(() =>
      expectIndistinguishable({ ...probe, game: leaky }, state, null, Rng.fromSeed("t")),
    ).not.toThrow();
    expect(() => expectIndistinguishable({ ...probe, game: leaky }, state, 0, Rng.fromSeed("t"))).toThrow(
      /the view of seat 0 tells hidden cards apart/,
    );
  });

  it("bot matches end and replay to the same state", () => {
    checkBotMatchesReplay(ruhdGame, {}, ["greedy", "strong"], ["a", "b"]);
    checkBotMatchesReplay(ruhdGame, {}, ["strong", "greedy", "greedy", "strong", "greedy"], ["c"]);
  });
});
