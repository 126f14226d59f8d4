import fc from "fast-check";
import { describe, it } from "vitest";
import { checkBotMatchesReplay, checkContract, type ContractProbe } from "../../core/testkit.js";
import { gridOf, openCells } from "./board.js";
import { ruhdGame } from "./game.js";
import type { RuhdState } from "./state.js";
import { TILES } from "./tiles.js";

const probe: ContractProbe<RuhdState> = {
  game: ruhdGame,
  options: fc.record({ randomStartRotation: fc.boolean(), handSize: fc.constantFrom(1, 2, 3) }),
  seats: fc.integer({ min: 2, max: 6 }),
  cards: (s) => [...s.board.map((t) => t.tile), ...s.hands.flat(), ...s.deck, ...s.setAside],
  deck: () => [...TILES],
  secrets: (s, seat) => [...s.deck, ...s.setAside, ...s.hands.flatMap((hand, i) => (i === seat ? [] : hand))],
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
  it("conserves tiles, hides other hands and the deck, refuses without change, replays exactly", () => {
    checkContract(probe, 60, 80);
  });

  it("bot matches end and replay to the same state", () => {
    checkBotMatchesReplay(ruhdGame, {}, ["greedy", "strong"], ["a", "b"]);
    checkBotMatchesReplay(ruhdGame, {}, ["strong", "greedy", "greedy", "strong", "greedy"], ["c"]);
  });
});
