import type { Outcome as MatchOutcome } from "@parlor/engine";
import type { SeatStanding } from "@parlor/protocol";
import { useTranslation } from "react-i18next";
import { Scores, ScoreSheet } from "../table/EndScreen";
import { standingsOf, verdictWords } from "../table/standings";

/** The end of the match: who won (or the draw), every score, and the score sheet of a match of several deals. */
export function Outcome({
  outcome,
  names,
  unit,
  seats = [],
  dealWord,
}: {
  outcome: MatchOutcome;
  names: readonly string[];
  /** What a score counts (the game's `scoreUnit`). */
  unit: string;
  /** The seats, saying who resigned or was away at the end. */
  seats?: readonly SeatStanding[];
  /** The game's word for a deal on the score sheet (`GameUi.dealWord`); "Deal" by default. */
  dealWord?: string | undefined;
}) {
  const { t } = useTranslation();
  const title = verdictWords(standingsOf(outcome, seats).verdict, names, "replay");
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
        seats={seats}
      />
      <ScoreSheet outcome={outcome} names={names} dealWord={dealWord} />
    </section>
  );
}
