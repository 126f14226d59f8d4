/**
 * How a bot chooses its bid from its own estimate of each contract (the basic bot's from a hand
 * evaluation, the strong bot's from sampled deals played out): what the attack's mark (its score per
 * defender, `scoreDeal`) would be if the bot took the contract, on average and how widely it varies.
 *
 * A contract is worth its certainty equivalent: the mean mark less its variance over twice
 * `riskTolerance` (a player who minds losing big: an exponential utility's certainty equivalent, to
 * the second order). A Garde doubles a Prise's mean but quadruples its variance, so a hand about even
 * is worth a Prise, a hand that wins clearly a Garde. The bot bids the open contract worth most when
 * that beats `passValue`, else it passes.
 */
import type { Bid, Contract } from "./actions.js";
import type { Players } from "./scoring.js";

/** A bot's estimate of taking one contract: the attack's mark per defender, its mean and variance. */
export interface ContractEstimate {
  readonly mean: number;
  readonly variance: number;
}

/** What a bot weighs a contract against. */
export interface BidChoice {
  /**
   * What passing is worth, in points of the attack's mark, by table size. Below zero where a pass
   * would leave too many deals void: players take a hand about even rather than throw the deal in
   * (issue 34 bounds the deals everybody passes at a fifth at 4 players). A pass is not worth 0 anyway: the seats after it may take, and a defender pays the
   * taker's mark (the bots' takers won 18 points of mark a contract at 4 players). Bots that valued a
   * pass at 0 passed 43 % of the deals at 4 players, 45 % at 3 and 30 % at 5; with these values their
   * own tables pass about 10 to 15 % (docs/games/tarot.md, Bots).
   */
  readonly passValue: Readonly<Record<Players, number>>;
  /**
   * Risk tolerance, in points of the mark: a contract is worth its mean mark less its variance over
   * twice this. With 150 (the basic bot's), a hand whose Prise would make about 60 % of the time bids
   * a Prise, one making it four times in five a Garde. `Number.POSITIVE_INFINITY`: the mean alone (the
   * strong bot's), a Garde wherever it expects to win.
   */
  readonly riskTolerance: number;
}

/** The bots' bid choice by default. */
export const BID_CHOICE: BidChoice = { passValue: { 3: -8, 4: -17, 5: 0 }, riskTolerance: 150 };

/** What taking a contract is worth to a bot: its certainty equivalent (`BidChoice.riskTolerance`). */
export function contractWorth(estimate: ContractEstimate, choice: BidChoice = BID_CHOICE): number {
  return estimate.mean - estimate.variance / (2 * choice.riskTolerance);
}

/**
 * The bid at a table of `seats`: of the `open` contracts the bot has an estimate for, the one worth
 * most (`contractWorth`), when it is worth more than passing (`BidChoice.passValue`); else pass.
 */
export function chooseBid(
  estimates: Readonly<Partial<Record<Contract, ContractEstimate>>>,
  open: readonly Contract[],
  seats: number,
  choice: BidChoice = BID_CHOICE,
): Bid {
  let bid: Bid = "pass";
  let worth = choice.passValue[seats as Players] ?? choice.passValue[4];
  for (const contract of open) {
    const estimate = estimates[contract];
    if (estimate === undefined) continue;
    const value = contractWorth(estimate, choice);
    if (value > worth) {
      bid = contract;
      worth = value;
    }
  }
  return bid;
}
