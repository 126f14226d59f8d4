/**
 * Classic SET moves in words (`describe`): a claim and what came of it (a solution with its cards, or
 * a wrong claim and its cost), then the dealer's cards on a table left without a solution, a new
 * puzzle table, the end. The table is public, so every card named was on it (or in the chain).
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
import { cardPart, joinWords, type MoveWords, say, type Wording } from "../../../core/moveWords.js";
import { cardCode, cardId } from "../cards.js";
import { setCardWords } from "../words.js";
import type { ClassicAction } from "./actions.js";
import type { SolutionKind } from "./modes.js";
import { modeOf, type ClassicState } from "./state.js";

const MS_PER_SECOND = 1000;

/** The sentences of a classic SET move, in one language (`who` may be the reader: "You found …"). */
interface ClassicWords {
  /** A solution of each kind with its article: "a set", "an ultraset". */
  readonly solution: Readonly<Record<SolutionKind, string>>;
  /** The same without the article, after "not": "set", "ultraset". */
  readonly kindName: Readonly<Record<SolutionKind, string>>;
  found(who: Named, solution: string, cards: Wording): MoveWords;
  /** A wrong claim: not a `kind`, or (chained) not reusing exactly `reuse` cards of the last. */
  wrong(who: Named, cards: Wording, solution: string, reuse: number | null): MoveWords;
  readonly pointLost: string;
  frozen(seconds: Wording): MoveWords;
  /** Puzzle: solutions left to find on the table. */
  left(n: number): Wording;
  /** Cards dealt to a table without a solution of the kind (`kindName`). */
  more(kind: string, cards: Wording): MoveWords;
  /** A new puzzle table. */
  newTable(cards: number): MoveWords;
}

const EN: ClassicWords = {
  solution: { set: "a set", ultraset: "an ultraset", ghostset: "a ghostset" },
  kindName: { set: "set", ultraset: "ultraset", ghostset: "ghostset" },
  found: (who, solution, cards) => clause(who, say`found ${solution}: ${cards}`),
  wrong: (who, cards, solution, reuse) =>
    reuse === null
      ? clause(who, say`claimed ${cards}: not ${solution}`)
      : clause(who, say`claimed ${cards}: not ${solution} reusing exactly ${reuse} of the last one's cards`),
  pointLost: "1 point lost",
  frozen: (seconds) => say`frozen for ${seconds} s`,
  left: (n) => (n === 1 ? "1 left on this table" : say`${n} left on this table`),
  more: (kind, cards) => say`no ${kind} on the table: ${cards} dealt`,
  newTable: (cards) => say`all found: a new table of ${cards} cards`,
};

const FR: ClassicWords = {
  solution: { set: "un set", ultraset: "un ultraset", ghostset: "un ghostset" },
  kindName: { set: "set", ultraset: "ultraset", ghostset: "ghostset" },
  found: (who, solution, cards) => passeCompose(who, say`trouvé ${solution}${NBSP}: ${cards}`),
  wrong: (who, cards, solution, reuse) =>
    reuse === null
      ? passeCompose(who, say`désigné ${cards}${NBSP}: ce n'est pas ${solution}`)
      : passeCompose(
          who,
          say`désigné ${cards}${NBSP}: ce n'est pas ${solution} qui reprend exactement ${reuse} carte${reuse > 1 ? "s" : ""} du précédent`,
        ),
  pointLost: "1 point de moins",
  frozen: (seconds) => say`${seconds}${NBSP}s de gel`,
  left: (n) => say`encore ${n} à trouver sur cette table`,
  more: (kind, cards) => say`pas de ${kind} sur la table${NBSP}: on ajoute ${cards}`,
  newTable: (cards) => say`tout est trouvé${NBSP}: nouvelle table de ${cards} cartes`,
};

const PT_BR: ClassicWords = {
  solution: { set: "um set", ultraset: "um ultraset", ghostset: "um ghostset" },
  kindName: { set: "set", ultraset: "ultraset", ghostset: "ghostset" },
  found: (who, solution, cards) => clause(who, say`achou ${solution}: ${cards}`),
  wrong: (who, cards, solution, reuse) =>
    reuse === null
      ? clause(who, say`apontou ${cards}: não é ${solution}`)
      : clause(
          who,
          say`apontou ${cards}: não é ${solution} que reaproveita exatamente ${reuse} carta${reuse > 1 ? "s" : ""} do anterior`,
        ),
  pointLost: "perdeu 1 ponto",
  frozen: (seconds) => say`${seconds} s de congelamento`,
  left: (n) => (n === 1 ? "falta 1 nesta mesa" : say`faltam ${n} nesta mesa`),
  more: (kind, cards) => say`nenhum ${kind} na mesa: mais ${cards}`,
  newTable: (cards) => say`todos achados: nova mesa de ${cards} cartas`,
};

const WORDS: Translations<ClassicWords> = { en: EN, fr: FR, "pt-BR": PT_BR };

/**
 * `entry` in words. `met` is the state the move was applied to, brought up to the move's time (a
 * freeze ending first is not the move's), `after` the state it made.
 */
export function describeClassic(
  met: ClassicState,
  entry: MoveEntry<ClassicAction>,
  after: ClassicState,
  lang?: Lang,
): MoveWords {
  const words = inLang(WORDS, lang);
  const common = inLang(COMMON_WORDS, lang);
  const name = mover(entry, lang);
  const mode = modeOf(met);
  const card = (code: string): Wording =>
    cardPart(code, setCardWords(mode.shape, cardId(mode.shape, code), lang));
  const claimed = common.list(entry.action.cards.map(card));
  const events = eventsSince(met.events, after.events);
  const parts: Wording[] = [];
  if (events.some((e) => e.kind === "found")) {
    parts.push(words.found(name, words.solution[mode.kind], claimed));
    if (mode.puzzle && after.counters.tables === met.counters.tables && after.endedAt === null) {
      parts.push(words.left(after.puzzleTotal - after.puzzleFound.length));
    }
  } else {
    const reused = entry.action.cards.filter((code) => met.chain.includes(cardId(mode.shape, code))).length;
    const reuse = met.chain.length > 0 ? mode.chain : 0;
    parts.push(
      words.wrong(
        name,
        claimed,
        words.solution[mode.kind],
        reused !== reuse && met.chain.length > 0 ? reuse : null,
      ),
    );
    const { penalty, freezeMs } = met.options;
    if (penalty === "point") parts.push(words.pointLost);
    if (penalty === "freeze") parts.push(words.frozen(common.number(freezeMs / MS_PER_SECOND)));
  }
  const newTable = after.counters.tables > met.counters.tables;
  for (const event of events) {
    if (event.kind !== "deal") continue;
    parts.push(
      newTable
        ? words.newTable(event.cards.length)
        : words.more(
            words.kindName[mode.kind],
            common.list(event.cards.map((id) => card(cardCode(mode.shape, id)))),
          ),
    );
  }
  if (met.endedAt === null && after.endedAt !== null) parts.push(common.gameOver);
  return joinWords(parts, common.semicolon);
}
