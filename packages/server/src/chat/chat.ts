import { err, ok, ruleError, type Result, type RuleError } from "@parlor/engine";
import {
  MAX_CHAT_LENGTH,
  ProtocolErrors,
  type ChatLine,
  type ChatPhrase,
  type PlayerRef,
} from "@parlor/protocol";

/** How many lines a person may say within `CHAT_WINDOW_MS` (the 5 lines per 10 s). */
export const CHAT_LINES_PER_WINDOW = 5;
/** The window of the per-person chat limit, in milliseconds. */
export const CHAT_WINDOW_MS = 10_000;
/** The latest lines a table keeps in memory and sends with `joined` (`joined.chat`). */
export const CHAT_BACKLOG = 50;
/** Most lines `GET /api/tables/:id/chat` returns (the latest ones). */
export const CHAT_HISTORY_LIMIT = 1000;

/** Each quick phrase in English: a line's `text`, for readers that do not know the phrase. */
export const PHRASE_WORDS: Readonly<Record<ChatPhrase, string>> = {
  "good-game": "Good game",
  "well-played": "Well played",
  oops: "Oops",
  hello: "Hello",
  thanks: "Thanks",
  "good-luck": "Good luck",
};

/** What a person asked to say: typed text or one quick phrase. */
export interface ChatRequest {
  readonly text?: string | undefined;
  readonly phrase?: ChatPhrase | undefined;
}

/** What a line says once checked: its text, and its quick phrase if it is one. */
export interface ChatWords {
  readonly text: string;
  readonly phrase?: ChatPhrase;
}

/** Line breaks and tabs: each becomes one space (a chat line is one line). */
const LINE_BREAKS = /\r\n|[\n\r\t\v\f\u2028\u2029\u0085]/g;
/**
 * What a line may not hold: the other C0 controls, DEL and the C1 controls, and the bidirectional
 * embeddings, overrides and isolates (they would turn the words after them around, or the name
 * before them).
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what it finds
const FORBIDDEN = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/u;

function badChat(message: string): Result<never, RuleError> {
  return err(ruleError(ProtocolErrors.badChat, message));
}

/**
 * Checks a chat request: either `text` (line breaks and tabs become spaces, then it is trimmed; it
 * must then hold 1 to MAX_CHAT_LENGTH characters, counted in UTF-16 code units as a browser's
 * `maxLength` counts them, and no control characters) or a quick `phrase` (its English words as
 * the text), not both. Refusals are `bad-chat`.
 */
export function chatWords(request: ChatRequest): Result<ChatWords, RuleError> {
  if (request.phrase !== undefined) {
    if (request.text !== undefined) return badChat("Send either a text or a quick phrase, not both.");
    return ok({ text: PHRASE_WORDS[request.phrase], phrase: request.phrase });
  }
  if (request.text === undefined) return badChat("Say something: a text or a quick phrase.");
  const text = request.text.replace(LINE_BREAKS, " ").trim();
  if (text.length === 0) return badChat("An empty line is not sent.");
  if (text.length > MAX_CHAT_LENGTH)
    return badChat(`A chat line holds at most ${MAX_CHAT_LENGTH} characters (this one has ${text.length}).`);
  if (FORBIDDEN.test(text)) return badChat("A chat line may not hold control characters.");
  return ok({ text });
}

/** A person's name when their connection has no session: their seat's ("Player 2"), or "Spectator". */
export function anonymousSender(seat: number | null): PlayerRef {
  return { id: "", name: seat === null ? "Spectator" : `Player ${seat + 1}` };
}

/**
 * The seat a line is said from: the lowest seat the connection holds at the table (players sharing a
 * keyboard speak as the first of them), or null for a spectator.
 */
export function speakingSeat(seats: ReadonlySet<number>): number | null {
  return seats.size === 0 ? null : Math.min(...seats);
}

/** Who may be told to wait, and until when. */
export type ChatAllowance = { readonly ok: true } | { readonly ok: false; readonly retryInMs: number };

/** How many people the limiter remembers before it forgets those whose window has passed. */
const LIMITER_SWEEP_AT = 1024;

/** The window of the spectators' and the session-less allowances (`Limits`' `…PerMinute`), ms. */
export const CHAT_MINUTE_MS = 60_000;

/**
 * A chat limit: at most `lines` lines in any `windowMs` (a sliding window) per key: a person (the
 * player's id, else one connection's own key), a table (its spectators together), an address (its
 * spectators without a session). Only lines said count (a refused one does not): `allows` asks,
 * `count` counts. `lines` 0: no limit. `now` is a clock in milliseconds (injectable for tests).
 */
export class ChatLimiter {
  private readonly said = new Map<string, number[]>();

  constructor(
    private readonly now: () => number,
    private readonly lines = CHAT_LINES_PER_WINDOW,
    private readonly windowMs = CHAT_WINDOW_MS,
  ) {}

  /** Whether `key` may say a line now (not counted). */
  allows(key: string): ChatAllowance {
    if (this.lines <= 0) return { ok: true };
    const now = this.now();
    const recent = (this.said.get(key) ?? []).filter((at) => at > now - this.windowMs);
    if (recent.length === 0) this.said.delete(key);
    else this.said.set(key, recent);
    if (recent.length < this.lines) return { ok: true };
    const oldest = recent[0] as number;
    return { ok: false, retryInMs: Math.max(1, oldest + this.windowMs - now) };
  }

  /** A line of `key`'s was said. */
  count(key: string): void {
    if (this.lines <= 0) return;
    const now = this.now();
    const recent = this.said.get(key) ?? [];
    recent.push(now);
    this.said.set(key, recent);
    if (this.said.size > LIMITER_SWEEP_AT) this.forgetIdle(now);
  }

  /** Whether `key` may say a line now; if so, the line is counted. */
  take(key: string): ChatAllowance {
    const allowance = this.allows(key);
    if (allowance.ok) this.count(key);
    return allowance;
  }

  /** Forgets every person whose last line is out of the window. */
  private forgetIdle(now: number): void {
    for (const [person, times] of this.said) {
      if ((times.at(-1) ?? 0) <= now - this.windowMs) this.said.delete(person);
    }
  }

  /** How many people it remembers (for tests). */
  get size(): number {
    return this.said.size;
  }
}

/**
 * An allowance of chat lines per key that may be shared by several processes: in this process's
 * memory (`LocalAllowance`), or with Redis (cluster/shared-chat.ts, the session-less spectators'
 * allowance per address). `allows` asks without counting; `take` asks and, if allowed, counts the
 * line, in one step.
 */
export interface LineAllowance {
  allows(key: string): Promise<ChatAllowance>;
  take(key: string): Promise<ChatAllowance>;
}

/** A `LineAllowance` in this process's memory: a `ChatLimiter`. */
export class LocalAllowance implements LineAllowance {
  constructor(readonly limiter: ChatLimiter) {}

  allows(key: string): Promise<ChatAllowance> {
    return Promise.resolve(this.limiter.allows(key));
  }

  take(key: string): Promise<ChatAllowance> {
    return Promise.resolve(this.limiter.take(key));
  }
}

/** The refusal of a line over the limit, saying when to try again. */
export function chatLimited(retryInMs: number): RuleError {
  const seconds = Math.ceil(retryInMs / 1000);
  return ruleError(
    ProtocolErrors.chatLimit,
    `At most ${CHAT_LINES_PER_WINDOW} lines every ${CHAT_WINDOW_MS / 1000} seconds: try again in ${seconds} s.`,
  );
}

/** The refusal of a spectator's line over the table's allowance for its spectators. */
export function spectatorsLimited(lines: number, retryInMs: number): RuleError {
  return ruleError(
    ProtocolErrors.chatLimit,
    `The spectators of this table say at most ${lines} lines a minute together: try again in ${Math.ceil(retryInMs / 1000)} s.`,
  );
}

/** The refusal of a session-less spectator's line over its address's allowance (none: 0). */
export function anonymousLimited(lines: number, retryInMs: number): RuleError {
  if (lines <= 0)
    return ruleError(ProtocolErrors.chatLimit, "Choose a name (a session) to chat while watching a table.");
  return ruleError(
    ProtocolErrors.chatLimit,
    `Spectators without a name say at most ${lines} lines a minute from one address: choose a name, or try again in ${Math.ceil(retryInMs / 1000)} s.`,
  );
}

/** The refusal of a line at a table whose chat is full. */
export function chatFull(lines: number): RuleError {
  return ruleError(
    ProtocolErrors.chatFull,
    `This table's chat is full (${lines} lines): nothing more can be said here.`,
  );
}

/**
 * A table's chat in memory: its latest lines (CHAT_BACKLOG) and the number of the next one, read once
 * from the store when the table comes into memory.
 */
export class TableChat {
  private readonly latest: ChatLine[];
  private count: number;

  constructor(stored: readonly ChatLine[]) {
    this.latest = stored.slice(-CHAT_BACKLOG);
    this.count = stored.at(-1)?.n ?? 0;
  }

  /** The next line: numbered after the last, said now. */
  line(words: ChatWords, from: PlayerRef, seat: number | null, at: number): ChatLine {
    return { n: this.count + 1, at, from: { ...from }, seat, ...words };
  }

  /** A line was stored: it is the latest. */
  said(line: ChatLine): void {
    this.count = Math.max(this.count, line.n);
    this.latest.push(line);
    if (this.latest.length > CHAT_BACKLOG) this.latest.shift();
  }

  /** The latest lines, oldest first. */
  get lines(): readonly ChatLine[] {
    return this.latest;
  }

  /** How many lines the table's chat holds (lines are numbered from 1). */
  get size(): number {
    return this.count;
  }
}
