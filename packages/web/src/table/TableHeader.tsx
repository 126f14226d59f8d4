import { useEffect, useRef, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { TableStatus } from "../api";
import type { ConnectionState } from "../socket";

/**
 * A table's header: back to the lobby, the game's title, how this page is at the table (playing,
 * watching, reconnecting), the replay's link once the match is over, and on the same row what the
 * page shows while the match goes on (`children`: who is away, the hint, Resign). Its heading takes
 * the focus when the page opens.
 */
export function TableHeader({
  title,
  onLobby,
  missing,
  watching,
  status,
  connection,
  replay,
  children,
}: {
  title: string;
  onLobby: () => void;
  /** The server knows no such table: nobody watches it either. */
  missing: boolean;
  /** This page holds no seat there. */
  watching: boolean;
  status: TableStatus;
  connection: ConnectionState;
  /** The replay of the match, once it is over (its address, and how the page opens it in place). */
  replay: { readonly href: string; readonly open: (() => void) | undefined } | null;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  // Keyboard and screen-reader users land on the table, not on the page's body: its heading takes
  // the focus when the page opens (the board, the end screen take it later when they need it).
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <header className="table-header">
      <button type="button" className="link table-back" onClick={onLobby} data-testid="lobby-link">
        {/* The arrow alone on a phone (the word is still read out): the header keeps to one row. */}
        <span aria-hidden="true">←</span>{" "}
        <span className="table-back-word phone-visually-hidden">{t("table.back")}</span>
      </button>
      <h1 ref={heading} tabIndex={-1} data-testid="table-title">
        {title}
      </h1>
      {/* A table that does not exist has nobody watching it either. */}
      {!missing && (
        <span className="badge" data-testid="table-status" data-status={watching ? "watching" : status}>
          {t(`status.${watching ? "watching" : status}`)}
          {connection !== "open" ? t("table.reconnecting") : ""}
        </span>
      )}
      {replay && (
        <a
          href={replay.href}
          data-testid="replay-link"
          onClick={(e) => {
            if (!replay.open) return;
            e.preventDefault();
            replay.open();
          }}
        >
          {t("table.watchReplay")}
        </a>
      )}
      {children}
    </header>
  );
}
