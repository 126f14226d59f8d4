import type { Outcome as MatchOutcome } from "@parlor/engine";
import { PlayerChip } from "../tables/common";
import { counted, inWords } from "../words";

/** The end of the match: who won (or the draw) and every score. */
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
  const order = outcome.scores.map((score, seat) => ({ score, seat })).sort((a, b) => b.score - a.score);
  return (
    <section className="replay-outcome" aria-labelledby="outcome-title" data-testid="replay-outcome">
      <h2 id="outcome-title" data-testid="replay-winner">
        The match is over: {title}
      </h2>
      <ol className="end-scores">
        {order.map(({ score, seat }) => (
          <li key={seat} data-testid={`replay-final-score-${seat}`}>
            <PlayerChip seat={seat} name={names[seat] ?? `Seat ${seat + 1}`} />: {counted(score, unit)}
            {outcome.winners.includes(seat) ? " (winner)" : ""}
          </li>
        ))}
      </ol>
    </section>
  );
}
