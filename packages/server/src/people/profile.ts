/** A player's page (`GET /api/players/:id`): who they are, their ratings, their latest matches. */
import type { Outcome } from "@parlor/engine";
import { placings, type PlayerRef, type TableEnding } from "@parlor/protocol";
import type { PlayerRecord, Store, TableRecord } from "../store/store.js";
import { displayedRating, isProvisional } from "../ratings/model.js";
import { botOfId, ensureBotPlayer } from "./bots.js";

/** How many of a player's latest played matches their page lists (the rest: `/api/matches?player=`). */
export const PROFILE_MATCHES = 20;

export interface ProfileRating {
  readonly game: string;
  /** The rating people see (ratings/model.ts `displayedRating`). */
  readonly rating: number;
  readonly mu: number;
  readonly sigma: number;
  /** Few rated matches yet, or a skill still uncertain (ratings/model.ts `isProvisional`). */
  readonly provisional: boolean;
  readonly games: number;
  readonly wins: number;
}

export interface ProfileMatch {
  readonly table: string;
  readonly game: string;
  readonly finishedAt: number | null;
  /** The seats this player held. */
  readonly seats: readonly number[];
  /** Everyone at the table, seat by seat (null: a seat taken without a session). */
  readonly players: readonly (PlayerRef | null)[];
  readonly outcome: Outcome | null;
  /**
   * Whether their side won, by the rules the ratings place sides by (`placings`): a side that
   * resigned or was replaced by a stand-in at the end placed below everyone; a draw of everyone is
   * nobody's win.
   */
  readonly won: boolean;
  /** Won (as `won`), a draw (every side placed first, none gave up), or lost. */
  readonly result: "won" | "draw" | "lost";
  readonly ending: TableEnding | null;
  /** The page of its replay. */
  readonly replay: string;
}

export interface Profile {
  readonly id: string;
  readonly name: string;
  readonly kind: PlayerRecord["kind"];
  /** A bot player's level. */
  readonly bot?: string;
  /** When the player was made (wall-clock ms). */
  readonly memberSince: number;
  readonly ratings: readonly ProfileRating[];
  /** Their latest played matches, the most recently finished first (at most PROFILE_MATCHES). */
  readonly matches: readonly ProfileMatch[];
  /** Where all their played matches are listed, a page at a time. */
  readonly allMatches: string;
}

/**
 * How the finished match went for these seats, by the places the ratings use (`placings`): won when
 * one of them is on a side that won; a draw when every side placed first and none gave up.
 */
export function resultAt(table: TableRecord, seats: readonly number[]): ProfileMatch["result"] {
  if (!table.outcome) return "lost";
  const placed = placings(table.seats, table.outcome);
  if (placed.some((side) => side.won && side.seats.some((s) => seats.includes(s)))) return "won";
  return placed.every((side) => side.rank === 1 && !side.forfeited) ? "draw" : "lost";
}

/** The player, or a game's bot player made on first sight; null when there is no such player. */
async function findPlayer(store: Store, id: string): Promise<PlayerRecord | null> {
  const found = await store.getPlayer(id);
  if (found) return found;
  const bot = botOfId(id);
  return bot ? ensureBotPlayer(store, bot.game, bot.level) : null;
}

/** A player's page, or null when there is no such player. */
export async function profileOf(store: Store, id: string): Promise<Profile | null> {
  const player = await findPlayer(store, id);
  if (!player) return null;
  const [ratings, matches] = await Promise.all([
    store.playerRatings(player.id),
    store.playerMatches(player.id, PROFILE_MATCHES),
  ]);
  const bot = player.kind === "bot" ? botOfId(player.id)?.level : undefined;
  return {
    id: player.id,
    name: player.name,
    kind: player.kind,
    ...(bot !== undefined ? { bot } : {}),
    memberSince: player.createdAt,
    ratings: ratings.map(({ game, mu, sigma, games, wins }) => ({
      game,
      rating: displayedRating({ mu, sigma }),
      mu,
      sigma,
      provisional: isProvisional({ mu, sigma }, games),
      games,
      wins,
    })),
    matches: matches.map(({ table, seats }) => {
      const result = resultAt(table, seats);
      return {
        table: table.id,
        game: table.game,
        finishedAt: table.finishedAt,
        seats,
        players: table.seats.map((s) => s.player ?? null),
        outcome: table.outcome,
        won: result === "won",
        result,
        ending: table.ending,
        replay: `/replay/${table.id}`,
      };
    }),
    allMatches: `/api/matches?player=${encodeURIComponent(player.id)}`,
  };
}
