/**
 * The languages of the site, and the words the games share when they describe a move (`describe`).
 * English is written; French and Brazilian Portuguese come with the French Tarot and Buraco tables,
 * and until then a text asked for in them is given in English.
 */
import type { Seat } from "./game.js";

/** Every language the site speaks, the default first. */
export const LANGS = ["en", "fr", "pt-BR"] as const;

/** A language of the site: "en", "fr" or "pt-BR". */
export type Lang = (typeof LANGS)[number];

/** The language of a text nobody asked in a particular language. */
export const DEFAULT_LANG: Lang = "en";

/** Texts by language: English always, the others when written. */
export type Translations<T> = { readonly en: T } & { readonly [L in Lang]?: T };

/** The texts in `lang`, or in English while that language is not written yet. */
export function inLang<T>(texts: Translations<T>, lang: Lang = DEFAULT_LANG): T {
  return texts[lang] ?? texts.en;
}

/** Words every game's descriptions use. */
export interface CommonWords {
  /** A seat nobody named: "Player 2". */
  seat(seat: Seat): string;
  /** A count with its unit: "1 point", "3 points" (`unit` in the plural). */
  counted(n: number, unit: string): string;
  /** A list: "a", "a and b", "a, b and c". */
  list(items: readonly string[]): string;
  /** Said when a move ended the game. */
  readonly gameOver: string;
}

const EN: CommonWords = {
  seat: (seat) => `Player ${seat + 1}`,
  counted: (n, unit) => `${n} ${Math.abs(n) === 1 ? unit.replace(/s$/, "") : unit}`,
  list: (items) =>
    items.length <= 1 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`,
  gameOver: "the game is over",
};

/** The words every game shares, by language. */
export const COMMON_WORDS: Translations<CommonWords> = { en: EN };

/** Who made a move, in words: the name the caller chose for the seat, else "Player 2". */
export function moverName(
  entry: { readonly seat: Seat; readonly name?: string; readonly names?: readonly string[] },
  lang?: Lang,
): string {
  return entry.name ?? entry.names?.[entry.seat] ?? inLang(COMMON_WORDS, lang).seat(entry.seat);
}

/** Any seat a move names, in words: the caller's name for it (`names`, or `name` for the mover), else "Player 2". */
export function seatNamed(
  entry: { readonly seat: Seat; readonly name?: string; readonly names?: readonly string[] },
  seat: Seat,
  lang?: Lang,
): string {
  return seat === entry.seat
    ? moverName(entry, lang)
    : (entry.names?.[seat] ?? inLang(COMMON_WORDS, lang).seat(seat));
}

/** A seat as a replay names it: "Bot 1 (medium)" for a bot, the player's name, else "Player 2". */
export function seatLabel(
  info: { readonly name?: string; readonly bot?: string } | undefined,
  seat: Seat,
  lang?: Lang,
): string {
  if (info?.bot !== undefined) return inLang(BOT_WORDS, lang)(seat, info.bot);
  return info?.name ?? inLang(COMMON_WORDS, lang).seat(seat);
}

/** A bot seat's name: "Bot 1 (medium)". */
const BOT_WORDS: Translations<(seat: Seat, level: string) => string> = {
  en: (seat, level) => `Bot ${seat + 1} (${level})`,
};
