/**
 * French Tarot's bot levels. `random` is written here (kept for tests and measurements, not offered to
 * people); `beginner`, `basic` and `strong` (their own modules) join the same record below.
 */
import type { BotLevel } from "../../core/game.js";
import type { TarotAction } from "./actions.js";
import { basicBot } from "./basic.js";
import { beginnerBot } from "./beginner.js";
import { tarotLegal } from "./legal.js";
import { strongBot } from "./strong.js";
import type { TarotView } from "./view.js";

/** How long the random bot seems to think before a move, in ms (about a person's pace). */
export const RANDOM_THINK_MS = 800;

/**
 * A random legal move (`tarotLegal`), after a human-like pause: the floor the other levels are measured
 * against, not a level a person plays like (`unlisted`).
 */
export const randomBot: BotLevel<TarotView, TarotAction> = {
  description: "Plays a random legal move: bids, calls, discards, announcements and cards.",
  unlisted: true,
  create: (_seat, rng) => ({
    act(view) {
      const moves = tarotLegal(view);
      if (moves.length === 0) return null;
      return { action: moves[rng.int(moves.length)] as TarotAction, delay: RANDOM_THINK_MS };
    },
  }),
};

/** Every level by name. */
export const tarotBots: Readonly<Record<string, BotLevel<TarotView, TarotAction>>> = {
  random: randomBot,
  beginner: beginnerBot,
  basic: basicBot,
  strong: strongBot,
};

/** The level a bot seat plays when nobody names one: the sound heuristic player (quick, unlike strong). */
export const DEFAULT_TAROT_BOT = "basic";
