import type { SuperAction, SuperView } from "@parlor/engine/set";
import { useId, useMemo, useRef, useState, type CSSProperties } from "react";
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
import { useFitHeight } from "../fit";
import { DEAL_STAGGER_MS, useSetFlights } from "./flights";
import { useEventSounds } from "./sounds";
import { eventItem, roundLine, type SuperEvent } from "./words";
import "../set/grid-table.css";
import "./fit.css";
import "./super.css";

/**
 * Lines of the feed: the newest events the view carries (it keeps the latest few), enough for the
 * busiest instant (a missed super round, its payments, lifted lockouts, a flip) and what came before.
 */
const FEED_LINES = 5;
/**
 * Cards a call points out. With fewer cards out no set can be called: such a call could only run
 * out and cost its caller a point, so the page does not make it.
 */
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
  const hintId = useId();
  const below = useRef<HTMLDivElement>(null);
  // Enough cards out for a set (see CALL_SIZE).
  const callable = !!view && view.grid.filter((code) => code !== null).length >= CALL_SIZE;

  useKeys((event) => {
    if (!view || view.finished) return false;
    const target = event.target as HTMLElement | null;
    if (((event.code === "Space" && target?.tagName !== "BUTTON") || event.code === "KeyS") && callable) {
      void send(active, { type: "call" });
      return true;
    }
    if (event.code === "KeyF" && view.turn !== null && held.includes(view.turn)) {
      void send(view.turn, { type: "flip" });
      return true;
    }
    return false;
  });
  // Once the match is over nothing is legal (the view of a match ended early still has moves).
  const live = !!view && !view.finished;
  const legal = useLegal<SuperAction>(live ? views.get(active) : null);
  const turnLegal = useLegal<SuperAction>(live && view?.turn != null ? views.get(view.turn) : null);

  useEventSounds<SuperEvent>(view?.events, (event) =>
    event.kind === "set"
      ? "set"
      : (event.kind === "wrong" || event.kind === "timeout") && held.includes(event.seat)
        ? "wrong"
        : null,
  );
  useTick(live, 100);
  const fit = useFitHeight<HTMLDivElement>(`${view?.grid.length ?? 0}x${view?.columns ?? 0}`, below);
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

  // A finished table shows nothing running: no turn, no countdown, no window.
  const turn = live ? view.turn : null;
  const call = live ? view.call : null;
  const round = live ? view.superRound : null;
  const picks = new Set(call?.picks ?? []);
  const myTurn = turn !== null && held.includes(turn);
  const inRound = round !== null && round.participants.includes(active);
  const speakers = { names, held, language: i18n.language };
  // Newest first: the latest line is the first read, and the oldest are the ones a short room cuts.
  const feed = view.events
    .slice(-FEED_LINES)
    .reverse()
    .map((event) => eventItem(event, speakers, t));
  // Breathing room after a window closed: the next flip by hand waits until `flipFrom`.
  const flipWait = view.flipFrom - now;
  // What the engine would take now (null until it is known: then the buttons follow the view alone).
  const pickable = legal && new Set(legal.flatMap((move) => (move.type === "pick" ? [move.card] : [])));
  const may = (type: SuperAction["type"], moves: readonly SuperAction[] | null) =>
    moves === null || moves.some((move) => move.type === type);

  return (
    <div className="set-grid-table fit-phone super-table">
      <div className="table-bar">
        <span data-testid="turn" aria-live="polite">
          {!live
            ? t("super.over")
            : turn === null
              ? t("super.pilesEmpty")
              : t("super.turn", { name: names[turn], context: youContext(turn, held) })}
        </span>
        {live && view.flipDue !== null && (
          <span className="timer" role="timer" data-testid="auto-flip">
            {t("super.autoFlip", { time: seconds(view.flipDue - now) })}
          </span>
        )}
        <span data-testid="discard">{t("super.discard", { count: view.discard })}</span>
      </div>
      <SeatSwitch held={held} active={active} names={names} onChange={setActive} />
      {/* The scores come before the board and what happens: nothing that grows pushes them away. */}
      <PlayersStrip names={names} teams={teams} className={(seat) => (turn === seat ? "turn" : "")}>
        {(seat) => (
          <>
            {turn === seat && (
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
                <Icon name="lock" /> <span className="mark-words">{t("super.lockedOut")}</span>
              </span>
            )}
            {round?.participants.includes(seat) && (
              <span className="in-round">
                <Icon name="star" /> <span className="mark-words">{t("super.inRound")}</span>
              </span>
            )}
          </>
        )}
      </PlayersStrip>
      <div className="grid-scroll" ref={board}>
        {live && !callable && (
          // Before three cards are out (at the start the grid is empty): how cards come, and why
          // nobody may call yet.
          <p className="board-hint" data-testid="super-hint">
            {turn !== null && (
              <>{t("super.flipHint", { name: names[turn], context: youContext(turn, held) })} </>
            )}
            <span id={hintId}>{t("super.needThree", { size: CALL_SIZE })}</span>
          </p>
        )}
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
                // A first card picked is a call: not before a set can be called.
                disabled={
                  held.length === 0 || !live || view.locked[active] === true || (call === null && !callable)
                }
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
      {/* What is pressed after picking cards, and the windows' countdowns: right under the board. */}
      <div className="controls" ref={below}>
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
        {held.length > 0 && live && (
          <div className="actions">
            <button
              type="button"
              className="primary"
              data-testid="call-set"
              disabled={!callable || call !== null || view.locked[active] === true || !may("call", legal)}
              aria-describedby={callable ? undefined : hintId}
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
              onClick={() => turn !== null && send(turn, { type: "flip" })}
            >
              {myTurn && held.length > 1 && turn !== null
                ? t("super.flipFor", { name: names[turn] })
                : t("super.flipButton")}
              {myTurn && call === null && round?.phase !== "running" && flipWait > 0 && (
                <span data-testid="flip-wait"> {t("super.flipWait", { time: seconds(flipWait) })}</span>
              )}{" "}
              <kbd>F</kbd>
            </button>
            <button
              type="button"
              data-testid="super-button"
              disabled={inRound || round?.phase === "running" || turn === null || !may("super", legal)}
              onClick={() => send(active, { type: "super" })}
            >
              {round?.phase === "announced" ? t("super.joinRound") : t("super.announceRound")}
            </button>
          </div>
        )}
      </div>
      <Feedback refusal={refusal}>
        <EventFeed label={t("super.events")} testId="events" items={feed} />
      </Feedback>
      <p className="key-help">{t("super.help")}</p>
    </div>
  );
}
