/**
 * The usual body of `advance`: while the next deadline is due, process it at its own time. `step`
 * must make progress (move or clear the deadline it handles), which every game's step does.
 */
export function advanceDeadlines<S>(
  state: S,
  at: number,
  nextDeadline: (s: S) => number | null,
  step: (s: S, deadline: number) => S,
): S {
  let s = state;
  for (let d = nextDeadline(s); d !== null && d <= at; d = nextDeadline(s)) s = step(s, d);
  return s;
}
