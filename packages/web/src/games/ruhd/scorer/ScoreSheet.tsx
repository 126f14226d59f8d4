import { useTranslation } from "react-i18next";
import { Breakdown } from "../Breakdown";
import { describePlacement } from "../sides";
import { TileFaceImage } from "../Tile";
import { creditTo, linesOf, totals, turnOf, type Sheet } from "@parlor/engine/ruhd";
import { nameOf } from "./words";

/**
 * The score sheet: each player's running total and placements (turn, tile, points, total so far),
 * each opening onto its breakdown, where it can be credited to someone else.
 */
export function ScoreSheet({ sheet, onChange }: { sheet: Sheet; onChange: (sheet: Sheet) => void }) {
  const { t } = useTranslation("ruhd");
  const sums = totals(sheet);
  const turn = turnOf(sheet);
  const best = Math.max(...sums);
  return (
    <section className="scorer-sheet" aria-labelledby="scorer-sheet-title">
      <h2 id="scorer-sheet-title">{t("scorer.sheet")}</h2>
      <div className="scorer-sheet-players">
        {sheet.players.map((_, player) => {
          const lines = linesOf(sheet, player);
          const name = nameOf(sheet, player, t);
          const leading = sheet.placements.length > 0 && sums[player] === best;
          return (
            <section
              key={player}
              className={`scorer-sheet-player ${player === turn ? "to-play" : ""}`}
              aria-label={t("scorer.sheetPlayer", {
                name,
                points: t("points", { count: sums[player] ?? 0 }),
              })}
              aria-current={player === turn ? "step" : undefined}
              data-testid={`sheet-player-${player}`}
            >
              <h3>
                <span className="scorer-sheet-name">{name}</span>
                <strong data-testid={`player-total-${player}`}>{sums[player] ?? 0}</strong>
              </h3>
              <p className="scorer-sheet-tags">
                {player === turn && <span className="badge">{t("scorer.toPlay")}</span>}
                {leading && <span className="badge">{t("scorer.leading")}</span>}
                {lines.length === 0 && <span>{t("scorer.noPlacement")}</span>}
              </p>
              {lines.length > 0 && (
                <ol className="scorer-sheet-lines">
                  {lines.map(({ turn: number, index, placement, runningTotal }) => (
                    <li key={index} data-testid={`sheet-line-${index}`}>
                      <details>
                        <summary>
                          <span>
                            <TileFaceImage placed={placement.placed} />
                            {t("scorer.turnLine", { turn: number, tile: placement.placed.tile })}
                          </span>
                          <span data-testid={`sheet-points-${index}`}>+{placement.score.total}</span>
                          <span>
                            <span aria-hidden="true">→ </span>
                            <span className="visually-hidden">{t("scorer.total")} </span>
                            {runningTotal}
                          </span>
                        </summary>
                        <p className="scorer-sheet-where">{describePlacement(placement.placed, t)}</p>
                        <Breakdown
                          score={placement.score}
                          title={t("scorer.turn", { turn: number })}
                          testId={`sheet-breakdown-${index}`}
                        />
                        <label className="scorer-credit">
                          {t("scorer.creditedTo")}{" "}
                          <select
                            value={placement.player}
                            data-testid={`sheet-credit-${index}`}
                            onChange={(e) => {
                              const moved = creditTo(sheet, index, Number(e.currentTarget.value));
                              if (moved.ok) onChange(moved.value);
                            }}
                          >
                            {sheet.players.map((_, p) => (
                              <option key={p} value={p}>
                                {nameOf(sheet, p, t)}
                              </option>
                            ))}
                          </select>
                        </label>
                      </details>
                    </li>
                  ))}
                </ol>
              )}
            </section>
          );
        })}
      </div>
    </section>
  );
}
