/**
 * The view frames of one change, one per seat, written as `JSON.stringify` writes them but without
 * writing the same view over and over. The seats' views of one state are most often the same but for
 * their `seat` (everything at a SET table is public): such views are written once, with a marker in
 * place of the seat, and each seat's frame is that text with its seat put in. Writing views was the
 * largest part of a move's cost on the event loop under load after the socket writes (issue 17).
 */

/** What stands for the seat in a written view: a string no view holds (checked: it must occur once). */
const SEAT_MARK = "\u0000parlor:seat\u0000";
const SEAT_MARK_JSON = JSON.stringify(SEAT_MARK);

/** The fields of a view frame but the view itself, in the frame's order. */
export interface ViewFrameHead {
  readonly table: string;
  readonly seq: number;
  readonly status: string;
  /** A turn-based table's turn (the same in every seat's frame), written after the view. */
  readonly turn?: unknown;
}

/**
 * Writes the view frames of one change: `frame(seat, view)` is `JSON.stringify({ type: "view", table,
 * seat, seq, status, view })`. A view that differs from the first one written only in its `seat` field
 * (every other field the same value, objects the same objects) reuses the first one's text.
 */
export class ViewFrameWriter {
  /** The first seat view written: its fields' names, and its text around its seat (null: no mark). */
  private first: {
    readonly view: Record<string, unknown>;
    readonly keys: readonly string[];
    readonly parts: readonly [string, string] | null;
  } | null = null;
  private readonly head: readonly [string, string];
  /** How many frames reused the first view's text (for tests and measurements). */
  reused = 0;

  /** What follows the view: the turn, when there is one, and the frame's end. */
  private readonly tail: string;

  constructor(private readonly fields: ViewFrameHead) {
    const { table, seq, status, turn } = fields;
    this.head = [
      `{"type":"view","table":${JSON.stringify(table)},"seat":`,
      `,"seq":${JSON.stringify(seq)},"status":${JSON.stringify(status)},"view":`,
    ];
    this.tail = turn === undefined ? "}" : `,"turn":${JSON.stringify(turn)}}`;
  }

  frame(seat: number | null, view: unknown): string {
    if (view === undefined) {
      const { table, seq, status, turn } = this.fields;
      return JSON.stringify({ type: "view", table, seat, seq, status, view, turn });
    }
    return `${this.head[0]}${JSON.stringify(seat)}${this.head[1]}${this.viewText(seat, view)}${this.tail}`;
  }

  private viewText(seat: number | null, view: unknown): string {
    if (!isSeatView(view, seat)) return JSON.stringify(view);
    const first = this.first;
    if (first === null) {
      const parts = splitAtMark(JSON.stringify({ ...view, seat: SEAT_MARK }));
      this.first = { view, keys: Object.keys(view), parts };
      return parts === null ? JSON.stringify(view) : parts[0] + JSON.stringify(seat) + parts[1];
    }
    if (first.parts === null || !sameButSeat(first.view, first.keys, view)) return JSON.stringify(view);
    this.reused++;
    return first.parts[0] + JSON.stringify(seat) + first.parts[1];
  }
}

/** A plain object whose own `seat` field is the seat it was made for. */
function isSeatView(view: unknown, seat: number | null): view is Record<string, unknown> {
  return (
    typeof view === "object" &&
    view !== null &&
    !Array.isArray(view) &&
    Object.getPrototypeOf(view) === Object.prototype &&
    (view as { seat?: unknown }).seat === seat
  );
}

/** The text around the mark, when it stands in it exactly once. */
function splitAtMark(text: string): readonly [string, string] | null {
  const at = text.indexOf(SEAT_MARK_JSON);
  if (at < 0 || text.indexOf(SEAT_MARK_JSON, at + 1) >= 0) return null;
  return [text.slice(0, at), text.slice(at + SEAT_MARK_JSON.length)];
}

/**
 * The same fields in the same order with the same values (objects: the very same), `seat` aside:
 * `keys` are `a`'s, read once for the change's views.
 */
function sameButSeat(
  a: Record<string, unknown>,
  keys: readonly string[],
  b: Record<string, unknown>,
): boolean {
  const others = Object.keys(b);
  if (keys.length !== others.length) return false;
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i] as string;
    if (others[i] !== key) return false;
    if (key !== "seat" && !Object.is(a[key], b[key])) return false;
  }
  return true;
}

/** A frame's text (one JSON object) with one more field, last: `value` is that field's JSON. */
export function withField(frame: string, key: string, value: string): string {
  return `${frame.slice(0, -1)},"${key}":${value}}`;
}
