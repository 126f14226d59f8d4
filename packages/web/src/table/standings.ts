import type { Outcome } from "@parlor/engine";
import { placings, seatPlaces, verdictOf, type SeatStanding, type Verdict } from "@parlor/protocol";
import i18next from "i18next";
import { inWords } from "../words";
import { playerName, youName } from "./players";

/** A finished match's verdict and each seat's place, by the rule the server rates with. */
export interface Standings {
  readonly verdict: Verdict;
  /** Each seat's place (1 for the best; equal standing shares it), by seat. */
  readonly places: readonly number[];
}

/**
 * The standings of a finished match: `seats` say who resigned or was away at the end (a table's or
 * a summary's seats; none known, nobody forfeited), which ranks their side below every other.
 */
export function standingsOf(outcome: Outcome, seats: readonly SeatStanding[] = []): Standings {
  const placed = placings(seats, outcome);
  return { verdict: verdictOf(placed), places: seatPlaces(placed, outcome.scores.length) };
}

/**
 * Where a verdict is said: the end screen's title ("You win!"), the replay's ("Bot 2 wins"), a line of
 * the lobby's list ("Bot 2 won (3 – 1)", with the scores).
 */
export type VerdictPlace = "end" | "replay" | "history";

/**
 * A verdict in words, in the language in use: one winner ("Bot 2 (easy) wins!", "You win!"), several
 * ("Bot 2, Bot 3 and Bot 4 win!", "You and Player 3 win!"), a draw only when every side tied, or
 * nobody (an abandoned match). `scores` for the lobby's list.
 */
export function verdictWords(
  verdict: Verdict,
  names: readonly string[],
  place: VerdictPlace,
  scores = "",
): string {
  const t = i18next.t;
  const key = (word: string) => `common:${place}.${word}`;
  if (verdict.kind === "draw") return t(key("draw"), { scores });
  if (verdict.kind === "none") return t(key("noWinner"), { scores });
  const winners = verdict.winners.map((seat) => names[seat] ?? playerName(seat));
  const you = youName();
  if (place === "end" && winners.includes(you)) {
    const others = winners.filter((name) => name !== you);
    return others.length === 0 ? t(key("youWin")) : t(key("youAndOthersWin"), { names: inWords(others) });
  }
  return winners.length === 1
    ? t(key("wins"), { name: winners[0], scores })
    : t(key("winMany"), { names: inWords(winners), scores });
}
