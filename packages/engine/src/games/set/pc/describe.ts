/**
 * PC Set Game moves in words (`describe`): a token put down or taken back, a set found with its cards,
 * a wrong claim and its freeze, a hint asked for. The table is public, so every card named was on it.
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
import { cardCode, type DeckShape } from "../cards.js";
import { setCardWords } from "../words.js";
import type { PcAction } from "./actions.js";
import type { PcState } from "./state.js";

const MS_PER_SECOND = 1000;

/** The sentences of a PC Set Game move, in one language (`who` may be the reader: "You found …"). */
interface PcWords {
  hint(who: Named): MoveWords;
  /** A token on (or off) `card`, at a slot counted from 1 by row and column. */
  token(who: Named, placed: boolean, card: Wording, row: number, column: number): MoveWords;
  set(who: Named, cards: Wording): MoveWords;
  /** A wrong claim and its freeze, in seconds as the language writes them. */
  wrong(who: Named, cards: Wording, seconds: Wording): MoveWords;
  readonly reshuffled: string;
}

const EN: PcWords = {
  hint: (who) => clause(who, "asked for a hint"),
  token: (who, placed, card, row, column) =>
    clause(
      who,
      say`${placed ? "put a token on" : "took back the token from"} ${card} (row ${row}, column ${column})`,
    ),
  set: (who, cards) => clause(who, say`found a set: ${cards}`),
  wrong: (who, cards, seconds) => clause(who, say`claimed ${cards}: not a set, frozen for ${seconds} s`),
  reshuffled: "no set left on the table: reshuffled",
};

const FR: PcWords = {
  hint: (who) => passeCompose(who, "demandé un indice"),
  token: (who, placed, card, row, column) =>
    passeCompose(
      who,
      say`${placed ? "posé un jeton sur" : say`repris ${who.you ? "votre" : "son"} jeton sur`} ${card} (ligne ${row}, colonne ${column})`,
    ),
  set: (who, cards) => passeCompose(who, say`trouvé un set${NBSP}: ${cards}`),
  wrong: (who, cards, seconds) =>
    passeCompose(who, say`désigné ${cards}${NBSP}: ce n'est pas un set, ${seconds}${NBSP}s de gel`),
  reshuffled: `plus aucun set sur la table${NBSP}: les cartes sont rebattues`,
};

const PT_BR: PcWords = {
  hint: (who) => clause(who, "pediu uma dica"),
  token: (who, placed, card, row, column) =>
    clause(
      who,
      say`${placed ? "pôs uma ficha em" : "tirou a ficha de"} ${card} (linha ${row}, coluna ${column})`,
    ),
  set: (who, cards) => clause(who, say`achou um set: ${cards}`),
  wrong: (who, cards, seconds) =>
    clause(who, say`apontou ${cards}: não é um set, ${seconds} s de congelamento`),
  reshuffled: "nenhum set na mesa: as cartas foram embaralhadas de novo",
};

const WORDS: Translations<PcWords> = { en: EN, fr: FR, "pt-BR": PT_BR };

/**
 * `entry` in words. `met` is the state the move was applied to (the one before it advanced to its
 * time, so a reshuffle the countdown made first is not the move's), `after` the state it made.
 */
export function describePc(met: PcState, entry: MoveEntry<PcAction>, after: PcState, lang?: Lang): MoveWords {
  const words = inLang(WORDS, lang);
  const common = inLang(COMMON_WORDS, lang);
  const name = mover(entry, lang);
  const { action } = entry;
  if (action.type === "hint") return words.hint(name);
  const shape: DeckShape = { features: met.options.featureCount, values: met.options.featureSize };
  const card = (id: number | null | undefined): Wording =>
    id == null ? "?" : cardPart(cardCode(shape, id), setCardWords(shape, id, lang));
  const events = eventsSince(met.events, after.events);
  const found = events.find((e) => e.kind === "set");
  const wrong = events.find((e) => e.kind === "wrong");
  let text: MoveWords;
  if (found) text = words.set(name, common.list(found.cards.map(card)));
  else if (wrong)
    text = words.wrong(
      name,
      common.list(wrong.slots.map((slot) => card(met.slots[slot]))),
      common.number(met.options.penaltyFreeze / MS_PER_SECOND),
    );
  else {
    const { columns } = met.options;
    const placed = after.tokens[entry.seat]?.includes(action.slot) ?? false;
    const row = Math.floor(action.slot / columns) + 1;
    const column = (action.slot % columns) + 1;
    text = words.token(name, placed, card(met.slots[action.slot]), row, column);
  }
  // The dealer may have reshuffled the set-less table the set left behind, or the game may be over.
  const tail: Wording[] = [];
  if (events.some((e) => e.kind === "reshuffle")) tail.push(words.reshuffled);
  if (met.endedAt === null && after.endedAt !== null) tail.push(common.gameOver);
  return joinWords([text, ...tail], common.semicolon);
}
