import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { inWords } from "../words";
import "./presence.css";
import { freeSeats, seatedNames, usePresence, type LobbyPresence } from "./presence";

/** The lobby's people: who is online now, and the tables that need a player (each to watch). */
export function Presence({
  go,
  titles,
}: {
  go: (path: string) => void;
  /** Each game's title, by id. */
  titles: Readonly<Record<string, string>>;
}) {
  const presence = usePresence();
  if (!presence) return null;
  // Its words load with it, without blanking the lobby meanwhile.
  return (
    <Suspense fallback={null}>
      <PresenceLists presence={presence} go={go} titles={titles} />
    </Suspense>
  );
}

/** What `Presence` shows, once the server said it. */
export function PresenceLists({
  presence,
  go,
  titles,
}: {
  presence: LobbyPresence;
  go: (path: string) => void;
  titles: Readonly<Record<string, string>>;
}) {
  const { t } = useTranslation("lifecycle");
  const { online, needPlayers } = presence;
  return (
    <>
      <section aria-labelledby="online-title" data-testid="online">
        <h2 id="online-title">{t("lobby.online")}</h2>
        {online.length === 0 ? (
          <p>{t("lobby.nobody")}</p>
        ) : (
          <>
            <p className="visually-hidden">{t("lobby.onlineCount", { count: online.length })}</p>
            <ul className="online-list" data-testid="online-list">
              {online.map((player) => (
                <li key={player.id} data-testid={`online-${player.id}`}>
                  <a
                    href={`/player/${encodeURIComponent(player.id)}`}
                    onClick={(e) => {
                      e.preventDefault();
                      go(`/player/${encodeURIComponent(player.id)}`);
                    }}
                  >
                    {player.name}
                  </a>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
      <section aria-labelledby="need-title" data-testid="need-players">
        <h2 id="need-title">{t("lobby.needPlayers")}</h2>
        {needPlayers.length === 0 ? (
          <p>{t("lobby.noneNeedPlayers")}</p>
        ) : (
          <ul className="table-list" data-testid="need-players-list">
            {needPlayers.map((table) => {
              const names = seatedNames(table);
              return (
                <li key={table.id} data-testid={`need-${table.id}`}>
                  <span>
                    <strong>{titles[table.game] ?? table.game}</strong> ·{" "}
                    {t("lobby.freeSeats", { count: freeSeats(table) })}
                    {names.length > 0 ? ` · ${t("lobby.hostedBy", { names: inWords(names) })}` : ""}
                  </span>
                  <button
                    type="button"
                    data-testid={`watch-${table.id}`}
                    onClick={() => go(`/table/${encodeURIComponent(table.id)}`)}
                  >
                    {t("lobby.watch")}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </>
  );
}
