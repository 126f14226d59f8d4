import i18next from "i18next";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { listMatches, problemText, type TableSummary } from "../api";
import { clockTime } from "../clock";
import { currentLanguage } from "../i18n";
import { seatNames } from "../replay/names";
import { playerName } from "../table/players";
import { inWords } from "../words";
import { Icon } from "../ui/Icon";
import { GamePicture } from "./GamePicture";
import "./history.css";

/** How often the lobby asks for newly finished matches, in ms. */
export const HISTORY_REFRESH_MS = 10_000;

function names(match: TableSummary): string[] {
  // Bots by level, people by the name they sat down with, else "Player 2".
  return seatNames(
    match.seats.map((s) => ("bot" in s ? { bot: s.bot } : s.player ? { name: s.player.name } : {})),
  );
}

/** Who won and the scores, in the language in use: "Bot 2 (easy) won (3 – 1)". */
function result(match: TableSummary, players: readonly string[]): string {
  const outcome = match.outcome;
  if (!outcome) return i18next.t("common:history.noResult");
  const winners = outcome.winners.map((seat) => players[seat] ?? playerName(seat));
  const scores = outcome.scores.join(" – ");
  return winners.length === 1
    ? i18next.t("common:history.won", { winner: winners[0], scores })
    : i18next.t("common:history.draw", { names: inWords(winners), scores });
}

/** Finished matches, the latest first: game, players, winner, date, length, each with its replay. */
export function History({
  go,
  titles,
}: {
  go: (path: string) => void;
  /** Each game's title by id (from /api/games). */
  titles: Readonly<Record<string, string>>;
}) {
  const { t } = useTranslation();
  const dateFormat = new Intl.DateTimeFormat(currentLanguage(), { dateStyle: "medium", timeStyle: "short" });
  const [matches, setMatches] = useState<TableSummary[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    const load = () =>
      listMatches().then(
        (list) => {
          if (!live) return;
          setMatches(list);
          setProblem(null);
        },
        (error: unknown) => live && setProblem(problemText(error)),
      );
    void load();
    const timer = setInterval(load, HISTORY_REFRESH_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, []);

  return (
    <section aria-labelledby="history-title" data-testid="match-history">
      <h2 id="history-title">{t("history.title")}</h2>
      {problem && <p className="notice">{t("history.problem", { message: problem })}</p>}
      {matches === null ? (
        !problem && <p>{t("loading")}</p>
      ) : matches.length === 0 ? (
        <p data-testid="history-empty">{t("history.empty")}</p>
      ) : (
        <ul className="history-list" data-testid="history-list">
          {matches.map((match) => {
            const title = titles[match.game] ?? t(`games.${match.game}.title`);
            const players = names(match);
            const versus = players.join(t("history.versus"));
            const finished = match.finishedAt === null ? null : new Date(match.finishedAt);
            const when = finished ? dateFormat.format(finished) : "";
            const href = `/replay/${encodeURIComponent(match.id)}`;
            return (
              <li key={match.id} data-testid={`match-${match.id}`}>
                <GamePicture game={match.game} className="game-picture tiny" />
                <span className="history-game">
                  <strong>{title}</strong>
                  {finished && <time dateTime={finished.toISOString()}>{when}</time>}
                </span>
                <span className="history-players" data-testid={`match-players-${match.id}`}>
                  {versus}
                </span>
                <span className="history-result" data-testid={`match-result-${match.id}`}>
                  {result(match, players)}
                </span>
                <span className="history-length" data-testid={`match-length-${match.id}`}>
                  {match.duration === null ? "" : t("history.length", { time: clockTime(match.duration) })}
                </span>
                <a
                  className="history-replay"
                  href={href}
                  data-testid={`replay-link-${match.id}`}
                  aria-label={t("history.replayLabel", { title, players: versus, when })}
                  onClick={(e) => {
                    if (e.button !== 0 || e.ctrlKey || e.metaKey || e.shiftKey || e.altKey) return;
                    e.preventDefault();
                    go(href);
                  }}
                >
                  <Icon name="play" /> {t("history.replay")}
                </a>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
