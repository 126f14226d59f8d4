import type { MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import { playerTag, useMe } from "./me";
import "./people.css";

/** The header's "Ana #x3F9" (a link to the player's page) and a link to the account page. */
export function PlayerBadge({ go }: { go: (to: string) => void }) {
  const { t } = useTranslation("people");
  const me = useMe();
  const link = (to: string) => (event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    go(to);
  };
  return (
    <nav className="player-badge" aria-label={t("badge.label")} data-testid="player-badge">
      {me && (
        <a
          href={`/player/${encodeURIComponent(me.id)}`}
          onClick={link(`/player/${encodeURIComponent(me.id)}`)}
          data-testid="me-link"
        >
          <span data-testid="me-name">{me.name}</span> <span className="player-tag">{playerTag(me.id)}</span>
        </a>
      )}
      <a href="/account" onClick={link("/account")} data-testid="account-link">
        {me?.kind === "account" ? t("badge.account") : t("badge.logIn")}
      </a>
    </nav>
  );
}
