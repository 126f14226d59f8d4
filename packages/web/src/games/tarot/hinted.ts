/**
 * Where the board marks the move a hint shows (`TableProps.hinted`: the strong bot's action, as French
 * Tarot's): the cards of the hand it plays or puts down, the bid's button, the called card, the chelem's
 * answer, the trumps of a poignée. Anything else, or no hint, marks nothing.
 */
import { tarotAction, type Bid, type TarotAction } from "@parlor/engine/tarot";

/** The hint's action as a French Tarot move, or null (no hint, or not a move of this game). */
export function hintedMove(hinted: unknown): TarotAction | null {
  if (hinted === null || hinted === undefined) return null;
  const parsed = tarotAction.safeParse(hinted);
  return parsed.success ? parsed.data : null;
}

/** The cards of the hand the hint marks: the card to play, or each card to put down. */
export function hintedCards(hinted: unknown): string[] {
  const move = hintedMove(hinted);
  if (move?.type === "play") return [move.card];
  if (move?.type === "discard") return [...move.cards];
  return [];
}

/** The bid the hint marks in the bidding panel (a contract, or "pass"), or null. */
export function hintedBid(hinted: unknown): Bid | null {
  const move = hintedMove(hinted);
  return move?.type === "bid" ? move.contract : null;
}

/** The card the hint calls (5 players), or null. */
export function hintedCall(hinted: unknown): string | null {
  const move = hintedMove(hinted);
  return move?.type === "call" ? move.card : null;
}

/** Whether the hint announces a chelem (true) or declines it (false); null when it is another move. */
export function hintedChelem(hinted: unknown): boolean | null {
  const move = hintedMove(hinted);
  return move?.type === "chelem" ? move.announce : null;
}

/** The trumps the hint shows as a poignée, marked among the poignée's trumps to pick. */
export function hintedPoignee(hinted: unknown): string[] {
  const move = hintedMove(hinted);
  return move?.type === "poignee" ? [...move.cards] : [];
}
