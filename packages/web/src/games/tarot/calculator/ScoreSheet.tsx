import { useTranslation } from "react-i18next";
import { plain, signed } from "../../../scorers/format";
import { RunningSheet } from "../../../scorers/RunningSheet";
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
    <RunningSheet
      titleId="calc-sheet-title"
      item="deal"
      words={{
        title: t("sheet.title"),
        empty: t("sheet.empty"),
        number: t("sheet.deal"),
        actions: t("sheet.actions"),
        total: t("sheet.total"),
        show: (n) => t("sheet.show", { n }),
        edit: (n) => t("sheet.edit", { n }),
        delete: (n) => t("sheet.delete", { n }),
      }}
      names={names}
      rows={rows}
      totals={totals}
      shown={shown}
      onShow={onShow}
      onEdit={onEdit}
      onDelete={onDelete}
      summary={{
        head: t("sheet.summary"),
        cell: ({ entry, scored }) => (
          <>
            {t("sheet.dealWith", { taker: names[entry.taker], contract: t(`contract.${entry.contract}`) })}
            <small>
              {" "}
              {plain(entry.points, lang)} ·{" "}
              {scored.breakdown.made ? t("breakdown.made") : t("breakdown.failed")}
            </small>
          </>
        ),
      }}
      cell={({ index, scored, totals: running }, seat) => (
        <>
          <span data-testid={`sheet-mark-${index}-${seat}`} data-value={scored.scores[seat] ?? 0}>
            {signed(scored.scores[seat] ?? 0, lang)}
          </span>
          <small data-testid={`sheet-running-${index}-${seat}`} data-value={running[seat] ?? 0}>
            {t("sheet.runningTotal", { total: plain(running[seat] ?? 0, lang) })}
          </small>
        </>
      )}
      total={(total) => (
        <>
          <strong>{signed(total, lang)}</strong>
          {total === best && rows.length > 0 && <span className="badge">{t("sheet.leading")}</span>}
        </>
      )}
    />
  );
}
