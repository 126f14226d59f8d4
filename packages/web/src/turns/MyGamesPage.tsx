import type { MyGame } from "@parlor/protocol";
import { useEffect, useState, type MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import { useTick } from "../clock";
import { GamePicture } from "../lobby/GamePicture";
import { useMe } from "../people/me";
import { opensElsewhere } from "../shell/nav";
import { tablePath } from "../tokens";
import { bankLine, company, standing } from "./lines";
import { refreshMyGames, useMyGames } from "./myGames";
import { askToNotify, mayAsk } from "./notify";
import "./turns.css";

/** How often the times left move on. */
const TICK_MS = 1_000;

/**
 * My games (`/games/mine`): the person's unfinished tables, those waiting for their move first (the
 * soonest due first), each with its game, who else plays, where it stands ("Your turn — 23 h 10 min
 * left", counted down), their time bank at a turn-based table, and the way back to their seat (the
 * table's address: the seat tokens kept in this browser, or their account, seat them again). The
 * header keeps the list fresh; the page asks once more when it opens. "Tell me when it's my turn"
 * asks the browser to let the site notify.
 */
export function MyGamesPage({ go }: { go: (to: string) => void }) {
  const { t } = useTranslation(["lifecycle", "common"]);
  const me = useMe();
  const { games, problem } = useMyGames();
  const person = me ? me.id : null;
  useEffect(() => {
    if (person !== null) void refreshMyGames();
  }, [person]);
  useEffect(() => {
    document.title = t("mine.title");
  }, [t]);
  const running = games?.some((game) => game.deadline !== null) ?? false;
  useTick(running, TICK_MS);
  const now = Date.now();
  const link = (path: string) => ({
    href: path,
    onClick: (event: MouseEvent<HTMLAnchorElement>) => {
      if (opensElsewhere(event)) return;
      event.preventDefault();
      go(path);
    },
  });
  const theirTurn = games?.filter((game) => game.yourTurn) ?? [];
  const others = games?.filter((game) => !game.yourTurn) ?? [];
  // Nobody yet (no session), or a person without a table: the same empty page.
  const empty = me === null || games?.length === 0;
  return (
    <main className="my-games-page" data-testid="my-games-page">
      <header className="table-header">
        <a className="link" {...link("/")} data-testid="lobby-link">
          {t("common:table.lobby")}
        </a>
        <h1>{t("mine.title")}</h1>
      </header>
      <p>{t("mine.intro")}</p>
      <NotifyChoice />
      {problem && (
        <p className="notice" role="alert" data-testid="my-games-problem">
          {problem}
        </p>
      )}
      {!empty && games === null && !problem && <p data-testid="my-games-loading">{t("common:loading")}</p>}
      {empty && (
        <p data-testid="my-games-empty">
          {t("mine.empty")} <a {...link("/")}>{t("mine.toLobby")}</a>
        </p>
      )}
      {theirTurn.length > 0 && (
        <Section id="my-games-turn" title={t("mine.yourTurnTitle")} games={theirTurn} now={now} link={link} />
      )}
      {others.length > 0 && (
        <Section id="my-games-others" title={t("mine.othersTitle")} games={others} now={now} link={link} />
      )}
    </main>
  );
}

type Link = (path: string) => {
  href: string;
  onClick: (event: MouseEvent<HTMLAnchorElement>) => void;
};

/** A titled list of tables (those waiting for the person's move, or the others). */
function Section({
  id,
  title,
  games,
  now,
  link,
}: {
  id: string;
  title: string;
  games: readonly MyGame[];
  now: number;
  link: Link;
}) {
  const { t } = useTranslation(["lifecycle", "common"]);
  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      <ul className="my-games" data-testid={id}>
        {games.map((game) => {
          const lines = `my-game-${game.table}-lines`;
          const bank = bankLine(game, now);
          const players = company(game);
          return (
            <li
              key={game.table}
              className="my-game"
              data-testid={`my-game-${game.table}`}
              data-your-turn={game.yourTurn}
              data-pace={game.pace}
            >
              <GamePicture game={game.game} className="game-picture tiny" />
              <div className="my-game-words">
                <a
                  {...link(tablePath(game.table))}
                  className="my-game-title"
                  aria-describedby={lines}
                  data-testid={`my-game-link-${game.table}`}
                >
                  {t(`common:games.${game.game}.title`)}
                </a>{" "}
                <span className="badge">
                  {t(game.pace === "turn-based" ? "pace.turnBased" : "pace.live")}
                </span>
                <span id={lines} className="my-game-lines">
                  {players && <span>{players}</span>}
                  <strong data-testid={`my-game-standing-${game.table}`}>{standing(game, now)}</strong>
                  {bank && <span data-testid={`my-game-bank-${game.table}`}>{bank}</span>}
                </span>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/**
 * "Tell me when it's my turn": asks the browser to let the site notify, shown while the person has
 * neither allowed nor refused it; once allowed, says so.
 */
function NotifyChoice() {
  const { t } = useTranslation("lifecycle");
  const [asking, setAsking] = useState(mayAsk);
  const [granted, setGranted] = useState(
    () => typeof Notification !== "undefined" && Notification.permission === "granted",
  );
  if (granted) return <p data-testid="my-games-notified">{t("mine.notified")}</p>;
  if (!asking) return null;
  return (
    <p className="my-games-notify">
      <button
        type="button"
        data-testid="my-games-notify"
        aria-describedby="my-games-notify-hint"
        onClick={() =>
          void askToNotify().then(
            (answer) => {
              setAsking(false);
              setGranted(answer === "granted");
            },
            () => setAsking(false),
          )
        }
      >
        {t("mine.notify")}
      </button>{" "}
      <small id="my-games-notify-hint">{t("mine.notifyHint")}</small>
    </p>
  );
}
