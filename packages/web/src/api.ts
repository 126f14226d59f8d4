/**
 * The server's HTTP API (docs/protocol.md), as the page uses it: every answer is read with its
 * @parlor/protocol schema (an answer of another shape is an ApiError `bad-answer`, never cast).
 */
import type { MatchLog } from "@parlor/engine";
import {
  apiErrorBody,
  createTableAnswer,
  gamesAnswer,
  matchLog,
  quickMatchAnswer,
  queueSummary,
  tableList,
  tableSummary,
  type CreateTableAnswer,
  type GameInfo,
  type QueueSummary,
  type QuickMatchAnswer,
  type QuickMatchBody,
  type SeatRequest,
  type TablePace,
  type TableSummary,
  type TurnBasedRequest,
} from "@parlor/protocol";
import i18next from "i18next";
import * as z from "zod/mini";

/** A game's option schema as JSON Schema (the protocol's). */
export type { JsonSchema } from "@parlor/protocol";

/** A game as `GET /api/games` lists it (the protocol's `gameInfo`). */
export type { GameInfo } from "@parlor/protocol";

/** A seat of a table to make: a person's, or a bot's of a level (the protocol's `seatRequest`). */
export type { SeatRequest } from "@parlor/protocol";

/**
 * A seat as anyone may see it (the protocol's): a bot by level or a human seat, whether it is taken,
 * and who sat there, whether they are here, a stand-in, a resignation, the rating change.
 */
export type { SeatSummary } from "@parlor/protocol";

/** How a finished match ended: the engine's `Outcome` (scores, winners, teams, the score sheet). */
export type { Outcome } from "@parlor/protocol";

export type { TableStatus } from "@parlor/protocol";

/** A table as the API shows it (the protocol's `tableSummary`). */
export type { TableSummary } from "@parlor/protocol";

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

/** The code of an answer that is not what the API promises (a server of another version, or a bug). */
export const BAD_ANSWER = "bad-answer";

/**
 * An answer read with its schema, or an ApiError `bad-answer` saying where and why (`what`: what the
 * answer should have been, in words).
 */
export function parseAnswer<S extends z.ZodMiniType>(schema: S, body: unknown, what: string): z.output<S> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const where = issue && issue.path.length > 0 ? ` (${issue.path.join(".")})` : "";
  throw new ApiError(BAD_ANSWER, `Not ${what}${where}: ${issue?.message ?? "invalid"}.`);
}

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

/**
 * Asks the API: the answer read with `schema`, or an ApiError with the server's code (`network` when
 * it never answered, `bad-answer` when its answer is not of the schema's shape).
 */
export async function request<S extends z.ZodMiniType>(
  path: string,
  schema: S,
  init?: RequestInit,
): Promise<z.output<S>> {
  return (await answer(path, schema, init)).body;
}

/** `request`'s answer with its headers. */
async function answer<S extends z.ZodMiniType>(
  path: string,
  schema: S,
  init?: RequestInit,
): Promise<{ body: z.output<S>; headers: Headers }> {
  const response = await fetch(path, init).catch((error: unknown) => {
    throw new ApiError(NETWORK, error instanceof Error ? error.message : String(error));
  });
  const body: unknown = response.status === 204 ? null : await response.json().catch(() => null);
  if (!response.ok) throw refusal(response.status, body);
  return { body: parseAnswer(schema, body, `the answer to ${path}`), headers: response.headers };
}

/** A refusal as an ApiError: the API's error body's code and sentence, else the HTTP status in words. */
export function refusal(status: number, body: unknown): ApiError {
  const parsed = apiErrorBody.safeParse(body);
  return parsed.success
    ? new ApiError(parsed.data.error.code, parsed.data.error.message)
    : new ApiError("http", i18next.t("common:errors.http", { status }));
}

export const listGames = (): Promise<GameInfo[]> => request("/api/games", gamesAnswer);

let games: Promise<GameInfo[]> | null = null;

/** `GET /api/quickmatch`'s answer. */
const queues = z.array(queueSummary);

/** The games, asked once per page load (they change only with the server); a failure is asked again. */
export function gamesOnce(): Promise<GameInfo[]> {
  games ??= listGames().catch((error: unknown) => {
    games = null;
    throw error;
  });
  return games;
}

export const listTables = (): Promise<TableSummary[]> => request("/api/tables", tableList);

/** `GET /api/quickmatch`: the quick-match queues with someone waiting. */
export const listQueues = (): Promise<QueueSummary[]> => request("/api/quickmatch", queues);

export const getTable = (id: string): Promise<TableSummary> =>
  request(`/api/tables/${encodeURIComponent(id)}`, tableSummary);

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
  const { body, headers } = await answer(matchesPath(filter, before, limit), tableList);
  return { matches: body, next: nextCursor(headers.get("link")) };
}

/** A finished match's log (ApiError `not-finished` while it is played, `no-table` if unknown). */
export const getMatchLog = (id: string): Promise<MatchLog> =>
  request(`/api/tables/${encodeURIComponent(id)}/log`, matchLog);

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
): Promise<CreateTableAnswer> =>
  request("/api/tables", createTableAnswer, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ game, options, seats, ...settings }),
  });

/** `POST /api/quickmatch`: enters the session's player in a quick-match queue; answers its ticket. */
export const enterQuickMatch = (body: QuickMatchBody): Promise<QuickMatchAnswer> =>
  request("/api/quickmatch", quickMatchAnswer, {
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
