import { describe, expect, it } from "vitest";
import type { Seat } from "../../../core/game.js";
import { act } from "../../../core/play.js";
import { cardId, cardCode, fullDeck } from "../cards.js";
import { patternsCardWords } from "./describe.js";
import { setPatterns, type PatternsAction } from "./game.js";
import { patternsOptions, SHAPE, type PatternsOptions } from "./options.js";
import { poolCards } from "./pool.js";
import { initialState, type PatternsState } from "./state.js";

const id = (code: string): number => cardId(SHAPE, code);

/** A table built by hand: the pool's rows as codes, the deck's top at the end. */
function table(t: {
  pool: string[][];
  deck?: string[];
  stacks?: string[][];
  options?: Partial<PatternsOptions>;
}): PatternsState {
  const base = initialState(patternsOptions.parse(t.options ?? {}), 2, "describe");
  const pool = t.pool.map((row) => row.map(id));
  return {
    ...base,
    pool,
    deck: (t.deck ?? []).map(id),
    stacks: t.stacks?.map((stack) => stack.map(id)) ?? base.stacks,
    counters: { ...base.counters, maxPoolCards: poolCards(pool).length },
  };
}

/** Plays a move as a table does and describes it; the state it made. */
function move(
  state: PatternsState,
  seat: Seat,
  action: PatternsAction,
  at: number,
  name?: string,
): { text: string; after: PatternsState } {
  const result = act(setPatterns, state, state.votes.length, seat, action, at);
  if (!result.ok) throw new Error(`refused: ${result.error.code}`);
  const after = result.value.state;
  return { after, text: setPatterns.describe(state, { seat, action, at, name }, after) };
}

const call = (a: string, b: string, c: string): PatternsAction => ({ type: "call", cards: [a, b, c] });
const NO_SET: PatternsAction = { type: "no-set" };

/** A pool holding the set 0000 1111 2222 and a fourth card. */
const WITH_SET = [
  ["0000", "1111"],
  ["2222", "0001"],
];

describe("Patterns: Tarot cards in words", () => {
  it("name the object and how many, the character and the background", () => {
    expect(patternsCardWords("0000")).toBe("1 cup with Mother Nature in the Garden");
    expect(patternsCardWords("1111")).toBe("3 books with Father Time in the Cosmos");
    expect(patternsCardWords("2222")).toBe("6 swords with Death in the Sea");
  });

  it("give each of the 81 cards its own words", () => {
    const words = new Set(fullDeck(SHAPE).map((card) => patternsCardWords(cardCode(SHAPE, card))));
    expect(words.size).toBe(81);
  });
});

describe("Patterns: Tarot moves in words", () => {
  it("a set called: its cards in words and where they went", () => {
    const s = table({ pool: WITH_SET, deck: ["0012", "1012"] });
    expect(move(s, 0, call("0000", "1111", "2222"), 1_000, "Bot 1 (hard)").text).toBe(
      "Bot 1 (hard) called SET on 1 cup with Mother Nature in the Garden, 3 books with Father Time in the Cosmos and 6 swords with Death in the Sea: a set, 3 cards to the stack",
    );
  });

  it("a wrong call costs cards out of play, or with an empty stack is a Boop", () => {
    const stacked = table({ pool: WITH_SET, stacks: [[], ["0012", "1012", "2012"]] });
    expect(move(stacked, 1, call("0000", "1111", "0001"), 1_000).text).toMatch(
      /^Player 2 called SET on .*: not a set, 1 card out of play$/,
    );
    const empty = table({ pool: WITH_SET });
    expect(move(empty, 0, call("0000", "1111", "0001"), 1_000).text).toMatch(
      /^Player 1 called SET on .*: not a set: Boop! Bad!$/,
    );
  });

  it("votes: the first one alone, the last one with the cards the pool grew by", () => {
    const s = table({
      pool: [
        ["0000", "0001"],
        ["0010", "0011"],
      ],
      deck: ["2222", "1212"],
    });
    const first = move(s, 0, NO_SET, 1_000, "Ann");
    expect(first.text).toBe("Ann voted “no set”");
    expect(move(first.after, 1, NO_SET, 2_000, "Bea").text).toBe(
      "Bea voted “no set”: the pool grew by 6 books with Father Time in the Sea and 6 swords with Death in the Sea",
    );
  });

  it("the last vote with an empty deck ends the game", () => {
    const s = table({
      pool: [
        ["0000", "0001"],
        ["0010", "0011"],
      ],
    });
    const first = move(s, 0, NO_SET, 1_000);
    expect(move(first.after, 1, NO_SET, 2_000).text).toBe("Player 2 voted “no set”: the game is over");
  });
});
