/**
 * PC Set Game moves in words (`describe`): a token put down or taken back, a set found with its cards,
 * a wrong claim and its freeze, a hint asked for. The table is public, so every card named was on it.
 */
import { eventsSince } from "../../../core/events.js";
import type { MoveEntry } from "../../../core/game.js";
import { COMMON_WORDS, inLang, moverName, NBSP, type Lang, type Translations } from "../../../core/lang.js";
import type { DeckShape } from "../cards.js";
import { setCardWords } from "../words.js";
import type { PcAction } from "./game.js";
import type { PcState } from "./state.js";

const MS_PER_SECOND = 1000;

/** The sentences of a PC Set Game move, in one language. */
interface PcWords {
  hint(name: string): string;
  /** A token on (or off) `card`, at a slot counted from 1 by row and column. */
  token(name: string, placed: boolean, card: string, row: number, column: number): string;
  set(name: string, cards: string): string;
  /** A wrong claim and its freeze, in seconds as the language writes them. */
  wrong(name: string, cards: string, seconds: string): string;
  readonly reshuffled: string;
}

const EN: PcWords = {
  hint: (name) => `${name} asked for a hint`,
  token: (name, placed, card, row, column) =>
    `${name} ${placed ? "put a token on" : "took back the token from"} ${card} (row ${row}, column ${column})`,
  set: (name, cards) => `${name} found a set: ${cards}`,
  wrong: (name, cards, seconds) => `${name} claimed ${cards}: not a set, frozen for ${seconds} s`,
  reshuffled: "no set left on the table: reshuffled",
};

const FR: PcWords = {
  hint: (name) => `${name} a demandé un indice`,
  token: (name, placed, card, row, column) =>
    `${name} ${placed ? "a posé un jeton sur" : "a repris son jeton sur"} ${card} (ligne ${row}, colonne ${column})`,
  set: (name, cards) => `${name} a trouvé un set${NBSP}: ${cards}`,
  wrong: (name, cards, seconds) =>
    `${name} a désigné ${cards}${NBSP}: ce n'est pas un set, ${seconds}${NBSP}s de gel`,
  reshuffled: `plus aucun set sur la table${NBSP}: les cartes sont rebattues`,
};

const PT_BR: PcWords = {
  hint: (name) => `${name} pediu uma dica`,
  token: (name, placed, card, row, column) =>
    `${name} ${placed ? "pôs uma ficha em" : "tirou a ficha de"} ${card} (linha ${row}, coluna ${column})`,
  set: (name, cards) => `${name} achou um set: ${cards}`,
  wrong: (name, cards, seconds) => `${name} apontou ${cards}: não é um set, ${seconds} s de congelamento`,
  reshuffled: "nenhum set na mesa: as cartas foram embaralhadas de novo",
};

const WORDS: Translations<PcWords> = { en: EN, fr: FR, "pt-BR": PT_BR };

/**
 * `entry` in words. `met` is the state the move was applied to (the one before it advanced to its
 * time, so a reshuffle the countdown made first is not the move's), `after` the state it made.
 */
export function describePc(met: PcState, entry: MoveEntry<PcAction>, after: PcState, lang?: Lang): string {
  const words = inLang(WORDS, lang);
  const common = inLang(COMMON_WORDS, lang);
  const name = moverName(entry, lang);
  const { action } = entry;
  if (action.type === "hint") return words.hint(name);
  const shape: DeckShape = { features: met.options.featureCount, values: met.options.featureSize };
  const card = (id: number | null | undefined): string => (id == null ? "?" : setCardWords(shape, id, lang));
  const events = eventsSince(met.events, after.events);
  const found = events.find((e) => e.kind === "set");
  const wrong = events.find((e) => e.kind === "wrong");
  let text: string;
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
  const tail: string[] = [];
  if (events.some((e) => e.kind === "reshuffle")) tail.push(words.reshuffled);
  if (met.endedAt === null && after.endedAt !== null) tail.push(common.gameOver);
  return [text, ...tail].join(common.semicolon);
}
