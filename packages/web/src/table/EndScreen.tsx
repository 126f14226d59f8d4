import type { Outcome } from "@parlor/engine";
import type { SeatStanding } from "@parlor/protocol";
import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { SeatSummary } from "../api";
import { RatingChanges } from "../ratings/RatingChanges";
import { Icon } from "../ui/Icon";
import { counted, inWords } from "../words";
import { PlayerChip, playerName } from "./players";
import { standingsOf, verdictWords } from "./standings";
import "./frame.css";

/**
 * What the end of a match offers besides the lobby, given by the table page: a new table with the same
 * game, options and seats (resolving to an error message, or null once it is on its way).
 */
export const EndActions = createContext<{ readonly playAgain?: () => Promise<string | null> }>({});

/**
 * Every score in the order of the places (`standingsOf`: a seat that resigned or was away at the end
 * ranks below the others, whatever its score), counted in the game's `unit` ("3 sets"), each seat's
 * place in the margin (equal standing shares it), the winners marked with a trophy and `winnerMark`'s
 * words, a resigner marked; each line is `<testIdPrefix>-<seat>`.
 */
export function Scores({
  outcome,
  names,
  unit,
  testIdPrefix,
  winnerMark,
  seats = [],
}: {
  outcome: Outcome;
  names: readonly string[];
  unit: string;
  testIdPrefix: string;
  /** The words beside a winner's trophy ("winner", " (winner)"). */
  winnerMark: string;
  /** The seats, saying who resigned or was away at the end. */
  seats?: readonly SeatStanding[];
}) {
  const { t } = useTranslation();
  const { verdict, places } = standingsOf(outcome, seats);
  const order = outcome.scores
    .map((score, seat) => ({ score, seat, place: places[seat] ?? outcome.scores.length }))
    .sort((a, b) => a.place - b.place || b.score - a.score || a.seat - b.seat);
  return (
    <ol className="end-scores">
      {order.map(({ score, seat, place }) => {
        const won = verdict.kind === "won" && verdict.winners.includes(seat);
        const gone = seats[seat];
        const left =
          gone?.resigned === true ? "end.resigned" : gone?.standIn !== undefined ? "end.away" : null;
        return (
          <li key={seat} data-testid={`${testIdPrefix}-${seat}`} data-winner={won || undefined}>
            <span className="end-place" aria-hidden="true">
              {place}
            </span>
            <span className="end-who">
              <PlayerChip seat={seat} name={names[seat] ?? playerName(seat)} />
              {t("colon")}
            </span>
            <span className="end-score">{unit ? counted(score, unit) : score}</span>
            {left && (
              <span className="end-left" data-testid={`${testIdPrefix}-left-${seat}`}>
                {t(left)}
              </span>
            )}
            {won && (
              <span className="winner-mark">
                <Icon name="trophy" />
                {winnerMark}
              </span>
            )}
          </li>
        );
      })}
    </ol>
  );
}

/**
 * The score sheet of a match of several deals (`Outcome.deals`): one row per deal, a column per seat
 * (or per team, when the game scores by team), and the totals. Nothing for a match of one deal.
 */
export function ScoreSheet({
  outcome,
  names,
  dealWord,
}: {
  outcome: Outcome;
  names: readonly string[];
  /** The rows' heading, the game's word for a deal (`GameUi.dealWord`); "Deal" by default. */
  dealWord?: string | undefined;
}) {
  const deals = outcome.deals;
  if (!deals || deals.length === 0) return null;
  return (
    <SheetTable
      deals={deals}
      names={names}
      {...(outcome.teams ? { teams: outcome.teams } : {})}
      {...(dealWord ? { label: dealWord } : {})}
    />
  );
}

/**
 * A score sheet: one row per deal (`label`: "Deal", "Hand"), a column per seat, or per team when the
 * rows have a score per team, and the totals. The end screen's and the boards' running sheets alike.
 */
export function SheetTable({
  deals,
  names,
  teams,
  label,
  testId = "score-sheet",
}: {
  deals: readonly (readonly number[])[];
  names: readonly string[];
  teams?: readonly (readonly number[])[];
  /** The rows' heading ("Hand"); `common:end.deal` ("Deal") by default. */
  label?: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  const columns = deals[0]?.length ?? 0;
  const heading = (i: number) =>
    teams && columns === teams.length
      ? inWords((teams[i] ?? []).map((seat) => names[seat] ?? playerName(seat)))
      : (names[i] ?? playerName(i));
  const totals = Array.from({ length: columns }, (_, i) =>
    deals.reduce((sum, row) => sum + (row[i] ?? 0), 0),
  );
  return (
    <table className="score-sheet" data-testid={testId}>
      <caption>{t("end.sheet")}</caption>
      <thead>
        <tr>
          <th scope="col">{label ?? t("end.deal")}</th>
          {totals.map((_, i) => (
            <th key={i} scope="col">
              {heading(i)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {deals.map((row, d) => (
          <tr key={d} data-testid={`deal-${d + 1}`}>
            <th scope="row">{d + 1}</th>
            {row.map((points, i) => (
              <td key={i}>{points}</td>
            ))}
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{t("end.total")}</th>
          {totals.map((total, i) => (
            <td key={i}>{total}</td>
          ))}
        </tr>
      </tfoot>
    </table>
  );
}

/**
 * The end of a match, in the page's flow above the board (never over it): the winner, or the draw,
 * every seat's final score and place in the game's unit, the score sheet when the match had several
 * deals; play again, watch the replay, or back to the lobby. Its title takes the focus when it comes.
 */
export function EndScreen({
  outcome,
  names,
  unit,
  onLobby,
  replay,
  ratings,
  ending,
  seats = [],
  dealWord,
  children,
}: {
  outcome: Outcome;
  names: readonly string[];
  /** The game's word for a deal on the score sheet (`GameUi.dealWord`); "Deal" by default. */
  dealWord?: string | undefined;
  /** The seats, saying who resigned or was away at the end (places and the title follow them). */
  seats?: readonly SeatStanding[];
  /** What a score counts (the game's `scoreUnit`; "" writes bare numbers). */
  unit: string;
  onLobby: () => void;
  /** The link to the match's replay. */
  replay?: { readonly href: string; readonly open?: () => void };
  /** The seats (with their rating changes once a rated match is over) and whether it was rated. */
  ratings?: {
    readonly seats: readonly SeatSummary[];
    readonly rated: boolean | undefined;
    /** Whether every person made the game's minimum of moves (absent: not said). */
    readonly played?: boolean | null | undefined;
  };
  /** What the table adds after the scores (how the match ended, the rematch). */
  /** How the match ended when it was not played out (a resignation, abandoned), under the title. */
  ending?: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
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
  // The end is said where it is drawn: focus goes to its title (scrolled into view), for screen readers.
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), []);
  return (
    <section className="end-screen" aria-labelledby="end-title" data-testid="end-screen">
      <div className="end-head">
        <Icon name="trophy" size="2rem" className="end-trophy" />
        <h2 id="end-title" data-testid="end-title" tabIndex={-1} ref={title}>
          {verdictWords(standingsOf(outcome, seats).verdict, names, "end")}
        </h2>
      </div>
      {ending}
      <Scores
        outcome={outcome}
        names={names}
        unit={unit}
        testIdPrefix="final-score"
        winnerMark={t("end.winnerMark")}
        seats={seats}
      />
      <ScoreSheet outcome={outcome} names={names} dealWord={dealWord} />
      {ratings && (
        <RatingChanges seats={ratings.seats} rated={ratings.rated} played={ratings.played} names={names} />
      )}
      {children}
      <div className="actions">
        {playAgain && (
          <button
            type="button"
            className="primary"
            onClick={again}
            disabled={starting}
            data-testid="play-again"
          >
            {starting ? t("end.settingUp") : t("end.playAgain")}
          </button>
        )}
        {replay && (
          <a
            href={replay.href}
            data-testid="end-replay-link"
            onClick={(e) => {
              if (!replay.open) return;
              e.preventDefault();
              replay.open();
            }}
          >
            {t("end.watchReplay")}
          </a>
        )}
        <button type="button" onClick={onLobby} data-testid="back-to-lobby">
          {t("end.backToLobby")}
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
