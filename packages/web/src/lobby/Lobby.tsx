import { useRef } from "react";
import { useTranslation } from "react-i18next";
import type { GameInfo } from "../api";
import { PAGE_NAMESPACES } from "../games/registry";
import { NamePrompt } from "../people/NamePrompt";
import { PlayerBadge } from "../people/PlayerBadge";
import { GameTiles } from "./GameTiles";
import { History } from "./History";
import { JoinByLink } from "./JoinByLink";
import "./lobby.css";
import { NewTableForm } from "./NewTableForm";
import { playNowSeats } from "./playNow";
import { practiceTable } from "./PracticeChoice";
import { Presence } from "./Presence";
import { usePresence } from "./presence";
import { QuickMatch } from "./QuickMatch";
import type { SeatChoice } from "./seating";
import { TableList } from "./TableList";
import { useGames, useTablesAndQueues } from "./useLobbyLists";
import { useMakeTable } from "./useMakeTable";
import { useTableSetup } from "./useTableSetup";

/**
 * The lobby: the games to pick (each played now or set up), the open tables and who is around, quick
 * match, the set-up form of a new table, a pasted link to open, and the person's latest matches.
 */
export function Lobby({ go }: { go: (path: string) => void }) {
  // The games' own pages name their strings in their own namespaces ("tarotCalculator:page.link …").
  const { t } = useTranslation(PAGE_NAMESPACES);
  const { games, loadError } = useGames();
  const { tables, queues } = useTablesAndQueues();
  const presence = usePresence();
  const setup = useTableSetup(games);
  const { game } = setup;
  const making = useMakeTable(go);
  const { creating, start } = making;
  const setupTitle = useRef<HTMLHeadingElement>(null);
  const titles: Readonly<Record<string, string>> = Object.fromEntries(
    (games ?? []).map((g) => [g.id, t(`games.${g.id}.title`)]),
  );

  /** Opens the set-up form for `next` and brings it into view (on a phone it lies below the games). */
  const setUp = (next: GameInfo) => {
    setup.pick(next);
    requestAnimationFrame(() => {
      setupTitle.current?.focus({ preventScroll: true });
      setupTitle.current?.scrollIntoView({ block: "nearest" });
    });
  };

  const create = () => {
    const table = setup.table();
    if (game && table) void start(game, setup.seats, table.options, table.settings);
  };

  const playNow = (of: GameInfo) =>
    void start(
      of,
      playNowSeats(of).map((s): SeatChoice => ("bot" in s ? `bot:${s.bot}` : "here")),
      {},
      {},
    );

  /** A solo practice in `mode`: the person's one seat, started at once. */
  const practice = (of: GameInfo, mode: string) => {
    const { options, settings } = practiceTable(mode);
    void start(of, ["here"], options, settings);
  };

  return (
    <main className="lobby" data-testid="lobby">
      <header className="lobby-header">
        <h1 className="visually-hidden">{t("site.name")}</h1>
        <p className="lobby-tagline">{t("site.tagline")}</p>
        <PlayerBadge go={go} />
      </header>
      {loadError && (
        <p className="notice" role="alert">
          {t("lobby.loadError", { message: loadError })}
        </p>
      )}
      <div className="lobby-top">
        <GameTiles
          games={games}
          chosen={game?.id}
          titles={titles}
          creating={creating}
          playNow={playNow}
          setUp={setUp}
          go={go}
        />
        <div className="lobby-tables">
          <Presence presence={presence} go={go} titles={titles} part="need" />
          <TableList tables={tables} titles={titles} go={go} />
          <Presence presence={presence} go={go} titles={titles} part="online" />
        </div>
        <div className="lobby-side">
          <NamePrompt />
          {games && <QuickMatch games={games} titles={titles} queues={queues} go={go} />}
          {game && (
            <NewTableForm
              game={game}
              setup={setup}
              title={titles[game.id]}
              titleRef={setupTitle}
              creating={creating}
              createError={making.createError}
              create={create}
              practice={(mode) => practice(game, mode)}
            />
          )}
          <JoinByLink go={go} refused={making.setCreateError} />
        </div>
      </div>
      <History go={go} titles={titles} />
    </main>
  );
}
