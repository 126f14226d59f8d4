import { useTranslation } from "react-i18next";
import { plain, signed } from "./format";
import type { SheetRow } from "./sheet";

/**
 * The running score sheet: one row per deal (its number, taker and contract, each player's marks and
 * total so far), with buttons to see its breakdown, edit it or delete it; the totals at the foot.
 */
export function ScoreSheet({
  rows,
  names,
  totals,
  shown,
  onShow,
  onEdit,
  onDelete,
}: {
  rows: readonly SheetRow[];
  names: readonly string[];
  totals: readonly number[];
  /** The deal whose breakdown is open. */
  shown: number | null;
  onShow: (index: number) => void;
  onEdit: (index: number) => void;
  onDelete: (index: number) => void;
}) {
  const { t, i18n } = useTranslation("tarotCalculator");
  const lang = i18n.resolvedLanguage ?? "en";
  const best = Math.max(...totals);
  return (
    <section className="calc-sheet" aria-labelledby="calc-sheet-title">
      <h2 id="calc-sheet-title">{t("sheet.title")}</h2>
      {rows.length === 0 ? (
        <p data-testid="sheet-empty">{t("sheet.empty")}</p>
      ) : (
        <div className="calc-sheet-scroll" role="region" aria-labelledby="calc-sheet-title" tabIndex={0}>
          <table data-testid="sheet">
            <thead>
              <tr>
                <th scope="col">{t("sheet.deal")}</th>
                <th scope="col">{t("sheet.summary")}</th>
                {names.map((name, seat) => (
                  <th scope="col" key={seat}>
                    {name}
                  </th>
                ))}
                <th scope="col">{t("sheet.actions")}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map(({ index, entry, scored, totals: running }) => (
                <tr
                  key={index}
                  data-testid={`sheet-row-${index}`}
                  className={index === shown ? "shown" : ""}
                  aria-current={index === shown ? "true" : undefined}
                >
                  <th scope="row">{index + 1}</th>
                  <td>
                    {t("sheet.dealWith", {
                      taker: names[entry.taker],
                      contract: t(`contract.${entry.contract}`),
                    })}
                    <small>
                      {" "}
                      {plain(entry.points, lang)} ·{" "}
                      {scored.breakdown.made ? t("breakdown.made") : t("breakdown.failed")}
                    </small>
                  </td>
                  {names.map((_, seat) => (
                    <td key={seat} className="calc-num">
                      <span data-testid={`sheet-mark-${index}-${seat}`} data-value={scored.scores[seat] ?? 0}>
                        {signed(scored.scores[seat] ?? 0, lang)}
                      </span>
                      <small data-testid={`sheet-running-${index}-${seat}`} data-value={running[seat] ?? 0}>
                        {t("sheet.runningTotal", { total: plain(running[seat] ?? 0, lang) })}
                      </small>
                    </td>
                  ))}
                  <td className="calc-row-actions">
                    <button
                      type="button"
                      aria-pressed={index === shown}
                      aria-label={t("sheet.show", { n: index + 1 })}
                      title={t("sheet.show", { n: index + 1 })}
                      data-testid={`show-deal-${index}`}
                      onClick={() => onShow(index)}
                    >
                      <span aria-hidden="true">…</span>
                    </button>
                    <button
                      type="button"
                      aria-label={t("sheet.edit", { n: index + 1 })}
                      title={t("sheet.edit", { n: index + 1 })}
                      data-testid={`edit-deal-${index}`}
                      onClick={() => onEdit(index)}
                    >
                      <span aria-hidden="true">✎</span>
                    </button>
                    <button
                      type="button"
                      aria-label={t("sheet.delete", { n: index + 1 })}
                      title={t("sheet.delete", { n: index + 1 })}
                      data-testid={`delete-deal-${index}`}
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
                <th scope="row" colSpan={2}>
                  {t("sheet.total")}
                </th>
                {totals.map((total, seat) => (
                  <td key={seat} className="calc-num" data-testid={`total-${seat}`} data-value={total}>
                    <strong>{signed(total, lang)}</strong>
                    {total === best && rows.length > 0 && <span className="badge">{t("sheet.leading")}</span>}
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
