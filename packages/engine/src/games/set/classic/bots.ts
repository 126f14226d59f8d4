import type { BotLevel, BotMove, BotSettings, InlineBot, Seat } from "../../../core/game.js";
import type { Rng } from "../../../core/prng.js";
import {
  BOT_SEARCH_WORK,
  HUMAN_LEVEL_DESCRIPTIONS,
  HUMAN_LEVELS,
  jitter,
  nearMiss,
  reactionTime,
  type HumanLevel,
  type HumanLevelName,
} from "../bots.js";
import { cardCode, cardId, CLASSIC, type DeckShape } from "../cards.js";
import type { ClassicAction } from "./actions.js";
import { MODES, type SolutionKind } from "./modes.js";
import { findSolutions, isSolution } from "./solutions.js";
import type { ClassicView } from "./view.js";

/**
 * How many times longer than a set a person takes to spot a solution of each kind, on a table
 * holding as many of them (`HUMAN_LEVELS`' reaction times are for sets):
 * - a set: the reference, 1;
 * - an ultraset, 2: two pairs must each be completed in the mind and their completions compared,
 *   and four cards picked instead of three;
 * - a ghostset, 3: six cards, three imagined completions that must themselves make a set; players
 *   of Set with Friends' ghost mode take several times their set time.
 * These are estimates of people's times, not measurements.
 */
export const KIND_FACTOR: Readonly<Record<SolutionKind, number>> = { set: 1, ultraset: 2, ghostset: 3 };

/**
 * A chained mode, once there is a chain, shortens the look: a person starts from the chain's cards
 * and looks only at the table cards that go with them (setchain: 3 chain cards × 12 table cards =
 * 36 pairs to complete instead of C(12, 2) = 66 on a 12-card table, about 0.55; ultrachain alike),
 * so the reaction time is multiplied by this. (Fewer solutions meet the rule, which the reaction time
 * already lengthens by counting only those.)
 */
export const CHAIN_FACTOR = 0.6;

/**
 * Cards of fewer features are quicker to compare: the reaction time is multiplied by the deck's
 * features over the classic deck's four (junior's three features: 3/4).
 */
export const REFERENCE_FEATURES = CLASSIC.features;

/**
 * After its own wrong claim a person knows where they were looking and corrects it quickly: the next
 * look takes about this share of a first look (a careful one: no near miss this time).
 */
export const RELOOK_SHARE = 0.25;

/** What a bot means to do, and when (game time; a freeze may push it later). */
interface Plan {
  readonly action: ClassicAction;
  readonly readyAt: number;
}

/** A look at the table: every solution seen (card ids), found within a work limit. */
interface Look {
  readonly key: string;
  readonly mode: ClassicView["mode"];
  readonly work: number;
  /** The view's own lists the look was made from: the seats' views of one state share them. */
  readonly board: readonly string[];
  readonly chain: readonly string[];
  readonly solutions: readonly (readonly number[])[];
}

/**
 * The last table looked at, shared by every bot of the process: the solutions on a table are a pure
 * function of the mode, the table, the chain and the work allowed, so the bots of one table (all
 * asked after every change) search it once between them. Solutions are never changed.
 */
let lastLook: Look | null = null;

/**
 * The solutions on the table the view shows: in a chained mode with a chain, those reusing exactly
 * `chainReuse` chain cards (the rest from the table), else those among the table's cards; at most
 * `work` steps of the finder (see solutions.ts), after which the bot goes on with what it found.
 */
export function lookAtTable(view: ClassicView, work = BOT_SEARCH_WORK): readonly (readonly number[])[] {
  const { board: codes, chain: chainCodes } = view;
  // The seats' views of one state share their lists: the same lists are the same table, no key needed.
  if (
    lastLook !== null &&
    lastLook.board === codes &&
    lastLook.chain === chainCodes &&
    lastLook.mode === view.mode &&
    lastLook.work === work
  )
    return lastLook.solutions;
  const key = `${view.mode}/${work}/${codes.join(",")}/${chainCodes.join(",")}`;
  if (lastLook !== null && lastLook.key === key) {
    lastLook = { ...lastLook, board: codes, chain: chainCodes };
    return lastLook.solutions;
  }
  const shape = MODES[view.mode].shape;
  const board = codes.map((code) => cardId(shape, code));
  const chain = chainCodes.map((code) => cardId(shape, code));
  const search = chain.length > 0 ? { chain, reuse: view.chainReuse, work } : { work };
  const solutions = findSolutions(view.kind, shape, board, search);
  lastLook = { key, mode: view.mode, work, board: codes, chain: chainCodes, solutions };
  return solutions;
}

/** A puzzle solution's key: its codes in order (the view lists found ones so). */
const solutionKey = (codes: readonly string[]): string => [...codes].sort().join(",");

/**
 * How long a look at the view's table takes a person who is about to find one of `solutions`
 * solutions of the view's kind: the level's reaction time for that many, scaled by the kind, the
 * chain and the features (see the factors above).
 */
function lookTime(rng: Rng, level: HumanLevel, view: ClassicView, solutions: number): number {
  const factor =
    KIND_FACTOR[view.kind] *
    (view.chain.length > 0 ? CHAIN_FACTOR : 1) *
    (view.features / REFERENCE_FEATURES);
  return Math.round(reactionTime(rng, level, solutions) * factor);
}

/**
 * A human-like player of every mode. It sees only its view. When the table changes (cards taken or
 * dealt, a new chain, in puzzle mode another solution found) it looks again from the moment it sees
 * it: it picks one of the solutions it can see (chained: reusing exactly the chain's share; puzzle:
 * not found yet) and claims it after a reaction time that shrinks with their number (and grows with
 * the kind's difficulty), its cards picked one by one; at its level's mistake rate the claim is a
 * near miss instead (one card off). With no solution in sight it makes no move (the table deals
 * more by itself). After its own wrong claim it looks again, carefully and quickly. A freeze delays
 * its claim to the freeze's end. Until the situation changes it keeps its plan, so being asked again
 * after another player's move does not restart its look.
 */
export class ClassicBot implements InlineBot<ClassicView, ClassicAction> {
  /** The situation of the last look: table, chain, puzzle finds and this seat's wrong claims. */
  private looked: string | null = null;
  /** The lists and counts of the last view asked about: the same ones are the same situation. */
  private askedBoard: readonly string[] | null = null;
  private askedChain: readonly string[] | null = null;
  private askedFound = -1;
  private wrongSeen = 0;
  private plan: Plan | null = null;

  constructor(
    readonly seat: Seat,
    private readonly level: HumanLevel,
    private readonly rng: Rng,
    private readonly work = BOT_SEARCH_WORK,
  ) {}

  act(view: ClassicView, now: number): BotMove<ClassicAction> | null {
    const me = view.players[this.seat];
    if (view.finished || view.seat !== this.seat || !me) return null;
    const found = view.puzzle?.found.length ?? 0;
    const same =
      view.board === this.askedBoard &&
      view.chain === this.askedChain &&
      found === this.askedFound &&
      me.wrong === this.wrongSeen;
    this.askedBoard = view.board;
    this.askedChain = view.chain;
    this.askedFound = found;
    const situation = same
      ? this.looked
      : `${view.board.join(",")}/${view.chain.join(",")}/${found}/${me.wrong}`;
    if (situation !== this.looked) {
      const careful = this.looked !== null && me.wrong > this.wrongSeen;
      this.looked = situation;
      this.wrongSeen = me.wrong;
      this.plan = this.think(view, now, careful);
    }
    if (this.plan === null) return null;
    const at = Math.max(this.plan.readyAt, me.frozenUntil, now);
    return { action: this.plan.action, delay: at - now };
  }

  private think(view: ClassicView, now: number, careful: boolean): Plan | null {
    const shape: DeckShape = MODES[view.mode].shape;
    const places = [...view.board, ...view.chain];
    const ids = places.map((code) => cardId(shape, code));
    const found = new Set((view.puzzle?.found ?? []).map(solutionKey));
    const all = lookAtTable(view, this.work);
    const seen =
      found.size === 0
        ? all
        : all.filter((solution) => !found.has(solutionKey(solution.map((id) => cardCode(shape, id)))));
    if (seen.length === 0) return null;
    const solution = (seen[this.rng.int(seen.length)] as readonly number[]).map((id) => ids.indexOf(id));
    const reuse = view.chain.length > 0 ? view.chainReuse : 0;
    const chainStart = view.board.length;
    const isSolutionAt = (positions: readonly number[]): boolean =>
      positions.filter((p) => p >= chainStart).length === reuse &&
      isSolution(
        view.kind,
        shape,
        positions.map((p) => ids[p] as number),
      );
    const miss =
      !careful && this.rng.chance(this.level.mistakeRate)
        ? nearMiss(this.rng, solution, [...places.keys()], isSolutionAt)
        : null;
    let wait = careful
      ? jitter(this.rng, lookTime(this.rng, this.level, view, seen.length) * RELOOK_SHARE)
      : lookTime(this.rng, this.level, view, seen.length);
    for (let k = 0; k < view.claimSize; k++) wait += jitter(this.rng, this.level.pressMs);
    const cards = (miss ?? solution).map((p) => places[p] as string);
    return { action: { type: "claim", cards }, readyAt: now + wait };
  }
}

/** The work budget of the human-like levels: one look at the table, bounded by the finder's work. */
export const CLASSIC_LOOK_BUDGET = {
  unit: "finder steps per look",
  default: BOT_SEARCH_WORK,
  description: "a look that runs out of work goes on with the solutions found so far",
} as const;

function level(name: HumanLevelName): BotLevel<ClassicView, ClassicAction> {
  return {
    description: HUMAN_LEVEL_DESCRIPTIONS[name],
    create: (seat: Seat, rng: Rng, settings?: BotSettings) =>
      new ClassicBot(seat, HUMAN_LEVELS[name], rng, settings?.work ?? BOT_SEARCH_WORK),
    budget: CLASSIC_LOOK_BUDGET,
  };
}

/** The bot levels of classic SET, for every mode. */
export const classicBots: Record<string, BotLevel<ClassicView, ClassicAction>> = {
  easy: level("easy"),
  medium: level("medium"),
  hard: level("hard"),
};

/** The level a seat plays when nobody names one. */
export const CLASSIC_DEFAULT_BOT = "medium";
