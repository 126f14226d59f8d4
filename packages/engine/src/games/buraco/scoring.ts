/**
 * Scoring a hand, side by side (`shared/rules/buraco.md`): the cards in the side's melds, its
 * canastas, its red threes, knocking out to end the hand, the morto it never took, and the cards left
 * in its hands. `checkSide` reads a side from untrusted JSON (the CLI) with one sentence per problem.
 */
// First: how zod builds schemas in a browser (core/schemas.ts). A bundler that skips this game's index
// (marked free of side effects) reaches this module directly, and its schema is built on import.
import "../../core/schemas.js";
import { z } from "zod";
import { ruleError, type RuleError } from "../../core/errors.js";
import { err, ok, type Result } from "../../core/result.js";
import {
  cardOf,
  cardValue,
  DECK_COPIES,
  handPenalty,
  isCard,
  isJoker,
  isRedThree,
  isThree,
  isWild,
  JOKER_COUNT,
  RED_SUITS,
  RED_THREE_POINTS,
} from "./cards.js";
import { arrangeMeld, canastaOf, RUN_RANKS, type MeldLayout, type MeldOptions } from "./melds.js";

/** A natural canasta's bonus. */
export const NATURAL_CANASTA_BONUS = 200;
/** A mixed canasta's bonus. */
export const MIXED_CANASTA_BONUS = 100;
/** Knocking out to end the hand. */
export const GOING_OUT_BONUS = 100;
/** A side that never took its morto (or took it indirectly and never played it) loses this. */
export const MORTO_PENALTY = 100;
/**
 * The A-K canasta bonus (a variant, off by default): a natural run from the lowest run rank, the 4,
 * up to the King, with no Ace (runs here go 4…A, so the Brazilian A-to-K run becomes 4-to-K). It
 * replaces the natural canasta's bonus.
 */
export const ACE_TO_KING_BONUS = 500;
/**
 * The A-A canasta bonus (a variant, off by default): a natural run of every rank a run may hold,
 * 4 up to the Ace. It replaces the natural canasta's bonus.
 */
export const ACE_TO_ACE_BONUS = 1000;

/** One side's hand to score: the `scoreHand` shape (issue 13). */
export interface Side {
  /** The side's melds on the table, each a list of cards (codes or ids). */
  readonly melds: readonly (readonly string[])[];
  /** The red threes the side laid. */
  readonly redThrees: number;
  /** The cards left in the side's hands (both partners'). */
  readonly hand: readonly string[];
  /** Whether the side knocked out to end the hand. */
  readonly wentOut: boolean;
  /** Whether the side took its morto (and, taken indirectly, played it). */
  readonly tookMorto: boolean;
}

/** A side's hand score, each field the signed points it contributes, `total` their sum. */
export interface HandScore {
  /** The values of the cards in the side's melds. */
  readonly cards: number;
  /** The canasta bonuses (with the A-K / A-A variants when on). */
  readonly canastas: number;
  /** +100 per red three laid with a canasta, -100 each without. */
  readonly redThrees: number;
  /** +100 for knocking out to end the hand, else 0. */
  readonly goingOut: number;
  /** 0, or -100 for a side that never took its morto. */
  readonly morto: number;
  /** Minus the values of the cards left in hands (a red three -100): 0 or less. */
  readonly hand: number;
  readonly total: number;
}

/** The variant bonuses (off by default). */
export interface ScoringOptions {
  /** Whether a natural 4-to-K run canasta earns `ACE_TO_KING_BONUS` instead of the natural bonus. */
  readonly aceToKing?: boolean;
  /** Whether a natural 4-to-A run canasta earns `ACE_TO_ACE_BONUS` instead of the natural bonus. */
  readonly aceToAce?: boolean;
}

/** The lowest and highest ranks a run holds: 4, and the King before the Ace. */
const RUN_LOW = RUN_RANKS[0];
const RUN_KING = RUN_RANKS[RUN_RANKS.length - 2];
const RUN_ACE = RUN_RANKS[RUN_RANKS.length - 1];

/** A meld's layout for scoring: any legal meld, jokers read as wild (a scored meld was legal at its table). */
function layout(meld: readonly string[]): MeldLayout | null {
  return arrangeMeld(meld, { jokers: true, groups: true });
}

/** The canasta bonus of one meld: natural 200, mixed 100, the A-K / A-A variants when on, else 0. */
export function canastaBonus(meld: readonly string[], options: ScoringOptions = {}): number {
  const laid = layout(meld);
  const kind = laid?.canasta ?? canastaOf(meld.length, meld.some(isWild));
  if (kind === null) return 0;
  if (kind === "mixed") return MIXED_CANASTA_BONUS;
  if (laid?.kind === "run") {
    const first = laid.cards[0];
    const last = laid.cards[laid.cards.length - 1];
    const from = first === undefined ? null : cardOf(first).slice(0, -1);
    const to = last === undefined ? null : cardOf(last).slice(0, -1);
    if (options.aceToAce === true && from === RUN_LOW && to === RUN_ACE) return ACE_TO_ACE_BONUS;
    if (options.aceToKing === true && from === RUN_LOW && to === RUN_KING) return ACE_TO_KING_BONUS;
  }
  return NATURAL_CANASTA_BONUS;
}

/** Whether the meld is a canasta (7 or more cards). */
function isCanasta(meld: readonly string[]): boolean {
  return canastaOf(meld.length, false) !== null;
}

/** What a hand's score follows from once its cards are counted: one rule for `scoreHand` and `scoreTally`. */
interface CountedSide {
  readonly cards: number;
  readonly canastas: number;
  readonly hasCanasta: boolean;
  readonly redThrees: number;
  readonly wentOut: boolean;
  readonly tookMorto: boolean;
  /** The values of the cards left in hands (a red three 100): 0 or more. */
  readonly handPenalty: number;
}

function scoreCounted(side: CountedSide): HandScore {
  const { cards, canastas } = side;
  // `+ 0` turns a -0 (no red three times -100) into 0.
  const redThrees = side.redThrees * (side.hasCanasta ? RED_THREE_POINTS : -RED_THREE_POINTS) + 0;
  const goingOut = side.wentOut ? GOING_OUT_BONUS : 0;
  const morto = side.tookMorto ? 0 : -MORTO_PENALTY;
  // `0 -` keeps an empty hand at 0, not -0.
  const hand = 0 - side.handPenalty;
  const total = cards + canastas + redThrees + goingOut + morto + hand;
  return { cards, canastas, redThrees, goingOut, morto, hand, total };
}

/**
 * Scores one side's hand: card values in its melds, canasta bonuses, red threes (±100 each by whether
 * it has a canasta), +100 for knocking out to end the hand, -100 without its morto, minus the cards
 * left in its hands (a red three -100). Assumes a valid side (`checkSide` checks one from untrusted
 * input); `options` switches on the A-K and A-A canasta bonuses.
 */
export function scoreHand(side: Side, options: ScoringOptions = {}): HandScore {
  return scoreCounted({
    cards: side.melds.reduce((sum, meld) => sum + meld.reduce((s, card) => s + cardValue(card), 0), 0),
    canastas: side.melds.reduce((sum, meld) => sum + canastaBonus(meld, options), 0),
    hasCanasta: side.melds.some(isCanasta),
    redThrees: side.redThrees,
    wentOut: side.wentOut,
    tookMorto: side.tookMorto,
    handPenalty: side.hand.reduce((sum, card) => sum + handPenalty(card), 0),
  });
}

/**
 * One side's hand as a score pad tallies it at a table played with real cards: the points and the
 * counts people add up, not the cards themselves.
 */
export interface SideTally {
  /** The values of the cards in the side's melds (`CARD_VALUES`). */
  readonly meldPoints: number;
  readonly naturalCanastas: number;
  readonly mixedCanastas: number;
  /** The red threes the side laid. */
  readonly redThrees: number;
  /** The values of the cards left in the side's hands (a red three 100): 0 or more. */
  readonly handPoints: number;
  readonly wentOut: boolean;
  readonly tookMorto: boolean;
}

/**
 * Scores a tallied side by the same rule as `scoreHand`: the meld points, 200 per natural canasta and
 * 100 per mixed one, the red threes (±100 each by whether it has a canasta), +100 for knocking out,
 * -100 without its morto, minus the hand points.
 */
export function scoreTally(tally: SideTally): HandScore {
  return scoreCounted({
    cards: tally.meldPoints,
    canastas: tally.naturalCanastas * NATURAL_CANASTA_BONUS + tally.mixedCanastas * MIXED_CANASTA_BONUS,
    hasCanasta: tally.naturalCanastas + tally.mixedCanastas > 0,
    redThrees: tally.redThrees,
    wentOut: tally.wentOut,
    tookMorto: tally.tookMorto,
    handPenalty: tally.handPoints,
  });
}

/** The red threes in the game: one per red suit in each deck. */
export const RED_THREE_COUNT = RED_SUITS.length * DECK_COPIES;

const sideSchema = z.strictObject({
  melds: z.array(z.array(z.string())),
  redThrees: z.int().min(0).max(RED_THREE_COUNT),
  hand: z.array(z.string()),
  wentOut: z.boolean(),
  tookMorto: z.boolean(),
});

/** What each field must be, for the sentence naming a field of the wrong type or value. */
const FIELD_RULES: Readonly<Record<keyof Side, string>> = {
  melds: 'melds must be a list of melds, each a list of cards such as ["4H", "5H", "6H"]',
  redThrees: `redThrees must be the number of red threes laid, from 0 to ${RED_THREE_COUNT}`,
  hand: 'hand must be a list of the cards left in the side\'s hands, such as ["KS", "3C"]',
  wentOut: "wentOut must be true or false",
  tookMorto: "tookMorto must be true or false",
};

/** A sentence with its first letter up and a full stop. */
function sentence(text: string): string {
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

/** The sentence for one way the input's shape is wrong (`raw` tells a missing field from a wrong one). */
function shapeProblem(issue: z.core.$ZodIssue, raw: unknown, label: string): string {
  const field = issue.path[0];
  if (issue.code === "unrecognized_keys") {
    return `${label} has no ${issue.keys.map((key) => `'${key}'`).join(", ")} (its fields: ${Object.keys(FIELD_RULES).join(", ")}).`;
  }
  if (field === undefined) {
    return `${label} is a JSON object such as { "melds": [["4H", "5H", "6H"]], "redThrees": 0, "hand": [], "wentOut": true, "tookMorto": true }.`;
  }
  if (typeof field !== "string" || !Object.hasOwn(FIELD_RULES, field)) return sentence(issue.message);
  const rule = FIELD_RULES[field as keyof Side];
  if (!Object.hasOwn(raw as object, field)) return `${label} has no ${field}; ${rule}.`;
  return sentence(`${label}: ${rule}`);
}

/** How many copies of a code the game holds: 2 of each card, 4 jokers. */
function copiesOf(code: string): number {
  return isJoker(code) ? JOKER_COUNT : DECK_COPIES;
}

/** The problems of a side that has the right shape, one sentence each. */
function sideProblems(side: Side, options: MeldOptions, label: string): string[] {
  const problems: string[] = [];
  const cards = [...side.melds.flat(), ...side.hand];
  const unknown = [...new Set(cards.filter((card) => !isCard(card, options)))];
  if (unknown.length > 0) {
    const jokers = options.jokers === true ? "" : " (jokers only with the jokers option)";
    problems.push(
      `${label}: ${unknown.map((card) => `'${card}'`).join(", ")} ${unknown.length === 1 ? "is not a card" : "are not cards"}; a card is a rank A, 2-10, J, Q, K and a suit S, H, D, C, such as 'AS' or '10H'${jokers}.`,
    );
  }
  side.melds.forEach((meld, i) => {
    if (meld.every((card) => isCard(card, options)) && arrangeMeld(meld, options) === null) {
      const why = meld.some(isThree) ? " (threes never meld)" : "";
      problems.push(`${label}: meld ${i + 1} (${meld.join(" ")}) is not a legal meld${why}.`);
    }
  });
  const counts = new Map<string, number>();
  for (const card of cards) counts.set(cardOf(card), (counts.get(cardOf(card)) ?? 0) + 1);
  const redThreesInHand = side.hand.filter(isRedThree).length;
  const over = [...counts].filter(([code, count]) => isCard(code, options) && count > copiesOf(code));
  if (over.length > 0) {
    problems.push(
      `${label}: the game holds ${DECK_COPIES} of each card (${JOKER_COUNT} jokers), not ${over.map(([code, count]) => `${count} ${code}`).join(", ")}.`,
    );
  }
  const ids = cards.filter((card) => card !== cardOf(card));
  const repeated = [...new Set(ids.filter((id, i) => ids.indexOf(id) !== i))];
  if (repeated.length > 0) {
    problems.push(`${label}: each card id appears once, not ${repeated.map((id) => `'${id}'`).join(", ")}.`);
  }
  if (side.redThrees + redThreesInHand > RED_THREE_COUNT) {
    problems.push(
      `${label}: the game holds ${RED_THREE_COUNT} red threes, not ${side.redThrees} laid and ${redThreesInHand} in hand.`,
    );
  }
  if (side.wentOut && !side.tookMorto) {
    problems.push(`${label}: a side ends the hand only after taking its morto, so wentOut needs tookMorto.`);
  }
  return problems;
}

/**
 * Reads a side from untrusted data (parsed JSON): its shape (zod), then what it says (every card a
 * card, each meld legal under `options` — jokers, groups —, at most 2 of a card, 4 jokers and 4 red
 * threes, each id once, going out only with the morto taken). `label` names the side in sentences
 * ("Side 1"). A refusal's message has one sentence per problem; its code is `bad-side`.
 */
export function checkSide(
  raw: unknown,
  options: MeldOptions = {},
  label = "The side",
): Result<Side, RuleError> {
  const parsed = sideSchema.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => shapeProblem(issue, raw, label));
    return err(ruleError("bad-side", [...new Set(problems)].join(" ")));
  }
  const side = parsed.data as Side;
  const problems = sideProblems(side, options, label);
  return problems.length > 0 ? err(ruleError("bad-side", problems.join(" "))) : ok(side);
}

/** The sides of a hand: two (2 players, or two pairs). */
export const SIDE_COUNT = 2;

/** The problems between two sides that are each valid, one sentence each. */
function betweenSides(sides: readonly Side[]): string[] {
  const problems: string[] = [];
  const cards = sides.flatMap((side) => [...side.melds.flat(), ...side.hand]);
  const counts = new Map<string, number>();
  for (const card of cards) counts.set(cardOf(card), (counts.get(cardOf(card)) ?? 0) + 1);
  const over = [...counts].filter(([code, count]) => count > copiesOf(code));
  if (over.length > 0) {
    problems.push(
      `The two sides hold more than the game's ${DECK_COPIES} of each card (${JOKER_COUNT} jokers): ${over.map(([code, count]) => `${count} ${code}`).join(", ")}.`,
    );
  }
  const ids = cards.filter((card) => card !== cardOf(card));
  const repeated = [...new Set(ids.filter((id, i) => ids.indexOf(id) !== i))];
  if (repeated.length > 0) {
    problems.push(
      `Each card id appears once in the hand, not ${repeated.map((id) => `'${id}'`).join(", ")}.`,
    );
  }
  const redThrees = sides.reduce(
    (sum, side) => sum + side.redThrees + side.hand.filter(isRedThree).length,
    0,
  );
  if (redThrees > RED_THREE_COUNT) {
    problems.push(`The game holds ${RED_THREE_COUNT} red threes, not ${redThrees} between the two sides.`);
  }
  if (sides.every((side) => side.wentOut)) {
    problems.push("Only one side knocks out to end the hand, so wentOut is true for one side at most.");
  }
  return problems;
}

/**
 * Reads a hand's two sides from untrusted data (parsed JSON): `{ "sides": [side, side] }` or
 * `[side, side]`, each checked by `checkSide` ("Side 1", "Side 2" in sentences), then together (the
 * game's card counts over both, each id once, one side going out at most). One sentence per problem;
 * the code is `bad-side`.
 */
export function checkSides(raw: unknown, options: MeldOptions = {}): Result<[Side, Side], RuleError> {
  const list: unknown =
    typeof raw === "object" && raw !== null && !Array.isArray(raw) && Object.hasOwn(raw, "sides")
      ? (raw as { sides: unknown }).sides
      : raw;
  const extra =
    typeof raw === "object" && raw !== null && !Array.isArray(raw)
      ? Object.keys(raw).filter((key) => key !== "sides")
      : [];
  if (!Array.isArray(list) || list.length !== SIDE_COUNT || extra.length > 0) {
    return err(
      ruleError(
        "bad-side",
        `A hand is its ${SIDE_COUNT} sides, { "sides": [side, side] } or [side, side], each { "melds": [...], "redThrees": 0, "hand": [...], "wentOut": false, "tookMorto": true }.`,
      ),
    );
  }
  const checked = list.map((side, i) => checkSide(side, options, `Side ${i + 1}`));
  const problems = checked.flatMap((result) => (result.ok ? [] : [result.error.message]));
  if (problems.length > 0) return err(ruleError("bad-side", problems.join(" ")));
  const sides = checked.flatMap((result) => (result.ok ? [result.value] : []));
  const between = betweenSides(sides);
  if (between.length > 0) return err(ruleError("bad-side", between.join(" ")));
  return ok([sides[0], sides[1]] as [Side, Side]);
}
