/** A player's page (`GET /api/players/:id`): who they are, their ratings, their latest matches. */
import type { Outcome } from "@parlor/engine";
import type { PlayerRef, TableEnding } from "@parlor/protocol";
import type { PlayerRecord, Store } from "../store/store.js";
import { botOfId, ensureBotPlayer } from "./bots.js";

/** How many of a player's latest finished matches their page lists. */
export const PROFILE_MATCHES = 20;

export interface ProfileRating {
  readonly game: string;
  readonly rating: number;
  readonly mu: number;
  readonly sigma: number;
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
  /** Whether one of their seats is among the winners. */
  readonly won: boolean;
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
  readonly matches: readonly ProfileMatch[];
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
    ratings: ratings.map(({ game, rating, mu, sigma, games, wins }) => ({
      game,
      rating,
      mu,
      sigma,
      games,
      wins,
    })),
    matches: matches.map(({ table, seats }) => ({
      table: table.id,
      game: table.game,
      finishedAt: table.finishedAt,
      seats,
      players: table.seats.map((s) => s.player ?? null),
      outcome: table.outcome,
      won: seats.some((seat) => table.outcome?.winners.includes(seat) ?? false),
      ending: table.ending,
      replay: `/replay/${table.id}`,
    })),
  };
}
