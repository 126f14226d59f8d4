import type { PlacementScore } from "@parlor/engine/ruhd";
import { describePattern, describeSide } from "./sides";

/**
 * A placement's score, rule by rule and side by side, as the rulebook asks every score to be
 * explained: one-side, diff-diff and same-same pairs, each pattern created, and the total.
 */
export function Breakdown({
  score,
  title,
  testId = "breakdown",
}: {
  score: PlacementScore;
  title: string;
  testId?: string;
}) {
  const diffDiff = score.sides.filter((s) => s.rule === "diff-diff");
  const sameSame = score.sides.filter((s) => s.rule === "same-same");
  const other = score.sides.filter((s) => s.rule === "none");
  return (
    <section className="ruhd-breakdown" aria-label={title} data-testid={testId} data-total={score.total}>
      <h3>
        {title}: <strong data-testid={`${testId}-total`}>{score.total}</strong>{" "}
        {score.total === 1 ? "point" : "points"}
      </h3>
      <dl>
        <dt>One side</dt>
        <dd data-testid={`${testId}-one-side`}>
          {score.oneSide > 0
            ? `+${score.oneSide} (touches exactly one tile)`
            : "0 (touches more than one tile)"}
        </dd>
        <dt>Different colours</dt>
        <dd data-testid={`${testId}-diff-diff`}>
          {diffDiff.length === 0 ? "0" : `+${score.diffDiff}`}
          <SideList sides={diffDiff.map(describeSide)} />
        </dd>
        <dt>Same colour and number</dt>
        <dd data-testid={`${testId}-same-same`}>
          {sameSame.length === 0 ? "0" : `+${score.sameSame}`}
          <SideList sides={sameSame.map(describeSide)} />
        </dd>
        {other.length > 0 && (
          <>
            <dt>Same colour, other number</dt>
            <dd>
              0<SideList sides={other.map(describeSide)} />
            </dd>
          </>
        )}
        <dt>Patterns</dt>
        <dd data-testid={`${testId}-patterns`}>
          {score.patterns.length === 0 ? "0" : `+${score.pattern}`}
          <SideList sides={score.patterns.map(describePattern)} />
        </dd>
      </dl>
    </section>
  );
}

function SideList({ sides }: { sides: readonly string[] }) {
  if (sides.length === 0) return null;
  return (
    <ul>
      {sides.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}
