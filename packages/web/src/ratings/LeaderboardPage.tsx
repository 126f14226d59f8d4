import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { gamesOnce, problemText, type GameInfo } from "../api";
import { currentLanguage } from "../i18n";
import { botLevel } from "../table/players";
import { getLeaderboard, type LeaderboardEntry } from "./api";
import { formatRating } from "./format";
import "./ratings.css";

/** A leaderboard's row name: a person's name, a bot by its level in the page's language. */
export function entryName(entry: LeaderboardEntry, botName: (level: string) => string): string {
  return entry.player.bot !== undefined ? botName(entry.player.bot) : entry.player.name;
}

/**
 * Places by rating, equal ratings sharing one ("1, 2, 2, 4"); the rows come best first.
 */
export function places(entries: readonly LeaderboardEntry[]): number[] {
  return entries.map((entry, i) => {
    let first = i;
    while (first > 0 && entries[first - 1]?.rating === entry.rating) first--;
    return first + 1;
  });
}

/**
 * A game's leaderboard (`/leaderboard/:game`): a tab per game, then the players who qualify (the
 * server's rule: 5 rated matches against 3 opponents) best first with their place, rating (marked
 * when provisional), games and wins; a person links to their page, a bot is named by level.
 */
export function LeaderboardPage({ game, go }: { game: string; go: (path: string) => void }) {
  const { t } = useTranslation(["ratings", "common"]);
  const [games, setGames] = useState<GameInfo[]>([]);
  const [entries, setEntries] = useState<LeaderboardEntry[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    gamesOnce().then(
      (all) => live && setGames(all),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  useEffect(() => {
    let live = true;
    setEntries(null);
    setProblem(null);
    getLeaderboard(game).then(
      (rows) => live && setEntries(rows),
      (error: unknown) => live && setProblem(problemText(error)),
    );
    return () => {
      live = false;
    };
  }, [game]);
  const title = (id: string) => t(`common:games.${id}.title`);
  const link = (path: string) => ({
    href: path,
    onClick: (e: { preventDefault(): void }) => {
      e.preventDefault();
      go(path);
    },
  });
  const language = currentLanguage();
  const shownPlaces = entries ? places(entries) : [];
  const known = games.some((g) => g.id === game);
  return (
    <main className="leaderboard-page" data-testid="leaderboard-page" data-game={game}>
      <header className="table-header">
        <a className="link" {...link("/")} data-testid="lobby-link">
          {t("common:table.lobby")}
        </a>
        <h1>{t("board.title", { game: known ? title(game) : game })}</h1>
      </header>
      <nav aria-label={t("board.games")}>
        <ul className="leaderboard-tabs">
          {games.map((g) => (
            <li key={g.id}>
              <a
                {...link(`/leaderboard/${g.id}`)}
                aria-current={g.id === game ? "page" : undefined}
                data-testid={`leaderboard-tab-${g.id}`}
              >
                {title(g.id)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <p>{t("board.intro")}</p>
      {problem && (
        <p className="notice" role="alert" data-testid="leaderboard-problem">
          {problem}
        </p>
      )}
      {entries === null && !problem && <p>{t("common:loading")}</p>}
      {entries?.length === 0 && (
        <p data-testid="leaderboard-empty">{t("board.empty", { game: title(game) })}</p>
      )}
      {entries && entries.length > 0 && (
        <table className="leaderboard" data-testid="leaderboard">
          <thead>
            <tr>
              <th scope="col" className="number">
                {t("board.rank")}
              </th>
              <th scope="col">{t("board.player")}</th>
              <th scope="col" className="number">
                {t("board.rating")}
              </th>
              <th scope="col" className="number">
                {t("board.played")}
              </th>
              <th scope="col" className="number">
                {t("board.wins")}
              </th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry, i) => (
              <tr key={entry.player.id} data-testid={`leaderboard-row-${i}`} data-player={entry.player.id}>
                <td className="number">{shownPlaces[i]}</td>
                <th scope="row">
                  <a {...link(`/player/${encodeURIComponent(entry.player.id)}`)}>
                    {entryName(entry, (level) => t("board.bot", { level: botLevel(level) }))}
                  </a>
                </th>
                <td
                  className="number"
                  data-provisional={entry.provisional === true ? "" : undefined}
                  title={entry.provisional === true ? t("provisional") : undefined}
                >
                  {formatRating(entry.rating, language, entry.provisional)}
                </td>
                <td className="number">{entry.games.toLocaleString(language)}</td>
                <td className="number">{entry.wins.toLocaleString(language)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </main>
  );
}
