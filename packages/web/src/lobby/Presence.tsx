import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { joinPath } from "../tokens";
import { inWords } from "../words";
import "./presence.css";
import { freeSeats, seatedNames, type LobbyPresence } from "./presence";
import { GamePicture } from "./GamePicture";

/** Which of the lobby's people lists to show: the tables needing a player, or who is online. */
export type PresencePart = "need" | "online";

/**
 * The lobby's people (`presence`, from `usePresence`): who is online now, or the tables that need a
 * player (each to join or watch). Nothing until the server said it.
 */
export function Presence({
  presence,
  part,
  go,
  titles,
}: {
  presence: LobbyPresence | null;
  part: PresencePart;
  go: (path: string) => void;
  /** Each game's title, by id. */
  titles: Readonly<Record<string, string>>;
}) {
  if (!presence) return null;
  // Its words load with it, without blanking the lobby meanwhile.
  return (
    <Suspense fallback={null}>
      {part === "online" ? (
        <OnlineList presence={presence} go={go} />
      ) : (
        <NeedPlayersList presence={presence} go={go} titles={titles} />
      )}
    </Suspense>
  );
}

/** Who is online now, each linking to their page. */
export function OnlineList({ presence, go }: { presence: LobbyPresence; go: (path: string) => void }) {
  const { t } = useTranslation("lifecycle");
  const { online } = presence;
  return (
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
  );
}

/**
 * The tables waiting for a player: the game's picture and title, the free seats and who is there;
 * "Join" opens the table and takes a free seat there, "Watch" opens it to watch (its waiting room
 * still offers the free seats).
 */
export function NeedPlayersList({
  presence,
  go,
  titles,
}: {
  presence: LobbyPresence;
  go: (path: string) => void;
  titles: Readonly<Record<string, string>>;
}) {
  const { t } = useTranslation("lifecycle");
  const { needPlayers } = presence;
  return (
    <section aria-labelledby="need-title" data-testid="need-players">
      <h2 id="need-title">{t("lobby.needPlayers")}</h2>
      {needPlayers.length === 0 ? (
        <p>{t("lobby.noneNeedPlayers")}</p>
      ) : (
        <ul className="table-list" data-testid="need-players-list">
          {needPlayers.map((table) => {
            const names = seatedNames(table);
            const title = titles[table.game] ?? table.game;
            const watch = () => go(`/table/${encodeURIComponent(table.id)}`);
            // Join sits you down at a free seat at once; Watch only opens the table.
            const join = () => go(joinPath(table.id));
            return (
              <li key={table.id} data-testid={`need-${table.id}`}>
                <GamePicture game={table.game} className="game-picture tiny" />
                <span>
                  <strong>{title}</strong> · {t("lobby.freeSeats", { count: freeSeats(table) })}
                  {names.length > 0 ? ` · ${t("lobby.hostedBy", { names: inWords(names) })}` : ""}
                </span>
                <span className="table-actions">
                  <button
                    type="button"
                    className="primary"
                    data-testid={`join-${table.id}`}
                    aria-label={t("common:lobby.joinLabel", { title })}
                    onClick={join}
                  >
                    {t("common:lobby.join")}
                  </button>
                  <button
                    type="button"
                    data-testid={`watch-${table.id}`}
                    aria-label={t("common:lobby.watchLabel", { title })}
                    onClick={watch}
                  >
                    {t("lobby.watch")}
                  </button>
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** Both lists, who is online first. */
export function PresenceLists({
  presence,
  go,
  titles,
}: {
  presence: LobbyPresence;
  go: (path: string) => void;
  titles: Readonly<Record<string, string>>;
}) {
  return (
    <>
      <OnlineList presence={presence} go={go} />
      <NeedPlayersList presence={presence} go={go} titles={titles} />
    </>
  );
}
