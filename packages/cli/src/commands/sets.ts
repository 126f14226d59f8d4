import { findSets, MAX_DECK_SIZE } from "@parlor/engine/set";
import { parseCommandArgs } from "../args.js";
import { success, UsageError, type CommandResult } from "../output.js";

/** Longest card code accepted: 3^8 = MAX_DECK_SIZE cards, the largest deck the finder builds tables for. */
export const MAX_CARD_LENGTH = Math.round(Math.log(MAX_DECK_SIZE) / Math.log(3));

/**
 * Splits the arguments into card codes (an argument may hold several, separated by spaces or
 * commas) and checks them: digits 0-2 only, all of the same length.
 */
export function parseCards(args: readonly string[]): string[] {
  const cards = args.flatMap((arg) => arg.split(/[\s,]+/)).filter((card) => card !== "");
  if (cards.length === 0) throw new UsageError("sets: give the cards, e.g. 'parlor sets 0000 1111 2222'");
  for (const card of cards) {
    if (!/^[0-2]+$/.test(card)) {
      throw new UsageError(`sets: '${card}' is not a card (a card is a code of digits 0-2, e.g. 0121)`);
    }
  }
  const length = (cards[0] as string).length;
  const other = cards.find((card) => card.length !== length);
  if (other !== undefined) {
    throw new UsageError(
      `sets: cards must all have the same length: '${cards[0] ?? ""}' has ${length} digits, '${other}' has ${other.length}`,
    );
  }
  if (length > MAX_CARD_LENGTH) {
    throw new UsageError(`sets: cards have at most ${MAX_CARD_LENGTH} digits, not ${length}`);
  }
  return cards;
}

/** `parlor sets <card> <card> …`: the sets among the cards, as one line of JSON. */
export function setsCommand(args: readonly string[]): CommandResult {
  const { positionals } = parseCommandArgs("sets", args, {}, true);
  const cards = parseCards(positionals);
  return success(JSON.stringify(findSets(cards)));
}
