/**
 * Solo practice's personal bests, as the server keeps them (`GET /api/practice/:game`, one best per
 * mode: the fastest complete game), and what the end screen says of them: the best of the mode just
 * played, and whether this table set it.
 */
import { personalBests, type PersonalBest } from "@parlor/protocol";
import { request } from "../../../api";

/** The game whose one-seat tables are practices (the server's practice/result.ts). */
export const PRACTICE_GAME = "set-classic";

/** One mode's best (the protocol's `personalBest`). */
export type { PersonalBest };

/** The session's player's bests in set-classic, by mode (an ApiError `no-session` without a player). */
export const practiceBests = (): Promise<PersonalBest[]> =>
  request(`/api/practice/${encodeURIComponent(PRACTICE_GAME)}`, personalBests);

/** What the end screen tells of the mode's best. */
export interface Standing {
  /** The mode's best now, if any. */
  readonly best: PersonalBest | null;
  /** This table's game is the best (it beat the one before, or it is the first). */
  readonly isNew: boolean;
  /** The best this game beat, when it was known before it ended; null for a first best. */
  readonly previous: PersonalBest | null;
}

/**
 * The standing of the game at `tableId` in `mode`, from the bests after it ended and (when asked
 * before it ended) the bests before: a best whose table is this one is new.
 */
export function standingOf(
  mode: string,
  tableId: string,
  after: readonly PersonalBest[],
  before: readonly PersonalBest[] | null,
): Standing {
  const best = after.find((b) => b.mode === mode) ?? null;
  const isNew = best?.tableId === tableId;
  const earlier = before?.find((b) => b.mode === mode) ?? null;
  return { best, isNew, previous: isNew && earlier?.tableId !== tableId ? earlier : null };
}

const MS_PER_S = 1000;
const S_PER_MIN = 60;
const TENTHS_PER_S = 10;

/** A practice's time as a stopwatch shows it: minutes, seconds and tenths ("1:07.3"). */
export function stopwatch(ms: number): string {
  const tenths = Math.floor(Math.max(0, ms) / (MS_PER_S / TENTHS_PER_S));
  const seconds = Math.floor(tenths / TENTHS_PER_S);
  const minutes = Math.floor(seconds / S_PER_MIN);
  return `${minutes}:${String(seconds % S_PER_MIN).padStart(2, "0")}.${tenths % TENTHS_PER_S}`;
}
