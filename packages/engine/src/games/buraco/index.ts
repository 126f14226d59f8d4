/**
 * Buraco's public helpers, exported from @parlor/engine as the `buraco` namespace and on their own as
 * `@parlor/engine/buraco`: the cards (codes such as `AS`, `10H`, `JK`, physical ids `AS.0`), melds
 * (`classifyMeld`, `arrangeMeld`, `extendMeld`) and the scoring of a hand (`scoreHand`, `checkSide`),
 * which the game itself uses (one rule, one place).
 *
 * @module @parlor/engine/buraco
 */
// First: how zod builds schemas in a browser (see the module); checkSide's schema is built on import.
import "../../core/schemas.js";
export { ok, err, type Result } from "../../core/result.js";
export { refuse, type RuleError } from "../../core/errors.js";
export {
  CARD_VALUES,
  COPY_SEPARATOR,
  DECK,
  DECK_COPIES,
  HAND_SUIT_ORDER,
  JOKER,
  JOKER_COUNT,
  RANKS,
  RED_SUITS,
  RED_THREE_POINTS,
  SUITS,
  THREE,
  WILD_RANK,
  cardOf,
  cardValue,
  copyOf,
  handPenalty,
  idOf,
  isBlackThree,
  isCard,
  isJoker,
  isRedThree,
  isThree,
  isWild,
  physicalDeck,
  rankOf,
  sortHand,
  suitOf,
  type CardOptions,
  type Rank,
  type Suit,
} from "./cards.js";
export {
  CANASTA_LENGTH,
  MAX_WILDS,
  MIN_MELD,
  RUN_RANKS,
  arrangeMeld,
  canastaOf,
  classifyMeld,
  extendMeld,
  meldCodes,
  type CanastaKind,
  type MeldClass,
  type MeldKind,
  type MeldLayout,
  type MeldOptions,
} from "./melds.js";
export {
  ACE_TO_ACE_BONUS,
  ACE_TO_KING_BONUS,
  GOING_OUT_BONUS,
  MIXED_CANASTA_BONUS,
  MORTO_PENALTY,
  NATURAL_CANASTA_BONUS,
  RED_THREE_COUNT,
  SIDE_COUNT,
  canastaBonus,
  checkSide,
  checkSides,
  scoreHand,
  scoreTally,
  type HandScore,
  type SideTally,
  type ScoringOptions,
  type Side,
} from "./scoring.js";
// The game itself (not in the catalogue yet: the web needs a table first).
export { buracoGame, SEAT_COUNTS } from "./game.js";
export { buracoAction, type BuracoAction } from "./actions.js";
export { buracoOptions, DEFAULT_TARGET, type BuracoOptions } from "./options.js";
export type {
  BuracoEvent,
  BuracoPhase,
  BuracoState,
  BuracoStep,
  HandResult,
  KnockOut,
  MortoFate,
} from "./state.js";
export type { BuracoView, MeldView, MortoView } from "./view.js";
export { buracoLegal, oneOfEachFace } from "./legal.js";
export { buracoCardWords } from "./describe.js";
