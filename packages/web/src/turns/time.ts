/**
 * The time left at a turn-based table in words: a move's time ("23 h 10 min left"), a time bank
 * ("2 d 5 h"), told in the two largest units that matter, down to the second in the last minutes, in
 * the page's language (`lifecycle:time.*`: "2 j 5 h" in French).
 */
import i18next from "i18next";

const SECOND_MS = 1_000;
const MINUTE_S = 60;
const HOUR_S = 60 * MINUTE_S;
const DAY_S = 24 * HOUR_S;
/** Milliseconds in an hour, for what is given in hours (a table's time bank). */
export const HOUR_MS = HOUR_S * SECOND_MS;
/** Hours in a day, for a bank said in days too. */
export const HOURS_A_DAY = DAY_S / HOUR_S;

/** One unit of a time in words: its length in seconds and its words' key (`{{n}}` of it). */
const UNITS = [
  { seconds: DAY_S, key: "lifecycle:time.days" },
  { seconds: HOUR_S, key: "lifecycle:time.hours" },
  { seconds: MINUTE_S, key: "lifecycle:time.minutes" },
  { seconds: 1, key: "lifecycle:time.seconds" },
] as const;

/**
 * `ms` in words, largest unit first, at most two of them ("3 d 4 h", "23 h 10 min", "4 min 30 s",
 * "45 s"), a second unit of nothing left out ("3 d", not "3 d 0 h"). Counted in whole seconds rounded
 * up, as a countdown is: the last second says "1 s" until it has run out; none left, "0 s".
 */
export function timeLeft(ms: number, lng?: string): string {
  let left = Math.max(0, Math.ceil(ms / SECOND_MS));
  const largest = UNITS.findIndex((unit) => left >= unit.seconds);
  const shown = largest < 0 ? UNITS.slice(-1) : UNITS.slice(largest, largest + 2);
  const parts: string[] = [];
  for (const unit of shown) {
    const n = Math.floor(left / unit.seconds);
    left -= n * unit.seconds;
    if (n > 0 || parts.length === 0) parts.push(i18next.t(unit.key, { n, ...(lng ? { lng } : {}) }));
  }
  return parts.join(" ");
}

/**
 * A bank of `left` (the move at hand not counted) at `now`, while a move due at `deadline` (null: none
 * under way) takes from it since it began (`moveMs` before its deadline, or the bank's length if less).
 */
export function bankAt(left: number, deadline: number | null, moveMs: number, now: number): number {
  if (deadline === null) return left;
  const began = deadline - Math.min(moveMs, left);
  return left - Math.min(Math.max(0, now - began), deadline - began);
}
