/**
 * Who plays whom in a quick-match queue: pure choices over the people waiting, tested on their own.
 */

/** One person waiting, as the choice sees them. */
export interface Waiting {
  /** The order they entered in (among those who entered at the same moment, the first is served first). */
  readonly order: number;
  /** When they entered the queue (ms, the queue's clock): the longest waiter is served first. */
  readonly since: number;
  /** Their skill in this game (OpenSkill's mu; a newcomer's is the model's first). */
  readonly skill: number;
}

/**
 * A table of `seats` people from `waiting`, or null when fewer wait: the longest waiter, then the
 * people nearest them in skill. Matching by skill only when there is a choice: with exactly `seats`
 * waiting, everyone plays.
 */
export function pickTable<W extends Waiting>(waiting: readonly W[], seats: number): W[] | null {
  if (waiting.length < seats) return null;
  const [first, ...others] = byAge(waiting);
  return first === undefined ? null : [first, ...nearest(first, others, seats - 1)];
}

/** Up to `count` of `others`, nearest `anchor` in skill (ties: who waited longer). */
export function nearest<W extends Waiting>(anchor: Waiting, others: readonly W[], count: number): W[] {
  return byAge(others)
    .map((w, age) => ({ w, age, distance: Math.abs(w.skill - anchor.skill) }))
    .sort((a, b) => a.distance - b.distance || a.age - b.age)
    .slice(0, Math.max(0, count))
    .map(({ w }) => w);
}

/** Longest waiter first (ties: who entered first). */
function byAge<W extends Waiting>(waiting: readonly W[]): W[] {
  return [...waiting].sort((a, b) => a.since - b.since || a.order - b.order);
}
