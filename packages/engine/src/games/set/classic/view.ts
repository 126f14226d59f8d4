import type { Seat } from "../../../core/game.js";
import type { ClassicMode, SolutionKind } from "./modes.js";
import type { Penalty } from "./options.js";

/** One solution found: by whom, which cards (codes, as claimed), when, and how long it took. */
export interface FoundView {
  readonly seat: Seat;
  readonly cards: readonly string[];
  /** Game time of the claim (ms since the match started). */
  readonly at: number;
  /** Since the table last changed (a solution taken or cards dealt; puzzle: since the table was dealt or the last find), in ms. */
  readonly took: number;
}

/** What everyone knows of one seat. */
export interface ClassicPlayerView {
  readonly score: number;
  /** Solutions found. */
  readonly found: number;
  readonly wrong: number;
  /** No claims before this game time (penalty freeze); 0 when never frozen. */
  readonly frozenUntil: number;
}

/** What just happened, for the page's animation and sound; `n` tells a new event from an old one. */
export type ClassicEventView =
  | {
      readonly kind: "found";
      readonly n: number;
      readonly at: number;
      readonly seat: Seat;
      readonly cards: readonly string[];
    }
  | {
      readonly kind: "wrong";
      readonly n: number;
      readonly at: number;
      readonly seat: Seat;
      readonly cards: readonly string[];
    }
  | { readonly kind: "deal"; readonly n: number; readonly at: number; readonly cards: readonly string[] };

/**
 * One seat's (or a spectator's, seat null) view. Everything is public except the deck, of which only
 * the size shows; a player's picking before a claim stays in their client.
 */
export interface ClassicView {
  readonly seat: Seat | null;
  readonly mode: ClassicMode;
  readonly kind: SolutionKind;
  /** Cards a claim names (3, 4 or 6). */
  readonly claimSize: number;
  /** Features per card (4; junior 3). */
  readonly features: number;
  readonly penalty: Penalty;
  /** The table's cards (codes) in their places; a replaced card takes the place of the one it replaces. */
  readonly board: readonly string[];
  /**
   * Chained modes once a solution was found: the previous solution's cards, set aside (not on the
   * board); a claim takes exactly `chainReuse` of them. Else empty.
   */
  readonly chain: readonly string[];
  readonly chainReuse: number;
  /** Cards left in the deck. */
  readonly deck: number;
  readonly players: readonly ClassicPlayerView[];
  /** Every solution found, oldest first: the last one is the "last solution" the table shows. */
  readonly found: readonly FoundView[];
  /** Puzzle: how many solutions the board holds, and those found on it so far; else null. */
  readonly puzzle: { readonly total: number; readonly found: readonly (readonly string[])[] } | null;
  /** The latest events, oldest first (a few). */
  readonly events: readonly ClassicEventView[];
  readonly finished: boolean;
  /** Seats with the best score once the game is over, else null. */
  readonly winners: readonly Seat[] | null;
  readonly endGamePause: number;
  readonly now: number;
}
