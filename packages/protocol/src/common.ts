import * as z from "zod/mini";

/** Longest request id a client may send (characters). */
export const MAX_REQUEST_ID_LENGTH = 64;
/** Longest table id. */
export const MAX_TABLE_ID_LENGTH = 64;

/** The most seats a table may have (no game of the catalogue seats more). */
export const MAX_TABLE_SEATS = 16;

/** A request's id: echoed in its answer. */
export const requestId = z.union([
  z.string().check(z.maxLength(MAX_REQUEST_ID_LENGTH)),
  z.number().check(z.int()),
]);
export type RequestId = z.output<typeof requestId>;

/** A table's id. */
export const tableId = z.string().check(z.minLength(1), z.maxLength(MAX_TABLE_ID_LENGTH));

/** A seat: its number at the table, from 0. */
export const seat = z.number().check(z.int(), z.minimum(0));

/** A table's status. */
export const tableStatus = z.enum(["waiting", "playing", "finished"]);
export type TableStatus = z.output<typeof tableStatus>;

/** Makes a type readonly all the way down (what a sender may hand in: the engine's readonly data). */
export type DeepReadonly<T> = T extends (infer U)[]
  ? readonly DeepReadonly<U>[]
  : T extends object
    ? { readonly [K in keyof T]: DeepReadonly<T[K]> }
    : T;
