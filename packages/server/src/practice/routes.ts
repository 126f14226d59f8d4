/**
 * `GET /api/practice/:game`: the session's player's personal bests in a game with a solo practice,
 * one per mode (practice/result.ts says what a practice is and how its result is computed).
 */
import type { FastifyInstance } from "fastify";
import type { PersonalBestRecord, Store } from "../store/store.js";
import { isPracticeGame } from "./result.js";

/** The error codes of this route. */
export const PracticeErrors = { noGame: "no-game", noSession: "no-session" } as const;

/** One mode's best as the API gives it (the player is the one asking). */
export interface PersonalBest {
  readonly mode: string;
  /** Game time from the first deal to the end, in ms. */
  readonly timeMs: number;
  readonly found: number;
  readonly wrong: number;
  /** Wall-clock ms. */
  readonly finishedAt: number;
  /** The practice's table, for its replay (`/api/tables/:id/log`). */
  readonly tableId: string;
}

export function personalBestOf(best: PersonalBestRecord): PersonalBest {
  return {
    mode: best.mode,
    timeMs: best.timeMs,
    found: best.found,
    wrong: best.wrong,
    finishedAt: best.finishedAt,
    tableId: best.tableId,
  };
}

function apiError(code: string, message: string) {
  return { error: { code, message } };
}

export function practiceRoutes(app: FastifyInstance, options: { readonly store: Store }): void {
  app.get("/api/practice/:game", async (request, reply) => {
    const { game } = request.params as { game: string };
    if (!isPracticeGame(game))
      return reply.status(404).send(apiError(PracticeErrors.noGame, `There is no practice of '${game}'.`));
    if (!request.player)
      return reply
        .status(401)
        .send(apiError(PracticeErrors.noSession, "Personal bests are a player's: make a guest first."));
    return (await options.store.personalBests(request.player.id, game)).map(personalBestOf);
  });
}
