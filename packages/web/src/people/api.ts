/** The people's HTTP API (docs/protocol.md, "People"): the session travels in an HttpOnly cookie. */
import type { Outcome, PlayerRef, TableEnding } from "@parlor/protocol";
import { ApiError, NETWORK } from "../api";
import i18next from "i18next";

/** Who the page's person is (`GET /api/me`). */
export interface Me {
  readonly id: string;
  readonly name: string;
  readonly kind: "guest" | "account" | "bot";
  readonly username?: string;
}

export interface PlayerRating {
  readonly game: string;
  /** The rating people see (docs/ratings.md), whole. */
  readonly rating: number;
  readonly mu: number;
  readonly sigma: number;
  /** Few rated matches yet, or an uncertain skill: shown "1520?" (absent from older servers). */
  readonly provisional?: boolean;
  readonly games: number;
  readonly wins: number;
}

export interface PlayerMatch {
  readonly table: string;
  readonly game: string;
  readonly finishedAt: number | null;
  readonly seats: readonly number[];
  readonly players?: readonly (PlayerRef | null)[];
  readonly outcome: Outcome | null;
  readonly won?: boolean;
  /** Won, a draw (every side placed first), or lost, by the places the ratings use. */
  readonly result?: "won" | "draw" | "lost";
  readonly ending: TableEnding | null;
  readonly replay: string;
}

/** A player's page (`GET /api/players/:id`). */
export interface PlayerPage {
  readonly id: string;
  readonly name: string;
  readonly kind: Me["kind"];
  readonly bot?: string;
  readonly memberSince: number;
  readonly ratings: readonly PlayerRating[];
  /** Their latest played matches (at most 20), the most recently finished first. */
  readonly matches: readonly PlayerMatch[];
  /** The API's list of all of them (`/api/matches?player=<id>`), a page at a time. */
  readonly allMatches?: string;
}

/** A request with a JSON body (or none); same-origin, so the session cookie goes with it. */
async function call<T>(method: string, path: string, json?: unknown): Promise<T> {
  const response = await fetch(path, {
    method,
    ...(json !== undefined
      ? { headers: { "content-type": "application/json" }, body: JSON.stringify(json) }
      : {}),
  }).catch((error: unknown) => {
    throw new ApiError(NETWORK, error instanceof Error ? error.message : String(error));
  });
  const body: unknown = response.status === 204 ? null : await response.json().catch(() => null);
  if (!response.ok) {
    const error = (body as { error?: { code?: string; message?: string } } | null)?.error;
    throw new ApiError(
      error?.code ?? "http",
      error?.message ?? i18next.t("common:errors.http", { status: response.status }),
    );
  }
  return body as T;
}

/** The person of this browser's session, or null without one. */
export async function fetchMe(): Promise<Me | null> {
  try {
    return await call<Me>("GET", "/api/me");
  } catch (error) {
    if (error instanceof ApiError && error.code === "no-session") return null;
    throw error;
  }
}

export const makeGuest = (name: string): Promise<Me> =>
  call<{ id: string; name: string }>("POST", "/api/players", { name }).then((p) => ({ ...p, kind: "guest" }));
export const rename = (name: string): Promise<Me> => call("PATCH", "/api/me", { name });
export const makeAccount = (username: string, password: string): Promise<Me> =>
  call("POST", "/api/account", { username, password });
export const logIn = (username: string, password: string): Promise<Me> =>
  call("POST", "/api/login", { username, password });
/** A JSON body (an empty object): the server takes state-changing requests as JSON only. */
export const logOut = (): Promise<void> => call("POST", "/api/logout", {});
export const getPlayer = (id: string): Promise<PlayerPage> =>
  call("GET", `/api/players/${encodeURIComponent(id)}`);
