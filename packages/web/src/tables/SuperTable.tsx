import type { SuperView } from "@parlor/engine";
import { useCallback, useEffect, useRef, useState } from "react";
import { CardFace } from "../cards/Card";
import { describeClassic } from "../cards/classic";
import { seconds, useGameNow, useTick } from "../clock";
import { counted } from "../words";
import { Banner, EndScreen, EventFeed, PlayerChip, seatName, type FeedItem } from "./common";
import { SeatSwitch } from "./SeatSwitch";
import { mainView, typingIn, type TableProps } from "./types";

type SuperEvent = SuperView["events"][number];

/**
 * Lines of the feed: the newest events the view carries (it keeps the latest few), enough for the
 * busiest instant (a missed super round, its payments, lifted lockouts, a flip) and what came before.
 */
const FEED_LINES = 5;

/** What the payments of a missed super round did, seat by seat: "Player 1 paid 1, You paid 0 (locked out)". */
function payments(event: Extract<SuperEvent, { kind: "super-missed" }>, names: readonly string[]): string {
  return event.participants
    .map((seat, i) => `${names[seat]} paid ${event.paid[i] ?? 0}${event.lockedOut[i] ? " (locked out)" : ""}`)
    .join(", ");
}

/** An event in words, for the feed. */
function eventItem(event: SuperEvent, names: readonly string[]): FeedItem {
  const key = event.n;
  switch (event.kind) {
    case "flip":
      return {
        key,
        kind: "info",
        text: `${names[event.seat]} flipped ${describeClassic(event.card)}${event.auto ? " (automatically)" : ""}.`,
      };
    case "call":
      return { key, kind: "info", text: `${names[event.seat]} called SET!` };
    case "set":
      return {
        key,
        kind: "good",
        text: `SET! ${counted(event.gained, "points")} for ${names[event.seat]}${event.superRound ? " in the super round" : ""}.`,
      };
    case "wrong":
    case "timeout":
      return {
        key,
        kind: "bad",
        text: `${event.kind === "wrong" ? "Not a set" : "Time is up"}: ${names[event.seat]} paid ${event.paid}${event.superRound ? " in the super round" : ""}${event.lockedOut ? ", locked out" : ""}.`,
      };
    case "super-announced":
      return { key, kind: "info", text: `${names[event.seat]} announces a super round!` };
    case "super-joined":
      return { key, kind: "info", text: `${names[event.seat]} joins the super round.` };
    case "super-missed":
      return {
        key,
        kind: "bad",
        text: `The super round ended with no set: ${payments(event, names)}.`,
      };
    case "lockouts-lifted":
      return { key, kind: "info", text: "Everyone was locked out: every lockout is lifted." };
  }
}

export function SuperTable({ views, held, seats, act, onLobby }: TableProps<SuperView>) {
  const received = mainView(views, held);
  const gameNow = useGameNow();
  const view = received?.view;
  const [active, setActive] = useState<number>(held[0] ?? -1);
  const [refusal, setRefusal] = useState<string | null>(null);

  const send = useCallback(
    (seat: number, action: object) => {
      if (seat < 0) return;
      setRefusal(null);
      act(seat, action).catch((error: { message?: string }) => setRefusal(error.message ?? "Refused."));
    },
    [act],
  );

  const state = useRef({ view, active, send });
  state.current = { view, active, send };
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (typingIn(event) || event.repeat) return;
      const { view: v, active: a, send: s } = state.current;
      if (!v || v.finished) return;
      const target = event.target as HTMLElement | null;
      if ((event.code === "Space" && target?.tagName !== "BUTTON") || event.code === "KeyS") {
        event.preventDefault();
        s(a, { type: "call" });
      } else if (event.code === "KeyF" && v.turn !== null && held.includes(v.turn)) {
        event.preventDefault();
        s(v.turn, { type: "flip" });
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [held]);

  useTick(!!view && !view.finished, 100);
  if (!received || !view) return <p>Dealing…</p>;
  const now = gameNow(received);

  const names = Array.from({ length: view.seats }, (_, seat) => seatName(seat, seats, held));
  const call = view.call;
  const round = view.superRound;
  const picks = new Set(call?.picks ?? []);
  const myTurn = view.turn !== null && held.includes(view.turn);
  const inRound = round !== null && round.participants.includes(active);
  const feed = view.events.slice(-FEED_LINES).map((event) => eventItem(event, names));
  // Breathing room after a window closed: the next flip by hand waits until `flipFrom`.
  const flipWait = view.flipFrom - now;

  return (
    <div className="super-table">
      <div className="table-bar">
        <span data-testid="turn" aria-live="polite">
          {view.turn === null
            ? "Every pile is empty"
            : `${names[view.turn]} ${names[view.turn] === "You" ? "flip" : "flips"} next`}
        </span>
        {view.flipDue !== null && (
          <span className="timer" role="timer" data-testid="auto-flip">
            auto-flip in {seconds(view.flipDue - now)}
          </span>
        )}
        <span data-testid="discard">Discard: {view.discard}</span>
      </div>
      <SeatSwitch held={held} active={active} names={names} onChange={setActive} />
      {call && (
        <Banner kind="warn" testId="call-window">
          {names[call.caller]} called SET: {call.picks.length}/3 picked, {seconds(call.endsAt - now)} left
          {held.includes(call.caller) ? " — click three cards" : ""}
        </Banner>
      )}
      {round && (
        <Banner kind="info" testId="super-round">
          {round.phase === "announced"
            ? `Super round announced by ${round.participants.map((p) => names[p]).join(", ")}: it starts with the next flip.`
            : `Super round! Only ${round.participants.map((p) => names[p]).join(", ")} may call: ${seconds(round.endsAt - now)} left.`}
        </Banner>
      )}
      <div className="grid-scroll">
        <div
          className="grid"
          role="group"
          aria-label="The grid"
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
                className={`slot ${picks.has(code) ? "selected" : ""} ${round?.phase === "running" && round.flipped === code ? "flipped" : ""}`}
                data-testid={`card-${code}`}
                data-slot={place}
                data-card={code}
                aria-pressed={picks.has(code)}
                aria-label={`${describeClassic(code)}${picks.has(code) ? ", picked" : ""}`}
                disabled={held.length === 0 || view.finished || view.locked[active] === true}
                onClick={() => send(active, { type: "pick", card: code })}
              >
                <CardFace code={code} theme="classic" />
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
            disabled={call !== null || view.locked[active] === true}
            onClick={() => send(active, { type: "call" })}
          >
            Call SET <kbd>Space</kbd>
          </button>
          <button
            type="button"
            data-testid="flip"
            disabled={!myTurn || call !== null || round?.phase === "running" || flipWait > 0}
            onClick={() => view.turn !== null && send(view.turn, { type: "flip" })}
          >
            Flip {myTurn && held.length > 1 && view.turn !== null ? `(${names[view.turn]})` : ""}
            {myTurn && call === null && round?.phase !== "running" && flipWait > 0 && (
              <span data-testid="flip-wait"> in {seconds(flipWait)}</span>
            )}{" "}
            <kbd>F</kbd>
          </button>
          <button
            type="button"
            data-testid="super-button"
            disabled={inRound || round?.phase === "running" || view.turn === null}
            onClick={() => send(active, { type: "super" })}
          >
            {round?.phase === "announced" ? "Join the super round" : "Announce a super round"}
          </button>
        </div>
      )}
      <div className="feedback">
        {refusal && (
          <Banner kind="warn" testId="refusal">
            {refusal}
          </Banner>
        )}
        <EventFeed label="What happened" testId="events" items={feed} />
      </div>
      <ul className="players" aria-label="Players" data-testid="players">
        {names.map((name, seat) => (
          <li
            key={seat}
            className={`player ${view.turn === seat ? "turn" : ""}`}
            data-testid={`player-${seat}`}
          >
            <PlayerChip seat={seat} name={name} />
            {view.turn === seat && (
              <span className="turn-mark" aria-label="flips next">
                ⟲
              </span>
            )}
            <span data-testid={`pile-${seat}`}>pile {view.piles[seat] ?? 0}</span>
            <span
              className="score"
              data-testid={`score-${seat}`}
              aria-label={`${view.points[seat] ?? 0} points`}
            >
              {view.points[seat] ?? 0}
            </span>
            {view.locked[seat] && (
              <span className="locked" data-testid={`locked-${seat}`}>
                🔒 locked out
              </span>
            )}
            {round?.participants.includes(seat) && <span className="in-round">★ super</span>}
          </li>
        ))}
      </ul>
      <p className="key-help">
        Flip in turn; anyone may call SET (Space, S, the button, or clicking a first card), then point out
        three cards that are, feature by feature, all the same or all different.
      </p>
      {view.finished && view.winners && (
        <EndScreen
          winners={view.winners}
          scores={view.points}
          names={names}
          unit="points"
          onLobby={onLobby}
        />
      )}
    </div>
  );
}
