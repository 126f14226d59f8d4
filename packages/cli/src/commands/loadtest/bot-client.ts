import { performance } from "node:perf_hooks";
import { BotDriver, type Bot, type Clock, type Timer } from "@parlor/engine";
import type { ActionAck, ServerMessageOf } from "@parlor/protocol";
import { ProtocolClient, type FrameHandler } from "./protocol-client.js";
import { isRefusal } from "./report.js";
import type { ProcessRun, Run, RunPlayer } from "./run.js";

/** One action on its way: sent, maybe acknowledged (`seq`), waiting for the view of its result. */
interface Inflight {
  readonly id: number;
  readonly sentAt: number;
  seq: number | null;
  readonly timer: NodeJS.Timeout;
}

/** The table a player sits at: told when its match is over. */
export interface PlayerTable {
  matchOver(table: unknown): void;
}

interface LoadtestTimer extends Timer {
  readonly handle: NodeJS.Timeout;
}

/**
 * One scripted player on its own socket, holding one seat. Its bot is scheduled by the engine's
 * `BotDriver`, as at a table of the server: on every view of its seat the driver asks the bot if the
 * seat may act (`legal(view)` is not empty), else once for when it wants to act; the move goes out
 * after the bot's delay divided by the speed. It has at most one action on its way, and tells the
 * driver of the match again once its result (or refusal) is back.
 *
 * The bot's clock: the game's time (the server's `now`, taken from the views) — except that once a
 * move went out early, the bot's time is at least that move's planned time (so it sees its plan as
 * done and goes on). After a refusal it falls back to the game's clock and waits in real time.
 */
export class Player implements FrameHandler, RunPlayer {
  private readonly client: ProtocolClient;
  private table: string | null = null;
  private driver: BotDriver<unknown, unknown> | null = null;
  private view: unknown = null;
  /** Date.now() − game time, the smallest seen: the game's clock as Date.now() − origin. */
  private origin = Number.POSITIVE_INFINITY;
  /** The planned time of the last move sent early: the bot's clock is not behind it. */
  private botClock = Number.NEGATIVE_INFINITY;
  /** After a refusal, until the next view: the driver's timers wait in real time, not sped up. */
  private realTime = false;
  private inflight: Inflight | null = null;
  private nextId = 1;

  constructor(
    private readonly run: Run,
    private readonly group: PlayerTable,
    readonly seat: number,
    /** The server process its socket opens on. */
    private readonly where: ProcessRun,
    /** Whether its table is made on another process (its actions are forwarded there). */
    private readonly forwarded: boolean,
  ) {
    this.client = new ProtocolClient(run, this, where);
  }

  /** Sits at `table` with its seat token (opening the socket the first time); false on failure. */
  async join(table: string, token: string, bot: Bot<unknown, unknown>): Promise<boolean> {
    if (!(await this.client.open())) return false;
    const previous = this.table;
    this.table = table;
    this.driver?.stop();
    this.view = null;
    this.origin = Number.POSITIVE_INFINITY;
    this.botClock = Number.NEGATIVE_INFINITY;
    this.realTime = false;
    const { game } = this.run.config;
    this.driver = new BotDriver<unknown, unknown>({
      bot,
      clock: this.clock,
      view: () => this.view,
      mayAct: () => this.view !== null && game.legal(this.view).length > 0,
      submit: (action, at) => this.fire(action, at),
      onError: () => this.run.error("bot-crashed", this.where),
    });
    return this.client.join(table, token, previous);
  }

  onFinished(table: unknown): void {
    if (table === this.table) this.group.matchOver(table);
  }

  onAck(ack: ActionAck): void {
    const inflight = this.inflight;
    if (inflight !== null && ack.id === inflight.id && typeof ack.seq === "number") inflight.seq = ack.seq;
  }

  private gameNow(): number {
    return Date.now() - (Number.isFinite(this.origin) ? this.origin : Date.now());
  }

  private botNow(): number {
    return Math.max(this.gameNow(), this.botClock);
  }

  /** The driver's clock: the bot's time; a wait of game time takes 1/speed of it in real time. */
  private readonly clock: Clock = {
    now: () => this.botNow(),
    schedule: (at, fn): LoadtestTimer => {
      const wait = Math.max(0, at - this.botNow()) / (this.realTime ? 1 : this.run.config.speed);
      return { at, handle: setTimeout(fn, wait) };
    },
    cancel: (timer) => clearTimeout((timer as LoadtestTimer).handle),
  };

  onView(frame: ServerMessageOf<"view">): void {
    if (frame.table !== this.table || frame.seat !== this.seat) return;
    const view = frame.view as { now?: unknown } | null;
    const now = Date.now();
    if (typeof view?.now === "number") this.origin = Math.min(this.origin, now - view.now);
    else if (!Number.isFinite(this.origin)) this.origin = now;
    this.view = view;
    this.realTime = false;
    const inflight = this.inflight;
    if (
      inflight !== null &&
      inflight.seq !== null &&
      typeof frame.seq === "number" &&
      frame.seq >= inflight.seq
    ) {
      this.settle();
      if (this.run.measured(inflight.sentAt)) {
        this.run.acted(this.where, performance.now() - inflight.sentAt, this.forwarded);
      }
    }
    if (frame.status === "finished") {
      this.group.matchOver(this.table);
      return;
    }
    if (this.inflight === null) this.think();
  }

  onError(frame: ServerMessageOf<"error">): void {
    const code = frame.code;
    const inflight = this.inflight;
    // An error without an id (rate limit, unreadable frame) is the answer to what we last sent.
    const mine = inflight !== null && (frame.id === inflight.id || frame.id === undefined);
    if (mine && isRefusal(code)) {
      if (this.run.measured(inflight.sentAt)) this.run.refuse(code, this.where);
    } else {
      this.run.error(code, this.where);
    }
    if (mine) {
      this.settle();
      this.botClock = Number.NEGATIVE_INFINITY;
      this.realTime = true;
      // The refusal of a move at the match before (game-over) can come once the next table is joined
      // and before its first view: the bot has nothing to look at yet, its first view will ask it.
      if (!this.run.stopping && !this.client.closed && this.view !== null) this.driver?.refused();
    }
  }

  private settle(): void {
    if (this.inflight !== null) clearTimeout(this.inflight.timer);
    this.inflight = null;
  }

  /** Tells the driver the match changed (a view came, or an action's answer is lost): it asks the bot. */
  private think(): void {
    if (this.run.stopping || this.client.closed || this.inflight !== null || this.view === null) return;
    this.driver?.changed();
  }

  /** Sends the driver's move, unless one is still on its way (the driver is told again once it is back). */
  private fire(action: unknown, at: number): void {
    if (this.run.stopping || this.client.closed || this.inflight !== null || this.table === null) return;
    this.botClock = Math.max(this.botClock, at);
    const id = this.nextId++;
    this.inflight = {
      id,
      sentAt: performance.now(),
      seq: null,
      timer: setTimeout(() => this.timeout(id), this.run.config.timeoutMs),
    };
    this.client.act(id, this.table, this.seat, action);
  }

  private timeout(id: number): void {
    if (this.inflight?.id !== id) return;
    this.inflight = null;
    this.run.error("action-timeout", this.where);
    this.think();
  }

  /** No more plans: the run is ending. */
  cancel(): void {
    this.driver?.stop();
  }

  /** The match is over: no more plans for it (an action on its way still gets its answer). */
  reset(): void {
    this.driver?.stop();
    this.driver = null;
    this.view = null;
  }

  /** The socket is gone: drop everything. */
  onClosed(): void {
    this.settle();
    this.reset();
  }

  get busy(): boolean {
    return this.inflight !== null;
  }

  /** Closes the socket; resolves once it is closed (or after `ms`, terminating it). */
  close(ms: number): Promise<void> {
    this.cancel();
    return this.client.close(ms);
  }
}
