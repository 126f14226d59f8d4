import type { PatternsView } from "@parlor/engine";
import { useCallback, useEffect, useRef, useState } from "react";
import { CardFace } from "../cards/Card";
import { describePatterns } from "../cards/PatternsCard";
import { useGameNow, useTick } from "../clock";
import { Banner, EndScreen, PlayerChip, seatName } from "./common";
import { SeatSwitch } from "./SeatSwitch";
import { mainView, typingIn, type TableProps } from "./types";

export function PatternsTable({ views, held, seats, act, onLobby }: TableProps<PatternsView>) {
  const received = mainView(views, held);
  const gameNow = useGameNow();
  const view = received?.view;
  const [active, setActive] = useState<number>(held[0] ?? -1);
  const [selected, setSelected] = useState<string[]>([]);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // Cards that left the pool leave the selection.
  const poolKey = view?.pool.flat().join(",") ?? "";
  useEffect(() => {
    const pool = new Set(poolKey.split(","));
    setSelected((list) => (list.every((c) => pool.has(c)) ? list : list.filter((c) => pool.has(c))));
  }, [poolKey]);

  const call = useCallback(() => {
    if (selected.length !== 3 || active < 0 || busy) return;
    setBusy(true);
    setRefusal(null);
    act(active, { type: "call", cards: selected })
      .then(() => setSelected([]))
      .catch((error: { message?: string }) => setRefusal(error.message ?? "Refused."))
      .finally(() => setBusy(false));
  }, [act, active, busy, selected]);

  const vote = useCallback(
    (seat: number) => {
      setRefusal(null);
      act(seat, { type: "no-set" }).catch((error: { message?: string }) =>
        setRefusal(error.message ?? "Refused."),
      );
    },
    [act],
  );

  const ready = selected.length === 3;
  const keys = useRef({ call, vote, active, ready });
  keys.current = { call, vote, active, ready };
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (typingIn(event) || event.repeat) return;
      const target = event.target as HTMLElement | null;
      // Enter calls; on a card with three cards chosen it calls too, rather than toggling that card.
      const onCard = target?.dataset.card !== undefined;
      if (event.code === "Enter" && (target?.tagName !== "BUTTON" || (onCard && keys.current.ready))) {
        event.preventDefault();
        keys.current.call();
      } else if (event.code === "KeyN" && keys.current.active >= 0) {
        event.preventDefault();
        keys.current.vote(keys.current.active);
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  const now = received ? gameNow(received) : 0;
  const latest =
    view?.events.reduce<PatternsView["events"][number] | null>(
      (a, e) => (a === null || e.n > a.n ? e : a),
      null,
    ) ?? null;
  const recent = latest && now - latest.at < 3000 ? latest : null;
  useTick(!!recent, 250);
  if (!received || !view) return <p>Dealing…</p>;

  const names = view.players.map((_, seat) => seatName(seat, seats, held));
  const toggle = (code: string) =>
    setSelected((list) =>
      list.includes(code) ? list.filter((c) => c !== code) : list.length >= 3 ? list : [...list, code],
    );
  const columns = Math.max(...view.pool.map((row) => row.length), 1);

  return (
    <div className="patterns-table">
      <div className="table-bar">
        <span data-testid="deck-count">Deck: {view.deck}</span>
        <span data-testid="out-of-play">Out of play: {view.outOfPlay}</span>
        {view.autoGrow && <span>The pool grows by itself when it holds no set.</span>}
      </div>
      <SeatSwitch held={held} active={active} names={names} onChange={setActive} />
      <div className="pool-scroll">
        <div
          className="pool"
          role="group"
          aria-label="The pool"
          data-testid="pool"
          style={{ gridTemplateColumns: `repeat(${columns}, minmax(4.5rem, 7rem))` }}
        >
          {view.pool.flatMap((row, r) =>
            Array.from({ length: columns }, (_, c) => {
              const code = row[c] ?? null;
              const isSelected = code !== null && selected.includes(code);
              return code === null ? (
                <span
                  key={`${r}-${c}`}
                  className="slot empty"
                  style={{ gridRow: r + 1, gridColumn: c + 1 }}
                  aria-hidden="true"
                />
              ) : (
                <button
                  key={`${r}-${c}`}
                  type="button"
                  className={`slot ${isSelected ? "selected" : ""}`}
                  style={{ gridRow: r + 1, gridColumn: c + 1 }}
                  data-testid={`card-${code}`}
                  data-slot={r * columns + c}
                  data-card={code}
                  aria-pressed={isSelected}
                  aria-label={`${describePatterns(code)}${isSelected ? ", selected" : ""}`}
                  disabled={held.length === 0 || view.finished}
                  onClick={() => toggle(code)}
                >
                  <CardFace code={code} theme="patterns" />
                </button>
              );
            }),
          )}
        </div>
      </div>
      {held.length > 0 && !view.finished && (
        <div className="actions">
          <button
            type="button"
            className="primary"
            data-testid="call-set"
            disabled={selected.length !== 3 || busy}
            onClick={call}
          >
            Call SET ({selected.length}/3) <kbd>Enter</kbd>
          </button>
          {held.map((seat) => (
            <button
              key={seat}
              type="button"
              data-testid={`vote-no-set-${seat}`}
              aria-pressed={view.players[seat]?.voted ?? false}
              disabled={view.players[seat]?.voted ?? false}
              onClick={() => vote(seat)}
            >
              {held.length > 1 ? `${names[seat]}: ` : ""}No set here {seat === active ? <kbd>N</kbd> : null}
            </button>
          ))}
        </div>
      )}
      <div className="feedback">
        {refusal && (
          <Banner kind="warn" testId="refusal">
            {refusal}
          </Banner>
        )}
        {recent?.kind === "boop" && (
          <Banner kind="bad" testId="event-boop">
            Boop! Bad! ({names[recent.seat]}: not a set)
          </Banner>
        )}
        {recent?.kind === "wrong" && (
          <Banner kind="bad" testId="event-wrong">
            Not a set: {recent.lost} card{recent.lost === 1 ? "" : "s"} lost by {names[recent.seat]}.
          </Banner>
        )}
        {recent?.kind === "set" && (
          <Banner kind="good" testId="event-set">
            SET! 3 cards for {names[recent.seat]}.
          </Banner>
        )}
        {recent?.kind === "grow" && (
          <Banner kind="info" testId="event-grow">
            The pool grows by {recent.cards.length} card{recent.cards.length === 1 ? "" : "s"}.
          </Banner>
        )}
      </div>
      <ul className="players" aria-label="Players and their no-set votes" data-testid="players">
        {view.players.map((player, seat) => (
          <li key={seat} className="player" data-testid={`player-${seat}`}>
            <PlayerChip seat={seat} name={names[seat] ?? ""} />
            <span
              className="stack"
              aria-label={`stack of ${player.score} cards`}
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
              {player.voted ? "✔ no set" : "looking…"}
            </span>
          </li>
        ))}
      </ul>
      <p className="key-help">
        Select three cards that are, feature by feature (object, number, character, background), all the same
        or all different, then call SET. When nobody sees one, everyone votes “no set” and the pool grows.
      </p>
      {view.finished && view.winners && (
        <EndScreen
          winners={view.winners}
          scores={view.players.map((p) => p.score)}
          names={names}
          unit="cards"
          onLobby={onLobby}
        />
      )}
    </div>
  );
}
