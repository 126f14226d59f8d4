import type { ReactNode } from "react";

export interface RunningSheetWords {
  readonly title: string;
  readonly empty: string;
  /** The first column's head: the deal's or the hand's number. */
  readonly number: string;
  readonly actions: string;
  readonly total: string;
  /** The row buttons' labels, for row `n` (1 for the first). */
  readonly show: (n: number) => string;
  readonly edit: (n: number) => string;
  readonly delete: (n: number) => string;
}

const ROW_ACTIONS = [
  { action: "show", icon: "…" },
  { action: "edit", icon: "✎" },
  { action: "delete", icon: "✕" },
] as const;

/**
 * A score page's running sheet: one row per deal or hand (its number, what the page sums it up as, a
 * cell per player or side), with buttons to see its breakdown, edit it or delete it; the totals at the
 * foot.
 */
export function RunningSheet<Row extends { readonly index: number }>({
  titleId,
  item,
  words,
  names,
  rows,
  totals,
  shown,
  onShow,
  onEdit,
  onDelete,
  summary,
  cell,
  total,
}: {
  titleId: string;
  /** What a row is, in the buttons' test ids (`show-<item>-<index>`). */
  item: "deal" | "hand";
  words: RunningSheetWords;
  /** A column each. */
  names: readonly string[];
  rows: readonly Row[];
  totals: readonly number[];
  /** The row whose breakdown is open. */
  shown: number | null;
  onShow: (index: number) => void;
  onEdit: (index: number) => void;
  onDelete: (index: number) => void;
  /** A column after the number that sums each row up. */
  summary?: { readonly head: string; readonly cell: (row: Row) => ReactNode };
  /** A row's cell for one column. */
  cell: (row: Row, column: number) => ReactNode;
  /** A column's total at the foot. */
  total: (total: number, column: number) => ReactNode;
}) {
  const handlers = { show: onShow, edit: onEdit, delete: onDelete };
  return (
    <section className="calc-sheet" aria-labelledby={titleId}>
      <h2 id={titleId}>{words.title}</h2>
      {rows.length === 0 ? (
        <p data-testid="sheet-empty">{words.empty}</p>
      ) : (
        <div className="calc-sheet-scroll" role="region" aria-labelledby={titleId} tabIndex={0}>
          <table data-testid="sheet">
            <thead>
              <tr>
                <th scope="col">{words.number}</th>
                {summary && <th scope="col">{summary.head}</th>}
                {names.map((name, column) => (
                  <th scope="col" key={column}>
                    {name}
                  </th>
                ))}
                <th scope="col">{words.actions}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => {
                const { index } = row;
                return (
                  <tr
                    key={index}
                    data-testid={`sheet-row-${index}`}
                    className={index === shown ? "shown" : ""}
                    aria-current={index === shown ? "true" : undefined}
                  >
                    <th scope="row">{index + 1}</th>
                    {summary && <td>{summary.cell(row)}</td>}
                    {names.map((_, column) => (
                      <td key={column} className="calc-num">
                        {cell(row, column)}
                      </td>
                    ))}
                    <td className="calc-row-actions">
                      {ROW_ACTIONS.map(({ action, icon }) => (
                        <button
                          key={action}
                          type="button"
                          aria-pressed={action === "show" ? index === shown : undefined}
                          aria-label={words[action](index + 1)}
                          title={words[action](index + 1)}
                          data-testid={`${action}-${item}-${index}`}
                          onClick={() => handlers[action](index)}
                        >
                          <span aria-hidden="true">{icon}</span>
                        </button>
                      ))}
                    </td>
                  </tr>
                );
              })}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={summary ? 2 : undefined}>
                  {words.total}
                </th>
                {totals.map((sum, column) => (
                  <td key={column} className="calc-num" data-testid={`total-${column}`} data-value={sum}>
                    {total(sum, column)}
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
