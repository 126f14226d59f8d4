/** The people's HTTP API (docs/protocol.md, "People"): the session travels in an HttpOnly cookie. */
import {
  guestAnswer,
  meAnswer,
  playerPage,
  type MeAnswer,
  type PlayerMatch,
  type PlayerPage,
  type PlayerRating,
} from "@parlor/protocol";
import type * as z from "zod/mini";
import { ApiError, NETWORK, parseAnswer, refusal } from "../api";

/** Who the page's person is (`GET /api/me`: the protocol's `meAnswer`). */
export type Me = MeAnswer;

export type { PlayerMatch, PlayerPage, PlayerRating };

/**
 * A request with a JSON body (or none); same-origin, so the session cookie goes with it. The answer
 * is read with `schema`; 204 (no content) is null.
 */
async function call<S extends z.ZodMiniType>(
  method: string,
  path: string,
  schema: S,
  json?: unknown,
): Promise<z.output<S> | null> {
  const response = await fetch(path, {
    method,
    ...(json !== undefined
      ? { headers: { "content-type": "application/json" }, body: JSON.stringify(json) }
      : {}),
  }).catch((error: unknown) => {
    throw new ApiError(NETWORK, error instanceof Error ? error.message : String(error));
  });
  if (response.status === 204) return null;
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw refusal(response.status, body);
  return parseAnswer(schema, body, `the answer to ${method} ${path}`);
}

/** `call` of a route that always answers a body. */
async function ask<S extends z.ZodMiniType>(
  method: string,
  path: string,
  schema: S,
  json?: unknown,
): Promise<z.output<S>> {
  const body = await call(method, path, schema, json);
  if (body === null) throw new ApiError("bad-answer", `Not the answer to ${method} ${path}: no body.`);
  return body;
}

/** The person of this browser's session, or null without one. */
export async function fetchMe(): Promise<Me | null> {
  try {
    return await call("GET", "/api/me", meAnswer);
  } catch (error) {
    if (error instanceof ApiError && error.code === "no-session") return null;
    throw error;
  }
}

export const makeGuest = (name: string): Promise<Me> =>
  ask("POST", "/api/players", guestAnswer, { name }).then((p) => ({ ...p, kind: "guest" }));
export const rename = (name: string): Promise<Me> => ask("PATCH", "/api/me", meAnswer, { name });
export const makeAccount = (username: string, password: string): Promise<Me> =>
  ask("POST", "/api/account", meAnswer, { username, password });
export const logIn = (username: string, password: string): Promise<Me> =>
  ask("POST", "/api/login", meAnswer, { username, password });
/** A JSON body (an empty object): the server takes state-changing requests as JSON only; 204. */
export const logOut = async (): Promise<void> => {
  await call("POST", "/api/logout", meAnswer, {});
};
export const getPlayer = (id: string): Promise<PlayerPage> =>
  ask("GET", `/api/players/${encodeURIComponent(id)}`, playerPage);
