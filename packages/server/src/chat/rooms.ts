import { err, ok, type Result, type RuleError } from "@parlor/engine";
import type { ChatLine, PlayerRef } from "@parlor/protocol";
import type { LiveTable } from "../live-table.js";
import type { Store } from "../store/store.js";
import { tell } from "../tables/frames.js";
import { DEFAULT_LIMITS, type Limits } from "../limits.js";
import {
  anonymousLimited,
  CHAT_BACKLOG,
  CHAT_HISTORY_LIMIT,
  CHAT_MINUTE_MS,
  ChatLimiter,
  chatFull,
  chatLimited,
  chatWords,
  spectatorsLimited,
  LocalAllowance,
  TableChat,
  type ChatAllowance,
  type ChatRequest,
  type LineAllowance,
} from "./chat.js";

/** Who says a line: their name, seat (null: a spectator), and the keys the limits count them by. */
export interface Speaker {
  readonly from: PlayerRef;
  readonly seat: number | null;
  /** The player's id, else the connection's own key (`connectionKey()`). */
  readonly person: string;
  /** Whether the connection has a session (a player): else a spectator has its address's allowance. */
  readonly signedIn?: boolean;
  /** The client's address (the session-less spectators' allowance is per address). */
  readonly address?: string;
}

/** The chat's limits (`Limits`). */
export type ChatLimits = Pick<
  Limits,
  "chatLinesPerTable" | "spectatorChatPerMinute" | "anonymousChatPerMinute"
>;

let connections = 0;

/** A key of its own for a connection without a session (its lines are limited by it). */
export function connectionKey(): string {
  connections += 1;
  return `connection:${connections}`;
}

/**
 * The chats of the tables in memory: each table's is read from the store once, when it is first
 * needed after the table came into memory (a join, a line), then kept beside the table. A table made
 * by this process starts with an empty chat, unread (a join of each new table read it, under load 1 %
 * of the server's thread).
 */
export class ChatRooms {
  private readonly rooms = new WeakMap<LiveTable, Promise<TableChat>>();
  private readonly loaded = new WeakMap<LiveTable, TableChat>();
  /** Each person's lines (CHAT_LINES_PER_WINDOW in CHAT_WINDOW_MS). */
  readonly limiter: ChatLimiter;
  /** Each table's spectators' lines together (`spectatorChatPerMinute`). */
  private readonly spectators: ChatLimiter;
  /**
   * Each address's spectators without a session (`anonymousChatPerMinute`): given (shared by every
   * process through Redis), else in this process's memory.
   */
  private readonly anonymous: LineAllowance;
  /** The same allowance for a connection whose address is not known: its own key, in this process. */
  private readonly anonymousHere: LineAllowance;

  constructor(
    private readonly store: Store,
    /** Wall-clock milliseconds: each line's `at`, and the limits' clock. */
    private readonly wallClock: () => number,
    private readonly limits: ChatLimits = DEFAULT_LIMITS,
    anonymous?: LineAllowance,
  ) {
    this.limiter = new ChatLimiter(wallClock);
    this.spectators = new ChatLimiter(wallClock, limits.spectatorChatPerMinute, CHAT_MINUTE_MS);
    this.anonymousHere = new LocalAllowance(
      new ChatLimiter(wallClock, limits.anonymousChatPerMinute, CHAT_MINUTE_MS),
    );
    this.anonymous = anonymous ?? this.anonymousHere;
  }

  /** The table's chat, read from the store the first time. */
  load(table: LiveTable): Promise<TableChat> {
    let room = this.rooms.get(table);
    if (!room) {
      const stored = table.made ? Promise.resolve([]) : this.store.chat(table.record.id, CHAT_BACKLOG);
      room = stored.then((lines) => {
        const chat = new TableChat(lines);
        this.loaded.set(table, chat);
        return chat;
      });
      // A failed read is tried again by the next one who needs it.
      room.catch(() => this.rooms.delete(table));
      this.rooms.set(table, room);
    }
    return room;
  }

  /** The latest lines of a table whose chat is loaded (none otherwise), oldest first. */
  linesOf(table: LiveTable): ChatLine[] {
    return [...(this.loaded.get(table)?.lines ?? [])];
  }

  /**
   * Why a speaker may not say a line at a table now (the first limit it is over), or null; the line
   * is then counted against the session-less spectators' allowance (the others: `counted`). A
   * spectator (no seat there) counts against the table's spectators' allowance, and without a
   * session against its address's; everyone against their own.
   */
  private async refusal(table: string, room: TableChat, speaker: Speaker): Promise<RuleError | null> {
    const full = this.limits.chatLinesPerTable;
    if (full > 0 && room.size >= full) return chatFull(full);
    const here = this.refusalHere(table, speaker);
    if (speaker.seat !== null || speaker.signedIn) return here;
    const lines = this.limits.anonymousChatPerMinute;
    if (lines <= 0) return anonymousLimited(0, 0);
    const [allowance, key] =
      speaker.address !== undefined
        ? [this.anonymous, speaker.address]
        : [this.anonymousHere, speaker.person];
    // Only asked when another limit refuses the line anyway; else asked and counted in one step.
    const answer = here ? await allowance.allows(key) : await allowance.take(key);
    if (!answer.ok) return anonymousLimited(lines, answer.retryInMs);
    // Lines said while the address's allowance was asked may have used up the others meanwhile.
    return here ?? this.refusalHere(table, speaker);
  }

  /** The limits this process counts by itself: the table's spectators', and the speaker's own. */
  private refusalHere(table: string, speaker: Speaker): RuleError | null {
    const over = (allowance: ChatAllowance) => (allowance.ok ? null : allowance.retryInMs);
    if (speaker.seat === null) {
      const wait = over(this.spectators.allows(table));
      if (wait !== null) return spectatorsLimited(this.limits.spectatorChatPerMinute, wait);
    }
    const wait = over(this.limiter.allows(speaker.person));
    return wait === null ? null : chatLimited(wait);
  }

  /** A line said: counted against the limits `refusalHere` checked. */
  private counted(table: string, speaker: Speaker): void {
    if (speaker.seat === null) this.spectators.count(table);
    this.limiter.count(speaker.person);
  }

  /**
   * Says a line at the table: checked (`bad-chat`), within the table's chat size (`chat-full`) and
   * the speaker's limits (`chat-limit`), then, in the table's turn, stored and told to everyone at
   * the table. `said` runs once it is stored, before anyone is told (the speaker's `ok`). A store
   * failure rejects (the line is neither stored nor told; the table goes on).
   */
  async say(
    table: LiveTable,
    request: ChatRequest,
    speaker: Speaker,
    said: (line: ChatLine) => void,
  ): Promise<Result<ChatLine, RuleError> | "gone"> {
    const words = chatWords(request);
    if (!words.ok) return words;
    const room = await this.load(table);
    const refused = await this.refusal(table.record.id, room, speaker);
    if (refused) return err(refused);
    this.counted(table.record.id, speaker);
    // In line with the table's steps (not one of them: a chat line that fails to be stored must not
    // stop the match), so its frame comes after the frames of the steps before it.
    return table.queue.run(async () => {
      if (table.gone) return "gone" as const;
      // Lines already queued may have filled it meanwhile.
      const full = this.limits.chatLinesPerTable;
      if (full > 0 && room.size >= full) return err(chatFull(full));
      const line = room.line(words.value, speaker.from, speaker.seat, this.wallClock());
      await this.store.appendChat(table.record.id, line);
      room.said(line);
      said(line);
      tell(table, { type: "chat", table: table.record.id, line });
      return ok(line);
    });
  }

  /** A table's chat from the store, oldest first (the latest CHAT_HISTORY_LIMIT lines). */
  history(tableId: string): Promise<ChatLine[]> {
    return this.store.chat(tableId, CHAT_HISTORY_LIMIT);
  }
}
