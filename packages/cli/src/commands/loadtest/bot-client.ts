import { performance } from "node:perf_hooks";
import { BotDriver, type Bot, type Clock, type Timer } from "@parlor/engine";
import type { ActionAck, ServerMessageOf } from "@parlor/protocol";
import { ProtocolClient, type FrameHandler, type JoinOutcome } from "./protocol-client.js";
import { isRefusal } from "./report.js";
import type { ProcessRun, Run, RunPlayer } from "./run.js";

/** One action on its way: sent, maybe acknowledged (`seq`), waiting for the view of its result. */
interface Inflight {
  readonly id: number;
  readonly table: string;
  readonly action: unknown;
  readonly sentAt: number;
  seq: number | null;
  readonly timer: NodeJS.Timeout;
}

/** --failover: how long after a failure a join is tried again (ms). */
export const FAILOVER_RETRY_MS = 100;
/** --failover: how long a seat may try to sit again before it gives up (an error, `failover-gave-up`). */
export const FAILOVER_GIVE_UP_MS = 30_000;

function sleep(ms: number): Promise<void> {
  return new Promise((done) => setTimeout(done, ms));
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
 *
 * With --failover, a player whose socket is lost connects again and sits at its table again with its
 * token (`sit`), and an action its table's owner did not answer (`server-error`) is planned again.
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
  /** The seat token of its table (to sit again after a lost socket). */
  private token = "";
  /** Joins of its table on their way (or being tried again): a lost socket leaves it to them. */
  private sittings = 0;

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
    const previous = this.table;
    this.table = table;
    this.token = token;
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
    return this.sit(previous);
  }

  /**
   * Opens the socket if it is not open and joins the table with the token. With --failover, what a
   * server going away explains is tried again until FAILOVER_GIVE_UP_MS.
   */
  private async sit(previous: string | null): Promise<boolean> {
    const table = this.table;
    if (table === null) return false;
    this.sittings++;
    try {
      const giveUpAt = performance.now() + FAILOVER_GIVE_UP_MS;
      for (let leaving = previous; ; leaving = null) {
        const outcome: JoinOutcome = (await this.client.open())
          ? await this.client.join(table, this.token, leaving)
          : "retry";
        if (outcome === "joined") return true;
        // Without --failover a failed open or join was counted as an error.
        if (outcome === "failed" || this.run.failover === null) return false;
        if (this.run.stopping || this.run.closing || this.table !== table) return false;
        if (performance.now() >= giveUpAt) {
          this.run.error("failover-gave-up", this.where);
          return false;
        }
        this.run.failover.retries++;
        await sleep(FAILOVER_RETRY_MS);
      }
    } finally {
      this.sittings--;
    }
  }

  /** --failover: the socket was lost between joins: connect again and sit at the same table. */
  private async sitAgain(): Promise<void> {
    if (this.run.failover === null || this.sittings > 0 || this.table === null) return;
    if (this.run.stopping || this.run.closing) return;
    if (await this.sit(null)) this.run.failover.reconnects++;
  }

  onFinished(table: unknown): void {
    if (table === this.table) this.group.matchOver(table);
  }

  onAck(ack: ActionAck): void {
    const inflight = this.inflight;
    if (inflight === null || ack.id !== inflight.id || typeof ack.seq !== "number" || inflight.seq !== null)
      return;
    inflight.seq = ack.seq;
    this.run.acks?.write({ table: inflight.table, seq: ack.seq, seat: this.seat, action: inflight.action });
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
    } else if (code === "server-error" && this.run.failover !== null) {
      // Its table's owner did not answer (it died): the move is planned again once the table moved.
      // (Without an action on its way: the leave of a table left, forwarded to the dead owner.)
      this.run.interrupted(mine ? `action:${code}` : code, this.where);
      if (mine) this.run.failover.retries++;
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
    const table = this.table;
    if (this.run.stopping || this.client.closed || this.inflight !== null || table === null) return;
    // Sitting again after a lost socket (--failover): the first view of the table asks the bot again.
    if (this.sittings > 0 || this.view === null) return;
    this.botClock = Math.max(this.botClock, at);
    const id = this.nextId++;
    this.inflight = {
      id,
      table,
      action,
      sentAt: performance.now(),
      seq: null,
      timer: setTimeout(() => this.timeout(id), this.run.config.timeoutMs),
    };
    this.client.act(id, table, this.seat, action);
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

  /** The socket is gone: drop everything (with --failover: connect again, and sit at the same table). */
  onClosed(): void {
    this.settle();
    if (this.run.failover === null || this.run.stopping || this.run.closing) {
      this.reset();
      return;
    }
    // The bot keeps its plans; it acts again on the first view once it sits again.
    this.view = null;
    void this.sitAgain();
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
