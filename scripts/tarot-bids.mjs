#!/usr/bin/env node
// French Tarot: what a bid choice (`bidChoice.ts`: a pass's value, a risk tolerance) costs the strong
// bot and how often its tables pass, weighed on the same deals without playing them.
//
// For each seeded deal it asks every seat, in the order they speak and each after the ones before
// have passed, for the strong bot's own estimate of every contract (`bidEstimates`: its sampled deals
// played out; the costly part). Then, for each bid choice, it runs the auction on those estimates and
// scores the deal by the taker's expected mark (the estimate of the contract taken): at the choice's
// own tables (every seat bidding by it), the share of deals everybody passes and of contracts that
// are Prises; on duplicate deals against a base choice (one seat by the choice, the others by the
// base, each seat in turn), the points a deal it wins or loses, the first seat's minus the others'
// mean as `parlor simulate --duplicate` counts them, with a 95 % interval over the deals.
//
// An all-passed deal is exact (it needs only each seat's bid after passes); a deal taken is scored by
// the bot's estimate rather than played, so the figures say what the bid choice costs by the bot's
// own judgement of its hands, with little noise; `parlor simulate --duplicate` plays them out.
//
//   npm run build && node scripts/tarot-bids.mjs [--players 4] [--deals 1200] [--seed S] [--work N]
//     [--save FILE | --load FILE]   (a study saved with --save, weighed again without its estimates' cost)
//
// Prints one line per bid choice: its name and pass value, the share of deals passed by
// everybody, the share of Prises among contracts, and the points a deal against valuing a pass at 0
// and the mean mark alone (the strong bot before issue 34).
import { readFileSync, writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { BID_CHOICE, chooseBid } from "../packages/engine/dist/games/tarot/bidChoice.js";
import { CONTRACTS } from "../packages/engine/dist/games/tarot/scoring.js";
import { tarotGame } from "../packages/engine/dist/games/tarot/game.js";
import { tarotOptions } from "../packages/engine/dist/games/tarot/options.js";
import { bidEstimates, openContracts, STRONG_SEARCH } from "../packages/engine/dist/games/tarot/strong.js";
import { Rng } from "../packages/engine/dist/core/prng.js";

/**
 * The auction of one deal (`seats[k]`: the estimates of the k-th seat to speak), each seat bidding by
 * `choices[k]` (`chooseBid`, as the bots bid): null when everybody passed, else the taker's place,
 * its contract and expected mark.
 */
export function auction(seats, choices) {
  let highest = -1;
  let taker = -1;
  seats.forEach((estimates, k) => {
    const bid = chooseBid(estimates, CONTRACTS.slice(highest + 1), seats.length, choices[k]);
    if (bid === "pass") return;
    highest = CONTRACTS.indexOf(bid);
    taker = k;
  });
  if (taker < 0) return null;
  const contract = CONTRACTS[highest];
  return { taker, contract, mark: seats[taker][contract].mean };
}

/**
 * The k-th seat's points in a deal: the taker's mark per defender times the defenders (at 5 players
 * the taker's twice, the partner unknown before the call: each other seat's share of what the taker's
 * side pays out, half a mark).
 */
export function pointsOf(result, k, players) {
  if (result === null) return 0;
  if (players === 5) return result.taker === k ? 2 * result.mark : -result.mark / 2;
  return result.taker === k ? (players - 1) * result.mark : -result.mark;
}

/**
 * A bid choice weighed on the deals: its own tables' shares of deals passed and of Prises; its
 * duplicate difference against `base`, in points a deal.
 */
export function weigh(deals, choice, base) {
  let passed = 0;
  let taken = 0;
  let prises = 0;
  let sum = 0;
  let squares = 0;
  for (const seats of deals) {
    const players = seats.length;
    const own = auction(
      seats,
      seats.map(() => choice),
    );
    if (own === null) passed++;
    else {
      taken++;
      if (own.contract === "prise") prises++;
    }
    // One seat by the choice, the others by the base, each seat in turn; its points, less the others'
    // mean (the others' points sum to minus its own), averaged over the rotations.
    let difference = 0;
    for (let k = 0; k < players; k++) {
      const choices = seats.map((_, j) => (j === k ? choice : base));
      difference += (pointsOf(auction(seats, choices), k, players) * players) / (players - 1);
    }
    difference /= players;
    sum += difference;
    squares += difference * difference;
  }
  const n = deals.length;
  const mean = sum / n;
  const sd = Math.sqrt(Math.max(0, squares / n - mean * mean));
  return {
    deals: n,
    passShare: passed / n,
    priseShare: taken === 0 ? 0 : prises / taken,
    difference: mean,
    interval: (1.96 * sd) / Math.sqrt(n),
  };
}

/** Each seat's estimates of every contract, in the order they speak, each after the ones before passed. */
function estimate(players, deals, seed, work) {
  const rows = [];
  for (let i = 0; i < deals; i++) {
    let state = tarotGame.setup(tarotOptions.parse({ deals: 1 }), players, `${seed}/${i}`);
    const seats = [];
    for (let k = 0; k < players; k++) {
      const seat = state.turn;
      const view = tarotGame.view(state, seat);
      const rng = Rng.fromSeed(`${seed}/${i}/estimate/${seat}`);
      seats.push(bidEstimates(view, openContracts(view), rng, { work }).estimates);
      const next = tarotGame.apply(state, seat, { type: "bid", contract: "pass" }, state.now + 1);
      if (!next.ok) throw new Error(next.error.message);
      state = next.value;
    }
    rows.push(seats);
  }
  return rows;
}

function main() {
  const { values } = parseArgs({
    options: {
      players: { type: "string", default: "4" },
      deals: { type: "string", default: "1200" },
      seed: { type: "string", default: "tarot-bids" },
      work: { type: "string", default: "400" },
      save: { type: "string" },
      load: { type: "string" },
    },
  });
  const deals =
    values.load === undefined
      ? estimate(Number(values.players), Number(values.deals), values.seed, Number(values.work))
      : JSON.parse(readFileSync(values.load, "utf8"));
  // A saved study says its table size: its deals' seats.
  const players = deals[0]?.length ?? Number(values.players);
  if (values.save !== undefined) writeFileSync(values.save, JSON.stringify(deals));
  const meanAlone = (pass) => ({
    passValue: { 3: pass, 4: pass, 5: pass },
    riskTolerance: Number.POSITIVE_INFINITY,
  });
  const base = meanAlone(0);
  const choices = [
    ["the strong bot's", STRONG_SEARCH.bidChoice],
    ["the basic bot's", BID_CHOICE],
    ...[0, -3, -5, -8, -10, -12, -15].map((pass) => [`mean, pass ${pass}`, meanAlone(pass)]),
    ...[150, 300, 600].flatMap((risk) =>
      [-8, -10, -12, -20].map((pass) => [
        `risk ${risk}, pass ${pass}`,
        { ...meanAlone(pass), riskTolerance: risk },
      ]),
    ),
  ];
  console.log(
    `${deals.length} deals at ${players} players; points a deal against a pass valued at 0 and the mean alone`,
  );
  for (const [name, choice] of choices) {
    const w = weigh(deals, choice, base);
    const pct = (x) => `${(100 * x).toFixed(1)} %`;
    console.log(
      `${name.padEnd(22)} pass ${String(choice.passValue[players]).padStart(4)}  passed ${pct(w.passShare).padStart(7)}  Prises ${pct(w.priseShare).padStart(7)}  ${w.difference.toFixed(2).padStart(6)} ± ${w.interval.toFixed(2)}`,
    );
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) main();
