import {
  Counter,
  collectDefaultMetrics,
  type CounterConfiguration,
  Gauge,
  Histogram,
  Registry,
} from "prom-client";
import { STEP_BUCKETS } from "./budget.js";

/**
 * A counter by one label bumped on the hot path (every frame, every action): counted in plain numbers
 * and added to its Prometheus counter when the registry is read (the counter's `collect`). prom-client
 * hashes the labels on every `inc`, and the frames counter is bumped about ten times an action.
 */
export class Tally<L extends string> {
  private readonly pending = new Map<string, number>();

  constructor(
    private readonly label: L,
    configuration: Omit<CounterConfiguration<L>, "labelNames" | "collect">,
  ) {
    const pending = this.pending;
    // The counter is kept by the registries it is given (`registers`).
    new Counter<L>({
      ...configuration,
      labelNames: [label],
      collect() {
        for (const [value, n] of pending) this.inc({ [label]: value } as Partial<Record<L, string>>, n);
        pending.clear();
      },
    });
  }

  inc(labels: Readonly<Record<L, string>>, n = 1): void {
    const value = labels[this.label];
    this.pending.set(value, (this.pending.get(value) ?? 0) + n);
  }
}

/** The server's Prometheus metrics, served at /metrics. */
export interface Metrics {
  readonly registry: Registry;
  readonly actions: Tally<"game">;
  readonly refusals: Counter<"code">;
  readonly tables: Gauge<"status">;
  readonly connections: Gauge;
  readonly frames: Tally<"direction">;
  readonly actionSeconds: Histogram;
  /** Time each table step held the event loop (engine work, bots' thinking, views), by game. */
  readonly stepSeconds: Histogram<"game">;
  /** Background steps (bots' moves, deadlines) deferred because their table was over its share of the event loop. */
  readonly deferredSteps: Counter<"game">;
}

export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  return {
    registry,
    actions: new Tally("game", {
      name: "parlor_actions_total",
      help: "Accepted actions",
      registers: [registry],
    }),
    refusals: new Counter({
      name: "parlor_refusals_total",
      help: "Refused actions and messages, by error code",
      labelNames: ["code"],
      registers: [registry],
    }),
    tables: new Gauge({
      name: "parlor_tables",
      help: "Tables in memory, by status",
      labelNames: ["status"],
      registers: [registry],
    }),
    connections: new Gauge({
      name: "parlor_connections",
      help: "Open WebSocket connections",
      registers: [registry],
    }),
    frames: new Tally("direction", {
      name: "parlor_frames_total",
      help: "WebSocket frames",
      registers: [registry],
    }),
    actionSeconds: new Histogram({
      name: "parlor_action_seconds",
      help: "Time from a player's action reaching its table to its views sent (queue, apply, store, broadcast)",
      buckets: [0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1],
      registers: [registry],
    }),
    stepSeconds: new Histogram({
      name: "parlor_step_seconds",
      help: "Time each table step held the event loop (the engine's work, its bots' thinking, its views), by game",
      labelNames: ["game"],
      buckets: STEP_BUCKETS,
      registers: [registry],
    }),
    deferredSteps: new Counter({
      name: "parlor_deferred_steps_total",
      help: "Background steps (bots' moves, deadlines) deferred because their table was over its share of the event loop, by game",
      labelNames: ["game"],
      registers: [registry],
    }),
  };
}
