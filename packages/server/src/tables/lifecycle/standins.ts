import { paceOf, type AnyGame } from "@parlor/engine";
import type { PlayerRef } from "@parlor/protocol";
import type { Limits } from "../../limits.js";
import { botPlayer } from "../../people/bots.js";
import type { Store, TableRecord } from "../../store/store.js";

/**
 * How long a person's seat waits for them before a bot stands in: the table's own grace, else the
 * default of the game's pace (20 s in a race, 60 s when the match waits for whoever is to act).
 */
export function graceOf(
  record: Pick<TableRecord, "graceMs">,
  game: AnyGame,
  limits: Pick<Limits, "turnsGraceMs" | "realTimeGraceMs">,
): number {
  if (record.graceMs !== null) return record.graceMs;
  return paceOf(game) === "real-time" ? limits.realTimeGraceMs : limits.turnsGraceMs;
}

/**
 * The bot level that plays a person's seat while they are away: the level whose rating in this game
 * is closest to the person's (the bots are rated players, `bot-<game>-<level>`; a level kept for tests,
 * `unlisted`, is never chosen), else the game's default level (a person without a rating, or bots not
 * rated yet).
 */
export async function matchedLevel(
  store: Store,
  game: AnyGame,
  player: PlayerRef | undefined,
): Promise<string> {
  if (!player || player.bot !== undefined) return game.defaultBot;
  // A level kept for tests (`unlisted`: no person plays like it) never stands in for a person.
  const levels = Object.keys(game.bots).filter((level) => game.bots[level]?.unlisted !== true);
  const botIds = new Map(levels.map((level) => [botPlayer(game.id, level).id, level]));
  const ratings = await store.ratings(game.id, [player.id, ...botIds.keys()]);
  const own = ratings.find((r) => r.playerId === player.id);
  if (!own) return game.defaultBot;
  let best: { level: string; distance: number } | null = null;
  for (const rating of ratings) {
    const level = botIds.get(rating.playerId);
    if (level === undefined) continue;
    const distance = Math.abs(rating.rating - own.rating);
    if (!best || distance < best.distance) best = { level, distance };
  }
  return best?.level ?? game.defaultBot;
}
