import type { Outcome as MatchOutcome } from "@parlor/engine";
import { useTranslation } from "react-i18next";
import { Scores, ScoreSheet } from "../table/EndScreen";
import { playerName } from "../table/players";
import { inWords } from "../words";

/** The end of the match: who won (or the draw), every score, and the score sheet of a match of several deals. */
export function Outcome({
  outcome,
  names,
  unit,
}: {
  outcome: MatchOutcome;
  names: readonly string[];
  /** What a score counts (the game's `scoreUnit`). */
  unit: string;
}) {
  const { t } = useTranslation();
  const winners = outcome.winners.map((seat) => names[seat] ?? playerName(seat));
  const title =
    winners.length === 1
      ? t("replay.wins", { name: winners[0] })
      : t("replay.draw", { names: inWords(winners) });
  return (
    <section className="replay-outcome" aria-labelledby="outcome-title" data-testid="replay-outcome">
      <h2 id="outcome-title" data-testid="replay-winner">
        {t("replay.over", { title })}
      </h2>
      <Scores
        outcome={outcome}
        names={names}
        unit={unit}
        testIdPrefix="replay-final-score"
        winnerMark={t("replay.winnerMark")}
      />
      <ScoreSheet outcome={outcome} names={names} />
    </section>
  );
}
