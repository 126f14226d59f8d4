import type { Bot, BotLevel, BotMove, Seat } from "../../../core/game.js";
import type { Rng } from "../../../core/prng.js";
import {
  giveUpTime,
  HUMAN_LEVEL_DESCRIPTIONS,
  HUMAN_LEVELS,
  jitter,
  nearMiss,
  reactionTime,
  type HumanLevel,
  type HumanLevelName,
} from "../bots.js";
import { cardId } from "../cards.js";
import { finderFor } from "../finder.js";
import type { PatternsAction } from "./actions.js";
import { SET_SIZE, SHAPE } from "./options.js";
import type { PatternsView } from "./view.js";

const finder = finderFor(SHAPE);

/** What a bot means to do, and when (game time). */
interface Plan {
  readonly action: PatternsAction;
  readonly readyAt: number;
}

/**
 * A human-like player. It looks at the pool whenever it changes (or after its own wrong call): if it
 * holds a set, the bot calls one after a reaction time (sometimes a near miss instead, at its level's
 * mistake rate); if not, it votes "no set" after the time it takes to give up. Until the pool changes
 * it keeps that plan, so being asked again (after another player's vote) does not restart its search.
 */
export class PatternsBot implements Bot<PatternsView, PatternsAction> {
  private looked: string | null = null;
  /** The pool of the last view, and its key (`JSON.stringify(pool)`). */
  private pool: PatternsView["pool"] | null = null;
  private poolKey = "";
  private plan: Plan | null = null;

  constructor(
    readonly seat: Seat,
    private readonly level: HumanLevel,
    private readonly rng: Rng,
  ) {}

  act(view: PatternsView, now: number): BotMove<PatternsAction> | null {
    const me = view.players[this.seat];
    if (view.finished || !me) return null;
    // The bot's own wrong call leaves the pool as it was, but it looks again.
    // The same pool array is the same pool (views share it while it does not change): same key.
    if (view.pool !== this.pool) {
      this.pool = view.pool;
      this.poolKey = JSON.stringify(view.pool);
    }
    const situation = `${this.poolKey}/${me.wrongCalls}`;
    if (situation !== this.looked) {
      this.looked = situation;
      this.plan = this.think(view, now);
    }
    if (!this.plan || (this.plan.action.type === "no-set" && me.voted)) return null;
    return { action: this.plan.action, delay: Math.max(0, this.plan.readyAt - now) };
  }

  private think(view: PatternsView, now: number): Plan {
    // Loops, not flat() and Array.from on a typed array: both walk iterators, slowly.
    const codes: string[] = [];
    for (const row of view.pool) for (const code of row) if (code !== null) codes.push(code);
    const ids = codes.map((code) => cardId(SHAPE, code));
    const count = finder.find(ids);
    if (count === 0) {
      const wait = giveUpTime(this.rng, this.level, codes.length) + jitter(this.rng, this.level.pressMs);
      return { action: { type: "no-set" }, readyAt: now + wait };
    }
    const out = new Int32Array(SET_SIZE * count);
    finder.find(ids, ids.length, out);
    const pick = this.rng.int(count);
    const set: number[] = [];
    for (let k = SET_SIZE * pick; k < SET_SIZE * (pick + 1); k++) set.push(out[k] as number);
    const miss = this.rng.chance(this.level.mistakeRate)
      ? nearMiss(this.rng, set, [...ids.keys()], (positions) =>
          finder.isSet(positions.map((p) => ids[p] as number)),
        )
      : null;
    let wait = reactionTime(this.rng, this.level, count);
    for (let k = 0; k < SET_SIZE; k++) wait += jitter(this.rng, this.level.pressMs);
    const [a, b, c] = (miss ?? set).map((p) => codes[p] as string) as [string, string, string];
    return { action: { type: "call", cards: [a, b, c] }, readyAt: now + wait };
  }
}

function level(name: HumanLevelName): BotLevel<PatternsView, PatternsAction> {
  return {
    description: HUMAN_LEVEL_DESCRIPTIONS[name],
    create: (seat, rng) => new PatternsBot(seat, HUMAN_LEVELS[name], rng),
  };
}

/** The bot levels of Patterns: Tarot. */
export const patternsBots = { easy: level("easy"), medium: level("medium"), hard: level("hard") } as const;
