import { lazy, Suspense, useCallback, useEffect, useState } from "react";
import { Lobby } from "./lobby/Lobby";
import { TablePage } from "./tables/TablePage";

/** Replays load lazily, with the engine they run (neither is needed to play). */
const ReplayPage = lazy(() => import("./replay/ReplayPage").then((m) => ({ default: m.ReplayPage })));
/** So does the Ruhd scorer, a page of its own for games with the physical tiles. */
const ScorerPage = lazy(() => import("./ruhd/scorer/ScorerPage").then((m) => ({ default: m.ScorerPage })));

/**
 * Routes: `/` the lobby, `/table/:id` a table (seat tokens in `#t=` or in local storage),
 * `/ruhd/scorer` the Ruhd scorer for games with the physical tiles, `/replay/:id` a finished match's
 * replay.
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
  if (path === "/ruhd/scorer")
    return (
      <Suspense fallback={<p>Loading the scorer…</p>}>
        <ScorerPage onLobby={() => go("/")} />
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
