/**
 * The HTTP API's shapes that every area shares (docs/protocol.md#http-api): the one error body, the
 * probes' answers, and a table's id in a path.
 */
import * as z from "zod/mini";
import { tableId } from "../common.js";

/** Every refusal of the HTTP API: a stable `code` and a sentence for people. */
export const apiErrorBody = z.strictObject({
  error: z.strictObject({ code: z.string().check(z.minLength(1)), message: z.string() }),
});
export type ApiErrorBody = z.output<typeof apiErrorBody>;

/** `GET /healthz`. */
export const healthAnswer = z.strictObject({ ok: z.literal(true) });
export type HealthAnswer = z.output<typeof healthAnswer>;

/**
 * `GET /readyz`: 200 `{ ready: true }`; 503 `{ ready: false }`, with `store: "unreachable"` while the
 * database does not answer.
 */
export const readyAnswer = z.strictObject({
  ready: z.boolean(),
  store: z.optional(z.literal("unreachable")),
});
export type ReadyAnswer = z.output<typeof readyAnswer>;

/** `/api/tables/:id…` and `/api/matches/:id…`: the table's id. */
export const tableParams = z.strictObject({ id: tableId });
export type TableParams = z.output<typeof tableParams>;

/** Longest player id a request may name (`/api/players/:id`, `?player=`). */
export const MAX_PLAYER_ID_LENGTH = 64;
