import type { SuperAction, SuperView } from "@parlor/engine";
import { useMemo, useRef, useState, type CSSProperties } from "react";
import { useTranslation } from "react-i18next";
import { seconds, useGameNow, useTick } from "../../clock";
import { Banner, EventFeed, Feedback } from "../../table/feedback";
import { PlayersStrip } from "../../table/players";
import { useLegal } from "../../table/rules";
import { SeatSwitch } from "../../table/SeatSwitch";
import { type TableProps, mainView, useShownView } from "../../table/types";
import { useAct } from "../../table/useAct";
import { useKeys } from "../../table/useKeys";
import { SetFlights, useDeal } from "../set/CardMotion";
import { ClassicCard } from "../set/ClassicCard";
import { describeClassic } from "../set/classic";
import { youContext } from "../set/grammar";
import { Icon } from "../../ui/Icon";
import { useFitHeight } from "./fit";
import { DEAL_STAGGER_MS, useSetFlights } from "./flights";
import { useEventSounds } from "./sounds";
import { eventItem, roundLine, type SuperEvent } from "./words";
import "../set/grid-table.css";
import "./super.css";

/**
 * Lines of the feed: the newest events the view carries (it keeps the latest few), enough for the
 * busiest instant (a missed super round, its payments, lifted lockouts, a flip) and what came before.
 */
const FEED_LINES = 5;
/** Cards a call points out. */
const CALL_SIZE = 3;

/** A grid before the first view. */
const NO_GRID: readonly (string | null)[] = [];

/** The fewest columns a phone shows (one card alone is not drawn across the whole screen). */
const PHONE_MIN_COLUMNS = 3;

/**
 * The grid's shape for its stylesheet (super.css): its columns and rows, and the columns on a phone
 * (at least PHONE_MIN_COLUMNS, so the cards fill the width at a size that reads).
 */
function gridShape(places: number, columns: number): CSSProperties {
  const cols = Math.max(columns, 1);
  const phoneCols = Math.max(cols, PHONE_MIN_COLUMNS);
  return {
    "--cols": cols,
    "--rows": Math.max(Math.ceil(places / cols), 1),
    "--phone-cols": phoneCols,
    "--phone-rows": Math.max(Math.ceil(places / phoneCols), 1),
  } as CSSProperties;
}

/**
 * SET Super Rules' board: the grid, whose turn it is to flip and the automatic flip's countdown, the
 * call window and super rounds, the piles and points. The cards the active player may point out now
 * are marked (`data-legal`), the others dimmed (locked out, someone else's call, a super round without
 * them); Call SET, Flip and the super round's button are enabled by the engine's legal moves.
 */
export function SuperTable({ views, held, names, teams, act, over }: TableProps<SuperView>) {
  const { t, i18n } = useTranslation("set");
  const received = mainView(views, held);
  const gameNow = useGameNow();
  const view = useShownView(received?.view, over);
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

  useEventSounds<SuperEvent>(view?.events, (event) =>
    event.kind === "set"
      ? "set"
      : (event.kind === "wrong" || event.kind === "timeout") && held.includes(event.seat)
        ? "wrong"
        : null,
  );
  useTick(!!view && !view.finished, 100);
  const fit = useFitHeight<HTMLDivElement>(`${view?.grid.length ?? 0}x${view?.columns ?? 0}`);
  const grid = view?.grid ?? NO_GRID;
  const deal = useDeal(grid, DEAL_STAGGER_MS);
  const places = useMemo(
    () => new Map(grid.flatMap((code, place) => (code === null ? [] : [[code, place] as const]))),
    [grid],
  );
  const flights = useSetFlights(view?.events, places);
  const board = useRef<HTMLDivElement>(null);
  if (!received || !view) return <p>{t("dealing")}</p>;
  const now = gameNow(received);

  const call = view.call;
  const round = view.superRound;
  const picks = new Set(call?.picks ?? []);
  const myTurn = view.turn !== null && held.includes(view.turn);
  const inRound = round !== null && round.participants.includes(active);
  const speakers = { names, held, language: i18n.language };
  const feed = view.events.slice(-FEED_LINES).map((event) => eventItem(event, speakers, t));
  // Breathing room after a window closed: the next flip by hand waits until `flipFrom`.
  const flipWait = view.flipFrom - now;
  // What the engine would take now (null until it is known: then the buttons follow the view alone).
  const pickable = legal && new Set(legal.flatMap((move) => (move.type === "pick" ? [move.card] : [])));
  const may = (type: SuperAction["type"], moves: readonly SuperAction[] | null) =>
    moves === null || moves.some((move) => move.type === type);

  return (
    <div className="set-grid-table super-table">
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
          {roundLine(round, (endsAt) => seconds(endsAt - now), speakers, t)}
        </Banner>
      )}
      <div className="grid-scroll" ref={board}>
        <div
          ref={fit}
          className="grid"
          role="group"
          aria-label={t("super.grid")}
          data-testid="super-grid"
          style={gridShape(view.grid.length, view.columns)}
        >
          {view.grid.map((code, place) =>
            code === null ? (
              <span key={place} className="slot empty" aria-hidden="true" data-slot={place} />
            ) : (
              <button
                // A new card in a place is a new element: it deals in.
                key={`${place}-${code}`}
                type="button"
                style={deal(place, code).style}
                className={`slot ${deal(place, code).className} ${picks.has(code) ? "selected" : ""} ${round?.phase === "running" && round.flipped === code ? "flipped" : ""} ${pickable && !pickable.has(code) && !picks.has(code) ? "not-legal" : ""}`}
                data-testid={`card-${code}`}
                data-legal={pickable ? pickable.has(code) : undefined}
                data-slot={place}
                data-card={code}
                aria-pressed={picks.has(code)}

                disabled={held.length === 0 || view.finished || view.locked[active] === true}
                onClick={() => send(active, { type: "pick", card: code })}
              >
                {/* The button is named by its words; the face (its colour letter, "Vi" in French,
                    is no word of the name) is drawn for the eye only. */}
                <span className="visually-hidden">
                  {picks.has(code)
                    ? t("super.picked", { card: describeClassic(code, t) })
                    : describeClassic(code, t)}
                </span>
                <span className="slot-face" aria-hidden="true">
                  <ClassicCard code={code} />
                </span>
                {picks.has(code) && (
                  <span className="pick-badge" aria-hidden="true">
                    <Icon name="check" />
                  </span>
                )}
              </button>
            ),
          )}
        </div>
        <SetFlights
          flights={flights}
          board={board}
          target={(seat) => document.querySelector(`.super-table [data-testid="score-${seat}"]`)}
          Face={ClassicCard}
        />
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
              <span className="turn-mark">
                <Icon name="play" label={t("super.flipsNext")} />
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
                <Icon name="lock" /> {t("super.lockedOut")}
              </span>
            )}
            {round?.participants.includes(seat) && (
              <span className="in-round">
                <Icon name="star" /> {t("super.inRound")}
              </span>
            )}
          </>
        )}
      </PlayersStrip>
      <p className="key-help">{t("super.help")}</p>
    </div>
  );
}
