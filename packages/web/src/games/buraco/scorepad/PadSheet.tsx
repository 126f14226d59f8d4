import { useTranslation } from "react-i18next";
import { plain, signed } from "../../tarot/calculator/format";
import type { PadRow } from "./pad";

/**
 * The running score sheet: one row per hand (each side's hand score and total so far, who went out),
 * with buttons to see its breakdown, edit it or delete it; the totals and what is left to the target.
 */
export function PadSheet({
  rows,
  names,
  totals,
  target,
  shown,
  onShow,
  onEdit,
  onDelete,
}: {
  rows: readonly PadRow[];
  names: readonly [string, string];
  totals: readonly [number, number];
  target: number;
  shown: number | null;
  onShow: (index: number) => void;
  onEdit: (index: number) => void;
  onDelete: (index: number) => void;
}) {
  const { t, i18n } = useTranslation("buracoScorepad");
  const lang = i18n.resolvedLanguage ?? "en";
  return (
    <section className="calc-sheet" aria-labelledby="pad-sheet-title">
      <h2 id="pad-sheet-title">{t("sheet.title")}</h2>
      {rows.length === 0 ? (
        <p data-testid="sheet-empty">{t("sheet.empty")}</p>
      ) : (
        <div className="calc-sheet-scroll" role="region" aria-labelledby="pad-sheet-title" tabIndex={0}>
          <table data-testid="sheet">
            <thead>
              <tr>
                <th scope="col">{t("sheet.hand")}</th>
                {names.map((name, side) => (
                  <th scope="col" key={side}>
                    {name}
                  </th>
                ))}
                <th scope="col">{t("sheet.actions")}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map(({ index, hand, scores, totals: running }) => (
                <tr
                  key={index}
                  data-testid={`sheet-row-${index}`}
                  className={index === shown ? "shown" : ""}
                  aria-current={index === shown ? "true" : undefined}
                >
                  <th scope="row">{index + 1}</th>
                  {scores.map((score, side) => (
                    <td key={side} className="calc-num">
                      <span data-testid={`sheet-score-${index}-${side}`} data-value={score.total}>
                        {signed(score.total, lang)}
                      </span>
                      {hand.wentOut === side && <span className="badge">{t("sheet.wentOut")}</span>}
                      <small data-testid={`sheet-running-${index}-${side}`} data-value={running[side] ?? 0}>
                        {t("sheet.runningTotal", { total: plain(running[side] ?? 0, lang) })}
                      </small>
                    </td>
                  ))}
                  <td className="calc-row-actions">
                    <button
                      type="button"
                      aria-pressed={index === shown}
                      aria-label={t("sheet.show", { n: index + 1 })}
                      title={t("sheet.show", { n: index + 1 })}
                      data-testid={`show-hand-${index}`}
                      onClick={() => onShow(index)}
                    >
                      <span aria-hidden="true">…</span>
                    </button>
                    <button
                      type="button"
                      aria-label={t("sheet.edit", { n: index + 1 })}
                      title={t("sheet.edit", { n: index + 1 })}
                      data-testid={`edit-hand-${index}`}
                      onClick={() => onEdit(index)}
                    >
                      <span aria-hidden="true">✎</span>
                    </button>
                    <button
                      type="button"
                      aria-label={t("sheet.delete", { n: index + 1 })}
                      title={t("sheet.delete", { n: index + 1 })}
                      data-testid={`delete-hand-${index}`}
                      onClick={() => onDelete(index)}
                    >
                      <span aria-hidden="true">✕</span>
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{t("sheet.total")}</th>
                {totals.map((total, side) => (
                  <td key={side} className="calc-num" data-testid={`total-${side}`} data-value={total}>
                    <strong>{plain(total, lang)}</strong>
                    {total < target && (
                      <small>{t("sheet.toTarget", { left: plain(target - total, lang) })}</small>
                    )}
                  </td>
                ))}
                <td />
              </tr>
            </tfoot>
          </table>
        </div>
      )}
    </section>
  );
}
