import {
  MAX_REQUEST_ID_LENGTH,
  MAX_TABLE_ID_LENGTH,
  parseServerMessage,
  serverMessage,
  type Parsed,
  type ServerMessage,
  type ServerMessageOf,
} from "@parlor/protocol";

/**
 * How a load-test client reads the server's frames, cheaply but never taking garbage for a message.
 *
 * Every action brings each of a table's sockets a `move` frame (the action in words, which the client
 * does not read) and a `view` frame, and its sender an `ack`: nine frames an action at four seats,
 * most of the load generator's work when each went through `JSON.parse` and the protocol's zod schema.
 * So, of those three kinds:
 *
 * - one frame in `checkEvery` (counted over the run) is read exactly as before, with
 *   `parseServerMessage` (JSON and the whole schema);
 * - the others: a `view` or an `ack` is parsed as JSON and its fields are checked by hand against the
 *   schema (`viewMessage`, `ackMessage`: the same fields, types and bounds, no others); a `move` is
 *   not parsed, only checked to be one JSON object of that type (it starts as the server writes a
 *   move and ends with `}`), since nothing of it is read.
 *
 * Every other frame (welcome, joined, table, error, …: a few a match) is read with the whole schema.
 * A frame that fails a cheap check is read with the whole schema too, so its error is the one the
 * schema gives (`bad-json`, `bad-message`). `checkEvery` 1 reads every frame with the schema.
 */
export class FrameReader {
  /** Frames of the cheap kinds seen: every `checkEvery`-th is read with the whole schema. */
  private seen = 0;

  constructor(private readonly checkEvery: number) {}

  /**
   * The frame read: a message, why it is not one, or null for a `move` that passed its check (nothing
   * of it is read).
   */
  read(data: Buffer): Parsed<ServerMessage> | null {
    const kind = cheapKind(data);
    if (kind === null) return parseServerMessage(data.toString());
    const sampled = ++this.seen % this.checkEvery === 0;
    if (kind === "move" && !sampled) {
      return data[data.length - 1] === CLOSE_BRACE ? null : parseServerMessage(data.toString());
    }
    const text = data.toString();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return parseServerMessage(text);
    }
    if (sampled) {
      // The schema on the JSON already parsed; a refusal is read again for the schema's own error.
      const checked = serverMessage.safeParse(json);
      return checked.success ? { ok: true, value: checked.data } : parseServerMessage(text);
    }
    const ok = kind === "view" ? isViewMessage(json) : isAckMessage(json);
    return ok ? { ok: true, value: json as ServerMessage } : parseServerMessage(text);
  }
}

type CheapKind = "move" | "view" | "ack";

const CLOSE_BRACE = "}".charCodeAt(0);

/** How the server starts each cheap kind's frame (JSON.stringify of an object built type first). */
const PREFIXES: readonly (readonly [CheapKind, Buffer])[] = (["move", "view", "ack"] as const).map((kind) => [
  kind,
  Buffer.from(`{"type":"${kind}",`),
]);

/** The cheap kind a frame starts as, or null (read it with the whole schema). */
export function cheapKind(data: Buffer): CheapKind | null {
  for (const [kind, prefix] of PREFIXES) if (startsWith(data, prefix)) return kind;
  return null;
}

function startsWith(data: Buffer, prefix: Buffer): boolean {
  if (data.length < prefix.length) return false;
  for (let i = 0; i < prefix.length; i++) if (data[i] !== prefix[i]) return false;
  return true;
}

const TABLE_STATUSES: ReadonlySet<unknown> = new Set(["waiting", "playing", "finished"]);

function isTableId(value: unknown): boolean {
  return typeof value === "string" && value.length >= 1 && value.length <= MAX_TABLE_ID_LENGTH;
}

function isCount(value: unknown, least: number): boolean {
  return Number.isSafeInteger(value) && (value as number) >= least;
}

/** `requestId`: a string of at most MAX_REQUEST_ID_LENGTH characters, or a whole number. */
function isRequestId(value: unknown): boolean {
  return typeof value === "string" ? value.length <= MAX_REQUEST_ID_LENGTH : Number.isSafeInteger(value);
}

/** Whether `record` has no own keys but `allowed` (a strict object). */
function onlyKeys(record: object, allowed: ReadonlySet<string>): boolean {
  for (const key in record) if (!allowed.has(key)) return false;
  return true;
}

const VIEW_KEYS: ReadonlySet<string> = new Set(["type", "table", "seat", "seq", "status", "view"]);
const ACK_KEYS: ReadonlySet<string> = new Set(["type", "id", "table", "seq"]);

/** `viewMessage` checked by hand: its view is the game's, any value but present, as in the schema. */
export function isViewMessage(json: unknown): json is ServerMessageOf<"view"> {
  if (typeof json !== "object" || json === null || Array.isArray(json)) return false;
  const frame = json as Record<string, unknown>;
  return (
    frame.type === "view" &&
    isTableId(frame.table) &&
    (frame.seat === null || isCount(frame.seat, 0)) &&
    isCount(frame.seq, 0) &&
    TABLE_STATUSES.has(frame.status) &&
    Object.hasOwn(frame, "view") &&
    onlyKeys(frame, VIEW_KEYS)
  );
}

/** `ackMessage` checked by hand. */
export function isAckMessage(json: unknown): json is ServerMessageOf<"ack"> {
  if (typeof json !== "object" || json === null || Array.isArray(json)) return false;
  const frame = json as Record<string, unknown>;
  return (
    frame.type === "ack" &&
    (frame.id === undefined || isRequestId(frame.id)) &&
    isTableId(frame.table) &&
    isCount(frame.seq, 1) &&
    onlyKeys(frame, ACK_KEYS)
  );
}
