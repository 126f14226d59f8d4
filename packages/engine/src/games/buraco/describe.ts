/**
 * Buraco moves in words (`describe`): draws (never the card drawn; with the stock empty, the pile left
 * and the hand ended), pile pick-ups (how many cards, and the meld the top card went into), melds,
 * additions, discards (a black three locking the pile), a canasta made, and what followed at once: red
 * threes laid (unreplaced when the stock ran out), a morto taken, the hand scored, the match over. Only
 * what the table saw: a hidden card is never named. Cards in words are in words.ts ("7♥", « le 7 de
 * cœur », "o 7 de copas").
 */
import { eventsSince } from "../../core/events.js";
import type { MoveEntry } from "../../core/game.js";
import {
  clause,
  COMMON_WORDS,
  inLang,
  mover,
  named,
  NBSP,
  type Lang,
  type Named,
  type Translations,
} from "../../core/lang.js";
import { cardPart, joinWords, say, wordsOf, type MoveWords, type Wording } from "../../core/moveWords.js";
import type { BuracoAction } from "./actions.js";
import { cardOf, isBlackThree, isWild } from "./cards.js";
import { canastaOf } from "./melds.js";
import { sideOf, type BuracoEvent, type BuracoState } from "./state.js";
import { buracoCardsWords, buracoCardWords, canastaWords } from "./words.js";

export { buracoCardWords } from "./words.js";

/**
 * The sentences of Buraco, in one language. `meld` is a meld's cards in words, with a canasta it made.
 * A seat that does something (`Named`) may be the reader's own: the sentence is then in the second
 * person ("You draw from the stock").
 */
interface BuracoWords {
  draws(who: Named): MoveWords;
  /** A draw with the stock empty: the player did not take the pile, and the hand ends. */
  leavesPile(who: Named): MoveWords;
  takesPile(who: Named, count: number, meld: Wording, added: boolean): MoveWords;
  melds(who: Named, meld: Wording): MoveWords;
  adds(who: Named, cards: Wording, meld: Wording): MoveWords;
  discards(who: Named, card: Wording, locks: boolean): MoveWords;
  /** A meld that became a canasta with this move: "7♥ … K♥ (a natural canasta)". */
  canasta(meld: Wording, canasta: string): MoveWords;
  redThree(who: Named, card: Wording): MoveWords;
  /** A red three laid with the stock empty: no card replaces it. */
  lastRedThree(who: Named, card: Wording): MoveWords;
  morto(who: Named, direct: boolean): MoveWords;
  /** A side (a pair, or a player alone) nobody named: "side 2". */
  side(side: number): string;
  handScored(scores: Wording, wentOut: Named | null): MoveWords;
}

const EN: BuracoWords = {
  draws: (who) => clause(who, "draws from the stock", "draw from the stock"),
  leavesPile: (who) =>
    clause(who, "finds the stock empty and leaves the pile", "find the stock empty and leave the pile"),
  takesPile: (who, count, meld, added) => {
    const cards = say`(${count} ${count === 1 ? "card" : "cards"})`;
    return clause(
      who,
      say`takes the pile ${cards} and ${added ? "adds its top card, making" : "melds"} ${meld}`,
      say`take the pile ${cards} and ${added ? "add its top card, making" : "meld"} ${meld}`,
    );
  },
  melds: (who, meld) => clause(who, say`melds ${meld}`, say`meld ${meld}`),
  adds: (who, cards, meld) =>
    clause(who, say`adds ${cards}, making ${meld}`, say`add ${cards}, making ${meld}`),
  discards: (who, card, locks) =>
    wordsOf(clause(who, say`discards ${card}`, say`discard ${card}`), locks ? ", locking the pile" : ""),
  canasta: (meld, canasta) => say`${meld} (${canasta})`,
  redThree: (who, card) =>
    clause(who, say`lays ${card} and draws a card for it`, say`lay ${card} and draw a card for it`),
  lastRedThree: (who, card) =>
    clause(
      who,
      say`lays ${card}, with no card left in the stock to replace it`,
      say`lay ${card}, with no card left in the stock to replace it`,
    ),
  morto: (who, direct) =>
    direct
      ? clause(who, "takes the morto and plays on", "take the morto and play on")
      : clause(who, "takes the morto, to play it next turn", "take the morto, to play it next turn"),
  side: (side) => `side ${side}`,
  handScored: (scores, wentOut) =>
    say`${wentOut === null ? "the stock ran out" : clause(wentOut, "went out")}; the hand scores ${scores}`,
};

const FR: BuracoWords = {
  draws: (who) => clause(who, "pioche", "piochez"),
  leavesPile: (who) =>
    clause(
      who,
      "trouve la pioche vide et laisse la défausse",
      "trouvez la pioche vide et laissez la défausse",
    ),
  takesPile: (who, count, meld, added) => {
    const cards = say`(${count} ${count === 1 ? "carte" : "cartes"})`;
    return clause(
      who,
      say`ramasse la défausse ${cards} et ${added ? "en ajoute la carte du dessus, ce qui donne" : "pose"} ${meld}`,
      say`ramassez la défausse ${cards} et ${added ? "en ajoutez la carte du dessus, ce qui donne" : "posez"} ${meld}`,
    );
  },
  melds: (who, meld) => clause(who, say`pose ${meld}`, say`posez ${meld}`),
  adds: (who, cards, meld) =>
    clause(who, say`ajoute ${cards}, ce qui donne ${meld}`, say`ajoutez ${cards}, ce qui donne ${meld}`),
  discards: (who, card, locks) =>
    wordsOf(
      clause(who, say`défausse ${card}`, say`défaussez ${card}`),
      locks ? ", ce qui bloque la défausse" : "",
    ),
  canasta: (meld, canasta) => say`${meld} (${canasta})`,
  redThree: (who, card) =>
    clause(
      who,
      say`pose ${card} et pioche une carte à la place`,
      say`posez ${card} et piochez une carte à la place`,
    ),
  lastRedThree: (who, card) =>
    clause(
      who,
      say`pose ${card}, sans carte dans la pioche pour le remplacer`,
      say`posez ${card}, sans carte dans la pioche pour le remplacer`,
    ),
  morto: (who, direct) =>
    direct
      ? clause(who, "prend le mort et continue de jouer", "prenez le mort et continuez de jouer")
      : clause(who, "prend le mort, à jouer au prochain tour", "prenez le mort, à jouer au prochain tour"),
  side: (side) => `le camp ${side}`,
  handScored: (scores, wentOut) =>
    say`${wentOut === null ? "la pioche est épuisée" : clause(wentOut, "sort", "sortez")}${NBSP}; score de la donne${NBSP}: ${scores}`,
};

const PT_BR: BuracoWords = {
  draws: (who) => clause(who, "compra do monte"),
  leavesPile: (who) => clause(who, "encontra o monte vazio e deixa o lixo"),
  takesPile: (who, count, meld, added) =>
    clause(
      who,
      say`pega o lixo (${count} ${count === 1 ? "carta" : "cartas"}) e ${added ? "encosta a carta de cima, formando" : "baixa"} ${meld}`,
    ),
  melds: (who, meld) => clause(who, say`baixa ${meld}`),
  adds: (who, cards, meld) => clause(who, say`encosta ${cards}, formando ${meld}`),
  discards: (who, card, locks) => clause(who, say`descarta ${card}${locks ? ", trancando o lixo" : ""}`),
  canasta: (meld, canasta) => say`${meld} (${canasta})`,
  redThree: (who, card) => clause(who, say`baixa ${card} e compra outra carta no lugar`),
  lastRedThree: (who, card) => clause(who, say`baixa ${card}, sem carta no monte para substituí-lo`),
  morto: (who, direct) =>
    clause(who, say`pega o morto${direct ? " e continua jogando" : " para jogar na próxima vez"}`),
  side: (side) => `a dupla ${side}`,
  handScored: (scores, wentOut) =>
    say`${wentOut === null ? "o monte acabou" : clause(wentOut, "bate")}; placar da rodada: ${scores}`,
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
): MoveWords {
  switch (event.kind) {
    case "red-three":
      return (event.replaced ? words.redThree : words.lastRedThree)(
        named(entry, event.seat, lang),
        cardPart(cardOf(event.card), buracoCardWords(event.card, lang)),
      );
    case "morto":
      return words.morto(named(entry, event.seat, lang), event.how === "direct");
    case "hand-scored": {
      const side = event.result.wentOut;
      const outSeat = side === null ? null : side === sideOf(entry.seat) ? entry.seat : null;
      const sideName = (n: number): Named => {
        const name = words.side(n);
        return { name, you: false, part: { kind: "text", text: name } };
      };
      const wentOut =
        side === null ? null : outSeat === null ? sideName(side + 1) : named(entry, outSeat, lang);
      const common = inLang(COMMON_WORDS, lang);
      return words.handScored(
        joinWords(
          event.result.sides.map((score) => common.number(score.total)),
          inLang(SCORE_SEPARATOR, lang),
        ),
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
): MoveWords {
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
): MoveWords {
  const name = mover(entry, lang);
  const action = entry.action;
  const side = sideOf(entry.seat);
  // A move that ended the hand leaves no melds to read: the cards are told as they were laid.
  const sameHand = after.handsScored === before.handsScored;
  switch (action.type) {
    case "draw":
      return before.stock.length === 0 ? words.leavesPile(name) : words.draws(name);
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
      return words.discards(
        name,
        cardPart(cardOf(action.card), buracoCardWords(action.card, lang)),
        isBlackThree(action.card),
      );
  }
}

/**
 * `entry` in words: the move, then what it set off at once (red threes laid, the morto taken, the
 * hand scored), in the order they happened.
 */
export function describeBuraco(
  before: BuracoState,
  entry: MoveEntry<BuracoAction>,
  after: BuracoState,
  lang?: Lang,
): MoveWords {
  const words = inLang(WORDS, lang);
  const common = inLang(COMMON_WORDS, lang);
  const parts: Wording[] = [
    moveWords(before, entry, after, words, lang),
    ...eventsSince(before.events, after.events).map((event) => eventWords(event, entry, words, lang)),
  ];
  if (before.phase !== "over" && after.phase === "over") parts.push(common.gameOver);
  return joinWords(parts, common.semicolon);
}
