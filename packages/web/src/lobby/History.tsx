import i18next from "i18next";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { listMatches, problemText, type MatchFilter, type TableSummary } from "../api";
import { clockTime } from "../clock";
import { currentLanguage } from "../i18n";
import { seatNames } from "../table/players";
import { standingsOf, verdictWords } from "../table/standings";
import { Icon } from "../ui/Icon";
import { useMe } from "../people/me";
import { GamePicture } from "./GamePicture";
import { withFresh, withOlder, type MatchList } from "./matchPages";
import "./history.css";

/** How often the lobby asks for newly finished matches, in ms. */
export const HISTORY_REFRESH_MS = 10_000;

/** Bots by level, people by the name they sat down with (namesakes told apart), else "Player 2". */
function names(match: TableSummary): string[] {
  return seatNames(match.seats, []);
}

/** Who won and the scores, in the language in use: "Bot 2 (easy) won (3 – 1)". */
function result(match: TableSummary, players: readonly string[]): string {
  const outcome = match.outcome;
  if (!outcome) return i18next.t("common:history.noResult");
  const scores = outcome.scores.join(" – ");
  return verdictWords(standingsOf(outcome, match.seats).verdict, players, "history", scores);
}

/** How many matches a page of the list holds. */
export const HISTORY_PAGE = 20;

/**
 * Played matches, the latest first: game, players, winner, date, length, each with its replay; by
 * game and (for a signed-in person) their own only, a page at a time ("Older matches").
 */
export function History({
  go,
  titles,
  player,
  heading,
}: {
  go: (path: string) => void;
  /** Each game's title by id (from /api/games). */
  titles: Readonly<Record<string, string>>;
  /** Only this player's matches (all of one player's matches): no "mine" choice then. */
  player?: string;
  /** The page's own title (a page of matches: an h1) instead of the lobby's "Recent matches". */
  heading?: string;
}) {
  const { t } = useTranslation();
  const me = useMe();
  const dateFormat = new Intl.DateTimeFormat(currentLanguage(), { dateStyle: "medium", timeStyle: "short" });
  const [game, setGame] = useState("");
  const [mine, setMine] = useState(false);
  const [list, setList] = useState<MatchList | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const whose = player ?? (mine && me ? me.id : undefined);
  const filter: MatchFilter = { ...(game ? { game } : {}), ...(whose ? { player: whose } : {}) };
  const filterKey = `${filter.game ?? ""}\n${filter.player ?? ""}`;
  // The filter the shown list is of: an older page asked for before it changed is dropped.
  const shownKey = useRef(filterKey);
  useEffect(() => {
    let live = true;
    shownKey.current = filterKey;
    setList(null);
    setProblem(null);
    const load = () =>
      listMatches(filter, null, HISTORY_PAGE).then(
        (page) => {
          if (!live) return;
          setList((shown) => withFresh(shown, page));
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
    // The filter is what its key says.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [filterKey]);
  const loadOlder = () => {
    if (!list?.next || loadingOlder) return;
    const key = filterKey;
    setLoadingOlder(true);
    listMatches(filter, list.next, HISTORY_PAGE).then(
      (page) => {
        setLoadingOlder(false);
        if (shownKey.current !== key) return;
        setList((shown) => (shown ? withOlder(shown, page) : shown));
        setProblem(null);
      },
      (error: unknown) => {
        setLoadingOlder(false);
        setProblem(problemText(error));
      },
    );
  };
  const matches = list?.matches ?? null;
  const filtered = filter.game !== undefined || (filter.player !== undefined && player === undefined);

  return (
    <section aria-labelledby="history-title" data-testid="match-history">
      {heading === undefined ? (
        <h2 id="history-title">{t("history.title")}</h2>
      ) : (
        <h1 id="history-title">{heading}</h1>
      )}
      <div className="history-filters" role="group" aria-label={t("history.filters")}>
        <label>
          {t("history.game")}{" "}
          <select value={game} onChange={(e) => setGame(e.currentTarget.value)} data-testid="history-game">
            <option value="">{t("history.allGames")}</option>
            {Object.entries(titles).map(([id, title]) => (
              <option key={id} value={id}>
                {title}
              </option>
            ))}
          </select>
        </label>
        {player === undefined && me && (
          <label>
            <input
              type="checkbox"
              checked={mine}
              onChange={(e) => setMine(e.currentTarget.checked)}
              data-testid="history-mine"
            />{" "}
            {t("history.mine")}
          </label>
        )}
      </div>
      {problem && <p className="notice">{t("history.problem", { message: problem })}</p>}
      {matches === null ? (
        !problem && <p>{t("loading")}</p>
      ) : matches.length === 0 ? (
        <p data-testid="history-empty">{filtered ? t("history.noneHere") : t("history.empty")}</p>
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
      {list?.next && (
        <button
          type="button"
          className="history-older"
          onClick={loadOlder}
          disabled={loadingOlder}
          data-testid="history-older"
        >
          {loadingOlder ? t("loading") : t("history.older")}
        </button>
      )}
    </section>
  );
}
