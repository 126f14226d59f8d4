/**
 * The list of played matches, `GET /api/matches?game=&player=&before=&limit=` (docs/protocol.md):
 * the most recently finished first, those finished in the same millisecond by table id, descending
 * (byte order). A page goes on from where the last one ended: `before` is the last match's cursor.
 */

/** How many matches a page has unless `limit` says otherwise. */
export const MATCHES_PAGE = 50;
/** The most `limit` may ask for. */
export const MAX_MATCHES_PAGE = 200;

/** Where a list goes on from: after this match (or, without an id, after every match of that millisecond). */
export interface MatchCursor {
  readonly finishedAt: number;
  readonly id?: string;
}

/** The largest time a cursor may carry (ms; beyond any date a match finishes on). */
const MAX_CURSOR_TIME = Number.MAX_SAFE_INTEGER;

/** A cursor's text: `<finishedAt>.<id>` (table ids have no dot), or `<finishedAt>` alone. */
const CURSOR = /^(\d{1,16})(?:\.(.{1,64}))?$/s;

/** The `before` that asks for the matches after this one (a finished match: its `finishedAt` and `id`). */
export function matchCursor(match: { readonly finishedAt: number | null; readonly id: string }): string {
  return `${match.finishedAt ?? 0}.${match.id}`;
}

/** A `before` as the server reads it; null when it is not one. */
export function parseMatchCursor(text: string): MatchCursor | null {
  const found = CURSOR.exec(text);
  if (!found) return null;
  const finishedAt = Number(found[1]);
  if (finishedAt > MAX_CURSOR_TIME) return null;
  return found[2] === undefined ? { finishedAt } : { finishedAt, id: found[2] };
}
