/**
 * The bidding: starting after the dealer, each player speaks once, passing or naming a contract higher
 * than any before it. The highest bidder takes; if everybody passes the deal is void and the next
 * dealer deals.
 */
import { refuse, type RuleError } from "../../core/errors.js";
import type { Seat } from "../../core/game.js";
import { ok, type Result } from "../../core/result.js";
import { BIDS, CONTRACTS, type Bid, type Contract } from "./actions.js";
import { afterCall } from "./call.js";
import { startDeal } from "./deal.js";
import { nextSeat, record, type TarotState } from "./state.js";

/** The highest contract said so far, or null while everybody passed. */
export function highestBid(bids: readonly (Bid | null)[]): Contract | null {
  let best: Contract | null = null;
  for (const bid of bids) {
    if (bid === null || bid === "pass") continue;
    if (best === null || CONTRACTS.indexOf(bid) > CONTRACTS.indexOf(best)) best = bid;
  }
  return best;
}

/** What a seat may say now: pass, or any contract higher than the highest said. */
export function biddable(bids: readonly (Bid | null)[]): Bid[] {
  const best = highestBid(bids);
  const floor = best === null ? -1 : CONTRACTS.indexOf(best);
  return BIDS.filter((bid) => bid === "pass" || CONTRACTS.indexOf(bid) > floor);
}

/** Why `seat` may not say `bid` now, or null. */
export function bidRefusal(state: TarotState, seat: Seat, bid: Bid): RuleError | null {
  if (state.phase !== "bidding") return { code: "not-bidding", message: "The bidding is over." };
  if (state.turn !== seat) return { code: "not-your-turn", message: "It is not your turn to speak." };
  if (!biddable(state.bids).includes(bid)) {
    return { code: "bid-too-low", message: `A bid must be higher than ${highestBid(state.bids)}.` };
  }
  return null;
}

/**
 * `seat` says `bid`. When everybody has spoken: the highest bidder takes (5 players: they call a
 * card; otherwise the dog is shown or not by contract), or, everybody having passed, the deal is void
 * and the next dealer deals.
 */
export function bid(state: TarotState, seat: Seat, said: Bid, at: number): Result<TarotState, RuleError> {
  const refusal = bidRefusal(state, seat, said);
  if (refusal !== null) return refuse(refusal.code, refusal.message);
  const bids = state.bids.map((b, s) => (s === seat ? said : b));
  const next = nextSeat(state, seat);
  const s: TarotState = { ...state, bids, turn: next, turnSince: at };
  if (bids.some((b) => b === null)) return ok(s);
  const contract = highestBid(bids);
  if (contract === null) {
    const voided = record(s, { kind: "void", at, dealer: s.dealer, reason: "all-passed", seat: null });
    const counted = {
      ...voided,
      voidDeals: { ...voided.voidDeals, allPassed: voided.voidDeals.allPassed + 1 },
    };
    return ok(startDeal(counted, nextSeat(s, s.dealer), at));
  }
  const taker = bids.indexOf(contract);
  const taken: TarotState = { ...s, taker, contract };
  return ok(s.seats === 5 ? { ...taken, phase: "call" } : afterCall(taken));
}
