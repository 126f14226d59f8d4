/**
 * The `strong` bot: Perfect Information Monte Carlo. For a card it samples deals of the hidden cards
 * consistent with its view (`sample.ts`), plays each legal card in each sample and the rest of the deal
 * by the basic card play (`rollout.ts`, scored as the game scores), and plays the card with the best
 * mean score for its seat. It bids the same way: in each sampled deal (the others' hands and the dog)
 * it plays the deal out as the taker with the dog (Prise, Garde: the basic discard) and without
 * (Garde sans, Garde contre); from the attack's marks it estimates each contract (mean and variance)
 * and bids as `bidChoice.ts` says (the contract whose mean mark is best, when it beats passing: a Prise
 * when a hand is a little below even, a Garde when it expects to win).
 * It weighs its discard, its chelem and its poignée (attack or defence: shown when its side should win
 * the deal, which takes the bonus) by sampling too; the call is the basic bot's. It sees only its view,
 * and draws only from its own generator; `settings.work` is its samples per decision,
 * `settings.stop()` ends a search early.
 */
import type { BotLevel, BotSettings, Seat } from "../../core/game.js";
import type { Rng } from "../../core/prng.js";
import type { Contract, TarotAction } from "./actions.js";
import { mayShowPoignee, poigneeOf } from "./announcements.js";
import { chooseBid, type BidChoice, type ContractEstimate } from "./bidChoice.js";
import {
  basicAction,
  basicCall,
  basicDiscard,
  pacedBot,
  playTable,
  POIGNEE_ODDS,
  poigneeToShow,
  seatAttacks,
  shownVoids,
} from "./basic.js";
import { dogSize } from "./deal.js";
import { biddable } from "./bidding.js";
import {
  attackMade,
  collectTricks,
  copyPlayout,
  playCard,
  playedMarks,
  playOut,
  playoutMark,
  playoutScores,
  type Playout,
} from "./rollout.js";
import { bidClues, sampleByBids } from "./bidInference.js";
import { playedCards, unseen, type Deal } from "./sample.js";
import { cardIndex, cardPoints, familyOf, PETIT, RANKS, strengthOf, SUITS, TRUMP } from "./cards.js";
import { legalPlays } from "./tricks.js";
import type { TarotView } from "./view.js";

/** The strong bot's search. */
export const STRONG_SEARCH = {
  /**
   * Playouts per decision (its default work budget): a playout plays one choice (a card, a discard,
   * taking with or without the dog) to the deal's end in one sampled deal, so a decision samples this
   * many deals divided by its distinct choices. Measured at 4 players on one core (docs/performance.md,
   * Bots' decisions): a decision's median 40 ms, p95 130 ms, under the 250 ms a live decision may
   * take; and it beats 160 playouts against the basic bot (docs/games/tarot.md, Bots: +41 ± 9 points
   * per deal against +35 ± 10).
   */
  playouts: 400,
  /**
   * How it weighs its estimates in the bidding (`bidChoice.ts`): a contract at its mean mark alone (a
   * player of many deals minds the points, not how they vary), passes valued a little below nothing.
   * Its estimates are its own deals played out, so the mean is what a contract is worth to it; a
   * risk tolerance (the basic bot's 150) would give up points for a smaller spread: the Garde a
   * winning hand is worth for a Prise. At 4 players its tables then pass 15 % of the deals (at most a
   * fifth: issue 34), and each pass valued lower costs it points (`scripts/tarot-bids.mjs` weighs
   * each bid choice on the same deals: docs/games/tarot.md, Bots).
   */
  bidChoice: {
    passValue: { 3: -3, 4: -10, 5: 0 },
    riskTolerance: Number.POSITIVE_INFINITY,
  } satisfies BidChoice as BidChoice,
  /** The share of sampled deals the attack must take every trick of to announce a chelem. */
  chelemOdds: 0.9,
  /**
   * The share of sampled deals its side must win to show a poignée, attack or defence (`POIGNEE_ODDS`:
   * the bonus goes to the side that wins the deal).
   */
  poigneeOdds: POIGNEE_ODDS,
} as const;

/** The partner of a playout: the called card's holder in the deal, or the taker alone (5 players). */
function partnerIn(view: TarotView, deal: Deal, taker: Seat): Seat | null {
  if (view.seats !== 5) return null;
  if (view.partner !== null) return view.partner;
  if (view.called === null) return taker;
  const holder = deal.hands.findIndex((hand) => hand.includes(view.called as string));
  return holder < 0 ? taker : holder;
}

/** The playout of the deal from the view's position in the tricks, the sampled cards filled in. */
export function playoutOf(view: TarotView, deal: Deal): Playout {
  const taker = view.taker ?? 0;
  const contract = view.contract ?? "prise";
  const playout: Playout = {
    seats: view.seats,
    taker,
    partner: partnerIn(view, deal, taker),
    contract,
    called: view.called,
    hands: deal.hands.map((hand) => [...hand]),
    trick: [...view.trick],
    next: view.seat ?? 0,
    tricksDone: view.tricks.length,
    played: playedMarks(playedCards(view)),
    voids: shownVoids(view.seats, [...view.tricks.map((trick) => trick.cards), view.trick]),
    attackPoints: 0,
    attackOudlers: 0,
    defenceTricks: 0,
    petitAuBout: null,
    petit: null,
    chelem: view.chelem === true,
    attackExtra: [...deal.discard, ...(contract === "garde-contre" ? [] : deal.dog)],
    poignees: view.poignees.map((poignee) => poignee.size),
  };
  collectTricks(playout, view.tricks, Number.POSITIVE_INFINITY);
  return playout;
}

/**
 * Runs `step` once per sampled deal: as many as `settings.work` playouts (default
 * `STRONG_SEARCH.playouts`) allow at `choices` playouts a deal, at least one; fewer on a stop.
 */
function eachSample(settings: BotSettings, choices: number, step: () => void): number {
  const work = settings.work ?? STRONG_SEARCH.playouts;
  const samples = Math.max(1, Math.floor(work / Math.max(1, choices)));
  let done = 0;
  while (done < samples && !(done > 0 && settings.stop?.() === true)) {
    step();
    done++;
  }
  return done;
}

/** The index of the best mean (the first among equals, or `prefer` when it is among them). */
function best(totals: readonly number[], prefer: number): number {
  let top = prefer;
  totals.forEach((total, i) => {
    if (total > (totals[top] ?? Number.NEGATIVE_INFINITY)) top = i;
  });
  return top;
}

/**
 * The legal cards that play differently: of cards of one family worth the same points with no
 * outstanding card between them (the 4 and the 6 of spades once the 5 is gone), only the lowest; the
 * others would win and lose the same tricks.
 */
export function distinctPlays(legal: readonly string[], seen: Uint8Array): string[] {
  const kept: string[] = [];
  const sorted = [...legal].sort(
    (a, b) => (familyOf(a) ?? "").localeCompare(familyOf(b) ?? "") || strengthOf(a) - strengthOf(b),
  );
  let previous: string | null = null;
  for (const card of sorted) {
    if (previous === null || !sameAs(previous, card, seen)) kept.push(card);
    previous = card;
  }
  return legal.filter((card) => kept.includes(card));
}

/** Whether `high` plays as `low` (same family and points, every card between them seen). */
function sameAs(low: string, high: string, seen: Uint8Array): boolean {
  const family = familyOf(low);
  if (family === null || family !== familyOf(high) || cardPoints(low) !== cardPoints(high)) return false;
  if (low === PETIT || high === PETIT) return false;
  for (let s = strengthOf(low) + 1; s < strengthOf(high); s++) {
    const between = family === TRUMP ? `${TRUMP}${s}` : `${family}${RANKS[s - 1]}`;
    if (seen[cardIndex(between)] === 0) return false;
  }
  return true;
}

/** The legal cards of the view's seat now. */
export function legalCards(view: TarotView): string[] {
  const table = playTable(view);
  return legalPlays(
    table.hand,
    table.trick.map((played) => played.card),
    { calledCard: table.called ?? undefined, firstTrick: table.firstTrick },
  );
}

/** The cards the view's seat has seen: played, and in its hand (for `distinctPlays`). */
export function seenCards(view: TarotView): Uint8Array {
  return playedMarks([...playedCards(view), ...playTable(view).hand]);
}

/**
 * Each of `choices` (cards the view's seat may play) played out in the same sampled deals: the seat's
 * mean score of the deal for each, and how many deals were sampled.
 */
export function cardMeans(
  view: TarotView,
  choices: readonly string[],
  rng: Rng,
  settings: BotSettings = {},
): { readonly means: number[]; readonly samples: number } {
  const me = view.seat ?? 0;
  const info = unseen(view);
  const clues = bidClues(view);
  const totals = new Array<number>(choices.length).fill(0);
  const samples = eachSample(settings, choices.length, () => {
    const start = playoutOf(view, sampleByBids(view, info, clues, rng));
    choices.forEach((card, i) => {
      const playout = copyPlayout(start);
      playCard(playout, card);
      playOut(playout);
      totals[i] = (totals[i] ?? 0) + (playoutScores(playout)[me] ?? 0);
    });
  });
  return { means: totals.map((total) => total / samples), samples };
}

/** The card to play: each legal card played out in every sampled deal, the best mean score. */
export function strongCard(view: TarotView, rng: Rng, settings: BotSettings = {}): string {
  const legal = legalCards(view);
  const basic = basicAction(view);
  const basicCard = basic?.type === "play" ? basic.card : (legal[0] as string);
  if (legal.length <= 1) return basicCard;
  const choices = distinctPlays(legal, seenCards(view));
  if (choices.length === 1) return choices.includes(basicCard) ? basicCard : (choices[0] as string);
  const { means } = cardMeans(view, choices, rng, settings);
  return choices[best(means, Math.max(0, choices.indexOf(basicCard)))] as string;
}

/**
 * The playout of a whole sampled deal with the view's seat as the taker of `contract`, holding `hand`
 * after its discard `discard` (none in a Garde sans or contre), from the first card on.
 */
function takerPlayout(
  view: TarotView,
  deal: Deal,
  contract: Contract,
  hand: readonly string[],
  discard: readonly string[],
  called: string | null,
): Playout {
  const me = view.seat ?? 0;
  const hands = deal.hands.map((cards, seat) => (seat === me ? [...hand] : [...cards]));
  const holder =
    called === null ? -1 : hands.findIndex((cards, seat) => seat !== me && cards.includes(called));
  return {
    seats: view.seats,
    taker: me,
    partner: view.seats === 5 ? (holder < 0 ? me : holder) : null,
    contract,
    called,
    hands,
    trick: [],
    next: view.chelem === true ? me : (view.dealer + 1) % view.seats,
    tricksDone: 0,
    played: playedMarks([]),
    voids: new Array<number>(view.seats).fill(0),
    attackPoints: 0,
    attackOudlers: 0,
    defenceTricks: 0,
    petitAuBout: null,
    petit: null,
    chelem: view.chelem === true,
    attackExtra:
      contract === "prise" || contract === "garde"
        ? [...discard]
        : contract === "garde-sans"
          ? [...deal.dog]
          : [],
    poignees: [],
  };
}

/**
 * The playout of a sampled deal in the bidding: the view's seat takes `contract` (the dog, the basic
 * discard), its largest poignée counted as shown (a taker shows it when it expects to win).
 */
function biddingPlayout(view: TarotView, deal: Deal, contract: Contract): Playout {
  const hand = view.hand ?? [];
  const called = view.seats === 5 ? basicCall(hand) : null;
  const poignee = poigneeToShow(hand, view.seats);
  const shown =
    poignee === null
      ? []
      : [poigneeOf(hand, poignee, view.seats)].flatMap((size) => (size.ok ? [size.value] : []));
  const playout = (kept: readonly string[], discard: readonly string[]): Playout => ({
    ...takerPlayout(view, deal, contract, kept, discard, called),
    poignees: shown,
  });
  if (contract !== "prise" && contract !== "garde") return playout(hand, []);
  const pool = [...hand, ...deal.dog];
  const discard = basicDiscard(pool, deal.dog.length);
  return playout(
    pool.filter((card) => !discard.includes(card)),
    discard,
  );
}

/** Sums of the marks of one contract over the sampled deals, for their mean and variance. */
interface MarkSums {
  sum: number;
  squares: number;
}

/**
 * The bid: in each sampled deal the bot plays the deal out as the taker with the dog (scored as a
 * Prise and as a Garde) and without it (as a Garde sans and a Garde contre); from the attack's marks
 * over the samples it estimates each open contract (mean and variance) and bids as `chooseBid` says
 * (`STRONG_SEARCH.bidChoice`: the best certainty equivalent, when it beats passing).
 */
export function strongBid(
  view: TarotView,
  rng: Rng,
  settings: BotSettings = {},
  choice: BidChoice = STRONG_SEARCH.bidChoice,
): TarotAction {
  const open = openContracts(view);
  if (open.length === 0) return { type: "bid", contract: "pass" };
  const { estimates } = bidEstimates(view, open, rng, settings);
  return { type: "bid", contract: chooseBid(estimates, open, view.seats, choice) };
}

/** The contracts the view's seat may still bid. */
export function openContracts(view: TarotView): Contract[] {
  return biddable(view.bids).filter((bid): bid is Contract => bid !== "pass");
}

/**
 * The strong bot's estimate of each of the `open` contracts (`strongBid`): the attack's mark, its
 * mean and variance over the sampled deals played out with the view's seat as the taker.
 */
export function bidEstimates(
  view: TarotView,
  open: readonly Contract[],
  rng: Rng,
  settings: BotSettings = {},
): { readonly estimates: Partial<Record<Contract, ContractEstimate>>; readonly samples: number } {
  const info = unseen(view);
  const clues = bidClues(view);
  const sums = new Map<Contract, MarkSums>(open.map((contract) => [contract, { sum: 0, squares: 0 }]));
  const add = (contract: Contract, playout: Playout): void => {
    const tally = sums.get(contract);
    if (tally === undefined) return;
    const mark = playoutMark({ ...playout, contract });
    tally.sum += mark;
    tally.squares += mark * mark;
  };
  const withDog = open.includes("prise") || open.includes("garde");
  const withoutDog = open.includes("garde-sans") || open.includes("garde-contre");
  const done = eachSample(settings, Number(withDog) + Number(withoutDog), () => {
    const deal = sampleByBids(view, info, clues, rng);
    if (withDog) {
      const taken = biddingPlayout(view, deal, "prise");
      playOut(taken);
      add("prise", taken);
      add("garde", taken);
    }
    if (withoutDog) {
      const sans = biddingPlayout(view, deal, "garde-sans");
      playOut(sans);
      add("garde-sans", sans);
      add("garde-contre", { ...sans, attackExtra: [] });
    }
  });
  const estimates: Partial<Record<Contract, ContractEstimate>> = {};
  for (const [contract, { sum, squares }] of sums) {
    const mean = sum / done;
    estimates[contract] = { mean, variance: Math.max(0, squares / done - mean * mean) };
  }
  return { estimates, samples: done };
}

/** The discards the strong bot weighs: the basic one, and the basic one voiding each suit first. */
export function discardChoices(hand: readonly string[], size: number): string[][] {
  const choices: string[][] = [];
  for (const first of [undefined, ...SUITS]) {
    const discard = basicDiscard(hand, size, first);
    const key = [...discard].sort().join();
    if (!choices.some((other) => [...other].sort().join() === key)) choices.push(discard);
  }
  return choices;
}

/** Each of `choices` (discards) played out in the same sampled deals: the seat's mean score for each. */
export function discardMeans(
  view: TarotView,
  choices: readonly (readonly string[])[],
  rng: Rng,
  settings: BotSettings = {},
): { readonly means: number[]; readonly samples: number } {
  const me = view.seat ?? 0;
  const hand = view.hand ?? [];
  const info = unseen(view);
  const clues = bidClues(view);
  const totals = new Array<number>(choices.length).fill(0);
  const samples = eachSample(settings, choices.length, () => {
    const deal = sampleByBids(view, info, clues, rng);
    choices.forEach((discard, i) => {
      const kept = hand.filter((card) => !discard.includes(card));
      const playout = takerPlayout(view, deal, view.contract ?? "prise", kept, discard, view.called);
      playOut(playout);
      totals[i] = (totals[i] ?? 0) + (playoutScores(playout)[me] ?? 0);
    });
  });
  return { means: totals.map((total) => total / samples), samples };
}

/** The discard: each of `discardChoices` played out in every sampled deal, the best mean score. */
export function strongDiscard(view: TarotView, rng: Rng, settings: BotSettings = {}): string[] {
  const choices = discardChoices(view.hand ?? [], dogSize(view.seats));
  if (choices.length === 1) return choices[0] as string[];
  const { means } = discardMeans(view, choices, rng, settings);
  return choices[best(means, 0)] as string[];
}

/**
 * The share of sampled deals, played out from the view (the seat plays `card` first when given, else
 * the taker leads as in a chelem), in which `wins` says the playout went its way.
 */
function shareOf(
  view: TarotView,
  rng: Rng,
  settings: BotSettings,
  start: (deal: Deal) => Playout,
  wins: (p: Playout) => boolean,
): number {
  const info = unseen(view);
  const clues = bidClues(view);
  let won = 0;
  const done = eachSample(settings, 1, () => {
    const playout = start(sampleByBids(view, info, clues, rng));
    playOut(playout);
    if (wins(playout)) won++;
  });
  return won / done;
}

/**
 * The chelem: announced when the attack took every trick in at least `STRONG_SEARCH.chelemOdds` of
 * the sampled deals, played out with the taker leading.
 */
export function strongChelem(view: TarotView, rng: Rng, settings: BotSettings = {}): boolean {
  const hand = view.hand ?? [];
  const contract = view.contract ?? "prise";
  const announcing = { ...view, chelem: true };
  const odds = shareOf(
    announcing,
    rng,
    settings,
    (deal) => takerPlayout(announcing, deal, contract, hand, deal.discard, view.called),
    (p) => p.defenceTricks === 0,
  );
  return odds >= STRONG_SEARCH.chelemOdds;
}

/**
 * A poignée, shown when its side wins more than `STRONG_SEARCH.poigneeOdds` of the sampled deals
 * (its bonus goes to the side that wins the deal, whoever shows it).
 */
export function strongPoignee(view: TarotView, rng: Rng, settings: BotSettings = {}): string[] | null {
  const poignee = poigneeToShow(view.hand ?? [], view.seats);
  if (poignee === null) return null;
  const attack = seatAttacks(view);
  const odds = shareOf(
    view,
    rng,
    settings,
    (deal) => playoutOf(view, deal),
    (p) => attackMade(p) === attack,
  );
  return odds > STRONG_SEARCH.poigneeOdds ? poignee : null;
}

/**
 * The strong decision of the view's seat when it is to act: its bid and its cards by sampling, the
 * rest (call, discard, chelem, poignée) as the basic bot. Null when it has nothing to do.
 */
export function strongAction(view: TarotView, rng: Rng, settings: BotSettings = {}): TarotAction | null {
  const basic = basicAction(view);
  const seat = view.seat;
  if (basic === null || seat === null) return null;
  switch (basic.type) {
    case "bid":
      return strongBid(view, rng, settings);
    case "discard":
      return { type: "discard", cards: strongDiscard(view, rng, settings) };
    case "chelem":
      return { type: "chelem", announce: strongChelem(view, rng, settings) };
    case "call":
      return basic;
    case "poignee":
    case "play": {
      if (mayShowPoignee(view, seat)) {
        const poignee = strongPoignee(view, rng, settings);
        if (poignee !== null) return { type: "poignee", cards: poignee };
      }
      return { type: "play", card: strongCard(view, rng, settings) };
    }
  }
}

/** The `strong` level: `strongAction` at a person's pace, searching its work budget per decision. */
export const strongBot: BotLevel<TarotView, TarotAction> = {
  description:
    "Samples deals consistent with what it has seen and plays each choice out in every one (PIMC): its bids (from the marks it expects), discard, chelem, poignées and cards.",
  create: (seat, rng, settings) => pacedBot(seat, (view) => strongAction(view, rng, settings)),
  budget: {
    unit: "playouts",
    default: STRONG_SEARCH.playouts,
    description:
      "deals played to the end per bid or card: sampled deals of the hidden cards times the distinct choices played out in each",
  },
};
