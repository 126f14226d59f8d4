import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { SeatSummary, TableStatus } from "../api";
import { NamePrompt } from "../people/NamePrompt";
import type { PlayerRef } from "../socket";
import { inviteLink, watchLink } from "../tokens";
import { lifecycleError } from "./lifecycle";
import { LinkField } from "./LinkField";
import { botLevel } from "./players";
import "./frame.css";

/**
 * Whether a hosted table may start: every human seat taken by someone who is here (bots are always
 * ready). The server decides (`not-ready`); this only lights the Start button.
 */
export function everyoneReady(seats: readonly SeatSummary[]): boolean {
  return (
    seats.length > 0 && seats.every((seat) => "bot" in seat || (seat.joined && seat.connected !== false))
  );
}

/** Whether anyone at the table may take this seat (`sit`): a person's seat nobody took, kept for nobody. */
export function freeSeat(seat: SeatSummary): boolean {
  return !("bot" in seat) && !seat.joined && seat.player === undefined;
}

/**
 * The table before its match: every seat with who sat there and whether they are here, bots by level,
 * each free seat's invite link in full (when this browser has it) with its copy button, QR code and
 * share button; "Take this seat" on each free seat for someone watching; the host's Start (lit once
 * everyone is ready), everyone else told they wait for the host; Leave, which frees this browser's
 * seats; the link to watch. A table without a host starts by itself once every seat is taken.
 */
export function WaitingRoom({
  id,
  seats,
  held,
  invites,
  status,
  host,
  you,
  start,
  leave,
  sit,
}: {
  id: string;
  seats: readonly SeatSummary[];
  held: readonly number[];
  invites: readonly (string | null)[];
  status: TableStatus;
  /** The table's host (a player id), or null/undefined: it starts once every seat is taken. */
  host: string | null | undefined;
  /** Who this page is (its session's player), or null. */
  you: PlayerRef | null;
  /** Sends `start`; rejects with the server's refusal. */
  start: () => Promise<void>;
  /** Gives this page's seats up and goes back to the lobby. */
  leave: () => void;
  /** Takes a free seat for this page (`sit`); rejects with the server's refusal. */
  sit?: (seat: number) => Promise<void>;
}) {
  const { t } = useTranslation("lifecycle");
  const [starting, setStarting] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [sitting, setSitting] = useState<number | null>(null);
  const hosted = typeof host === "string";
  const isHost = hosted && you !== null && you.id === host;
  const hostName = seats.find((seat) => seat.player?.id === host)?.player?.name;
  const ready = everyoneReady(seats);
  const waiting = status === "waiting";

  const onStart = () => {
    setStarting(true);
    setRefusal(null);
    start().then(
      () => setStarting(false),
      (error: unknown) => {
        setRefusal(lifecycleError(error));
        setStarting(false);
      },
    );
  };

  // Someone watching (no seat here) may take a free seat of a table still waiting.
  const mayTake = waiting && held.length === 0 && sit !== undefined;
  const onSit = (seat: number) => {
    if (!sit) return;
    setSitting(seat);
    setRefusal(null);
    sit(seat).then(
      () => setSitting(null),
      (error: unknown) => {
        setRefusal(lifecycleError(error));
        setSitting(null);
      },
    );
  };

  return (
    <section className="waiting" data-testid="waiting-room" data-hosted={hosted ? "true" : undefined}>
      <h2>{waiting ? t("common:waiting.waiting") : t("common:waiting.dealing")}</h2>
      <p>{hosted ? t("waiting.hostIntro") : t("common:waiting.intro")}</p>
      {mayTake && seats.some(freeSeat) && (
        <p className="waiting-note" data-testid="take-hint">
          {t("sit.hint")}
        </p>
      )}
      {/* Someone who came by a link without a name yet: their seat takes it once they give it. */}
      {you === null && held.length > 0 && <NamePrompt />}
      <ul className="seat-list">
        {seats.map((seat, i) => {
          const token = invites[i];
          const invite = token && !seat.joined ? inviteLink(id, token) : null;
          return (
            <li
              key={i}
              data-testid={`seat-${i}`}
              data-connected={seatPresence(seat)}
              data-free={freeSeat(seat)}
            >
              <div className="seat-line">
                <span className="seat-who">
                  <strong>{t("common:waiting.seat", { n: i + 1 })}</strong>
                  {t("common:colon")}
                  {"bot" in seat ? (
                    t("common:waiting.bot", { level: botLevel(seat.bot) })
                  ) : (
                    <>
                      <span data-testid={`seat-name-${i}`}>{seatWho(seat, held.includes(i), t)}</span>
                      {hosted && seat.player?.id === host && t("waiting.host")}
                      {seat.joined && seat.connected !== undefined && (
                        <span className={seat.connected ? "presence here" : "presence away"}>
                          {seat.connected ? t("waiting.here") : t("waiting.away")}
                        </span>
                      )}
                    </>
                  )}
                </span>
                {mayTake && freeSeat(seat) && (
                  <button
                    type="button"
                    className="primary"
                    onClick={() => onSit(i)}
                    disabled={sitting !== null}
                    data-testid={`take-seat-${i}`}
                  >
                    {sitting === i ? t("sit.taking") : t("sit.take")}
                    <span className="visually-hidden">{t("sit.which", { n: i + 1 })}</span>
                  </button>
                )}
              </div>
              {invite && (
                <LinkField
                  url={invite}
                  testId={`invite-link-${i}`}
                  copyTestId={`copy-link-${i}`}
                  words={{
                    label: t("invite.label", { n: i + 1 }),
                    copy: t("common:waiting.copyInvite", { n: i + 1 }),
                    qr: t("invite.qr", { n: i + 1 }),
                    share: t("invite.shareSeat", { n: i + 1 }),
                  }}
                />
              )}
            </li>
          );
        })}
      </ul>
      {waiting && hosted && (
        <div className="actions" data-testid="host-actions">
          {isHost ? (
            <>
              <button
                type="button"
                className="primary"
                onClick={onStart}
                disabled={!ready || starting}
                aria-describedby={ready ? undefined : "start-hint"}
                data-testid="start-table"
              >
                {starting ? t("waiting.starting") : t("waiting.start")}
              </button>
              {!ready && (
                <span id="start-hint" className="hint" data-testid="start-hint">
                  {t("waiting.notReady")}
                </span>
              )}
            </>
          ) : (
            <p data-testid="waiting-for-host">
              {hostName ? t("waiting.waitingForHost", { name: hostName }) : t("waiting.waitingForTheHost")}
            </p>
          )}
        </div>
      )}
      {refusal && (
        <p className="notice" role="alert" data-testid="start-refusal">
          {refusal}
        </p>
      )}
      {waiting && held.length > 0 && (
        <p>
          <button type="button" onClick={leave} data-testid="leave-table">
            {t("waiting.leave")}
          </button>{" "}
          <small>{t("waiting.leaveHint")}</small>
        </p>
      )}
      <div className="watch-link">
        <LinkField
          url={watchLink(id)}
          testId="watch-link"
          copyTestId="copy-watch-link"
          words={{
            label: t("invite.watchLabel"),
            copy: t("common:waiting.copyWatch"),
            qr: t("invite.watchQr"),
            share: t("invite.watchShare"),
          }}
        />
        <p className="hint">{t("invite.watchHint")}</p>
      </div>
    </section>
  );
}

/** "here", "away", or nothing said (a free seat, a bot, a server that does not tell). */
function seatPresence(seat: SeatSummary): "here" | "away" | undefined {
  if ("bot" in seat || !seat.joined || seat.connected === undefined) return undefined;
  return seat.connected ? "here" : "away";
}

/** Who sits in a human seat: you (with your name), their name, "a player (joined)", or "free". */
function seatWho(
  seat: SeatSummary,
  mine: boolean,
  t: (key: string, options?: Record<string, unknown>) => string,
): string {
  if (mine) return seat.player ? t("waiting.you", { name: seat.player.name }) : t("common:waiting.you");
  if (seat.player) return seat.player.name;
  return seat.joined ? t("common:waiting.joined") : t("common:waiting.free");
}
