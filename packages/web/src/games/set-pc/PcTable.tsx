import type { PcAction, PcEventView, PcView } from "@parlor/engine";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { clockTime, seconds, useGameNow, useTick } from "../../clock";
import { EventFeed, Feedback, type FeedItem } from "../../table/feedback";
import { playerColour, playerMark, PlayersStrip, seatName } from "../../table/players";
import { useLegal } from "../../table/rules";
import { SeatSwitch } from "../../table/SeatSwitch";
import { mainView, type TableProps } from "../../table/types";
import { useKeys } from "../../table/useKeys";
import { ClassicCard } from "../set/ClassicCard";
import { describeClassic } from "../set/classic";
import { listWords, youContext } from "../set/grammar";
import type { TFunction } from "i18next";
import { blockWords, keyForSlot, keyLabel, slotForKey } from "./keys";
import { useKeyLabels } from "./layout";

/** How long an event stays on show, in ms of game time. */
const EVENT_SHOWN_MS = 2_500;

/** An event of the table in words ("you" for the one seat this page plays). */
function eventItem(
  event: PcEventView,
  names: readonly string[],
  held: readonly number[],
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
    case "wrong":
      return {
        key: event.n,
        kind: "bad",
        text: t("set:pc.event.wrong", { name: names[event.seat], context: youContext(event.seat, held) }),
        testId: "event-wrong",
      };
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
export function PcTable({ table, views, held, seats, teams, act }: TableProps<PcView>) {
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
  const view = received?.view;
  const now = received ? gameNow(received) : 0;
  const anyFrozen = !!view && view.players.some((p) => p.frozenUntil > now);
  useTick(!!view && !view.finished && (view.timer.mode !== "hidden" || anyFrozen), 100);
  if (!received || !view) return <p>{t("dealing")}</p>;

  const names = view.players.map((_, seat) => seatName(seat, seats, held));
  const hintView = views.get(active)?.view ?? view;
  const hint = new Set(hintView.hint ?? []);
  // The active player's presses the engine would take now (null: not known yet, or nobody plays here).
  const pressable = legal && new Set(legal.flatMap((move) => (move.type === "press" ? [move.slot] : [])));
  const mayHint = legal === null || legal.some((move) => move.type === "hint");
  const tokenSets = view.players.map((_, seat) => tokensOf(seat, view, pending));
  // Everything of the last moments, in order: a set and the reshuffle it triggered both show.
  const recent = view.events.filter((event) => now - event.at < EVENT_SHOWN_MS);

  let timer = null;
  if (view.timer.mode === "countdown") {
    const warn = now >= view.timer.warningAt;
    timer = (
      <div
        className={`timer ${warn ? "timer-warning" : ""}`}
        data-testid="reshuffle-timer"
        role="timer"
        aria-live={warn ? "assertive" : "off"}
      >
        {t(warn ? "pc.reshuffleWarning" : "pc.reshuffleIn", { time: seconds(view.timer.reshuffleAt - now) })}
      </div>
    );
  } else if (view.timer.mode === "elapsed") {
    timer = (
      <div className="timer" data-testid="elapsed-timer" role="timer">
        {t("pc.sinceLastSet", { time: clockTime(now - view.timer.since) })}
      </div>
    );
  }

  return (
    <div className="pc-table">
      <div className="table-bar">
        {timer}
        <span className="deck-count" data-testid="deck-count">
          {t("deck", { count: view.deckCount })}
        </span>
        {view.hints && held.length > 0 && !view.finished && (
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
      <SeatSwitch held={held} active={active} names={names} onChange={setActive} />
      <div
        className="grid"
        style={{ gridTemplateColumns: `repeat(${view.columns}, minmax(0, 1fr))` }}
        role="group"
        aria-label={t("pc.grid")}
        data-testid="pc-grid"
      >
        {view.slots.map((code, slot) => {
          const owners = tokenSets.flatMap((set, seat) => (set.has(slot) ? [seat] : []));
          const keys = held
            .map((_, player) => keyForSlot(player, slot, view.columns))
            .filter((k): k is string => k !== null && slot < view.rows * view.columns)
            .map((k) => keyLabel(k, keyLabels));
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
                ...(hint.has(slot) ? [t("pc.slotHinted")] : []),
              ].join(", ")
            : t("pc.emptySlot");
          const legalHere = pressable ? pressable.has(slot) : undefined;
          return (
            <button
              key={slot}
              type="button"
              className={`slot ${hint.has(slot) ? "hinted" : ""} ${owners.includes(active) ? "mine" : ""} ${legalHere === false ? "not-legal" : ""}`}
              data-testid={`slot-${slot}`}
              data-slot={slot}
              data-legal={legalHere}
              data-card={code ?? ""}
              data-tokens={owners.join(",")}
              aria-label={label}
              aria-pressed={owners.includes(active)}
              disabled={!code || held.length === 0 || view.finished}
              onClick={() => press(active, slot)}
            >
              {code ? <ClassicCard code={code} /> : <span className="card-empty" />}
              {keys.length > 0 && (
                <span className="key-hint" aria-hidden="true">
                  {keys.join(" ")}
                </span>
              )}
              <span className="tokens" aria-hidden="true">
                {owners.map((seat) => (
                  <span
                    key={seat}
                    className="token"
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
      <Feedback refusal={null}>
        <EventFeed
          label={t("pc.events")}
          testId="events"
          items={recent.map((event) => eventItem(event, names, held, t))}
        />
      </Feedback>
      <PlayersStrip
        names={names}
        teams={teams}
        className={(seat) => ((view.players[seat]?.frozenUntil ?? 0) > now ? "frozen" : "")}
      >
        {(seat) => {
          const player = view.players[seat];
          const frozen = (player?.frozenUntil ?? 0) - now;
          return (
            <>
              <span
                className="score"
                data-testid={`score-${seat}`}
                aria-label={t("pc.score", { score: player?.score ?? 0 })}
              >
                {player?.score ?? 0}
              </span>
              {frozen > 0 && (
                <span className="frozen-label" data-testid={`freeze-${seat}`} role="timer">
                  {t("pc.frozen", { time: seconds(frozen) })}
                </span>
              )}
            </>
          );
        }}
      </PlayersStrip>
      {held.length > 0 && view.rows <= 3 && view.columns <= 4 && (
        <p className="key-help">
          {held.length === 2
            ? t("pc.keysTwo", {
                a: blockWords(0, view.columns, view.rows, keyLabels),
                b: blockWords(1, view.columns, view.rows, keyLabels),
              })
            : t("pc.keysOne", { keys: blockWords(0, view.columns, view.rows, keyLabels) })}{" "}
          {t("pc.goal", { count: view.featureSize })}
        </p>
      )}
      <span hidden data-testid="table-id">
        {table}
      </span>
    </div>
  );
}
