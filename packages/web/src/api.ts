/** The server's HTTP API (docs/protocol.md), as the page uses it. */
import type { MatchLog, Outcome } from "@parlor/engine";
import type {
  QueueSummary,
  QuickMatchAnswer,
  QuickMatchBody,
  SeatSummary,
  TablePace,
  TurnBasedRequest,
} from "@parlor/protocol";
import i18next from "i18next";

export interface JsonSchema {
  readonly type?: string | readonly string[];
  readonly default?: unknown;
  readonly description?: string;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly enum?: readonly unknown[];
  readonly anyOf?: readonly JsonSchema[];
  readonly properties?: Readonly<Record<string, JsonSchema>>;
}

export interface GameInfo {
  readonly id: string;
  readonly title: string;
  /** The rules in a few sentences (the engine's `summary`). */
  readonly summary: string;
  /** What a score counts, plural ("sets", "points"). */
  readonly scoreUnit: string;
  /** The seat counts a table may have, ascending. */
  readonly seatCounts: readonly number[];
  readonly options: JsonSchema;
  readonly defaults: Readonly<Record<string, unknown>> | null;
  /** The bot levels; `unlisted` ones (kept for tests: the engine's `BotLevel.unlisted`) are not offered. */
  readonly bots: readonly {
    readonly level: string;
    readonly description: string;
    readonly unlisted?: boolean;
  }[];
  /** The level the game offers first (its own `defaultBot`). */
  readonly defaultBot: string;
  /** Whether players race ("real-time": the SET games) or the match waits for whoever is to act. */
  readonly pace?: "real-time" | "turns";
  /** How long a person may be away before a bot plays their seat, unless the table says otherwise. */
  readonly graceSeconds?: number;
}

export type SeatRequest = { readonly human: true } | { readonly bot: string };

/**
 * A seat as anyone may see it (the protocol's): a bot by level or a human seat, whether it is taken,
 * and who sat there, whether they are here, a stand-in, a resignation, the rating change.
 */
export type { SeatSummary };

/** How a finished match ended: the engine's `Outcome` (scores, winners, teams, the score sheet). */
export type { Outcome } from "@parlor/engine";

export type TableStatus = "waiting" | "playing" | "finished";

export interface TableSummary {
  readonly id: string;
  readonly game: string;
  readonly status: TableStatus;
  readonly seq: number;
  readonly seats: readonly SeatSummary[];
  readonly outcome: Outcome | null;
  /** Wall-clock ms (Unix epoch). */
  readonly createdAt: number;
  readonly startedAt: number | null;
  readonly finishedAt: number | null;
  /** Game time the finished match lasted, in ms; null until it is finished. */
  readonly duration: number | null;
  /** The player who made the table and starts it (null: it starts once every seat is taken). */
  readonly host?: string | null;
  /** Whether the match counts for ratings. */
  readonly rated?: boolean;
  /** How it ended, once finished: played out, a resignation, or abandoned. */
  readonly ending?: "normal" | "resigned" | "abandoned" | null;
  /** Once finished: whether every person in it took part (unplayed ones are unrated and unlisted). */
  readonly played?: boolean | null;
  /** The rematch table, once everyone accepted. */
  readonly next?: string | null;
}

export class ApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** The code of an error that never reached the server (the network failed). */
export const NETWORK = "network";

/**
 * An error from the server in the language in use: the protocol's and the API's own codes by
 * `common:errors.codes.<code>` ("rate-limited", "no-table" …), any other (a rule's refusal, a bad
 * request's details) in the server's own words.
 */
export function errorText(code: string, message: string): string {
  const key = `common:errors.codes.${code}`;
  return i18next.exists(key) ? i18next.t(key) : message;
}

/** What to tell a person of a failed request: `errorText` of an ApiError, the network's failure in words. */
export function problemText(error: unknown): string {
  if (error instanceof ApiError) return errorText(error.code, error.message);
  return i18next.t("common:errors.network");
}

/** Asks the API: the JSON answer, or an ApiError with the server's code (or `network`). */
export async function request<T>(path: string, init?: RequestInit): Promise<T> {
  return (await answer<T>(path, init)).body;
}

/** `request`'s answer with its headers. */
async function answer<T>(path: string, init?: RequestInit): Promise<{ body: T; headers: Headers }> {
  const response = await fetch(path, init).catch((error: unknown) => {
    throw new ApiError(NETWORK, error instanceof Error ? error.message : String(error));
  });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const error = (body as { error?: { code?: string; message?: string } } | null)?.error;
    throw new ApiError(
      error?.code ?? "http",
      error?.message ?? i18next.t("common:errors.http", { status: response.status }),
    );
  }
  return { body: body as T, headers: response.headers };
}

export const listGames = (): Promise<GameInfo[]> => request("/api/games");

let games: Promise<GameInfo[]> | null = null;

/** The games, asked once per page load (they change only with the server); a failure is asked again. */
export function gamesOnce(): Promise<GameInfo[]> {
  games ??= listGames().catch((error: unknown) => {
    games = null;
    throw error;
  });
  return games;
}

export const listTables = (): Promise<TableSummary[]> => request("/api/tables");

/** `GET /api/quickmatch`: the quick-match queues with someone waiting. */
export const listQueues = (): Promise<QueueSummary[]> => request("/api/quickmatch");

export const getTable = (id: string): Promise<TableSummary> =>
  request(`/api/tables/${encodeURIComponent(id)}`);

/** Which matches a list of them shows (`GET /api/matches`' filters); absent: all. */
export interface MatchFilter {
  readonly game?: string;
  /** Only those where this player held a seat. */
  readonly player?: string;
}

/** A page of played matches and the `before` of the next one (null: this is the last). */
export interface MatchPage {
  readonly matches: readonly TableSummary[];
  readonly next: string | null;
}

/** The address of a page of matches: the filters, where it starts (a cursor), its size. */
export function matchesPath(filter: MatchFilter, before?: string | null, limit?: number): string {
  const search = new URLSearchParams();
  if (filter.game) search.set("game", filter.game);
  if (filter.player) search.set("player", filter.player);
  if (before) search.set("before", before);
  if (limit !== undefined) search.set("limit", String(limit));
  const query = search.toString();
  return query ? `/api/matches?${query}` : "/api/matches";
}

/** The `before` of the next page a `Link` header names (`<…?before=…>; rel="next"`), or null. */
export function nextCursor(link: string | null): string | null {
  const target = link === null ? null : /<([^>]*)>\s*;\s*rel="?next"?/.exec(link)?.[1];
  if (target === undefined || target === null) return null;
  return new URL(target, "http://parlor.invalid").searchParams.get("before");
}

/** Played matches, the most recently finished first, a page at a time (`next`: the older ones). */
export async function listMatches(
  filter: MatchFilter = {},
  before?: string | null,
  limit?: number,
): Promise<MatchPage> {
  const { body, headers } = await answer<TableSummary[]>(matchesPath(filter, before, limit));
  return { matches: body, next: nextCursor(headers.get("link")) };
}

/** A finished match's log (ApiError `not-finished` while it is played, `no-table` if unknown). */
export const getMatchLog = (id: string): Promise<MatchLog> =>
  request(`/api/tables/${encodeURIComponent(id)}/log`);

/** What a table's maker chooses besides the game, its options and its seats. */
export interface TableSettings {
  /** Whether the match counts for ratings (the server's default: true). */
  readonly rated?: boolean;
  /** How long a person may be away before a bot plays their seat (absent: the game's default). */
  readonly graceSeconds?: number;
  /**
   * Live (absent: the server's default) or turn-based, a match over hours or days; turn-based only
   * for a game whose `pace` is `turns` (else the server answers 400 `bad-pace`).
   */
  readonly pace?: TablePace;
  /** A turn-based table's time bank (only with `pace: "turn-based"`; each field absent: the default). */
  readonly turnBased?: TurnBasedRequest;
}

export const createTable = (
  game: string,
  options: Record<string, unknown>,
  seats: readonly SeatRequest[],
  settings: TableSettings = {},
): Promise<{ id: string; seatTokens: (string | null)[] }> =>
  request("/api/tables", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ game, options, seats, ...settings }),
  });

/** `POST /api/quickmatch`: enters the session's player in a quick-match queue; answers its ticket. */
export const enterQuickMatch = (body: QuickMatchBody): Promise<QuickMatchAnswer> =>
  request("/api/quickmatch", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });

/** `DELETE /api/quickmatch/:ticket`: leaves the queue (a ticket already gone is no error here). */
export const leaveQuickMatch = (ticket: string): Promise<void> =>
  fetch(`/api/quickmatch/${encodeURIComponent(ticket)}`, {
    method: "DELETE",
    headers: { "content-type": "application/json" },
    body: "{}",
  }).then(
    () => undefined,
    () => undefined,
  );
