/**
 * The page's protocol client (docs/protocol.md, `@parlor/protocol`): joins tables with seat tokens,
 * sends actions with an id and resolves them on their ack or error, reconnects with the same tokens,
 * and reads every incoming frame with the protocol's schema (a frame that is not a message of it is
 * dropped and reported, never cast). The socket it speaks over is given (socket.ts: the page's). Each
 * join says the page's language (`lang`: i18next's), so the server tells the table's moves in it; when
 * the language changes, every table still playing is joined again and its latest moves come back in it.
 * It also waits with quick-match tickets (`waitForMatch`): a ticket lives only while its connection
 * does, so a lost connection ends the wait (the person enters the queue again).
 */
import i18next from "i18next";
import {
  parseServerMessage,
  ProtocolErrors,
  type ChatLine,
  type FrameError,
  type PlayerRef,
  type Outcome,
  type RecentMove,
  type RequestId,
  type SeatSummary,
  type ServerMessage,
  type ServerMessageOf,
  type TableStatus,
  type TurnState,
} from "@parlor/protocol";
import { currentLanguage } from "./i18n/index.js";

export type ConnectionState = "connecting" | "open" | "closed";
export type { ChatLine, PlayerRef, RecentMove };

/** What a join's answer says besides the seats and moves: the latest chat, and who this connection is. */
export type JoinedExtra = Pick<ServerMessageOf<"joined">, "chat" | "you">;

/** Who hears of a quick-match ticket's wait (`waitForMatch`). */
export interface MatchListener {
  /** Who waits in the ticket's queue now (sent at once, then whenever it changes). */
  queue(frame: ServerMessageOf<"queue">): void;
  /** The table made for the ticket: the seat and its token. The wait is over. */
  matched(frame: ServerMessageOf<"matched">): void;
  /** The wait ended without a table: refused (`no-ticket`), the table not made, or the connection lost (`offline`). */
  error(code: string, message: string): void;
}

/**
 * What a table frame says besides its status, seats and outcome: host, rated, ending, rematch, and a
 * turn-based table's time bank.
 */
export type TableExtra = Pick<
  ServerMessageOf<"table">,
  "host" | "rated" | "ending" | "rematch" | "played" | "turnBased"
>;

export interface TableListener {
  /** The join's answer, with the table's latest moves in words (oldest first): they replace any kept. */
  joined?(
    game: string,
    seats: readonly number[],
    status: TableStatus,
    moves: readonly RecentMove[],
    extra: JoinedExtra,
  ): void;
  table?(
    status: TableStatus,
    seats: readonly SeatSummary[],
    outcome: Outcome | null,
    extra: TableExtra,
  ): void;
  /** A chat line said at the table (anyone's, this page's too). */
  chat?(line: ChatLine): void;
  /**
   * Everyone accepted the rematch: `next` is the new table, `seats` the seats this connection held
   * here and `tokens` their new seat tokens, in the same order.
   */
  rematch?(next: string, seats: readonly number[], tokens: readonly string[]): void;
  /** A seat's view after a change; at a turn-based table, with whose turn it is and everyone's clock. */
  view?(seat: number | null, view: unknown, seq: number, status: TableStatus, turn?: TurnState): void;
  /** An action accepted at the table (anyone's), in words, after the views of its change. */
  move?(move: RecentMove): void;
  /** An error not answering an action (a refused join: bad-token, no-table, game-over…). */
  error?(code: string, message: string): void;
  connection?(state: ConnectionState): void;
}

export class ActionError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** The answer to `hint`: what the strong bot would do in the seat now (docs/protocol.md, Hints). */
export type HintFrame = ServerMessageOf<"hint">;

interface Pending {
  /** The ack's seq, the seated seat's token, 0 (`ok`, `joined`), or a hint's answer. */
  readonly resolve: (answer: number | string | HintFrame) => void;
  readonly reject: (error: ActionError) => void;
  readonly table: string | null;
}

/** The part of a browser WebSocket the page uses (a test gives a fake one). */
export interface SocketLike {
  onmessage: ((event: { readonly data: unknown }) => void) | null;
  onclose: (() => void) | null;
  send(text: string): void;
  /** Closes the connection (its `onclose` is not called once the client has let it go). */
  close?(): void;
}

/** How the page's socket is made and how it reports a frame it dropped. */
export interface SocketOptions {
  /** Opens the connection (the page: a WebSocket to its own `/ws`). */
  readonly open: () => SocketLike;
  /**
   * Told of each frame that is not a message of the protocol (dropped, never cast to one): a server
   * of another version, or a bug. Default: a console warning.
   */
  readonly invalidFrame?: (error: FrameError, text: string) => void;
  /** The language the server tells the table's moves in (sent with each join). Default: the page's. */
  readonly lang?: () => string;
  /**
   * Calls `changed` each time that language changes (every table still playing is joined again in it).
   * Default: i18next's `languageChanged`.
   */
  readonly watchLang?: (changed: () => void) => void;
}

/** The page's language changing: the switcher, or i18next settling on the browser's. */
function watchPageLanguage(changed: () => void): void {
  i18next.on("languageChanged", changed);
}

/** A table this page is at: its seat tokens, who listens, the language it was joined in, its status. */
interface TableEntry {
  readonly tokens: readonly string[];
  readonly listener: TableListener;
  lang: string | null;
  status: TableStatus | null;
}

function warnInvalidFrame(error: FrameError, text: string): void {
  console.warn(
    `parlor: dropped a frame the protocol does not know (${error.message}): ${text.slice(0, 200)}`,
  );
}

/** The server could not store a change and stopped the table (docs/protocol.md): join it again. */
export const SERVER_ERROR = ProtocolErrors.serverError;
/** The first wait before joining again after a server error, doubled on each failure up to the most. */
const REJOIN_FIRST_MS = 1_000;
const REJOIN_MOST_MS = 16_000;

export class ParlorSocket {
  private ws: SocketLike | null = null;
  private ready = false;
  private nextId = 1;
  private retry = 0;
  private readonly pending = new Map<number, Pending>();
  private readonly tables = new Map<string, TableEntry>();
  /** The quick-match tickets waiting on this connection (or to be handed to it once open). */
  private readonly matches = new Map<string, { readonly listener: MatchListener; sent: boolean }>();
  private rejoinDelay = REJOIN_FIRST_MS;
  private rejoinTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly open: () => SocketLike;
  private readonly invalidFrame: (error: FrameError, text: string) => void;
  private readonly lang: () => string;

  constructor(options: SocketOptions) {
    this.open = options.open;
    this.invalidFrame = options.invalidFrame ?? warnInvalidFrame;
    this.lang = options.lang ?? currentLanguage;
    (options.watchLang ?? watchPageLanguage)(() => this.languageChanged());
  }

  /** Watches a table (as its seats when tokens are given); returns the function that leaves it. */
  join(table: string, tokens: readonly string[], listener: TableListener): () => void {
    this.tables.set(table, { tokens, listener, lang: null, status: null });
    if (this.ready) this.sendJoin(table);
    else this.connect();
    listener.connection?.(this.ready ? "open" : "connecting");
    return () => {
      if (this.tables.get(table)?.listener !== listener) return;
      this.tables.delete(table);
      if (this.ready) this.send({ type: "leave", table });
    };
  }

  /**
   * Waits with a quick-match ticket on this connection (`quickmatch`) until it is matched; returns the
   * function that stops listening (leave the queue itself with `DELETE /api/quickmatch/:ticket`).
   */
  waitForMatch(ticket: string, listener: MatchListener): () => void {
    const entry = { listener, sent: false };
    this.matches.set(ticket, entry);
    if (this.ready) this.sendWait(ticket);
    else this.connect();
    return () => {
      if (this.matches.get(ticket) === entry) this.matches.delete(ticket);
    };
  }

  /** Plays `action` for `seat`; resolves with the log's seq, rejects with the rule's error code. */
  action(table: string, seat: number, action: object): Promise<number> {
    if (!this.ready) return Promise.reject(new ActionError("offline", "Not connected to the server."));
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve: (seq) => resolve(Number(seq)), reject, table });
      this.send({ type: "action", id, table, seat, action });
    });
  }

  /**
   * Sends a request that the server answers `ok` (chat, start, resign, rematch: `frame` without its
   * type's `id`); resolves on `ok`, rejects with the error's code.
   */
  request(frame: { readonly type: string; readonly table: string } & Record<string, unknown>): Promise<void> {
    if (!this.ready) return Promise.reject(new ActionError("offline", "Not connected to the server."));
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve: () => resolve(), reject, table: frame.table });
      this.send({ ...frame, id });
    });
  }

  /**
   * Asks what the game's strong bot would do in `seat` now (`hint`); resolves with the answer, rejects
   * with the refusal's code (`no-hint`, `not-your-seat`, `not-joined`).
   */
  hint(table: string, seat: number): Promise<HintFrame> {
    if (!this.ready) return Promise.reject(new ActionError("offline", "Not connected to the server."));
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve: (answer) => resolve(answer as HintFrame), reject, table });
      this.send({ type: "hint", id, table, seat });
    });
  }

  /**
   * Takes a free seat of a table this page watches (`sit`); resolves with the seat's new token (keep
   * it as an invite link's), rejects with the refusal's code (`seat-taken`).
   */
  sit(table: string, seat: number): Promise<string> {
    if (!this.ready) return Promise.reject(new ActionError("offline", "Not connected to the server."));
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve: (token) => resolve(String(token)), reject, table });
      this.send({ type: "sit", id, table, seat });
    });
  }

  /**
   * Leaves a table still waiting and gives its seats up (`leave` with `free: true`): the seats are
   * free again for whoever has their invite. The page stops listening to the table at once.
   */
  leaveFree(table: string): void {
    this.tables.delete(table);
    if (this.ready) this.send({ type: "leave", table, free: true });
  }

  /**
   * Opens a new connection at once and joins every table again on it: the server knows who the page's
   * person is when a connection opens (its session cookie), so a page that has just made one (a
   * name given) reconnects to sit down as that person.
   */
  reconnect(): void {
    const old = this.ws;
    if (old) {
      old.onmessage = null;
      old.onclose = null;
      old.close?.();
      this.ws = null;
      this.ready = false;
      for (const [id, pending] of this.pending) {
        pending.reject(new ActionError("offline", "The connection was lost."));
        this.pending.delete(id);
      }
      for (const { listener } of this.tables.values()) listener.connection?.("connecting");
    }
    this.connect();
  }

  private connect(): void {
    if (this.ws) return;
    const ws = this.open();
    this.ws = ws;
    ws.onmessage = (event) => {
      if (typeof event.data !== "string") return;
      // Every frame is checked against the protocol: one that is not a message of it is dropped.
      const parsed = parseServerMessage(event.data);
      if (parsed.ok) this.receive(parsed.value);
      else this.invalidFrame(parsed.error, event.data);
    };
    ws.onclose = () => {
      this.ws = null;
      this.ready = false;
      for (const [id, pending] of this.pending) {
        pending.reject(new ActionError("offline", "The connection was lost."));
        this.pending.delete(id);
      }
      for (const { listener } of this.tables.values()) listener.connection?.("closed");
      // A ticket lives only while the connection it waited on did: its wait is over.
      for (const [ticket, { listener, sent }] of this.matches)
        if (sent) {
          this.matches.delete(ticket);
          listener.error("offline", "The connection was lost.");
        }
      if (this.tables.size === 0 && this.matches.size === 0) return;
      const delay = Math.min(5000, 300 * 2 ** this.retry++);
      setTimeout(() => this.connect(), delay);
    };
  }

  private send(frame: object): void {
    this.ws?.send(JSON.stringify(frame));
  }

  private sendWait(ticket: string): void {
    const entry = this.matches.get(ticket);
    if (!entry) return;
    entry.sent = true;
    const id = this.nextId++;
    this.pending.set(id, {
      resolve: () => undefined,
      reject: (error) => {
        if (this.matches.get(ticket) === entry) this.matches.delete(ticket);
        entry.listener.error(error.code, error.message);
      },
      table: null,
    });
    this.send({ type: "quickmatch", id, ticket });
  }

  private sendJoin(table: string): void {
    const entry = this.tables.get(table);
    if (!entry) return;
    const id = this.nextId++;
    this.pending.set(id, {
      resolve: () => undefined,
      reject: (error) => {
        entry.listener.error?.(error.code, error.message);
        if (error.code === SERVER_ERROR) this.rejoinSoon();
      },
      table,
    });
    entry.lang = this.lang();
    this.send({ type: "join", id, table, tokens: entry.tokens, lang: entry.lang });
  }

  /** Joins again, in the new language, every table still playing that was joined in another. */
  private languageChanged(): void {
    if (!this.ready) return;
    const lang = this.lang();
    for (const [table, entry] of this.tables)
      if (entry.lang !== null && entry.lang !== lang && entry.status !== "finished") this.sendJoin(table);
  }

  private receive(frame: ServerMessage): void {
    const entry = "table" in frame ? this.tables.get(frame.table) : undefined;
    const listener = entry?.listener;
    if (entry && "status" in frame) entry.status = frame.status;
    switch (frame.type) {
      case "welcome":
        this.ready = true;
        this.retry = 0;
        for (const [table, { listener: l }] of this.tables) {
          l.connection?.("open");
          this.sendJoin(table);
        }
        for (const [ticket, { sent }] of this.matches) if (!sent) this.sendWait(ticket);
        return;
      case "joined":
        this.rejoinDelay = REJOIN_FIRST_MS;
        this.settle(frame, null);
        listener?.joined?.(frame.game, frame.seats, frame.status, frame.moves, {
          chat: frame.chat,
          you: frame.you,
        });
        return;
      case "table":
        listener?.table?.(frame.status, frame.seats, frame.outcome, {
          host: frame.host,
          rated: frame.rated,
          ending: frame.ending,
          rematch: frame.rematch,
          played: frame.played,
          turnBased: frame.turnBased,
        });
        return;
      case "view":
        // Protocol 2: the ack of this page's action that made the change comes first in its view frame.
        if (frame.ack !== undefined) this.settle({ type: "ack", table: frame.table, ...frame.ack }, null);
        listener?.view?.(frame.seat, frame.view, frame.seq, frame.status, frame.turn);
        // The moves that made the change come with its first view, as move frames would tell them.
        for (const move of frame.moves ?? []) listener?.move?.(move);
        return;
      case "move": {
        // The move as the view frames' `moves` tell it: its sentence, and its parts when the server sends them.
        const { seq, seat, at, text, words } = frame;
        listener?.move?.({ seq, seat, at, text, ...(words === undefined ? {} : { words }) });
        return;
      }
      case "ack":
      case "ok":
      case "seated":
      case "hint":
        this.settle(frame, null);
        return;
      case "chat":
        listener?.chat?.(frame.line);
        return;
      case "rematch":
        listener?.rematch?.(frame.next, frame.seats, frame.tokens);
        return;
      case "error": {
        const error = new ActionError(frame.code, frame.message);
        if (!this.settle(frame, error)) {
          for (const { listener: l } of this.tables.values()) l.error?.(error.code, error.message);
          // A table quick match could not make for the tickets waiting here (told without an id).
          for (const [ticket, { listener: l, sent }] of this.matches)
            if (sent) {
              this.matches.delete(ticket);
              l.error(error.code, error.message);
            }
          // A table stopped because its database failed: its last stored move is where play goes on.
          if (error.code === SERVER_ERROR) this.rejoinSoon();
        }
        return;
      }
      case "queue":
        this.settle(frame, null);
        this.matches.get(frame.ticket)?.listener.queue(frame);
        return;
      case "matched": {
        const entry = this.matches.get(frame.ticket);
        this.matches.delete(frame.ticket);
        entry?.listener.matched(frame);
        return;
      }
      case "left":
      case "pong":
        return;
    }
  }

  /** Joins every table again after a wait that grows while the server keeps failing. */
  private rejoinSoon(): void {
    if (this.rejoinTimer !== null) return;
    this.rejoinTimer = setTimeout(() => {
      this.rejoinTimer = null;
      if (this.ready) for (const table of this.tables.keys()) this.sendJoin(table);
    }, this.rejoinDelay);
    this.rejoinDelay = Math.min(REJOIN_MOST_MS, this.rejoinDelay * 2);
  }

  /** Settles the request `frame` answers; false when it answers none. */
  private settle(
    frame: ServerMessageOf<"joined" | "ack" | "ok" | "seated" | "error" | "queue" | "hint"> & {
      readonly id?: RequestId;
    },
    error: ActionError | null,
  ): boolean {
    if (typeof frame.id !== "number") return false;
    const pending = this.pending.get(frame.id);
    if (!pending) return false;
    this.pending.delete(frame.id);
    if (error) pending.reject(error);
    else
      pending.resolve(
        frame.type === "ack"
          ? frame.seq
          : frame.type === "seated"
            ? frame.token
            : frame.type === "hint"
              ? frame
              : 0,
      );
    return true;
  }
}
