import * as engine from "@parlor/engine";
import { cardCode, type PatternsState, type PcState, type SuperState } from "@parlor/engine/set";
import { ruhd, type MatchLog, type RuhdState } from "@parlor/engine";
import { beforeAll, describe, expect, it } from "vitest";
import { i18nReady } from "../i18n/index.js";
import { hiddenCards, type HiddenCards } from "./hidden.js";
import { seatNames } from "./names.js";
import { MATCHES } from "./testing.js";
import { actionCount, atAction, buildTimeline, stateAt, stateBefore, type Timeline } from "./timeline.js";

const CLASSIC_DECK = 81;

function hiddenOf(timeline: Timeline, state: unknown): HiddenCards {
  const log = timeline.log;
  // Ruhd's pieces are tiles (its GameUi says so; registry.test checks it), the SET games' cards.
  return hiddenCards(timeline.game, state, seatNames(log.seats), log.game === "ruhd" ? "tile" : undefined);
}

/** The hidden cards right after the index-th action. */
const hiddenAt = (timeline: Timeline, index: number): HiddenCards =>
  hiddenOf(timeline, stateAt(timeline, atAction(timeline, index)));

const cardsOf = (hidden: HiddenCards, key: string): readonly string[] =>
  hidden.groups.find((g) => g.key === key)?.cards ?? [];

const every = (hidden: HiddenCards): string[] => hidden.groups.flatMap((g) => g.cards);

function timelineOf(log: MatchLog): Timeline {
  return buildTimeline(engine, log);
}

// The page's strings (English: no language detected outside a browser).
beforeAll(() => i18nReady);

describe("hidden cards", () => {
  it("PC Set Game: the deck, whose next cards are the ones dealt next", () => {
    const timeline = timelineOf(MATCHES["set-pc"]!());
    const shape = { features: 3, values: 3 };
    for (let k = 0; k <= actionCount(timeline); k++) {
      const hidden = hiddenAt(timeline, k);
      const state = stateAt(timeline, atAction(timeline, k)) as PcState;
      const shown = [...state.slots.filter((c) => c !== null), ...state.discard].map((id) =>
        cardCode(shape, id),
      );
      // Hidden and shown cards make the whole deck, each once.
      expect(new Set([...every(hidden), ...shown]).size).toBe(27);
      expect(every(hidden).length + shown.length).toBe(27);
    }
    // The first set found that the dealer did not follow with a reshuffle (a refill that leaves no set
    // on the table is reshuffled) is refilled from the top of the deck as it was just before.
    const reshuffles = (s: PcState): number => s.counters.noSetReshuffles + s.counters.timedReshuffles;
    const first = timeline.states.findIndex((s, k) => {
      if (k === 0) return false;
      const before = stateBefore(timeline, k) as PcState;
      const after = s as PcState;
      return after.discard.length > before.discard.length && reshuffles(after) === reshuffles(before);
    });
    expect(first).toBeGreaterThan(0);
    const before = stateBefore(timeline, first) as PcState;
    const after = timeline.states[first] as PcState;
    const dealt = after.slots
      .filter((c, slot) => c !== null && c !== before.slots[slot])
      .map((id) => cardCode(shape, id as number));
    expect(dealt.length).toBeGreaterThan(0);
    expect(new Set(dealt)).toEqual(
      new Set(cardsOf(hiddenOf(timeline, before), "deck").slice(0, dealt.length)),
    );
  });

  it("Patterns: the deck, and the pool grows from its top", () => {
    const timeline = timelineOf(MATCHES["set-patterns"]!());
    for (let k = 0; k <= actionCount(timeline); k++) {
      const state = stateAt(timeline, atAction(timeline, k)) as PatternsState;
      const hidden = hiddenAt(timeline, k);
      const shown = [
        ...state.pool.flat().filter((c) => c !== null),
        ...state.stacks.flat(),
        ...state.outOfPlay,
      ];
      expect(every(hidden).length + shown.length).toBe(CLASSIC_DECK);
      const next = timeline.states[k + 1] as PatternsState | undefined;
      const grown = next?.events.find((e) => e.kind === "grow" && e.n > state.counters.events);
      if (grown?.kind === "grow") {
        const codes = grown.cards.map((id) => cardCode({ features: 4, values: 3 }, id));
        expect(new Set(cardsOf(hidden, "deck").slice(0, codes.length))).toEqual(new Set(codes));
      }
    }
  });

  it("Super Rules: every seat's pile, and a flip turns up its top card", () => {
    const timeline = timelineOf(MATCHES["set-super"]!());
    const names = seatNames(timeline.log.seats);
    const deal = hiddenAt(timeline, 0);
    expect(deal.groups.map((g) => g.title)).toEqual(names.map((n) => `${n}: pile, top card first`));
    let flips = 0;
    for (let k = 1; k <= actionCount(timeline); k++) {
      const entry = timeline.log.actions[k - 1]!;
      if ((entry.action as { type: string }).type !== "flip") continue;
      // Just before the flip (any automatic flip in between already done), its top card is hidden.
      const top = cardsOf(hiddenOf(timeline, stateBefore(timeline, k)), `seat-${entry.seat}`)[0];
      const after = timeline.states[k] as SuperState;
      const flipped = after.events.at(-1);
      expect(flipped).toMatchObject({ kind: "flip", seat: entry.seat });
      expect(flipped?.kind === "flip" && cardCode({ features: 4, values: 3 }, flipped.card)).toBe(top);
      flips++;
    }
    expect(flips).toBeGreaterThan(0);
  });

  it("Ruhd: every hand, the deck in order and the tiles set aside; a player draws the deck's top", () => {
    const timeline = timelineOf(MATCHES.ruhd!());
    for (let k = 0; k <= actionCount(timeline); k++) {
      const hidden = hiddenAt(timeline, k);
      const state = stateAt(timeline, atAction(timeline, k)) as RuhdState;
      const all = [...every(hidden), ...state.board.map((p) => p.tile)];
      expect(new Set(all)).toEqual(new Set(ruhd.TILES));
      expect(all.length).toBe(ruhd.TILES.length);
      const next = timeline.states[k + 1] as RuhdState | undefined;
      const entry = timeline.log.actions[k];
      const top = cardsOf(hidden, "deck")[0];
      if (next && entry && top !== undefined) expect(next.hands[entry.seat]).toContain(top);
    }
  });

  it("names each place and whose it is, from the engine's reveal", () => {
    const ruhdTimeline = timelineOf(MATCHES.ruhd!());
    expect(hiddenAt(ruhdTimeline, 0).groups.map((g) => [g.key, g.title])).toEqual([
      ["seat-0", "Bot 1 (greedy): hand"],
      ["seat-1", "Bot 2 (strong): hand"],
      ["deck", "Deck, next tile first"],
      ["set-aside", "Set aside for this game"],
    ]);
    const superTimeline = timelineOf(MATCHES["set-super"]!());
    expect(hiddenAt(superTimeline, 0).groups[0]?.title).toMatch(/^Bot 1 \(\w+\): pile, top card first$/);
  });
});
