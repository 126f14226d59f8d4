import type { SeatInfo } from "@parlor/engine";
import i18next from "i18next";

/**
 * Each seat's name in a replay, in `lang` (else the language in use): "Bot 1 (medium)" for a bot, else
 * the player's name or "Player 2".
 */
export function seatNames(seats: readonly SeatInfo[], lang?: string): string[] {
  const t = lang === undefined ? i18next.t : i18next.getFixedT(lang);
  return seats.map((seat, i) =>
    seat.bot !== undefined
      ? t("common:players.bot", { n: i + 1, level: t(`common:botLevels.${seat.bot}`) })
      : (seat.name ?? t("common:players.player", { n: i + 1 })),
  );
}
