import { useEffect, useState } from "react";
import { ApiError, getMatchLog } from "../api";
import { Replay } from "./Replay";
import { buildTimeline, type Timeline } from "./timeline";

type Loading =
  | { readonly kind: "loading" }
  | { readonly kind: "problem"; readonly message: string; readonly live: boolean }
  | {
      readonly kind: "ready";
      readonly timeline: Timeline;
    };

function problemOf(error: unknown): Loading {
  if (error instanceof ApiError && error.code === "not-finished")
    return {
      kind: "problem",
      message: "This match is still being played: its replay opens once it is over.",
      live: true,
    };
  if (error instanceof ApiError && error.code === "no-table")
    return { kind: "problem", message: "There is no such match: it was not found.", live: false };
  return {
    kind: "problem",
    message: `This match cannot be replayed: ${(error as Error).message}`,
    live: false,
  };
}

/**
 * `/replay/:id`: fetches a finished match's log and loads the engine (a chunk of its own, so that
 * the lobby and the tables do not carry it), then replays the match in the page.
 */
export function ReplayPage({
  id,
  onLobby,
  go,
}: {
  id: string;
  onLobby: () => void;
  go: (path: string) => void;
}) {
  const [loading, setLoading] = useState<Loading>({ kind: "loading" });
  useEffect(() => {
    let current = true;
    Promise.all([getMatchLog(id), import("@parlor/engine")])
      .then(([log, engine]): Loading => {
        try {
          return { kind: "ready", timeline: buildTimeline(engine, log) };
        } catch (error) {
          return problemOf(error);
        }
      }, problemOf)
      .then((next) => current && setLoading(next));
    return () => {
      current = false;
    };
  }, [id]);

  const game = loading.kind === "ready" ? loading.timeline.log.game : null;
  const title = loading.kind === "ready" ? loading.timeline.game.title : "a match";
  return (
    <main className="replay-page" data-testid="replay-page" data-game={game ?? ""} data-status={loading.kind}>
      <header className="table-header">
        <a
          href="/"
          className="link"
          data-testid="lobby-link"
          onClick={(e) => {
            e.preventDefault();
            onLobby();
          }}
        >
          ← Lobby
        </a>
        <h1>Replay of {title}</h1>
        <span className="badge">replay</span>
      </header>
      {loading.kind === "loading" && <p data-testid="replay-loading">Loading the match…</p>}
      {loading.kind === "problem" && (
        <div className="notice" role="alert" data-testid="replay-problem">
          <p>{loading.message}</p>
          {loading.live && (
            <a
              href={`/table/${encodeURIComponent(id)}`}
              data-testid="watch-live"
              onClick={(e) => {
                e.preventDefault();
                go(`/table/${encodeURIComponent(id)}`);
              }}
            >
              Watch it live
            </a>
          )}
        </div>
      )}
      {loading.kind === "ready" && <Replay id={id} timeline={loading.timeline} />}
    </main>
  );
}
