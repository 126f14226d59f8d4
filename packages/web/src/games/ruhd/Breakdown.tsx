import type { PlacedTile, PlacementScore } from "@parlor/engine/ruhd";
import { useTranslation } from "react-i18next";
import { describePattern, describeSide } from "./sides";
import { TileFaceImage } from "./Tile";

/**
 * A placement's score, rule by rule and side by side, as the rulebook asks every score to be
 * explained: one-side, diff-diff and same-same pairs, each pattern created, and the total.
 */
export function Breakdown({
  score,
  title,
  testId = "breakdown",
  tile,
}: {
  score: PlacementScore;
  title: string;
  testId?: string;
  /** The tile placed, drawn small beside the title. */
  tile?: PlacedTile;
}) {
  const { t } = useTranslation("ruhd");
  const diffDiff = score.sides.filter((s) => s.rule === "diff-diff");
  const sameSame = score.sides.filter((s) => s.rule === "same-same");
  const other = score.sides.filter((s) => s.rule === "none");
  return (
    <section className="ruhd-breakdown" aria-label={title} data-testid={testId} data-total={score.total}>
      <h3>
        {tile && <TileFaceImage placed={tile} />}
        {t("colon", { text: title })} <strong data-testid={`${testId}-total`}>{score.total}</strong>{" "}
        {t("pointsWord", { count: score.total })}
      </h3>
      <dl>
        <dt>{t("breakdown.oneSide")}</dt>
        <dd data-testid={`${testId}-one-side`}>
          {score.oneSide > 0
            ? t("breakdown.oneSideScored", { points: score.oneSide })
            : t("breakdown.oneSideNone")}
        </dd>
        <dt>{t("breakdown.diffDiff")}</dt>
        <dd data-testid={`${testId}-diff-diff`}>
          {diffDiff.length === 0 ? "0" : `+${score.diffDiff}`}
          <SideList sides={diffDiff.map((side) => describeSide(side, t))} />
        </dd>
        <dt>{t("breakdown.sameSame")}</dt>
        <dd data-testid={`${testId}-same-same`}>
          {sameSame.length === 0 ? "0" : `+${score.sameSame}`}
          <SideList sides={sameSame.map((side) => describeSide(side, t))} />
        </dd>
        {other.length > 0 && (
          <>
            <dt>{t("breakdown.other")}</dt>
            <dd>
              0<SideList sides={other.map((side) => describeSide(side, t))} />
            </dd>
          </>
        )}
        <dt>{t("breakdown.patterns")}</dt>
        <dd data-testid={`${testId}-patterns`}>
          {score.patterns.length === 0 ? "0" : `+${score.pattern}`}
          <SideList sides={score.patterns.map((pattern) => describePattern(pattern, t))} />
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
