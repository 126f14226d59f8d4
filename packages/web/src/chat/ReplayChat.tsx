/**
 * A finished match's chat in its replay (GET /api/tables/:id/chat), beside the moves: each line
 * shows once the replay reaches the moment it was said (its wall-clock time against the match's
 * start: lines said before the start show from the deal, lines said after the end at the end).
 */
import type { ChatLine } from "@parlor/protocol";
import { Suspense, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { getTable } from "../api";
import { clockTime } from "../clock";
import { gameTimeOf, getChat, linesBy } from "./history";
import { knownPhrase, senderName } from "./lines";
import "./chat.css";

type Loaded =
  | { readonly kind: "loading" }
  | { readonly kind: "failed" }
  | { readonly kind: "ready"; readonly lines: readonly ChatLine[]; readonly startedAt: number | null };

export interface ReplayChatProps {
  readonly id: string;
  /** The replay's moment (game ms). */
  readonly time: number;
  /** Whether the replay is at the end of the match. */
  readonly atEnd: boolean;
  /** The match's length (game ms): lines said after it show at its end. */
  readonly end: number;
  /** The seats' names, as the replay names them: a line said from a seat is signed with its name. */
  readonly names?: readonly string[];
}

export function ReplayChat(props: ReplayChatProps) {
  return (
    <Suspense fallback={null}>
      <Chat {...props} />
    </Suspense>
  );
}

function Chat({ id, time, atEnd, end, names }: ReplayChatProps) {
  const { t } = useTranslation("chat");
  const [loaded, setLoaded] = useState<Loaded>({ kind: "loading" });
  useEffect(() => {
    let current = true;
    Promise.all([getChat(id), getTable(id)]).then(
      ([lines, table]) => current && setLoaded({ kind: "ready", lines, startedAt: table.startedAt }),
      () => current && setLoaded({ kind: "failed" }),
    );
    return () => {
      current = false;
    };
  }, [id]);
  let body;
  if (loaded.kind === "loading") body = <p className="chat-empty">{t("replay.loading")}</p>;
  else if (loaded.kind === "failed") body = <p className="chat-problem">{t("replay.failed")}</p>;
  else if (loaded.lines.length === 0) body = <p className="chat-empty">{t("replay.none")}</p>;
  else {
    const { said, later } = linesBy(loaded.lines, loaded.startedAt, time, atEnd);
    body = (
      <>
        <ol className="chat-lines" data-testid="replay-chat-lines">
          {said.map((line) => (
            <li
              key={line.n}
              className={`chat-line${line.seat === null ? " chat-spectator" : ""}`}
              data-testid="chat-line"
            >
              <span className="chat-time">{clockTime(gameTimeOf(line, loaded.startedAt, end))}</span>{" "}
              <strong className="chat-name">{senderName(line, names, t("spectator"))}</strong>
              {line.seat === null && <span className="chat-mark"> ({t("spectatorMark")})</span>}
              <span aria-hidden="true">{": "}</span>
              <span className="chat-text" data-testid="chat-text">
                {knownPhrase(line.phrase) ? t(`phrases.${line.phrase}`) : line.text}
              </span>
            </li>
          ))}
        </ol>
        {later > 0 && <p className="chat-later">{t("replay.later", { count: later })}</p>}
      </>
    );
  }
  return (
    <section className="chat replay-chat" aria-labelledby="replay-chat-title" data-testid="replay-chat">
      <h2 className="chat-title" id="replay-chat-title">
        {t("replay.title")}
      </h2>
      {body}
    </section>
  );
}
