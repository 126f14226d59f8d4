/**
 * The list of matches a page shows, a page of `GET /api/matches` at a time: the older pages appended
 * as asked for ("Older matches"), the first page asked for again now and then to put newly finished
 * matches on top without losing the older pages already shown.
 */
import type { MatchPage, TableSummary } from "../api";

/** The matches shown, the latest first, and where the older ones start (null: there are none). */
export interface MatchList {
  readonly matches: readonly TableSummary[];
  readonly next: string | null;
}

/**
 * The server's order: the most recently finished first, then by id, descending (ids are ASCII, so
 * code units order them as the server's bytes do). Negative when `a` comes first.
 */
export function listOrder(a: TableSummary, b: TableSummary): number {
  const finished = (b.finishedAt ?? 0) - (a.finishedAt ?? 0);
  if (finished !== 0) return finished;
  return a.id === b.id ? 0 : a.id > b.id ? -1 : 1;
}

/**
 * The list after its first page was asked for again: the fresh page, then the older matches shown
 * below it. When more matches finished meanwhile than a page holds (the fresh page ends before the
 * first one shown), the matches between are unknown: the fresh page alone, from which "Older
 * matches" goes on.
 */
export function withFresh(shown: MatchList | null, fresh: MatchPage): MatchList {
  const oldestFresh = fresh.matches.at(-1);
  const newestShown = shown?.matches[0];
  // Everything there is fits the fresh page, or it does not reach what was shown.
  if (!shown || !oldestFresh || !newestShown || fresh.next === null) return fresh;
  if (listOrder(oldestFresh, newestShown) < 0) return fresh;
  const older = shown.matches.filter((m) => listOrder(oldestFresh, m) < 0);
  return { matches: [...fresh.matches, ...older], next: shown.next };
}

/** The list with the next older page below it. */
export function withOlder(shown: MatchList, older: MatchPage): MatchList {
  const ids = new Set(shown.matches.map((m) => m.id));
  return { matches: [...shown.matches, ...older.matches.filter((m) => !ids.has(m.id))], next: older.next };
}
