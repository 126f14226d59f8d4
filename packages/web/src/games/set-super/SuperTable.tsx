import type { SuperAction, SuperView } from "@parlor/engine";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { seconds, useGameNow, useTick } from "../../clock";
import { Banner, EventFeed, Feedback, type FeedItem } from "../../table/feedback";
import { PlayersStrip, seatName } from "../../table/players";
import { useLegal } from "../../table/rules";
import { SeatSwitch } from "../../table/SeatSwitch";
import { mainView, type TableProps } from "../../table/types";
import { useAct } from "../../table/useAct";
import { useKeys } from "../../table/useKeys";
import { ClassicCard } from "../set/ClassicCard";
import { describeClassic } from "../set/classic";
import { isYou, listWords, youContext } from "../set/grammar";
import type { TFunction } from "i18next";

type SuperEvent = SuperView["events"][number];

/**
 * Lines of the feed: the newest events the view carries (it keeps the latest few), enough for the
 * busiest instant (a missed super round, its payments, lifted lockouts, a flip) and what came before.
 */
const FEED_LINES = 5;
/** Cards a call points out. */
const CALL_SIZE = 3;

/** Who is who in the feed's sentences: the seats' names, and the seats this page plays ("you"). */
interface Speakers {
  readonly names: readonly string[];
  readonly held: readonly number[];
}

/** What the payments of a missed super round did, seat by seat: "Player 1 paid 1, You paid 0 (locked out)". */
function payments(
  event: Extract<SuperEvent, { kind: "super-missed" }>,
  { names, held }: Speakers,
  t: TFunction<string>,
): string {
  return event.participants
    .map((seat, i) => {
      const paid = t("set:super.paid", {
        name: names[seat],
        count: event.paid[i] ?? 0,
        context: youContext(seat, held),
      });
      return event.lockedOut[i] ? t("set:super.lockedOutNote", { payment: paid }) : paid;
    })
    .join(", ");
}

/** An event in words, for the feed ("you" for the one seat this page plays). */
function eventItem(event: SuperEvent, speakers: Speakers, t: TFunction<string>): FeedItem {
  const key = event.n;
  const { names, held } = speakers;
  const who = (seat: number) => ({ name: names[seat], context: youContext(seat, held) });
  switch (event.kind) {
    case "flip":
      return {
        key,
        kind: "info",
        text: t(event.auto ? "set:super.flipAuto" : "set:super.flip", {
          ...who(event.seat),
          card: describeClassic(event.card, t),
        }),
      };
    case "call":
      return { key, kind: "info", text: t("set:super.call", who(event.seat)) };
    case "set":
      return {
        key,
        kind: "good",
        text: t(event.superRound ? "set:super.setInRound" : "set:super.set", {
          ...who(event.seat),
          points: t("set:super.points", { count: event.gained }),
        }),
      };
    case "wrong":
    case "timeout": {
      const paid = t(event.superRound ? "set:super.paidInRound" : "set:super.paid", {
        ...who(event.seat),
        count: event.paid,
      });
      return {
        key,
        kind: "bad",
        text: t("set:super.miss", {
          reason: t(event.kind === "wrong" ? "set:super.wrong" : "set:super.timeout"),
          payment: event.lockedOut
            ? t("set:super.lockedOutAfter", { ...who(event.seat), payment: paid })
            : paid,
        }),
      };
    }
    case "super-announced":
      return { key, kind: "info", text: t("set:super.superAnnounced", who(event.seat)) };
    case "super-joined":
      return { key, kind: "info", text: t("set:super.superJoined", who(event.seat)) };
    case "super-missed":
      return {
        key,
        kind: "bad",
        text: t("set:super.superMissed", { payments: payments(event, speakers, t) }),
      };
    case "lockouts-lifted":
      return { key, kind: "info", text: t("set:super.lockoutsLifted") };
  }
}

/**
 * SET Super Rules' board: the grid, whose turn it is to flip and the automatic flip's countdown, the
 * call window and super rounds, the piles and points. The cards the active player may point out now
 * are marked (`data-legal`), the others dimmed (locked out, someone else's call, a super round without
 * them); Call SET, Flip and the super round's button are enabled by the engine's legal moves.
 */
export function SuperTable({ views, held, seats, teams, act }: TableProps<SuperView>) {
  const { t, i18n } = useTranslation("set");
  const received = mainView(views, held);
  const gameNow = useGameNow();
  const view = received?.view;
  const [active, setActive] = useState<number>(held[0] ?? -1);
  const { send, refusal } = useAct(act);

  useKeys((event) => {
    if (!view || view.finished) return false;
    const target = event.target as HTMLElement | null;
    if ((event.code === "Space" && target?.tagName !== "BUTTON") || event.code === "KeyS") {
      void send(active, { type: "call" });
      return true;
    }
    if (event.code === "KeyF" && view.turn !== null && held.includes(view.turn)) {
      void send(view.turn, { type: "flip" });
      return true;
    }
    return false;
  });
  const legal = useLegal<SuperAction>(views.get(active));
  const turnLegal = useLegal<SuperAction>(view && view.turn !== null ? views.get(view.turn) : null);

  useTick(!!view && !view.finished, 100);
  if (!received || !view) return <p>{t("dealing")}</p>;
  const now = gameNow(received);

  const names = Array.from({ length: view.seats }, (_, seat) => seatName(seat, seats, held));
  const call = view.call;
  const round = view.superRound;
  const picks = new Set(call?.picks ?? []);
  const myTurn = view.turn !== null && held.includes(view.turn);
  const inRound = round !== null && round.participants.includes(active);
  const feed = view.events.slice(-FEED_LINES).map((event) => eventItem(event, { names, held }, t));
  const roundNames = round
    ? listWords(
        round.participants.map((p) => names[p] ?? ""),
        i18n.language,
      )
    : "";
  // Breathing room after a window closed: the next flip by hand waits until `flipFrom`.
  const flipWait = view.flipFrom - now;
  // What the engine would take now (null until it is known: then the buttons follow the view alone).
  const pickable = legal && new Set(legal.flatMap((move) => (move.type === "pick" ? [move.card] : [])));
  const may = (type: SuperAction["type"], moves: readonly SuperAction[] | null) =>
    moves === null || moves.some((move) => move.type === type);

  return (
    <div className="super-table">
      <div className="table-bar">
        <span data-testid="turn" aria-live="polite">
          {view.turn === null
            ? t("super.pilesEmpty")
            : t("super.turn", { name: names[view.turn], context: youContext(view.turn, held) })}
        </span>
        {view.flipDue !== null && (
          <span className="timer" role="timer" data-testid="auto-flip">
            {t("super.autoFlip", { time: seconds(view.flipDue - now) })}
          </span>
        )}
        <span data-testid="discard">{t("super.discard", { count: view.discard })}</span>
      </div>
      <SeatSwitch held={held} active={active} names={names} onChange={setActive} />
      {call && (
        <Banner kind="warn" testId="call-window">
          {(() => {
            const line = t("super.callWindow", {
              name: names[call.caller],
              context: youContext(call.caller, held),
              picked: call.picks.length,
              size: CALL_SIZE,
              time: seconds(call.endsAt - now),
            });
            return held.includes(call.caller) ? t("super.clickThree", { window: line }) : line;
          })()}
        </Banner>
      )}
      {round && (
        <Banner kind="info" testId="super-round">
          {round.phase === "announced"
            ? t("super.roundAnnounced", { names: roundNames })
            : round.participants.length === 1 && isYou(round.participants[0] ?? -1, held)
              ? t("super.roundRunningYou", { time: seconds(round.endsAt - now) })
              : t("super.roundRunning", {
                  names: roundNames,
                  count: round.participants.length,
                  time: seconds(round.endsAt - now),
                })}
        </Banner>
      )}
      <div className="grid-scroll">
        <div
          className="grid"
          role="group"
          aria-label={t("super.grid")}
          data-testid="super-grid"
          style={{ gridTemplateColumns: `repeat(${Math.max(view.columns, 1)}, minmax(3.5rem, 7rem))` }}
        >
          {view.grid.map((code, place) =>
            code === null ? (
              <span key={place} className="slot empty" aria-hidden="true" />
            ) : (
              <button
                key={place}
                type="button"
                className={`slot ${picks.has(code) ? "selected" : ""} ${round?.phase === "running" && round.flipped === code ? "flipped" : ""} ${pickable && !pickable.has(code) && !picks.has(code) ? "not-legal" : ""}`}
                data-testid={`card-${code}`}
                data-legal={pickable ? pickable.has(code) : undefined}
                data-slot={place}
                data-card={code}
                aria-pressed={picks.has(code)}
                aria-label={
                  picks.has(code)
                    ? t("super.picked", { card: describeClassic(code, t) })
                    : describeClassic(code, t)
                }
                disabled={held.length === 0 || view.finished || view.locked[active] === true}
                onClick={() => send(active, { type: "pick", card: code })}
              >
                <ClassicCard code={code} />
              </button>
            ),
          )}
        </div>
      </div>
      {held.length > 0 && !view.finished && (
        <div className="actions">
          <button
            type="button"
            className="primary"
            data-testid="call-set"
            disabled={call !== null || view.locked[active] === true || !may("call", legal)}
            onClick={() => send(active, { type: "call" })}
          >
            {t("super.callSet")} <kbd>{t("keySpace")}</kbd>
          </button>
          <button
            type="button"
            data-testid="flip"
            disabled={
              !myTurn ||
              call !== null ||
              round?.phase === "running" ||
              flipWait > 0 ||
              !may("flip", turnLegal)
            }
            onClick={() => view.turn !== null && send(view.turn, { type: "flip" })}
          >
            {myTurn && held.length > 1 && view.turn !== null
              ? t("super.flipFor", { name: names[view.turn] })
              : t("super.flipButton")}
            {myTurn && call === null && round?.phase !== "running" && flipWait > 0 && (
              <span data-testid="flip-wait"> {t("super.flipWait", { time: seconds(flipWait) })}</span>
            )}{" "}
            <kbd>F</kbd>
          </button>
          <button
            type="button"
            data-testid="super-button"
            disabled={inRound || round?.phase === "running" || view.turn === null || !may("super", legal)}
            onClick={() => send(active, { type: "super" })}
          >
            {round?.phase === "announced" ? t("super.joinRound") : t("super.announceRound")}
          </button>
        </div>
      )}
      <Feedback refusal={refusal}>
        <EventFeed label={t("super.events")} testId="events" items={feed} />
      </Feedback>
      <PlayersStrip names={names} teams={teams} className={(seat) => (view.turn === seat ? "turn" : "")}>
        {(seat) => (
          <>
            {view.turn === seat && (
              <span className="turn-mark" aria-label={t("super.flipsNext")}>
                ⟲
              </span>
            )}
            <span data-testid={`pile-${seat}`}>{t("super.pile", { count: view.piles[seat] ?? 0 })}</span>
            <span
              className="score"
              data-testid={`score-${seat}`}
              aria-label={t("super.points", { count: view.points[seat] ?? 0 })}
            >
              {view.points[seat] ?? 0}
            </span>
            {view.locked[seat] && (
              <span className="locked" data-testid={`locked-${seat}`}>
                {t("super.lockedOut")}
              </span>
            )}
            {round?.participants.includes(seat) && <span className="in-round">{t("super.inRound")}</span>}
          </>
        )}
      </PlayersStrip>
      <p className="key-help">{t("super.help")}</p>
    </div>
  );
}
