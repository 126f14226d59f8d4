/**
 * Buraco moves in words (`describe`): draws (never the card drawn), pile pick-ups (how many cards, and
 * the meld the top card went into), melds, additions, discards (a black three locking the pile), and
 * what followed at once: red threes laid, a morto taken, a morto turned into the stock, the hand
 * scored. Only what the table saw: a hidden card is never named.
 */
import { eventsSince } from "../../core/events.js";
import type { MoveEntry } from "../../core/game.js";
import { inLang, moverName, seatNamed, type Lang, type Translations } from "../../core/lang.js";
import type { BuracoAction } from "./actions.js";
import { cardOf, isBlackThree, isJoker, rankOf, suitOf, type Suit } from "./cards.js";
import { sideOf, type BuracoEvent, type BuracoState } from "./state.js";

/** The sentences of Buraco, in one language. */
interface BuracoWords {
  readonly suits: Readonly<Record<Suit, string>>;
  readonly joker: string;
  draws(name: string): string;
  takesPile(name: string, count: number, meld: string, added: boolean): string;
  melds(name: string, meld: string): string;
  adds(name: string, cards: string, meld: string): string;
  discards(name: string, card: string, locks: boolean): string;
  redThree(name: string, card: string): string;
  morto(name: string, direct: boolean): string;
  mortoToStock: string;
  handScored(scores: readonly number[], wentOut: string | null): string;
}

const EN: BuracoWords = {
  suits: { S: "♠", H: "♥", D: "♦", C: "♣" },
  joker: "a joker",
  draws: (name) => `${name} draws from the stock`,
  takesPile: (name, count, meld, added) =>
    `${name} takes the pile (${count} ${count === 1 ? "card" : "cards"}) and ${added ? "adds its top card, making" : "melds"} ${meld}`,
  melds: (name, meld) => `${name} melds ${meld}`,
  adds: (name, cards, meld) => `${name} adds ${cards}, making ${meld}`,
  discards: (name, card, locks) => `${name} discards ${card}${locks ? ", locking the pile" : ""}`,
  redThree: (name, card) => `${name} lays ${card} and draws a card for it`,
  morto: (name, direct) => `${name} takes the morto${direct ? " and plays on" : ", to play it next turn"}`,
  mortoToStock: "the stock ran out: a morto becomes the stock",
  handScored: (scores, wentOut) =>
    `${wentOut === null ? "the stock ran out" : `${wentOut} went out`}; the hand scores ${scores.join(" to ")}`,
};

const WORDS: Translations<BuracoWords> = { en: EN };

/** A card in words: rank and suit symbol (`7♥`, `10♠`), or a joker. */
export function buracoCardWords(card: string, lang?: Lang): string {
  const words = inLang(WORDS, lang);
  if (isJoker(card)) return words.joker;
  const suit = suitOf(card);
  return `${rankOf(card) ?? cardOf(card)}${suit === null ? "" : words.suits[suit]}`;
}

/** Cards in words, separated by spaces. */
const cardsWords = (cards: readonly string[], lang?: Lang): string =>
  cards.map((card) => buracoCardWords(card, lang)).join(" ");

/** What an event that followed the move says, or null for one it need not tell. */
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
        side === null ? null : outSeat === null ? `side ${side + 1}` : seatNamed(entry, outSeat, lang);
      return words.handScored(
        event.result.sides.map((score) => score.total),
        wentOut,
      );
    }
  }
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
  switch (action.type) {
    case "draw":
      return words.draws(name);
    case "take-pile": {
      const top = before.pile[before.pile.length - 1] ?? "";
      const index = action.add?.meld ?? (before.melds[side] ?? []).length;
      const meld = after.handsScored === before.handsScored ? after.melds[side]?.[index] : undefined;
      const shown = meld ?? [top, ...(action.meld?.cards ?? action.add?.cards ?? [])];
      return words.takesPile(name, before.pile.length, cardsWords(shown, lang), action.add !== undefined);
    }
    case "meld": {
      const laid =
        after.handsScored === before.handsScored
          ? after.melds[side]?.[(before.melds[side] ?? []).length]
          : undefined;
      return words.melds(name, cardsWords(laid ?? action.cards, lang));
    }
    case "add": {
      const meld = after.handsScored === before.handsScored ? after.melds[side]?.[action.meld] : undefined;
      const whole = meld ?? [...(before.melds[side]?.[action.meld] ?? []), ...action.cards];
      return words.adds(name, cardsWords(action.cards, lang), cardsWords(whole, lang));
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
  const parts = [
    moveWords(before, entry, after, words, lang),
    ...eventsSince(before.events, after.events).map((event) => eventWords(event, entry, words, lang)),
  ];
  return parts.join("; ");
}
