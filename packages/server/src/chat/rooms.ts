import { err, ok, type Result, type RuleError } from "@parlor/engine";
import type { ChatLine, PlayerRef } from "@parlor/protocol";
import type { LiveTable } from "../live-table.js";
import type { Store } from "../store/store.js";
import { tell } from "../tables/frames.js";
import {
  CHAT_BACKLOG,
  CHAT_HISTORY_LIMIT,
  ChatLimiter,
  chatLimited,
  chatWords,
  TableChat,
  type ChatRequest,
} from "./chat.js";

/** Who says a line: their name, seat (null: a spectator), and the key the limit counts them by. */
export interface Speaker {
  readonly from: PlayerRef;
  readonly seat: number | null;
  /** The player's id, else the connection's own key (`connectionKey()`). */
  readonly person: string;
}

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
  readonly limiter: ChatLimiter;

  constructor(
    private readonly store: Store,
    /** Wall-clock milliseconds: each line's `at`, and the limit's clock. */
    private readonly wallClock: () => number,
  ) {
    this.limiter = new ChatLimiter(wallClock);
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
   * Says a line at the table: checked (`bad-chat`), counted against the speaker's limit
   * (`chat-limit`), then, in the table's turn, stored and told to everyone at the table. `said`
   * runs once it is stored, before anyone is told (the speaker's `ok`). A store failure rejects
   * (the line is neither stored nor told; the table goes on).
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
    const allowance = this.limiter.take(speaker.person);
    if (!allowance.ok) return err(chatLimited(allowance.retryInMs));
    // In line with the table's steps (not one of them: a chat line that fails to be stored must not
    // stop the match), so its frame comes after the frames of the steps before it.
    return table.queue.run(async () => {
      if (table.gone) return "gone" as const;
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
