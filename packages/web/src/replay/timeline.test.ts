import * as engine from "@parlor/engine";
import type { PcState } from "@parlor/engine/set";
import { replay, type MatchLog } from "@parlor/engine";
import { describe, expect, it } from "vitest";
import { MATCHES } from "./testing.js";
import {
  actionCount,
  actionTime,
  atAction,
  atEnd,
  atStart,
  atTime,
  buildTimeline,
  isAtEnd,
  next,
  outcomeAt,
  previous,
  stateAt,
  stateBefore,
  type Position,
  type Timeline,
} from "./timeline.js";

/** Every position from the deal to the end, one `next` at a time. */
function walk(timeline: Timeline, from: Position, step: (t: Timeline, p: Position) => Position): Position[] {
  const seen = [from];
  for (let guard = 0; guard <= actionCount(timeline) + 1; guard++) {
    const after = step(timeline, seen[seen.length - 1] as Position);
    const before = seen[seen.length - 1] as Position;
    if (after.index === before.index && after.time === before.time) break;
    seen.push(after);
  }
  return seen;
}

describe.each(Object.keys(MATCHES))("the timeline of a %s match", (game) => {
  const log = MATCHES[game]!();
  const timeline = buildTimeline(engine, log);

  it("ends in the replayed final state, with its outcome", () => {
    expect(actionCount(timeline)).toBeGreaterThan(0);
    expect(timeline.end).toBe(log.until);
    const final = replay(log);
    expect(stateAt(timeline, atEnd(timeline))).toEqual(final.state);
    expect(outcomeAt(timeline, atEnd(timeline))).toEqual(final.outcome);
    expect(final.outcome).not.toBeNull();
  });

  it("holds, after each action, the state the engine's replay gives", () => {
    for (let k = 0; k < actionCount(timeline); k++) {
      expect(stateAt(timeline, atAction(timeline, k))).toEqual(replay(log, k).state);
    }
    expect(outcomeAt(timeline, atStart(timeline))).toBeNull();
  });

  it("steps forward through every action to the end, and back to the deal", () => {
    const forward = walk(timeline, atStart(timeline), next);
    const indices = forward.map((p) => p.index);
    expect(indices.slice(0, actionCount(timeline) + 1)).toEqual(
      Array.from({ length: actionCount(timeline) + 1 }, (_, k) => k),
    );
    const last = forward[forward.length - 1] as Position;
    expect(isAtEnd(timeline, last)).toBe(true);
    expect(last).toEqual(atEnd(timeline));
    const backward = walk(timeline, last, previous);
    expect(backward[backward.length - 1]).toEqual(atStart(timeline));
    // Each step back lands on an action's moment, one fewer each time (after leaving the end).
    const landed = backward.slice(1).map((p) => p.index);
    expect(landed).toEqual([...landed].sort((a, b) => b - a));
    for (const p of backward) expect(p.time).toBeGreaterThanOrEqual(actionTime(timeline, p.index));
  });

  it("puts every action played by a time before that time, and none after", () => {
    for (let k = 1; k <= actionCount(timeline); k++) {
      const at = actionTime(timeline, k);
      const position = atTime(timeline, at);
      expect(position.index).toBeGreaterThanOrEqual(k);
      expect(actionTime(timeline, position.index)).toBe(at);
      if (at > 0) expect(atTime(timeline, at - 1).index).toBeLessThan(k);
    }
  });

  it("shows each action's before and after", () => {
    for (let k = 1; k <= actionCount(timeline); k++) {
      const entry = log.actions[k - 1]!;
      const result = engine.act(
        timeline.game,
        stateBefore(timeline, k),
        log.seats.length,
        entry.seat,
        entry.action,
        entry.at,
      );
      expect(result.ok && result.value.state).toEqual(timeline.states[k]);
    }
  });
});

describe("positions", () => {
  const log = MATCHES["set-pc"]!();
  const timeline = buildTimeline(engine, log);

  it("clamp to the match", () => {
    expect(atTime(timeline, -5)).toEqual({ index: 0, time: 0 });
    expect(atTime(timeline, timeline.end + 10_000)).toEqual(atEnd(timeline));
    expect(atAction(timeline, -1)).toEqual(atStart(timeline));
    expect(atAction(timeline, actionCount(timeline) + 3).index).toBe(actionCount(timeline));
  });

  it("step back from between two actions to the last one played", () => {
    const first = actionTime(timeline, 1);
    const second = actionTime(timeline, 2);
    const between = { index: 1, time: (first + second) / 2 };
    if (second > first) expect(previous(timeline, between)).toEqual(atAction(timeline, 1));
    expect(previous(timeline, atAction(timeline, 1))).toEqual(atStart(timeline));
    expect(next(timeline, { index: 0, time: first / 2 })).toEqual(atAction(timeline, 1));
  });

  it("keep actions played at the same time apart when stepping, together when jumping", () => {
    const twin: MatchLog = {
      ...log,
      actions: log.actions.map((a, i) => (i === 1 ? { ...a, at: log.actions[0]!.at } : a)),
    };
    const t = buildTimeline(engine, twin);
    expect(atAction(t, 1).time).toBe(atAction(t, 2).time);
    expect(next(t, atAction(t, 1))).toEqual(atAction(t, 2));
    expect(atTime(t, actionTime(t, 1)).index).toBe(2);
  });
});

describe("time between actions", () => {
  it("shows the deadlines of a real-time game at their own times: reshuffles with nobody acting", () => {
    // A PC table whose countdown reshuffles it every second, watched for three and a half seconds.
    const turnTimeout = 1_000;
    const log: MatchLog = {
      game: "set-pc",
      options: { turnTimeout },
      seed: "reshuffles",
      seats: [{ bot: "easy" }, { bot: "easy" }],
      actions: [],
      until: 3.5 * turnTimeout,
    };
    const timeline = buildTimeline<PcState>(engine, log);
    const deal = stateAt(timeline, atStart(timeline));
    const moment = 2 * turnTimeout + 1;
    const later = stateAt(timeline, atTime(timeline, moment));
    expect(deal.counters.timedReshuffles).toBe(0);
    expect(later.counters.timedReshuffles).toBe(2);
    expect(later.slots).not.toEqual(deal.slots);
    expect(later.now).toBe(moment);
    expect(stateAt(timeline, atEnd(timeline)).counters.timedReshuffles).toBe(3);
    expect(stateAt(timeline, atEnd(timeline))).toEqual(replay(log).state);
  });
});

describe("a log that cannot be replayed", () => {
  const log = MATCHES["set-pc"]!();

  it("names an unknown game", () => {
    expect(() => buildTimeline(engine, { ...log, game: "chess" })).toThrow(/chess/);
  });

  it("names an action the rules refuse", () => {
    const bad = { ...log, actions: [{ seq: 1, at: 0, seat: 0, action: { type: "dance" } }] };
    expect(() => buildTimeline(engine, bad)).toThrow(/action 1 was refused/);
  });

  it("names an action that goes back in time", () => {
    const [a, b] = log.actions;
    const bad = {
      ...log,
      actions: [
        { ...a!, at: 500 },
        { ...b!, at: 100 },
      ],
    };
    expect(() => buildTimeline(engine, bad)).toThrow(/back in time/);
  });
});
