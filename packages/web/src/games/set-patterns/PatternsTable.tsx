import type { PatternsAction, PatternsView } from "@parlor/engine/set";
import { useCallback, useEffect, useMemo, useRef, useState, type CSSProperties } from "react";
import { useTranslation } from "react-i18next";
import { useGameNow, useTick } from "../../clock";
import { Banner, Feedback } from "../../table/feedback";
import { PlayersStrip } from "../../table/players";
import { useLegal } from "../../table/rules";
import { SeatSwitch } from "../../table/SeatSwitch";
import { type TableProps, mainView, useShownView } from "../../table/types";
import { useAct } from "../../table/useAct";
import { useKeys } from "../../table/useKeys";
import { SetFlights, useDeal } from "../set/CardMotion";
import { youContext } from "../set/grammar";
import { useFitHeight } from "../fit";
import { DEAL_STAGGER_MS, useSetFlights } from "../set-super/flights";
import { useEventSounds } from "../set-super/sounds";
import { Icon } from "../../ui/Icon";
import { legalParts } from "./legal";
import { PatternsCard } from "./PatternsCard";
import { describePatterns } from "./patterns";
import "../set/grid-table.css";
import "../set-super/fit.css";
import "./patterns.css";

/** Cards a call names. */
const CALL_SIZE = 3;
/** How long the latest event stays on show, in ms of game time. */
const EVENT_SHOWN_MS = 3_000;
/** The fewest and most columns a phone shows the pool in (its rows are too long for a phone). */
const PHONE_COLUMNS = { least: 3, most: 5 } as const;
/**
 * The rows of cards a phone held upright shows across its whole width with the scores and buttons in
 * view too: a pool that grows takes more columns (up to PHONE_COLUMNS.most) before more rows.
 */
const PHONE_ROWS = 3;

/**
 * The pool's shape for its stylesheet (patterns.css, set-super/fit.css): its own rows and columns (a
 * wide window shows the rows as dealt), and the columns a phone uses instead, enough for PHONE_ROWS
 * rows, and the rows the cards then fill (a phone leaves empty places out: `cards` counts the cards).
 */
export function poolShape(cards: number, rows: number, columns: number): CSSProperties {
  const phoneCols = Math.min(
    PHONE_COLUMNS.most,
    Math.max(PHONE_COLUMNS.least, Math.ceil(cards / PHONE_ROWS)),
  );
  return {
    "--cols": columns,
    "--rows": Math.max(rows, 1),
    "--phone-cols": phoneCols,
    "--phone-rows": Math.max(Math.ceil(cards / phoneCols), 1),
  } as CSSProperties;
}

/**
 * Patterns: Tarot's board: the pool in rows of tarot cards; select three and call SET (button or
 * Enter), everyone's "no set" votes (button or N), stacks as scores. Cards no legal call of the
 * active player names are dimmed, and a vote the engine would not take now is disabled.
 */
export function PatternsTable({ views, held, names, teams, act, over }: TableProps<PatternsView>) {
  const { t } = useTranslation("set");
  const received = mainView(views, held);
  const gameNow = useGameNow();
  const view = useShownView(received?.view, over);
  const [active, setActive] = useState<number>(held[0] ?? -1);
  const [selected, setSelected] = useState<string[]>([]);
  const { send, busy, refusal } = useAct(act);

  // Cards that left the pool leave the selection.
  const poolKey = view?.pool.flat().join(",") ?? "";
  useEffect(() => {
    const pool = new Set(poolKey.split(","));
    setSelected((list) => (list.every((c) => pool.has(c)) ? list : list.filter((c) => pool.has(c))));
  }, [poolKey]);

  const call = useCallback(() => {
    if (selected.length !== CALL_SIZE || active < 0 || busy) return;
    void send(active, { type: "call", cards: selected }).then((accepted) => accepted && setSelected([]));
  }, [active, busy, selected, send]);

  const vote = useCallback((seat: number) => void send(seat, { type: "no-set" }), [send]);

  const ready = selected.length === CALL_SIZE;
  useKeys((event) => {
    const target = event.target as HTMLElement | null;
    // Enter calls; on a card with three cards chosen it calls too, rather than toggling that card.
    const onCard = target?.dataset.card !== undefined;
    if (event.code === "Enter" && (target?.tagName !== "BUTTON" || (onCard && ready))) {
      call();
      return true;
    }
    if (event.code === "KeyN" && active >= 0) {
      vote(active);
      return true;
    }
    return false;
  });
  // Once the match is over nothing is legal (the view of a match ended early still has moves).
  const { callable, mayVote } = legalParts(
    useLegal<PatternsAction>(view && !view.finished ? views.get(active) : null),
  );

  const now = received ? gameNow(received) : 0;
  const latest =
    view?.events.reduce<PatternsView["events"][number] | null>(
      (a, e) => (a === null || e.n > a.n ? e : a),
      null,
    ) ?? null;
  const recent = latest && now - latest.at < EVENT_SHOWN_MS ? latest : null;
  useTick(!!recent, 250);
  useEventSounds<PatternsView["events"][number]>(view?.events, (event) =>
    event.kind === "set"
      ? "set"
      : (event.kind === "wrong" || event.kind === "boop") && held.includes(event.seat)
        ? "wrong"
        : null,
  );
  const below = useRef<HTMLDivElement>(null);
  const fit = useFitHeight<HTMLDivElement>(
    `${view?.pool.length ?? 0}x${Math.max(...(view?.pool.map((row) => row.length) ?? [0]), 0)}`,
    below,
  );
  // The pool by place (row by row, `columns` places a row), for the deal and the found sets' flights.
  const pool = view?.pool;
  const columns = Math.max(...(pool ?? []).map((row) => row.length), 1);
  const byPlace = useMemo(
    () => (pool ?? []).flatMap((row) => Array.from({ length: columns }, (_, c) => row[c] ?? null)),
    [pool, columns],
  );
  const deal = useDeal(byPlace, DEAL_STAGGER_MS);
  const places = useMemo(
    () => new Map(byPlace.flatMap((code, place) => (code === null ? [] : [[code, place] as const]))),
    [byPlace],
  );
  const flights = useSetFlights(view?.events, places);
  const board = useRef<HTMLDivElement>(null);
  if (!received || !view) return <p>{t("dealing")}</p>;

  const toggle = (code: string) =>
    setSelected((list) =>
      list.includes(code)
        ? list.filter((c) => c !== code)
        : list.length >= CALL_SIZE
          ? list
          : [...list, code],
    );

  return (
    <div className="set-grid-table fit-phone patterns-table">
      <div className="table-bar">
        <span data-testid="deck-count">{t("deck", { count: view.deck })}</span>
        <span data-testid="out-of-play">{t("patterns.outOfPlay", { count: view.outOfPlay })}</span>
        {view.autoGrow && <span>{t("patterns.autoGrow")}</span>}
      </div>
      <SeatSwitch held={held} active={active} names={names} onChange={setActive} />
      {/* The scores come before the pool: nothing that grows pushes them away. */}
      <PlayersStrip names={names} teams={teams} label={t("patterns.players")}>
        {(seat) => {
          const player = view.players[seat] ?? { score: 0, voted: false };
          return (
            <>
              <span
                className="stack"
                aria-label={t("patterns.stack", { count: player.score })}
                data-testid={`score-${seat}`}
              >
                <span
                  className="stack-cards"
                  aria-hidden="true"
                  style={{ width: `${Math.min(player.score, 30) * 2 + 14}px` }}
                />
                {player.score}
              </span>
              <span className={`vote ${player.voted ? "voted" : ""}`} data-testid={`vote-${seat}`}>
                {player.voted ? (
                  <>
                    <Icon name="check" /> {t("patterns.voted")}
                  </>
                ) : (
                  t("patterns.looking")
                )}
              </span>
            </>
          );
        }}
      </PlayersStrip>
      <div className="pool-scroll" ref={board}>
        <div
          ref={fit}
          className="pool"
          role="group"
          aria-label={t("patterns.pool")}
          data-testid="pool"
          style={poolShape(byPlace.filter((code) => code !== null).length, view.pool.length, columns)}
        >
          {view.pool.flatMap((row, r) =>
            Array.from({ length: columns }, (_, c) => {
              const code = row[c] ?? null;
              const isSelected = code !== null && selected.includes(code);
              const legalHere = code !== null && callable ? callable.has(code) : undefined;
              return code === null ? (
                <span
                  key={`${r}-${c}`}
                  className="slot empty"
                  style={{ "--r": r + 1, "--c": c + 1 } as CSSProperties}
                  aria-hidden="true"
                  data-slot={r * columns + c}
                />
              ) : (
                <button
                  // A new card in a place is a new element: it deals in.
                  key={`${r}-${c}-${code}`}
                  type="button"
                  className={`slot ${deal(r * columns + c, code).className} ${isSelected ? "selected" : ""} ${legalHere === false ? "not-legal" : ""}`}
                  style={
                    { ...deal(r * columns + c, code).style, "--r": r + 1, "--c": c + 1 } as CSSProperties
                  }
                  data-testid={`card-${code}`}
                  data-legal={legalHere}
                  data-slot={r * columns + c}
                  data-card={code}
                  aria-pressed={isSelected}

                  disabled={held.length === 0 || view.finished}
                  onClick={() => toggle(code)}
                >
                  {/* The button is named by its words; the face is drawn for the eye only. */}
                  <span className="visually-hidden">
                    {isSelected
                      ? t("patterns.selected", { card: describePatterns(code, t) })
                      : describePatterns(code, t)}
                  </span>
                  <span className="slot-face" aria-hidden="true">
                    <PatternsCard code={code} />
                  </span>
                  {isSelected && (
                    <span className="pick-badge" aria-hidden="true">
                      <Icon name="check" />
                    </span>
                  )}
                </button>
              );
            }),
          )}
        </div>
        <SetFlights
          flights={flights}
          board={board}
          target={(seat) => document.querySelector(`.patterns-table [data-testid="score-${seat}"]`)}
          Face={PatternsCard}
        />
      </div>
      {/* What is pressed after picking cards, and what just happened: right under the pool. */}
      <div className="controls" ref={below}>
        {held.length > 0 && !view.finished && (
          <div className="actions">
            <button
              type="button"
              className="primary"
              data-testid="call-set"
              disabled={selected.length !== CALL_SIZE || busy}
              onClick={call}
            >
              {t("patterns.callSet", { picked: selected.length, size: CALL_SIZE })} <kbd>{t("keyEnter")}</kbd>
            </button>
            {held.map((seat) => (
              <button
                key={seat}
                type="button"
                data-testid={`vote-no-set-${seat}`}
                aria-pressed={view.players[seat]?.voted ?? false}
                disabled={(view.players[seat]?.voted ?? false) || (seat === active && !mayVote)}
                onClick={() => vote(seat)}
              >
                {held.length > 1 ? t("patterns.voteFor", { name: names[seat] }) : t("patterns.vote")}{" "}
                {seat === active ? <kbd>N</kbd> : null}
              </button>
            ))}
          </div>
        )}
        <Feedback refusal={refusal}>
          {recent?.kind === "boop" && (
            <Banner kind="bad" testId="event-boop">
              {t("patterns.boop", { name: names[recent.seat], context: youContext(recent.seat, held) })}
            </Banner>
          )}
          {recent?.kind === "wrong" && (
            <Banner kind="bad" testId="event-wrong">
              {t("patterns.wrong", {
                count: recent.lost,
                name: names[recent.seat],
                context: youContext(recent.seat, held),
              })}
            </Banner>
          )}
          {recent?.kind === "set" && (
            <Banner kind="good" testId="event-set">
              {t("patterns.set", {
                count: CALL_SIZE,
                name: names[recent.seat],
                context: youContext(recent.seat, held),
              })}
            </Banner>
          )}
          {recent?.kind === "grow" && (
            <Banner kind="info" testId="event-grow">
              {t("patterns.grow", { count: recent.cards.length })}
            </Banner>
          )}
        </Feedback>
      </div>
      <p className="key-help">{t("patterns.help")}</p>
    </div>
  );
}
