import type { Outcome } from "@parlor/engine";
import { z } from "zod";

/**
 * The WebSocket protocol (documented in docs/protocol.md). Every frame is one JSON object with a
 * `type`. Clients may add an `id` (string or number) to a request; the answer carries it back.
 */
export const PROTOCOL_VERSION = 1;

const requestId = z.union([z.string().max(64), z.number().int()]).optional();
const tableId = z.string().min(1).max(64);

export const clientMessage = z.discriminatedUnion("type", [
  z.strictObject({
    type: z.literal("join"),
    id: requestId,
    table: tableId,
    /** Seat tokens: one per seat to take (several for players sharing a keyboard); none to watch. */
    tokens: z.array(z.string().min(1).max(128)).max(16).optional(),
  }),
  z.strictObject({ type: z.literal("leave"), id: requestId, table: tableId }),
  z.strictObject({
    type: z.literal("action"),
    id: requestId,
    table: tableId,
    seat: z.int().min(0).max(63),
    action: z.unknown(),
  }),
  z.strictObject({ type: z.literal("ping"), id: requestId }),
]);

export type ClientMessage = z.infer<typeof clientMessage>;

export type RequestId = string | number | undefined;

export interface SeatSummary {
  readonly bot?: string;
  readonly human?: true;
  readonly joined: boolean;
}

export type ServerMessage =
  | { readonly type: "welcome"; readonly protocol: number }
  | {
      readonly type: "joined";
      readonly id?: RequestId;
      readonly table: string;
      readonly game: string;
      readonly seats: readonly number[];
      readonly status: string;
    }
  | { readonly type: "left"; readonly id?: RequestId; readonly table: string }
  | {
      readonly type: "view";
      readonly table: string;
      readonly seat: number | null;
      readonly seq: number;
      readonly status: string;
      readonly view: unknown;
    }
  | {
      readonly type: "table";
      readonly table: string;
      readonly status: string;
      readonly seats: readonly SeatSummary[];
      readonly outcome: Outcome | null;
    }
  | { readonly type: "ack"; readonly id?: RequestId; readonly table: string; readonly seq: number }
  | { readonly type: "error"; readonly id?: RequestId; readonly code: string; readonly message: string }
  | { readonly type: "pong"; readonly id?: RequestId };

/** Error codes of the protocol itself (game rule errors carry the engine's codes). */
export const ProtocolErrors = {
  badJson: "bad-json",
  badMessage: "bad-message",
  rateLimited: "rate-limited",
  noTable: "no-table",
  badToken: "bad-token",
  notYourSeat: "not-your-seat",
  notJoined: "not-joined",
  notStarted: "not-started",
  finished: "game-over",
  /** The server could not store a change (its database failed): nothing of it was played. */
  serverError: "server-error",
} as const;
