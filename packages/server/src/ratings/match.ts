import type { Outcome } from "@parlor/engine";
import type { PlayerRef } from "@parlor/protocol";
import type { RatingRecord, StoredSeat, Store, TableRecord } from "../store/store.js";
import { botPlayer } from "../people/bots.js";
import { ensureBotPlayer } from "./bots.js";
import { NEWCOMER, rateSides, ratingValueOf, type Skill } from "./model.js";
import { placings } from "./ranks.js";

/** What a rated match changes: the players' new ratings, and the seats carrying their rating change. */
export interface RatedMatch {
  /** One per player rated (a player holding several seats once); empty when nobody is rated. */
  readonly ratings: readonly RatingRecord[];
  /** The table's seats, each rated seat with its `rating` ({ before, after } its player's). */
  readonly seats: readonly StoredSeat[];
}

/** What rating a match needs of the store: it reads ratings and makes bot players; the caller stores the rest. */
export type RatingStore = Pick<Store, "ratings" | "getPlayer" | "createPlayer">;

/** Fewer distinct players than this at a table, or fewer sides, and nobody's rating changes. */
export const MIN_RATED_PLAYERS = 2;

/**
 * The player a seat is rated as: a bot seat is its level's bot player, a human seat the player who
 * took it (a seat taken without a session is not rated). A person resigned or away is still rated
 * as themselves, however their stand-in played.
 */
export function ratedPlayerOf(game: string, seat: StoredSeat): PlayerRef | null {
  if (seat.bot !== undefined) return botPlayer(game, seat.bot);
  return seat.player ?? null;
}

/**
 * The new ratings of a finished match (rated, not abandoned: the caller decides that), with OpenSkill
 * over its sides (tables/ranks.ts says how they are placed). A player holding several seats (two
 * bots of one level, one person with two seats on one keyboard) has each seat rated from the same
 * rating before, then keeps the mean of their seats' new mu and sigma; they played one more game, and
 * won one more when any of their seats won. Bot players are made in the store the first time they
 * are rated (the only write). Sides with no rated seat drop out; the others are rated when at least two sides and
 * two players remain.
 */
export async function rateMatch(
  store: RatingStore,
  record: TableRecord,
  outcome: Outcome,
  now: number,
): Promise<RatedMatch> {
  const players = record.seats.map((seat) => ratedPlayerOf(record.game, seat));
  const sides = placings(record.seats, outcome)
    .map((placing) => ({ ...placing, seats: placing.seats.filter((seat) => players[seat]) }))
    .filter((placing) => placing.seats.length > 0);
  // The players rated, in the order of their first seat.
  const ratedSeats = new Set(sides.flatMap((side) => side.seats));
  const ids = [
    ...new Set(players.flatMap((player, seat) => (player && ratedSeats.has(seat) ? [player.id] : []))),
  ];
  if (sides.length < MIN_RATED_PLAYERS || ids.length < MIN_RATED_PLAYERS) {
    return { ratings: [], seats: record.seats };
  }
  for (const player of new Set(players)) {
    if (player?.bot !== undefined) await ensureBotPlayer(store, record.game, player.bot, now);
  }
  const before = new Map((await store.ratings(record.game, ids)).map((row) => [row.playerId, row]));
  const skillOf = (id: string): Skill => before.get(id) ?? NEWCOMER;
  const idOf = (seat: number): string => (players[seat] as PlayerRef).id;
  const rated = rateSides(
    sides.map((side) => side.seats.map((seat) => skillOf(idOf(seat)))),
    sides.map((side) => side.rank),
  );
  // Each player's new skills, one per seat they held, and whether any of those seats won.
  const outcomes = new Map<string, { skills: Skill[]; won: boolean }>();
  sides.forEach((side, s) =>
    side.seats.forEach((seat, m) => {
      const entry = outcomes.get(idOf(seat)) ?? { skills: [], won: false };
      entry.skills.push((rated[s] as Skill[])[m] as Skill);
      entry.won ||= side.won;
      outcomes.set(idOf(seat), entry);
    }),
  );
  const ratings = ids.map((id): RatingRecord => {
    const { skills, won } = outcomes.get(id) as { skills: Skill[]; won: boolean };
    const mean = (pick: (skill: Skill) => number): number =>
      skills.reduce((sum, skill) => sum + pick(skill), 0) / skills.length;
    const skill = { mu: mean((s) => s.mu), sigma: mean((s) => s.sigma) };
    const previous = before.get(id);
    return {
      playerId: id,
      game: record.game,
      ...skill,
      rating: ratingValueOf(skill).rating,
      games: (previous?.games ?? 0) + 1,
      wins: (previous?.wins ?? 0) + (won ? 1 : 0),
    };
  });
  const after = new Map(ratings.map((row) => [row.playerId, row]));
  const seats = record.seats.map((seat, index): StoredSeat => {
    const id = players[index]?.id;
    const row = id === undefined ? undefined : after.get(id);
    if (id === undefined || !row) return seat;
    return { ...seat, rating: { before: ratingValueOf(skillOf(id)), after: ratingValueOf(row) } };
  });
  return { ratings, seats };
}
