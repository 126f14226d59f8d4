/**
 * Patterns: Tarot moves in words (`describe`): a call with what came of it (a set to the stack, cards
 * lost, "Boop! Bad!"), a "no set" vote, and the pool growing or the game ending after them. Cards are
 * named by their tarot scene: "3 cups with Father Time in the Sea".
 */
import type { MoveEntry } from "../../../core/game.js";
import { COMMON_WORDS, inLang, moverName, type Lang, type Translations } from "../../../core/lang.js";
import { cardCode } from "../cards.js";
import type { PatternsAction } from "./actions.js";
import { SHAPE } from "./options.js";
import type { PatternsEvent, PatternsState } from "./state.js";

/** The scene's features: 0 = object, 1 = number of objects, 2 = character, 3 = background and border. */
export const OBJECTS = ["cup", "book", "sword"] as const;
export const OBJECT_COUNTS = [1, 3, 6] as const;
export const CHARACTERS = ["Mother Nature", "Father Time", "Death"] as const;
export const BACKGROUNDS = ["the Garden", "the Cosmos", "the Sea"] as const;

/** A Patterns: Tarot card (its code, "1021") in words: "1 book with Death in the Cosmos". */
export function patternsCardWords(code: string): string {
  const value = (feature: number): number => code.charCodeAt(feature) - 48;
  const count = OBJECT_COUNTS[value(1)] ?? 1;
  const object = OBJECTS[value(0)] ?? "card";
  return `${count} ${object}${count === 1 ? "" : "s"} with ${CHARACTERS[value(2)] ?? "?"} in ${BACKGROUNDS[value(3)] ?? "?"}`;
}

/** The sentences of a Patterns: Tarot move, in one language. */
interface PatternsWords {
  call(name: string, cards: string): string;
  vote(name: string): string;
  set(cards: number): string;
  wrong(lost: string): string;
  readonly boop: string;
  grow(cards: string): string;
  readonly cards: string;
}

const EN: PatternsWords = {
  call: (name, cards) => `${name} called SET on ${cards}`,
  vote: (name) => `${name} voted “no set”`,
  set: (cards) => `a set, ${cards} cards to the stack`,
  wrong: (lost) => `not a set, ${lost} out of play`,
  boop: "not a set: Boop! Bad!",
  grow: (cards) => `the pool grew by ${cards}`,
  cards: "cards",
};

const WORDS: Translations<PatternsWords> = { en: EN };

/**
 * `entry` in words, from the state the move met and the one it made. The events are the move's own:
 * the game has no deadlines, and a state keeps the events of its latest move (see `sinceLast`).
 */
export function describePatterns(
  met: PatternsState,
  entry: MoveEntry<PatternsAction>,
  after: PatternsState,
  lang?: Lang,
): string {
  const words = inLang(WORDS, lang);
  const common = inLang(COMMON_WORDS, lang);
  const name = moverName(entry, lang);
  const card = (id: number): string => patternsCardWords(cardCode(SHAPE, id));
  const head =
    entry.action.type === "call"
      ? words.call(name, common.list(entry.action.cards.map(patternsCardWords)))
      : words.vote(name);
  const said = (event: PatternsEvent): string => {
    switch (event.kind) {
      case "set":
        return words.set(event.cards.length);
      case "wrong":
        return words.wrong(common.counted(event.lost, words.cards));
      case "boop":
        return words.boop;
      case "grow":
        return words.grow(common.list(event.cards.map(card)));
      case "end":
        return common.gameOver;
    }
  };
  const results = after.events.filter((e) => e.n > met.counters.events).map(said);
  return results.length > 0 ? `${head}: ${results.join("; ")}` : head;
}
