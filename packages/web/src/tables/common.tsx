import { createContext, useContext, useState, type ReactNode } from "react";
import { counted, inWords } from "../words";
import type { SeatSummary } from "../api";

/** Player colours (Okabe–Ito) with a mark each, so a token is told apart without colour. */
export const PLAYER_COLOURS = [
  "#0072B2",
  "#D55E00",
  "#009E73",
  "#CC79A7",
  "#E69F00",
  "#56B4E9",
  "#000000",
  "#999933",
];
export const PLAYER_MARKS = ["●", "▲", "■", "◆", "★", "✚", "⬟", "⬢"];

export const playerColour = (seat: number): string => PLAYER_COLOURS[seat % PLAYER_COLOURS.length] ?? "#000";
export const playerMark = (seat: number): string => PLAYER_MARKS[seat % PLAYER_MARKS.length] ?? "●";

/** The table's names for its seats: "You", "Player A"/"Player B" on a shared keyboard, bots by level. */
export function seatName(seat: number, seats: readonly SeatSummary[], held: readonly number[]): string {
  const mine = held.indexOf(seat);
  if (mine >= 0) return held.length === 1 ? "You" : `Player ${String.fromCharCode(65 + mine)}`;
  const summary = seats[seat];
  if (summary && "bot" in summary) return `Bot ${seat + 1} (${summary.bot})`;
  return `Player ${seat + 1}`;
}

export function PlayerChip({ seat, name }: { seat: number; name: string }) {
  return (
    <span className="player-chip">
      <span className="player-mark" style={{ color: playerColour(seat) }} aria-hidden="true">
        {playerMark(seat)}
      </span>
      {name}
    </span>
  );
}

/**
 * What the end of a match offers besides the lobby, given by the table page: a new table with the same
 * game, options and seats (resolving to an error message, or null once it is on its way).
 */
export const EndActions = createContext<{ readonly playAgain?: () => Promise<string | null> }>({});

/** The end of a match: the winner, or the draw, and every score; play again, or back to the lobby. */
export function EndScreen({
  winners,
  scores,
  names,
  unit,
  onLobby,
}: {
  winners: readonly number[];
  scores: readonly number[];
  names: readonly string[];
  unit: string;
  onLobby: () => void;
}) {
  const title =
    winners.length === 1
      ? `${names[winners[0] ?? 0]} ${names[winners[0] ?? 0] === "You" ? "win" : "wins"}!`
      : `A draw between ${inWords(winners.map((w) => names[w] ?? `Player ${w + 1}`))}`;
  const order = scores.map((score, seat) => ({ score, seat })).sort((a, b) => b.score - a.score);
  const { playAgain } = useContext(EndActions);
  const [starting, setStarting] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const again = () => {
    if (!playAgain) return;
    setStarting(true);
    setRefusal(null);
    void playAgain().then((problem) => {
      setRefusal(problem);
      setStarting(false);
    });
  };
  return (
    <section
      className="end-screen"
      role="dialog"
      aria-modal="false"
      aria-labelledby="end-title"
      data-testid="end-screen"
    >
      <h2 id="end-title" data-testid="end-title">
        {title}
      </h2>
      <ol className="end-scores">
        {order.map(({ score, seat }) => (
          <li key={seat} data-testid={`final-score-${seat}`}>
            <PlayerChip seat={seat} name={names[seat] ?? `Player ${seat + 1}`} />: {counted(score, unit)}
            {winners.includes(seat) ? " 🏆" : ""}
          </li>
        ))}
      </ol>
      <div className="actions">
        {playAgain && (
          <button
            type="button"
            className="primary"
            onClick={again}
            disabled={starting}
            data-testid="play-again"
            autoFocus
          >
            {starting ? "Setting up…" : "Play again"}
          </button>
        )}
        <button type="button" onClick={onLobby} data-testid="back-to-lobby" autoFocus={!playAgain}>
          Back to the lobby
        </button>
      </div>
      {refusal && (
        <p className="notice" role="alert">
          {refusal}
        </p>
      )}
    </section>
  );
}

export function Banner({
  kind,
  children,
  testId,
}: {
  kind: "info" | "warn" | "bad" | "good";
  children: ReactNode;
  testId?: string;
}) {
  return (
    <div className={`banner banner-${kind}`} role="status" aria-live="polite" data-testid={testId}>
      {children}
    </div>
  );
}

/** One line of an event feed: `key` tells events apart (the engine numbers them in order). */
export interface FeedItem {
  readonly key: number;
  readonly kind: "info" | "warn" | "bad" | "good";
  readonly text: string;
  readonly testId?: string;
}

/**
 * What just happened, in order, newest last. A live region (role "log": polite, additions only), so a
 * screen reader reads each new line, and two things that happen in the same instant are both shown
 * and both read (a set and the reshuffle it triggered; a missed super round and the flip after it).
 */
export function EventFeed({
  items,
  label,
  testId,
}: {
  items: readonly FeedItem[];
  label: string;
  testId?: string;
}) {
  return (
    <ol className="event-feed" role="log" aria-live="polite" aria-label={label} data-testid={testId}>
      {items.map((item) => (
        <li
          key={item.key}
          className={`banner banner-${item.kind}`}
          data-testid={item.testId}
          data-n={item.key}
        >
          {item.text}
        </li>
      ))}
    </ol>
  );
}
