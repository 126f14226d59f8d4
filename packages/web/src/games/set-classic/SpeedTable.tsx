import type { ClassicView } from "@parlor/engine/set";
import { useTranslation } from "react-i18next";
import { seconds } from "../../clock";
import { Icon } from "../../ui/Icon";
import { speedStats, standings } from "./stats";

/**
 * Each player's speed at the end of a game, best first: score, solutions found, wrong claims, the
 * mean and the fastest time a solution took them, the winners marked by a trophy and in words. Six
 * columns may be wider than the column beside the board (long names, other languages): the table then
 * scrolls sideways in its own box (shadows at its edges say there is more), never the page. The box
 * takes the focus, so that a keyboard scrolls it too.
 */
export function SpeedTable({ view, names }: { view: ClassicView; names: readonly string[] }) {
  const { t } = useTranslation("setClassic");
  const time = (ms: number | null) => (ms === null ? t("end.none") : seconds(ms));
  return (
    <div className="classic-speed-box" role="region" tabIndex={0} aria-label={t("end.title")}>
      <table className="classic-speed" data-testid="speed-table">
        <thead>
          <tr>
            <th scope="col">{t("end.player")}</th>
            <th scope="col">{t("end.score")}</th>
            <th scope="col">{t("end.found")}</th>
            <th scope="col">{t("end.wrong")}</th>
            <th scope="col">{t("end.mean")}</th>
            <th scope="col">{t("end.fastest")}</th>
          </tr>
        </thead>
        <tbody>
          {standings(speedStats(view)).map((s) => (
            <tr key={s.seat} data-testid={`speed-${s.seat}`} className={s.winner ? "winner" : undefined}>
              <th scope="row">
                {s.winner && <Icon name="trophy" label={t("end.winner")} />} {names[s.seat]}
              </th>
              <td>{s.score}</td>
              <td>{s.found}</td>
              <td>{s.wrong}</td>
              <td data-testid={`speed-mean-${s.seat}`}>{time(s.mean)}</td>
              <td data-testid={`speed-fastest-${s.seat}`}>{time(s.fastest)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
