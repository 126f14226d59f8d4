/**
 * A table's chat as the page keeps it: its lines in order, each once (a line comes in its `chat`
 * frame, and again in `joined.chat` after a reconnect), and who said each.
 */
import { CHAT_PHRASES, type ChatLine } from "@parlor/protocol";
import { useCallback, useState } from "react";
import { playerName } from "../table/players";

/** The most lines a page keeps of a table's chat (older ones scroll away). */
export const KEPT_LINES = 200;

/** Adds lines to a chat: by number, each once, oldest first, the latest KEPT_LINES. */
export function withLines(old: readonly ChatLine[], added: readonly ChatLine[]): readonly ChatLine[] {
  if (added.length === 0) return old;
  const byNumber = new Map<number, ChatLine>();
  for (const line of old) byNumber.set(line.n, line);
  for (const line of added) byNumber.set(line.n, line);
  return [...byNumber.values()].sort((a, b) => a.n - b.n).slice(-KEPT_LINES);
}

/** Whether `phrase` is one this page knows (a newer server may send others: then its text shows). */
export function knownPhrase(phrase: string | undefined): phrase is (typeof CHAT_PHRASES)[number] {
  return phrase !== undefined && (CHAT_PHRASES as readonly string[]).includes(phrase);
}

/**
 * Who said a line, as the page names them: a line said from a seat by the seat's name as the table
 * names it (`names`: "You", "Ana", "Ana #x3F9", "Bot 2 (easy)"), else by its sender's player's name,
 * `spectator` ("Spectator") for a spectator without one, "Player 2" for a seat without one.
 */
export function senderName(line: ChatLine, names: readonly string[] | undefined, spectator: string): string {
  const seatName = line.seat === null ? undefined : names?.[line.seat];
  if (seatName !== undefined) return seatName;
  if (line.from.id !== "") return line.from.name;
  return line.seat === null ? spectator : playerName(line.seat);
}

/**
 * The chat of the table on the page (`table`: another table starts afresh): `joined` takes a join's
 * latest lines (`joined.chat`), `said` one new line.
 */
export function useChatLines(table: string): {
  readonly lines: readonly ChatLine[];
  readonly joined: (extra: { readonly chat?: readonly ChatLine[] | undefined }) => void;
  readonly said: (line: ChatLine) => void;
} {
  const [chat, setChat] = useState<{ readonly table: string; readonly lines: readonly ChatLine[] }>({
    table,
    lines: [],
  });
  const add = useCallback(
    (added: readonly ChatLine[]) =>
      setChat((old) => ({ table, lines: withLines(old.table === table ? old.lines : [], added) })),
    [table],
  );
  const joined = useCallback(
    (extra: { readonly chat?: readonly ChatLine[] | undefined }) => add(extra.chat ?? []),
    [add],
  );
  const said = useCallback((line: ChatLine) => add([line]), [add]);
  return { lines: chat.table === table ? chat.lines : [], joined, said };
}
