/**
 * Buraco moves in words (`describe`): draws (never the card drawn), pile pick-ups (how many cards, and
 * the meld the top card went into), melds, additions, discards (a black three locking the pile), a
 * canasta made, and what followed at once: red threes laid, a morto taken, a morto turned into the
 * stock, the hand scored, the match over. Only what the table saw: a hidden card is never named. Cards in words are
 * in words.ts ("7♥", « le 7 de cœur », "o 7 de copas").
 */
import { eventsSince } from "../../core/events.js";
import type { MoveEntry } from "../../core/game.js";
import {
  COMMON_WORDS,
  inLang,
  moverName,
  NBSP,
  seatNamed,
  type Lang,
  type Translations,
} from "../../core/lang.js";
import type { BuracoAction } from "./actions.js";
import { isBlackThree, isWild } from "./cards.js";
import { canastaOf } from "./melds.js";
import { sideOf, type BuracoEvent, type BuracoState } from "./state.js";
import { buracoCardsWords, buracoCardWords, canastaWords } from "./words.js";

export { buracoCardWords } from "./words.js";

/** The sentences of Buraco, in one language. `meld` is a meld's cards in words, with a canasta it made. */
interface BuracoWords {
  draws(name: string): string;
  takesPile(name: string, count: number, meld: string, added: boolean): string;
  melds(name: string, meld: string): string;
  adds(name: string, cards: string, meld: string): string;
  discards(name: string, card: string, locks: boolean): string;
  /** A meld that became a canasta with this move: "7♥ … K♥ (a natural canasta)". */
  canasta(meld: string, canasta: string): string;
  redThree(name: string, card: string): string;
  morto(name: string, direct: boolean): string;
  readonly mortoToStock: string;
  /** A side (a pair, or a player alone) nobody named: "side 2". */
  side(side: number): string;
  handScored(scores: string, wentOut: string | null): string;
}

const EN: BuracoWords = {
  draws: (name) => `${name} draws from the stock`,
  takesPile: (name, count, meld, added) =>
    `${name} takes the pile (${count} ${count === 1 ? "card" : "cards"}) and ${added ? "adds its top card, making" : "melds"} ${meld}`,
  melds: (name, meld) => `${name} melds ${meld}`,
  adds: (name, cards, meld) => `${name} adds ${cards}, making ${meld}`,
  discards: (name, card, locks) => `${name} discards ${card}${locks ? ", locking the pile" : ""}`,
  canasta: (meld, canasta) => `${meld} (${canasta})`,
  redThree: (name, card) => `${name} lays ${card} and draws a card for it`,
  morto: (name, direct) => `${name} takes the morto${direct ? " and plays on" : ", to play it next turn"}`,
  mortoToStock: "the stock ran out: a morto becomes the stock",
  side: (side) => `side ${side}`,
  handScored: (scores, wentOut) =>
    `${wentOut === null ? "the stock ran out" : `${wentOut} went out`}; the hand scores ${scores}`,
};

const FR: BuracoWords = {
  draws: (name) => `${name} pioche`,
  takesPile: (name, count, meld, added) =>
    `${name} ramasse la défausse (${count} ${count === 1 ? "carte" : "cartes"}) et ${added ? "en ajoute la carte du dessus, ce qui donne" : "pose"} ${meld}`,
  melds: (name, meld) => `${name} pose ${meld}`,
  adds: (name, cards, meld) => `${name} ajoute ${cards}, ce qui donne ${meld}`,
  discards: (name, card, locks) => `${name} défausse ${card}${locks ? ", ce qui bloque la défausse" : ""}`,
  canasta: (meld, canasta) => `${meld} (${canasta})`,
  redThree: (name, card) => `${name} pose ${card} et pioche une carte à la place`,
  morto: (name, direct) =>
    `${name} prend le mort${direct ? " et continue de jouer" : ", à jouer au prochain tour"}`,
  mortoToStock: `la pioche est épuisée${NBSP}: un mort devient la pioche`,
  side: (side) => `le camp ${side}`,
  handScored: (scores, wentOut) =>
    `${wentOut === null ? "la pioche est épuisée" : `${wentOut} sort`}${NBSP}; score de la donne${NBSP}: ${scores}`,
};

const PT_BR: BuracoWords = {
  draws: (name) => `${name} compra do monte`,
  takesPile: (name, count, meld, added) =>
    `${name} pega o lixo (${count} ${count === 1 ? "carta" : "cartas"}) e ${added ? "encosta a carta de cima, formando" : "baixa"} ${meld}`,
  melds: (name, meld) => `${name} baixa ${meld}`,
  adds: (name, cards, meld) => `${name} encosta ${cards}, formando ${meld}`,
  discards: (name, card, locks) => `${name} descarta ${card}${locks ? ", trancando o lixo" : ""}`,
  canasta: (meld, canasta) => `${meld} (${canasta})`,
  redThree: (name, card) => `${name} baixa ${card} e compra outra carta no lugar`,
  morto: (name, direct) =>
    `${name} pega o morto${direct ? " e continua jogando" : " para jogar na próxima vez"}`,
  mortoToStock: "o monte acabou: um morto vira o monte",
  side: (side) => `a dupla ${side}`,
  handScored: (scores, wentOut) =>
    `${wentOut === null ? "o monte acabou" : `${wentOut} bate`}; placar da rodada: ${scores}`,
};

const WORDS: Translations<BuracoWords> = { en: EN, fr: FR, "pt-BR": PT_BR };

/** How a hand's scores are said: "250 to -100", « 250 à -100 », "250 a -100". */
const SCORE_SEPARATOR: Translations<string> = { en: " to ", fr: " à ", "pt-BR": " a " };

/** What an event that followed the move says. */
function eventWords(
  event: BuracoEvent,
  entry: MoveEntry<BuracoAction>,
  words: BuracoWords,
  lang?: Lang,
): string {
  switch (event.kind) {
    case "red-three":
      return words.redThree(seatNamed(entry, event.seat, lang), buracoCardWords(event.card, lang));
    case "morto":
      return words.morto(seatNamed(entry, event.seat, lang), event.how === "direct");
    case "morto-to-stock":
      return words.mortoToStock;
    case "hand-scored": {
      const side = event.result.wentOut;
      const outSeat = side === null ? null : side === sideOf(entry.seat) ? entry.seat : null;
      const wentOut =
        side === null ? null : outSeat === null ? words.side(side + 1) : seatNamed(entry, outSeat, lang);
      const common = inLang(COMMON_WORDS, lang);
      return words.handScored(
        event.result.sides.map((score) => common.number(score.total)).join(inLang(SCORE_SEPARATOR, lang)),
        wentOut,
      );
    }
  }
}

/**
 * A meld in words after the move, with the canasta it became by the move (none when it already was
 * one of that kind, or is none).
 */
function meldWords(
  meld: readonly string[],
  before: readonly string[],
  words: BuracoWords,
  lang?: Lang,
): string {
  const cards = buracoCardsWords(meld, lang);
  const canasta = canastaOf(meld.length, meld.some(isWild));
  const was = canastaOf(before.length, before.some(isWild));
  return canasta === null || canasta === was ? cards : words.canasta(cards, canastaWords(canasta, lang));
}

/** The move itself in words, told from the state before it and after it. */
function moveWords(
  before: BuracoState,
  entry: MoveEntry<BuracoAction>,
  after: BuracoState,
  words: BuracoWords,
  lang?: Lang,
): string {
  const name = moverName(entry, lang);
  const action = entry.action;
  const side = sideOf(entry.seat);
  // A move that ended the hand leaves no melds to read: the cards are told as they were laid.
  const sameHand = after.handsScored === before.handsScored;
  switch (action.type) {
    case "draw":
      return words.draws(name);
    case "take-pile": {
      const top = before.pile[before.pile.length - 1] ?? "";
      const index = action.add?.meld ?? (before.melds[side] ?? []).length;
      const meld = sameHand ? after.melds[side]?.[index] : undefined;
      const shown = meld ?? [top, ...(action.meld?.cards ?? action.add?.cards ?? [])];
      const was = action.add ? (before.melds[side]?.[action.add.meld] ?? []) : [];
      return words.takesPile(
        name,
        before.pile.length,
        meldWords(shown, was, words, lang),
        action.add !== undefined,
      );
    }
    case "meld": {
      const laid = sameHand ? after.melds[side]?.[(before.melds[side] ?? []).length] : undefined;
      return words.melds(name, meldWords(laid ?? action.cards, [], words, lang));
    }
    case "add": {
      const was = before.melds[side]?.[action.meld] ?? [];
      const meld = sameHand ? after.melds[side]?.[action.meld] : undefined;
      const whole = meld ?? [...was, ...action.cards];
      return words.adds(name, buracoCardsWords(action.cards, lang), meldWords(whole, was, words, lang));
    }
    case "discard":
      return words.discards(name, buracoCardWords(action.card, lang), isBlackThree(action.card));
  }
}

/**
 * `entry` in words: the move, then what it set off at once (red threes laid, the morto taken, the
 * stock renewed, the hand scored), in the order they happened.
 */
export function describeBuraco(
  before: BuracoState,
  entry: MoveEntry<BuracoAction>,
  after: BuracoState,
  lang?: Lang,
): string {
  const words = inLang(WORDS, lang);
  const common = inLang(COMMON_WORDS, lang);
  const parts = [
    moveWords(before, entry, after, words, lang),
    ...eventsSince(before.events, after.events).map((event) => eventWords(event, entry, words, lang)),
  ];
  if (before.phase !== "over" && after.phase === "over") parts.push(common.gameOver);
  return parts.join(common.semicolon);
}
