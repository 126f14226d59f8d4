/**
 * Why a move the player is putting together cannot be made, in words the page translates
 * (`problem.*` keys of the `buraco` namespace): checked on the selection with the engine's own pure
 * rules (`arrangeMeld`, `extendMeld`, the card helpers) and its legal moves, before anything is sent,
 * so a button is offered only when its move is legal and otherwise says why not. The server decides;
 * a refusal it sends back is shown by its code (`refusalKey`).
 */
import type { BuracoAction, BuracoView, MeldOptions } from "@parlor/engine/buraco";
import { arrangeMeld, extendMeld, isThree, isWild, MAX_WILDS, MIN_MELD, rankOf } from "@parlor/engine/buraco";

/** A sentence's key under `problem.` and the values it names. */
export interface Problem {
  readonly key: string;
  readonly values?: Readonly<Record<string, string | number>>;
}

/** The engine's refusal codes the page words itself (`refusal.<code>`); others show the server's sentence. */
export const REFUSAL_CODES = [
  "already-drew",
  "draw-first",
  "needs-canasta",
  "no-such-meld",
  "not-a-meld",
  "not-in-hand",
  "not-your-turn",
  "pile-empty",
  "pile-locked",
  "pile-top-unused",
  "same-card-twice",
] as const;

/** The key of a refusal's sentence (`refusal.<code>`), or null for a code the page does not word. */
export function refusalKey(code: string): string | null {
  return (REFUSAL_CODES as readonly string[]).includes(code) ? `refusal.${code}` : null;
}

/** Why `cards` are no meld: too few, a three, two wild cards, a group where groups are off, or no order fits. */
function notAMeld(cards: readonly string[], options: MeldOptions): Problem {
  if (cards.length < MIN_MELD) return { key: "fewCards", values: { count: MIN_MELD } };
  if (cards.some(isThree)) return { key: "three" };
  if (cards.filter(isWild).length > MAX_WILDS) return { key: "wilds" };
  const ranks = new Set(cards.filter((card) => !isWild(card)).map(rankOf));
  if (ranks.size === 1 && options.groups === false) return { key: "noGroups" };
  return { key: "notAMeld" };
}

/** The table's meld options (its jokers, whether groups are allowed). */
export function meldOptionsOf(view: Pick<BuracoView, "options">): MeldOptions {
  return { jokers: view.options.jokers, groups: view.options.groups };
}

/** The side keeps cards it may not lay: it lacks the canasta to end the hand. */
function mustKeepCards(view: Pick<BuracoView, "options">): Problem {
  return { key: view.options.naturalToEnd ? "needsNatural" : "needsCanasta" };
}

/** What a check of the player's selection knows: the view, the engine's legal moves, the selection. */
export interface Selection {
  readonly view: Pick<BuracoView, "side" | "mortos" | "options" | "melds" | "pileTop" | "pileLocked">;
  readonly legal: readonly BuracoAction[];
  readonly chosen: readonly string[];
}

const has = (legal: readonly BuracoAction[], type: BuracoAction["type"]) =>
  legal.some((m) => m.type === type);

/** Why the selection cannot be laid as a new meld now, or null when it can. */
export function meldProblem({ view, legal, chosen }: Selection): Problem | null {
  if (chosen.length === 0) return { key: "chooseMeld", values: { count: MIN_MELD } };
  const options = meldOptionsOf(view);
  if (arrangeMeld(chosen, options) === null) return notAMeld(chosen, options);
  return has(legal, "meld") ? null : mustKeepCards(view);
}

/** Why the selection cannot join the side's meld `index` now, or null when it can. */
export function addProblem({ view, legal, chosen }: Selection, index: number): Problem | null {
  if (chosen.length === 0) return { key: "chooseAdd" };
  const meld = view.side === null ? undefined : view.melds[view.side]?.[index];
  if (meld === undefined) return { key: "noSuchMeld" };
  if (extendMeld(meld.cards, chosen, meldOptionsOf(view)) === null) return { key: "doesNotFit" };
  return has(legal, "add") ? null : mustKeepCards(view);
}

/**
 * Why the pile cannot be taken with the selection: as a new meld with its top card (`index`
 * undefined), or onto the side's meld `index`; null when it can.
 */
export function pileProblem({ view, legal, chosen }: Selection, index?: number): Problem | null {
  const top = view.pileTop;
  if (top === null) return { key: "pileEmpty" };
  if (view.pileLocked) return { key: "pileLocked" };
  const options = meldOptionsOf(view);
  if (index === undefined) {
    if (chosen.length === 0) return { key: "choosePile", values: { count: MIN_MELD - 1 } };
    const cards = [top, ...chosen];
    if (arrangeMeld(cards, options) === null) return { key: "pileNoMeld" };
  } else {
    const meld = view.side === null ? undefined : view.melds[view.side]?.[index];
    if (meld === undefined) return { key: "noSuchMeld" };
    if (extendMeld(meld.cards, [top, ...chosen], options) === null) return { key: "pileDoesNotFit" };
  }
  return has(legal, "take-pile") || chosen.length > 0 ? null : mustKeepCards(view);
}

/** Why the selection cannot be discarded now (one card, among those the engine lets go), or null. */
export function discardProblem(
  { view, legal, chosen }: Selection,
  discardable: string | null,
): Problem | null {
  if (chosen.length !== 1) return { key: "chooseDiscard" };
  return discardable !== null ? null : has(legal, "discard") ? { key: "chooseDiscard" } : mustKeepCards(view);
}

/** What one of the side's melds offers at the turn's step: why the move onto it cannot be made now. */
export interface MeldUse {
  /** Why not (null: the move is legal now, and only then is the meld lit and its button offered). */
  readonly problem: Problem | null;
  /**
   * The cards fit the meld (the pile's top card with the selection, or the selection) though the move
   * cannot be made now: the reason is then shown beside the meld, where the player looks.
   */
  readonly fits: boolean;
}

/**
 * The move onto the side's meld `index` at the turn's `step`: taking the pile, its top card (with the
 * selection) onto it, while drawing; adding the selection to it, while melding. One answer for what is
 * lit, what is offered and what is said, so a meld is never lit with its button refused.
 */
export function meldUse(selection: Selection, step: "draw" | "meld-discard", index: number): MeldUse {
  const { view, chosen } = selection;
  const meld = view.side === null ? undefined : view.melds[view.side]?.[index];
  const options = meldOptionsOf(view);
  if (step === "draw") {
    const problem = pileProblem(selection, index);
    const top = view.pileTop;
    const fits =
      meld !== undefined &&
      top !== null &&
      !view.pileLocked &&
      extendMeld(meld.cards, [top, ...chosen], options) !== null;
    return { problem, fits: problem !== null && fits };
  }
  const problem = addProblem(selection, index);
  const fits = meld !== undefined && chosen.length > 0 && extendMeld(meld.cards, chosen, options) !== null;
  return { problem, fits: problem !== null && fits };
}
