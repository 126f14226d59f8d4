import type { BuracoView } from "@parlor/engine/buraco";
import { useTranslation } from "react-i18next";
import { SheetTable } from "../../table/EndScreen";
import { BuracoCard } from "./BuracoCard";
import { SCORE_LINES, signed } from "./score";

/**
 * The last hand's score, line by line for each side (cards melded, canastas, red threes, going out,
 * the morto, the cards left in hand, with those cards shown, then the deal's total), then the score
 * sheet: each deal's score per side and the totals. (Each side's total and how far it is from the target
 * are the `Totals`, always in view.)
 */
export function HandResult({
  view,
  sideNames,
  names,
}: {
  view: BuracoView;
  sideNames: readonly string[];
  names: readonly string[];
}) {
  const { t } = useTranslation("buraco");
  const result = view.lastResult;
  return (
    <section className="buraco-scores" aria-label={t("score.label")}>
      {result && (
        <table className="buraco-sheet" data-testid="last-hand">
          <caption>
            {result.wentOut === null
              ? t("score.stockRanOut", { deal: result.hand })
              : t("score.wentOut", { deal: result.hand, side: sideNames[result.wentOut] ?? "" })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t("score.line")}</th>
              {result.sides.map((_, side) => (
                <th key={side} scope="col">
                  {sideNames[side]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {SCORE_LINES.map((line) => (
              <tr key={line} data-testid={`score-${line}`} className={line === "total" ? "total" : undefined}>
                <th scope="row">{t(`score.lines.${line}`)}</th>
                {result.sides.map((score, side) => (
                  <td key={side}>{line === "total" ? score[line] : signed(score[line])}</td>
                ))}
              </tr>
            ))}
            {result.left.some((cards) => cards.length > 0) && (
              <tr>
                <th scope="row">{t("score.left")}</th>
                {result.left.map((cards, side) => (
                  <td key={side}>
                    <span className="buraco-row buraco-left">
                      {cards.map((card, i) => (
                        <BuracoCard key={`${card}-${i}`} code={card} />
                      ))}
                    </span>
                  </td>
                ))}
              </tr>
            )}
          </tbody>
        </table>
      )}
      {view.sheet.length > 0 && (
        <SheetTable
          deals={view.sheet}
          names={names}
          teams={view.teams}
          label={t("score.deal")}
          testId="buraco-sheet"
        />
      )}
    </section>
  );
}

/**
 * The scores, always in view above the table: the deal being played and the target, and each side's
 * total with how far it is from the target.
 */
export function Totals({ view, sideNames }: { view: BuracoView; sideNames: readonly string[] }) {
  const { t } = useTranslation("buraco");
  return (
    <p className="buraco-totals" data-testid="buraco-totals">
      <span className="buraco-hand-no">
        {t("banner.deal", { deal: view.hand, target: view.options.target })}
      </span>
      {view.totals.map((total, side) => (
        <span key={side} className="buraco-progress" data-testid={`side-total-${side}`}>
          {t("score.sideTotal", {
            side: sideNames[side] ?? "",
            total,
            left: Math.max(0, view.options.target - total),
          })}
        </span>
      ))}
    </p>
  );
}
