import { useTranslation } from "react-i18next";
import type { TableSummary } from "../api";
import { loadTokens } from "../tokens";
import { GamePicture } from "./GamePicture";

/**
 * The open tables: each one's game, state, size and how many people it waits for, with a button that
 * goes back to this browser's seat there, or watches it.
 */
export function TableList({
  tables,
  titles,
  go,
}: {
  tables: readonly TableSummary[];
  titles: Readonly<Record<string, string>>;
  go: (path: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="tables-title">
      <h2 id="tables-title">{t("lobby.tables")}</h2>
      {tables.length === 0 ? (
        <p>{t("lobby.noTables")}</p>
      ) : (
        <ul className="table-list" data-testid="table-list">
          {tables.map((table) => {
            const mine = loadTokens(table.id).held.length > 0;
            const free = table.seats.filter((s) => "human" in s && !s.joined).length;
            return (
              <li key={table.id} data-testid={`table-${table.id}`}>
                <GamePicture game={table.game} className="game-picture tiny" />
                <span>
                  <strong>{titles[table.game] ?? t(`games.${table.game}.title`)}</strong> ·{" "}
                  {t(`status.${table.status}`)} · {t("lobby.seats", { count: table.seats.length })}
                  {free > 0 ? ` · ${t("lobby.waitingFor", { count: free })}` : ""}
                </span>
                <button
                  type="button"
                  data-testid={`open-table-${table.id}`}
                  onClick={() => go(`/table/${table.id}`)}
                >
                  {mine ? t("lobby.backToSeat") : t("lobby.watch")}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
