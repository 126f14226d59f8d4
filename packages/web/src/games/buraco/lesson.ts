/**
 * Buraco's lesson (`/learn/buraco`, issue 37): one idea a chapter (melds, wild 2s, threes, the pile,
 * canastas, the morto, going out), each with small exercises whose answers the engine computes (the
 * cards are chosen here, never the answers), then a guided first hand against a bot on a prepared seed
 * with the coach's tips read from the learner's view.
 *
 * Cards are named in the words by their corner and suit symbol (`7♥`, `10♠`), the same in every
 * language; the exercises' named cards are 4 to 10, 2 and the ace, whose corners are the same in the
 * three languages.
 */
import i18next from "i18next";
import {
  arrangeMeld,
  buracoGame,
  buracoLegal,
  buracoOptions,
  canastaBonus,
  cardOf,
  cardValue,
  classifyMeld,
  extendMeld,
  GOING_OUT_BONUS,
  isJoker,
  isThree,
  isWild,
  MAX_WILDS,
  MIXED_CANASTA_BONUS,
  NATURAL_CANASTA_BONUS,
  RED_THREE_POINTS,
  rankOf,
  scoreHand,
  suitOf,
  CANASTA_LENGTH,
  MIN_MELD,
  type BuracoAction,
  type BuracoState,
  type BuracoView,
  type Side,
} from "@parlor/engine/buraco";
import {
  words,
  type ChoiceExercise,
  type Exercise,
  type GameLesson,
  type LessonChapter,
  type PickExercise,
  type Words,
} from "../../learn/lesson";
import { LETTER_RANKS } from "./cards";

/** The joker's mark, as its card shows it. */
const JOKER_MARK = "★";

/** Each suit's symbol, as the cards show it. */
const SUIT_SYMBOLS: Readonly<Record<string, string>> = { S: "♠", H: "♥", D: "♦", C: "♣" };

/**
 * A card as its corner shows it on the board, in the page's language (`7♥`; `R♦` for the king in
 * French), the joker as its star.
 */
export function cardText(card: string, i18n: Pick<typeof i18next, "exists" | "t"> = i18next): string {
  if (isJoker(card)) return JOKER_MARK;
  const code = cardOf(card);
  const rank = rankOf(code) ?? code.slice(0, -1);
  // The game's words are loaded before its lesson (learn/LessonPage.tsx); without them, the English.
  const key = `buraco:card.index.${rank}`;
  const corner = LETTER_RANKS.includes(rank) && i18n.exists(key) ? i18n.t(key) : rank;
  return `${corner}${SUIT_SYMBOLS[suitOf(code) ?? ""] ?? ""}`;
}

/** Cards in words: `5♠ 6♠ 8♠`. */
export function cardsText(cards: readonly string[]): string {
  return cards.map((card) => cardText(card)).join(" ");
}

/** Every `size`-card subset of `cards`, in order. */
function subsets(cards: readonly string[], size: number): string[][] {
  if (size === 0) return [[]];
  return cards.flatMap((card, i) => subsets(cards.slice(i + 1), size - 1).map((rest) => [card, ...rest]));
}

/** The only element of `list`, or a throw: an exercise whose answer is not unique is a bug here. */
function only<T>(list: readonly T[], what: string): T {
  if (list.length !== 1) throw new Error(`${what}: ${list.length} answers, not one`);
  return list[0] as T;
}

/** Choices of points (`{{points}}`), each id the points, in order. */
function pointChoices(points: readonly number[]): ChoiceExercise["choices"] {
  return [...new Set(points)].map((p) => ({ id: String(p), words: words("choices.points", { points: p }) }));
}

/** Choices of cards (`{{cards}}`), each id its index. */
function cardChoices(options: readonly (readonly string[])[]): ChoiceExercise["choices"] {
  return options.map((cards, i) => ({
    id: String(i),
    words: words("choices.cards", { cards: cardsText(cards) }),
  }));
}

/** The only option of `options` that the engine takes for a meld (`classifyMeld`), by its index. */
function theMeld(options: readonly (readonly string[])[], what: string): string {
  return String(
    options.indexOf(
      only(
        options.filter((cards) => classifyMeld(cards) !== null),
        what,
      ),
    ),
  );
}

// Melds.

/** Pick the run hidden among these cards. */
export const RUN_PIECES = ["6H", "9S", "7H", "QS", "5D", "8H", "JC", "4S"];

/** Which of these is a meld: one group with the two decks' twins, and three that are not. */
export const MELD_OPTIONS = [
  ["9H", "10H", "10H"],
  ["AS", "4S", "5S"],
  ["9H", "9H", "9S"],
  ["8D", "9C", "10D"],
];

// Wild 2s.

/** Which of these is a meld: two wilds, a gap, one wild, a three. */
export const WILD_OPTIONS = [
  ["5S", "2H", "7S", "2C"],
  ["5S", "6S", "8S"],
  ["5S", "2H", "7S"],
  ["3S", "4S", "5S"],
];

/** The meld on the table, and the cards that might join it. */
export const WILD_MELD = ["7H", "8H", "10H"];
export const WILD_PIECES = ["9H", "2S", "6H", "JH", "9S", "2C"];

// Threes.

export const THREE_PIECES = ["3H", "7C", "3S", "2D", "AH", "3C", "9D"];

/**
 * Whether a card may lie in some meld (the engine's `classifyMeld`): a natural card with its twin and a
 * wild, or a wild with a natural pair.
 */
export function meldsAtAll(card: string): boolean {
  return classifyMeld([card, card, "2H"]) !== null || classifyMeld([card, "7C", "7C"]) !== null;
}

// The pile.

export const PILE_TOP = "8C";
export const PILE_HAND = ["6C", "KH", "9D", "4S", "JH", "10S", "8H", "7C"];

/** A pile whose top is a black three over an 8, and a hand with two 8s. */
export const LOCKED_PILE = ["8H", "3C"];
export const LOCKED_HAND = ["8D", "8C", "AS"];

// Canastas.

export const DIRTY_CANASTA = ["4D", "5D", "6D", "7D", "2S", "9D", "10D"];
/** Physical ids: the two decks' twins are two cards (codes would repeat). */
export const CLEAN_CANASTA = ["8S.0", "8S.1", "8H.0", "8H.1", "8D.0", "8C.0", "8C.1"];
export const COUNTED_CARDS = ["5H", "6H", "7H", "8H", "2C", "10H", "JH"];

// The morto and going out: a table set up by hand, then the engine's own rules applied to it.

/** The seed of the tables the exercises set up (the cards in play are replaced; the rules decide). */
const TABLE_SEED = "learn-buraco-table";

/** A two-player table at seat 0's meld step: its hand, its side's melds, whether its morto was taken. */
export function tableFor(
  hand: readonly string[],
  melds: readonly (readonly string[])[],
  mortoTaken: boolean,
): BuracoState {
  const start = buracoGame.setup(buracoOptions.parse({}), 2, TABLE_SEED);
  const ids = (cards: readonly string[]) =>
    cards.map((card, i) => (card === cardOf(card) ? `${card}.${i % 2}` : card));
  return {
    ...start,
    turn: 0,
    step: "meld-discard",
    hands: [ids(hand), start.hands[1] ?? []],
    melds: [melds.map(ids), []],
    mortos: mortoTaken ? [[], start.mortos[1] ?? []] : start.mortos,
    mortoFates: [mortoTaken ? "taken" : "waiting", "waiting"],
    mortoTakers: [mortoTaken ? 0 : null, null],
    mortoHow: [mortoTaken ? "direct" : null, null],
  };
}

/**
 * What the rules make of seat 0's move on `state` (the engine's `apply`): refused, the hand over
 * (going out), the morto taken and played at once (direct) or next turn (indirect), or the play going on.
 */
export type Outcome = "refused" | "ends" | "direct" | "indirect" | "on";

export function outcomeOf(state: BuracoState, action: BuracoAction): Outcome {
  const result = buracoGame.apply(state, 0, action, state.now + 1);
  if (!result.ok) return "refused";
  const after = result.value;
  if (after.results.length > state.results.length) return "ends";
  if (after.mortoFates[0] === "taken" && state.mortoFates[0] === "waiting") return after.mortoHow[0] ?? "on";
  return "on";
}

/** The situations of the morto and going-out exercises: a table and seat 0's move. */
export const SITUATIONS = {
  direct: {
    state: () => tableFor(["9S", "10S", "JS"], [], false),
    action: { type: "meld", cards: ["9S.0", "10S.1", "JS.0"] },
  },
  indirect: {
    state: () => tableFor(["9S"], [["6H", "7H", "8H"]], false),
    action: { type: "discard", card: "9S.0" },
  },
  dirty: { state: () => tableFor(["9S"], [DIRTY_CANASTA], true), action: { type: "discard", card: "9S.0" } },
  clean: {
    state: () => tableFor(["9S"], [DIRTY_CANASTA, CLEAN_CANASTA], true),
    action: { type: "discard", card: "9S.0" },
  },
} as const satisfies Record<string, { state: () => BuracoState; action: BuracoAction }>;

/** The choices of "what happens": refused, the hand ends, the morto now, the morto next turn. */
function outcomeChoices(ids: readonly Outcome[]): ChoiceExercise["choices"] {
  return ids.map((id) => ({ id, words: words(`choices.outcome.${id}`) }));
}

function situation(name: keyof typeof SITUATIONS): Outcome {
  const { state, action } = SITUATIONS[name];
  return outcomeOf(state(), action);
}

/** A side's score item, with its other items neutral. */
function scoreOf(side: Partial<Side>) {
  return scoreHand({ melds: [], redThrees: 0, hand: [], wentOut: false, tookMorto: true, ...side });
}

function buildChapters(): LessonChapter[] {
  const run = only(
    subsets(RUN_PIECES, 3).filter((cards) => classifyMeld(cards)?.kind === "run"),
    "melds-run",
  );
  const wildFits = WILD_PIECES.filter((card) => extendMeld(WILD_MELD, [card]) !== null);
  const pilePair = only(
    subsets(PILE_HAND, 2).filter((cards) => arrangeMeld([PILE_TOP, ...cards]) !== null),
    "pile-take",
  );
  const counted = COUNTED_CARDS.reduce((sum, card) => sum + cardValue(card), 0);
  const wildValue = COUNTED_CARDS.filter(isWild).reduce((sum, card) => sum + cardValue(card), 0);
  const redWithout = scoreOf({ redThrees: 1 }).redThrees;
  const mortoPenalty = scoreOf({ tookMorto: false }).morto;
  const goingOut = scoreOf({ wentOut: true, melds: [CLEAN_CANASTA] }).goingOut;

  // The numbers the chapters' texts name, from the engine's rules.
  const values = { least: MIN_MELD, canasta: CANASTA_LENGTH };
  const chapter = (id: string, exercises: Exercise[]): LessonChapter => ({ id, exercises, values });
  const pick = (e: Omit<PickExercise, "kind">): PickExercise => ({ kind: "pick", ...e });
  const choice = (e: Omit<ChoiceExercise, "kind">): ChoiceExercise => ({ kind: "choice", ...e });
  const outcomes: Outcome[] = ["ends", "direct", "indirect", "refused"];

  return [
    chapter("melds", [
      pick({
        id: "melds-run",
        question: words("exercises.meldsRun.question"),
        pieces: RUN_PIECES,
        answer: run,
        explanation: words("exercises.meldsRun.explanation", { cards: cardsText(run) }),
      }),
      choice({
        id: "melds-which",
        question: words("exercises.meldsWhich.question"),
        choices: cardChoices(MELD_OPTIONS),
        answer: theMeld(MELD_OPTIONS, "melds-which"),
        explanation: words("exercises.meldsWhich.explanation"),
      }),
    ]),
    chapter("wilds", [
      choice({
        id: "wilds-which",
        question: words("exercises.wildsWhich.question"),
        choices: cardChoices(WILD_OPTIONS),
        answer: theMeld(WILD_OPTIONS, "wilds-which"),
        explanation: words("exercises.wildsWhich.explanation", { wilds: MAX_WILDS }),
      }),
      pick({
        id: "wilds-fit",
        question: words("exercises.wildsFit.question", { meld: cardsText(WILD_MELD) }),
        context: { label: words("exercises.wildsFit.context"), pieces: WILD_MELD },
        pieces: WILD_PIECES,
        answer: wildFits,
        explanation: words("exercises.wildsFit.explanation", { cards: cardsText(wildFits) }),
      }),
    ]),
    chapter("threes", [
      pick({
        id: "threes-never",
        question: words("exercises.threesNever.question"),
        pieces: THREE_PIECES,
        answer: THREE_PIECES.filter((card) => !meldsAtAll(card)),
        explanation: words("exercises.threesNever.explanation"),
      }),
      choice({
        id: "threes-red",
        question: words("exercises.threesRed.question"),
        pieces: ["3H"],
        choices: pointChoices([RED_THREE_POINTS, 0, -RED_THREE_POINTS]),
        answer: String(redWithout),
        explanation: words("exercises.threesRed.explanation", { points: RED_THREE_POINTS }),
      }),
    ]),
    chapter("pile", [
      pick({
        id: "pile-take",
        question: words("exercises.pileTake.question", { card: cardText(PILE_TOP) }),
        context: { label: words("exercises.pileTake.context"), pieces: [PILE_TOP] },
        pieces: PILE_HAND,
        answer: pilePair,
        explanation: words("exercises.pileTake.explanation", { cards: cardsText([...pilePair, PILE_TOP]) }),
      }),
      choice({
        id: "pile-locked",
        question: words("exercises.pileLocked.question", {
          top: cardText(LOCKED_PILE.at(-1) ?? ""),
          under: cardText(LOCKED_PILE[0] ?? ""),
          cards: cardsText(LOCKED_HAND),
        }),
        pieces: LOCKED_HAND,
        choices: [
          { id: "yes", words: words("choices.yes") },
          { id: "no", words: words("choices.no") },
        ],
        answer: pileTakeable(LOCKED_PILE, LOCKED_HAND, []) ? "yes" : "no",
        explanation: words("exercises.pileLocked.explanation"),
      }),
    ]),
    chapter("canastas", [
      choice({
        id: "canastas-dirty",
        question: words("exercises.canastasBonus.question", { length: CANASTA_LENGTH }),
        pieces: DIRTY_CANASTA,
        choices: pointChoices([NATURAL_CANASTA_BONUS, MIXED_CANASTA_BONUS, 0]),
        answer: String(canastaBonus(DIRTY_CANASTA)),
        explanation: words("exercises.canastasBonus.dirty", { points: canastaBonus(DIRTY_CANASTA) }),
      }),
      choice({
        id: "canastas-clean",
        question: words("exercises.canastasBonus.question", { length: CANASTA_LENGTH }),
        pieces: CLEAN_CANASTA,
        choices: pointChoices([NATURAL_CANASTA_BONUS, MIXED_CANASTA_BONUS, 0]),
        answer: String(canastaBonus(CLEAN_CANASTA)),
        explanation: words("exercises.canastasBonus.clean", { points: canastaBonus(CLEAN_CANASTA) }),
      }),
      choice({
        id: "canastas-points",
        question: words("exercises.canastasPoints.question"),
        pieces: COUNTED_CARDS,
        choices: pointChoices([counted - wildValue, counted, counted + 2 * wildValue]),
        answer: String(counted),
        explanation: words("exercises.canastasPoints.explanation", {
          points: counted,
          ace: cardValue("AH"),
          ten: cardValue("10H"),
          five: cardValue("5H"),
          wild: cardValue("2C"),
        }),
      }),
    ]),
    chapter("morto", [
      choice({
        id: "morto-direct",
        question: words("exercises.mortoDirect.question"),
        pieces: ["9S", "10S", "JS"],
        choices: outcomeChoices(outcomes),
        answer: situation("direct"),
        explanation: words("exercises.mortoDirect.explanation"),
      }),
      choice({
        id: "morto-indirect",
        question: words("exercises.mortoIndirect.question"),
        pieces: ["9S"],
        choices: outcomeChoices(outcomes),
        answer: situation("indirect"),
        explanation: words("exercises.mortoIndirect.explanation"),
      }),
      choice({
        id: "morto-penalty",
        question: words("exercises.mortoPenalty.question"),
        choices: pointChoices([0, mortoPenalty, 2 * mortoPenalty]),
        answer: String(mortoPenalty),
        explanation: words("exercises.mortoPenalty.explanation", { points: -mortoPenalty }),
      }),
    ]),
    chapter("goingOut", [
      choice({
        id: "goingOut-dirty",
        question: words("exercises.goingOutDirty.question"),
        pieces: DIRTY_CANASTA,
        choices: outcomeChoices(outcomes),
        answer: situation("dirty"),
        explanation: words("exercises.goingOutDirty.explanation"),
      }),
      choice({
        id: "goingOut-clean",
        question: words("exercises.goingOutClean.question"),
        pieces: CLEAN_CANASTA,
        choices: outcomeChoices(outcomes),
        answer: situation("clean"),
        explanation: words("exercises.goingOutClean.explanation", { points: goingOut }),
      }),
    ]),
  ];
}

/**
 * Whether seat 0 may take the pile (`pile`, its top last) at its draw, its top card in a new meld
 * with the two cards `with` of its hand, or else added to one of its side's `melds`: the engine's rules.
 */
export function pileTakeable(
  pile: readonly string[],
  hand: readonly string[],
  melds: readonly (readonly string[])[],
): boolean {
  const state = { ...tableFor(hand, melds, false), step: "draw" as const, pile: pile.map((c) => `${c}.1`) };
  const view = buracoGame.view(state, 0);
  return buracoLegal(view).some((move) => move.type === "take-pile");
}

// The guided hand.

/** The guided hand's table: two players, one hand, the default rules. */
export const GUIDED_OPTIONS = { hands: 1 } as const;

/**
 * The guided hand's seed: found by playing seeds with the engine's bots (see the report in the
 * lesson's test): the learner's first eleven cards hold three natural melds, and a basic player in
 * the learner's seat takes the pile, makes a clean canasta, takes the morto and goes out in 13 turns.
 */
export const GUIDED_SEED = "learn-buraco-194";

/** Of the meld step's new melds, the first without a wild (else the first). */
function bestMeld(moves: readonly BuracoAction[]): readonly string[] | null {
  const melds = moves.flatMap((move) => (move.type === "meld" ? [move.cards] : []));
  return melds.find((cards) => !cards.some(isWild)) ?? melds[0] ?? null;
}

/** The events of this very moment (the move just played): a morto taken, red threes laid. */
function justNow(view: BuracoView): BuracoView["events"] {
  return view.events.filter((event) => event.at === view.now);
}

/** The coach's words for the learner's view now. */
export function buracoTip(raw: unknown): Words | null {
  const view = raw as BuracoView;
  const you = view.seat;
  const side = view.side;
  if (you === null || side === null) return null;
  const other = 1 - side;
  if (view.finished || view.lastResult !== null) {
    const result = view.lastResult;
    if (result === null) return null;
    const yours = result.sides[side]?.total ?? 0;
    const theirs = result.sides[other]?.total ?? 0;
    const how = result.wentOut === side ? "youOut" : result.wentOut === null ? "stock" : "theyOut";
    return words(`tips.end.${how}`, { yours, theirs });
  }
  const now = justNow(view);
  const morto = now.find((event) => event.kind === "morto");
  if (morto?.kind === "morto") {
    if (morto.seat !== you) return words("tips.theirMorto");
    return words(`tips.morto.${morto.how}`, { count: view.cards?.length ?? 0 });
  }
  const redThree = now.some((event) => event.kind === "red-three" && event.seat === you);
  if (redThree && view.turn === you && view.step !== "draw") {
    return words("tips.redThree", { points: RED_THREE_POINTS });
  }
  if (view.turn !== you) {
    if (view.mortos[side]?.pending === you) return words("tips.morto.waitIndirect");
    return words("tips.wait");
  }
  const moves = buracoLegal(view);
  if (view.step === "draw") {
    if (view.pileTop === null) return words("tips.draw.empty", { count: view.stockCount });
    if (view.pileLocked) return words("tips.draw.locked");
    const takes = moves.filter((move) => move.type === "take-pile");
    const card = cardText(view.pileTop);
    if (takes.length === 0) return words("tips.draw.stock", { card });
    return words("tips.draw.take", { card, count: view.pileCount });
  }
  const hand = view.cards ?? [];
  const ours = view.melds[side] ?? [];
  const ourMorto = view.mortos[side];
  const closing = ours.some(
    (meld) => meld.canasta === "natural" || (meld.canasta === "mixed" && !view.options.naturalToEnd),
  );
  const meld = bestMeld(moves);
  if (meld !== null) return words("tips.meld", { cards: cardsText(meld) });
  const adds = [...new Set(moves.flatMap((move) => (move.type === "add" ? move.cards : [])))];
  if (adds.length > 0) return words("tips.add", { cards: cardsText(adds), count: adds.length });
  if (ourMorto?.fate === "taken" && hand.length <= 2) {
    if (closing) return words("tips.goOut", { points: GOING_OUT_BONUS });
    return words("tips.needClean");
  }
  if (ourMorto?.fate === "waiting" && hand.length <= 2)
    return words("tips.emptyForMorto", { count: ourMorto.count });
  // A canasta just made (no card added to it since): its kind and bonus, the engine's.
  const made = ours.find((m) => m.canasta !== null && m.cards.length === CANASTA_LENGTH);
  if (made?.canasta != null) {
    return words(`tips.canasta.${made.canasta}`, { points: canastaBonus(made.cards) });
  }
  const near = ours.filter((m) => m.canasta === null && m.cards.length >= CANASTA_LENGTH - 2);
  if (near.length > 0) {
    const shortest = Math.min(...near.map((m) => CANASTA_LENGTH - m.cards.length));
    return words("tips.nearCanasta", { count: shortest });
  }
  if (hand.some(isThree)) return words("tips.discardThree");
  return words("tips.discard");
}

export const buracoLesson: GameLesson = {
  namespace: "learnBuraco",
  chapters: buildChapters(),
  guided: {
    options: GUIDED_OPTIONS,
    seed: GUIDED_SEED,
    seats: 2,
    you: 0,
    bot: "basic",
    tip: buracoTip,
  },
};
