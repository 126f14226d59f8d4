import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Rng } from "../../core/prng.js";
import { checkBotMatchesReplay, duplicateMeans, playWithBots } from "../../core/testkit.js";
import type { Bid, TarotAction } from "./actions.js";
import { basicAction, basicBid, basicDiscard, chooseCard, playTable } from "./basic.js";
import {
  BEGINNER_MISTAKES,
  beginnerAction,
  beginnerBid,
  beginnerBot,
  beginnerCard,
  crudeBid,
  smallCardsDiscard,
  type BeginnerMistakes,
} from "./beginner.js";
import { DEFAULT_TAROT_BOT, tarotBots } from "./bots.js";
import { cardPoints } from "./cards.js";
import { dogSize } from "./deal.js";
import { plainCards } from "./dog.js";
import { tarotGame } from "./game.js";
import { tarotOptions } from "./options.js";
import { playing, playUntil, run, SAME_VIEW_MOMENTS, sameViewStates, trick } from "./situations.js";
import type { TarotState } from "./state.js";
import type { TarotView } from "./view.js";

/** No mistake at all: the beginner then plays as the basic bot does (but for its crude bidding). */
const NONE: BeginnerMistakes = {
  misjudgesHand: 0,
  forgetsPlayedCards: 0,
  playsHighCard: 0,
  keepsPetit: 0,
  discardsSmallCards: 0,
  forgetsPoignee: 0,
};

/** Every mistake, every time it may be made. */
const ALWAYS: BeginnerMistakes = {
  misjudgesHand: 1,
  forgetsPlayedCards: 1,
  playsHighCard: 1,
  keepsPetit: 1,
  discardsSmallCards: 1,
  forgetsPoignee: 1,
};

/** Only the mistake `name`, every time. */
const only = (name: keyof BeginnerMistakes): BeginnerMistakes => ({ ...NONE, [name]: 1 });

const viewOf = (state: TarotState, seat = state.turn): TarotView => tarotGame.view(state, seat);

/** A hand whose crude count (8 trumps and the Petit: 9 of 18) says Prise. */
const PRISE_BY_COUNT = [
  "T1",
  "T3",
  "T4",
  "T6",
  "T8",
  "T10",
  "T13",
  "S1",
  "S2",
  "S5",
  "H1",
  "H3",
  "H7",
  "D2",
  "D4",
  "C1",
  "C5",
  "C8",
];
/** Kings, queens and a long suit but five small trumps: the basic bot takes, the crude count passes. */
const KINGS = [
  "SK",
  "SQ",
  "SN",
  "SJ",
  "S10",
  "S9",
  "HK",
  "HQ",
  "DK",
  "DQ",
  "CK",
  "T2",
  "T3",
  "T5",
  "T7",
  "T9",
  "C2",
  "C3",
];
/** Nine small trumps, no oudler, no honour: the crude count takes, the basic bot passes. */
const SMALL_TRUMPS = [
  "T2",
  "T3",
  "T4",
  "T5",
  "T6",
  "T7",
  "T8",
  "T9",
  "T10",
  "S1",
  "S2",
  "S3",
  "H1",
  "H2",
  "H3",
  "D1",
  "D2",
  "C1",
];

/**
 * Seat 0 (a defender) leads the third trick holding the heart king and two clubs; seat 1 showed it
 * has no heart in the first trick (it trumped).
 */
function afterAHeartVoid(): TarotState {
  const hands = [
    ["H2", "SK", "HK", "C2", "C3"],
    ["T5", "T6", "S1", "D1", "D2"],
    ["H3", "S2", "H6", "D3", "D4"],
    ["H4", "S3", "H7", "D5", "D6"],
  ];
  const start = playing(hands, { taker: 2, contract: "prise" });
  return run(start, [...trick(0, 4, ["H2", "T5", "H3", "H4"]), ...trick(1, 4, ["S1", "S2", "S3", "SK"])]);
}

describe("the beginner's bidding", () => {
  it("counts its trumps and oudlers only: it passes kings the basic bot takes, takes small trumps it passes", () => {
    const open: (Bid | null)[] = [null, null, null, null];
    expect(basicBid(KINGS, open, 4)).not.toBe("pass");
    expect(crudeBid(KINGS)).toBe("pass");
    expect(basicBid(SMALL_TRUMPS, open, 4)).toBe("pass");
    expect(crudeBid(SMALL_TRUMPS)).toBe("prise");
    expect(crudeBid(PRISE_BY_COUNT)).toBe("prise");
    expect(beginnerBid(PRISE_BY_COUNT, open, Rng.fromSeed("x"), NONE)).toBe("prise");
  });

  it("misjudging its hand, bids one contract too high or too low, never above what was said", () => {
    const open: (Bid | null)[] = [null, null, null, null];
    const said = new Set<Bid>();
    for (let i = 0; i < 40; i++)
      said.add(beginnerBid(PRISE_BY_COUNT, open, Rng.fromSeed(`misjudge ${i}`), only("misjudgesHand")));
    expect([...said].sort()).toEqual(["garde", "pass"]);
    // After a Garde, a Prise hand misjudged too high would say Garde: not allowed, so it passes.
    const afterGarde: (Bid | null)[] = ["garde", null, null, null];
    for (let i = 0; i < 10; i++)
      expect(beginnerBid(PRISE_BY_COUNT, afterGarde, Rng.fromSeed(`after ${i}`), ALWAYS)).toBe("pass");
  });
});

describe("the beginner's card play", () => {
  it("forgets the cards played: leads a king into a seat that showed it has none of the suit", () => {
    const view = viewOf(afterAHeartVoid());
    expect(view.turn).toBe(0);
    expect(chooseCard(playTable(view))).toBe("C2");
    expect(beginnerCard(view, Rng.fromSeed("f"), NONE)).toBe("C2");
    expect(beginnerCard(view, Rng.fromSeed("f"), only("forgetsPlayedCards"))).toBe("HK");
  });

  it("plays a high card where a low one would do: its queen under the taker's king", () => {
    const hands = [
      ["H2", "HQ"],
      ["H3", "S2"],
      ["H4", "S3"],
      ["HK", "S1"],
    ];
    const view = viewOf(run(playing(hands, { taker: 3, turn: 3 }), [[3, { type: "play", card: "HK" }]]));
    expect(beginnerCard(view, Rng.fromSeed("h"), NONE)).toBe("H2");
    expect(beginnerCard(view, Rng.fromSeed("h"), only("playsHighCard"))).toBe("HQ");
  });

  it("does not save the Petit in time: last to a trick it would win with it, trumps higher", () => {
    const hands = [
      ["T1", "T7"],
      ["H2", "S1"],
      ["H3", "S2"],
      ["H4", "S3"],
    ];
    const state = run(playing(hands, { taker: 1, turn: 1 }), trick(1, 4, ["H2", "H3", "H4"]));
    const view = viewOf(state);
    expect(beginnerCard(view, Rng.fromSeed("p"), NONE)).toBe("T1");
    expect(beginnerCard(view, Rng.fromSeed("p"), only("keepsPetit"))).toBe("T7");
  });
});

describe("the beginner's discard and poignée", () => {
  it("discards its smallest cards, whatever their suits, rather than the basic bot's voids", () => {
    const state = playUntil(4, "discard/1", (s) => s.phase === "discard");
    expect(state.phase).toBe("discard");
    const view = viewOf(state, state.taker ?? 0);
    const hand = view.hand ?? [];
    const size = dogSize(4);
    const small = smallCardsDiscard(hand, size);
    expect(beginnerAction(view, Rng.fromSeed("d"), NONE)).toEqual({
      type: "discard",
      cards: basicDiscard(hand, size),
    });
    expect(beginnerAction(view, Rng.fromSeed("d"), only("discardsSmallCards"))).toEqual({
      type: "discard",
      cards: small,
    });
    expect(small).not.toEqual(basicDiscard(hand, size));
    const kept = plainCards(hand).filter((card) => !small.includes(card));
    for (const card of small)
      for (const other of kept) expect(cardPoints(card)).toBeLessThanOrEqual(cardPoints(other));
    const accepted = tarotGame.apply(
      state,
      state.taker ?? 0,
      { type: "discard", cards: small },
      state.now + 1,
    );
    expect(accepted.ok).toBe(true);
  });

  it("forgets to show its poignée", () => {
    const trumps = ["T2", "T3", "T4", "T5", "T6", "T7", "T8", "T9", "T10", "T11", "T12"];
    const hands = [
      trumps,
      ["S1", "S2", "S3", "S4", "S5", "S6", "S7", "S8", "S9", "S10", "SJ"],
      ["H1", "H2", "H3", "H4", "H5", "H6", "H7", "H8", "H9", "H10", "HJ"],
      ["D1", "D2", "D3", "D4", "D5", "D6", "D7", "D8", "D9", "D10", "DJ"],
    ];
    const view = viewOf(playing(hands, { taker: 0 }));
    expect(beginnerAction(view, Rng.fromSeed("g"), NONE)?.type).toBe("poignee");
    expect(basicAction(view)?.type).toBe("poignee");
    expect(beginnerAction(view, Rng.fromSeed("g"), only("forgetsPoignee"))?.type).toBe("play");
  });
});

/** Plays a match of beginners with `mistakes`, every move through the rules; fails on a refusal. */
function beginnersPlay(seats: number, seed: string, mistakes: BeginnerMistakes): number {
  let state = tarotGame.setup(tarotOptions.parse({ deals: 1 }), seats, seed);
  const rngs = Array.from({ length: seats }, (_, seat) => Rng.fromSeed(`${seed}/${seat}`));
  let moves = 0;
  for (let step = 0; step < 1_000 && tarotGame.outcome(state) === null; step++) {
    const seat = tarotGame.toAct(state)[0];
    if (seat === undefined) {
      state = tarotGame.advance(state, tarotGame.nextDeadline(state) ?? state.now + 1);
      continue;
    }
    const action = beginnerAction(viewOf(state, seat), rngs[seat] as Rng, mistakes);
    expect(action, `${seed}: seat ${seat} in ${state.phase}`).not.toBeNull();
    const next = tarotGame.apply(state, seat, action as TarotAction, state.now + 1);
    if (!next.ok) throw new Error(`${seed}: ${JSON.stringify(action)} refused: ${next.error.message}`);
    state = tarotGame.advance(next.value, next.value.now);
    moves++;
  }
  expect(tarotGame.outcome(state), `${seed}: the match did not end`).not.toBeNull();
  return moves;
}

describe("the beginner level", () => {
  it.each([3, 4, 5])("%i players: every move of whole matches is legal, mistakes or none", (seats) => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 6 }),
        fc.constantFrom(BEGINNER_MISTAKES, ALWAYS),
        (seed, mistakes) => {
          expect(beginnersPlay(seats, `legal/${seats}/${seed}`, mistakes)).toBeGreaterThan(0);
        },
      ),
      { numRuns: 6 },
    );
  });

  it("is deterministic for a seed, and its matches replay", () => {
    const bots = ["beginner", "beginner", "beginner", "beginner"];
    const first = playWithBots(tarotGame, { deals: 1 }, bots, "same seed");
    const again = playWithBots(tarotGame, { deals: 1 }, bots, "same seed");
    expect(JSON.stringify(again.log)).toBe(JSON.stringify(first.log));
    checkBotMatchesReplay(tarotGame, { deals: 1 }, ["beginner", "basic", "beginner"], ["r3"]);
    checkBotMatchesReplay(
      tarotGame,
      { deals: 1 },
      ["beginner", "beginner", "basic", "random", "beginner"],
      ["r5"],
    );
  });

  it.each(SAME_VIEW_MOMENTS)(
    "sees only its view (%s): states with the same view get the same decision",
    (_, stop) => {
      for (const { seat, state, other } of sameViewStates(stop)) {
        expect(other.hands).not.toEqual(state.hands);
        expect(tarotGame.view(other, seat)).toEqual(tarotGame.view(state, seat));
        expect(beginnerDecides(other, seat)).toEqual(beginnerDecides(state, seat));
      }
    },
  );

  it("is registered beside the others, offered to people, and random is kept for tests", () => {
    expect(tarotBots.beginner).toBe(beginnerBot);
    expect(Object.keys(tarotBots)).toEqual(["random", "beginner", "basic", "strong"]);
    expect(tarotBots.beginner?.unlisted).toBeUndefined();
    expect(tarotBots.random?.unlisted).toBe(true);
    expect(DEFAULT_TAROT_BOT).toBe("basic");
    // Every mistake has a rate: made sometimes, never always.
    expect(Object.keys(BEGINNER_MISTAKES).sort()).toEqual(Object.keys(NONE).sort());
    for (const rate of Object.values(BEGINNER_MISTAKES)) expect(rate > 0 && rate < 1).toBe(true);
  });

  it("scores clearly below the basic bot and clearly above random on duplicate deals", () => {
    const mixed = duplicateMeans(
      tarotGame,
      { deals: 1 },
      ["basic", "beginner", "beginner", "beginner"],
      10,
      "levels",
    );
    expect((mixed.basic ?? 0) - (mixed.beginner ?? 0)).toBeGreaterThan(20);
    const low = duplicateMeans(
      tarotGame,
      { deals: 1 },
      ["beginner", "random", "random", "random"],
      4,
      "levels",
    );
    expect((low.beginner ?? 0) - (low.random ?? 0)).toBeGreaterThan(200);
  });
});

/** The beginner level's decision for the view of `seat`, from a fresh bot with the same seed. */
function beginnerDecides(state: TarotState, seat: number): TarotAction | null {
  const bot = tarotGame.bots.beginner?.create(seat, Rng.fromSeed("same bot"));
  return bot?.act(tarotGame.view(state, seat), state.now)?.action ?? null;
}
