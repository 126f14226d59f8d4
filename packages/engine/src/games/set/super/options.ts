import { z } from "zod";
import { withUnit } from "../../../core/units.js";
import { CLASSIC, deckSize } from "../cards.js";

const ms = (fallback: number, text: string, least = 0) =>
  withUnit("ms", z.number().int().min(least).default(fallback).describe(text));
const cards = (fallback: number, max: number, text: string) =>
  z.number().int().min(0).max(max).default(fallback).describe(text);

/** The most points a correct SET can be worth: points are cards, and a set has `values` cards. */
const CARDS_IN_A_SET = CLASSIC.values;
/** The most points a single payment can ask for: the whole deck. */
const MOST_A_PAYMENT_CAN_ASK = deckSize(CLASSIC);

/** Table options of SET Super Rules. Times are in milliseconds; points are cards. */
export const superOptions = z.strictObject({
  autoFlip: ms(
    8_000,
    "Time after a turn began at which the card is flipped automatically for the player whose turn it is; 0 never flips automatically.",
  ),
  callWindow: ms(5_000, "Time a caller has to point out three cards after calling SET.", 1),
  superWindow: ms(
    10_000,
    "Time after the flip that starts a super round during which only its participants may call.",
    1,
  ),
  windowGap: ms(
    1_500,
    "Breathing room: after a call window or a super round closes, the next flip by hand waits this long, and the automatic flip as long again (so the player whose turn it is can flip by hand first); meanwhile anyone may announce a super round. 0: flips may follow at once.",
  ),
  superMustIncludeFlipped: z
    .boolean()
    .default(false)
    .describe(
      "The rulebook's debatable rule: a set found in a super round must include the card just flipped.",
    ),
  setPoints: cards(
    1,
    CARDS_IN_A_SET,
    "Cards of a correct SET the caller keeps as points; the rest are discarded.",
  ),
  superSetPoints: cards(
    3,
    CARDS_IN_A_SET,
    "Cards of a correct SET in a super round the caller keeps as points; the rest are discarded.",
  ),
  wrongCallCost: cards(1, MOST_A_PAYMENT_CAN_ASK, "Points a wrong or unfinished call costs."),
  superWrongCallCost: cards(
    2,
    MOST_A_PAYMENT_CAN_ASK,
    "Points a wrong or unfinished call in a super round costs.",
  ),
  superMissCost: cards(
    1,
    MOST_A_PAYMENT_CAN_ASK,
    "Points every participant pays when a super round's window ends without a correct SET.",
  ),
});

/** Parsed table options of SET Super Rules. */
export type SuperOptions = z.output<typeof superOptions>;
