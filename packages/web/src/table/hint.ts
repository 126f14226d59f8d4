/**
 * Hints (issue 37, docs/protocol.md "Hints"): at an unrated table of a game with hints where every
 * other seat is a bot, the person may ask, on their turn, what the game's strong bot would do in their
 * seat now. Plain functions of the table's data: whether the table offers hints, the question's state
 * (asked, answered, refused) and when an answer is stale (a move made since it was asked).
 */
import type { SeatSummary } from "../api";
import { gameUi } from "../games/registry";

/** The answer's `hint`: the engine's `Hint`, its actions as the game's. */
export interface HintAnswer {
  readonly kind: string;
  readonly action: unknown;
  readonly moves: readonly { readonly action: unknown; readonly value: number }[];
  readonly unit: string;
  readonly basis: string;
  readonly work: number;
  readonly workUnit: string;
}

/** The hint's question at this page: none, asked (for the position `seq`), answered, or refused. */
export type HintState =
  | { readonly status: "idle" }
  | { readonly status: "pending"; readonly seat: number; readonly seq: number }
  | { readonly status: "shown"; readonly seat: number; readonly seq: number; readonly hint: HintAnswer }
  | { readonly status: "refused"; readonly seat: number; readonly seq: number; readonly code: string };

export const NO_HINT: HintState = { status: "idle" };

/**
 * Whether the table offers hints to this page: a game with hints, unrated, every seat but those this
 * page plays a bot, and the page playing one seat (one keyboard shared by two people is not "against
 * bots only").
 */
export function hintsOffered(
  game: string | null,
  rated: boolean | undefined,
  seats: readonly SeatSummary[],
  playing: readonly number[],
): boolean {
  // A game with hints has their words (`GameUi.hint`); the server refuses the others `no-hint`.
  if (gameUi(game)?.hint === undefined || rated === true || playing.length !== 1) return false;
  return seats.length > 0 && seats.every((summary, seat) => playing.includes(seat) || "bot" in summary);
}

/** The seat of this page's whose turn it is in its own view (`turn`), or null. */
export function seatToMove(
  views: ReadonlyMap<number | null, { readonly view: unknown }>,
  playing: readonly number[],
): number | null {
  for (const seat of playing) {
    const view = views.get(seat)?.view as { turn?: unknown; finished?: unknown } | undefined;
    if (view && view.finished !== true && view.turn === seat) return seat;
  }
  return null;
}

/** Asked for `seat` with the page's latest view at `seq`. */
export function asked(seat: number, seq: number): HintState {
  return { status: "pending", seat, seq };
}

/**
 * The answer arrived: shown, unless the question was dropped meanwhile or the answer is for another
 * position than the latest view's (`latestSeq`).
 */
export function answered(
  state: HintState,
  answer: { readonly seat: number; readonly seq: number; readonly hint: HintAnswer },
  latestSeq: number,
): HintState {
  if (state.status !== "pending" || state.seat !== answer.seat || answer.seq < latestSeq) return state;
  return { status: "shown", seat: answer.seat, seq: answer.seq, hint: answer.hint };
}

/** The question was refused (`no-hint`, `not-your-seat`, `offline` …). */
export function refused(state: HintState, code: string): HintState {
  if (state.status !== "pending") return state;
  return { status: "refused", seat: state.seat, seq: state.seq, code };
}

/** A view at `seq` arrived: a hint (or its question, or its refusal) for an earlier position is dropped. */
export function afterView(state: HintState, seq: number): HintState {
  if (state.status === "idle" || seq <= state.seq) return state;
  return NO_HINT;
}

/** The best move and the next best after it (at most `count` in all), with their values. */
export function topMoves(hint: HintAnswer, count = 3): HintAnswer["moves"] {
  return hint.moves.slice(0, count);
}

/** A value as the panel shows it: one decimal at most, a sign, a true minus ("+12.5", "−3", "0"). */
export function signedValue(value: number, language: string): string {
  const rounded = Math.round(value * 10) / 10;
  const text = new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(Math.abs(rounded));
  if (rounded > 0) return `+${text}`;
  if (rounded < 0) return `\u2212${text}`;
  return text;
}

/**
 * The engine's basis sentence (in English) as a key of the `hint` namespace and its number, when it is
 * one the page knows; null otherwise (shown as it came).
 */
export function basisKey(basis: string): { readonly key: string; readonly count?: number } | null {
  for (const [key, pattern] of BASES) {
    const match = pattern.exec(basis);
    if (match) return match[1] === undefined ? { key } : { key, count: Number(match[1]) };
  }
  return null;
}

const BASES: readonly (readonly [string, RegExp])[] = [
  ["bases.seatMean", /^the seat's mean score over (\d+) sampled deals played out$/],
  [
    "bases.bid",
    /^each contract's mean mark over (\d+) sampled deals played out as the taker; a pass at the strong bot's value$/,
  ],
  [
    "bases.sideLead",
    /^the side's lead at the hand's end, over (\d+) sampled deals played a few turns ahead$/,
  ],
  [
    "bases.reply",
    /^the placement's score less the next player's best reply, over (\d+) hands they might hold$/,
  ],
  ["bases.placement", /^the placement's score \(nobody plays after it\)$/],
];
