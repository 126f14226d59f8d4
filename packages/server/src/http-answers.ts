/**
 * The HTTP routes' answers as TypeScript types, from @parlor/protocol's schemas (`HTTP_ROUTES`): a
 * route declared `app.get<Answers<"GET /api/tables/:id">>(…)` may answer only what its schemas say
 * (each status its own; every 4xx and 5xx an `ApiErrorBody`), so that a change to a schema or to what
 * a route sends shows as a type error.
 */
import type { ApiErrorBody, DeepReadonly, HTTP_ROUTES, HttpRouteName } from "@parlor/protocol";
import type * as z from "zod/mini";

/**
 * A JSON text already serialized (an analysis stored as JSON is sent as it is, not parsed again),
 * typed by the value it holds.
 */
export type Serialized<T> = string & { readonly [serializedOf]: T };
declare const serializedOf: unique symbol;

/** Text the caller built as the JSON of a `T` (the one place a text is taken for one). */
export function serialized<T>(text: string): Serialized<T> {
  return text as Serialized<T>;
}

/** What a status's schema describes, as the server builds it (from readonly data), or its JSON text. */
type AnswerOf<S> = S extends z.ZodMiniType
  ? DeepReadonly<z.output<S>> | Serialized<DeepReadonly<z.output<S>>>
  : undefined;

type RouteAnswers<R extends HttpRouteName> = (typeof HTTP_ROUTES)[R]["answers"];

/** Fastify's route generic of route `R`: its answers by status, and the error body for the rest. */
export interface Answers<R extends HttpRouteName> {
  Reply: { [S in keyof RouteAnswers<R>]: AnswerOf<RouteAnswers<R>[S]> } & {
    "4xx": ApiErrorBody;
    "5xx": ApiErrorBody;
  };
}
