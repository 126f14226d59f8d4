/**
 * What the bidding tells of the hidden hands, for the strong bot's samples: a seat that passed seldom
 * holds a hand worth taking, a taker seldom a weak one. Each seat that spoke is taken to bid as the
 * basic bot's estimate says (`estimateHand`, `bidChoice.ts`), give or take `BID_INFERENCE.spread`;
 * a sampled deal (`sampleDeal`) is kept with the likelihood of every bid said (rejection sampling),
 * after `BID_INFERENCE.draws` draws the likeliest of them. Only what the view shows is used: the bids,
 * the cards each seat played, the dog shown to all and the sample's own discard.
 */
import type { Seat } from "../../core/game.js";
import type { Rng } from "../../core/prng.js";
import { CONTRACTS, type Bid, type Contract } from "./actions.js";
import { BID_CHOICE, contractWorth } from "./bidChoice.js";
import { estimateHand } from "./handEstimate.js";
import { sampleDeal, type Deal, type Unseen } from "./sample.js";
import type { Players } from "./scoring.js";
import type { TarotView } from "./view.js";

/** How the strong bot reads the bidding. */
export const BID_INFERENCE = {
  /**
   * How loosely players are taken to follow the basic estimate, in points of the attack's mark: a
   * hand worth this much more than a pass is bid about three times in four (a logistic curve).
   */
  spread: 10,
  /** Deals drawn at most for one kept; the likeliest is kept when none was accepted. */
  draws: 12,
} as const;

/** What one seat's bid says: the contracts open when it spoke, what it said, the hand it spoke with. */
export interface BidClue {
  readonly seat: Seat;
  readonly said: Bid;
  readonly open: readonly Contract[];
  /** The cards it has played since, which were in its hand then. */
  readonly played: readonly string[];
  /** Cards to take out of its hand now to get the hand it bid with (the dog the taker took). */
  readonly took: readonly string[];
  /** Whether its discard (the sample's) was in its hand then. */
  readonly discarded: boolean;
}

/** The bids of the seats other than the view's that have spoken, in speaking order. */
export function bidClues(view: TarotView): BidClue[] {
  const me = view.seat ?? 0;
  const clues: BidClue[] = [];
  let highest = -1;
  for (let k = 0; k < view.seats; k++) {
    const seat = (view.dealer + 1 + k) % view.seats;
    const said = view.bids[seat] ?? null;
    if (said === null) continue;
    const open = CONTRACTS.filter((_, i) => i > highest);
    if (said !== "pass") highest = Math.max(highest, CONTRACTS.indexOf(said));
    if (seat === me) continue;
    const played = [...view.tricks.flatMap((trick) => trick.cards), ...view.trick].flatMap((p) =>
      p.seat === seat ? [p.card] : [],
    );
    const dog = view.dog ?? view.shownDog;
    const taker = seat === view.taker && dog !== null;
    clues.push({ seat, said, open, played, took: taker ? dog : [], discarded: taker });
  }
  return clues;
}

/** The logistic curve: 1/2 at 0. */
function logistic(x: number): number {
  return 1 / (1 + Math.exp(-x));
}

/** How likely the seat's bid was with its hand in `deal` (`BID_INFERENCE`). */
export function bidLikelihood(clue: BidClue, deal: Deal, seats: number): number {
  const now = [...(deal.hands[clue.seat] ?? []), ...clue.played, ...(clue.discarded ? deal.discard : [])];
  const hand = clue.took.length === 0 ? now : now.filter((card) => !clue.took.includes(card));
  const estimates = estimateHand(hand, seats);
  const pass = BID_CHOICE.passValue[seats as Players] ?? BID_CHOICE.passValue[4];
  const worth = (contract: Contract): number => contractWorth(estimates[contract]);
  if (clue.said === "pass") {
    const best = Math.max(...clue.open.map(worth));
    return logistic((pass - best) / BID_INFERENCE.spread);
  }
  return logistic((worth(clue.said) - pass) / BID_INFERENCE.spread);
}

/**
 * A sampled deal (`sampleDeal`) weighed by the bids (`clues`): each draw is kept with the likelihood
 * of every bid; after `BID_INFERENCE.draws` draws, the likeliest drawn.
 */
export function sampleByBids(view: TarotView, info: Unseen, clues: readonly BidClue[], rng: Rng): Deal {
  let best: Deal | null = null;
  let bestLikelihood = -1;
  for (let draw = 0; draw < BID_INFERENCE.draws; draw++) {
    const deal = sampleDeal(view, info, rng);
    if (clues.length === 0) return deal;
    let likelihood = 1;
    for (const clue of clues) likelihood *= bidLikelihood(clue, deal, view.seats);
    if (rng.float() < likelihood) return deal;
    if (likelihood > bestLikelihood) {
      best = deal;
      bestLikelihood = likelihood;
    }
  }
  return best ?? sampleDeal(view, info, rng);
}
