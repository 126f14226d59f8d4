import type { Outcome as MatchOutcome } from "@parlor/engine";
import { Scores, ScoreSheet } from "../table/EndScreen";
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
  const winners = outcome.winners.map((seat) => names[seat] ?? `Seat ${seat + 1}`);
  const title = winners.length === 1 ? `${winners[0]} wins` : `A draw between ${inWords(winners)}`;
  return (
    <section className="replay-outcome" aria-labelledby="outcome-title" data-testid="replay-outcome">
      <h2 id="outcome-title" data-testid="replay-winner">
        The match is over: {title}
      </h2>
      <Scores
        outcome={outcome}
        names={names}
        unit={unit}
        testIdPrefix="replay-final-score"
        winnerMark=" (winner)"
      />
      <ScoreSheet outcome={outcome} names={names} />
    </section>
  );
}
