import { useEffect, type MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import { useMe } from "../people/me";
import { onNewTurns, refreshMyGames, useMyGames, usePolling, yourTurns } from "../turns/myGames";
import { notifyTurns } from "../turns/notify";
import { Icon } from "../ui/Icon";
import { MY_GAMES_PATH, opensElsewhere } from "./nav";

/**
 * The header's way to My games, for a person with a session: a clock and the count of tables waiting
 * for their move (said in its name: "My games: 2 tables wait for your move"). It keeps the person's tables
 * known (`usePolling`), and tells of a table newly theirs while the page is hidden by a notification.
 */
export function MyGamesLink({ path, go }: { readonly path: string; readonly go: (to: string) => void }) {
  const { t } = useTranslation("look");
  const me = useMe();
  // A bot's session (a bot process's) has no page to be told at.
  const person = me && me.kind !== "bot" ? me.id : null;
  usePolling(person);
  const { games } = useMyGames();
  useEffect(() => onNewTurns((newly) => notifyTurns(newly, go)), [go]);
  // Another page (a table just made, or left) asks again: the count is never a poll behind it.
  useEffect(() => {
    if (person !== null) void refreshMyGames();
  }, [path, person]);
  if (person === null) return null;
  const count = yourTurns(games);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (opensElsewhere(event)) return;
    event.preventDefault();
    go(MY_GAMES_PATH);
  };
  return (
    <a
      href={MY_GAMES_PATH}
      className="site-my-games"
      onClick={follow}
      aria-label={count > 0 ? t("nav.myGamesTurns", { count }) : t("nav.myGames")}
      aria-current={path === MY_GAMES_PATH ? "page" : undefined}
      data-testid="my-games-link"
      data-turns={count}
    >
      <Icon name="clock" />
      <span className="site-my-games-word">{t("nav.myGames")}</span>
      {/* Its words and its count read apart, as the name says them ("My games: 2 tables…"). */}
      {count > 0 && " "}
      {count > 0 && (
        <span className="turn-count" data-testid="my-turn-count">
          {count}
        </span>
      )}
    </a>
  );
}
