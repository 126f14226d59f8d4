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
  TableChat,
  type ChatAllowance,
  type ChatRequest,
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

/** The key of a session-less spectator's address (a connection without one counts by itself). */
function addressKey(speaker: Speaker): string {
  return speaker.address !== undefined ? `address:${speaker.address}` : speaker.person;
}

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
  /** Each address's spectators without a session (`anonymousChatPerMinute`). */
  private readonly anonymous: ChatLimiter;

  constructor(
    private readonly store: Store,
    /** Wall-clock milliseconds: each line's `at`, and the limits' clock. */
    private readonly wallClock: () => number,
    private readonly limits: ChatLimits = DEFAULT_LIMITS,
  ) {
    this.limiter = new ChatLimiter(wallClock);
    this.spectators = new ChatLimiter(wallClock, limits.spectatorChatPerMinute, CHAT_MINUTE_MS);
    this.anonymous = new ChatLimiter(wallClock, limits.anonymousChatPerMinute, CHAT_MINUTE_MS);
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
   * Why a speaker may not say a line at a table now (the first limit it is over), or null. A
   * spectator (no seat there) counts against the table's spectators' allowance, and without a
   * session against its address's; everyone against their own.
   */
  private refusal(table: string, room: TableChat, speaker: Speaker): RuleError | null {
    const full = this.limits.chatLinesPerTable;
    if (full > 0 && room.size >= full) return chatFull(full);
    const over = (allowance: ChatAllowance) => (allowance.ok ? null : allowance.retryInMs);
    if (speaker.seat === null) {
      if (!speaker.signedIn) {
        const lines = this.limits.anonymousChatPerMinute;
        if (lines <= 0) return anonymousLimited(0, 0);
        const wait = over(this.anonymous.allows(addressKey(speaker)));
        if (wait !== null) return anonymousLimited(lines, wait);
      }
      const wait = over(this.spectators.allows(table));
      if (wait !== null) return spectatorsLimited(this.limits.spectatorChatPerMinute, wait);
    }
    const wait = over(this.limiter.allows(speaker.person));
    return wait === null ? null : chatLimited(wait);
  }

  /** A line said: counted against every limit `refusal` checked. */
  private counted(table: string, speaker: Speaker): void {
    if (speaker.seat === null) {
      if (!speaker.signedIn) this.anonymous.count(addressKey(speaker));
      this.spectators.count(table);
    }
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
    const refused = this.refusal(table.record.id, room, speaker);
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
