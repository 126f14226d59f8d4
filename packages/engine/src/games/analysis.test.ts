/**
 * The move-by-move analysis of the turn games (core/analysis.ts), on matches their bots play: each
 * decision weighed from the seat's view, the chosen move among those weighed, losses and marks
 * consistent, the same log giving the same analysis, and a weak player's decisions costing more than
 * the strong bot's. Small work budgets keep it quick; the docs' figures come from `parlor analyse`.
 */
import { describe, expect, it } from "vitest";
import { analyseMatch, decisionRng, hintFor, markOf, type MovesAnalysis } from "../core/analysis.js";
import type { AnyGame } from "../core/game.js";
import { replaySteps } from "../core/log.js";
import { Rng } from "../core/prng.js";
import { playWithBots } from "../core/testkit.js";
import { GAMES } from "../catalogue.js";
import { tarotAppraiser } from "./tarot/analysis.js";
import {
  distinctPlays,
  legalCards,
  seenCards,
  STRONG_SEARCH,
  strongBid,
  strongCard,
} from "./tarot/strong.js";
import type { TarotAction } from "./tarot/actions.js";
import type { TarotView } from "./tarot/view.js";
import type { MatchLog } from "../core/log.js";

interface Case {
  readonly id: "tarot" | "buraco" | "ruhd";
  readonly options: Record<string, unknown>;
  /** The weak seat first, the strong bot's seat second. */
  readonly bots: readonly string[];
  readonly work: number;
}

const CASES: readonly Case[] = [
  { id: "tarot", options: { deals: 1 }, bots: ["random", "strong", "basic", "basic"], work: 40 },
  { id: "buraco", options: { hands: 1 }, bots: ["random", "strong"], work: 16 },
  { id: "ruhd", options: {}, bots: ["beginner", "strong", "greedy"], work: 10 },
];

function analysed(game: AnyGame, log: MatchLog, work: number, seats?: number[]): MovesAnalysis {
  const analysis = analyseMatch(game, log, { work, ...(seats ? { seats } : {}) });
  if (analysis?.kind !== "moves") throw new Error(`${game.id}: no move-by-move analysis`);
  return analysis;
}

describe.each(CASES)("$id's analysis", ({ id, options, bots, work }) => {
  const game: AnyGame = GAMES[id];
  const runner = playWithBots(game, options, bots, `analysis/${id}`);
  const log = runner.log;
  const analysis = analysed(game, log, work);

  it("weighs decisions of every seat, the chosen move among the moves, best first", () => {
    expect(runner.finished).toBe(true);
    expect(analysis.work).toBe(work);
    expect(new Set(analysis.decisions.map((d) => d.seat))).toEqual(new Set(bots.map((_, seat) => seat)));
    for (const decision of analysis.decisions) {
      const values = decision.moves.map((move) => move.value);
      expect(values).toEqual([...values].sort((a, b) => b - a));
      expect(decision.moves.length).toBeGreaterThan(1);
      expect(
        decision.moves.some((move) => JSON.stringify(move.action) === JSON.stringify(decision.chosen)),
      ).toBe(true);
      expect(decision.bestValue).toBe(values[0]);
      expect(decision.loss).toBeCloseTo(decision.bestValue - decision.chosenValue, 9);
      expect(decision.loss).toBeGreaterThanOrEqual(0);
      expect(decision.mark).toBe(markOf(decision.loss, analysis.thresholds));
      expect(log.actions[decision.index]?.seat).toBe(decision.seat);
    }
  });

  it("gives the same analysis for the same log and work, and only the seats asked", () => {
    const one = analysed(game, log, work, [1]);
    expect(one.players.map((p) => p.seat)).toEqual([1]);
    expect(one.decisions).toEqual(analysis.decisions.filter((d) => d.seat === 1));
  });

  it("hints, part way through, the move the strong bot weighs best, from the seat's view, the same each time", () => {
    const part = { ...log, actions: log.actions.slice(0, Math.floor(log.actions.length / 2)) };
    const replayed = [...replaySteps(game, part)].at(-1);
    const toAct = game.toAct(game.advance(replayed, part.actions.at(-1)?.at ?? 0));
    const seat = toAct[0] as number;
    const hint = hintFor(game, part, seat, { work });
    if (hint === null) throw new Error(`${id}: no hint half way through`);
    expect(hint.action).toEqual(hint.moves[0]?.action);
    expect(hint.moves.length).toBeGreaterThan(1);
    const legal = game.legal(game.view(game.advance(replayed, part.actions.at(-1)?.at ?? 0), seat));
    expect(
      legal.some((move) => JSON.stringify(move) === JSON.stringify(hint.action)) || hint.kind === "meld",
    ).toBe(true);
    expect(hintFor(game, part, seat, { work })).toEqual(hint);
    const waiting = log.seats.map((_, s) => s).find((s) => !toAct.includes(s)) as number;
    expect(hintFor(game, part, waiting, { work })).toBeNull();
  });

  it("finds the weaker player's decisions costlier than the strong bot's", () => {
    const [weak, strong] = analysis.players;
    expect(weak?.bot).toBe(bots[0]);
    expect(strong?.bot).toBe("strong");
    expect(weak?.decisions).toBeGreaterThan(0);
    expect(weak?.averageLoss).toBeGreaterThan(strong?.averageLoss ?? Infinity);
    expect(weak?.accuracy).toBeLessThan(strong?.accuracy ?? 0);
  });
});

describe("French Tarot's analysis", () => {
  const game: AnyGame = GAMES.tarot;
  const log = playWithBots(
    game,
    { deals: 1 },
    ["basic", "basic", "basic", "basic"],
    "analysis/tarot-views",
  ).log;
  /** The view of the seat to act before the first action `match` picks, and that action. */
  const before = (match: (action: TarotAction) => boolean): { view: TarotView; action: TarotAction } => {
    let index = -1;
    let previous: unknown = null;
    for (const state of replaySteps(game, log)) {
      const entry = log.actions[index];
      if (entry !== undefined && match(entry.action as TarotAction))
        return {
          view: game.view(game.advance(previous, entry.at), entry.seat) as TarotView,
          action: entry.action as TarotAction,
        };
      previous = state;
      index++;
    }
    throw new Error("no such action");
  };

  it("weighs cards as the strong bot does: from the same samples, its best card is the strong bot's", () => {
    const { view, action } = before((a) => a.type === "play");
    let tested = 0;
    for (const seed of ["a", "b", "c"]) {
      const card = strongCard(view, Rng.fromSeed(seed), { work: 60 });
      const weighed = tarotAppraiser
        .create(view.seat ?? 0, { work: 60 })
        .appraise(view, action, Rng.fromSeed(seed));
      if (weighed === null) continue;
      expect(weighed.moves[0]?.action).toEqual({ type: "play", card });
      tested++;
    }
    expect(tested).toBeGreaterThan(0);
  });

  it("hints the card the strong bot would play, from the same samples", () => {
    const { view, action } = before((a) => a.type === "play");
    const index = log.actions.findIndex((entry) => entry.action === action);
    const part = { ...log, actions: log.actions.slice(0, index) };
    const hint = hintFor(game, part, view.seat ?? 0, { work: 60 });
    expect(hint?.action).toEqual({
      type: "play",
      card: strongCard(view, decisionRng(part, index), { work: 60 }),
    });
    expect(hint?.basis).toMatch(/the seat's mean score over \d+ sampled deals played out/);
  });

  it("weighs a bid against passing at the strong bot's value for a pass, in the taker's points", () => {
    const { view, action } = before((a) => a.type === "bid");
    const weighed = tarotAppraiser
      .create(view.seat ?? 0, { work: 40 })
      .appraise(view, action, Rng.fromSeed("bid"));
    const pass = weighed?.moves.find((move) => move.action.type === "bid" && move.action.contract === "pass");
    expect(pass?.value).toBeCloseTo(STRONG_SEARCH.bidChoice.passValue[4] * 3, 9);
    const best = weighed?.moves[0]?.action;
    expect(best).toEqual(strongBid(view, Rng.fromSeed("bid"), { work: 40 }));
  });

  it("weighs a card that plays as a lower one of its suit as that card", () => {
    let index = -1;
    let previous: unknown = null;
    for (const state of replaySteps(game, log)) {
      const entry = log.actions[index];
      if (entry !== undefined && (entry.action as TarotAction).type === "play") {
        const view = game.view(game.advance(previous, entry.at), entry.seat) as TarotView;
        const seen = seenCards(view);
        const choices = distinctPlays(legalCards(view), seen);
        const same = legalCards(view).find((card) => !choices.includes(card));
        if (same !== undefined) {
          const played: TarotAction = { type: "play", card: same };
          const weighed = tarotAppraiser
            .create(entry.seat, { work: 20 })
            .appraise(view, played, Rng.fromSeed("s"));
          const standIn = weighed?.moves[weighed.chosen]?.action;
          expect(standIn?.type === "play" && standIn.card).not.toBe(same);
          expect(standIn?.type === "play" && distinctPlays([standIn.card, same], seen)).toHaveLength(1);
          expect(weighed?.moves).toHaveLength(choices.length);
          return;
        }
      }
      previous = state;
      index++;
    }
    throw new Error("no card in the match played as another");
  });
});
