import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError, problemText, type SeatSummary } from "../api";
import { ensurePlayer, useMe } from "../people/me";
import { saveTokens, tablePath } from "../tokens";
import { askPlayFrom, botLevels, levelMatters, PLAY_FROM_REFUSALS, playFromChoice, seatOf } from "./playFrom";
import type { Timeline } from "./timeline";

export interface PlayFromProps {
  readonly id: string;
  readonly timeline: Timeline;
  /** The number of actions played at the position shown. */
  readonly index: number;
  /** The seats' names, as the replay shows them. */
  readonly names: readonly string[];
  /** The table's seats (its summary), to find the person's own seat in the match. */
  readonly seats: readonly SeatSummary[] | null | undefined;
  /** Opens a page of the site (the new table). */
  readonly go: (path: string) => void;
}

/**
 * "Play from here": the person's seat and the bots' level, then a new table against bots from the
 * position shown (`POST /api/matches/:id/play-from`); the page goes to it with the seat's token kept,
 * as the lobby does with a table it made. Disabled, with the reason, where the match is over.
 */
export function PlayFrom({ id, timeline, index, names, seats, go }: PlayFromProps) {
  const { t } = useTranslation("playFrom");
  const me = useMe();
  const uid = useId();
  const choice = playFromChoice(timeline, index, seatOf(seats, me?.id));
  const { levels, level: defaultLevel } = botLevels(timeline.game);
  // The person's choices, kept while the replay moves (null: the position's own default).
  const [chosenSeat, setChosenSeat] = useState<number | null>(null);
  const [level, setLevel] = useState(defaultLevel);
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const seat = chosenSeat ?? choice.seat;
  const game = timeline.log.game;
  const reason = choice.blocked ? t(choice.blocked) : null;
  const showLevel = levels.length > 1 && levelMatters(timeline, seat);

  const start = async () => {
    if (choice.blocked || asking) return;
    setAsking(true);
    setError(null);
    try {
      // A table is made by someone: a guest when the person has no session yet (as in the lobby).
      await ensurePlayer();
      const answer = await askPlayFrom(id, {
        at: choice.at,
        seat,
        ...(levelMatters(timeline, seat) ? { botLevel: level } : {}),
      });
      const token = answer.seatTokens[answer.seat];
      saveTokens(answer.id, { held: token ? [token] : [], invites: [] });
      go(tablePath(answer.id));
    } catch (failure) {
      setError(
        failure instanceof ApiError && PLAY_FROM_REFUSALS.includes(failure.code)
          ? t(`errors.${failure.code}`)
          : problemText(failure),
      );
      setAsking(false);
    }
  };

  return (
    <form
      className="play-from"
      aria-labelledby={`${uid}-title`}
      aria-describedby={`${uid}-about`}
      data-testid="play-from"
      data-at={choice.at}
      onSubmit={(event) => {
        event.preventDefault();
        void start();
      }}
    >
      <h2 id={`${uid}-title`} className="play-from-title">
        {t("title")}
      </h2>
      <p id={`${uid}-about`} className="hint play-from-about">
        {t("about")}
      </p>
      <div className="play-from-fields">
        <label className="play-from-field">
          <span>{t("seat")}</span>
          <select
            value={seat}
            data-testid="play-from-seat"
            disabled={asking}
            onChange={(e) => setChosenSeat(Number(e.currentTarget.value))}
          >
            {timeline.log.seats.map((_, i) => (
              <option key={i} value={i}>
                {t(choice.toPlay.includes(i) ? "seatToPlay" : "seatOption", {
                  n: i + 1,
                  name: names[i] ?? "",
                })}
              </option>
            ))}
          </select>
        </label>
        {showLevel && (
          <label className="play-from-field">
            <span>{t("bots")}</span>
            <select
              value={level}
              data-testid="play-from-level"
              disabled={asking}
              onChange={(e) => setLevel(e.currentTarget.value)}
            >
              {levels.map((l) => (
                <option key={l} value={l}>
                  {t(`common:botLevels.${l}`)} — {t(`common:bots.${game}.${l}`)}
                </option>
              ))}
            </select>
          </label>
        )}
        <button
          type="submit"
          className="primary"
          data-testid="play-from-start"
          disabled={reason !== null || asking}
          aria-describedby={reason ? `${uid}-reason` : undefined}
        >
          {asking ? t("starting") : t("start")}
        </button>
      </div>
      {reason && (
        <p id={`${uid}-reason`} className="hint" data-testid="play-from-reason">
          {reason}
        </p>
      )}
      {error && (
        <p className="notice" role="alert" data-testid="play-from-error">
          {error}
        </p>
      )}
    </form>
  );
}
