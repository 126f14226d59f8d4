import fc from "fast-check";
import { describe, it } from "vitest";
import { checkBotMatchesReplay, checkContract, type ContractProbe } from "../../../core/testkit.js";
import { cardCode, fullDeck } from "../cards.js";
import { setPc } from "./game.js";
import type { PcOptions } from "./options.js";
import type { PcState } from "./state.js";

const shapeOf = (o: PcOptions) => ({ features: o.featureCount, values: o.featureSize });

/** Card ids as the state holds them (each card of a deck once); only the deck is hidden, from everyone. */
const probe: ContractProbe<PcState, number> = {
  game: setPc,
  options: fc.record({
    turnTimeout: fc.constantFrom(60_000, 5_000, 0, -1),
    pointFreeze: fc.constantFrom(0, 1_000),
    penaltyFreeze: fc.constantFrom(0, 3_000),
    hints: fc.boolean(),
    featureCount: fc.constantFrom(2, 3, 4),
    rows: fc.constantFrom(2, 3),
    columns: fc.constantFrom(2, 4),
  }),
  seats: fc.integer({ min: 1, max: 4 }),
  cards: (s) => [...s.deck, ...s.slots.filter((c): c is number => c !== null), ...s.discard],
  deck: (o: PcOptions) => fullDeck(shapeOf(o)),
  hidden: (s) => [[...s.deck]],
  withHidden: (s, _seat, [deck]) => ({ ...s, deck: [...(deck ?? [])] }),
  face: (card, s) => cardCode(shapeOf(s.options), card),
  moves: (s) => [
    ...s.slots.map((_, slot) => ({ type: "press", slot })),
    { type: "press", slot: s.slots.length + 1 },
    { type: "press", slot: -1 },
    { type: "hint" },
  ],
};

describe("set-pc honours the game contract", () => {
  it("conserves cards, shows no seat which hidden card is where, refuses without change, and replays its log exactly", () => {
    checkContract(probe, 60, 150);
  });

  it("bot matches end and replay to the same state", () => {
    checkBotMatchesReplay(setPc, {}, ["easy", "hard"], ["a", "b"]);
    checkBotMatchesReplay(setPc, { turnTimeout: 0 }, ["medium", "medium", "random"], ["c"]);
    checkBotMatchesReplay(setPc, { turnTimeout: -1, featureCount: 3 }, ["hard"], ["d"]);
  });
});
