import { useCallback, useEffect, useState } from "react";
import { Lobby } from "./lobby/Lobby";
import { ScorerPage } from "./ruhd/scorer/ScorerPage";
import { TablePage } from "./tables/TablePage";

/**
 * Routes: `/` the lobby, `/table/:id` a table (seat tokens in `#t=` or in local storage),
 * `/ruhd/scorer` the Ruhd scorer for games with the physical tiles.
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
  if (path === "/ruhd/scorer") return <ScorerPage onLobby={() => go("/")} />;
  const table = /^\/table\/([^/]+)$/.exec(path);
  if (table?.[1])
    return <TablePage key={table[1]} id={decodeURIComponent(table[1])} onLobby={() => go("/")} />;
  return <Lobby go={go} />;
}
