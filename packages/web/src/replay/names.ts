import type { SeatInfo } from "@parlor/engine";
import i18next from "i18next";
import type { SeatSummary } from "../api";

/**
 * Each seat's name as the log gives it, in `lang` (else the language in use): "Bot 1 (medium)" for a
 * bot, else the player's name or "Player 2". A replay names its seats from the table's summary
 * (`replaySeats`, then `seatNames` of table/players: as the table named them, namesakes told apart);
 * these are its names when the summary cannot be had.
 */
export function seatNames(seats: readonly SeatInfo[], lang?: string): string[] {
  const t = lang === undefined ? i18next.t : i18next.getFixedT(lang);
  return seats.map((seat, i) =>
    seat.bot !== undefined
      ? t("common:players.bot", { n: i + 1, level: t(`common:botLevels.${seat.bot}`) })
      : (seat.name ?? t("common:players.player", { n: i + 1 })),
  );
}

/**
 * The seats of a finished match as its replay shows them, from the table's summary (`GET
 * /api/tables/:id`): each by its bot or the player who sat there, as at the table (nothing of the
 * table's last moments: who was away or resigned). Null when the summary is missing or does not fit
 * the log (the replay then names seats as the log does).
 */
export function replaySeats(
  summary: readonly SeatSummary[] | null | undefined,
  log: readonly SeatInfo[],
): SeatSummary[] | null {
  if (!summary || summary.length !== log.length) return null;
  return summary.map((seat) => {
    const player = seat.player ? { player: seat.player } : {};
    return "bot" in seat
      ? { bot: seat.bot, joined: true, ...player }
      : { human: true, joined: true, ...player };
  });
}
