import {
  botLevel,
  err,
  getGame,
  ok,
  paceOf,
  parseOptions,
  ruleError,
  seatCountsInWords,
  seatsAllowed,
  type AnyGame,
  type Result,
  type RuleError,
} from "@parlor/engine";
import type { TurnBasedClock } from "@parlor/protocol";
import type { QuotaKind } from "../limits.js";
import type { TableRecord } from "../store/store.js";
import { botPlayer } from "../people/bots.js";
import { hashToken, newSeed, newTableId, newToken } from "./tokens.js";

/** Refusals of a table request besides the engine's (`no-game`, `bad-seats`, `bad-bot`, options). */
export const TableErrors = {
  /** A turn-based table of a race game (the SET games). */
  badPace: "bad-pace",
} as const;

/** A seat asked for when a table is made. */
export type SeatRequest = { readonly bot: string } | { readonly human: true };

/** What a table's maker chose besides the game, its options and its seats. */
export interface TableSettings {
  /** The player who makes the table (a request with a session): they start it. */
  readonly host?: string | null;
  /**
   * Whether the match counts for ratings (default true), when the host may make it so: a rated
   * table needs a host with an account (`hostAccount`), else it is unrated (docs/ratings.md).
   */
  readonly rated?: boolean;
  /** Whether the host has an account (rated play needs one); absent: no. */
  readonly hostAccount?: boolean;
  /** How long a person may be away before a bot plays their seat (ms); null: the default by pace. */
  readonly graceMs?: number | null;
  /**
   * Made by quick match for the people it seated: the table has no host (it starts once every person
   * has taken their seat); `host`, the longest waiter, only says whether it may be rated.
   */
  readonly quickMatch?: boolean;
  /** A turn-based table's time bank (docs/protocol.md#turn-based-tables); absent or null: live. */
  readonly turnBased?: TurnBasedClock | null;
}

/** A table request that passed every check: what to store, and the tokens to hand out. */
export interface Admitted {
  readonly game: AnyGame;
  readonly record: TableRecord;
  /** One per seat: the secret token of a human seat, null for a bot's. */
  readonly seatTokens: (string | null)[];
  /** Which of the address's caps the table counts against. */
  readonly kind: QuotaKind;
}

/**
 * Checks a request for a new table (the game, its seat count, its bot levels, its options) and makes
 * its record, waiting for players; nothing is stored or counted here (the address's caps are the
 * caller's: `TableQuota.take` with the record's id and `kind`).
 */
export function admit(
  gameId: string,
  rawOptions: unknown,
  seats: readonly SeatRequest[],
  createdAt: number,
  settings: TableSettings = {},
): Result<Admitted, RuleError> {
  const game = getGame(gameId);
  if (!game) return err(ruleError("no-game", `There is no game '${gameId}'.`));
  if (!seatsAllowed(game, seats.length)) {
    return err(
      ruleError(
        "bad-seats",
        `${game.title} seats ${seatCountsInWords(game.seatCounts)} players, not ${seats.length}.`,
      ),
    );
  }
  for (const seat of seats) {
    // Own levels only: "toString" or "__proto__" are not bot levels.
    if ("bot" in seat && !botLevel(game, seat.bot)) {
      return err(
        ruleError(
          "bad-bot",
          `${game.title} has no bot level '${seat.bot}' (levels: ${Object.keys(game.bots).join(", ")}).`,
        ),
      );
    }
  }
  if (settings.turnBased && paceOf(game) !== "turns")
    return err(
      ruleError(TableErrors.badPace, `${game.title} is a race: its tables are live, never turn-based.`),
    );
  const options = parseOptions(
    game,
    settings.turnBased && game.turnBasedOptions
      ? { ...(rawOptions as object), ...game.turnBasedOptions }
      : rawOptions,
  );
  if (!options.ok) return options;
  const kind: QuotaKind = seats.every((s) => "bot" in s) ? "bots" : "waiting";
  const seatTokens = seats.map((s) => ("bot" in s ? null : newToken()));
  const record: TableRecord = {
    id: newTableId(),
    game: game.id,
    options: options.value,
    seed: newSeed(),
    seats: seats.map((s, i) =>
      "bot" in s
        ? { bot: s.bot, joined: true, player: botPlayer(game.id, s.bot) }
        : { human: true, tokenHash: hashToken(seatTokens[i] as string), joined: false },
    ),
    status: "waiting",
    createdAt,
    startedAt: null,
    finishedAt: null,
    outcome: null,
    until: null,
    seq: 0,
    host: settings.quickMatch === true ? null : (settings.host ?? null),
    rated: (settings.rated ?? true) && settings.hostAccount === true,
    ending: null,
    played: null,
    next: null,
    graceMs: settings.graceMs ?? null,
    turnBased: settings.turnBased ?? null,
    turn: null,
    deadlineAt: null,
  };
  return ok({ game, record, seatTokens, kind });
}
