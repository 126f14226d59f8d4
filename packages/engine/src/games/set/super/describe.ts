/**
 * SET Super Rules moves in words (`describe`): a flip with the card it showed (and the super round it
 * started), a call, each card pointed out with the judgement of the third, a super round announced or
 * joined, and what followed at once (lockouts lifted, a waiting automatic flip, the end). Piles are
 * hidden, so the only cards named are the grid's.
 */
import { eventsSince } from "../../../core/events.js";
import type { MoveEntry } from "../../../core/game.js";
import { COMMON_WORDS, inLang, moverName, type Lang, type Translations } from "../../../core/lang.js";
import { cardId, cardWords, CLASSIC } from "../cards.js";
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
  set(cards: string, points: string, superRound: boolean): string;
  wrong(cards: string, paid: string, lockedOut: boolean): string;
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
  set: (cards, points, superRound) =>
    `a set of ${cards}, ${points}${superRound ? " in the super round" : ""}`,
  wrong: (cards, paid, lockedOut) => `not a set: ${cards}, ${paid} paid${lockedOut ? ", locked out" : ""}`,
  lockoutsLifted: "everyone was locked out, so every lockout is lifted",
  autoFlip: (card) => `then the next card was flipped automatically: ${card}`,
  points: "points",
};

const WORDS: Translations<SuperWords> = { en: EN };

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
  const card = (id: number): string => cardWords(CLASSIC, id);
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
        return words.wrong(cards(event.cards), common.counted(event.paid, words.points), event.lockedOut);
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
  return results.length > 0 ? `${head}: ${results.join("; ")}` : head;
}
