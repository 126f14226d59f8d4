import { performance } from "node:perf_hooks";
import type { Bot } from "@parlor/engine";
import { ProtocolClient, type Frame, type FrameHandler } from "./protocol-client.js";
import { isRefusal } from "./report.js";
import type { Run, RunPlayer } from "./run.js";

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

/** Two bot actions are the same plan when their JSON is. */
function samePlan(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

/**
 * One scripted player on its own socket, holding one seat. On every view of its seat it asks the
 * engine's bot what it would do and sends that after the bot's delay divided by the speed; it has at
 * most one action on its way, and thinks again once its result (or refusal) is back.
 *
 * The bot's clock: the game's time (the server's `now`, taken from the views) — except that once a
 * move went out early, the bot's time is at least that move's planned time (so it sees its plan as
 * done and goes on). After a refusal it falls back to the game's clock and waits in real time.
 */
export class Player implements FrameHandler, RunPlayer {
  private readonly client: ProtocolClient;
  private table: string | null = null;
  private bot: Bot<unknown, unknown> | null = null;
  private view: unknown = null;
  /** Date.now() − game time, the smallest seen: the game's clock as Date.now() − origin. */
  private origin = Number.POSITIVE_INFINITY;
  /** The planned time of the last move sent early: the bot's clock is not behind it. */
  private botClock = Number.NEGATIVE_INFINITY;
  private pending: { timer: NodeJS.Timeout; at: number; action: unknown } | null = null;
  private inflight: Inflight | null = null;
  private nextId = 1;

  constructor(
    private readonly run: Run,
    private readonly group: PlayerTable,
    readonly seat: number,
  ) {
    this.client = new ProtocolClient(run, this);
  }

  /** Sits at `table` with its seat token (opening the socket the first time); false on failure. */
  async join(table: string, token: string, bot: Bot<unknown, unknown>): Promise<boolean> {
    if (!(await this.client.open())) return false;
    const previous = this.table;
    this.table = table;
    this.bot = bot;
    this.view = null;
    this.origin = Number.POSITIVE_INFINITY;
    this.botClock = Number.NEGATIVE_INFINITY;
    return this.client.join(table, token, previous);
  }

  onFinished(table: unknown): void {
    if (table === this.table) this.group.matchOver(table);
  }

  onAck(frame: Frame): void {
    const inflight = this.inflight;
    if (inflight !== null && frame.id === inflight.id && typeof frame.seq === "number") {
      inflight.seq = frame.seq;
    }
  }

  private gameNow(): number {
    return Date.now() - (Number.isFinite(this.origin) ? this.origin : Date.now());
  }

  private botNow(): number {
    return Math.max(this.gameNow(), this.botClock);
  }

  onView(frame: Frame): void {
    if (frame.table !== this.table || frame.seat !== this.seat) return;
    const view = frame.view as { now?: unknown } | null;
    const now = Date.now();
    if (typeof view?.now === "number") this.origin = Math.min(this.origin, now - view.now);
    else if (!Number.isFinite(this.origin)) this.origin = now;
    this.view = view;
    const inflight = this.inflight;
    if (
      inflight !== null &&
      inflight.seq !== null &&
      typeof frame.seq === "number" &&
      frame.seq >= inflight.seq
    ) {
      this.settle();
      if (this.run.measured(inflight.sentAt)) {
        this.run.actions++;
        this.run.latencies.push(performance.now() - inflight.sentAt);
      }
    }
    if (frame.status === "finished") {
      this.group.matchOver(this.table);
      return;
    }
    if (this.inflight === null) this.think(false);
  }

  onError(frame: Frame): void {
    const code = typeof frame.code === "string" ? frame.code : "error";
    const inflight = this.inflight;
    // An error without an id (rate limit, unreadable frame) is the answer to what we last sent.
    const mine = inflight !== null && (frame.id === inflight.id || frame.id === undefined);
    if (mine && isRefusal(code)) {
      if (this.run.measured(inflight.sentAt)) this.run.refuse(code);
    } else {
      this.run.error(code);
    }
    if (mine) {
      this.settle();
      this.botClock = Number.NEGATIVE_INFINITY;
      this.think(true);
    }
  }

  private settle(): void {
    if (this.inflight !== null) clearTimeout(this.inflight.timer);
    this.inflight = null;
  }

  /** Asks the bot what it would do now, and plans it (the same plan as before keeps its timer). */
  private think(afterRefusal: boolean): void {
    if (this.run.stopping || this.client.closed || this.inflight !== null) return;
    const { bot, view } = this;
    if (bot === null || view === null) return;
    const now = this.botNow();
    let move: { action: unknown; delay: number } | null;
    try {
      move = bot.act(view, now);
    } catch {
      this.run.error("bot-crashed");
      return;
    }
    const at = move ? now + Math.max(0, move.delay) : null;
    const pending = this.pending;
    if (pending && move && !afterRefusal && pending.at === at && samePlan(pending.action, move.action))
      return;
    this.cancel();
    // After a refusal nothing changed, so an immediate retry would be refused again: wait instead.
    if (!move || at === null || (afterRefusal && move.delay <= 0)) return;
    const wait = afterRefusal ? move.delay : move.delay / this.run.config.speed;
    this.pending = { at, action: move.action, timer: setTimeout(() => this.fire(), wait) };
  }

  private fire(): void {
    const pending = this.pending;
    this.pending = null;
    if (!pending || this.run.stopping || this.client.closed || this.inflight !== null || this.table === null)
      return;
    this.botClock = Math.max(this.botClock, pending.at);
    const id = this.nextId++;
    this.inflight = {
      id,
      sentAt: performance.now(),
      seq: null,
      timer: setTimeout(() => this.timeout(id), this.run.config.timeoutMs),
    };
    this.client.act(id, this.table, this.seat, pending.action);
  }

  private timeout(id: number): void {
    if (this.inflight?.id !== id) return;
    this.inflight = null;
    this.run.error("action-timeout");
    this.think(false);
  }

  cancel(): void {
    if (this.pending) clearTimeout(this.pending.timer);
    this.pending = null;
  }

  /** The match is over: no more plans for it (an action on its way still gets its answer). */
  reset(): void {
    this.cancel();
    this.bot = null;
    this.view = null;
  }

  /** The socket is gone: drop everything. */
  onClosed(): void {
    this.cancel();
    this.settle();
    this.bot = null;
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
