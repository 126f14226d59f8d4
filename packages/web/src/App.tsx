import { lazy, Suspense, useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { GAME_PAGES, PAGE_NAMESPACES } from "./games/registry";
import { Lobby } from "./lobby/Lobby";

/** Replays load lazily, with the engine they run (neither is needed to play). */
const ReplayPage = lazy(() => import("./replay/ReplayPage").then((m) => ({ default: m.ReplayPage })));
/**
 * A table loads when it opens, with the socket and the protocol's message schemas it checks the
 * server's frames with (zod): the lobby, the first page, needs neither.
 */
const TablePage = lazy(() => import("./table/TablePage").then((m) => ({ default: m.TablePage })));
/** The account page and players' pages, loaded when opened. */
const AccountPage = lazy(() => import("./people/AccountPage").then((m) => ({ default: m.AccountPage })));
const PlayerPage = lazy(() => import("./people/PlayerPage").then((m) => ({ default: m.PlayerPage })));
/** A game's leaderboard, loaded when opened. */
const LeaderboardPage = lazy(() =>
  import("./ratings/LeaderboardPage").then((m) => ({ default: m.LeaderboardPage })),
);
/** The Settings page, loaded when opened. */
const SettingsPage = lazy(() => import("./settings/SettingsPage").then((m) => ({ default: m.SettingsPage })));

/**
 * Routes: `/` the lobby, `/table/:id` a table (seat tokens in `#t=` or in local storage),
 * `/replay/:id` a finished match's replay, `/leaderboard/:game` a game's leaderboard, and each game's
 * own pages (`GAME_UIS`: the Ruhd scorer at `/ruhd/scorer`), loaded when opened.
 */
export function App() {
  // The pages' words (their loading line) may live in their own namespaces.
  const { t } = useTranslation(PAGE_NAMESPACES);
  const [path, setPath] = useState(location.pathname);
  useEffect(() => {
    const onPop = () => setPath(location.pathname);
    window.addEventListener("popstate", onPop);
    return () => window.removeEventListener("popstate", onPop);
  }, []);
  const go = useCallback((to: string) => {
    history.pushState(null, "", to);
    setPath(location.pathname);
    window.scrollTo(0, 0);
  }, []);
  const page = GAME_PAGES.find((p) => p.path === path);
  if (page)
    return (
      <Suspense fallback={<p>{t(page.loading)}</p>}>
        <page.Page onLobby={() => go("/")} />
      </Suspense>
    );
  const replay = /^\/replay\/([^/]+)$/.exec(path);
  if (replay?.[1])
    return (
      <Suspense fallback={<p data-testid="replay-loading">{t("replay.loading")}</p>}>
        <ReplayPage key={replay[1]} id={decodeURIComponent(replay[1])} onLobby={() => go("/")} go={go} />
      </Suspense>
    );
  const leaderboard = /^\/leaderboard\/([^/]+)$/.exec(path);
  if (leaderboard?.[1])
    return (
      <Suspense fallback={<p data-testid="leaderboard-loading">{t("loading")}</p>}>
        <LeaderboardPage game={decodeURIComponent(leaderboard[1])} go={go} />
      </Suspense>
    );
  if (path === "/settings")
    return (
      <Suspense fallback={<p data-testid="settings-loading">{t("loading")}</p>}>
        <SettingsPage />
      </Suspense>
    );
  if (path === "/account")
    return (
      <Suspense fallback={<p data-testid="account-loading">{t("loading")}</p>}>
        <AccountPage onLobby={() => go("/")} go={go} />
      </Suspense>
    );
  const player = /^\/player\/([^/]+)$/.exec(path);
  if (player?.[1])
    return (
      <Suspense fallback={<p data-testid="player-loading">{t("loading")}</p>}>
        <PlayerPage key={player[1]} id={decodeURIComponent(player[1])} onLobby={() => go("/")} go={go} />
      </Suspense>
    );
  const table = /^\/table\/([^/]+)$/.exec(path);
  if (table?.[1])
    return (
      <Suspense fallback={<p data-testid="table-loading">{t("loading")}</p>}>
        <TablePage
          key={table[1]}
          id={decodeURIComponent(table[1])}
          onLobby={() => go("/")}
          onReplay={() => go(`/replay/${table[1]}`)}
          onTable={(next) => go(`/table/${encodeURIComponent(next)}`)}
        />
      </Suspense>
    );
  return <Lobby go={go} />;
}
