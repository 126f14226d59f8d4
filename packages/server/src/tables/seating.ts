import { ruleError, type RuleError } from "@parlor/engine";
import { ProtocolErrors, type PlayerRef } from "@parlor/protocol";
import type { Store, StoredSeat, TableRecord } from "../store/store.js";

/**
 * The refusal of a seat of a rated table to someone without an account (a guest, or no session):
 * rated play needs an account (docs/ratings.md).
 */
export function accountRefusal(): RuleError {
  return ruleError(
    ProtocolErrors.accountNeeded,
    "This table is rated: only players with an account can sit at it. Make an account or log in, or play at an unrated table.",
  );
}

/** Whether a player has an account (rated play needs one); false without a player. */
export async function hasAccount(
  store: Pick<Store, "getPlayer">,
  playerId: string | null | undefined,
): Promise<boolean> {
  if (!playerId) return false;
  return (await store.getPlayer(playerId))?.kind === "account";
}

/**
 * Whether a seat is free for anyone at the table to take (`sit`): a person's seat at a table still
 * waiting for players, that nobody has taken and that is kept for no other player (a rematch keeps
 * each person's seat for them). Once a match has begun every person's seat is taken, and stays its
 * holder's while they are away (a stand-in bot plays it, and gives it back when they return), so a
 * live table has no free seat. A seat of a rated table only for a player with an account (`account`).
 * Null: `player` (null without a session) may take it; else why not.
 */
export function sitRefusal(
  record: Pick<TableRecord, "status" | "seats"> & { readonly rated?: boolean },
  seat: number,
  player: PlayerRef | null | undefined,
  account = false,
): RuleError | null {
  if (record.status === "finished") return ruleError(ProtocolErrors.finished, "That match is over.");
  const held: StoredSeat | undefined = record.seats[seat];
  if (!held) return ruleError(ProtocolErrors.seatTaken, `This table has no seat ${seat}.`);
  if (held.bot !== undefined) return ruleError(ProtocolErrors.seatTaken, `A bot plays seat ${seat}.`);
  if (record.status !== "waiting" || held.joined)
    return ruleError(ProtocolErrors.seatTaken, `Seat ${seat} is taken.`);
  if (held.player && held.player.id !== player?.id)
    return ruleError(ProtocolErrors.seatTaken, `Seat ${seat} is kept for ${held.player.name}.`);
  if (record.rated === true && !account) return accountRefusal();
  return null;
}
