/**
 * The `basic` bot's decisions: a sound human heuristic, pure and deterministic (no generator), read
 * from the view alone. It takes the discard pile when its top card goes into a meld without spending
 * a wild (or the pile is big enough to be worth one), lays natural melds and adds to its side's melds
 * (its partner's too: a side's melds are shared) to build canastas, keeps wilds for a canasta or for
 * going out, keeps pairs and near-runs in hand, and discards safely: never a card that fits a meld of
 * the next player's side (what they showed they collect), a black three to lock the pile when it pays,
 * else its least connected card. It goes out whenever the rules let it (the morto, or the hand's end).
 */
import type { BotLevel, Seat } from "../../core/game.js";
import type { BuracoAction } from "./actions.js";
import { cardOf, cardValue, isBlackThree, isWild, rankOf, suitOf } from "./cards.js";
import { goingOutPlan, worthGoingOut } from "./goingOut.js";
import { addMoves, discardMoves, drawMoves, mayJoinMeld, meldMoves } from "./legal.js";
import { extendMeld, RUN_RANKS, type MeldOptions } from "./melds.js";
import { tableMeldOptions } from "./options.js";
import type { BuracoView } from "./view.js";

/** How long the basic bot seems to think before each kind of move, in ms (a person's pace). */
export const BASIC_THINK_MS: Readonly<Record<BuracoAction["type"], number>> = {
  draw: 700,
  "take-pile": 1_200,
  meld: 900,
  add: 600,
  discard: 1_000,
};

/** The pile size (top card included) from which spending a wild on the pick-up pays. */
export const PILE_WORTH_A_WILD = 5;

/** The pile size from which a black three is discarded to lock it, even with safe cards to spare. */
export const PILE_WORTH_LOCKING = 6;

/** At most this many cards in hand, wilds are melded and added too, to go out. */
export const WILDS_TO_GO_OUT = 4;

/**
 * With its morto taken and no canasta to end the hand yet, the bot lays no new meld while it holds
 * this many cards or fewer: cards kept to take the pile with and to build that canasta.
 */
export const RESERVE_FOR_CANASTA = 5;

/** How far apart (in run ranks) two cards of one suit still count as building a run. */
export const RUN_REACH = 2;

/** The seat that plays after `seat`: an opponent at 2 and at 4 players. */
function nextSeatOf(view: BuracoView, seat: Seat): Seat {
  return (seat + 1) % view.seats;
}

/** The cards of the melds of the side the next player plays for. */
function nextSideMelds(view: BuracoView, seat: Seat): readonly (readonly string[])[] {
  const next = nextSeatOf(view, seat);
  const side = view.teams.findIndex((team) => team.includes(next));
  return (view.melds[side] ?? []).map((meld) => meld.cards);
}

/** Whether `card` would go into one of `melds` (what their side showed it collects). */
export function collects(melds: readonly (readonly string[])[], card: string, options: MeldOptions): boolean {
  return melds.some((meld) => mayJoinMeld(meld, card) && extendMeld(meld, [card], options) !== null);
}

/** Whether a meld holds a wild card. */
function hasWild(cards: readonly string[]): boolean {
  return cards.some(isWild);
}

/** Whether a move spends a wild card. */
function spendsWild(action: BuracoAction): boolean {
  const cards =
    action.type === "take-pile"
      ? (action.meld?.cards ?? action.add?.cards ?? [])
      : action.type === "meld" || action.type === "add"
        ? action.cards
        : [];
  return cards.some(isWild);
}

/**
 * How well `card` connects with the rest of `hand`: each other card of its rank (a pair toward a
 * group) and each card of its suit within `RUN_REACH` run ranks (toward a run). Wilds connect with all.
 */
export function connections(card: string, hand: readonly string[], options: MeldOptions): number {
  const rank = rankOf(card);
  const suit = suitOf(card);
  if (isWild(card) || rank === null || suit === null) return hand.length - 1;
  const at = RUN_RANKS.indexOf(rank);
  let links = 0;
  for (const other of hand) {
    if (other === card) continue;
    if (options.groups !== false && rankOf(other) === rank) links++;
    const there = RUN_RANKS.indexOf(rankOf(other) ?? "3");
    if (
      at >= 0 &&
      there >= 0 &&
      suitOf(other) === suit &&
      there !== at &&
      Math.abs(there - at) <= RUN_REACH
    ) {
      links++;
    }
  }
  return links;
}

/** The pick-up to make at the draw, or null to draw from the stock. */
export function choosePickUp(view: BuracoView, moves: readonly BuracoAction[]): BuracoAction | null {
  const takes = moves.filter((move) => move.type === "take-pile");
  const onMeld = takes.find((move) => move.type === "take-pile" && move.add !== undefined);
  if (onMeld !== undefined) return onMeld;
  const natural = takes.find((move) => !spendsWild(move));
  if (natural !== undefined) return natural;
  return view.pileCount >= PILE_WORTH_A_WILD ? (takes[0] ?? null) : null;
}

/**
 * Whether the side may spend wilds to empty its hand: to take its waiting morto, or, with the morto
 * taken, once it holds a canasta that ends the hand (a wild spent earlier could spoil the natural
 * canasta it still needs).
 */
function mayGoOutWithWilds(view: BuracoView, side: number): boolean {
  const morto = view.mortos[side];
  return morto === undefined || morto.fate === "waiting" || hasClosingCanasta(view, side);
}

/** Whether the side holds a canasta that lets it end the hand (natural, or any without `naturalToEnd`). */
function hasClosingCanasta(view: BuracoView, side: number): boolean {
  return (view.melds[side] ?? []).some(
    (meld) => meld.canasta === "natural" || (meld.canasta === "mixed" && !view.options.naturalToEnd),
  );
}

/**
 * The cards a player playing on (a way out it judged not worth taking) keeps before its discard: one
 * to discard and one to hold, so that the turn does not end the hand.
 */
export const PLAY_ON_KEEPS = 2;

/** How many cards a meld or an addition takes from the hand (none for other moves). */
function cardsLaid(move: BuracoAction): number {
  return move.type === "meld" || move.type === "add" ? move.cards.length : 0;
}

/**
 * The meld or addition to make now, or null to discard. `playOn`: the seat could go out but judged it
 * not worth it (`worthGoingOut`), so it keeps `PLAY_ON_KEEPS` cards.
 */
export function chooseMeld(
  view: BuracoView,
  moves: readonly BuracoAction[] | MeldStep,
  playOn = false,
): BuracoAction | null {
  const { adds: listedAdds, melds } = Array.isArray(moves)
    ? { adds: addsOf(moves as readonly BuracoAction[]), melds: moves as readonly BuracoAction[] }
    : (moves as MeldStep);
  const hand = view.cards ?? [];
  const side = view.side ?? 0;
  const ours = view.melds[side] ?? [];
  const wildsToo = hand.length <= WILDS_TO_GO_OUT && mayGoOutWithWilds(view, side);
  const fits = (move: BuracoAction) =>
    (wildsToo || !spendsWild(move)) && (!playOn || hand.length - cardsLaid(move) >= PLAY_ON_KEEPS);
  // Additions first, to the meld closest to a canasta; never a wild onto a natural canasta.
  const adds = listedAdds
    .filter((move) => fits(move))
    .filter((move) => !(spendsWild(move) && ours[move.meld]?.canasta === "natural"))
    .sort((a, b) => {
      const size = (ours[b.meld]?.cards.length ?? 0) - (ours[a.meld]?.cards.length ?? 0);
      // A natural card onto the longest meld; a wild onto the shortest, where it spoils no canasta.
      return Number(spendsWild(a)) - Number(spendsWild(b)) || (spendsWild(a) ? -size : size);
    });
  // Short of the canasta that ends the hand, keep cards in hand to take the pile with: only cards
  // toward a natural canasta (onto a meld without a wild) leave the hand.
  const saving = !mayGoOutWithWilds(view, side) && hand.length <= RESERVE_FOR_CANASTA;
  const add = saving ? adds.find((move) => !hasWild(ours[move.meld]?.cards ?? [])) : adds[0];
  if (add !== undefined) return add;
  if (saving) return null;
  for (const move of melds) if (move.type === "meld" && fits(move)) return move;
  return null;
}

/** The meld step's additions, and its new melds (made one at a time, `meldMoves`). */
export interface MeldStep {
  readonly adds: readonly Extract<BuracoAction, { type: "add" }>[];
  readonly melds: Iterable<BuracoAction>;
}

/** The additions among `moves`. */
function addsOf(moves: Iterable<BuracoAction>): Extract<BuracoAction, { type: "add" }>[] {
  const adds: Extract<BuracoAction, { type: "add" }>[] = [];
  for (const move of moves) if (move.type === "add") adds.push(move);
  return adds;
}

/**
 * The discards, best first: a black three first when locking pays, then the safest, least connected
 * cards (never one the next player's side collects while a safe card is left).
 */
export function rankedDiscards(
  view: BuracoView,
  seat: Seat,
  moves: readonly BuracoAction[],
): Extract<BuracoAction, { type: "discard" }>[] {
  const discards = moves.filter(
    (move): move is Extract<BuracoAction, { type: "discard" }> => move.type === "discard",
  );
  const options = tableMeldOptions(view.options);
  const theirs = nextSideMelds(view, seat);
  const hand = view.cards ?? [];
  const ours = (view.melds[view.side ?? 0] ?? []).map((meld) => meld.cards);
  const unsafe = (card: string) => collects(theirs, card, options);
  /** Lower is a better discard: unsafe last, wilds and cards for our melds kept, pairs kept. */
  const worth = new Map<string, number>();
  const keep = (card: string): number => {
    const known = worth.get(card);
    if (known !== undefined) return known;
    const value =
      (unsafe(card) ? 1_000 : 0) +
      (isWild(card) ? 500 : 0) +
      (collects(ours, card, options) ? 200 : 0) +
      (isBlackThree(card) ? 100 : 0) +
      connections(card, hand, options) * 10 -
      cardValue(card) / 100;
    worth.set(card, value);
    return value;
  };
  const ranked = [...discards].sort(
    (a, b) => keep(a.card) - keep(b.card) || cardOf(a.card).localeCompare(cardOf(b.card)),
  );
  const three = discards.find((move) => isBlackThree(move.card));
  if (three !== undefined) {
    const top = view.pileTop;
    const theyWantTop = top !== null && !view.pileLocked && unsafe(top);
    const noSafeCard = discards.every((move) => isBlackThree(move.card) || unsafe(move.card));
    if (theyWantTop || noSafeCard || view.pileCount + 1 >= PILE_WORTH_LOCKING)
      return [three, ...ranked.filter((move) => move !== three)];
  }
  return ranked;
}

/**
 * The basic bot's move for the view's seat, or null when it has none (not its turn, a spectator, the
 * match over). Always one of `buracoLegal(view)`.
 */
export function basicAction(view: BuracoView): BuracoAction | null {
  const seat = view.seat;
  if (seat === null || view.turn !== seat || view.finished) return null;
  if (view.step === "draw") {
    const moves = drawMoves(view);
    return choosePickUp(view, moves) ?? moves.find((move) => move.type === "draw") ?? moves[0] ?? null;
  }
  const plan = goingOutPlan(view);
  if (plan !== null && worthGoingOut(view, plan)) return plan[0] ?? null;
  // The meld step's moves as `buracoLegal` lists them; new melds are made only if no addition suits.
  const adds = addMoves(view);
  const chosen = chooseMeld(view, { adds, melds: meldMoves(view) }, plan !== null);
  return chosen ?? rankedDiscards(view, seat, discardMoves(view))[0] ?? adds[0] ?? null;
}

/** The `basic` level: `basicAction` at a person's pace (`BASIC_THINK_MS`). */
export const basicBot: BotLevel<BuracoView, BuracoAction> = {
  description:
    "A sound player by rules of thumb: takes the pile when it pays, builds canastas, keeps pairs and wilds, discards safely, locks with black threes, goes out when it can.",
  create: () => ({
    act(view) {
      const action = basicAction(view);
      return action === null ? null : { action, delay: BASIC_THINK_MS[action.type] };
    },
  }),
};
