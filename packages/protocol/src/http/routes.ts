/**
 * Every route of the HTTP API with the schemas of what it takes and answers, by status: the one list
 * the server's shape test walks and docs/protocol.md's table describes. Every refusal (4xx, 5xx) is
 * an `apiErrorBody`; a status whose schema is null answers no JSON (204, or `/metrics`' text).
 */
import type * as z from "zod/mini";
import { analysisComputing, analysisReady } from "../analysis.js";
import { myGames } from "../pace.js";
import { playFromAnswer, playFromBody } from "../play-from.js";
import { quickMatchAnswer, quickMatchBody, queueSummary } from "../quickmatch.js";
import { healthAnswer, readyAnswer, tableParams } from "./common.js";
import { gamesAnswer } from "./games.js";
import {
  accountBody,
  guestAnswer,
  loginBody,
  meAnswer,
  nameBody,
  playerPage,
  playerParams,
} from "./people.js";
import { personalBests } from "./practice.js";
import { leaderboardAnswer, leaderboardQuery } from "./ratings.js";
import {
  createTableAnswer,
  createTableBody,
  lobbyAnswer,
  matchesQuery,
  matchLog,
  tableChat,
  tableList,
  tableSummary,
} from "./tables.js";
import * as zm from "zod/mini";

/** What one route takes and answers. */
export interface HttpRoute {
  readonly body?: z.ZodMiniType;
  readonly query?: z.ZodMiniType;
  readonly params?: z.ZodMiniType;
  /** Its answers that are not refusals, by status: their schema, or null for none (no JSON body). */
  readonly answers: Readonly<Record<number, z.ZodMiniType | null>>;
}

export const HTTP_ROUTES = {
  "GET /healthz": { answers: { 200: healthAnswer } },
  "GET /readyz": { answers: { 200: readyAnswer, 503: readyAnswer } },
  "GET /metrics": { answers: { 200: null } },
  "GET /api/games": { answers: { 200: gamesAnswer } },
  "POST /api/tables": { body: createTableBody, answers: { 201: createTableAnswer } },
  "GET /api/tables": { answers: { 200: tableList } },
  "GET /api/tables/:id": { params: tableParams, answers: { 200: tableSummary } },
  "GET /api/tables/:id/log": { params: tableParams, answers: { 200: matchLog } },
  "GET /api/tables/:id/chat": { params: tableParams, answers: { 200: tableChat } },
  "GET /api/matches": { query: matchesQuery, answers: { 200: tableList } },
  "GET /api/matches/:id/analysis": {
    params: tableParams,
    answers: { 200: analysisReady, 202: analysisComputing },
  },
  "POST /api/matches/:id/play-from": {
    params: tableParams,
    body: playFromBody,
    answers: { 201: playFromAnswer },
  },
  "GET /api/lobby": { answers: { 200: lobbyAnswer } },
  "GET /api/me/games": { answers: { 200: myGames } },
  "GET /api/leaderboard/:game": { query: leaderboardQuery, answers: { 200: leaderboardAnswer } },
  "GET /api/practice/:game": { answers: { 200: personalBests } },
  "POST /api/players": { body: nameBody, answers: { 201: guestAnswer } },
  "GET /api/me": { answers: { 200: meAnswer, 204: null } },
  "PATCH /api/me": { body: nameBody, answers: { 200: meAnswer } },
  "POST /api/account": { body: accountBody, answers: { 201: meAnswer } },
  "POST /api/login": { body: loginBody, answers: { 200: meAnswer } },
  "POST /api/logout": { answers: { 204: null } },
  "GET /api/players/:id": { params: playerParams, answers: { 200: playerPage } },
  "POST /api/quickmatch": { body: quickMatchBody, answers: { 201: quickMatchAnswer } },
  "DELETE /api/quickmatch/:ticket": { answers: { 204: null } },
  "GET /api/quickmatch": { answers: { 200: zm.array(queueSummary) } },
} as const satisfies Readonly<Record<string, HttpRoute>>;

/** A route of the API: its method and path as the server declares it ("GET /api/tables/:id"). */
export type HttpRouteName = keyof typeof HTTP_ROUTES;
