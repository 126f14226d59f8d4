/**
 * Knocking out (`shared/rules/buraco.md`): a hand emptied by melding (direct: the morto is taken and
 * played at once) or by discarding (indirect: the morto is taken and played next turn). A side whose
 * morto is taken and knocks out again ends the hand, which needs a natural canasta (any canasta without
 * `naturalToEnd`).
 */
import { refuse, type RuleError } from "../../core/errors.js";
import type { Seat } from "../../core/game.js";
import { endHand } from "./handEnd.js";
import { classifyMeld } from "./melds.js";
import { layRedThrees } from "./redThrees.js";
import { record, replaceAt, sideOf, type BuracoState, type KnockOut } from "./state.js";

/** Whether `side` has a canasta that lets it end the hand (natural, or any without `naturalToEnd`). */
export function hasClosingCanasta(state: Pick<BuracoState, "melds" | "options">, side: number): boolean {
  return (state.melds[side] ?? []).some((meld) => {
    const canasta = classifyMeld(meld, state.options)?.canasta ?? null;
    return canasta === "natural" || (canasta === "mixed" && !state.options.naturalToEnd);
  });
}

/**
 * Whether a player of `side` may empty their hand now: to take the waiting morto, or to end the hand
 * with the morto taken and a closing canasta.
 */
export function mayEmptyHand(
  state: Pick<BuracoState, "melds" | "options" | "mortoFates">,
  side: number,
): boolean {
  const fate = state.mortoFates[side];
  return fate === "waiting" || (fate === "taken" && hasClosingCanasta(state, side));
}

/** What decides whether a side may empty a hand: its melds, the table's options, the mortos. */
export type Table = Pick<BuracoState, "melds" | "options" | "mortoFates">;

/**
 * The table with `meld` as `side`'s meld `index` (a new one past the end): whether a move may empty
 * the hand is decided on the melds as the move leaves them (a wild added to the side's only natural
 * canasta makes it mixed; a card added may complete one).
 */
export function withMeld(table: Table, side: number, index: number, meld: readonly string[]): Table {
  const melds = [...(table.melds[side] ?? [])];
  melds[index] = meld;
  return { ...table, melds: replaceAt(table.melds, side, melds) };
}

/** The cards a player keeps when it may not empty its hand: one to hold. */
export const KEPT_CARDS = 1;

/**
 * The fewest cards a move may leave in the hand of a player of `side`: none when it may empty its
 * hand; else one to hold, and before the discard (`discardToCome`: a meld, an addition, a pick-up) one
 * more to discard, or the turn could not end.
 */
export function fewestLeft(
  state: Pick<BuracoState, "melds" | "options" | "mortoFates">,
  side: number,
  discardToCome: boolean,
): number {
  return mayEmptyHand(state, side) ? 0 : KEPT_CARDS + (discardToCome ? 1 : 0);
}

/**
 * The refusal of a move that would leave `left` cards in a hand of `side` (`discardToCome` before the
 * turn's discard), or null when it may.
 */
export function refuseEmptying(
  state: Pick<BuracoState, "melds" | "options" | "mortoFates">,
  side: number,
  left: number,
  discardToCome: boolean,
): { readonly ok: false; readonly error: RuleError } | null {
  if (left >= fewestLeft(state, side, discardToCome)) return null;
  return refuse(
    "needs-canasta",
    state.options.naturalToEnd
      ? "You need a natural canasta to end the hand: you may not empty your hand yet."
      : "You need a canasta to end the hand: you may not empty your hand yet.",
  );
}

/**
 * `seat` has just emptied its hand (`how`): its side takes its waiting morto into that hand (red
 * threes laid at once, replaced while the stock lasts; indirect: played from its next turn), or, with
 * the morto taken, the hand ends with this side going out. Callers checked `mayEmptyHand` first.
 */
export function knockOut(state: BuracoState, seat: Seat, how: KnockOut, at: number): BuracoState {
  const side = sideOf(seat);
  if (state.mortoFates[side] !== "waiting") return endHand(state, side, at);
  let s: BuracoState = {
    ...state,
    hands: replaceAt(state.hands, seat, state.mortos[side] ?? []),
    mortos: replaceAt(state.mortos, side, []),
    mortoFates: replaceAt(state.mortoFates, side, "taken"),
    mortoHow: replaceAt(state.mortoHow, side, how),
    mortoTakers: replaceAt(state.mortoTakers, side, seat),
    mortoPending: how === "indirect" ? replaceAt(state.mortoPending, side, seat) : state.mortoPending,
    stats: {
      ...state.stats,
      direct: state.stats.direct + (how === "direct" ? 1 : 0),
      indirect: state.stats.indirect + (how === "indirect" ? 1 : 0),
    },
  };
  s = record(s, { kind: "morto", at, seat, how });
  return layRedThrees(s, seat, at);
}
