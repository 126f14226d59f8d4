import { personNames } from "@parlor/protocol";
import i18next from "i18next";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { SeatSummary } from "../api";
import { inWords } from "../words";

/**
 * Player colours (Okabe–Ito) with a mark each, so a token is told apart without colour. Okabe–Ito's
 * black is the page's ink, so it shows in the dark theme too.
 */
export const PLAYER_COLOURS = [
  "#0072B2",
  "#D55E00",
  "#009E73",
  "#CC79A7",
  "#E69F00",
  "#56B4E9",
  "var(--ink)",
  "#999933",
];
export const PLAYER_MARKS = ["●", "▲", "■", "◆", "★", "✚", "⬟", "⬢"];

export const playerColour = (seat: number): string =>
  PLAYER_COLOURS[seat % PLAYER_COLOURS.length] ?? "var(--ink)";
export const playerMark = (seat: number): string => PLAYER_MARKS[seat % PLAYER_MARKS.length] ?? "●";

/** A bot's level in words ("easy", "facile", "fácil"): `common:botLevels.<level>`. */
export function botLevel(level: string): string {
  return i18next.t(`common:botLevels.${level}`);
}

/** "Player 3" ("Joueur 3", "Jogador 3"): a seat without a name of its own. */
export function playerName(seat: number): string {
  return i18next.t("common:players.player", { n: seat + 1 });
}

/** "You" ("Vous", "Você"): the one seat this page holds. */
export function youName(): string {
  return i18next.t("common:players.you");
}

/**
 * The table's names for its seats, in the language in use, for a page holding the seats `held` (by
 * its tokens, or its person's): "You", "Player A"/"Player B" on a shared keyboard, bots by level
 * ("Bot 2 (easy)"), a person by the name they sat down with (two of one name told apart by their
 * tags: "Ana #x3F9"), others "Player 3". The server names the seats in the moves in words the same way
 * to the same page (server `namingOf`: "You bid Prise"), and the replay (held by nobody) by name.
 */
export function seatName(seat: number, seats: readonly SeatSummary[], held: readonly number[]): string {
  const mine = held.indexOf(seat);
  if (mine >= 0)
    return held.length === 1
      ? youName()
      : i18next.t("common:players.letter", { letter: String.fromCharCode(65 + mine) });
  const summary = seats[seat];
  if (summary && "bot" in summary)
    return i18next.t("common:players.bot", { n: seat + 1, level: botLevel(summary.bot) });
  return personNames(seats)[seat] ?? playerName(seat);
}

/** Every seat's name (`seatName`), in seat order. */
export function seatNames(seats: readonly SeatSummary[], held: readonly number[]): string[] {
  return seats.map((_, seat) => seatName(seat, seats, held));
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
 * The seats in strips: one per team when the game has partnerships (Buraco's pairs), else one per
 * seat, each seat in a plain list. `teams` lists every seat once.
 */
export function teamsOrSeats(count: number, teams?: readonly (readonly number[])[]): number[][] {
  if (teams && teams.length > 0) return teams.map((team) => [...team]);
  return Array.from({ length: count }, (_, seat) => [seat]);
}

/**
 * The players strip: each seat's chip with what the game shows beside it (`children`: its score,
 * freeze, pile, hand …), grouped by team when the game has partnerships. `player-<seat>` and
 * `players` are the test hooks; `className` marks a seat (its turn, frozen).
 */
export function PlayersStrip({
  names,
  teams,
  label,
  className,
  current,
  children,
}: {
  names: readonly string[];
  /** The game's partnerships (`teams`), when it has any. */
  teams?: readonly (readonly number[])[];
  label?: string;
  className?: (seat: number) => string;
  /** The seat to move, marked for screen readers (`aria-current`). */
  current?: number | null;
  children?: (seat: number) => ReactNode;
}) {
  const { t } = useTranslation();
  const groups = teamsOrSeats(names.length, teams);
  const player = (seat: number) => (
    <li
      key={seat}
      className={`player ${className?.(seat) ?? ""}`}
      data-testid={`player-${seat}`}
      aria-current={current === seat ? "step" : undefined}
    >
      <PlayerChip seat={seat} name={names[seat] ?? playerName(seat)} />
      {children?.(seat)}
    </li>
  );
  if (!groups.some((team) => team.length > 1)) {
    return (
      <ul className="players" aria-label={label ?? t("players.label")} data-testid="players">
        {groups.flat().map(player)}
      </ul>
    );
  }
  return (
    <ul className="players teams" aria-label={label ?? t("players.label")} data-testid="players">
      {groups.map((team, i) => (
        <li key={i} className="team" data-testid={`team-${i}`}>
          <ul
            aria-label={t("players.team", {
              n: i + 1,
              names: inWords(team.map((seat) => names[seat] ?? playerName(seat))),
            })}
          >
            {team.map(player)}
          </ul>
        </li>
      ))}
    </ul>
  );
}
