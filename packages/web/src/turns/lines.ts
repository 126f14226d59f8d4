/**
 * One of the person's tables in words, as My games and a notification say it: where it stands ("Your
 * turn — 23 h 10 min left", "Waiting for Bea", "Waiting for 2 more players"), who else plays there,
 * and what is left of their time bank. `now` is the wall clock (ms), as the server's deadlines are.
 */
import type { MyGame } from "@parlor/protocol";
import i18next from "i18next";
import { inWords } from "../words";
import { freeSeats, otherPlayers } from "./myGames";
import { bankAt, timeLeft } from "./time";

/** Where the table stands for the person. */
export function standing(game: MyGame, now: number): string {
  if (game.status === "waiting")
    return i18next.t("lifecycle:mine.waitingForPlayers", { count: freeSeats(game) });
  if (game.yourTurn)
    return game.deadline === null
      ? i18next.t("lifecycle:mine.yourTurn")
      : i18next.t("lifecycle:mine.yourTurnLeft", { time: timeLeft(game.deadline - now) });
  if (game.waitingFor.length > 0)
    return i18next.t("lifecycle:mine.waitingFor", { name: inWords(game.waitingFor) });
  // Whose turn it is is not known here: with one other at the table it is theirs (bots answer at once).
  const others = otherPlayers(game);
  return others.length === 1
    ? i18next.t("lifecycle:mine.waitingFor", { name: others[0] })
    : i18next.t("lifecycle:mine.waitingForOthers");
}

/** Who else plays there ("with Bea and Carl"), or null when nobody has sat down yet. */
export function company(game: MyGame): string | null {
  const others = otherPlayers(game);
  return others.length === 0 ? null : i18next.t("lifecycle:mine.with", { names: inWords(others) });
}

/** What is left of the person's time bank there at `now` (their move under way counted), or null at a live table. */
export function bankLine(game: MyGame, now: number): string | null {
  if (game.bankLeftMs === null) return null;
  const left =
    game.yourTurn && game.moveMs !== null
      ? bankAt(game.bankLeftMs, game.deadline, game.moveMs, now)
      : game.bankLeftMs;
  return i18next.t("lifecycle:mine.bank", { time: timeLeft(left) });
}
