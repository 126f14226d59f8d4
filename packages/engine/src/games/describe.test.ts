/**
 * `describe` of every game over whole bot matches: each accepted move of the log is a sentence that
 * names its mover, in every language of the site, and names no card or tile still hidden after it
 * (`reveal` of the state it made), neither by its code nor in that language's words.
 */
import { listGames } from "../catalogue.js";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { moveSentence } from "../core/moveWords.js";
import type { AnyGame, Seat } from "../core/game.js";
import { COMMON_WORDS, LANGS, seatLabel, type Lang } from "../core/lang.js";
import { replaySteps } from "../core/log.js";
import { playWithBots } from "../core/testkit.js";
import { cardOf } from "./buraco/cards.js";
import { buracoGame } from "./buraco/game.js";
import type { BuracoState } from "./buraco/state.js";
import { buracoCardWords } from "./buraco/words.js";
import { tileWords } from "./ruhd/describe.js";
import { ruhdGame } from "./ruhd/game.js";
import type { Rotation } from "./ruhd/tile.js";
import { cardId, CLASSIC, type DeckShape } from "./set/cards.js";
import { setClassic } from "./set/classic/game.js";
import { MODES } from "./set/classic/modes.js";
import { patternsCardWords } from "./set/patterns/describe.js";
import { setPatterns } from "./set/patterns/game.js";
import { setPc } from "./set/pc/game.js";
import type { PcState } from "./set/pc/state.js";
import { setSuper } from "./set/super/game.js";
import { shownCards, tarotCardWords } from "./tarot/describe.js";
import { tarotGame } from "./tarot/game.js";
import type { TarotState } from "./tarot/state.js";
import { setCardWords } from "./set/words.js";

/** Every way the descriptions of a game could name a card in `lang` (its code aside). */
type CardWordsIn = (code: string, lang: Lang) => string[];

/** `wordsIn`, each card's words in each language worked out once (they depend on nothing else). */
const remembered = (wordsIn: CardWordsIn): CardWordsIn => {
  const known = new Map<string, string[]>();
  return (code, lang) => {
    const key = `${lang} ${code}`;
    let words = known.get(key);
    if (words === undefined) {
      words = wordsIn(code, lang);
      known.set(key, words);
    }
    return words;
  };
};

/** The words of the cards of each deck shape met so far. */
const CLASSIC_WORDS = new Map<string, CardWordsIn>();
const classicWords = (shape: DeckShape): CardWordsIn => {
  const key = `${shape.features}x${shape.values}`;
  let words = CLASSIC_WORDS.get(key);
  if (words === undefined) {
    words = remembered((code, lang) => [setCardWords(shape, cardId(shape, code), lang)]);
    CLASSIC_WORDS.set(key, words);
  }
  return words;
};

/** A Buraco card alone (« le 7 de cœur ») and in a meld's list, without its article (« 7 de cœur »). */
const buracoWords = remembered((code, lang) => {
  const alone = buracoCardWords(code, lang);
  return [alone, alone.replace(/^(?:o |a |le |la |l')/, "")];
});

const patternsWords = remembered((code, lang) => [patternsCardWords(code, lang)]);
const tarotWords = remembered((code, lang) => [tarotCardWords(code, lang)]);
const ruhdWords = remembered((tile, lang) =>
  ([0, 1, 2, 3] as Rotation[]).map((r) => tileWords(tile, r, lang)),
);

/** The whole-word pattern of each `words` met so far, compiled once. */
const PATTERNS = new Map<string, RegExp>();

/** Whether `text` holds `words` as whole words (« l'atout 2 » is not in « l'atout 21 »). */
const holds = (text: string, words: string): boolean => {
  // The pattern is `words` itself between two lookarounds: no match where `words` is not a substring.
  if (!text.includes(words)) return false;
  let pattern = PATTERNS.get(words);
  if (pattern === undefined) {
    pattern = new RegExp(
      `(?<![\\p{L}\\p{N}])${words.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\p{L}\\p{N}])`,
      "u",
    );
    PATTERNS.set(words, pattern);
  }
  return pattern.test(text);
};

interface Case {
  readonly game: AnyGame;
  readonly options: Record<string, unknown>;
  /** Bot levels by seat. */
  readonly bots: readonly string[];
  /** Every way the descriptions could name a hidden card in a language (its code aside), at a state. */
  words(state: unknown): CardWordsIn;
  /** The codes of the cards (or the tile) an action shows, each a card part of its words. */
  shows(action: unknown): readonly string[];
}

/** What a test reads of an action: the fields of any game's actions that hold cards. */
interface Carded {
  readonly type: string;
  readonly card?: string;
  readonly cards?: readonly string[];
  readonly tile?: string;
  readonly meld?: { readonly cards: readonly string[] } | number;
  readonly add?: { readonly cards: readonly string[] };
}

/** The cards an action names by its `card`, `cards` (and a Buraco pick-up's meld), as it gives them. */
const cardsIn = (action: unknown): string[] => {
  const a = action as Carded;
  const meld = typeof a.meld === "object" ? a.meld.cards : [];
  return [...(a.card === undefined ? [] : [a.card]), ...(a.cards ?? []), ...meld, ...(a.add?.cards ?? [])];
};

const CASES: readonly Case[] = [
  {
    game: setPc,
    options: {},
    bots: ["easy", "hard", "medium"],
    // A token names the card of its slot, which the action does not give.
    shows: () => [],
    words: (state) => {
      const { featureCount, featureSize } = (state as PcState).options;
      return classicWords({ features: featureCount, values: featureSize });
    },
  },
  {
    game: setPc,
    options: { featureCount: 3, rows: 2, columns: 3, hints: true },
    bots: ["easy", "easy"],
    shows: () => [],
    words: () => classicWords({ features: 3, values: 3 }),
  },
  {
    game: setPatterns,
    options: {},
    bots: ["easy", "hard"],
    shows: cardsIn,
    words: () => patternsWords,
  },
  {
    game: setSuper,
    options: {},
    bots: ["easy", "medium", "hard"],
    shows: cardsIn,
    words: () => classicWords(CLASSIC),
  },
  ...(["normal", "ultrachain", "ghostset", "puzzle", "junior"] as const).map((mode): Case => ({
    game: setClassic,
    options: { mode, penalty: "point" },
    bots: ["easy", "hard"],
    shows: cardsIn,
    words: () => classicWords(MODES[mode].shape),
  })),
  {
    game: ruhdGame,
    options: {},
    bots: ["greedy", "greedy", "greedy"],
    shows: (action) => [(action as { tile: string }).tile],
    words: () => ruhdWords,
  },
  // Cards shown to all (the dog of a Prise or Garde, poignées, the discard's trumps) lie in hidden
  // places too and may be named.
  ...[3, 4, 5].map((seats): Case => ({
    game: tarotGame,
    options: { deals: 2 },
    bots: Array<string>(seats).fill("random"),
    // A discard is hidden: only its trumps are shown, which the state knows.
    shows: (action) => ((action as Carded).type === "discard" ? [] : cardsIn(action)),
    words: (state) => {
      const shown = shownCards(state as TarotState);
      return (code, lang) => (shown.includes(code) ? [] : tarotWords(code, lang));
    },
  })),
  // Two decks: a face shown face up anywhere (melds, red threes, the pile's top) may be named although
  // its twin is hidden.
  ...[2, 4].map((seats): Case => ({
    game: buracoGame,
    options: { hands: 1 },
    bots: Array<string>(seats).fill("random"),
    // A physical card (`7H.1`) is named by its code.
    shows: (action) => cardsIn(action).map(cardOf),
    words: (state) => {
      const s = state as BuracoState;
      const shown = new Set(
        [
          ...s.melds.flat(2),
          ...s.redThrees.flat(),
          ...s.pile.slice(-1),
          ...(s.options.openPile ? s.pile : []),
        ].map(cardOf),
      );
      return (code, lang) => (shown.has(code) ? [] : buracoWords(code, lang));
    },
  })),
];

/** The names a replay gives in `lang`: bots by number and level ("Bot 2 (easy)", « Robot 2 (facile) »). */
const nameOf = (bots: readonly string[], seat: Seat, lang: Lang): string =>
  seatLabel({ bot: bots[seat] }, seat, lang);

/** A seat nobody named, in `lang`: "Player 2", « Joueur 2 », "Jogador 2". */
const inLangSeat = (lang: Lang, seat: Seat): string => COMMON_WORDS[lang].seat(seat);

/** A sentence on one line, beginning and ending with no blank. */
const ONE_LINE = /^\S.*\S$/;
/** What a sentence built from a missing value or a placeholder would show. */
const GARBAGE = /undefined|NaN|null|\[object|\?/;
const VOUS_AVEZ = /^Vous avez /;

/** The reader's own seat beginning a sentence: "You", « Vous », "Você". */
const YOU: Readonly<Record<Lang, string>> = { en: "You", fr: "Vous", "pt-BR": "Você" };

describe("the cases of moves in words", () => {
  it("cover every game of the catalogue", () => {
    expect(new Set(CASES.map((c) => c.game.id))).toEqual(new Set(listGames().map((game) => game.id)));
  });
});

describe("moves in words, over bot matches of every game", () => {
  for (const c of CASES) {
    it(`${c.game.id} ${JSON.stringify(c.options)}: sentences in every language naming the mover and no hidden card`, () => {
      fc.assert(
        fc.property(fc.string({ minLength: 1, maxLength: 8 }), (seed) => {
          const log = playWithBots(c.game, c.options, c.bots, seed).log;
          const states = [...replaySteps(c.game, log)];
          log.actions.forEach((entry, i) => {
            const before = states[i];
            const after = states[i + 1];
            const move = { seat: entry.seat, action: entry.action, at: entry.at };
            const hidden = c.game.reveal(after).flatMap((group) => group.cards);
            const words = c.words(after);
            // Every sentence of the move is checked in plain code, what is wrong with it written down;
            // one assertion per move (thousands of `expect` calls per match cost most of the time).
            const problems: string[] = [];
            for (const lang of LANGS) {
              const wrong = (what: string, sentence: string): void => {
                problems.push(`seq ${entry.seq} (${lang}): ${what}: ${sentence}`);
              };
              const name = nameOf(c.bots, entry.seat, lang);
              const text = moveSentence(c.game.describe(before, { ...move, name }, after, lang));
              if (!text.startsWith(`${name} `)) wrong(`not begun by the mover's name ${name}`, text);
              if (!ONE_LINE.test(text)) wrong("not one line without blanks at its ends", text);
              if (GARBAGE.test(text)) wrong("undefined, NaN, null, [object or ?", text);
              // Told to the mover's own player, the move is theirs ("You …") and their name is never
              // said; told to another seat's player, that seat's name is never said either.
              const names = c.bots.map((_, seat) => nameOf(c.bots, seat, lang));
              const mine = moveSentence(
                c.game.describe(before, { ...move, names, you: entry.seat }, after, lang),
              );
              if (!mine.startsWith(`${YOU[lang]} `)) wrong(`to the mover, not begun by ${YOU[lang]}`, mine);
              if (mine.includes(name)) wrong(`to the mover, names them (${name})`, mine);
              // French's passé composé agrees: « Robot 1 a posé », « Vous avez posé ».
              if (text.startsWith(`${name} a `) && !VOUS_AVEZ.test(mine))
                wrong(`« ${name} a » but not « Vous avez »`, mine);
              const other = (entry.seat + 1) % c.bots.length;
              const theirs = moveSentence(
                c.game.describe(before, { ...move, names, you: other }, after, lang),
              );
              if (!theirs.startsWith(`${name} `)) wrong(`to seat ${other}, not begun by ${name}`, theirs);
              if (theirs.includes(names[other] as string))
                wrong(`to seat ${other}, names them (${names[other]})`, theirs);
              // Unnamed, the seat is named by the game, in the language.
              const unnamed = moveSentence(c.game.describe(before, move, after, lang));
              const seatName = inLangSeat(lang, entry.seat);
              if (!unnamed.startsWith(`${seatName} `)) wrong(`unnamed, not begun by ${seatName}`, unnamed);
              for (const code of hidden) {
                if (text.includes(code)) wrong(`hidden ${code} named`, text);
                for (const said of words(code, lang))
                  if (holds(text, said)) wrong(`hidden ${code} named in words (${said})`, text);
              }
            }
            expect(problems, [...new Set(problems)].join("; ")).toEqual([]);
          });
        }),
        { numRuns: 3 },
      );
    });
  }
});

/** A number as `lang` writes it: a decimal comma in French and Portuguese. */
const written = (value: number, lang: Lang): string =>
  lang === "en" ? String(value) : String(value).replace(".", ",");

describe("moves in words as parts, over bot matches of every game", () => {
  for (const c of CASES) {
    it(`${c.game.id} ${JSON.stringify(c.options)}: the mover, the cards shown and the numbers are parts`, () => {
      const log = playWithBots(c.game, c.options, c.bots, "parts").log;
      const states = [...replaySteps(c.game, log)];
      const problems: string[] = [];
      log.actions.forEach((entry, i) => {
        for (const lang of LANGS) {
          const names = c.bots.map((_, seat) => nameOf(c.bots, seat, lang));
          for (const you of [undefined, entry.seat]) {
            const move = { seat: entry.seat, action: entry.action, at: entry.at, names, you };
            const words = c.game.describe(states[i], move, states[i + 1], lang);
            const wrong = (what: string): void => {
              problems.push(`seq ${entry.seq} (${lang}): ${what}: ${JSON.stringify(words)}`);
            };
            const [first] = words;
            const text = you === undefined ? names[entry.seat] : YOU[lang];
            if (first?.kind !== "seat" || first.seat !== entry.seat || first.text !== text)
              wrong(`not begun by the mover's seat part (${text})`);
            words.forEach((part, at) => {
              if (part.text === "") wrong("an empty part");
              if (part.kind === "text" && words[at - 1]?.kind === "text")
                wrong("two words parts side by side");
              if (part.kind === "number" && part.text !== written(part.value, lang))
                wrong(`the number ${part.value} written ${part.text}`);
              if (
                part.kind === "seat" &&
                part.text !== names[part.seat] &&
                part.text.toLowerCase() !== YOU[lang].toLowerCase()
              )
                wrong(`seat ${part.seat} named ${part.text}`);
            });
            // A card part's words are the card's (`cardWords`); a Buraco run says its suit once, each
            // card by its rank; a Ruhd tile is named by its code, which a page puts in its own words.
            for (const part of words) {
              if (part.kind !== "card") continue;
              const said = c.game.cardWords?.(states[i + 1], part.code, lang) ?? part.code;
              const ok =
                c.game.id === ruhdGame.id
                  ? part.text === part.code
                  : part.text === said || (c.game.id === buracoGame.id && said.includes(part.text));
              if (!ok) wrong(`${part.code} said ${part.text}, not ${said}`);
            }
            const cards = new Set(words.flatMap((part) => (part.kind === "card" ? [part.code] : [])));
            for (const code of c.shows(entry.action)) if (!cards.has(code)) wrong(`${code} not a card part`);
          }
        }
      });
      expect(problems, [...new Set(problems)].slice(0, 5).join("; ")).toEqual([]);
    });
  }

  it("ruhd: the cell a tile is placed at is a cell part with its coordinates", () => {
    const log = playWithBots(ruhdGame, {}, ["greedy", "greedy"], "cells").log;
    const states = [...replaySteps(ruhdGame, log)];
    log.actions.forEach((entry, i) => {
      const { x, y } = entry.action as { x: number; y: number };
      const words = (ruhdGame as AnyGame).describe(states[i], entry, states[i + 1]);
      expect(words.filter((part) => part.kind === "cell")).toEqual([
        { kind: "cell", x, y, text: `(${x}, ${y})` },
      ]);
    });
  });
});
