/**
 * Buraco's bot levels: `random` here (kept for tests and measurements, not offered to people),
 * `beginner`, `basic` and `strong` in their own modules.
 */
import type { BotLevel } from "../../core/game.js";
import type { BuracoAction } from "./actions.js";
import { basicBot } from "./basic.js";
import { beginnerBot } from "./beginner.js";
import { buracoLegal } from "./legal.js";
import { strongBot } from "./strong.js";
import type { BuracoView } from "./view.js";

/** How long the random bot seems to think before a move, in ms (about a person's pace). */
export const RANDOM_THINK_MS = 800;

/**
 * A random legal move (`buracoLegal`), after a human-like pause: the floor the other levels are
 * measured against, not a level a person plays like (`unlisted`).
 */
export const randomBot: BotLevel<BuracoView, BuracoAction> = {
  description: "Plays a random legal move: draws or takes the pile, melds, adds and discards at random.",
  unlisted: true,
  create: (_seat, rng) => ({
    act(view) {
      const moves = buracoLegal(view);
      if (moves.length === 0) return null;
      return { action: moves[rng.int(moves.length)] as BuracoAction, delay: RANDOM_THINK_MS };
    },
  }),
};

/** Every level by name. */
export const buracoBots: Readonly<Record<string, BotLevel<BuracoView, BuracoAction>>> = {
  random: randomBot,
  beginner: beginnerBot,
  basic: basicBot,
  strong: strongBot,
};

/** The level a bot seat plays when nobody names one: the sound heuristic player. */
export const DEFAULT_BURACO_BOT = "basic";
