import { useTranslation } from "react-i18next";
import type { GameInfo } from "../api";
import { GAME_PAGES, learnPathOf, PAGE_NAMESPACES } from "../games/registry";
import { LeaderboardLinks } from "../ratings/LobbyRatings";
import { opensElsewhere } from "../shell/nav";
import { Icon } from "../ui/Icon";
import { seatCountsInWords } from "../words";
import { GamePicture } from "./GamePicture";

/**
 * "Pick a game": a tile for each game the server offers (what it is, for how many, its rules and
 * lesson, "Play now" and "Set up"), then the leaderboards' and the games' own pages' links.
 */
export function GameTiles({
  games,
  chosen,
  titles,
  creating,
  playNow,
  setUp,
  go,
}: {
  games: readonly GameInfo[] | null;
  /** The game the set-up form is for. */
  chosen: string | undefined;
  titles: Readonly<Record<string, string>>;
  /** The game whose table is being made (every "Play now" waits), or null. */
  creating: string | null;
  playNow: (game: GameInfo) => void;
  setUp: (game: GameInfo) => void;
  go: (path: string) => void;
}) {
  // The games' own pages name their strings in their own namespaces ("tarotCalculator:page.link …").
  const { t } = useTranslation(PAGE_NAMESPACES);
  return (
    <section aria-labelledby="games-title" className="lobby-games">
      <h2 id="games-title">{t("lobby.pick")}</h2>
      <ul className="game-tiles" aria-label={t("lobby.gamesLabel")}>
        {(games ?? []).map((g) => (
          <GameTile
            key={g.id}
            game={g}
            chosen={g.id === chosen}
            title={titles[g.id]}
            creating={creating}
            playNow={playNow}
            setUp={setUp}
            go={go}
          />
        ))}
      </ul>
      <div className="lobby-links">
        {games && <LeaderboardLinks games={games} titles={titles} go={go} />}
        {GAME_PAGES.map((page) => (
          <p key={page.path}>
            {t(page.link.prompt)}{" "}
            <a
              href={page.path}
              data-testid={page.link.testId}
              onClick={(e) => {
                e.preventDefault();
                go(page.path);
              }}
            >
              {t(page.link.label)}
            </a>
          </p>
        ))}
      </div>
    </section>
  );
}

/** One game's tile. */
function GameTile({
  game: g,
  chosen,
  title,
  creating,
  playNow,
  setUp,
  go,
}: {
  game: GameInfo;
  chosen: boolean;
  title: string | undefined;
  creating: string | null;
  playNow: (game: GameInfo) => void;
  setUp: (game: GameInfo) => void;
  go: (path: string) => void;
}) {
  const { t } = useTranslation();
  const learnPath = learnPathOf(g.id);
  return (
    <li className={`game-tile${chosen ? " chosen" : ""}`} data-testid={`game-${g.id}`}>
      <GamePicture game={g.id} />
      <h3 id={`tile-${g.id}`} className="game-tile-title">
        <strong>{title}</strong>
      </h3>
      {/* What kind of game it is: tells apart the tiles whose titles share a word. */}
      <p className="game-tile-kind" data-testid={`kind-${g.id}`}>
        {t(`lobby.kinds.${g.id}`)}
      </p>
      <small className="game-tile-players">
        <Icon name="users" />{" "}
        {t("lobby.players", {
          counts: seatCountsInWords(g.seatCounts),
          count: g.seatCounts.at(-1),
        })}
      </small>
      <p className="game-tile-line">
        {t(`lobby.tiles.${g.id}`)}{" "}
        <a
          href={`/rules/${g.id}`}
          className="game-tile-rules"
          data-testid={`rules-${g.id}`}
          aria-label={t("lobby.rulesLabel", { game: title })}
          onClick={(event) => {
            if (opensElsewhere(event)) return;
            event.preventDefault();
            go(`/rules/${g.id}`);
          }}
        >
          {t("lobby.rules")}
        </a>
        {learnPath !== null && (
          <>
            {" · "}
            <a
              href={learnPath}
              className="game-tile-rules"
              data-testid={`learn-${g.id}`}
              aria-label={t("lobby.learnLabel", { game: title })}
              onClick={(event) => {
                if (opensElsewhere(event)) return;
                event.preventDefault();
                go(learnPath);
              }}
            >
              {t("lobby.learn")}
            </a>
          </>
        )}
      </p>
      <div className="game-tile-actions">
        <button
          type="button"
          className="primary"
          data-testid={`play-now-${g.id}`}
          aria-label={t("lobby.playNowLabel", { game: title })}
          disabled={creating !== null}
          onClick={() => playNow(g)}
        >
          <Icon name="play" /> {creating === g.id ? t("lobby.creating") : t("lobby.playNow")}
        </button>
        <button
          type="button"
          data-testid={`setup-${g.id}`}
          aria-pressed={chosen}
          aria-label={t("lobby.setUpLabel", { game: title })}
          onClick={() => setUp(g)}
        >
          {t("lobby.setUp")}
        </button>
      </div>
    </li>
  );
}
