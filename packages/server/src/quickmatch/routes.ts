/**
 * Quick match's HTTP API (docs/protocol.md#quick-match): `POST /api/quickmatch` enters the session's
 * player in a queue and answers a ticket, `DELETE /api/quickmatch/:ticket` leaves it, and
 * `GET /api/quickmatch` lists who waits for which table (the lobby's tiles show it).
 */
import { quickMatchBody, quickMatchTicket } from "@parlor/protocol";
import type { FastifyInstance, RouteShorthandOptions } from "fastify";
import * as z from "zod/mini";
import { apiError, badRequest } from "../api-errors.js";
import type { Answers } from "../http-answers.js";
import { QuickMatchErrors, type QuickMatch } from "./quickmatch.js";

/** The HTTP status of each refusal of `enter`. */
const STATUS: Readonly<Record<string, 401 | 403 | 404 | 503>> = {
  [QuickMatchErrors.noSession]: 401,
  [QuickMatchErrors.accountNeeded]: 403,
  [QuickMatchErrors.noGame]: 404,
  [QuickMatchErrors.full]: 503,
};

const ticketParams = z.strictObject({ ticket: quickMatchTicket });

export function quickMatchRoutes(
  app: FastifyInstance,
  quickMatch: QuickMatch,
  /** The route options of `POST` (the per-address rate limit of making tables). */
  enterRoute: RouteShorthandOptions = {},
): void {
  app.post<Answers<"POST /api/quickmatch">>("/api/quickmatch", enterRoute, async (request, reply) => {
    const body = quickMatchBody.safeParse(request.body);
    if (!body.success) return reply.status(400).send(badRequest(body.error.issues));
    const entered = await quickMatch.enter(body.data, request.player ?? null, request.ip);
    if (!entered.ok)
      return reply
        .status(STATUS[entered.error.code] ?? 400)
        .send(apiError(entered.error.code, entered.error.message));
    return reply.status(201).send(entered.value);
  });

  app.delete<Answers<"DELETE /api/quickmatch/:ticket">>("/api/quickmatch/:ticket", async (request, reply) => {
    const params = ticketParams.safeParse(request.params);
    if (!params.success || !(await quickMatch.leave(params.data.ticket)))
      return reply
        .status(404)
        .send(apiError(QuickMatchErrors.noTicket, "That quick-match ticket is not waiting."));
    return reply.status(204).send();
  });

  app.get<Answers<"GET /api/quickmatch">>("/api/quickmatch", () => quickMatch.summary());
}
