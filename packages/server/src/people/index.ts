/**
 * Identity: guests, accounts, sessions and players' pages. `setUpPeople` registers the session cookie,
 * resolves every API and WebSocket request's player once (`request.player`), and adds the routes.
 */
import cookie from "@fastify/cookie";
import type { PlayerRef } from "@parlor/protocol";
import type { FastifyInstance } from "fastify";
import type { Store } from "../store/store.js";
import { peopleRoutes, type PeopleLimits } from "./routes.js";
import { playerRef, SESSION_COOKIE, Sessions } from "./sessions.js";

export { botPlayer, ensureBotPlayer } from "./bots.js";
export { DEFAULT_PEOPLE_LIMITS, PeopleErrors, type PeopleLimits } from "./routes.js";
export { SESSION_COOKIE, Sessions } from "./sessions.js";

declare module "fastify" {
  interface FastifyRequest {
    /** The player of the request's session cookie (API and WebSocket requests), or null. */
    player: PlayerRef | null;
  }
}

/** Requests whose player is looked up: the API and the WebSocket (not the page and its assets). */
const WITH_PLAYER = /^\/(api|ws)(\/|\?|$)/;

/** Registers cookies, the `request.player` of API and WebSocket requests, and the people's routes. */
export async function setUpPeople(
  app: FastifyInstance,
  options: { readonly store: Store; readonly limits: PeopleLimits; readonly wallClock?: () => number },
): Promise<Sessions> {
  const sessions = new Sessions(options.store, options.wallClock);
  await app.register(cookie);
  app.decorateRequest("player", null);
  app.addHook("onRequest", async (request) => {
    request.player = null;
    if (!request.cookies[SESSION_COOKIE] || !WITH_PLAYER.test(request.url)) return;
    const player = await sessions.playerOf(request);
    request.player = player ? playerRef(player) : null;
  });
  peopleRoutes(app, { ...options, sessions });
  return sessions;
}
