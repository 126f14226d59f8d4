/**
 * `GET /api/practice/:game`: the session's player's personal bests in a game with a solo practice,
 * one per mode (practice/result.ts says what a practice is and how its result is computed).
 */
import type { DeepReadonly, PersonalBest as ProtocolPersonalBest } from "@parlor/protocol";
import type { FastifyInstance } from "fastify";
import { apiError } from "../api-errors.js";
import type { Answers } from "../http-answers.js";
import type { PersonalBestRecord, Store } from "../store/store.js";
import { isPracticeGame } from "./result.js";

/** The error codes of this route. */
export const PracticeErrors = { noGame: "no-game", noSession: "no-session" } as const;

/** One mode's best as the API gives it (the protocol's `personalBest`; the player is the one asking). */
export type PersonalBest = DeepReadonly<ProtocolPersonalBest>;

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

export function practiceRoutes(app: FastifyInstance, options: { readonly store: Store }): void {
  app.get<Answers<"GET /api/practice/:game">>("/api/practice/:game", async (request, reply) => {
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
