import { Fragment, Suspense, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { GameInfo } from "../api";
import { useMe } from "../people/me";
import "./ratings.css";

/** The ratings' words load with the first of these parts shown; the lobby does not wait for them. */
function Words({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

/** The lobby's links to each game's leaderboard. */
export function LeaderboardLinks(props: Parameters<typeof Links>[0]) {
  return (
    <Words>
      <Links {...props} />
    </Words>
  );
}

function Links({
  games,
  titles,
  go,
}: {
  games: readonly GameInfo[];
  titles: Readonly<Record<string, string>>;
  go: (path: string) => void;
}) {
  const { t } = useTranslation("ratings");
  if (games.length === 0) return null;
  return (
    <p className="leaderboard-links" data-testid="leaderboard-links">
      {t("lobby.leaderboards")}{" "}
      {games.map((game, i) => (
        <Fragment key={game.id}>
          {i > 0 && " · "}
          <a
            href={`/leaderboard/${game.id}`}
            data-testid={`leaderboard-link-${game.id}`}
            onClick={(e) => {
              e.preventDefault();
              go(`/leaderboard/${game.id}`);
            }}
          >
            {titles[game.id] ?? game.id}
          </a>
        </Fragment>
      ))}
    </p>
  );
}

/**
 * The new table's "Rated match" checkbox (on by default: the server's default too). Rated play needs
 * an account: for a guest (or nobody yet) it is off and disabled, and says why; the server makes a
 * guest's table unrated whatever is asked.
 */
export function RatedChoice(props: Parameters<typeof Rated>[0]) {
  return (
    <Words>
      <Rated {...props} />
    </Words>
  );
}

function Rated({
  rated,
  onChange,
  id = "rated-choice",
}: {
  rated: boolean;
  onChange: (rated: boolean) => void;
  /** The checkbox's test id and its hint's id stem: two choices on one page (quick match, a new table) differ. */
  id?: string;
}) {
  const { t } = useTranslation("ratings");
  const me = useMe();
  // While the server is asked who this is, as it was: the answer comes at once.
  const account = me === undefined || me?.kind === "account";
  return (
    <div className="rated-choice">
      <label>
        <input
          type="checkbox"
          checked={rated && account}
          disabled={!account}
          aria-describedby={`${id}-hint`}
          data-testid={id}
          onChange={(e) => onChange(e.currentTarget.checked)}
        />{" "}
        {t("lobby.rated")}
      </label>
      <small id={`${id}-hint`} data-testid={account ? undefined : `${id}-guest`}>
        {account ? t("lobby.ratedHint") : t("lobby.ratedGuest")}
      </small>
    </div>
  );
}
