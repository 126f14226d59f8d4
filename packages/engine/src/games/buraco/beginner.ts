/**
 * The `beginner` level: a person who has just learnt Buraco. It plays legal, plausible moves by the
 * basic bot's rules of thumb (`basic.ts`: its pick-up, its melds, its discards, its way out) but makes
 * the mistakes beginners make, each drawn at its rate (`BEGINNER_MISTAKES`) from the bot's own
 * generator:
 * - it takes the pile whenever its top card goes into a meld, spending a wild on a small pile too;
 * - it melds as soon as it can, wilds included, keeping nothing back for the pile or a canasta;
 * - it discards without watching what the next side collects;
 * - it rarely locks the pile with a black three;
 * - it goes out late: with a way out that would end the hand, it often plays another round.
 * It reasons from its view alone.
 */
import type { BotLevel, Seat } from "../../core/game.js";
import type { Rng } from "../../core/prng.js";
import type { BuracoAction } from "./actions.js";
import {
  BASIC_THINK_MS,
  chooseMeld,
  choosePickUp,
  PLAY_ON_KEEPS,
  rankedDiscards,
  type MeldStep,
} from "./basic.js";
import { isBlackThree } from "./cards.js";
import { goingOutPlan, worthGoingOut } from "./goingOut.js";
import { addMoves, discardMoves, drawMoves, meldMoves } from "./legal.js";
import type { BuracoView } from "./view.js";

/** How often the beginner makes each of its mistakes: the chance, at each decision where it may. */
export interface BeginnerMistakes {
  /** At the draw, with a pick-up allowed: it takes the pile, whatever it costs (a wild, on a small pile). */
  readonly takesAnyPile: number;
  /** In the meld step: it lays the first meld or addition it sees, wilds too, keeping no cards back. */
  readonly meldsEagerly: number;
  /** Its discard: it looks at its own hand only, not at what the next side's melds collect. */
  readonly ignoresNextSide: number;
  /** Its discard, where the basic bot locks the pile with a black three: it keeps the three. */
  readonly missesLock: number;
  /** Each turn: should it find a way out that ends the hand, it plays another round instead. */
  readonly goesOutLate: number;
}

/**
 * The beginner's mistakes by default: rough enough that a person can tell it from the basic bot
 * (measured on duplicate deals in `docs/games/buraco.md`), plausible enough that it still plays as a
 * person would.
 */
export const BEGINNER_MISTAKES: BeginnerMistakes = {
  takesAnyPile: 0.8,
  meldsEagerly: 0.7,
  ignoresNextSide: 0.7,
  missesLock: 0.8,
  goesOutLate: 0.6,
};

/** What the beginner keeps from one decision to the next of its turn. */
export interface BeginnerTurn {
  /** Drawn at the turn's draw: whether it plays on rather than go out this turn (`goesOutLate`). */
  playsOn: boolean;
}

/** The view as a player sees it who does not look at the other side's melds. */
function withoutTheirMelds(view: BuracoView): BuracoView {
  return { ...view, melds: view.melds.map((melds, side) => (side === view.side ? melds : [])) };
}

/** The first new meld, else the first addition, that leaves at least `keep` cards in hand. */
export function eagerMeld(view: BuracoView, step: MeldStep, keep: number): BuracoAction | null {
  const held = view.cards?.length ?? 0;
  for (const move of step.melds) if (move.type === "meld" && held - move.cards.length >= keep) return move;
  return step.adds.find((move) => held - move.cards.length >= keep) ?? null;
}

/** The draw: a pick-up whenever one is allowed (`takesAnyPile`), else the basic bot's choice. */
function beginnerDraw(view: BuracoView, rng: Rng, mistakes: BeginnerMistakes): BuracoAction | null {
  const moves = drawMoves(view);
  const take = moves.find((move) => move.type === "take-pile");
  if (take !== undefined && rng.chance(mistakes.takesAnyPile)) return take;
  return choosePickUp(view, moves) ?? moves.find((move) => move.type === "draw") ?? moves[0] ?? null;
}

/** The discard: the basic bot's ranking, with the next side's melds unwatched and the lock missed. */
function beginnerDiscard(view: BuracoView, seat: Seat, rng: Rng, mistakes: BeginnerMistakes) {
  const looked = rng.chance(mistakes.ignoresNextSide) ? withoutTheirMelds(view) : view;
  const ranked = rankedDiscards(looked, seat, discardMoves(view));
  const first = ranked[0];
  if (first === undefined || !isBlackThree(first.card)) return first ?? null;
  const other = ranked.find((move) => !isBlackThree(move.card));
  return other !== undefined && rng.chance(mistakes.missesLock) ? other : first;
}

/**
 * The beginner's move for the view's seat, or null when it has none. At the draw it settles whether it
 * will play on this turn (`turn.playsOn`) and takes the pile or draws (`takesAnyPile`); then it goes
 * out when the basic bot would, unless that ends the hand and it plays on; it melds eagerly
 * (`eagerMeld`) or as the basic bot does, and discards (`ignoresNextSide`, `missesLock`). Always one of
 * `buracoLegal(view)`.
 */
export function beginnerAction(
  view: BuracoView,
  rng: Rng,
  mistakes: BeginnerMistakes = BEGINNER_MISTAKES,
  turn: BeginnerTurn = { playsOn: false },
): BuracoAction | null {
  const seat = view.seat;
  if (seat === null || view.turn !== seat || view.finished) return null;
  if (view.step === "draw") {
    turn.playsOn = rng.chance(mistakes.goesOutLate);
    return beginnerDraw(view, rng, mistakes);
  }
  const plan = goingOutPlan(view);
  const endsHand = view.mortos[view.side ?? 0]?.fate !== "waiting";
  if (plan !== null && worthGoingOut(view, plan) && !(endsHand && turn.playsOn)) return plan[0] ?? null;
  const adds = addMoves(view);
  const step: MeldStep = { adds, melds: meldMoves(view) };
  const chosen = rng.chance(mistakes.meldsEagerly)
    ? eagerMeld(view, step, plan !== null ? PLAY_ON_KEEPS : 0)
    : chooseMeld(view, step, plan !== null);
  return chosen ?? beginnerDiscard(view, seat, rng, mistakes) ?? adds[0] ?? null;
}

/** What a decision depends on: asked again with the same key, the bot answers the same move. */
function decisionKey(view: BuracoView): string {
  return JSON.stringify([
    view.hand,
    view.turn,
    view.step,
    view.cards,
    view.melds.map((melds) => melds.map((meld) => meld.cards.length)),
    view.pileCount,
    view.stockCount,
  ]);
}

/** The `beginner` level: `beginnerAction` at the basic bot's pace (`BASIC_THINK_MS`), once per decision. */
export const beginnerBot: BotLevel<BuracoView, BuracoAction> = {
  description:
    "A beginner: takes the pile whenever it can, melds as soon as it can (wilds too), discards without watching the next side, seldom locks with a black three, goes out late.",
  create: (_seat, rng) => {
    const turn: BeginnerTurn = { playsOn: false };
    let planned: { key: string; action: BuracoAction | null } | null = null;
    return {
      act(view) {
        const key = decisionKey(view);
        if (planned === null || planned.key !== key)
          planned = { key, action: beginnerAction(view, rng, BEGINNER_MISTAKES, turn) };
        const action = planned.action;
        return action === null ? null : { action, delay: BASIC_THINK_MS[action.type] };
      },
    };
  },
};
