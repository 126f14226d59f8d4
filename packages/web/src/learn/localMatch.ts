/**
 * A lesson's guided deal, played in the page: the engine's own runner (the one a server table runs)
 * on the lesson's seed, its bots at the other seats at a person's pace, the learner's moves checked by
 * the rules exactly as at a table. Nothing leaves the page; the boards draw it from the learner's view
 * as they draw a server's.
 */
import type { AnyGame, Clock, MatchLog, RuleError } from "@parlor/engine";
import { RealClock, TableRunner } from "@parlor/engine";
import type { SeatSummary } from "../api";
import type { Received } from "../clock";
import type { GuidedDeal } from "./lesson";

/** A move the rules refused, as an `Act` rejects with it (the table's refusal words read its message). */
export class Refused extends Error {
  constructor(readonly error: RuleError) {
    super(error.message);
  }
}

export class LocalMatch {
  private runner: TableRunner;
  /** Stopped (the page left the deal, or React's strict mode tried the effect twice). */
  private stopped = false;
  private readonly listeners = new Set<() => void>();
  /** Bumped at every change of the match: the page's snapshot of it. */
  private version = 0;
  /** The learner's view as the boards take it, made once per change. */
  private shown: ReadonlyMap<number | null, Received<unknown>> | null = null;

  /**
   * `clock`: the match's (a real one in the page); `localNow`: the page's clock that the boards read
   * the views' arrival by (LocalClock).
   */
  constructor(
    readonly game: AnyGame,
    readonly guided: GuidedDeal,
    private readonly clock: Clock = new RealClock(),
    private readonly localNow: () => number = () => performance.now(),
  ) {
    this.runner = this.runnerFrom(undefined);
  }

  /** A runner of the lesson's match, from its start or going on from `resume` (its log so far). */
  private runnerFrom(resume: MatchLog | undefined): TableRunner {
    const { game, guided } = this;
    return new TableRunner({
      game,
      options: guided.options,
      seed: guided.seed,
      seats: Array.from({ length: guided.seats }, (_, seat) =>
        seat === guided.you ? {} : { bot: guided.bot },
      ),
      clock: this.clock,
      ...(resume ? { resume } : {}),
      onChange: () => {
        this.version++;
        this.shown = null;
        for (const listener of this.listeners) listener();
      },
    });
  }

  /**
   * Deals and lets the bots play (their first moves come at a person's pace); after `stop`, goes on
   * from where it stopped (a runner stops for good: a new one resumes from the log, as after a
   * server's restart).
   */
  start(): void {
    if (this.stopped) {
      this.runner = this.runnerFrom(this.runner.log);
      this.stopped = false;
    }
    this.runner.start();
  }

  /** Stops the bots and the deadlines (the page left the lesson). */
  stop(): void {
    this.stopped = true;
    this.runner.stop();
  }

  /** Calls `listener` after every change; answers how to stop. */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Which change the match is at (for React's `useSyncExternalStore`). */
  snapshot(): number {
    return this.version;
  }

  /** The learner's move: resolves with its number in the log, rejects with the rules' refusal. */
  act(seat: number, action: object): Promise<number> {
    const result = this.runner.submit(seat, action);
    return result.ok ? Promise.resolve(result.value.seq) : Promise.reject(new Refused(result.error));
  }

  /** The learner's view now. */
  view(): unknown {
    return this.runner.view(this.guided.you);
  }

  /**
   * The learner's view as the boards take their views, arrived at the last change by the page's
   * clock: the same map until the match changes again.
   */
  views(): ReadonlyMap<number | null, Received<unknown>> {
    this.shown ??= new Map([[this.guided.you, { view: this.view(), at: this.localNow() }]]);
    return this.shown;
  }

  /** The seats as a table's summary says them: the learner's and the bots'. */
  seats(): SeatSummary[] {
    return Array.from({ length: this.guided.seats }, (_, seat) =>
      seat === this.guided.you
        ? { human: true as const, joined: true }
        : { bot: this.guided.bot, joined: true },
    );
  }

  /** The match so far (the hint replays it from the learner's views). */
  get log(): MatchLog {
    return this.runner.log;
  }

  get finished(): boolean {
    return this.runner.finished;
  }

  /** Whether the learner has a move to make now. */
  yourTurn(): boolean {
    return !this.finished && this.game.toAct(this.runner.state).includes(this.guided.you);
  }
}
