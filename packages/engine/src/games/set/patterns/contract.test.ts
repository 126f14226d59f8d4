import fc from "fast-check";
import { describe, it } from "vitest";
import type { Seat } from "../../../core/game.js";
import { Rng } from "../../../core/prng.js";
import { checkBotMatchesReplay, checkContract, type ContractProbe } from "../../../core/testkit.js";
import { cardCode, fullDeck } from "../cards.js";
import { findSets } from "../sets.js";
import { setPatterns } from "./game.js";
import { SHAPE } from "./options.js";
import { poolCards } from "./pool.js";
import type { PatternsState } from "./state.js";

const code = (card: number): string => cardCode(SHAPE, card);

/** Calls worth trying: every set in the pool, random triples, cards not in the pool; and votes. */
function moves(s: PatternsState, seat: Seat): unknown[] {
  const pool = poolCards(s.pool).map(code);
  const call = (cards: readonly string[]) => ({ type: "call", cards });
  const rng = Rng.fromSeed(`${JSON.stringify(s.pool)}/${seat}/${s.now}`);
  const triples = pool.length < 3 ? [] : Array.from({ length: 4 }, () => rng.shuffle([...pool]).slice(0, 3));
  const elsewhere = [...s.deck, ...s.stacks.flat(), ...s.outOfPlay].map(code);
  const strangers =
    elsewhere.length > 0 && pool.length >= 2 ? [call([pool[0]!, pool[1]!, rng.pick(elsewhere)])] : [];
  const twice = pool.length >= 2 ? [call([pool[0]!, pool[0]!, pool[1]!])] : [];
  const vote = { type: "no-set" };
  return [...findSets(pool).map(call), ...triples.map(call), ...strangers, ...twice, vote, vote, vote];
}

/** Card ids as the state holds them; only the deck is hidden, from everyone. */
function probe(autoGrow: boolean): ContractProbe<PatternsState, number> {
  return {
    game: setPatterns,
    options: fc.record(
      {
        autoGrow: fc.constant(autoGrow),
        rows: fc.integer({ min: 1, max: 3 }),
        startCards: fc.integer({ min: 0, max: 15 }),
        wrongCallCost: fc.integer({ min: 0, max: 2 }),
      },
      { requiredKeys: ["autoGrow"] },
    ),
    seats: fc.integer({ min: 1, max: 4 }),
    cards: (s) => [...s.deck, ...poolCards(s.pool), ...s.stacks.flat(), ...s.outOfPlay],
    deck: () => fullDeck(SHAPE),
    hidden: (s) => [[...s.deck]],
    withHidden: (s, _seat, [deck]) => ({ ...s, deck: [...(deck ?? [])] }),
    face: code,
    moves,
  };
}

for (const autoGrow of [false, true]) {
  describe(`set-patterns contract (autoGrow ${autoGrow})`, () => {
    it("conserves cards, replays, hides the deck and refuses cleanly", () => {
      checkContract(probe(autoGrow));
    });

    it("plays bot matches that end and replay", () => {
      checkBotMatchesReplay(setPatterns, { autoGrow }, ["easy", "hard"], ["a", "b", "c"]);
      checkBotMatchesReplay(setPatterns, { autoGrow }, ["medium", "easy", "hard"], ["d"]);
    });
  });
}
