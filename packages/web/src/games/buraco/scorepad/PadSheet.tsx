import { useTranslation } from "react-i18next";
import { plain, signed } from "../../../scorers/format";
import { RunningSheet } from "../../../scorers/RunningSheet";
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
    <RunningSheet
      titleId="pad-sheet-title"
      item="hand"
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
      cell={({ index, hand, scores, totals: running }, side) => (
        <>
          <span data-testid={`sheet-score-${index}-${side}`} data-value={scores[side]?.total ?? 0}>
            {signed(scores[side]?.total ?? 0, lang)}
          </span>
          {hand.wentOut === side && <span className="badge">{t("sheet.wentOut")}</span>}
          <small data-testid={`sheet-running-${index}-${side}`} data-value={running[side] ?? 0}>
            {t("sheet.runningTotal", { total: plain(running[side] ?? 0, lang) })}
          </small>
        </>
      )}
      total={(total) => (
        <>
          <strong>{plain(total, lang)}</strong>
          {total < target && <small>{t("sheet.toTarget", { left: plain(target - total, lang) })}</small>}
        </>
      )}
    />
  );
}
