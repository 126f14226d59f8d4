/**
 * Recent events, for games whose views show what just happened as a list rather than only the latest
 * thing (two things often happen in the same instant: a set and the reshuffle it triggers, a missed
 * super round and the payments it costs). Each event is numbered from 1 in the order it happened;
 * the state keeps only the newest few, oldest first, so its size stays bounded.
 */

/** An event before it is numbered. */
export type Unnumbered<E> = E extends unknown ? Omit<E, "n"> : never;

/**
 * Appends `event`, numbered one after the newest, and keeps the newest `keep` events (oldest first).
 * Numbers go on growing when old events are dropped, so `n` tells a new event from one already shown.
 */
export function recordEvent<E extends { readonly n: number }>(
  events: readonly E[],
  event: Unnumbered<E>,
  keep: number,
): E[] {
  const n = (events[events.length - 1]?.n ?? 0) + 1;
  // The newest keep - 1 events, then this one (a slice and a push: cheaper than spreading the list).
  const next = events.slice(Math.max(0, events.length + 1 - keep));
  // Object.assign, not a spread: V8 spreads objects of changing shapes slowly (about 0.5 µs each).
  const numbered = Object.assign({}, event) as unknown as { n: number };
  numbered.n = n;
  next.push(numbered as unknown as E);
  return next;
}

/** The events of `after` recorded since `before` (by number): what one action or deadline did, in order. */
export function eventsSince<E extends { readonly n: number }>(
  before: readonly E[],
  after: readonly E[],
): E[] {
  const seen = before[before.length - 1]?.n ?? 0;
  return after.filter((event) => event.n > seen);
}

/**
 * `toView` made once per event: events are immutable and shared by every later state, and a view is
 * asked for after every change (each bot's, each seat's), so the events' views are cached by identity.
 * `toView` must depend on the event alone.
 */
export function eachEventOnce<E extends object, V>(toView: (event: E) => V): (event: E) => V {
  const views = new WeakMap<E, V>();
  return (event) => {
    let view = views.get(event);
    if (view === undefined) {
      view = toView(event);
      views.set(event, view);
    }
    return view;
  };
}
