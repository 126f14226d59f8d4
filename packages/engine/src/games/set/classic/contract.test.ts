import fc from "fast-check";
import { describe, it } from "vitest";
import type { Seat } from "../../../core/game.js";
import { Rng } from "../../../core/prng.js";
import { checkBotMatchesReplay, checkContract, type ContractProbe } from "../../../core/testkit.js";
import { cardCode, fullDeck } from "../cards.js";
import { setClassic } from "./game.js";
import { CLASSIC_MODES, MODES, SOLUTION_SIZE, type ClassicMode } from "./modes.js";
import type { ClassicOptions } from "./options.js";
import { findSolutions } from "./solutions.js";
import { changeState, type ClassicState } from "./state.js";

/**
 * Claims worth trying: every solution on offer (the chain's too), random claims of the mode's size
 * from the table and the chain, one with a deck card (stale), one with a card twice, one a card
 * short, and in a puzzle one already found.
 */
function moves(s: ClassicState, seat: Seat): unknown[] {
  const mode = MODES[s.options.mode];
  const k = SOLUTION_SIZE[mode.kind];
  const code = (card: number): string => cardCode(mode.shape, card);
  const claim = (cards: readonly number[]) => ({ type: "claim", cards: cards.map(code) });
  const search = s.chain.length > 0 ? { chain: s.chain, reuse: mode.chain } : {};
  const solutions = findSolutions(mode.kind, mode.shape, s.board, search);
  const offered = [...s.board, ...s.chain];
  const rng = Rng.fromSeed(`${JSON.stringify(s.board)}/${seat}/${s.now}`);
  const random =
    offered.length < k ? [] : Array.from({ length: 3 }, () => rng.shuffle([...offered]).slice(0, k));
  const first = offered.slice(0, k);
  const stale = s.deck.length > 0 && first.length === k ? [claim([...first.slice(1), rng.pick(s.deck)])] : [];
  const twice = first.length === k ? [claim([first[0] as number, ...first.slice(0, -1)])] : [];
  const short = first.length === k && k > 3 ? [claim(first.slice(1))] : [];
  return [
    ...solutions.slice(0, 4).map(claim),
    ...solutions.slice(0, 4).map(claim),
    ...random.map(claim),
    ...stale,
    ...twice,
    ...short,
    ...s.puzzleFound.slice(0, 1).map(claim),
  ];
}

/** Card ids as the state holds them; only the deck is hidden, from everyone. */
function probe(mode: ClassicMode): ContractProbe<ClassicState, number> {
  const shape = MODES[mode].shape;
  return {
    game: setClassic,
    options: fc.record({
      mode: fc.constant(mode),
      penalty: fc.constantFrom("none", "point", "freeze"),
      freezeMs: fc.constantFrom(0, 1_000, 3_000),
    }),
    seats: fc.integer({ min: 1, max: 4 }),
    cards: (s) => [...s.deck, ...s.board, ...s.chain, ...s.discard],
    deck: (o: ClassicOptions) => fullDeck(MODES[o.mode].shape),
    hidden: (s) => [[...s.deck]],
    withHidden: (s, _seat, [deck]) => changeState(s, { deck: [...(deck ?? [])] }),
    face: (card) => cardCode(shape, card),
    moves,
  };
}

describe.each(CLASSIC_MODES)("set-classic contract (mode %s)", (mode) => {
  it("conserves cards, hides the deck from every seat, refuses without change, and replays its log exactly", () => {
    checkContract(probe(mode), 40, 150);
  });

  it("bot matches end and replay to the same state", () => {
    checkBotMatchesReplay(setClassic, { mode }, ["easy", "hard"], ["a"]);
    checkBotMatchesReplay(setClassic, { mode, penalty: "freeze" }, ["medium", "medium", "easy"], ["b"]);
    checkBotMatchesReplay(setClassic, { mode, penalty: "point" }, ["hard"], ["c"]);
  });
});
