/** A player's page (`GET /api/players/:id`): who they are, their ratings, their latest matches. */
import {
  placings,
  type DeepReadonly,
  type PlayerMatch,
  type PlayerPage,
  type PlayerRating,
} from "@parlor/protocol";
import type { PlayerRecord, Store, TableRecord } from "../store/store.js";
import { displayedRating, isProvisional } from "../ratings/model.js";
import { botOfId, ensureBotPlayer } from "./bots.js";

/** How many of a player's latest played matches their page lists (the rest: `/api/matches?player=`). */
export const PROFILE_MATCHES = 20;

/** A player's rating in one game, on their page (the protocol's `playerRating`). */
export type ProfileRating = DeepReadonly<PlayerRating>;

/** One of their latest played matches (the protocol's `playerMatch`). */
export type ProfileMatch = DeepReadonly<PlayerMatch>;

/** A player's page (the protocol's `playerPage`). */
export type Profile = DeepReadonly<PlayerPage>;

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
