import i18next from "i18next";
import { useEffect, useState, type MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import { peopleProblem } from "./problem";
import { currentLanguage } from "../i18n";
import { formatRating } from "../ratings/format";
import { botLevel } from "../table/players";
import { getPlayer, type PlayerMatch, type PlayerPage as Page } from "./api";
import { playerTag } from "./me";
import "./people.css";

/** μ and σ in a rating's details: one decimal. */
const RATING_DIGITS = 1;

/** A follow-the-link handler that stays in the page (a plain click only). */
function inPage(go: (to: string) => void, to: string) {
  return (event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    go(to);
  };
}

/** The other people at a match, by name ("Bo, Greedy bot"). */
function others(match: PlayerMatch, id: string): string {
  return (match.players ?? [])
    .filter((p, seat) => p && p.id !== id && !match.seats.includes(seat))
    .map((p) => p?.name ?? "")
    .join(", ");
}

/** The page of all of a player's played matches, a page at a time. */
export function allMatchesOf(id: string): string {
  return `/matches?player=${encodeURIComponent(id)}`;
}

/** A player's name; a bot's is its level in the page's language ("Robot (glouton)"). */
function nameOf(page: Page): string {
  return page.kind === "bot" && page.bot
    ? i18next.t("people:player.bot", { level: botLevel(page.bot) })
    : page.name;
}

/** `/player/:id`: a player's name, since when, ratings by game and latest matches (each to its replay). */
export function PlayerPage({
  id,
  onLobby,
  go,
}: {
  id: string;
  onLobby: () => void;
  go: (to: string) => void;
}) {
  const { t } = useTranslation(["people", "common"]);
  const [page, setPage] = useState<Page | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    getPlayer(id).then(
      (found) => live && setPage(found),
      (error: unknown) => live && setProblem(peopleProblem(error)),
    );
    return () => {
      live = false;
    };
  }, [id]);
  useEffect(() => {
    document.title = page ? t("player.title", { name: nameOf(page) }) : t("player.loading");
  }, [page, t]);

  const lang = currentLanguage();
  const date = new Intl.DateTimeFormat(lang, { dateStyle: "medium" });
  const when = new Intl.DateTimeFormat(lang, { dateStyle: "medium", timeStyle: "short" });
  const number = new Intl.NumberFormat(lang, {
    minimumFractionDigits: RATING_DIGITS,
    maximumFractionDigits: RATING_DIGITS,
  });

  return (
    <main className="player-page" data-testid="player-page">
      <header className="lobby-header">
        <h1 data-testid="player-name">
          {page ? nameOf(page) : t("player.loading")}{" "}
          {page && page.kind !== "bot" && <span className="player-tag">{playerTag(page.id)}</span>}
        </h1>
        <p>
          <a href="/" onClick={inPage(() => onLobby(), "/")}>
            {t("backToLobby")}
          </a>
        </p>
      </header>
      {problem && (
        <p className="notice" role="alert" data-testid="player-problem">
          {problem}
        </p>
      )}
      {page && (
        <>
          <p data-testid="player-since">
            {page.kind !== "bot" && (
              <>{t(`player.kind.${page.kind === "account" ? "account" : "guest"}`)} · </>
            )}
            {t("player.memberSince", { date: date.format(page.memberSince) })}
          </p>
          <section aria-labelledby="player-ratings">
            <h2 id="player-ratings">{t("player.ratings")}</h2>
            {page.ratings.length === 0 ? (
              <p data-testid="player-no-ratings">{t("player.noRatings")}</p>
            ) : (
              <table className="player-ratings" data-testid="player-ratings">
                <thead>
                  <tr>
                    <th scope="col">{t("player.game")}</th>
                    <th scope="col">{t("player.rating")}</th>
                    <th scope="col">{t("player.games")}</th>
                    <th scope="col">{t("player.wins")}</th>
                  </tr>
                </thead>
                <tbody>
                  {page.ratings.map((r) => (
                    <tr key={r.game} data-testid={`player-rating-${r.game}`}>
                      <th scope="row">{t(`common:games.${r.game}.title`)}</th>
                      <td
                        data-provisional={r.provisional === true ? "" : undefined}
                        title={t(
                          r.provisional === true ? "player.ratingProvisional" : "player.ratingDetail",
                          {
                            mu: number.format(r.mu),
                            sigma: number.format(r.sigma),
                          },
                        )}
                      >
                        {formatRating(r.rating, lang, r.provisional)}
                      </td>
                      <td>{r.games}</td>
                      <td>{r.wins}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </section>
          <section aria-labelledby="player-matches">
            <h2 id="player-matches">{t("player.matches")}</h2>
            {page.matches.length === 0 ? (
              <p data-testid="player-no-matches">{t("player.noMatches")}</p>
            ) : (
              <ul className="player-matches" data-testid="player-matches">
                {page.matches.map((m) => {
                  const against = others(m, page.id);
                  return (
                    <li key={m.table} data-testid="player-match">
                      <a href={m.replay} onClick={inPage(go, m.replay)}>
                        {t(`common:games.${m.game}.title`)}
                      </a>{" "}
                      <span className={m.won ? "won" : "lost"} data-testid="player-match-result">
                        {m.ending === "abandoned"
                          ? t("player.abandoned")
                          : m.won
                            ? t("player.won")
                            : m.result === "draw"
                              ? t("player.drawn")
                              : t("player.lost")}
                      </span>
                      {m.outcome && <> ({m.outcome.scores.join(" – ")})</>}
                      {against && <> · {t("player.against", { names: against })}</>}
                      {m.finishedAt !== null && <> · {when.format(m.finishedAt)}</>}
                    </li>
                  );
                })}
              </ul>
            )}
            {page.matches.length > 0 && (
              <p>
                <a
                  href={allMatchesOf(page.id)}
                  onClick={inPage(go, allMatchesOf(page.id))}
                  data-testid="player-all-matches"
                >
                  {t("player.allMatches")}
                </a>
              </p>
            )}
          </section>
        </>
      )}
    </main>
  );
}
