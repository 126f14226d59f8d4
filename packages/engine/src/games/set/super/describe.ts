/**
 * SET Super Rules moves in words (`describe`): a flip with the card it showed (and the super round it
 * started), a call, each card pointed out with the judgement of the third, a super round announced or
 * joined, and what followed at once (lockouts lifted, a waiting automatic flip, the end). Piles are
 * hidden, so the only cards named are the grid's.
 */
import { eventsSince } from "../../../core/events.js";
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
import { cardCode, cardId, CLASSIC } from "../cards.js";
import { setCardWords } from "../words.js";
import type { SuperAction } from "./actions.js";
import type { SuperEvent, SuperState } from "./state.js";

/** The sentences of a SET Super Rules move, in one language (`who` may be the reader: "You called SET"). */
interface SuperWords {
  flipped(who: Named, card: Wording): MoveWords;
  readonly superStarts: string;
  called(who: Named): MoveWords;
  pointed(who: Named, card: Wording, calling: boolean): MoveWords;
  announced(who: Named): MoveWords;
  joined(who: Named): MoveWords;
  /** A set and the points it gained (a count, its unit in the language's words). */
  set(cards: Wording, points: Wording, superRound: boolean): MoveWords;
  /** A wrong set, the points it cost (as a number: the words agree with it) and a lockout. */
  wrong(cards: Wording, paid: number, lockedOut: boolean): MoveWords;
  readonly lockoutsLifted: string;
  autoFlip(card: Wording): MoveWords;
  readonly points: string;
}

const EN: SuperWords = {
  flipped: (who, card) => clause(who, say`flipped ${card}`),
  superStarts: "the super round is on",
  called: (who) => clause(who, "called SET"),
  pointed: (who, card, calling) =>
    clause(who, say`${calling ? "called SET and pointed out" : "pointed out"} ${card}`),
  announced: (who) => clause(who, "announced a super round"),
  joined: (who) => clause(who, "joined the super round"),
  set: (cards, points, superRound) =>
    say`a set (${cards}), ${points}${superRound ? " in the super round" : ""}`,
  wrong: (cards, paid, lockedOut) =>
    say`not a set (${cards}), ${paid} ${paid === 1 ? "point" : "points"} paid${lockedOut ? " and locked out" : ""}`,
  lockoutsLifted: "everyone was locked out, so every lockout is lifted",
  autoFlip: (card) => say`then the next card was flipped automatically: ${card}`,
  points: "points",
};

const FR: SuperWords = {
  flipped: (who, card) => passeCompose(who, say`retourné ${card}`),
  superStarts: "la super manche commence",
  called: (who) => passeCompose(who, "crié SET"),
  pointed: (who, card, calling) =>
    passeCompose(who, say`${calling ? "crié SET et désigné" : "désigné"} ${card}`),
  announced: (who) => passeCompose(who, "annoncé une super manche"),
  joined: (who) => passeCompose(who, "rejoint la super manche"),
  set: (cards, points, superRound) =>
    say`c'est un set (${cards}), ${points}${superRound ? " dans la super manche" : ""}`,
  wrong: (cards, paid, lockedOut) =>
    say`ce n'est pas un set (${cards}), ${paid === 0 ? "aucun point payé" : paid === 1 ? "1 point payé" : say`${paid} points payés`}${lockedOut ? ", plus le droit d'appeler" : ""}`,
  lockoutsLifted: `plus personne ne pouvait appeler${NBSP}: tout le monde en retrouve le droit`,
  autoFlip: (card) => say`puis la carte suivante s'est retournée d'elle-même${NBSP}: ${card}`,
  points: "points",
};

const PT_BR: SuperWords = {
  flipped: (who, card) => clause(who, say`virou ${card}`),
  superStarts: "a super-rodada começou",
  called: (who) => clause(who, "gritou SET"),
  pointed: (who, card, calling) => clause(who, say`${calling ? "gritou SET e apontou" : "apontou"} ${card}`),
  announced: (who) => clause(who, "anunciou uma super-rodada"),
  joined: (who) => clause(who, "entrou na super-rodada"),
  set: (cards, points, superRound) =>
    say`é um set (${cards}), ${points}${superRound ? " na super-rodada" : ""}`,
  wrong: (cards, paid, lockedOut) =>
    say`não é um set (${cards}), ${paid === 0 ? "nenhum ponto pago" : paid === 1 ? "1 ponto pago" : say`${paid} pontos pagos`}${lockedOut ? ", sem poder gritar SET" : ""}`,
  lockoutsLifted: "ninguém mais podia gritar SET: todos voltam a poder",
  autoFlip: (card) => say`depois a carta seguinte foi virada automaticamente: ${card}`,
  points: "pontos",
};

const WORDS: Translations<SuperWords> = { en: EN, fr: FR, "pt-BR": PT_BR };

/**
 * `entry` in words. `met` is the state the move was applied to (brought up to its time, so a window
 * that ran out or a flip that came due before it are not the move's), `after` the state it made.
 */
export function describeSuper(
  met: SuperState,
  entry: MoveEntry<SuperAction>,
  after: SuperState,
  lang?: Lang,
): MoveWords {
  const words = inLang(WORDS, lang);
  const common = inLang(COMMON_WORDS, lang);
  const name = mover(entry, lang);
  const card = (id: number): Wording => cardPart(cardCode(CLASSIC, id), setCardWords(CLASSIC, id, lang));
  const cards = (ids: readonly number[]): MoveWords => common.list(ids.map(card));
  const { action } = entry;
  const events = eventsSince(met.events, after.events);
  // The move's own flip (an automatic one may follow it, told as such below).
  const ownFlip = action.type === "flip" ? events.find((e) => e.kind === "flip" && !e.auto) : undefined;
  let head: MoveWords;
  if (action.type === "flip") head = words.flipped(name, ownFlip?.kind === "flip" ? card(ownFlip.card) : "?");
  else if (action.type === "call") head = words.called(name);
  else if (action.type === "super")
    head = events.some((e) => e.kind === "super-joined") ? words.joined(name) : words.announced(name);
  else head = words.pointed(name, card(cardId(CLASSIC, action.card)), met.call === null);
  const said = (event: SuperEvent): Wording | null => {
    switch (event.kind) {
      case "set":
        return words.set(cards(event.cards), common.counted(event.gained, words.points), event.superRound);
      case "wrong":
        return words.wrong(cards(event.cards), event.paid, event.lockedOut);
      case "lockouts-lifted":
        return words.lockoutsLifted;
      case "flip":
        return event === ownFlip ? null : words.autoFlip(card(event.card));
      default:
        return null;
    }
  };
  const results = events.map(said).filter((words): words is Wording => words !== null);
  if (met.superRound?.phase === "announced" && after.superRound?.phase === "running")
    results.push(words.superStarts);
  if (!met.finished && after.finished) results.push(common.gameOver);
  return results.length > 0 ? say`${head}${common.colon}${joinWords(results, common.semicolon)}` : head;
}
