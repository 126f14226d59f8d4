import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { gamesOnce } from "../api";
import { getPlayer } from "../people/api";
import { botLevel } from "../table/players";
import { History } from "./History";

/**
 * `/matches?player=<id>`: all of one player's played matches (their page links here), a page at a
 * time, by game; without a player, everyone's (the lobby's list on a page of its own).
 */
export function MatchesPage({ go }: { go: (to: string) => void }) {
  const { t } = useTranslation(["common", "people"]);
  const player = new URLSearchParams(location.search).get("player") || undefined;
  const [titles, setTitles] = useState<Readonly<Record<string, string>>>({});
  const [name, setName] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    gamesOnce().then(
      (games) => live && setTitles(Object.fromEntries(games.map((g) => [g.id, t(`games.${g.id}.title`)]))),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [t]);
  useEffect(() => {
    let live = true;
    setName(null);
    if (player)
      getPlayer(player).then(
        (page) =>
          live &&
          setName(
            page.kind === "bot" && page.bot
              ? t("people:player.bot", { level: botLevel(page.bot) })
              : page.name,
          ),
        () => undefined,
      );
    return () => {
      live = false;
    };
  }, [player, t]);
  const heading = player === undefined ? t("history.title") : t("history.of", { name: name ?? "…" });
  useEffect(() => {
    document.title = heading;
  }, [heading]);
  const back = player === undefined ? "/" : `/player/${encodeURIComponent(player)}`;
  return (
    <main className="matches-page" data-testid="matches-page">
      <header className="table-header">
        <a
          className="link"
          href={back}
          onClick={(e) => {
            if (e.button !== 0 || e.ctrlKey || e.metaKey || e.shiftKey || e.altKey) return;
            e.preventDefault();
            go(back);
          }}
          data-testid="matches-back"
        >
          {player === undefined ? t("table.lobby") : t("people:player.back", { name: name ?? "…" })}
        </a>
      </header>
      <History key={player ?? ""} go={go} titles={titles} {...(player ? { player } : {})} heading={heading} />
    </main>
  );
}
