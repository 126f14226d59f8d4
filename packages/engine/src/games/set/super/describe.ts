/**
 * SET Super Rules moves in words (`describe`): a flip with the card it showed (and the super round it
 * started), a call, each card pointed out with the judgement of the third, a super round announced or
 * joined, and what followed at once (lockouts lifted, a waiting automatic flip, the end). Piles are
 * hidden, so the only cards named are the grid's.
 */
import { eventsSince } from "../../../core/events.js";
import type { MoveEntry } from "../../../core/game.js";
import { COMMON_WORDS, inLang, moverName, NBSP, type Lang, type Translations } from "../../../core/lang.js";
import { cardId, CLASSIC } from "../cards.js";
import { setCardWords } from "../words.js";
import type { SuperAction } from "./actions.js";
import type { SuperEvent, SuperState } from "./state.js";

/** The sentences of a SET Super Rules move, in one language. */
interface SuperWords {
  flipped(name: string, card: string): string;
  readonly superStarts: string;
  called(name: string): string;
  pointed(name: string, card: string, calling: boolean): string;
  announced(name: string): string;
  joined(name: string): string;
  /** A set and the points it gained (a count, its unit in the language's words). */
  set(cards: string, points: string, superRound: boolean): string;
  /** A wrong set, the points it cost (as a number: the words agree with it) and a lockout. */
  wrong(cards: string, paid: number, lockedOut: boolean): string;
  readonly lockoutsLifted: string;
  autoFlip(card: string): string;
  readonly points: string;
}

const EN: SuperWords = {
  flipped: (name, card) => `${name} flipped ${card}`,
  superStarts: "the super round is on",
  called: (name) => `${name} called SET`,
  pointed: (name, card, calling) =>
    `${name} ${calling ? "called SET and pointed out" : "pointed out"} ${card}`,
  announced: (name) => `${name} announced a super round`,
  joined: (name) => `${name} joined the super round`,
  set: (cards, points, superRound) => `a set (${cards}), ${points}${superRound ? " in the super round" : ""}`,
  wrong: (cards, paid, lockedOut) =>
    `not a set (${cards}), ${paid} ${paid === 1 ? "point" : "points"} paid${lockedOut ? " and locked out" : ""}`,
  lockoutsLifted: "everyone was locked out, so every lockout is lifted",
  autoFlip: (card) => `then the next card was flipped automatically: ${card}`,
  points: "points",
};

const FR: SuperWords = {
  flipped: (name, card) => `${name} a retourné ${card}`,
  superStarts: "la super manche commence",
  called: (name) => `${name} a crié SET`,
  pointed: (name, card, calling) => `${name} ${calling ? "a crié SET et désigné" : "a désigné"} ${card}`,
  announced: (name) => `${name} a annoncé une super manche`,
  joined: (name) => `${name} a rejoint la super manche`,
  set: (cards, points, superRound) =>
    `c'est un set (${cards}), ${points}${superRound ? " dans la super manche" : ""}`,
  wrong: (cards, paid, lockedOut) =>
    `ce n'est pas un set (${cards}), ${paid === 0 ? "aucun point payé" : paid === 1 ? "1 point payé" : `${paid} points payés`}${lockedOut ? ", plus le droit d'appeler" : ""}`,
  lockoutsLifted: `plus personne ne pouvait appeler${NBSP}: tout le monde en retrouve le droit`,
  autoFlip: (card) => `puis la carte suivante s'est retournée d'elle-même${NBSP}: ${card}`,
  points: "points",
};

const PT_BR: SuperWords = {
  flipped: (name, card) => `${name} virou ${card}`,
  superStarts: "a super-rodada começou",
  called: (name) => `${name} gritou SET`,
  pointed: (name, card, calling) => `${name} ${calling ? "gritou SET e apontou" : "apontou"} ${card}`,
  announced: (name) => `${name} anunciou uma super-rodada`,
  joined: (name) => `${name} entrou na super-rodada`,
  set: (cards, points, superRound) => `é um set (${cards}), ${points}${superRound ? " na super-rodada" : ""}`,
  wrong: (cards, paid, lockedOut) =>
    `não é um set (${cards}), ${paid === 0 ? "nenhum ponto pago" : paid === 1 ? "1 ponto pago" : `${paid} pontos pagos`}${lockedOut ? ", sem poder gritar SET" : ""}`,
  lockoutsLifted: "ninguém mais podia gritar SET: todos voltam a poder",
  autoFlip: (card) => `depois a carta seguinte foi virada automaticamente: ${card}`,
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
): string {
  const words = inLang(WORDS, lang);
  const common = inLang(COMMON_WORDS, lang);
  const name = moverName(entry, lang);
  const card = (id: number): string => setCardWords(CLASSIC, id, lang);
  const cards = (ids: readonly number[]): string => common.list(ids.map(card));
  const { action } = entry;
  const events = eventsSince(met.events, after.events);
  // The move's own flip (an automatic one may follow it, told as such below).
  const ownFlip = action.type === "flip" ? events.find((e) => e.kind === "flip" && !e.auto) : undefined;
  let head: string;
  if (action.type === "flip") head = words.flipped(name, ownFlip?.kind === "flip" ? card(ownFlip.card) : "?");
  else if (action.type === "call") head = words.called(name);
  else if (action.type === "super")
    head = events.some((e) => e.kind === "super-joined") ? words.joined(name) : words.announced(name);
  else head = words.pointed(name, card(cardId(CLASSIC, action.card)), met.call === null);
  const said = (event: SuperEvent): string | null => {
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
  const results = events.map(said).filter((text): text is string => text !== null);
  if (met.superRound?.phase === "announced" && after.superRound?.phase === "running")
    results.push(words.superStarts);
  if (!met.finished && after.finished) results.push(common.gameOver);
  return results.length > 0 ? `${head}${common.colon}${results.join(common.semicolon)}` : head;
}
