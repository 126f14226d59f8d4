import { lazy, Suspense, useCallback, useEffect, useState } from "react";
import { GAME_PAGES } from "./games/registry";
import { Lobby } from "./lobby/Lobby";
import { TablePage } from "./table/TablePage";

/** Replays load lazily, with the engine they run (neither is needed to play). */
const ReplayPage = lazy(() => import("./replay/ReplayPage").then((m) => ({ default: m.ReplayPage })));

/**
 * Routes: `/` the lobby, `/table/:id` a table (seat tokens in `#t=` or in local storage),
 * `/replay/:id` a finished match's replay, and each game's own pages (`GAME_UIS`: the Ruhd scorer at
 * `/ruhd/scorer`), loaded when opened.
 */
export function App() {
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
      <Suspense fallback={<p>{page.loading}</p>}>
        <page.Page onLobby={() => go("/")} />
      </Suspense>
    );
  const replay = /^\/replay\/([^/]+)$/.exec(path);
  if (replay?.[1])
    return (
      <Suspense fallback={<p data-testid="replay-loading">Loading the replay…</p>}>
        <ReplayPage key={replay[1]} id={decodeURIComponent(replay[1])} onLobby={() => go("/")} go={go} />
      </Suspense>
    );
  const table = /^\/table\/([^/]+)$/.exec(path);
  if (table?.[1])
    return (
      <TablePage
        key={table[1]}
        id={decodeURIComponent(table[1])}
        onLobby={() => go("/")}
        onReplay={() => go(`/replay/${table[1]}`)}
        onTable={(next) => go(`/table/${encodeURIComponent(next)}`)}
      />
    );
  return <Lobby go={go} />;
}
