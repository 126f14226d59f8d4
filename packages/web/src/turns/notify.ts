/**
 * The browser's notifications of a turn: asked for on the My games page ("Tell me when it's my
 * turn"), shown when a table newly waits for the person's move while the page is hidden (in view, the
 * header's count says it). A click on one brings the page back at that table.
 */
import type { MyGame } from "@parlor/protocol";
import i18next from "i18next";
import { tablePath } from "../tokens";
import { company, standing } from "./lines";
import { mayNotify } from "./myGames";

/** The notification's tag: a table's later notification replaces its earlier one. */
const tagOf = (table: string): string => `parlor-turn-${table}`;

/** Whether the page may still ask to notify (the person has neither granted nor refused it). */
export function mayAsk(): boolean {
  return typeof Notification !== "undefined" && Notification.permission === "default";
}

/** Asks the browser to let the page notify; answers what the person chose. */
export async function askToNotify(): Promise<NotificationPermission> {
  return Notification.requestPermission();
}

/** What a notification of a table says: its title ("Your turn: French Tarot") and its body. */
export function turnNotice(game: MyGame, now: number): { title: string; body: string } {
  const title = i18next.t("lifecycle:mine.noticeTitle", {
    game: i18next.t(`common:games.${game.game}.title`),
  });
  const body = [standing(game, now), company(game)].filter((line) => line !== null).join(" · ");
  return { title, body };
}

/**
 * Tells of each table in `games` (newly the person's turn) by a notification, when the page is hidden
 * and may notify; a click opens the table (`open`: the site's `go`).
 */
export function notifyTurns(games: readonly MyGame[], open: (path: string) => void): void {
  if (!document.hidden || !mayNotify()) return;
  for (const game of games) {
    const { title, body } = turnNotice(game, Date.now());
    try {
      const notice = new Notification(title, { body, tag: tagOf(game.table), icon: "/favicon.svg" });
      notice.onclick = () => {
        window.focus();
        open(tablePath(game.table));
        notice.close();
      };
    } catch {
      // A browser that shows notifications only through a service worker (Chrome on Android): the
      // header's count tells it when the page is seen again.
    }
  }
}
