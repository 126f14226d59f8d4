import {
  MAX_REQUEST_ID_LENGTH,
  MAX_TABLE_ID_LENGTH,
  parseServerMessage,
  serverMessage,
  type ActionAck,
  type Parsed,
  type ServerMessage,
  type ServerMessageOf,
} from "@parlor/protocol";

/**
 * How a load-test client reads the server's frames, cheaply but never taking garbage for a message.
 *
 * Every action brings each of a table's sockets a `view` frame (with the action in words, its
 * `moves`, which the client does not read), and its sender an `ack`: five frames an action at four
 * seats, most of the load generator's work when each went through `JSON.parse` and the protocol's
 * zod schema. (A `move` frame of its own comes only to a connection that got no view of the change.)
 * So, of those three kinds:
 *
 * - one frame in `checkEvery` (counted over the run) is read exactly as before, with
 *   `parseServerMessage` (JSON and the whole schema);
 * - the others: a `view` or an `ack` is parsed as JSON and its fields are checked by hand against the
 *   schema (`viewMessage`, `ackMessage`: the same fields, types and bounds, no others); a `move` is
 *   not parsed, only checked to be one JSON object of that type (it starts as the server writes a
 *   move and ends with `}`), since nothing of it is read.
 *
 * A table's seats most often get views that differ only by their seat (at a SET table everything is
 * public): a `view` frame whose bytes are those of the last view of its table parsed, but for the
 * digits of its two seat fields (the frame's and the view's own, a top-level field of the view), is
 * that message with its seat put in, without parsing it again (`ViewTwins`).
 *
 * Every other frame (welcome, joined, table, error, …: a few a match) is read with the whole schema.
 * A frame that fails a cheap check is read with the whole schema too, so its error is the one the
 * schema gives (`bad-json`, `bad-message`). `checkEvery` 1 reads every frame with the schema.
 */
export class FrameReader {
  /** Frames of the cheap kinds seen: every `checkEvery`-th is read with the whole schema. */
  private seen = 0;
  /** The last view parsed of each table, for its other seats' views. */
  private readonly twins = new ViewTwins();
  /** Views read as another seat's twin (for tests and measurements). */
  twinsRead = 0;

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
    if (kind === "view" && !sampled) {
      const twin = this.twins.twinOf(data);
      if (twin !== null) {
        this.twinsRead++;
        return { ok: true, value: twin };
      }
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
    if (ok && kind === "view") this.twins.parsed(data, json as ServerMessageOf<"view">);
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

const VIEW_KEYS: ReadonlySet<string> = new Set([
  "type",
  "table",
  "seat",
  "seq",
  "status",
  "view",
  "moves",
  "ack",
]);
const MOVE_KEYS: ReadonlySet<string> = new Set(["seq", "seat", "at", "text"]);

/** A view's `moves` (`recentMove`s) checked by hand. */
function isMoves(value: unknown): boolean {
  if (!Array.isArray(value)) return false;
  for (const move of value as unknown[]) {
    if (!isRecord(move)) return false;
    const { seq, seat, at, text } = move;
    const ok =
      isCount(seq, 1) &&
      isCount(seat, 0) &&
      typeof at === "number" &&
      Number.isFinite(at) &&
      at >= 0 &&
      typeof text === "string" &&
      onlyKeys(move, MOVE_KEYS);
    if (!ok) return false;
  }
  return true;
}
const ACK_KEYS: ReadonlySet<string> = new Set(["type", "table", "id", "seq"]);
const ACTION_ACK_KEYS: ReadonlySet<string> = new Set(["id", "seq"]);

/** Whether `value` is a JSON object (not null, not an array). */
function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** An ack's own fields (`actionAck`'s): `id?` and `seq`, with no keys but `allowed`. */
function isAckFields(record: Record<string, unknown>, allowed: ReadonlySet<string>): boolean {
  return (
    (record.id === undefined || isRequestId(record.id)) && isCount(record.seq, 1) && onlyKeys(record, allowed)
  );
}

/** A view's `ack` (`actionAck`) checked by hand. */
export function isActionAck(value: unknown): value is ActionAck {
  return isRecord(value) && isAckFields(value, ACTION_ACK_KEYS);
}

/** `viewMessage` checked by hand: its view is the game's, any value but present, as in the schema. */
export function isViewMessage(frame: unknown): frame is ServerMessageOf<"view"> {
  if (!isRecord(frame)) return false;
  return (
    frame.type === "view" &&
    isTableId(frame.table) &&
    (frame.seat === null || isCount(frame.seat, 0)) &&
    isCount(frame.seq, 0) &&
    TABLE_STATUSES.has(frame.status) &&
    Object.hasOwn(frame, "view") &&
    (frame.moves === undefined || isMoves(frame.moves)) &&
    (frame.ack === undefined || isActionAck(frame.ack)) &&
    onlyKeys(frame, VIEW_KEYS)
  );
}

/** `ackMessage` checked by hand: its type and table, and an ack's fields. */
export function isAckMessage(json: unknown): json is ServerMessageOf<"ack"> {
  return isRecord(json) && json.type === "ack" && isTableId(json.table) && isAckFields(json, ACK_KEYS);
}

/** The bytes of `"seat":`. */
const SEAT_KEY = Buffer.from('"seat":');
/** Where a view frame's table id starts: after `{"type":"view","table":"`. */
const TABLE_AT = Buffer.byteLength('{"type":"view","table":"');
const QUOTE = '"'.charCodeAt(0);
const ZERO = "0".charCodeAt(0);
/** Tables whose last view is kept at most (a run has fewer; past this the oldest are let go). */
const TWINS_KEPT = 8192;

/** A view frame parsed (without its ack), with where its two seat fields' digits stand. */
interface ParsedView {
  readonly data: Buffer;
  /** The frame's length without its ack: its bytes up to its closing brace or its `,"ack":`. */
  readonly head: number;
  readonly message: ServerMessageOf<"view">;
  readonly view: Record<string, unknown>;
  /** The frame's seat digits [start, end), then the view's. */
  readonly seats: readonly [number, number, number, number];
}

/**
 * The last view frame parsed of each table, and the frames that are its twins: the same bytes but
 * for the digits of the two seat fields (the frame's, and the view's own `seat`, checked to be a
 * top-level field of the view), and for an `ack` (protocol 2: the sender's frame ends with its
 * action's ack, `,"ack":{…}}`, which is parsed and checked on its own). A twin is the parsed message
 * with its seat (and ack) put in; its view's other fields are the very objects of the parsed one
 * (nobody changes a view).
 */
export class ViewTwins {
  private readonly last = new Map<string, ParsedView>();

  /** Keeps a view frame just parsed and checked, when its seats stand where twins can be told. */
  parsed(data: Buffer, message: ServerMessageOf<"view">): void {
    const view = message.view;
    if (typeof message.seat !== "number" || !isRecord(view)) return;
    const { seat } = message;
    if ((view as { seat?: unknown }).seat !== seat) return;
    const { ack, ...withoutAck } = message;
    const head = ack === undefined ? data.length - 1 : headBefore(data, ack);
    if (head === null) return;
    const frameSeat = seatDigits(data, data.indexOf(SEAT_KEY));
    if (frameSeat === null) return;
    const viewAt = data.indexOf('"view":{', frameSeat[1]);
    const viewSeat = viewAt < 0 ? null : seatDigits(data, data.indexOf(SEAT_KEY, viewAt + 8));
    if (viewSeat === null || viewSeat[1] > head || !topLevel(data, viewAt + 8, viewSeat[0] - SEAT_KEY.length))
      return;
    if (this.last.size >= TWINS_KEPT) this.last.clear();
    this.last.set(message.table, {
      data,
      head,
      message: withoutAck,
      view,
      seats: [frameSeat[0], frameSeat[1], viewSeat[0], viewSeat[1]],
    });
  }

  /** The message `data` is, when it is the twin of its table's last view parsed; else null. */
  twinOf(data: Buffer): ServerMessageOf<"view"> | null {
    const end = data.indexOf(QUOTE, TABLE_AT);
    if (end < 0) return null;
    const known = this.last.get(data.toString("latin1", TABLE_AT, end));
    if (known === undefined) return null;
    const { head } = known;
    // After the head: the closing brace, or an ack and the closing brace.
    let ack: ActionAck | undefined;
    if (data.length !== head + 1) {
      ack = ackAfter(data, head);
      if (ack === undefined) return null;
    } else if (data[head] !== CLOSE_BRACE) return null;
    const [a, b, c, d] = known.seats;
    const seat = digitsAt(data, a, b);
    if (seat === null || digitsAt(data, c, d) !== seat) return null;
    const same =
      known.data.compare(data, 0, a, 0, a) === 0 &&
      known.data.compare(data, b, c, b, c) === 0 &&
      known.data.compare(data, d, head, d, head) === 0;
    if (!same) return null;
    const twin = { ...known.message, seat, view: { ...known.view, seat } };
    return ack === undefined ? twin : { ...twin, ack };
  }
}

/** The bytes of `,"ack":` (the field the server writes last in the sender's view frame). */
const ACK_FIELD = Buffer.from(',"ack":');

/**
 * Where a frame that ends with `ack` (as the server writes it: `,"ack":<its JSON>}`) has its ack's
 * field start; null when it does not end so.
 */
function headBefore(data: Buffer, ack: ActionAck): number | null {
  const tail = Buffer.from(`,"ack":${JSON.stringify(ack)}}`);
  const head = data.length - tail.length;
  return head > 0 && data.compare(tail, 0, tail.length, head) === 0 ? head : null;
}

/** The ack after `head` when the frame ends there with `,"ack":{…}}`, checked; else undefined. */
function ackAfter(data: Buffer, head: number): ActionAck | undefined {
  if (data.length <= head + ACK_FIELD.length + 1 || data[data.length - 1] !== CLOSE_BRACE) return undefined;
  if (data.compare(ACK_FIELD, 0, ACK_FIELD.length, head, head + ACK_FIELD.length) !== 0) return undefined;
  let ack: unknown;
  try {
    ack = JSON.parse(data.toString("utf8", head + ACK_FIELD.length, data.length - 1));
  } catch {
    return undefined;
  }
  return isActionAck(ack) ? ack : undefined;
}

/** The digits of a seat after `"seat":` at `at` (whole, not 0-led unless 0): [start, end), or null. */
function seatDigits(data: Buffer, at: number): readonly [number, number] | null {
  if (at < 0) return null;
  const start = at + SEAT_KEY.length;
  let end = start;
  while (end < data.length && (data[end] as number) - ZERO >= 0 && (data[end] as number) - ZERO <= 9) end++;
  return end > start && (end === start + 1 || data[start] !== ZERO) ? [start, end] : null;
}

/** The number `data` holds in [start, end), when it is all digits (not 0-led unless 0). */
function digitsAt(data: Buffer, start: number, end: number): number | null {
  let n = 0;
  for (let i = start; i < end; i++) {
    const digit = (data[i] as number) - ZERO;
    if (digit < 0 || digit > 9 || (digit === 0 && i === start && end > start + 1)) return null;
    n = n * 10 + digit;
  }
  return n;
}

/** Whether [from, to) of a JSON text opens no object or array outside its strings (depth stays 1). */
function topLevel(data: Buffer, from: number, to: number): boolean {
  let inString = false;
  for (let i = from; i < to; i++) {
    const byte = data[i] as number;
    if (inString) {
      if (byte === BACKSLASH) i++;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) inString = true;
    else if (byte === OPEN_BRACE || byte === OPEN_BRACKET) return false;
  }
  return !inString;
}

const BACKSLASH = "\\".charCodeAt(0);
const OPEN_BRACE = "{".charCodeAt(0);
const OPEN_BRACKET = "[".charCodeAt(0);
