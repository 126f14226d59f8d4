/**
 * The languages of the site, and the words the games share when they describe a move (`describe`).
 * Every text is written in English, French and Brazilian Portuguese: a `Translations` lacking one of
 * them does not typecheck, so a game's words cannot fall behind a language. A language tag from
 * outside (a client's, a command line's) becomes one of ours with `toLang`. A move's words are parts
 * (`MoveWords`): the shared words below keep the numbers and seats they say as parts.
 */
import type { Seat } from "./game.js";
import {
  joinWords,
  numberPart,
  say,
  seatPart,
  wordsOf,
  type MovePart,
  type MoveWords,
  type NumberPart,
  type Wording,
} from "./moveWords.js";

/** Every language the site speaks, the default first. */
export const LANGS = ["en", "fr", "pt-BR"] as const;

/** A language of the site: "en", "fr" or "pt-BR". */
export type Lang = (typeof LANGS)[number];

/** The language of a text nobody asked in a particular language. */
export const DEFAULT_LANG: Lang = "en";

/** Texts by language: every language of the site, each written. */
export type Translations<T> = { readonly [L in Lang]: T };

/** Whether `tag` is one of the site's languages, exactly ("fr", not "fr-CA"). */
export function isLang(tag: string): tag is Lang {
  return (LANGS as readonly string[]).includes(tag);
}

/**
 * A BCP 47 tag as one of the site's languages: itself when it is one (any case), else by its
 * primary language ("fr-CA" → "fr", "pt" or "pt-PT" → "pt-BR"), else the default ("de" → "en").
 */
export function toLang(tag: string | undefined): Lang {
  if (tag === undefined) return DEFAULT_LANG;
  const lower = tag.toLowerCase();
  const primary = lower.split("-")[0];
  return (
    LANGS.find((lang) => lang.toLowerCase() === lower) ??
    LANGS.find((lang) => lang.toLowerCase().split("-")[0] === primary) ??
    DEFAULT_LANG
  );
}

/**
 * The texts in `lang`. Every language is written; the default's only serve a caller in plain
 * JavaScript passing a tag that is no `Lang` (use `toLang` first).
 */
export function inLang<T>(texts: Translations<T>, lang: Lang = DEFAULT_LANG): T {
  return texts[lang] ?? texts[DEFAULT_LANG];
}

/** Words every game's descriptions use. */
export interface CommonWords {
  /** A seat nobody named: "Player 2". */
  seat(seat: Seat): string;
  /** A seat of several played on one keyboard, by its letter (`index` 0 is A): "Player A". */
  letter(index: number): string;
  /** The reader's own seat inside a sentence, its subject in the second person: "you", « vous ». */
  readonly you: string;
  /** A number as the language writes it: "40.5" in English, "40,5" in French and Portuguese. */
  number(n: number): NumberPart;
  /** A count with its unit: "1 point", "3 points" (`unit` in the plural, made singular by its final s). */
  counted(n: number, unit: string): MoveWords;
  /** A list: "a", "a and b", "a, b and c" (each item keeps its parts). */
  list(items: readonly Wording[]): MoveWords;
  /** Said when a move ended the game. */
  readonly gameOver: string;
  /** What introduces what came of a move: ": " (French puts a no-break space before it). */
  readonly colon: string;
  /** What separates the clauses of a move: "; " (French puts a no-break space before it). */
  readonly semicolon: string;
}

/** The space French puts before ":", ";", "!", "?" and inside « », which a line never breaks at. */
export const NBSP = "\u00a0";

/** "a, b and c" with the language's "and". */
const listWith =
  (and: string) =>
  (items: readonly Wording[]): MoveWords =>
    items.length <= 1
      ? wordsOf(...items)
      : say`${joinWords(items.slice(0, -1), ", ")} ${and} ${items[items.length - 1] ?? ""}`;

/** `unit` (a plural ending in s) made singular, or kept plural. */
const unitFor = (unit: string, singular: boolean): string => (singular ? unit.replace(/s$/, "") : unit);

/** The letter of a seat played on one keyboard: A for the first. */
const letterOf = (index: number): string => String.fromCharCode("A".charCodeAt(0) + index);

/** A decimal number with a comma, as French and Portuguese write it. */
const withComma = (n: number): string => String(n).replace(".", ",");

/** A number part written with the language's decimal comma. */
const commaNumber = (n: number): NumberPart => numberPart(n, withComma(n));

const EN: CommonWords = {
  seat: (seat) => `Player ${seat + 1}`,
  letter: (index) => `Player ${letterOf(index)}`,
  you: "you",
  number: (n) => numberPart(n, String(n)),
  counted: (n, unit) => say`${n} ${unitFor(unit, Math.abs(n) === 1)}`,
  list: listWith("and"),
  gameOver: "the game is over",
  colon: ": ",
  semicolon: "; ",
};

const FR: CommonWords = {
  seat: (seat) => `Joueur ${seat + 1}`,
  letter: (index) => `Joueur ${letterOf(index)}`,
  you: "vous",
  number: commaNumber,
  // French keeps the singular below 2: "0 point", "1,5 point", "2 points".
  counted: (n, unit) => say`${commaNumber(n)} ${unitFor(unit, Math.abs(n) < 2)}`,
  list: listWith("et"),
  gameOver: "la partie est terminée",
  colon: `${NBSP}: `,
  semicolon: `${NBSP}; `,
};

const PT_BR: CommonWords = {
  seat: (seat) => `Jogador ${seat + 1}`,
  letter: (index) => `Jogador ${letterOf(index)}`,
  you: "você",
  number: commaNumber,
  counted: (n, unit) => say`${commaNumber(n)} ${unitFor(unit, Math.abs(n) === 1)}`,
  list: listWith("e"),
  gameOver: "fim da partida",
  colon: ": ",
  semicolon: "; ",
};

/** The words every game shares, by language. */
export const COMMON_WORDS: Translations<CommonWords> = { en: EN, fr: FR, "pt-BR": PT_BR };

/** What a move's words know of its seats: the mover, the caller's names, the reader's own seat. */
type Seated = {
  readonly seat: Seat;
  readonly name?: string;
  readonly names?: readonly string[];
  readonly you?: Seat;
};

/**
 * A seat as a move's words name it: by the caller's name for it (else "Player 2"), or, to the person
 * reading the words at their own seat (`MoveEntry.you`), as "you", its verbs in the second person.
 */
export interface Named {
  /** The seat's name, or the language's "you" ("You" when it begins the words: `mover`). */
  readonly name: string;
  /** Whether it is the reader's own seat: a clause with it as its subject is in the second person. */
  readonly you: boolean;
  /** The name as a part of a move's words: the seat with its name (words alone for no seat's name). */
  readonly part: MovePart;
}

/** `text` with its first letter a capital ("you" → "You", « vous » → « Vous »). */
const capitalised = (text: string, lang?: Lang): string =>
  text.charAt(0).toLocaleUpperCase(lang) + text.slice(1);

/**
 * Who made the move, as the subject its words begin with: the name the caller chose for the seat,
 * else "Player 2"; "You" (« Vous », "Você") when it is the reader's own seat.
 */
export function mover(entry: Seated, lang?: Lang): Named {
  const words = inLang(COMMON_WORDS, lang);
  const you = entry.you === entry.seat;
  const name = you
    ? capitalised(words.you, lang)
    : (entry.name ?? entry.names?.[entry.seat] ?? words.seat(entry.seat));
  return { name, you, part: seatPart(entry.seat, name) };
}

/**
 * Any seat a move names, inside its words: the caller's name for it (`names`, or `name` for the
 * mover), else "Player 2"; "you" (« vous », "você") when it is the reader's own seat.
 */
export function named(entry: Seated, seat: Seat, lang?: Lang): Named {
  const words = inLang(COMMON_WORDS, lang);
  if (entry.you === seat) return { name: words.you, you: true, part: seatPart(seat, words.you) };
  const given = seat === entry.seat ? (entry.name ?? entry.names?.[seat]) : entry.names?.[seat];
  const name = given ?? words.seat(seat);
  return { name, you: false, part: seatPart(seat, name) };
}

/**
 * A clause with `who` as its subject, its verb agreeing with it: `clause(who, "bids Prise", "bid
 * Prise")` is "Ana bids Prise" or "You bid Prise". Without `second`, both persons say the same
 * (Portuguese's "você" takes the third person's verbs; English's past tense agrees with both).
 */
export function clause(who: Named, third: Wording, second: Wording = third): MoveWords {
  return say`${who.part} ${who.you ? second : third}`;
}

/**
 * A French clause in the passé composé with « avoir », agreeing with `who`: « Ana a posé … »,
 * « Vous avez posé … » (`rest`: the participle and what follows it).
 */
export function passeCompose(who: Named, rest: Wording): MoveWords {
  return clause(who, say`a ${rest}`, say`avez ${rest}`);
}

/** Who made a move, in words: the name the caller chose for the seat, else "Player 2" ("You": `mover`). */
export function moverName(entry: Seated, lang?: Lang): string {
  return mover(entry, lang).name;
}

/** Any seat a move names, in words: the caller's name for it (`names`, or `name` for the mover), else "Player 2". */
export function seatNamed(entry: Seated, seat: Seat, lang?: Lang): string {
  return named(entry, seat, lang).name;
}

/** A seat of several played on one keyboard, by its letter: "Player A" (`index` 0), « Joueur B ». */
export function keyboardSeatLabel(index: number, lang?: Lang): string {
  return inLang(COMMON_WORDS, lang).letter(index);
}

/** A seat as a replay names it: "Bot 1 (medium)" for a bot, the player's name, else "Player 2". */
export function seatLabel(
  info: { readonly name?: string; readonly bot?: string } | undefined,
  seat: Seat,
  lang?: Lang,
): string {
  if (info?.bot !== undefined) return inLang(BOT_WORDS, lang).bot(seat, botLevelWords(info.bot, lang));
  return info?.name ?? inLang(COMMON_WORDS, lang).seat(seat);
}

/** A bot's seat in words, and the names of the games' bot levels. */
interface BotWords {
  /** A bot seat's name, with its level in words: "Bot 1 (medium)". */
  bot(seat: Seat, level: string): string;
  /** Every game's levels (a level no game has yet is given by its id). */
  readonly levels: Readonly<Record<string, string>>;
}

const BOT_WORDS: Translations<BotWords> = {
  en: {
    bot: (seat, level) => `Bot ${seat + 1} (${level})`,
    levels: {},
  },
  fr: {
    bot: (seat, level) => `Robot ${seat + 1} (${level})`,
    levels: {
      random: "au hasard",
      easy: "facile",
      medium: "moyen",
      hard: "difficile",
      greedy: "glouton",
      basic: "de base",
      strong: "fort",
    },
  },
  "pt-BR": {
    bot: (seat, level) => `Robô ${seat + 1} (${level})`,
    levels: {
      random: "aleatório",
      easy: "fácil",
      medium: "médio",
      hard: "difícil",
      greedy: "guloso",
      basic: "básico",
      strong: "forte",
    },
  },
};

/** A bot level's name in `lang` ("strong" → "fort"); a level the words do not know, as it is. */
export function botLevelWords(level: string, lang?: Lang): string {
  const levels = inLang(BOT_WORDS, lang).levels;
  return Object.hasOwn(levels, level) ? (levels[level] ?? level) : level;
}
