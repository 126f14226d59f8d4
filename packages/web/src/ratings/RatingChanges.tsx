import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import type { SeatSummary } from "../api";
import { currentLanguage } from "../i18n";
import { PlayerChip } from "../table/players";
import { direction, formatChange, formatRating } from "./format";
import "./ratings.css";

/**
 * The end screen's ratings: each rated seat's rating before and after the match and the change, its
 * own side's ("1500? → 1521? (+21)", a provisional rating marked), "Not played" when someone left
 * before the game's minimum of moves (the match counts for nobody), or "Unrated match" when the
 * table was not rated. Nothing while the changes are not known (a seat taken without a session or
 * by a guest is not rated, nor an abandoned match).
 */
export function RatingChanges(props: Parameters<typeof Changes>[0]) {
  // The ratings' words load with the end screen; the end screen does not wait for them.
  return (
    <Suspense fallback={null}>
      <Changes {...props} />
    </Suspense>
  );
}

function Changes({
  seats,
  rated,
  played,
  names,
}: {
  seats: readonly SeatSummary[];
  /** The table's `rated` (absent: not said, as from an older server). */
  rated: boolean | undefined;
  /** The table's `played`: false when someone made fewer than the game's minimum of moves. */
  played?: boolean | null | undefined;
  names: readonly string[];
}) {
  const { t } = useTranslation("ratings");
  if (played === false)
    return (
      <p className="rating-unrated" data-testid="rating-unplayed">
        {t("end.unplayed")}
      </p>
    );
  if (rated === false)
    return (
      <p className="rating-unrated" data-testid="rating-unrated">
        {t("end.unrated")}
      </p>
    );
  const language = currentLanguage();
  const changes = seats.flatMap((seat, index) => (seat.rating ? [{ index, rating: seat.rating }] : []));
  if (changes.length === 0) return null;
  return (
    <section className="rating-changes" aria-labelledby="rating-changes-title" data-testid="rating-changes">
      <h3 id="rating-changes-title">{t("end.title")}</h3>
      <ul>
        {changes.map(({ index, rating }) => {
          const name = names[index] ?? "";
          const before = formatRating(rating.before.rating, language, rating.before.provisional);
          const after = formatRating(rating.after.rating, language, rating.after.provisional);
          const delta = rating.after.rating - rating.before.rating;
          const change = formatChange(delta, language);
          return (
            <li
              key={index}
              data-testid={`rating-change-${index}`}
              data-direction={direction(delta)}
              data-before={rating.before.rating}
              data-after={rating.after.rating}
              data-provisional={rating.after.provisional === true ? "" : undefined}
              title={rating.after.provisional === true ? t("provisional") : undefined}
              aria-label={t("end.label", { name, before, after, delta: change })}
            >
              <PlayerChip seat={index} name={name} />
              {t("common:colon")}
              <span className="rating-values">{t("end.change", { before, after })}</span>{" "}
              <span className={`rating-delta ${direction(delta)}`}>{t("end.delta", { delta: change })}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
