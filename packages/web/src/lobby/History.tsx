import { useEffect, useState } from "react";
import { listMatches, type TableSummary } from "../api";
import { clockTime } from "../clock";
import { seatNames } from "../replay/names";
import { inWords } from "../words";
import "./history.css";

/** How often the lobby asks for newly finished matches, in ms. */
export const HISTORY_REFRESH_MS = 10_000;

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

function names(match: TableSummary): string[] {
  return seatNames(match.seats.map((s) => ("bot" in s ? { bot: s.bot } : {})));
}

function result(match: TableSummary, players: readonly string[]): string {
  const outcome = match.outcome;
  if (!outcome) return "no result";
  const winners = outcome.winners.map((seat) => players[seat] ?? `Seat ${seat + 1}`);
  const scores = outcome.scores.join(" – ");
  return winners.length === 1
    ? `${winners[0]} won (${scores})`
    : `a draw between ${inWords(winners)} (${scores})`;
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
        (error: Error) => live && setProblem(error.message),
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
      <h2 id="history-title">Finished matches</h2>
      {problem && <p className="notice">Could not load the finished matches: {problem}</p>}
      {matches === null ? (
        !problem && <p>Loading…</p>
      ) : matches.length === 0 ? (
        <p data-testid="history-empty">No match has finished yet. Once one has, its replay is here.</p>
      ) : (
        <ul className="history-list" data-testid="history-list">
          {matches.map((match) => {
            const title = titles[match.game] ?? match.game;
            const players = names(match);
            const finished = match.finishedAt === null ? null : new Date(match.finishedAt);
            const when = finished ? dateFormat.format(finished) : "";
            const href = `/replay/${encodeURIComponent(match.id)}`;
            return (
              <li key={match.id} data-testid={`match-${match.id}`}>
                <strong>{title}</strong>
                <span data-testid={`match-players-${match.id}`}>{players.join(" vs ")}</span>
                <span data-testid={`match-result-${match.id}`}>{result(match, players)}</span>
                {finished && <time dateTime={finished.toISOString()}>{when}</time>}
                <span data-testid={`match-length-${match.id}`}>
                  {match.duration === null ? "" : `${clockTime(match.duration)} long`}
                </span>
                <a
                  className="history-replay"
                  href={href}
                  data-testid={`replay-link-${match.id}`}
                  aria-label={`Replay: ${title}, ${players.join(" vs ")}, ${when}`}
                  onClick={(e) => {
                    if (e.button !== 0 || e.ctrlKey || e.metaKey || e.shiftKey || e.altKey) return;
                    e.preventDefault();
                    go(href);
                  }}
                >
                  Replay ▶
                </a>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
