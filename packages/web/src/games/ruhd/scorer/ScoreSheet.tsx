import { Breakdown } from "../Breakdown";
import { counted } from "../../../words";
import { describePlacement } from "../sides";
import { creditTo, linesOf, playerName, totals, turnOf, type Sheet } from "@parlor/engine/ruhd";

/**
 * The score sheet: each player's running total and placements (turn, tile, points, total so far),
 * each opening onto its breakdown, where it can be credited to someone else.
 */
export function ScoreSheet({ sheet, onChange }: { sheet: Sheet; onChange: (sheet: Sheet) => void }) {
  const sums = totals(sheet);
  const turn = turnOf(sheet);
  const best = Math.max(...sums);
  return (
    <section className="scorer-sheet" aria-labelledby="scorer-sheet-title">
      <h2 id="scorer-sheet-title">Score sheet</h2>
      <div className="scorer-sheet-players">
        {sheet.players.map((_, player) => {
          const lines = linesOf(sheet, player);
          const name = playerName(sheet, player);
          const leading = sheet.placements.length > 0 && sums[player] === best;
          return (
            <section
              key={player}
              className={`scorer-sheet-player ${player === turn ? "to-play" : ""}`}
              aria-label={`${name}: ${counted(sums[player] ?? 0, "points")}`}
              aria-current={player === turn ? "step" : undefined}
              data-testid={`sheet-player-${player}`}
            >
              <h3>
                <span className="scorer-sheet-name">{name}</span>
                <strong data-testid={`player-total-${player}`}>{sums[player] ?? 0}</strong>
              </h3>
              <p className="scorer-sheet-tags">
                {player === turn && <span className="badge">to play</span>}
                {leading && <span className="badge">leading</span>}
                {lines.length === 0 && <span>No placement yet.</span>}
              </p>
              {lines.length > 0 && (
                <ol className="scorer-sheet-lines">
                  {lines.map(({ turn: number, index, placement, runningTotal }) => (
                    <li key={index} data-testid={`sheet-line-${index}`}>
                      <details>
                        <summary>
                          <span>
                            Turn {number}: {placement.placed.tile}
                          </span>
                          <span data-testid={`sheet-points-${index}`}>+{placement.score.total}</span>
                          <span>
                            <span aria-hidden="true">→ </span>
                            <span className="visually-hidden">total </span>
                            {runningTotal}
                          </span>
                        </summary>
                        <p className="scorer-sheet-where">{describePlacement(placement.placed)}</p>
                        <Breakdown
                          score={placement.score}
                          title={`Turn ${number}`}
                          testId={`sheet-breakdown-${index}`}
                        />
                        <label className="scorer-credit">
                          Credited to{" "}
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
                                {playerName(sheet, p)}
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
