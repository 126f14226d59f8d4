import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Outcome } from "@parlor/engine";
import { ApiError, getMatchLog, getTable, problemText, type SeatSummary } from "../api";
import { Replay } from "./Replay";
import { buildTimeline, UnknownGame, type Timeline } from "./timeline";

type Loading =
  | { readonly kind: "loading" }
  | {
      readonly kind: "problem";
      /** A key of `common`, with its values. */
      readonly message: string;
      readonly values?: Readonly<Record<string, string>>;
      readonly live: boolean;
    }
  | {
      readonly kind: "ready";
      readonly timeline: Timeline;
      /** The table's seats (its summary: who sat where), null if it could not be had. */
      readonly seats: readonly SeatSummary[] | null;
      /** How the match ended as stored (its summary's outcome), null if it could not be had. */
      readonly ended: Outcome | null;
      /** Whether the game waits for whoever is to act (the engine's `paceOf`): it can be played from a moment. */
      readonly turns: boolean;
    };

/** Why the match cannot be replayed, as a key of `common` and its values (shown in the language in use). */
function problemOf(error: unknown): Loading {
  if (error instanceof ApiError && error.code === "not-finished")
    return { kind: "problem", message: "replay.stillPlaying", live: true };
  if (error instanceof ApiError && error.code === "no-table")
    return { kind: "problem", message: "replay.notFound", live: false };
  if (error instanceof UnknownGame)
    return { kind: "problem", message: "replay.unknownGame", values: { game: error.game }, live: false };
  // A log the engine cannot replay throws its own Error; the API's errors are told by their code.
  const message = error instanceof ApiError ? problemText(error) : (error as Error).message;
  return { kind: "problem", message: "replay.cannot", values: { message }, live: false };
}

/**
 * `/replay/:id`: fetches a finished match's log and loads the engine (a chunk of its own, so that
 * the lobby and the tables do not carry it), then the table's summary (who sat where, named as at
 * the table), and replays the match in the page.
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
  const { t } = useTranslation();
  const [loading, setLoading] = useState<Loading>({ kind: "loading" });
  useEffect(() => {
    let current = true;
    Promise.all([getMatchLog(id), import("@parlor/engine")])
      // The summary once the log is there (a match that is not over, or no table, has no replay).
      .then(async ([log, engine]) => {
        const table = await getTable(id).catch(() => null);
        return { log, engine, seats: table?.seats ?? null, ended: table?.outcome ?? null };
      })
      .then(({ log, engine, seats, ended }): Loading => {
        try {
          const timeline = buildTimeline(engine, log);
          return { kind: "ready", timeline, seats, ended, turns: engine.paceOf(timeline.game) === "turns" };
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
  const title = game ? t(`games.${game}.title`) : t("replay.aMatch");
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
          {t("table.lobby")}
        </a>
        <h1>{t("replay.title", { title })}</h1>
        <span className="badge">{t("replay.badge")}</span>
      </header>
      {loading.kind === "loading" && <p data-testid="replay-loading">{t("replay.loadingMatch")}</p>}
      {loading.kind === "problem" && (
        <div className="notice" role="alert" data-testid="replay-problem">
          <p>{t(loading.message, loading.values)}</p>
          {loading.live && (
            <a
              href={`/table/${encodeURIComponent(id)}`}
              data-testid="watch-live"
              onClick={(e) => {
                e.preventDefault();
                go(`/table/${encodeURIComponent(id)}`);
              }}
            >
              {t("replay.watchLive")}
            </a>
          )}
        </div>
      )}
      {loading.kind === "ready" && (
        <Replay
          id={id}
          timeline={loading.timeline}
          seats={loading.seats}
          ended={loading.ended}
          playFrom={loading.turns ? go : undefined}
        />
      )}
    </main>
  );
}
