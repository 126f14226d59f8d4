import type { Bot, BotLevel, BotMove, Seat } from "../../../core/game.js";
import type { Rng } from "../../../core/prng.js";
import {
  HUMAN_LEVEL_DESCRIPTIONS,
  HUMAN_LEVELS,
  jitter,
  nearMiss,
  reactionTime,
  type HumanLevel,
  type HumanLevelName,
} from "../bots.js";
import { findSets, isSet } from "../sets.js";
import type { SuperAction } from "./actions.js";
import type { SuperView } from "./view.js";

/** Cards on the grid from which a bot that is behind considers announcing a super round. */
export const SUPER_GRID_CARDS = 12;

/** Chance that a bot behind on a large grid announces a super round (decided once per grid). */
export const SUPER_ANNOUNCE_CHANCE = 0.2;

/** One thing a bot means to do, at an absolute game time. */
interface Plan {
  readonly at: number;
  readonly action: SuperAction;
}

/** The cards a bot will point out, and when it will have spotted them. */
interface Sighting {
  readonly target: readonly string[];
  readonly readyAt: number;
}

const NOT_YET = "";

/** Whether two lists hold the same cards in the same order. */
function sameList(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** The earliest plan; on a tie the one listed first. */
function earliest(plans: readonly (Plan | null)[]): Plan | null {
  let best: Plan | null = null;
  for (const plan of plans) if (plan !== null && (best === null || plan.at < best.at)) best = plan;
  return best;
}

/**
 * A human-like player of SET Super Rules. It remembers the grid it last looked at and when it will
 * have spotted a set there, when it will flip, and what it decided about super rounds, so that asked
 * again with nothing relevant changed it gives the same plan with the remaining delay.
 */
export class SuperBot implements Bot<SuperView, SuperAction> {
  /** The cards of the grid the bot last looked at, and the flipped card its sets had to include. */
  private lookedCards: readonly string[] | null = null;
  private lookedFlipped = NOT_YET;
  /** The grid array of the last view and its flipped card: the same array is the same grid. */
  private lastGrid: SuperView["grid"] | null = null;
  private lastFlipped = NOT_YET;
  private sighting: Sighting | null = null;
  private calling = false;
  private pickKey = NOT_YET;
  private pickAt = 0;
  private turnKey = NOT_YET;
  private flipAt = 0;
  private joinKey = NOT_YET;
  private joinAt: number | null = null;
  private announceKey = NOT_YET;
  private announceAt: number | null = null;

  constructor(
    private readonly seat: Seat,
    private readonly rng: Rng,
    private readonly level: HumanLevel,
  ) {}

  act(view: SuperView, now: number): BotMove<SuperAction> | null {
    if (view.finished) return null;
    const call = view.call;
    let plan: Plan | null;
    if (call !== null && call.caller === this.seat) {
      this.calling = true;
      plan = this.pickPlan(view, call.picks, call.endsAt, now);
    } else {
      if (this.calling) this.forgetSighting();
      this.calling = false;
      plan = earliest([
        this.callPlan(view, now),
        this.joinPlan(view, now),
        this.announcePlan(view, now),
        this.flipPlan(view),
      ]);
    }
    return plan === null ? null : { action: plan.action, delay: Math.max(0, plan.at - now) };
  }

  /** After its own call the bot looks at the grid afresh (a wrong set must not be called again). */
  private forgetSighting(): void {
    this.lookedCards = null;
    this.lastGrid = null;
    this.sighting = null;
  }

  private participant(view: SuperView): boolean {
    return view.superRound !== null && view.superRound.participants.includes(this.seat);
  }

  /** In its own call window: the next card of its target, `pressMs` after the previous one. */
  private pickPlan(view: SuperView, picks: readonly string[], endsAt: number, now: number): Plan | null {
    const key = `${endsAt}/${picks.length}`;
    if (key !== this.pickKey) {
      this.pickKey = key;
      this.pickAt = now + jitter(this.rng, this.level.pressMs);
    }
    const card = this.nextCard(view, picks);
    return card === null ? null : { at: this.pickAt, action: { type: "pick", card } };
  }

  /** The next card to point out: from its target, else one completing a set with the picks so far. */
  private nextCard(view: SuperView, picks: readonly string[]): string | null {
    const cards = view.grid.filter((c): c is string => c !== null);
    const fromTarget = this.sighting?.target.find((c) => !picks.includes(c) && cards.includes(c));
    if (fromTarget !== undefined) return fromTarget;
    const set = findSets(cards).find((s) => picks.every((p) => s.includes(p)));
    return (set ?? cards).find((c) => !picks.includes(c)) ?? null;
  }

  /** The sets the bot is looking for: in a super round with the debatable rule, those with the flipped card. */
  private wanted(view: SuperView, cards: readonly string[]): string[][] {
    const round = view.superRound;
    const sets = findSets(cards);
    if (round?.phase !== "running" || !view.options.superMustIncludeFlipped || !this.participant(view)) {
      return sets;
    }
    return sets.filter((s) => s.includes(round.flipped));
  }

  /**
   * On a grid change the bot draws a new reaction time; a set it was about to call that is still on
   * the grid keeps its earlier time (flips only add cards, so the search goes on).
   */
  private look(view: SuperView, now: number): Sighting | null {
    const round = view.superRound;
    const flipped = round?.phase === "running" && view.options.superMustIncludeFlipped ? round.flipped : "";
    const mine = this.participant(view) ? flipped : "";
    // The same grid array is the same grid (views share it while it does not change): same key.
    if (view.grid === this.lastGrid && mine === this.lastFlipped) return this.sighting;
    const cards = view.grid.filter((c): c is string => c !== null);
    this.lastGrid = view.grid;
    this.lastFlipped = mine;
    // The same cards in the same places and the same flipped card: the same look.
    const looked = this.lookedCards;
    if (looked !== null && mine === this.lookedFlipped && sameList(cards, looked)) return this.sighting;
    this.lookedCards = cards;
    this.lookedFlipped = mine;
    const sets = this.wanted(view, cards);
    const previous = this.sighting;
    if (sets.length === 0) {
      this.sighting = null;
      return null;
    }
    const readyAt = now + reactionTime(this.rng, this.level, sets.length);
    const set = this.rng.pick(sets);
    let target: readonly string[] = set;
    if (this.rng.chance(this.level.mistakeRate)) {
      const positions = set.map((c) => cards.indexOf(c));
      const all = cards.map((_, i) => i);
      const miss = nearMiss(this.rng, positions, all, (ps) => isSet(ps.map((p) => cards[p] as string)));
      if (miss !== null) target = miss.map((p) => cards[p] as string);
    }
    const stillThere = previous !== null && previous.target.every((c) => cards.includes(c));
    const keepsValid =
      stillThere && (!isSet([...previous.target]) || sets.some((s) => sameCards(s, previous.target)));
    this.sighting = keepsValid && previous.readyAt <= readyAt ? previous : { target, readyAt };
    return this.sighting;
  }

  /** Calls by pointing out the first card of its target, once spotted and allowed. */
  private callPlan(view: SuperView, now: number): Plan | null {
    const sighting = this.look(view, now);
    if (sighting === null || view.call !== null || view.locked[this.seat]) return null;
    if (view.superRound?.phase === "running" && !this.participant(view)) return null;
    const card = sighting.target[0];
    return card === undefined ? null : { at: sighting.readyAt, action: { type: "pick", card } };
  }

  /**
   * Flips `flipMs` (jittered) after its turn began; flips wait while a window is open, and for the
   * breathing room after one closed (`flipFrom`): the bot plans its flip for then, so it is never
   * refused for flipping too early.
   */
  private flipPlan(view: SuperView): Plan | null {
    if (view.turn !== this.seat || view.call !== null || view.superRound?.phase === "running") return null;
    const key = String(view.turnSince);
    if (key !== this.turnKey) {
      this.turnKey = key;
      this.flipAt = view.turnSince + jitter(this.rng, this.level.flipMs);
    }
    return { at: Math.max(this.flipAt, view.flipFrom), action: { type: "flip" } };
  }

  /** Joins an announced super round with probability `joinSuper`, decided once per announcement. */
  private joinPlan(view: SuperView, now: number): Plan | null {
    const round = view.superRound;
    if (round?.phase !== "announced" || round.participants.includes(this.seat) || view.locked[this.seat]) {
      return null;
    }
    const key = String(round.announcedAt);
    if (key !== this.joinKey) {
      this.joinKey = key;
      this.joinAt = this.rng.chance(this.level.joinSuper) ? now + jitter(this.rng, this.level.pressMs) : null;
    }
    return this.joinAt === null ? null : { at: this.joinAt, action: { type: "super" } };
  }

  /**
   * Sometimes announces a super round when behind on a large grid (decided once per grid): the next
   * flip is then likely to reveal a set worth `superSetPoints`.
   */
  private announcePlan(view: SuperView, now: number): Plan | null {
    if (view.superRound !== null || view.turn === null || view.locked[this.seat]) return null;
    const cards = view.grid.filter((c) => c !== null);
    const mine = view.points[this.seat] ?? 0;
    const behind = view.points.some((p, s) => s !== this.seat && p > mine);
    if (cards.length < SUPER_GRID_CARDS || !behind) return null;
    const key = cards.join(",");
    if (key !== this.announceKey) {
      this.announceKey = key;
      this.announceAt = this.rng.chance(SUPER_ANNOUNCE_CHANCE)
        ? now + jitter(this.rng, this.level.pressMs)
        : null;
    }
    return this.announceAt === null ? null : { at: this.announceAt, action: { type: "super" } };
  }
}

function sameCards(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((c) => b.includes(c));
}

function level(name: HumanLevelName): BotLevel<SuperView, SuperAction> {
  return {
    description: HUMAN_LEVEL_DESCRIPTIONS[name],
    create: (seat, rng) => new SuperBot(seat, rng, HUMAN_LEVELS[name]),
  };
}

/** The bots of SET Super Rules, by level. */
export const superBots: Readonly<Record<HumanLevelName, BotLevel<SuperView, SuperAction>>> = {
  easy: level("easy"),
  medium: level("medium"),
  hard: level("hard"),
};
