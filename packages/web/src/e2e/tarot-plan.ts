/**
 * A French Tarot deal chosen for a browser test: the engine deals it in Node from a seed and plays its
 * bidding, the page's seat 0 saying the test's bid and the `basic` bot the others (it reads only its
 * view, so the server's bots say the same). `findTarotDeal` scans seeds `tarot-e2e-<players>-<n>` for
 * the first deal that gives the test what it needs (the page takes, the page holds a poignée), and
 * `storeTarotTable` stores a table with that seed in the server's store: the phases the test checks
 * then come for certain, not when the cards happen to allow them.
 */
import { botSeed, Rng, tarot } from "@parlor/engine";
import { storeTable } from "./stored-table.js";

/** The level of every seat but the page's. */
export const TAROT_PLAN_BOT = "basic";

/** The seat the page plays (it speaks first: the last seat deals the first deal). */
export const TAROT_PLAN_SEAT = 0;

/** More words of the bidding than a bidding can have: a planned bidding stops here. */
const MOST_BIDS = 20;

export interface TarotDealPlan {
  readonly seed: string;
  readonly players: number;
  readonly options: Record<string, unknown>;
  /** Who took, and what (null: nobody, the deal is void). */
  readonly taker: number | null;
  readonly contract: tarot.Contract | null;
  /** The page's hand as dealt. */
  readonly hand: readonly string[];
  /** Whether the page's hand holds a poignée (it is offered one before its first card). */
  readonly poignee: boolean;
}

/** Whether a hand reaches a single poignée at `players`: its trumps, the Excuse completing one short. */
export function holdsPoignee(hand: readonly string[], players: number): boolean {
  const trumps = hand.filter(tarot.isTrump).length;
  const least = tarot.POIGNEE_SIZES[players as tarot.Players].single;
  return trumps >= least || (trumps === least - 1 && hand.includes(tarot.EXCUSE));
}

/** Deals from `seed` and plays the bidding: the page bids `bid` (passes when it may not), the bots theirs. */
export function planBidding(
  players: number,
  seed: string,
  options: Record<string, unknown>,
  bid: tarot.Contract,
): TarotDealPlan {
  const game = tarot.tarotGame;
  let state = game.setup(game.options.parse(options), players, seed);
  const level = game.bots[TAROT_PLAN_BOT];
  if (level === undefined) throw new Error(`French Tarot has no '${TAROT_PLAN_BOT}' bot`);
  const bots = Array.from({ length: players }, (_, seat) =>
    level.create(seat, Rng.fromSeed(botSeed(seed, seat))),
  );
  const hand = [...(state.hands[TAROT_PLAN_SEAT] ?? [])];
  for (let n = 0; n < MOST_BIDS && state.phase === "bidding" && state.dealsScored === 0; n++) {
    const seat = game.toAct(state)[0];
    if (seat === undefined) break;
    let action: tarot.TarotAction | undefined;
    if (seat === TAROT_PLAN_SEAT) {
      const legal = game.legal(game.view(state, seat));
      const wanted = legal.find((move) => move.type === "bid" && move.contract === bid);
      action = wanted ?? { type: "bid", contract: "pass" };
    } else action = bots[seat]?.act(game.view(state, seat), state.now)?.action;
    if (action === undefined) break;
    const applied = game.apply(state, seat, action, state.now);
    if (!applied.ok) throw new Error(`the planned bidding of ${seed} was refused: ${applied.error.message}`);
    state = applied.value;
  }
  return {
    seed,
    players,
    options,
    taker: state.taker,
    contract: state.contract,
    hand,
    poignee: holdsPoignee(hand, players),
  };
}

/** The first seed `tarot-e2e-<players>-<n>` whose deal `wanted` accepts, the page bidding `bid`. */
export function findTarotDeal(
  players: number,
  options: Record<string, unknown>,
  bid: tarot.Contract,
  wanted: (plan: TarotDealPlan) => boolean,
  count = 20_000,
): TarotDealPlan {
  for (let n = 0; n < count; n++) {
    const plan = planBidding(players, `tarot-e2e-${players}-${n}`, options, bid);
    if (wanted(plan)) return plan;
  }
  throw new Error(`no seed among tarot-e2e-${players}-0… gives the deal the test needs`);
}

/** Stores a table of the plan's seed: the page at seat 0, the basic bot at the others. */
export function storeTarotTable(
  dbFile: string,
  plan: TarotDealPlan,
): Promise<{ id: string; seatTokens: (string | null)[] }> {
  return storeTable(dbFile, {
    game: "tarot",
    options: tarot.tarotGame.options.parse(plan.options),
    seed: plan.seed,
    seats: [{ human: true }, ...Array.from({ length: plan.players - 1 }, () => ({ bot: TAROT_PLAN_BOT }))],
  });
}
