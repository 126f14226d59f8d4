import type { PcAction, PcEventView, PcView } from "@parlor/engine/set";
import { useCallback, useEffect, useRef, useState, type CSSProperties } from "react";
import { useTranslation } from "react-i18next";
import { clockTime, seconds, useGameNow, useTick } from "../../clock";
import { EventFeed, Feedback, type FeedItem } from "../../table/feedback";
import { playerColour, playerMark, PlayersStrip } from "../../table/players";
import { useLegal } from "../../table/rules";
import { SeatSwitch } from "../../table/SeatSwitch";
import { type TableProps, mainView, useShownView } from "../../table/types";
import { useKeys } from "../../table/useKeys";
import { play } from "../../sound/sound";
import { Icon } from "../../ui/Icon";
import { ClassicCard } from "../set/ClassicCard";
import { describeClassic } from "../set/classic";
import { listWords, youContext } from "../set/grammar";
import { dealStagger, freezeLeft } from "../set/motion";
import { SetFlights, useDeal, type Flight } from "../set/CardMotion";
import type { TFunction } from "i18next";
import { claimRefused, freezeSince, isPenalty } from "./freeze";
import { FreezeRing } from "./FreezeRing";
import { blockWords, keyForSlot, keyLabel, slotForKey } from "./keys";
import { useKeyLabels } from "./layout";
import { useBoardTop } from "./fit";
import "./pc.css";

/** A table not drawn yet: no cards. */
const NO_SLOTS: readonly (string | null)[] = [];

/** How long an event stays on show, in ms of game time. */
const EVENT_SHOWN_MS = 2_500;

/** Where the time left goes in a sentence that counts it down (split there, the time drawn apart). */
const TIME_MARK = "\u0000";

/**
 * An event of the table in words ("you" for the one seat this page plays). Another seat's wrong claim
 * says how long it froze that player (`frozenUntil`: the seat's freeze, which the claim began); a
 * wrong claim of a seat played here is said by its help instead (`PcTable`).
 */
function eventItem(
  event: PcEventView,
  names: readonly string[],
  held: readonly number[],
  frozenUntil: (seat: number) => number,
  t: TFunction<string>,
): FeedItem {
  switch (event.kind) {
    case "set":
      return {
        key: event.n,
        kind: "good",
        text: t("set:pc.event.set", { name: names[event.seat], context: youContext(event.seat, held) }),
        testId: "event-set",
      };
    case "wrong": {
      const freeze = frozenUntil(event.seat) - event.at;
      const words = { name: names[event.seat], context: youContext(event.seat, held) };
      return {
        key: event.n,
        kind: "bad",
        text:
          freeze > 0
            ? t("set:pc.event.wrong", { ...words, time: seconds(freeze) })
            : t("set:pc.event.wrongNoFreeze", words),
        testId: "event-wrong",
      };
    }
    case "reshuffle":
      return {
        key: event.n,
        kind: "info",
        text:
          event.reason === "timeout" ? t("set:pc.event.reshuffleTimeout") : t("set:pc.event.reshuffleNoSet"),
        testId: "event-reshuffle",
      };
  }
}

/** A token press sent but not yet shown by a view: drawn at once (optimistic). */
interface PendingPress {
  readonly seat: number;
  readonly slot: number;
  acked: boolean;
}

/**
 * The PC Set Game's board: the grid with everyone's tokens (drawn at once when pressed, before the
 * server's view shows them), keys by physical position for two players, the timer, hints, the
 * players with their freezes. The slots the active player may press now are marked (`data-legal`),
 * the others dimmed: all of them while that player is frozen.
 */
export function PcTable({ table, views, held, names, teams, act, over }: TableProps<PcView>) {
  const { t, i18n } = useTranslation("set");
  const keyLabels = useKeyLabels(t("pc.layout"));
  const received = mainView(views, held);
  const gameNow = useGameNow();
  const [pending, setPending] = useState<PendingPress[]>([]);
  const [active, setActive] = useState<number>(held[0] ?? -1);
  const pendingRef = useRef(pending);
  pendingRef.current = pending;
  const viewRef = useRef(received);
  viewRef.current = received;

  // A new view shows every acknowledged press: forget those.
  useEffect(() => {
    setPending((list) => {
      const left = list.filter((p) => !p.acked);
      return left.length === list.length ? list : left;
    });
  }, [received]);

  const tokensOf = useCallback((seat: number, view: PcView, list: readonly PendingPress[]): Set<number> => {
    const tokens = new Set(view.players[seat]?.tokens ?? []);
    for (const p of list) {
      if (p.seat !== seat) continue;
      if (tokens.has(p.slot)) tokens.delete(p.slot);
      else tokens.add(p.slot);
    }
    return tokens;
  }, []);

  const press = useCallback(
    (seat: number, slot: number) => {
      const current = viewRef.current;
      if (!current || current.view.finished || !held.includes(seat)) return;
      const view = current.view;
      if (view.slots[slot] == null) return;
      if (gameNow(current) < (view.players[seat]?.frozenUntil ?? 0)) return;
      const tokens = tokensOf(seat, view, pendingRef.current);
      if (!tokens.has(slot) && tokens.size >= view.featureSize) return;
      const entry: PendingPress = { seat, slot, acked: false };
      pendingRef.current = [...pendingRef.current, entry];
      setPending((list) => [...list, entry]);
      act(seat, { type: "press", slot }).then(
        () => {
          entry.acked = true;
        },
        () => setPending((list) => list.filter((p) => p !== entry)),
      );
    },
    [act, gameNow, held, tokensOf],
  );

  useKeys((event) => {
    const view = viewRef.current?.view;
    if (!view) return false;
    const hit = slotForKey(event.code, view.columns, view.rows);
    const seat = hit ? held[hit.player] : undefined;
    if (!hit || seat === undefined) return false;
    press(seat, hit.slot);
    return true;
  });

  const legal = useLegal<PcAction>(views.get(active));
  const view = useShownView(received?.view, over);
  const now = received ? gameNow(received) : 0;
  const live = !!view && !view.finished;
  const anyFrozen = live && view.players.some((p) => p.frozenUntil > now);
  useTick(live && (view.timer.mode !== "hidden" || anyFrozen), 100);
  const tableRef = useRef<HTMLDivElement>(null);
  const boardRef = useRef<HTMLDivElement>(null);
  const top = useBoardTop(boardRef);
  const deal = useDeal(view?.slots ?? NO_SLOTS, dealStagger(view?.tableDelay ?? 0));

  // Sounds for what just happened: a set found by anyone, a wrong claim of a seat played here. The
  // events on show when the table first draws were heard before (or happened before this page).
  const heard = useRef<number | null>(null);
  const events = view?.events;
  useEffect(() => {
    if (!events) return;
    const last = events.reduce((n, event) => Math.max(n, event.n), 0);
    if (heard.current !== null) {
      const fresh = events.filter((event) => event.n > (heard.current ?? 0));
      if (fresh.some((event) => event.kind === "set")) play("set");
      else if (fresh.some((event) => event.kind === "wrong" && held.includes(event.seat))) play("wrong");
    }
    heard.current = Math.max(heard.current ?? 0, last);
  }, [events, held]);

  if (!received || !view) return <p>{t("dealing")}</p>;

  const hintView = views.get(active)?.view ?? view;
  const hint = new Set(hintView.hint ?? []);
  // The active player's presses the engine would take now (null: not known yet, or nobody plays here).
  const pressable = legal && new Set(legal.flatMap((move) => (move.type === "press" ? [move.slot] : [])));
  const mayHint = legal === null || legal.some((move) => move.type === "hint");
  const tokenSets = view.players.map((_, seat) => tokensOf(seat, view, pending));
  const frozenUntil = (seat: number) => view.players[seat]?.frozenUntil ?? 0;
  const frozenFor = (seat: number) => (live ? Math.max(0, frozenUntil(seat) - now) : 0);
  // The freeze drawn as one (the frost, the ring, "frozen", the cards dimmed): a wrong claim's penalty.
  // The short pause the rules put after a set is drawn as nothing: a point is no punishment, and the
  // pause ends while its cards fly to the score (a press meanwhile is ignored, as the rules say).
  const penaltyFor = (seat: number) =>
    isPenalty(view.events, seat, frozenUntil(seat)) ? frozenFor(seat) : 0;
  const pausing = frozenFor(active) > 0 && penaltyFor(active) === 0;
  // The seats played here whose claim was refused: their next press takes a token back.
  const refused = live
    ? held.filter((seat) => claimRefused(view.players[seat]?.tokens ?? [], view.featureSize))
    : [];
  // Everything of the last moments, in order: a set and the reshuffle it triggered both show. A wrong
  // claim of a seat played here is said once, by its help (its tokens stay, so the help stays too,
  // with the time left counting down), not also in the feed. A finished table's end says how it
  // ended (the frame's end and its moves): the feed then repeats none of it.
  const recent = live
    ? view.events.filter(
        (event) => now - event.at < EVENT_SHOWN_MS && !(event.kind === "wrong" && held.includes(event.seat)),
      )
    : [];
  const heldFrozen = held.filter((seat) => penaltyFor(seat) > 0);
  const allFrozen = heldFrozen.length > 0 && heldFrozen.length === held.length;
  const flights: Flight[] = view.events.flatMap((event) =>
    event.kind === "set" ? [{ key: event.n, seat: event.seat, slots: event.slots, cards: event.cards }] : [],
  );
  const you = (seat: number) => ({ name: names[seat], context: youContext(seat, held) });
  const freezeText = (seat: number) => t("pc.frozenFor", { ...you(seat), time: seconds(frozenFor(seat)) });
  // A refused claim's words while its seat is frozen, the time left apart: a timer, so that the live
  // region around the help reads the words once, not the time at each tenth.
  const claimFrozen = (seat: number) => {
    const [before = "", after = ""] = t("pc.claim.frozen", { ...you(seat), time: TIME_MARK }).split(
      TIME_MARK,
    );
    return (
      <>
        {before}
        <span role="timer">{seconds(frozenFor(seat))}</span>
        {after}
      </>
    );
  };
  const ring = (seat: number, testId?: string) => (
    <FreezeRing
      left={freezeLeft(frozenUntil(seat), freezeSince(view.events, seat, frozenUntil(seat)), now)}
      text={freezeText(seat)}
      testId={testId}
    />
  );

  let timer = null;
  if (live && view.timer.mode === "countdown") {
    const warn = now >= view.timer.warningAt;
    timer = (
      <div
        className={`timer ${warn ? "timer-warning" : ""}`}
        data-testid="reshuffle-timer"
        role="timer"
        aria-live={warn ? "assertive" : "off"}
      >
        <Icon name={warn ? "warning" : "clock"} />
        {t(warn ? "pc.reshuffleWarning" : "pc.reshuffleIn", { time: seconds(view.timer.reshuffleAt - now) })}
      </div>
    );
  } else if (live && view.timer.mode === "elapsed") {
    timer = (
      <div className="timer" data-testid="elapsed-timer" role="timer">
        <Icon name="clock" />
        {t("pc.sinceLastSet", { time: clockTime(now - view.timer.since) })}
      </div>
    );
  }

  const style = {
    "--pc-rows": view.rows,
    "--pc-cols": view.columns,
    ...(top !== null ? { "--pc-top": `${top}px` } : {}),
  } as CSSProperties;

  return (
    <div className="pc-table" ref={tableRef} style={style} data-finished={view.finished ? "true" : undefined}>
      <div className="pc-layout">
        <div
          className={`pc-board ${allFrozen ? "pc-frozen" : ""} ${pausing ? "pc-pausing" : ""}`}
          ref={boardRef}
        >
          <div className="grid pc-grid" role="group" aria-label={t("pc.grid")} data-testid="pc-grid">
            {view.slots.map((code, slot) => {
              const owners = tokenSets.flatMap((set, seat) => (set.has(slot) ? [seat] : []));
              const keys = held
                .map((_, player) => keyForSlot(player, slot, view.columns))
                .filter((k): k is string => k !== null && live && !!code && slot < view.rows * view.columns)
                .map((k) => keyLabel(k, keyLabels));
              // The seats played here that would take their token back from this card now.
              const takeBack = refused.filter((seat) => owners.includes(seat) && frozenFor(seat) === 0);
              const label = code
                ? [
                    describeClassic(code, t),
                    ...(keys.length
                      ? [t("pc.slotKeys", { keys: listWords(keys, i18n.language, "disjunction") })]
                      : []),
                    ...(owners.length
                      ? [
                          t("pc.slotTokens", {
                            names: listWords(
                              owners.map((s) => names[s] ?? ""),
                              i18n.language,
                            ),
                          }),
                        ]
                      : []),
                    ...(takeBack.includes(active) ? [t("pc.slotTakeBack")] : []),
                    ...(hint.has(slot) ? [t("pc.slotHinted")] : []),
                  ].join(", ")
                : t("pc.emptySlot");
              const legalHere = pressable ? pressable.has(slot) : undefined;
              return (
                <button
                  key={slot}
                  type="button"
                  className={`slot ${hint.has(slot) ? "hinted card-flash" : ""} ${owners.includes(active) ? "mine" : ""} ${legalHere === false ? "not-legal" : ""}`}
                  data-testid={`slot-${slot}`}
                  data-slot={slot}
                  data-legal={legalHere}
                  data-card={code ?? ""}
                  data-tokens={owners.join(",")}
                  aria-pressed={owners.includes(active)}
                  disabled={!code || held.length === 0 || view.finished}
                  onClick={() => press(active, slot)}
                >
                  {/* The card's name comes from its words, not from a label: what the card shows
                      (its colour's letter, its keys) is drawn for the eye and hidden from the name. */}
                  <span className="visually-hidden slot-name">{label}</span>
                  {code ? (
                    <span key={code} {...deal(slot, code)} aria-hidden="true" data-testid={`card-${slot}`}>
                      <ClassicCard code={code} />
                    </span>
                  ) : (
                    <span className="card-empty" />
                  )}
                  {keys.length > 0 && (
                    <span className="key-hint" aria-hidden="true">
                      {keys.join(" ")}
                    </span>
                  )}
                  {takeBack.length > 0 && (
                    <span className="pc-take-back" aria-hidden="true" data-testid={`take-back-${slot}`}>
                      {held.length > 1 && takeBack.map((seat) => playerMark(seat)).join(" ")}{" "}
                      {t("pc.takeBack")}
                    </span>
                  )}
                  <span className="tokens" aria-hidden="true">
                    {owners.map((seat) => (
                      <span
                        key={seat}
                        className={`token token-pop ${penaltyFor(seat) > 0 ? "frozen" : ""}`}
                        style={{ background: playerColour(seat) }}
                        data-testid={`token-${slot}-${seat}`}
                      >
                        {playerMark(seat)}
                      </span>
                    ))}
                  </span>
                </button>
              );
            })}
          </div>
          {/* Everyone played here is frozen: the cards are frosted over, with the time left. */}
          {allFrozen && (
            <div className="pc-freeze" data-testid="grid-freeze">
              {heldFrozen.map((seat) => (
                <span key={seat} className="pc-freeze-badge">
                  {ring(seat)}
                </span>
              ))}
            </div>
          )}
          <SetFlights
            flights={flights}
            board={boardRef}
            target={(seat) => tableRef.current?.querySelector(`[data-testid="score-${seat}"]`) ?? null}
            Face={ClassicCard}
          />
        </div>
        <div className="pc-side">
          {(timer || live) && (
            <div className="table-bar">
              {timer}
              <span className="deck-count" data-testid="deck-count">
                {t("deck", { count: view.deckCount })}
              </span>
              {view.hints && held.length > 0 && live && (
                <button
                  type="button"
                  data-testid="hint-button"
                  disabled={!mayHint}
                  onClick={() => void act(active, { type: "hint" }).catch(() => undefined)}
                >
                  {t("pc.hint")}
                </button>
              )}
            </div>
          )}
          <SeatSwitch held={held} active={active} names={names} onChange={setActive} />
          <Feedback refusal={null}>
            {/* Always there, so that a refused claim's help is read out as it comes (a live region). */}
            <div className="pc-claim-helps" aria-live="polite">
              {refused.map((seat) => (
                <div key={seat} className="pc-claim-help" data-testid={`claim-help-${seat}`}>
                  <p className="pc-claim-what">
                    <Icon name="warning" />
                    <span>
                      {frozenFor(seat) > 0
                        ? claimFrozen(seat)
                        : t("pc.claim.stands", { ...you(seat), count: view.featureSize })}
                    </span>
                  </p>
                  <p className="pc-claim-next">
                    {frozenFor(seat) > 0
                      ? t("pc.claim.afterFreeze", you(seat))
                      : t("pc.claim.next", you(seat))}
                  </p>
                </div>
              ))}
            </div>
            <EventFeed
              label={t("pc.events")}
              testId="events"
              items={recent.map((event) => eventItem(event, names, held, frozenUntil, t))}
            />
          </Feedback>
          <PlayersStrip
            names={names}
            teams={teams}
            className={(seat) => (penaltyFor(seat) > 0 ? "frozen" : "")}
          >
            {(seat) => {
              const player = view.players[seat];
              return (
                <>
                  <span
                    // Drawn anew when it changes: a point bumps in as the set's cards land on it.
                    key={player?.score ?? 0}
                    className="score score-bump"
                    data-testid={`score-${seat}`}
                    aria-label={t("pc.score", { score: player?.score ?? 0 })}
                  >
                    {player?.score ?? 0}
                  </span>
                  {penaltyFor(seat) > 0 && (
                    <span className="frozen-label" data-testid={`freeze-${seat}`}>
                      <Icon name="snowflake" />
                      {t("pc.frozen", { time: seconds(frozenFor(seat)) })}
                    </span>
                  )}
                </>
              );
            }}
          </PlayersStrip>
          {/* Not `key-help`: on a touch phone the keys' sentence hides (a key hint), the goal stays. */}
          {held.length > 0 && live && (
            <p className="pc-help" data-testid="pc-help">
              {view.rows <= 3 && view.columns <= 4 && (
                <span className="key-hint pc-keys">
                  {held.length === 2
                    ? t("pc.keysTwo", {
                        a: blockWords(0, view.columns, view.rows, keyLabels),
                        b: blockWords(1, view.columns, view.rows, keyLabels),
                      })
                    : t("pc.keysOne", { keys: blockWords(0, view.columns, view.rows, keyLabels) })}{" "}
                </span>
              )}
              {t("pc.goal", { count: view.featureSize })}
            </p>
          )}
        </div>
      </div>
      <span hidden data-testid="table-id">
        {table}
      </span>
    </div>
  );
}
