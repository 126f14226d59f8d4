import type { BotLevel, BotMove, BotSettings, InlineBot } from "../../../core/game.js";
import type { Rng } from "../../../core/prng.js";
import { cardId, type DeckShape } from "../cards.js";
import { finderFor } from "../finder.js";
import {
  BOT_SEARCH_WORK,
  HUMAN_LEVEL_DESCRIPTIONS,
  HUMAN_LEVELS,
  jitter,
  nearMiss,
  reactionTime,
  type HumanLevel,
} from "../bots.js";
import type { PcAction } from "./actions.js";
import type { PcView } from "./view.js";

/** The course assignment's computer player presses a random slot about this often (ms). */
export const RANDOM_PRESS_MS = 400;

type Press = { readonly slot: number; readonly at: number; action?: PcAction };

/** The press as a move; its action made once per press (the same plan, answered after every change). */
function move(press: Press, now: number): BotMove<PcAction> {
  press.action ??= { type: "press", slot: press.slot };
  return { action: press.action, delay: Math.max(0, press.at - now) };
}

/** The course assignment's computer player: presses random slots, about every RANDOM_PRESS_MS. */
export function randomBot(seat: number, rng: Rng): InlineBot<PcView, PcAction> {
  let plan: Press | null = null;
  return {
    act(view, now) {
      if (view.finished) return null;
      if (plan === null || now >= plan.at) {
        const frozenUntil = view.players[seat]?.frozenUntil ?? 0;
        plan = {
          slot: rng.int(view.slots.length),
          at: Math.max(now + jitter(rng, RANDOM_PRESS_MS), frozenUntil),
        };
      }
      return move(plan, now);
    },
  };
}

/** Slot positions on the table (occupied slots only) with their card ids. */
interface TableRead {
  readonly slots: number[];
  readonly cards: number[];
}

/** The last table read, by its slots array (views share one while the table does not change). */
let lastRead: { readonly codes: PcView["slots"]; readonly shape: string; readonly read: TableRead } | null =
  null;

/** Slot positions on the table (occupied slots only) with their card ids; shared: never change them. */
function readTable(view: PcView): TableRead {
  const shapeKey = `${view.featureCount}x${view.featureSize}`;
  if (lastRead !== null && lastRead.codes === view.slots && lastRead.shape === shapeKey) return lastRead.read;
  const shape = { features: view.featureCount, values: view.featureSize };
  const slots: number[] = [];
  const cards: number[] = [];
  view.slots.forEach((code, slot) => {
    if (code !== null) {
      slots.push(slot);
      cards.push(cardId(shape, code));
    }
  });
  lastRead = { codes: view.slots, shape: shapeKey, read: { slots, cards } };
  return lastRead.read;
}

/**
 * The sets a look at one table found: `count` sets, V board positions each in `sets`. The look is
 * valid until the next one (the next look reuses its array).
 */
interface Look {
  readonly key: string;
  readonly count: number;
  readonly sets: Int32Array;
}

/**
 * The last table looked at, shared by every bot of the process: the sets on a table are a pure
 * function of its cards, so the bots at one table (up to 8, all asked after every change) search it
 * once between them. Its parts are kept apart, so that asking again compares them without building
 * its key.
 */
let lastLook: {
  readonly features: number;
  readonly values: number;
  readonly work: number;
  readonly table: string;
  readonly look: Look;
} | null = null;

/**
 * The sets on the table (board positions, in finder order), found within `work` cards examined
 * (BOT_SEARCH_WORK unless a bot's settings say otherwise); when the search runs out of work, the sets
 * found until then.
 */
export function lookAtTable(
  shape: DeckShape,
  key: string,
  cards: readonly number[],
  work = BOT_SEARCH_WORK,
): Look {
  const last = lastLook;
  if (
    last !== null &&
    last.table === key &&
    last.work === work &&
    last.features === shape.features &&
    last.values === shape.values
  )
    return last.look;
  const finder = finderFor(shape);
  const V = shape.values;
  const spare = last?.look.sets;
  let sets = spare !== undefined && spare.length >= V * 16 ? spare : new Int32Array(V * 16);
  let count = finder.find(cards, cards.length, sets, Infinity, work);
  if (count * V > sets.length) {
    sets = new Int32Array(count * V);
    count = finder.find(cards, cards.length, sets, Infinity, work);
  }
  const look = { key: `${shape.features}x${shape.values}/${work}:${key}`, count, sets };
  lastLook = { features: shape.features, values: shape.values, work, table: key, look };
  return look;
}

/**
 * A human-like player: when the table changes it starts looking again, spots a set after a
 * reaction time that shrinks with the number of sets on the table, then presses its cards one by
 * one. Easy players sometimes claim a near miss; after a wrong claim they look again once the
 * freeze ends. Each look examines at most `settings.work` cards (default BOT_SEARCH_WORK).
 */
export function humanBot(level: HumanLevel) {
  return (seat: number, rng: Rng, settings?: BotSettings): InlineBot<PcView, PcAction> => {
    const work = settings?.work ?? BOT_SEARCH_WORK;
    let tableKey = "";
    /** The slots of the last view, and their key (`slots.join(",")`). */
    let tableSlots: readonly (string | null)[] | null = null;
    let key = "";
    let target: number[] | null = null;
    let readyAt = 0;
    let next: Press | null = null;

    /** Reads the table once: picks the set to claim, ready after `delayOf(sets on the table)`. */
    const plan = (
      view: PcView,
      now: number,
      allowMistake: boolean,
      delayOf: (sets: number) => number,
    ): void => {
      const { slots, cards } = readTable(view);
      const shape = { features: view.featureCount, values: view.featureSize };
      const finder = finderFor(shape);
      const V = view.featureSize;
      const { count, sets } = lookAtTable(shape, tableKey, cards, work);
      const delay = delayOf(count);
      if (count === 0) {
        target = null;
        return;
      }
      const s = rng.int(count);
      // The chosen set's board positions (a loop: Array.from on a typed array walks an iterator).
      let chosen: number[] = [];
      for (let i = s * V; i < s * V + V; i++) chosen.push(sets[i] as number);
      if (allowMistake && rng.chance(level.mistakeRate)) {
        const all = cards.map((_, i) => i);
        chosen = nearMiss(rng, chosen, all, (p) => finder.isSet(p.map((i) => cards[i] as number))) ?? chosen;
      }
      target = chosen.map((i) => slots[i] as number);
      readyAt = now + delay;
      next = null;
    };

    /** The slot to press next toward the target: a stray token back first, then a missing one. */
    const nextSlot = (tokens: readonly number[]): number | undefined => {
      const goal = target ?? [];
      for (const slot of tokens) if (!goal.includes(slot)) return slot;
      for (const slot of goal) if (!tokens.includes(slot)) return slot;
      return undefined;
    };

    return {
      act(view, now) {
        const me = view.players[seat];
        if (view.finished || !me) return null;
        // The same slots array is the same table (views share it while the table does not change).
        if (view.slots !== tableSlots) {
          tableSlots = view.slots;
          key = view.slots.join(",");
        }
        if (key !== tableKey) {
          tableKey = key;
          plan(view, now, true, (sets) => reactionTime(rng, level, sets));
        }
        if (target === null) return null;
        if (next !== null && now < next.at) return move(next, now);
        let slot = nextSlot(me.tokens);
        if (slot === undefined) {
          // All tokens sit on the target and the table did not change: the claim was wrong.
          // Look again once the freeze is over, without repeating the mistake.
          plan(view, Math.max(now, me.frozenUntil), false, () => jitter(rng, level.reactionMs / 4));
          slot = nextSlot(me.tokens);
          if (slot === undefined) return null;
        }
        const earliest = next === null ? readyAt : now + jitter(rng, level.pressMs);
        next = { slot, at: Math.max(earliest, me.frozenUntil, now) };
        return move(next, now);
      },
    };
  };
}

/** The work budget of the human-like levels: one look at the table, bounded by the finder's work. */
export const PC_LOOK_BUDGET = {
  unit: "cards examined per look",
  default: BOT_SEARCH_WORK,
  description: "a look that runs out of work goes on with the sets found so far",
} as const;

export const pcBots: Record<string, BotLevel<PcView, PcAction>> = {
  random: { description: "the course assignment's computer player: presses random slots", create: randomBot },
  easy: {
    description: HUMAN_LEVEL_DESCRIPTIONS.easy,
    create: humanBot(HUMAN_LEVELS.easy),
    budget: PC_LOOK_BUDGET,
  },
  medium: {
    description: HUMAN_LEVEL_DESCRIPTIONS.medium,
    create: humanBot(HUMAN_LEVELS.medium),
    budget: PC_LOOK_BUDGET,
  },
  hard: {
    description: HUMAN_LEVEL_DESCRIPTIONS.hard,
    create: humanBot(HUMAN_LEVELS.hard),
    budget: PC_LOOK_BUDGET,
  },
};
