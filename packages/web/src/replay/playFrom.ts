/**
 * "Play from here" (issue 37, docs/protocol.md#play-from-here): from a moment of a finished turn
 * game's replay, a new unrated table against bots that starts from exactly that position. What the
 * replay can offer at a position (`playFromChoice`), and the question to the server (`askPlayFrom`).
 * The server decides; these only spare the person a question it would refuse.
 */
import type { AnyGame } from "@parlor/engine";
import { playFromAnswer, type PlayFromAnswer, type PlayFromBody } from "@parlor/protocol";
import { request, type SeatSummary } from "../api";
import type { Timeline } from "./timeline";

/** Why the replay cannot be played from a position: a key of the `playFrom` namespace. */
export type PlayFromBlock = "reasons.over" | "reasons.noMoves";

/** What "Play from here" offers at a position of a replay. */
export interface PlayFromChoice {
  /** How many of the match's actions the new table keeps: the position's (`POST …/play-from`'s `at`). */
  readonly at: number;
  /** Why it cannot be played from here, or null when it can. */
  readonly blocked: PlayFromBlock | null;
  /** The seats with a move to make there (the engine's `toAct`), in seat order. */
  readonly toPlay: readonly number[];
  /** The seat offered first: the one to play, else the person's own in the match, else 0. */
  readonly seat: number;
}

/**
 * What the replay offers at the position after `index` actions: the match's log keeps them all, so
 * any moment before its end is one the server plays from (0 to the number of actions − 1, the
 * match not over there). `mine` is the seat the page's person held in the match, if any.
 */
export function playFromChoice(timeline: Timeline, index: number, mine: number | null): PlayFromChoice {
  const { game, log, states } = timeline;
  const actions = log.actions.length;
  const at = Math.max(0, Math.min(Math.round(index), actions));
  const state = states[at];
  const blocked: PlayFromBlock | null =
    actions === 0
      ? "reasons.noMoves"
      : at >= actions || state === undefined || game.outcome(state) !== null
        ? "reasons.over"
        : null;
  const toPlay = state === undefined || blocked ? [] : [...game.toAct(state)].sort((a, b) => a - b);
  const seat =
    toPlay.length === 1
      ? (toPlay[0] as number)
      : mine !== null && (toPlay.length === 0 || toPlay.includes(mine))
        ? mine
        : (toPlay[0] ?? 0);
  return { at, blocked, toPlay, seat };
}

/** The seat the person (`player`, their id) held in the match, by the table's summary; null if none. */
export function seatOf(
  seats: readonly SeatSummary[] | null | undefined,
  player: string | null | undefined,
): number | null {
  if (!seats || !player) return null;
  const seat = seats.findIndex((s) => !("bot" in s) && s.player?.id === player);
  return seat < 0 ? null : seat;
}

/** The bot levels a person may choose (the game's listed ones), the game's default first chosen. */
export function botLevels(game: AnyGame): { readonly levels: string[]; readonly level: string } {
  const levels = Object.keys(game.bots).filter((level) => !game.bots[level]?.unlisted);
  const level = levels.includes(game.defaultBot) ? game.defaultBot : (levels[0] ?? game.defaultBot);
  return { levels, level };
}

/**
 * Whether the bots' level matters with the person at `seat`: some other seat was a person's (a bot's
 * seat keeps its own level).
 */
export function levelMatters(timeline: Timeline, seat: number): boolean {
  return timeline.log.seats.some((s, i) => i !== seat && s.bot === undefined);
}

/** `POST /api/matches/:id/play-from`: the new table, the seats' tokens (the person's at `seat`). */
export const askPlayFrom = (id: string, body: PlayFromBody): Promise<PlayFromAnswer> =>
  request(`/api/matches/${encodeURIComponent(id)}/play-from`, playFromAnswer, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });

/** The refusals the page tells in its own words (`playFrom:errors.<code>`); others as `problemText`. */
export const PLAY_FROM_REFUSALS: readonly string[] = [
  "not-finished",
  "not-turn-game",
  "bad-at",
  "over-at",
  "bad-seat",
  "bad-bot",
];
