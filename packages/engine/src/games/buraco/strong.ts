/**
 * The `strong` bot: the basic bot's player, searching its real choices. Before each decision that
 * has more than one sensible answer (draw from the stock or take the pile, and which way; lay the
 * meld the basic bot would or discard now; which of the safest cards to discard) it deals the hidden
 * cards many times consistently with what it has seen (`sample.ts`: its view, and its `Memory` of the
 * pile, of the cards each seat took with it and of the cards each seat refused), plays each choice in
 * each deal and the next turns by the basic bot in every seat (`rollout.ts`), and makes the choice
 * with the best mean value for its side. It sees only its views and draws only from its own
 * generator; `settings.work` is its playouts per decision, `settings.stop()` ends a search early.
 */
import type { BotLevel, BotSettings, Seat } from "../../core/game.js";
import type { Rng } from "../../core/prng.js";
import type { BuracoAction } from "./actions.js";
import { BASIC_THINK_MS, basicAction, chooseMeld, rankedDiscards } from "./basic.js";
import { goingOutPlan } from "./goingOut.js";
import { buracoLegal } from "./legal.js";
import { remember, type Memory } from "./memory.js";
import { playMove } from "./play.js";
import { playOut, valueFor } from "./rollout.js";
import { sampleState, unseenOf } from "./sample.js";
import type { BuracoState } from "./state.js";
import type { BuracoView } from "./view.js";

/** The strong bot's search. */
export const STRONG_SEARCH = {
  /**
   * Playouts per decision (its default work budget), shared among the choices: each sampled deal
   * plays every choice once. Measured in docs/games/buraco.md (Bots: its strength) and
   * docs/performance.md (Bots' decisions: what a decision costs).
   */
  playouts: 64,
  /** The discards weighed: the basic bot's safest few. */
  discards: 4,
  /** The most choices weighed at the draw (the stock, and the ways to take the pile). */
  pickUps: 6,
} as const;

/** Two moves are the same move. */
function same(a: BuracoAction, b: BuracoAction): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The choices worth weighing for the view's seat, the basic bot's own first: at the draw, the stock
 * and the ways to take the pile; later, the meld the basic bot would lay (if any) and its safest
 * discards.
 */
export function strongChoices(view: BuracoView, basic: BuracoAction): BuracoAction[] {
  const seat = view.seat ?? 0;
  const moves = buracoLegal(view);
  const choices: BuracoAction[] = [basic];
  const offer = (move: BuracoAction | null | undefined) => {
    if (move !== null && move !== undefined && !choices.some((c) => same(c, move))) choices.push(move);
  };
  if (view.step === "draw") {
    for (const move of moves.slice(0, STRONG_SEARCH.pickUps)) offer(move);
    return choices;
  }
  offer(chooseMeld(view, moves));
  for (const move of rankedDiscards(view, seat, moves).slice(0, STRONG_SEARCH.discards)) offer(move);
  return choices;
}

/**
 * A choice weighed and the moves it stands for: the move itself, or a whole way out
 * (`goingOutPlan`: its melds and discard, played at once in each sampled deal).
 */
export interface StrongChoice {
  readonly action: BuracoAction;
  readonly line: readonly BuracoAction[];
}

/**
 * The choices with what each stands for: at the meld step, when the seat can go out (`goingOutPlan`),
 * the way out is one choice, played out whole, whether the basic bot would take it or not; its first
 * move, if already among the choices, stands for it.
 */
export function strongLines(view: BuracoView, choices: readonly BuracoAction[]): StrongChoice[] {
  const lines: StrongChoice[] = choices.map((action) => ({ action, line: [action] }));
  const plan = goingOutPlan(view);
  const first = plan?.[0];
  if (plan === null || first === undefined) return lines;
  const at = lines.findIndex((choice) => same(choice.action, first));
  const out = { action: first, line: plan };
  if (at < 0) lines.push(out);
  else lines[at] = out;
  return lines;
}

/** The index of the best total (the first among equals: the basic bot's choice is first). */
function best(totals: readonly number[]): number {
  let top = 0;
  totals.forEach((total, i) => {
    if (total > (totals[top] ?? Number.NEGATIVE_INFINITY)) top = i;
  });
  return top;
}

/**
 * The strong decision of the view's seat (null when it has none): the basic bot's own when nothing
 * else is worth weighing, else the choice with the best mean playout value.
 */
export function strongAction(
  view: BuracoView,
  memory: Memory | null,
  rng: Rng,
  settings: BotSettings = {},
): BuracoAction | null {
  const basic = basicAction(view);
  const seat = view.seat;
  const side = view.side;
  if (basic === null || seat === null || side === null) return null;
  const choices = strongLines(view, strongChoices(view, basic));
  if (choices.length <= 1) return choices[0]?.action ?? basic;
  const { means } = lineMeans(view, memory, choices, rng, settings);
  return choices[best(means)]?.action ?? basic;
}

/**
 * Each of `choices` played in the same sampled deals, then the next turns by the basic bot in every
 * seat (`playOut`): the mean value for the view's side (`valueFor`), and the deals sampled. A choice
 * that is refused in a deal is worth minus infinity.
 */
export function lineMeans(
  view: BuracoView,
  memory: Memory | null,
  choices: readonly StrongChoice[],
  rng: Rng,
  settings: BotSettings = {},
): { readonly means: number[]; readonly samples: number } {
  const seat = view.seat ?? 0;
  const side = view.side ?? 0;
  const unseen = unseenOf(view, memory);
  const totals = choices.map(() => 0);
  const samples = Math.max(1, Math.floor((settings.work ?? STRONG_SEARCH.playouts) / choices.length));
  let done = 0;
  for (; done < samples && !(done > 0 && settings.stop?.() === true); done++) {
    const world = sampleState(view, unseen, memory, rng);
    choices.forEach((choice, i) => {
      const after = playLine(world, seat, choice.line);
      totals[i] =
        (totals[i] ?? 0) +
        (after === null ? Number.NEGATIVE_INFINITY : valueFor(playOut(after), side, world.handsScored));
    });
  }
  return { means: totals.map((total) => total / done), samples: done };
}

/** The state after `seat` plays the moves of `line` (its own, in its turn), or null if one is refused. */
function playLine(state: BuracoState, seat: Seat, line: readonly BuracoAction[]): BuracoState | null {
  let s = state;
  for (const move of line) {
    if (s.phase !== "play" || s.turn !== seat || s.handsScored !== state.handsScored) break;
    const next = playMove(s, seat, move, s.now);
    if (!next.ok) return null;
    s = next.value;
  }
  return s;
}

/** The `strong` level: `strongAction` at the basic bot's pace, remembering what it saw this hand. */
export const strongBot: BotLevel<BuracoView, BuracoAction> = {
  description:
    "Remembers the pile and who took what, deals the hidden cards many ways consistent with it, and plays its pick-ups, melds and discards out a few turns ahead in each.",
  create: (_seat, rng, settings = {}) => {
    let memory: Memory | null = null;
    return {
      act(view) {
        memory = remember(memory, view);
        const action = strongAction(view, memory, rng, settings);
        return action === null ? null : { action, delay: BASIC_THINK_MS[action.type] };
      },
    };
  },
  budget: {
    unit: "playouts",
    default: STRONG_SEARCH.playouts,
    description:
      "sampled deals of the hidden cards times the choices weighed, each choice played a few turns ahead by the basic bot in every seat",
  },
};
