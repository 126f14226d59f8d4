/**
 * Patterns: Tarot moves in words (`describe`): a call with what came of it (a set to the stack, cards
 * lost, "Boop! Bad!"), a "no set" vote, and the pool growing or the game ending after them. Cards are
 * named by their tarot scene: "3 cups with Father Time in the Sea".
 */
import type { MoveEntry } from "../../../core/game.js";
import {
  clause,
  COMMON_WORDS,
  inLang,
  mover,
  NBSP,
  passeCompose,
  type Lang,
  type Named,
  type Translations,
} from "../../../core/lang.js";
import { cardPart, joinWords, say, type MoveWords, type Wording } from "../../../core/moveWords.js";
import { cardCode } from "../cards.js";
import type { PatternsAction } from "./actions.js";
import { SHAPE } from "./options.js";
import type { PatternsEvent, PatternsState } from "./state.js";

/** The scene's features: 0 = object, 1 = number of objects, 2 = character, 3 = background and border. */
export const OBJECTS = ["cup", "book", "sword"] as const;
export const OBJECT_COUNTS = [1, 3, 6] as const;
export const CHARACTERS = ["Mother Nature", "Father Time", "Death"] as const;
export const BACKGROUNDS = ["the Garden", "the Cosmos", "the Sea"] as const;

/** A scene's words in one language: objects (singular, plural), characters and backgrounds, by value. */
interface SceneWords {
  readonly objects: readonly (readonly [one: string, many: string])[];
  readonly characters: readonly string[];
  readonly backgrounds: readonly string[];
  /** "3 books with Father Time in the Cosmos". */
  card(count: number, object: string, character: string, background: string): string;
}

const SCENE_WORDS: Translations<SceneWords> = {
  en: {
    objects: OBJECTS.map((object) => [object, `${object}s`] as const),
    characters: CHARACTERS,
    backgrounds: BACKGROUNDS,
    card: (count, object, character, background) => `${count} ${object} with ${character} in ${background}`,
  },
  fr: {
    objects: [
      ["coupe", "coupes"],
      ["livre", "livres"],
      ["épée", "épées"],
    ],
    characters: ["Mère Nature", "le Père Temps", "la Mort"],
    backgrounds: ["dans le Jardin", "dans le Cosmos", "dans la Mer"],
    card: (count, object, character, background) => `${count} ${object} avec ${character} ${background}`,
  },
  "pt-BR": {
    objects: [
      ["copa", "copas"],
      ["livro", "livros"],
      ["espada", "espadas"],
    ],
    characters: ["a Mãe Natureza", "o Pai Tempo", "a Morte"],
    backgrounds: ["no Jardim", "no Cosmos", "no Mar"],
    card: (count, object, character, background) => `${count} ${object} com ${character} ${background}`,
  },
};

/** A Patterns: Tarot card (its code, "1021") in words: "1 book with Death in the Cosmos". */
export function patternsCardWords(code: string, lang?: Lang): string {
  const words = inLang(SCENE_WORDS, lang);
  const value = (feature: number): number => code.charCodeAt(feature) - 48;
  const count = OBJECT_COUNTS[value(1)] ?? 1;
  const [one, many] = words.objects[value(0)] ?? ["?", "?"];
  return words.card(
    count,
    count === 1 ? one : many,
    words.characters[value(2)] ?? "?",
    words.backgrounds[value(3)] ?? "?",
  );
}

/** The sentences of a Patterns: Tarot move, in one language (`who` may be the reader: "You called …"). */
interface PatternsWords {
  call(who: Named, cards: Wording): MoveWords;
  vote(who: Named): MoveWords;
  /** A set: its cards go to the stack of the mover (`you`: the reader's own). */
  set(cards: number, you: boolean): MoveWords;
  wrong(lost: Wording): MoveWords;
  readonly boop: string;
  grow(cards: Wording): MoveWords;
  readonly cards: string;
}

const EN: PatternsWords = {
  call: (who, cards) => clause(who, say`called SET on ${cards}`),
  vote: (who) => clause(who, "voted “no set”"),
  set: (cards) => say`a set, ${cards} cards to the stack`,
  wrong: (lost) => say`not a set, ${lost} out of play`,
  boop: "not a set (Boop! Bad!)",
  grow: (cards) => say`the pool grew by ${cards}`,
  cards: "cards",
};

const FR: PatternsWords = {
  call: (who, cards) => passeCompose(who, say`crié SET en désignant ${cards}`),
  vote: (who) => passeCompose(who, say`voté «${NBSP}pas de set${NBSP}»`),
  set: (cards, you) => say`c'est un set, ${cards} cartes vont sur ${you ? "votre" : "sa"} pile`,
  wrong: (lost) => say`ce n'est pas un set, ${lost} hors jeu`,
  boop: `ce n'est pas un set (Boop${NBSP}! Raté${NBSP}!)`,
  grow: (cards) => say`la table reçoit ${cards}`,
  cards: "cartes",
};

const PT_BR: PatternsWords = {
  call: (who, cards) => clause(who, say`gritou SET apontando ${cards}`),
  vote: (who) => clause(who, "votou “sem set”"),
  set: (cards) => say`é um set, ${cards} cartas para a sua pilha`,
  wrong: (lost) => say`não é um set, ${lost} fora do jogo`,
  boop: "não é um set (Boop! Errou!)",
  grow: (cards) => say`a mesa recebe ${cards}`,
  cards: "cartas",
};

const WORDS: Translations<PatternsWords> = { en: EN, fr: FR, "pt-BR": PT_BR };

/**
 * `entry` in words, from the state the move met and the one it made. The events are the move's own:
 * the game has no deadlines, and a state keeps the events of its latest move (see `sinceLast`).
 */
export function describePatterns(
  met: PatternsState,
  entry: MoveEntry<PatternsAction>,
  after: PatternsState,
  lang?: Lang,
): MoveWords {
  const words = inLang(WORDS, lang);
  const common = inLang(COMMON_WORDS, lang);
  const name = mover(entry, lang);
  const card = (code: string): Wording => cardPart(code, patternsCardWords(code, lang));
  const head =
    entry.action.type === "call"
      ? words.call(name, common.list(entry.action.cards.map(card)))
      : words.vote(name);
  const said = (event: PatternsEvent): Wording => {
    switch (event.kind) {
      case "set":
        return words.set(event.cards.length, name.you);
      case "wrong":
        return words.wrong(common.counted(event.lost, words.cards));
      case "boop":
        return words.boop;
      case "grow":
        return words.grow(common.list(event.cards.map((id) => card(cardCode(SHAPE, id)))));
      case "end":
        return common.gameOver;
    }
  };
  const results = after.events.filter((e) => e.n > met.counters.events).map(said);
  return results.length > 0 ? say`${head}${common.colon}${joinWords(results, common.semicolon)}` : head;
}
