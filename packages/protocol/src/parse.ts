import type * as z from "zod/mini";
import { clientMessage, type ClientMessage } from "./client.js";
import { ProtocolErrors } from "./errors.js";
import { serverMessage, type ServerMessage } from "./server.js";
import type { RequestId } from "./common.js";
import { PROTOCOL_VERSION } from "./version.js";

/** Why a frame was refused: `bad-json` or `bad-message`, a sentence, and its request id when readable. */
export interface FrameError {
  readonly code: typeof ProtocolErrors.badJson | typeof ProtocolErrors.badMessage;
  readonly message: string;
  /** The frame's `id`, when it had a usable one (so that the refusal can carry it back). */
  readonly id?: RequestId;
}

/** A parsed frame or why it is not one. */
export type Parsed<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: FrameError };

function parseWith<T>(schema: z.ZodMiniType<T>, text: string): Parsed<T> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, error: { code: ProtocolErrors.badJson, message: "That frame is not JSON." } };
  }
  const parsed = schema.safeParse(json);
  if (parsed.success) return { ok: true, value: parsed.data };
  const issue = parsed.error.issues[0];
  const where = issue && issue.path.length > 0 ? ` (${issue.path.join(".")})` : "";
  const id = typeof json === "object" && json !== null ? (json as { id?: unknown }).id : undefined;
  return {
    ok: false,
    error: {
      code: ProtocolErrors.badMessage,
      message: `Not a message of protocol ${PROTOCOL_VERSION}${where}: ${issue?.message ?? "invalid"}.`,
      ...(typeof id === "string" || typeof id === "number" ? { id } : {}),
    },
  };
}

/** Reads a frame a client sent (the server's side). */
export function parseClientMessage(text: string): Parsed<ClientMessage> {
  return parseWith(clientMessage, text);
}

/** Reads a frame the server sent (a client's side): anything else is refused, never cast. */
export function parseServerMessage(text: string): Parsed<ServerMessage> {
  return parseWith(serverMessage, text);
}
