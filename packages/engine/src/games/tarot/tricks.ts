/**
 * Trick play: which cards may be played on a trick, the suit a trick asks for, and who wins it.
 * Cards are the codes of `cards.ts`; a trick is its cards in the order they were played.
 */
import { cardFacts, EXCUSE, suitOf, TRUMP, type Family, type Suit } from "./cards.js";

/**
 * The family the trick asks for: the first card's suit, or `T` when a trump leads. A led Excuse asks
 * for nothing: the next card sets it. Null while nothing (or only the Excuse) has been played.
 */
export function ledFamily(trick: readonly string[]): Family | null {
  for (const card of trick) {
    if (card !== EXCUSE) return cardFacts(card).family;
  }
  return null;
}

/** The highest trump in the trick (its number), or 0 when it holds none. */
export function highestTrump(trick: readonly string[]): number {
  let best = 0;
  for (const card of trick) {
    const trump = cardFacts(card).trump;
    if (trump !== null && trump > best) best = trump;
  }
  return best;
}

/**
 * The 5-player first-trick rule: in the first trick nobody may lead the called card's suit except
 * with the called card itself. A card that sets the suit after a led Excuse counts as the lead.
 */
export interface FirstTrickRule {
  /** The called king (queen, knight) of a 5-player deal. */
  readonly calledCard?: string;
  /** Whether the trick is the deal's first. */
  readonly firstTrick?: boolean;
}

/**
 * The cards of `hand` that may be played next on `trick` (its cards in order, possibly empty), in the
 * hand's order, by the rules of trick play:
 * - the Excuse may be played at any time;
 * - whoever leads (or plays after a led Excuse) plays any card;
 * - otherwise follow the suit led; without it, trump; when a trump is led or has been played, play
 *   higher than the highest trump in the trick if you can (even over a partner), else any trump
 *   (undertrump); with neither the suit nor a trump, any card.
 * With `rule` (5 players), a lead in the first trick may not be of the called card's suit except
 * the called card itself, unless the hand holds nothing else.
 * Never empty for a non-empty hand.
 */
export function legalPlays(
  hand: readonly string[],
  trick: readonly string[],
  rule?: FirstTrickRule,
): string[] {
  const led = ledFamily(trick);
  if (led === null) return legalLeads(hand, rule);
  if (led !== TRUMP) {
    const following = followers(hand, led);
    if (following !== null) return following;
  }
  return trumpPlays(hand, highestTrump(trick)) ?? [...hand];
}

/** The cards of `hand` that follow `suit`, the Excuse with them; null when it holds none of the suit. */
function followers(hand: readonly string[], suit: Suit): string[] | null {
  const cards: string[] = [];
  let holds = false;
  for (const card of hand) {
    const family = cardFacts(card).family;
    if (family === suit) holds = true;
    if (family === suit || card === EXCUSE) cards.push(card);
  }
  return holds ? cards : null;
}

/**
 * The trumps of `hand` it may play on a trick whose highest trump is `toBeat` (0 for none): those
 * over it, else any trump; the Excuse with them. Null when it holds no trump.
 */
function trumpPlays(hand: readonly string[], toBeat: number): string[] | null {
  let top = 0;
  for (const card of hand) top = Math.max(top, cardFacts(card).trump ?? 0);
  if (top === 0) return null;
  const above = top > toBeat ? toBeat : 0;
  return hand.filter((card) => card === EXCUSE || (cardFacts(card).trump ?? 0) > above);
}

/**
 * The cards of `hand` that may lead a trick (or set its suit after a led Excuse): any card, except in
 * the first trick of a 5-player deal (`rule`), where the called card's suit may be led only with the
 * called card itself, unless the hand holds nothing else.
 */
export function legalLeads(hand: readonly string[], rule?: FirstTrickRule): string[] {
  const called = rule?.calledCard;
  if (!rule?.firstTrick || called === undefined) return [...hand];
  const calledSuit = suitOf(called);
  if (calledSuit === null) return [...hand];
  const allowed = hand.filter((card) => card === called || suitOf(card) !== calledSuit);
  return allowed.length > 0 ? allowed : [...hand];
}

/**
 * The position in the trick (0 for the first card) of the card winning it so far: the highest trump,
 * else the highest card of the suit led. The Excuse never wins, unless `excuseWins` and it leads the
 * trick: the last trick, led with the Excuse by a side that has won every trick before it, which the
 * game decides. Null while the trick is empty or holds only the Excuse.
 */
export function winningPosition(trick: readonly string[], excuseWins = false): number | null {
  if (excuseWins && trick[0] === EXCUSE) return 0;
  const led = ledFamily(trick);
  if (led === null) return null;
  const counting = highestTrump(trick) > 0 ? TRUMP : led;
  let best: number | null = null;
  let bestStrength = 0;
  for (let position = 0; position < trick.length; position++) {
    const facts = cardFacts(trick[position] as string);
    if (facts.family === counting && (best === null || facts.strength > bestStrength)) {
      best = position;
      bestStrength = facts.strength;
    }
  }
  return best;
}

/**
 * Whether `card` played on a trick would take it from `winner`, the card winning it so far
 * (`winningPosition`'s): a trump over a lower trump or any suit card, a card of the winner's suit
 * over a lower one. The Excuse never takes a trick.
 */
export function beats(card: string, winner: string): boolean {
  const facts = cardFacts(card);
  const best = cardFacts(winner);
  if (facts.trump !== null) return best.trump === null || facts.strength > best.strength;
  return facts.suit !== null && facts.suit === best.suit && facts.strength > best.strength;
}

/**
 * Who wins a complete trick: the seat of the winning card (`winningPosition`), counting seats from the
 * `leader`'s (default 0) around a table of as many seats as the trick has cards. A trick of the Excuse
 * alone is the leader's.
 */
export function trickWinner(trick: readonly string[], leader = 0, excuseWins = false): number {
  const position = winningPosition(trick, excuseWins);
  return position === null ? leader : (leader + position) % trick.length;
}
