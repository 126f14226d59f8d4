import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { FAMILY_LESSON, GAME_PAGES, GAME_UIS, gameUi, LESSON_UIS, PAGE_NAMESPACES } from "./games/registry";
import { GamePictures } from "./lobby/GamePicture";
import { Lobby } from "./lobby/Lobby";
import { MY_GAMES_PATH } from "./shell/nav";
import { Shell } from "./shell/Shell";

/** Replays load lazily, with the engine they run (neither is needed to play). */
const ReplayPage = lazy(() => import("./replay/ReplayPage").then((m) => ({ default: m.ReplayPage })));
/**
 * A table loads when it opens, with the socket and the protocol's message schemas it checks the
 * server's frames with (zod): the lobby, the first page, needs neither.
 */
const TablePage = lazy(() => import("./table/TablePage").then((m) => ({ default: m.TablePage })));
/** The account page and players' pages, loaded when opened. */
const AccountPage = lazy(() => import("./people/AccountPage").then((m) => ({ default: m.AccountPage })));
const PlayerPage = lazy(() => import("./people/PlayerPage").then((m) => ({ default: m.PlayerPage })));
/** All of a player's matches (`/matches?player=`), loaded when opened. */
const MatchesPage = lazy(() => import("./lobby/MatchesPage").then((m) => ({ default: m.MatchesPage })));
/** The person's unfinished tables, their turn first, loaded when opened. */
const MyGamesPage = lazy(() => import("./turns/MyGamesPage").then((m) => ({ default: m.MyGamesPage })));
/** A game's leaderboard, loaded when opened. */
const LeaderboardPage = lazy(() =>
  import("./ratings/LeaderboardPage").then((m) => ({ default: m.LeaderboardPage })),
);
/** The Settings page, loaded when opened. */
const SettingsPage = lazy(() => import("./settings/SettingsPage").then((m) => ({ default: m.SettingsPage })));

/** The rules pages and the games' own lessons, loaded when opened (with the cards they draw). */
const RulesIndex = lazy(() => import("./rules/RulesIndex").then((m) => ({ default: m.RulesIndex })));
const RulesPage = lazy(() => import("./rules/RulesPage").then((m) => ({ default: m.RulesPage })));
const LessonPage = lazy(() => import("./learn/LessonPage").then((m) => ({ default: m.LessonPage })));

/** What a route's page is given: the path's captured part (decoded), and how to go elsewhere. */
interface RouteProps {
  readonly param: string;
  readonly go: (to: string) => void;
}

/**
 * One route: the paths it answers (a regular expression whose first group, if any, is the `param`),
 * the `data-testid` of its loading line and that line's key, and its page.
 */
interface Route {
  readonly path: RegExp;
  readonly loading: { readonly testId?: string; readonly key: string };
  readonly page: (props: RouteProps) => ReactNode;
}

/**
 * Routes, tried in order (each game's own pages, `GAME_UIS`, come first: the Ruhd scorer at
 * `/ruhd/scorer`…); `/` is the lobby, and a path none answers is "page not found". Adding a page is
 * one line here.
 */
const ROUTES: readonly Route[] = [
  {
    path: /^\/$/,
    loading: { testId: "lobby-loading", key: "loading" },
    page: ({ go }) => <Lobby go={go} />,
  },
  ...GAME_PAGES.map((p): Route => ({
    path: new RegExp(`^${p.path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`),
    loading: { key: p.loading },
    page: ({ go }) => <p.Page onLobby={() => go("/")} />,
  })),
  {
    path: /^\/replay\/([^/]+)$/,
    loading: { testId: "replay-loading", key: "replay.loading" },
    page: ({ param, go }) => <ReplayPage key={param} id={param} onLobby={() => go("/")} go={go} />,
  },
  {
    path: /^\/leaderboard\/([^/]+)$/,
    loading: { testId: "leaderboard-loading", key: "loading" },
    page: ({ param, go }) => <LeaderboardPage game={param} go={go} />,
  },
  {
    path: /^\/settings$/,
    loading: { testId: "settings-loading", key: "loading" },
    page: () => <SettingsPage />,
  },
  {
    path: /^\/account$/,
    loading: { testId: "account-loading", key: "loading" },
    page: ({ go }) => <AccountPage onLobby={() => go("/")} go={go} />,
  },
  {
    path: /^\/player\/([^/]+)$/,
    loading: { testId: "player-loading", key: "loading" },
    page: ({ param, go }) => <PlayerPage key={param} id={param} onLobby={() => go("/")} go={go} />,
  },
  {
    path: /^\/matches\/?$/,
    loading: { testId: "matches-loading", key: "loading" },
    page: ({ go }) => <MatchesPage key={location.search} go={go} />,
  },
  {
    path: new RegExp(`^${MY_GAMES_PATH}/?$`),
    loading: { testId: "my-games-page-loading", key: "loading" },
    page: ({ go }) => <MyGamesPage go={go} />,
  },
  {
    path: new RegExp(`^/rules/(${Object.keys(GAME_UIS).join("|")})/?$`),
    loading: { testId: "rules-loading", key: "loading" },
    page: ({ param, go }) => <RulesPage key={param} game={param} go={go} />,
  },
  {
    // `/rules`, and any other game's name under it: the index.
    path: /^\/rules(?:\/.*)?$/,
    loading: { testId: "rules-loading", key: "loading" },
    page: ({ go }) => <RulesIndex go={go} />,
  },
  {
    // A game's own lesson (GameUi.lesson): /learn/tarot.
    path: new RegExp(`^/learn/(${LESSON_UIS.join("|") || "(?!)"})/?$`),
    loading: { testId: "learn-loading", key: "loading" },
    page: ({ param, go }) => <LessonPage key={param} game={param} go={go} />,
  },
  {
    path: /^\/learn\/?$/,
    loading: { testId: "learn-loading", key: "loading" },
    page: ({ go }) => (FAMILY_LESSON ? <FAMILY_LESSON go={go} /> : <NotFound go={go} />),
  },
  {
    path: /^\/table\/([^/]+)$/,
    loading: { testId: "table-loading", key: "loading" },
    page: ({ param, go }) => (
      <TablePage
        key={param}
        id={param}
        onLobby={() => go("/")}
        onReplay={() => go(`/replay/${encodeURIComponent(param)}`)}
        onTable={(next) => go(`/table/${encodeURIComponent(next)}`)}
      />
    ),
  },
];

/** The game whose leaderboard the header's navigation opens: the registry's first. */
const FIRST_GAME = Object.keys(GAME_UIS)[0] ?? "";

/**
 * An address the site has no page for (the server sends every page's address the site itself: it
 * cannot tell). Said as such, under the site's header, with the way to the lobby: never the lobby
 * itself, which would hide a mistyped link.
 */
function NotFound({ go }: { go: (to: string) => void }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <main className="not-found" data-testid="not-found">
      <h1 ref={heading} tabIndex={-1}>
        {t("pageNotFound.title")}
      </h1>
      <p>{t("pageNotFound.text")}</p>
      <p>
        <a
          href="/"
          data-testid="not-found-lobby"
          onClick={(e) => {
            e.preventDefault();
            go("/");
          }}
        >
          {t("pageNotFound.lobby")}
        </a>
      </p>
    </main>
  );
}

/**
 * The site: every page inside the shell (skip link, header, toasts), the page chosen by `ROUTES`
 * from the address's path (none: "page not found").
 */
export function App() {
  // The pages' words (their loading line) may live in their own namespaces.
  const { t } = useTranslation(PAGE_NAMESPACES);
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

  // Every page waits for its words and code under the header (never blanking the whole site).
  let page: ReactNode = <NotFound key={path} go={go} />;
  for (const route of ROUTES) {
    const found = route.path.exec(path);
    if (!found) continue;
    const param = found[1] === undefined ? "" : decodeURIComponent(found[1]);
    page = (
      <Suspense fallback={<p data-testid={route.loading.testId}>{t(route.loading.key)}</p>}>
        {route.page({ param, go })}
      </Suspense>
    );
    break;
  }
  return (
    <GamePictures.Provider value={pictureOf}>
      <Shell path={path} go={go} firstGame={FIRST_GAME}>
        {page}
      </Shell>
    </GamePictures.Provider>
  );
}

/** A game's picture, from the registry (lobby/GamePicture.tsx). */
const pictureOf = (game: string) => gameUi(game)?.Picture;
