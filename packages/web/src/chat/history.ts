/** A finished match's chat as its replay shows it: fetched once, each line at its moment of the match. */
import { tableChat, type ChatLine } from "@parlor/protocol";
import { request } from "../api";

/** A table's chat, oldest first (an ApiError when it cannot be had, or is not a chat). */
export function getChat(table: string): Promise<ChatLine[]> {
  return request(`/api/tables/${encodeURIComponent(table)}/chat`, tableChat);
}

/**
 * A line's moment in the match: game ms since its start (its wall-clock time against the match's),
 * 0 before it started, and the end (`end`, the match's length) after it was over.
 */
export function gameTimeOf(line: ChatLine, startedAt: number | null, end = Infinity): number {
  return startedAt === null ? 0 : Math.min(end, Math.max(0, line.at - startedAt));
}

/** The lines said by `time` (every line once the replay is at its end) and how many come later. */
export function linesBy(
  lines: readonly ChatLine[],
  startedAt: number | null,
  time: number,
  atEnd: boolean,
): { readonly said: readonly ChatLine[]; readonly later: number } {
  const said = atEnd ? lines : lines.filter((line) => gameTimeOf(line, startedAt) <= time);
  return { said, later: lines.length - said.length };
}
