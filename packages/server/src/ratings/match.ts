import type { Outcome } from "@parlor/engine";
import { placings, type PlayerRef } from "@parlor/protocol";
import type { MatchRating, StoredSeat, Store, TableRecord } from "../store/store.js";
import { botPlayer } from "../people/bots.js";
import { ensureBotPlayer } from "./bots.js";
import { blend, NEWCOMER, ordinalOf, rateSides, ratingValueOf, type Skill } from "./model.js";

/** What a rated match changes: the players' new ratings, and the seats carrying their rating change. */
export interface RatedMatch {
  /** One per player rated (a player holding several seats once), with their side; empty when nobody is rated. */
  readonly ratings: readonly MatchRating[];
  /** The table's seats, each rated seat with its `rating` ({ before, after } its own side's). */
  readonly seats: readonly StoredSeat[];
}

/**
 * What rating a match needs of the store: it reads ratings, players (their kind) and how often two
 * people met lately, and makes bot players; the caller stores the rest.
 */
export type RatingStore = Pick<Store, "ratings" | "getPlayer" | "createPlayer" | "ratedAgainst">;

/** Fewer distinct players than this at a table, or fewer sides, and nobody's rating changes. */
export const MIN_RATED_PLAYERS = 2;

/** How far back a rated match between the same two people makes the next one a repeat: 24 hours (ms). */
export const REPEAT_WINDOW_MS = 24 * 60 * 60 * 1000;
/**
 * How much the k-th rated match of a game between the same two people within the window moves their
 * ratings (the first at [0]): fully, then half as far each time, then not at all from the fifth on.
 */
export const REPEAT_WEIGHTS: readonly number[] = [1, 0.5, 0.25, 0.125, 0];

/**
 * Results between the same two people count fully once per window and are damped after (bots are
 * not people: a match against a bot is never a repeat). docs/ratings.md.
 */
export interface RepeatRule {
  readonly windowMs: number;
  /** The weight of the k-th match within the window at [k − 1]; past the list's end, its last. */
  readonly weights: readonly number[];
}

export const DEFAULT_REPEAT_RULE: RepeatRule = { windowMs: REPEAT_WINDOW_MS, weights: REPEAT_WEIGHTS };

/** The weight of a match between two people who finished `earlier` rated matches against each other within the window. */
export function repeatWeight(rule: RepeatRule, earlier: number): number {
  const { weights } = rule;
  return weights[Math.min(earlier, weights.length - 1)] ?? 1;
}

/**
 * The player a seat is rated as: a bot seat is its level's bot player, a human seat the player who
 * took it (a seat taken without a session is not rated). A person resigned or away is still rated
 * as themselves, however their stand-in played.
 */
export function ratedPlayerOf(game: string, seat: StoredSeat): PlayerRef | null {
  if (seat.bot !== undefined) return botPlayer(game, seat.bot);
  return seat.player ?? null;
}

/** The people among these players who have an account (rated play needs one: guests are not rated). */
async function accountsAmong(
  store: RatingStore,
  players: readonly (PlayerRef | null)[],
): Promise<Set<string>> {
  const ids = [...new Set(players.flatMap((p) => (p && p.bot === undefined ? [p.id] : [])))];
  const records = await Promise.all(ids.map((id) => store.getPlayer(id)));
  return new Set(records.flatMap((r) => (r?.kind === "account" ? [r.id] : [])));
}

/**
 * The new ratings of a finished match (rated, not abandoned: the caller decides that), with OpenSkill
 * over its sides (`placings` of `@parlor/protocol` says how they are placed). Only bots and people with an account
 * are rated: a guest's seat is left out as a seat taken without a session is.
 *
 * A person who already finished rated matches of the game against one of the other people at the
 * table (on another side) within `rule.windowMs` moves only part of the way (`repeatWeight`, after
 * the most such matches with any one of them): their new mu and sigma are blended with the old.
 *
 * A player holding several seats (two bots of one level, one person with two seats on one keyboard)
 * has each seat rated from the same rating before, then keeps the mean of their seats' new mu and
 * sigma; they played one more game, and won one more when any of their seats won. Each seat shows
 * its own side's change for its player (a bot seat of the losing side goes down, whatever its level's
 * other seat did). Bot players are made in the store the first time they are rated (the only
 * write). Sides with no rated seat drop out; the others are rated when at least two sides and two
 * players remain.
 */
export async function rateMatch(
  store: RatingStore,
  record: TableRecord,
  outcome: Outcome,
  now: number,
  rule: RepeatRule = DEFAULT_REPEAT_RULE,
): Promise<RatedMatch> {
  const seated = record.seats.map((seat) => ratedPlayerOf(record.game, seat));
  const accounts = await accountsAmong(store, seated);
  const players = seated.map((p) => (p && (p.bot !== undefined || accounts.has(p.id)) ? p : null));
  const sides = placings(record.seats, outcome)
    .map((placing, side) => ({ ...placing, side, seats: placing.seats.filter((seat) => players[seat]) }))
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
  const weights = await repeatWeights(store, record.game, players, sides, now, rule);
  // Each seat's new skill for its player (its side's, damped by its player's weight).
  const seatSkills = new Map<number, Skill>();
  // Each player's new skills, one per seat they held, whether any of those seats won, their first side.
  const outcomes = new Map<string, { skills: Skill[]; won: boolean; side: number }>();
  sides.forEach((side, s) =>
    side.seats.forEach((seat, m) => {
      const id = idOf(seat);
      const skill = blend(skillOf(id), (rated[s] as Skill[])[m] as Skill, weights.get(id) ?? 1);
      seatSkills.set(seat, skill);
      const entry = outcomes.get(id) ?? { skills: [], won: false, side: side.side };
      entry.skills.push(skill);
      entry.won ||= side.won;
      outcomes.set(id, entry);
    }),
  );
  const ratings = ids.map((id): MatchRating => {
    const { skills, won, side } = outcomes.get(id) as { skills: Skill[]; won: boolean; side: number };
    const mean = (pick: (skill: Skill) => number): number =>
      skills.reduce((sum, skill) => sum + pick(skill), 0) / skills.length;
    const skill = { mu: mean((s) => s.mu), sigma: mean((s) => s.sigma) };
    const previous = before.get(id);
    return {
      playerId: id,
      game: record.game,
      ...skill,
      rating: ordinalOf(skill),
      games: (previous?.games ?? 0) + 1,
      wins: (previous?.wins ?? 0) + (won ? 1 : 0),
      side,
    };
  });
  const seats = record.seats.map((seat, index): StoredSeat => {
    const id = players[index]?.id;
    const skill = seatSkills.get(index);
    if (id === undefined || !skill) return seat;
    const games = before.get(id)?.games ?? 0;
    return {
      ...seat,
      rating: { before: ratingValueOf(skillOf(id), games), after: ratingValueOf(skill, games + 1) },
    };
  });
  return { ratings, seats };
}

/**
 * Each rated player's weight in this match: a person's from the most rated matches of the game they
 * finished against any one person on another side here within the window; a bot's 1.
 */
async function repeatWeights(
  store: RatingStore,
  game: string,
  players: readonly (PlayerRef | null)[],
  sides: readonly { readonly side: number; readonly seats: readonly number[] }[],
  now: number,
  rule: RepeatRule,
): Promise<Map<string, number>> {
  // Each person's sides (one person may hold seats on several, on one keyboard).
  const sidesOf = new Map<string, Set<number>>();
  for (const side of sides)
    for (const seat of side.seats) {
      const player = players[seat];
      if (!player || player.bot !== undefined) continue;
      sidesOf.set(player.id, (sidesOf.get(player.id) ?? new Set()).add(side.side));
    }
  const since = now - rule.windowMs;
  const met = new Map<string, Promise<number>>();
  const earlier = (a: string, b: string): Promise<number> => {
    const key = JSON.stringify([a, b].sort());
    let count = met.get(key);
    if (!count) {
      count = store.ratedAgainst(game, a, b, since);
      met.set(key, count);
    }
    return count;
  };
  const weights = new Map<string, number>();
  for (const [id, own] of sidesOf) {
    const opponents = [...sidesOf].filter(
      ([other, theirs]) => other !== id && [...theirs].some((side) => !own.has(side)),
    );
    const counts = await Promise.all(opponents.map(([other]) => earlier(id, other)));
    weights.set(id, repeatWeight(rule, Math.max(0, ...counts)));
  }
  return weights;
}
