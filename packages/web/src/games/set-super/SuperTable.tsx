import type { SuperAction, SuperView } from "@parlor/engine";
import { useState } from "react";
import { seconds, useGameNow, useTick } from "../../clock";
import { Banner, EventFeed, Feedback, type FeedItem } from "../../table/feedback";
import { PlayersStrip, seatName } from "../../table/players";
import { useLegal } from "../../table/rules";
import { SeatSwitch } from "../../table/SeatSwitch";
import { mainView, type TableProps } from "../../table/types";
import { useAct } from "../../table/useAct";
import { useKeys } from "../../table/useKeys";
import { counted } from "../../words";
import { ClassicCard } from "../set/ClassicCard";
import { describeClassic } from "../set/classic";

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

/**
 * SET Super Rules' board: the grid, whose turn it is to flip and the automatic flip's countdown, the
 * call window and super rounds, the piles and points. The cards the active player may point out now
 * are marked (`data-legal`), the others dimmed (locked out, someone else's call, a super round without
 * them); Call SET, Flip and the super round's button are enabled by the engine's legal moves.
 */
export function SuperTable({ views, held, seats, teams, act }: TableProps<SuperView>) {
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
  // What the engine would take now (null until it is known: then the buttons follow the view alone).
  const pickable = legal && new Set(legal.flatMap((move) => (move.type === "pick" ? [move.card] : [])));
  const may = (type: SuperAction["type"], moves: readonly SuperAction[] | null) =>
    moves === null || moves.some((move) => move.type === type);

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
                className={`slot ${picks.has(code) ? "selected" : ""} ${round?.phase === "running" && round.flipped === code ? "flipped" : ""} ${pickable && !pickable.has(code) && !picks.has(code) ? "not-legal" : ""}`}
                data-testid={`card-${code}`}
                data-legal={pickable ? pickable.has(code) : undefined}
                data-slot={place}
                data-card={code}
                aria-pressed={picks.has(code)}
                aria-label={`${describeClassic(code)}${picks.has(code) ? ", picked" : ""}`}
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
            Call SET <kbd>Space</kbd>
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
            Flip {myTurn && held.length > 1 && view.turn !== null ? `(${names[view.turn]})` : ""}
            {myTurn && call === null && round?.phase !== "running" && flipWait > 0 && (
              <span data-testid="flip-wait"> in {seconds(flipWait)}</span>
            )}{" "}
            <kbd>F</kbd>
          </button>
          <button
            type="button"
            data-testid="super-button"
            disabled={inRound || round?.phase === "running" || view.turn === null || !may("super", legal)}
            onClick={() => send(active, { type: "super" })}
          >
            {round?.phase === "announced" ? "Join the super round" : "Announce a super round"}
          </button>
        </div>
      )}
      <Feedback refusal={refusal}>
        <EventFeed label="What happened" testId="events" items={feed} />
      </Feedback>
      <PlayersStrip names={names} teams={teams} className={(seat) => (view.turn === seat ? "turn" : "")}>
        {(seat) => (
          <>
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
          </>
        )}
      </PlayersStrip>
      <p className="key-help">
        Flip in turn; anyone may call SET (Space, S, the button, or clicking a first card), then point out
        three cards that are, feature by feature, all the same or all different.
      </p>
    </div>
  );
}
