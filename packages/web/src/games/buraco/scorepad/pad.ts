/**
 * The Buraco score pad: two sides (two players, or two pairs), each hand tallied as people count it at
 * a table played with real cards (the points of the cards in melds, the natural and mixed canastas,
 * the red threes, the points left in hands, the morto, who went out) and scored by the engine's
 * `scoreTally` (the rule `scoreHand` uses), with running totals to the target and the winner. Plain
 * data, kept in local storage as it is.
 */
import {
  CANASTA_LENGTH,
  CARD_VALUES,
  DEFAULT_TARGET,
  RED_THREE_COUNT,
  SIDE_COUNT,
  WILD_RANK,
  scoreTally,
  type HandScore,
  type SideTally,
} from "@parlor/engine/buraco";

/** What became of a side's morto: taken; never taken; taken by a discard and not yet played when the opponents ended the hand. */
export const MORTO_FATES = ["taken", "not-taken", "unplayed"] as const;
export type MortoFate = (typeof MORTO_FATES)[number];

/** One side's hand as tallied. */
export interface SideHand {
  /** The points of the cards in the side's melds. */
  readonly meldPoints: number;
  readonly naturalCanastas: number;
  readonly mixedCanastas: number;
  /** The red threes the side laid. */
  readonly redThrees: number;
  /** The points of the cards left in the side's hands (a red three 100). */
  readonly handPoints: number;
  readonly morto: MortoFate;
}

/** A hand: both sides, and the side that went out to end it (null: the stock ran out). */
export interface HandEntry {
  readonly sides: readonly [SideHand, SideHand];
  readonly wentOut: 0 | 1 | null;
}

export interface Pad {
  /** The sides' names (a player's, or a pair's such as "Ana & Bia"; empty shows as "Side 1"). */
  readonly sides: readonly [string, string];
  /** The score that ends the match (the rules' 3000 by default). */
  readonly target: number;
  /** Whether going out needs a natural canasta (the default) or any canasta (STBL). */
  readonly naturalToEnd: boolean;
  readonly hands: readonly HandEntry[];
}

export const SIDES = [0, 1] as const;
/** The longest side name. */
export const MAX_NAME_LENGTH = 32;
/** The highest target the pad takes. */
export const MAX_TARGET = 100_000;
/** Every card is worth a multiple of this. */
export const POINT_STEP = Math.min(...Object.values(CARD_VALUES));

export function newPad(): Pad {
  return { sides: ["", ""], target: DEFAULT_TARGET, naturalToEnd: true, hands: [] };
}

export function blankSide(): SideHand {
  return { meldPoints: 0, naturalCanastas: 0, mixedCanastas: 0, redThrees: 0, handPoints: 0, morto: "taken" };
}

export function blankHand(): HandEntry {
  return { sides: [blankSide(), blankSide()], wentOut: null };
}

/** The engine's tally of one side of a hand. */
export function tallyOf(hand: HandEntry, side: 0 | 1): SideTally {
  const s = hand.sides[side];
  return {
    meldPoints: s.meldPoints,
    naturalCanastas: s.naturalCanastas,
    mixedCanastas: s.mixedCanastas,
    redThrees: s.redThrees,
    handPoints: s.handPoints,
    wentOut: hand.wentOut === side,
    // Taken by a discard and never played before the opponents went out: scored as never taken.
    tookMorto: s.morto === "taken",
  };
}

/** Both sides' scores of a hand, by the engine. */
export function scoreEntry(hand: HandEntry): [HandScore, HandScore] {
  return [scoreTally(tallyOf(hand, 0)), scoreTally(tallyOf(hand, 1))];
}

/** The fewest points the cards of a side's canastas are worth: 7 of the lowest value, a wild in a mixed one. */
export function leastMeldPoints(side: Pick<SideHand, "naturalCanastas" | "mixedCanastas">): number {
  const natural = CANASTA_LENGTH * POINT_STEP;
  const mixed = (CANASTA_LENGTH - 1) * POINT_STEP + CARD_VALUES[WILD_RANK];
  return side.naturalCanastas * natural + side.mixedCanastas * mixed;
}

/** A problem with a hand: a key of the `problems` strings, the side it is about, what it says. */
export interface Problem {
  readonly code:
    | "count"
    | "points"
    | "meldPointsForCanastas"
    | "redThrees"
    | "wentOutMorto"
    | "wentOutNatural"
    | "wentOutCanasta"
    | "unplayedMorto";
  readonly side?: 0 | 1;
  readonly values?: Readonly<Record<string, number>>;
}

const isCount = (n: number) => Number.isInteger(n) && n >= 0;
const isPoints = (n: number) => isCount(n) && n % POINT_STEP === 0;

/**
 * What cannot be so in a hand: counts that are not whole, points that are not card points (multiples
 * of 5), canastas worth more than the meld points, more red threes than the game holds, going out
 * without the morto or the canasta the rules ask, a morto left unplayed when the opponents did not end
 * the hand.
 */
export function problemsOf(hand: HandEntry, naturalToEnd: boolean): Problem[] {
  const problems: Problem[] = [];
  for (const side of SIDES) {
    const s = hand.sides[side];
    if (![s.naturalCanastas, s.mixedCanastas, s.redThrees].every(isCount))
      problems.push({ code: "count", side });
    if (!isPoints(s.meldPoints) || !isPoints(s.handPoints)) {
      problems.push({ code: "points", side, values: { step: POINT_STEP } });
    } else if (s.meldPoints < leastMeldPoints(s)) {
      problems.push({ code: "meldPointsForCanastas", side, values: { least: leastMeldPoints(s) } });
    }
    if (s.morto === "unplayed" && hand.wentOut !== (side === 0 ? 1 : 0))
      problems.push({ code: "unplayedMorto", side });
  }
  const redThrees = hand.sides.reduce((sum, s) => sum + s.redThrees, 0);
  if (redThrees > RED_THREE_COUNT) problems.push({ code: "redThrees", values: { count: RED_THREE_COUNT } });
  if (hand.wentOut !== null) {
    const out = hand.sides[hand.wentOut];
    const side = hand.wentOut;
    if (out.morto !== "taken") problems.push({ code: "wentOutMorto", side });
    if (naturalToEnd && out.naturalCanastas === 0) problems.push({ code: "wentOutNatural", side });
    if (!naturalToEnd && out.naturalCanastas + out.mixedCanastas === 0)
      problems.push({ code: "wentOutCanasta", side });
  }
  return problems;
}

/** One row of the pad: the hand, both sides' scores, the totals after it. */
export interface PadRow {
  readonly index: number;
  readonly hand: HandEntry;
  readonly scores: readonly [HandScore, HandScore];
  readonly totals: readonly [number, number];
}

export function rowsOf(pad: Pad): PadRow[] {
  let totals: [number, number] = [0, 0];
  return pad.hands.map((hand, index) => {
    const scores = scoreEntry(hand);
    totals = [totals[0] + scores[0].total, totals[1] + scores[1].total];
    return { index, hand, scores, totals };
  });
}

export function totalsOf(pad: Pad): [number, number] {
  const last = rowsOf(pad).at(-1);
  return last ? [last.totals[0], last.totals[1]] : [0, 0];
}

/**
 * The match's end: once a side reached the target after a hand, the higher total wins (`winner`,
 * null on a tie); before that, null.
 */
export function outcomeOf(pad: Pad): { winner: 0 | 1 | null } | null {
  const [a, b] = totalsOf(pad);
  if (pad.hands.length === 0 || Math.max(a, b) < pad.target) return null;
  return { winner: a === b ? null : a > b ? 0 : 1 };
}

export function addHand(pad: Pad, hand: HandEntry): Pad {
  return { ...pad, hands: [...pad.hands, hand] };
}

export function replaceHand(pad: Pad, index: number, hand: HandEntry): Pad {
  return { ...pad, hands: pad.hands.map((h, i) => (i === index ? hand : h)) };
}

export function deleteHand(pad: Pad, index: number): Pad {
  return { ...pad, hands: pad.hands.filter((_, i) => i !== index) };
}

/** The pad and the pads before each change, the latest last, for undo. */
export interface History {
  readonly pad: Pad;
  readonly past: readonly Pad[];
}

/** How many changes undo reaches back. */
export const UNDO_DEPTH = 50;

export function change(history: History, next: Pad): History {
  if (next === history.pad) return history;
  return { pad: next, past: [...history.past, history.pad].slice(-UNDO_DEPTH) };
}

/** One change back; the sides keep the names they have now (a name typed is not a change to undo). */
export function undo(history: History): History {
  const previous = history.past.at(-1);
  if (previous === undefined) return history;
  return { pad: { ...previous, sides: history.pad.sides }, past: history.past.slice(0, -1) };
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null;
const isNumber = (v: unknown): v is number => typeof v === "number" && Number.isFinite(v);

function sideFrom(raw: unknown): SideHand | null {
  if (!isRecord(raw)) return null;
  const numbers = ["meldPoints", "naturalCanastas", "mixedCanastas", "redThrees", "handPoints"] as const;
  if (!numbers.every((key) => isNumber(raw[key]))) return null;
  if (!(MORTO_FATES as readonly unknown[]).includes(raw.morto)) return null;
  const side = raw as unknown as SideHand;
  return { ...blankSide(), ...Object.fromEntries(numbers.map((k) => [k, side[k]])), morto: side.morto };
}

function handFrom(raw: unknown, naturalToEnd: boolean): HandEntry | null {
  if (!isRecord(raw) || !Array.isArray(raw.sides) || raw.sides.length !== SIDE_COUNT) return null;
  const sides = raw.sides.map(sideFrom);
  const [a, b] = sides;
  if (!a || !b || !(raw.wentOut === null || raw.wentOut === 0 || raw.wentOut === 1)) return null;
  const hand: HandEntry = { sides: [a, b], wentOut: raw.wentOut };
  return problemsOf(hand, naturalToEnd).length === 0 ? hand : null;
}

/** A pad read back from storage (hands that are not possible dropped), or null when it is not one. */
export function padFrom(raw: unknown): Pad | null {
  if (!isRecord(raw) || !Array.isArray(raw.sides) || !Array.isArray(raw.hands)) return null;
  const [a, b] = raw.sides;
  if (raw.sides.length !== SIDE_COUNT || typeof a !== "string" || typeof b !== "string") return null;
  const target =
    isNumber(raw.target) && raw.target >= 1 && raw.target <= MAX_TARGET ? raw.target : DEFAULT_TARGET;
  const naturalToEnd = raw.naturalToEnd !== false;
  const hands = raw.hands.map((h) => handFrom(h, naturalToEnd)).filter((h): h is HandEntry => h !== null);
  return { sides: [a, b], target, naturalToEnd, hands };
}

export function historyFrom(raw: unknown): History | null {
  if (!isRecord(raw)) return null;
  const pad = padFrom(raw.pad);
  if (pad === null) return null;
  const past = Array.isArray(raw.past) ? raw.past.map(padFrom) : [];
  return { pad, past: past.filter((p): p is Pad => p !== null).slice(-UNDO_DEPTH) };
}

/** Points as typed: a whole number, empty for 0 (nothing melded, nothing left); NaN otherwise. */
export function pointsFrom(text: string): number {
  const trimmed = text.trim();
  if (trimmed === "") return 0;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}
