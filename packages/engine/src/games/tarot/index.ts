/**
 * French Tarot's public helpers, exported from @parlor/engine as the `tarot` namespace and on their
 * own as `@parlor/engine/tarot`: the cards and their points, trick play (`legalPlays`, `trickWinner`),
 * and the scoring of a deal (`scoreDeal`, `checkDeal`), which the game itself uses (one rule, one place).
 *
 * @module @parlor/engine/tarot
 */
// First: how zod builds schemas in a browser (see the module); checkDeal's schema is built on import.
import "../../core/schemas.js";
export { ok, err, type Result } from "../../core/result.js";
export { refuse, type RuleError } from "../../core/errors.js";
export {
  CARD_POINTS,
  DECK,
  DECK_SIZE,
  EXCUSE,
  HAND_SUIT_ORDER,
  MONDE,
  OUDLERS,
  PETIT,
  RANKS,
  SUITS,
  TOTAL_POINTS,
  TRUMP,
  TRUMP_COUNT,
  cardIndex,
  cardPoints,
  countOudlers,
  countPoints,
  familyOf,
  isCard,
  isOudler,
  isTrump,
  rankOf,
  sortHand,
  strengthOf,
  suitOf,
  trumpNumber,
  type Family,
  type Rank,
  type Suit,
} from "./cards.js";
export {
  highestTrump,
  ledFamily,
  legalLeads,
  legalPlays,
  trickWinner,
  winningPosition,
  type FirstTrickRule,
} from "./tricks.js";
export {
  CHELEM_BONUS,
  CONTRACT_BASE,
  CONTRACTS,
  MULTIPLIERS,
  PETIT_AU_BOUT,
  PLAYER_COUNTS,
  POIGNEE_BONUSES,
  POIGNEE_SIZES,
  POIGNEES,
  TARGETS,
  breakdownDeal,
  checkDeal,
  chelemLeast,
  contractMade,
  scoreDeal,
  seatShares,
  targetFor,
  type Chelem,
  type ChelemLeast,
  type Contract,
  type Deal,
  type DealBreakdown,
  type DealScore,
  type Players,
  type Poignee,
  type PoigneeBonuses,
  type ScoringOptions,
  type Side,
} from "./scoring.js";
/** The game itself (`tarotGame`), its actions, options, state and view types. */
export { tarotGame } from "./game.js";
export { BIDS, tarotAction, type Bid, type TarotAction } from "./actions.js";
export { tarotOptions, type TarotOptions } from "./options.js";
export type {
  DealResult,
  PlayedCard,
  Poignee as ShownPoignee,
  TarotEvent,
  TarotPhase,
  TarotState,
  Trick,
} from "./state.js";
export { tarotView, type TarotView } from "./view.js";
export { tarotLegal } from "./legal.js";
export { tarotCardWords } from "./describe.js";
