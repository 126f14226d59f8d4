import { describe, expect, it } from "vitest";
import {
  basicAction,
  basicBid,
  basicCall,
  basicDiscard,
  chooseCard,
  basicShowsPoignee,
  FAMILY_BIT,
  playTable,
  poigneeToShow,
  shownVoids,
  type PlayTable,
} from "./basic.js";
import { Rng } from "../../core/prng.js";
import { BID_CHOICE, contractWorth } from "./bidChoice.js";
import { estimateHand, handPoints } from "./handEstimate.js";
import type { Bid, TarotAction } from "./actions.js";
import { isOudler, isTrump, rankOf, suitOf } from "./cards.js";
import { tarotGame } from "./game.js";
import { tarotOptions } from "./options.js";
import { playedMarks } from "./rollout.js";
import type { PlayedCard } from "./state.js";
import { legalPlays } from "./tricks.js";
import type { TarotView } from "./view.js";

/** A view of seat 0 at a 4-player table in the tricks; `over` replaces what a test needs. */
function viewOf(over: Partial<TarotView>): TarotView {
  return {
    game: "tarot",
    seat: 0,
    now: 0,
    seats: 4,
    phase: "play",
    dealer: 3,
    deal: 1,
    deals: 1,
    hand: [],
    handCounts: [18, 18, 18, 18],
    dogCount: 0,
    dog: null,
    shownDog: null,
    bids: ["pass", "pass", "garde", "pass"],
    taker: 2,
    contract: "garde",
    called: null,
    partner: null,
    discardCount: 6,
    shownDiscard: [],
    myDiscard: null,
    chelem: false,
    poignees: [],
    trick: [],
    previousTrick: null,
    tricks: [],
    turn: 0,
    turnDeadline: null,
    nextDeal: null,
    sheet: [],
    totals: [0, 0, 0, 0],
    lastResult: null,
    events: [],
    finished: false,
    winners: null,
    ...over,
  };
}

const played = (...cards: [number, string][]): PlayedCard[] => cards.map(([seat, card]) => ({ seat, card }));

/** A table for seat `seat` with `hand`, the trick so far, nothing else played. */
function tableOf(over: Partial<PlayTable> & Pick<PlayTable, "hand">): PlayTable {
  const gone = playedMarks((over.trick ?? []).map((p) => p.card));
  return {
    seats: 4,
    seat: 0,
    trick: [],
    taker: 2,
    partner: null,
    called: null,
    firstTrick: false,
    played: gone,
    voids: [0, 0, 0, 0],
    ...over,
  };
}

const STRONG = [
  "T21",
  "T20",
  "T19",
  "T18",
  "T17",
  "T15",
  "T12",
  "T9",
  "T5",
  "T1",
  "EX",
  "HK",
  "HQ",
  "SK",
  "C3",
  "C4",
  "D2",
  "D5",
];
const WEAK = [
  "T2",
  "T4",
  "T7",
  "S1",
  "S3",
  "S5",
  "SJ",
  "H2",
  "H4",
  "H6",
  "HN",
  "D1",
  "D3",
  "D6",
  "C2",
  "C5",
  "C7",
  "C9",
];

describe("basic bidding", () => {
  it("estimates each contract from the hand's points; a strong hand guards, a weak one passes", () => {
    expect(handPoints(STRONG)).toBeGreaterThan(handPoints(WEAK));
    const strong = estimateHand(STRONG, 4);
    expect(strong.garde.mean).toBe(2 * strong.prise.mean);
    expect(strong.garde.variance).toBe(4 * strong.prise.variance);
    expect(estimateHand(WEAK, 4).prise.mean).toBeLessThan(BID_CHOICE.passValue[4]);
    expect(basicBid(STRONG, [null, null, null, null], 4)).toBe("garde");
    expect(basicBid(WEAK, [null, null, null, null], 4)).toBe("pass");
  });

  it("bids only above what was said: a prise hand passes after a garde", () => {
    const prise = [
      "T21",
      "T16",
      "T14",
      "T11",
      "T8",
      "T6",
      "T3",
      "SK",
      "SQ",
      "S4",
      "S6",
      "S8",
      "HK",
      "H3",
      "D7",
      "D9",
      "C1",
      "CJ",
    ];
    expect(basicBid(prise, [null, null, null, null], 4)).toBe("prise");
    expect(basicBid(prise, ["garde", null, null, null], 4)).toBe("pass");
  });

  it("takes a Prise with a hand a club player takes: the Petit, eight trumps, a king", () => {
    // Worth 35 by the former counting, which passed below 43; its estimated Prise is a little below
    // even, worth more than a pass.
    const hand = [
      "T1",
      "T19",
      "T15",
      "T12",
      "T9",
      "T6",
      "T4",
      "T3",
      "SK",
      "S7",
      "S2",
      "HQ",
      "H6",
      "H5",
      "D8",
      "D3",
      "C9",
      "C6",
    ];
    const { prise } = estimateHand(hand, 4);
    expect(prise.mean).toBeLessThan(0);
    expect(contractWorth(prise)).toBeGreaterThan(BID_CHOICE.passValue[4]);
    expect(basicBid(hand, ["pass", null, null, null], 4)).toBe("prise");
    // Valuing a pass at 0, it would pass.
    expect(
      basicBid(hand, ["pass", null, null, null], 4, { ...BID_CHOICE, passValue: { 3: 0, 4: 0, 5: 0 } }),
    ).toBe("pass");
  });

  it("passes a whole deal by everybody in at most a fifth of the deals at 4 players", () => {
    // Basic bots at 4 players over 200 seeded deals: every seat bids in turn from its own hand.
    let passed = 0;
    const deals = 200;
    for (let i = 0; i < deals; i++) {
      const state = tarotGame.setup(tarotOptions.parse({ deals: 1 }), 4, `pass rate/${i}`);
      const bids: Bid[] = [];
      for (let k = 0; k < 4; k++) {
        const seat = (state.dealer + 1 + k) % 4;
        const said = [...bids, ...new Array<null>(4 - bids.length).fill(null)];
        bids.push(basicBid(state.hands[seat] ?? [], said, 4));
      }
      if (bids.every((bid) => bid === "pass")) passed++;
    }
    expect(passed / deals).toBeLessThanOrEqual(0.2);
    expect(passed / deals).toBeGreaterThan(0.05);
  });
});

describe("basic poignées", () => {
  it("shows its poignée when its side should win the deal: the attack always, the defence against a Prise", () => {
    expect(basicShowsPoignee(true, "garde")).toBe(true);
    expect(basicShowsPoignee(false, "prise")).toBe(true);
    expect(basicShowsPoignee(false, "garde")).toBe(false);
    const ten = ["T2", "T3", "T4", "T5", "T6", "T7", "T8", "T9", "T10", "T11"];
    const hand = [...ten, "S1", "S2", "H1", "H2", "D1", "D2", "C1", "C2"];
    // Seat 0 defends against seat 2's Prise: it shows its ten trumps before its first card.
    const view = viewOf({ hand, bids: ["pass", "pass", "prise", "pass"], contract: "prise", turn: 0 });
    expect(basicAction(view)).toEqual({ type: "poignee", cards: ten });
    // Against a Garde it keeps them to itself.
    const guarded = viewOf({ hand, contract: "garde", turn: 0 });
    expect(basicAction(guarded)?.type).toBe("play");
  });
});

describe("basic call and discard", () => {
  it("calls a king it does not hold in its best suit, a queen when it holds every king", () => {
    expect(basicCall(["HQ", "HN", "H5", "SK", "S1", "T3"])).toBe("HK");
    expect(basicCall(["SK", "HK", "DK", "CK", "CQ", "C2", "D3"])).toBe("DQ");
  });

  it("discards whole short suits first (a void), never a king, an oudler or a trump it can keep", () => {
    const hand = [...STRONG, "D8", "C7", "C9", "H5", "S2", "S3"];
    const discard = basicDiscard(hand, 6);
    expect(discard).toHaveLength(6);
    expect(discard.some((card) => rankOf(card) === "K" || isOudler(card) || isTrump(card))).toBe(false);
    // Diamonds (D2, D5, D8) and clubs (C3, C4, C7, C9) hold no king: one of them is voided entirely.
    const left = hand.filter((card) => !discard.includes(card));
    expect(["D", "C"].some((suit) => left.every((card) => suitOf(card) !== suit))).toBe(true);
  });

  it("discards its lowest trumps only when nothing else may go", () => {
    const hand = ["T21", "T1", "EX", "T3", "T9", "T4", "SK", "HK", "DK", "CK", "S5", "T10"];
    expect(basicDiscard(hand, 3).sort()).toEqual(["S5", "T3", "T4"]);
  });
});

describe("basic poignée", () => {
  it("shows exactly the largest poignée its trumps make, the Excuse only to complete one", () => {
    const ten = Array.from({ length: 10 }, (_, i) => `T${i + 2}`);
    expect(poigneeToShow([...ten, "T21", "S1"], 4)).toEqual(ten);
    expect(poigneeToShow([...ten.slice(0, 9), "EX", "S1"], 4)).toEqual([...ten.slice(0, 9), "EX"]);
    expect(poigneeToShow([...ten.slice(0, 9), "S1"], 4)).toBeNull();
    expect(poigneeToShow(ten.slice(0, 8), 5)).toHaveLength(8);
  });

  it("the taker shows it before its first card; a defender does not", () => {
    const hand = [
      ...Array.from({ length: 10 }, (_, i) => `T${i + 2}`),
      "S1",
      "S2",
      "S3",
      "H1",
      "H2",
      "H3",
      "D1",
      "D2",
    ];
    expect(basicAction(viewOf({ hand, taker: 0 }))).toMatchObject({ type: "poignee" });
    expect(basicAction(viewOf({ hand }))).toMatchObject({ type: "play" });
  });
});

describe("basic card play", () => {
  it("saves the Petit on a trick its partner surely wins", () => {
    // 4 players, taker 2: seats 0, 1 and 3 defend. Seat 1 led the 21 (master); seat 0 follows.
    expect(chooseCard(tableOf({ hand: ["T1", "T5", "S3"], trick: played([1, "T21"]) }))).toBe("T1");
    // Led by the taker, the 21 is the other side's: the Petit is kept, the 5 goes.
    expect(chooseCard(tableOf({ hand: ["T1", "T5", "S3"], trick: played([2, "T21"]) }))).toBe("T5");
  });

  it("wins what it can when last; gives the other side's trick its poorest card", () => {
    const spades = tableOf({
      hand: ["SK", "SQ", "S2", "T5"],
      trick: played([1, "S1"], [2, "S5"], [3, "SJ"]),
    });
    expect(["SQ", "SK"]).toContain(chooseCard(spades));
    const lost = tableOf({ hand: ["S2", "SQ"], trick: played([1, "S1"], [2, "SK"], [3, "S4"]) });
    expect(chooseCard(lost)).toBe("S2");
  });

  it("loads a trick its side wins for sure with a rich card", () => {
    const table = tableOf({ hand: ["SQ", "S2", "T3"], trick: played([2, "S5"], [3, "SK"]), seat: 0 });
    // Seat 3 (defence) holds the trick with the king; seat 1 still plays, but no spade is above the king.
    expect(chooseCard(table)).toBe("SQ");
  });

  it("plays the Excuse rather than give a rich card to the other side, and never keeps it to the end", () => {
    const table = tableOf({ hand: ["SQ", "EX", "T3", "D4"], trick: played([2, "SK"]), seat: 0 });
    expect(chooseCard(table)).toBe("EX");
    expect(chooseCard(tableOf({ hand: ["EX", "D4"], trick: [] }))).toBe("EX");
  });

  it("the defence leads into the taker's void; the taker long in trumps draws them with its master", () => {
    const voids = [0, 0, FAMILY_BIT.H, 0];
    const defence = tableOf({ hand: ["H3", "H8", "S4", "S5", "S6", "T2"], voids });
    expect(chooseCard(defence)).toBe("H3");
    const trumps = Array.from({ length: 12 }, (_, i) => `T${i + 10}`);
    // T1-T5 are gone, T6-T9 are out: 12 trumps against 4, and the 21 is master.
    const gone = playedMarks(Array.from({ length: 5 }, (_, i) => `T${i + 1}`));
    const taker = tableOf({ hand: [...trumps, "S2"], seat: 2, played: gone });
    expect(chooseCard(taker)).toBe("T21");
  });

  it("always plays a legal card", () => {
    const hand = ["S1", "S5", "H9", "T4", "T12", "EX"];
    for (const trick of [[], ["S3"], ["HK"], ["D4"], ["T8"], ["D4", "T16"], ["EX"]]) {
      const table = tableOf({ hand, trick: trick.map((card, i) => ({ seat: (i + 1) % 4, card })) });
      expect(legalPlays(hand, trick)).toContain(chooseCard({ ...table, seat: 0 }));
    }
  });
});

describe("what a view shows", () => {
  it("voids from failing to follow, and no trump from failing to trump", () => {
    const voids = shownVoids(4, [
      played([0, "S1"], [1, "T4"], [2, "H3"], [3, "S2"]),
      played([1, "T5"], [2, "S9"]),
    ]);
    expect(voids).toEqual([0, FAMILY_BIT.S, FAMILY_BIT.S | FAMILY_BIT.T, 0]);
  });

  it("the table of a view: its seat's partner once it holds the called card", () => {
    const view = viewOf({ seats: 5, hand: ["SK", "T3"], called: "SK", taker: 2 });
    expect(playTable(view).partner).toBe(0);
    expect(playTable({ ...view, hand: ["T3"] }).partner).toBeNull();
  });
});

describe("basicAction", () => {
  it("acts only on its turn, in every phase, and always the same for the same view", () => {
    expect(basicAction(viewOf({ turn: 1, hand: WEAK }))).toBeNull();
    expect(
      basicAction(viewOf({ phase: "bidding", bids: [null, null, null, null], hand: STRONG })),
    ).toMatchObject({
      type: "bid",
    });
    expect(basicAction(viewOf({ phase: "call", seats: 5, taker: 0, hand: STRONG }))).toEqual({
      type: "call",
      card: expect.stringMatching(/K$/),
    });
    const discard = basicAction(
      viewOf({ phase: "discard", taker: 0, hand: [...STRONG, "D8", "C7", "C9", "H5", "S2", "S3"] }),
    );
    expect(discard).toMatchObject({ type: "discard" });
    expect(discard?.type === "discard" && discard.cards).toHaveLength(6);
    expect(basicAction(viewOf({ phase: "chelem", taker: 0, hand: STRONG }))).toEqual({
      type: "chelem",
      announce: false,
    });
    const view = viewOf({ hand: WEAK, trick: played([3, "C1"]) });
    expect(basicAction(view)).toEqual(basicAction(structuredClone(view)));
    expect(basicAction(viewOf({ hand: WEAK, finished: true }))).toBeNull();
  });
});

describe("basicAction is always legal", () => {
  it.each([3, 4, 5])("%i players: at every step of random matches, the rules accept its move", (seats) => {
    for (const seed of ["a", "b", "c"]) {
      let state = tarotGame.setup(tarotOptions.parse({ deals: 2 }), seats, `legal/${seats}/${seed}`);
      const rng = Rng.fromSeed(seed);
      let at = 0;
      let checked = 0;
      while (tarotGame.outcome(state) === null && checked < 400) {
        const seat = tarotGame.toAct(state)[0];
        if (seat === undefined) {
          state = tarotGame.advance(state, (tarotGame.nextDeadline(state) ?? at) + 1);
          continue;
        }
        const view = tarotGame.view(state, seat);
        const mine = basicAction(view);
        expect(mine, `${seed}: ${view.phase}`).not.toBeNull();
        const accepted = tarotGame.apply(state, seat, mine as TarotAction, ++at);
        expect(accepted.ok, `${seed}: ${JSON.stringify(mine)} refused`).toBe(true);
        checked++;
        // Random moves carry the match on, so basicAction meets what random players make of it.
        const moves = tarotGame.legal(view);
        const next = tarotGame.apply(state, seat, moves[rng.int(moves.length)] as TarotAction, at);
        if (!next.ok) throw new Error(next.error.message);
        state = tarotGame.advance(next.value, at);
      }
      expect(checked).toBeGreaterThan(20);
    }
  });
});
