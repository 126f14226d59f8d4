/**
 * What every Ruhd bot level shares: a move as a bot weighs it (a tile on a cell, turned, with the score
 * it counts), and the bot that decides once per turn (`turnBot`) with a level's own choice.
 */
import type { BotMove, InlineBot } from "../../core/game.js";
import type { Rng } from "../../core/prng.js";
import type { RuhdAction } from "./actions.js";
import type { Rotation } from "./tile.js";
import type { RuhdView } from "./view.js";

/** A placement a bot weighs: the tile, its cell and rotation, and the score the bot counts for it. */
export interface Move {
  readonly tile: string;
  readonly x: number;
  readonly y: number;
  readonly rotation: Rotation;
  readonly score: number;
}

/** A cell of the board. */
export type Cell = { readonly x: number; readonly y: number };

/** The place action of `move`, played after `delay` ms. */
export function toMove(move: Move, delay: number): BotMove<RuhdAction> {
  return { action: { type: "place", tile: move.tile, x: move.x, y: move.y, rotation: move.rotation }, delay };
}

/**
 * A bot decides once per turn (the runner asks again after every change; nothing changes on a turn
 * but the turn itself), so it remembers the plan for the board it last saw.
 */
export function turnBot(
  seat: number,
  rng: Rng,
  think: number,
  choose: (view: RuhdView, rng: Rng) => Move | null,
): InlineBot<RuhdView, RuhdAction> {
  let planned: { key: number; move: Move; at: number } | null = null;
  return {
    act(view, now) {
      if (view.finished || view.turn !== seat || !view.hand || view.hand.length === 0) return null;
      const key = view.board.length;
      if (planned === null || planned.key !== key) {
        const move = choose(view, rng);
        if (!move) return null;
        planned = { key, move, at: now + think };
      }
      return toMove(planned.move, Math.max(0, planned.at - now));
    },
  };
}
