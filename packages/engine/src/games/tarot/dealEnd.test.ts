import { describe, expect, it } from "vitest";
import { replaySteps } from "../../core/log.js";
import { playWithBots } from "../../core/testkit.js";
import { DECK, EXCUSE } from "./cards.js";
import { wonPiles } from "./dealEnd.js";
import { tarotGame } from "./game.js";
import { checkDeal, CONTRACTS, scoreDeal, type Deal } from "./scoring.js";
import { playing, run, trick, type Playing } from "./situations.js";
import type { DealResult, TarotState } from "./state.js";
import { legalPlays } from "./tricks.js";

/** Plays out these tricks (each: its leader and cards) of a one-deal match and returns its result. */
function scored(
  hands: string[][],
  how: Playing,
  tricks: [number, string[]][],
): { s: TarotState; r: DealResult } {
  let s = playing(hands, { ...how, options: { deals: 1, ...how.options } });
  for (const [leader, cards] of tricks) s = run(s, trick(leader, hands.length, cards));
  const r = s.results[0];
  if (r === undefined) throw new Error("the deal was not scored");
  return { s, r };
}

/**
 * A whole 4-player deal: seat 0, the taker, holds `taker` (18 cards) and leads them in that order; the
 * `aside` six cards are the dog (Garde sans, Garde contre) or the discard (Prise, Garde); the other
 * seats share the rest of the deck in its order and play their first legal card but the Excuse.
 */
function wholeDeal(taker: string[], aside: string[], how: Playing): DealResult {
  const rest = DECK.filter((card) => !taker.includes(card) && !aside.includes(card));
  const hands = [taker, rest.slice(0, 18), rest.slice(18, 36), rest.slice(36, 54)];
  const laidAside =
    how.contract === "prise" || how.contract === "garde" ? { discard: aside } : { dog: aside };
  let s = playing(hands, { taker: 0, ...laidAside, ...how, options: { deals: 1, ...how.options } });
  for (let lead = 0; s.phase === "play";) {
    const seat = s.turn;
    const hand = s.hands[seat] ?? [];
    const legal = legalPlays(
      hand,
      s.trick.map((p) => p.card),
    );
    const card = seat === 0 ? (taker[lead++] as string) : (legal.find((c) => c !== EXCUSE) ?? EXCUSE);
    s = run(s, [[seat, { type: "play", card }]]);
  }
  const r = s.results[0];
  if (r === undefined) throw new Error("the deal was not scored");
  return r;
}

/** Trumps from `high` down to `low`. */
const trumpsDown = (high: number, low: number): string[] =>
  Array.from({ length: high - low + 1 }, (_, i) => `T${high - i}`);

/** The engine's deal of a scored result, as `checkDeal` reads one. */
function dealOf(r: DealResult, players: Deal["players"]): Deal {
  return {
    players,
    taker: r.taker,
    ...(r.partner === null ? {} : { partner: r.partner }),
    contract: r.contract,
    oudlers: r.oudlers as Deal["oudlers"],
    points: r.points,
    ...(r.petitAuBout === null ? {} : { petitAuBout: r.petitAuBout }),
    poignees: r.poignees,
    ...(r.chelem === null ? {} : { chelem: r.chelem }),
  };
}

describe("the cards each side won", () => {
  it("over whole random matches, every card of every deal goes to exactly one side", () => {
    for (const seats of [3, 4, 5]) {
      const log = playWithBots(
        tarotGame,
        { deals: 3 },
        Array<string>(seats).fill("random"),
        `sides ${seats}`,
      ).log;
      let deals = 0;
      for (const s of replaySteps<TarotState>(tarotGame, log)) {
        if (s.phase !== "scored" && s.phase !== "over") continue;
        deals++;
        const taker = s.taker ?? 0;
        const attack = s.partner !== null && s.partner !== taker ? [taker, s.partner] : [taker];
        const piles = wonPiles(s, attack);
        const played = s.tricks.flatMap((t) => t.cards.map((p) => p.card));
        expect([...piles.attack, ...piles.defence].sort()).toEqual([...played].sort());
        expect([...played, ...s.dog, ...s.discard].sort()).toEqual([...DECK].sort());
      }
      expect(deals).toBeGreaterThanOrEqual(3);
    }
  });
});

describe("scoring a deal", () => {
  it("the Petit au bout of a Garde: taker +60, each defender -20 from the Petit alone", () => {
    const hands = [
      ["H7", "T1"],
      ["T2", "S2"],
      ["H3", "S4"],
      ["H5", "S6"],
    ];
    const { s, r } = scored(hands, { taker: 0, contract: "garde" }, [
      [0, ["H7", "T2", "H3", "H5"]],
      [1, ["S2", "S4", "S6", "T1"]],
    ]);
    expect(r).toMatchObject({ petitAuBout: "attack", oudlers: 1, points: 6, made: false, chelem: null });
    const deal = { players: 4, taker: 0, contract: "garde", oudlers: 1, points: 6 } as const;
    expect(r.scores).toEqual(scoreDeal({ ...deal, petitAuBout: "attack" }).scores);
    const withoutPetit = scoreDeal(deal).scores;
    expect(r.scores.map((score, seat) => score - (withoutPetit[seat] ?? 0))).toEqual([60, -20, -20, -20]);
    expect(s.sheet).toEqual([r.scores]);
    expect(s.phase).toBe("over");
  });

  it("the Excuse stays with its owner's side, which gives a half-point card for it", () => {
    const hands = [
      ["SK", "S5"],
      ["EX", "S9"],
      ["S2", "S4"],
      ["S3", "S7"],
    ];
    const { r } = scored(hands, { taker: 0, contract: "prise" }, [
      [0, ["SK", "EX", "S2", "S3"]],
      [0, ["S5", "S9", "S4", "S7"]],
    ]);
    // SK, S2, S3 and a half-point card given by the defence: 6 points, no oudler.
    expect(r).toMatchObject({ oudlers: 0, points: 6 });
  });

  it("a side that wins no trick keeps its Excuse and gives nothing for it", () => {
    const hands = [
      ["SK", "S9"],
      ["EX", "S4"],
      ["S2", "S5"],
      ["S3", "S6"],
    ];
    const { r } = scored(hands, { taker: 0, contract: "prise" }, [
      [0, ["SK", "EX", "S2", "S3"]],
      [0, ["S9", "S4", "S5", "S6"]],
    ]);
    expect(r).toMatchObject({ oudlers: 0, points: 4.5 + 6 * 0.5, chelem: "made" });
  });

  it("the Excuse played to the last trick goes to the side that wins it", () => {
    const hands = [
      ["S2", "EX"],
      ["SK", "S9"],
      ["S3", "S4"],
      ["S5", "S6"],
    ];
    const { r } = scored(hands, { taker: 0, contract: "prise" }, [
      [0, ["S2", "SK", "S3", "S5"]],
      [1, ["S9", "S4", "S6", "EX"]],
    ]);
    expect(r).toMatchObject({ oudlers: 0, points: 0, chelem: "defence" });
  });

  it("an announced chelem: the Excuse wins the last trick, and the Petit of the trick before is au bout", () => {
    const hands = [
      ["T1", "EX"],
      ["S2", "H2"],
      ["S3", "H3"],
      ["S4", "H4"],
    ];
    const { s, r } = scored(hands, { taker: 0, contract: "garde", chelem: true }, [
      [0, ["T1", "S2", "S3", "S4"]],
      [0, ["EX", "H2", "H3", "H4"]],
    ]);
    expect(s.tricks[1]?.winner).toBe(0);
    expect(r).toMatchObject({ chelem: "announced-made", petitAuBout: "attack", oudlers: 2 });
  });

  it("unannounced too: a side that has won every trick and leads its Excuse to the last trick wins it", () => {
    const hands = [
      ["T1", "EX"],
      ["S2", "H2"],
      ["S3", "H3"],
      ["S4", "H4"],
    ];
    const { s, r } = scored(hands, { taker: 0, contract: "garde", chelem: false }, [
      [0, ["T1", "S2", "S3", "S4"]],
      [0, ["EX", "H2", "H3", "H4"]],
    ]);
    expect(s.tricks[1]?.winner).toBe(0);
    expect(r).toMatchObject({ chelem: "made", petitAuBout: "attack", oudlers: 2 });
  });

  it("the defence too: a defender leading the Excuse to the last trick after the defence took every trick wins it", () => {
    const hands = [
      ["S2", "H2"],
      ["T1", "EX"],
      ["S3", "H3"],
      ["S4", "H4"],
    ];
    const { s, r } = scored(hands, { taker: 0, contract: "prise" }, [
      [0, ["S2", "T1", "S3", "S4"]],
      [1, ["EX", "H3", "H4", "H2"]],
    ]);
    expect(s.tricks[1]?.winner).toBe(1);
    // The defender played the Petit in the next-to-last trick: au bout, for the defence.
    expect(r).toMatchObject({ chelem: "defence", petitAuBout: "defence", oudlers: 0, points: 0 });
  });

  it("an Excuse played to the last trick but not led by the side that won every trick follows the ordinary rule", () => {
    const hands = [
      ["S2", "H2"],
      ["T1", "H4"],
      ["S3", "EX"],
      ["S4", "H3"],
    ];
    const { s, r } = scored(hands, { taker: 0, contract: "prise" }, [
      [0, ["S2", "T1", "S3", "S4"]],
      [1, ["H4", "EX", "H3", "H2"]],
    ]);
    expect(s.tricks[1]?.winner).toBe(1);
    expect(r).toMatchObject({ chelem: "defence", petitAuBout: null });
  });

  it("the Petit of the next-to-last trick is not au bout when the Excuse in the last trick is not the chelem side's", () => {
    const hands = [
      ["T1", "SK"],
      ["S2", "EX"],
      ["S3", "S4"],
      ["S5", "S6"],
    ];
    const { s, r } = scored(hands, { taker: 0, contract: "garde", chelem: true }, [
      [0, ["T1", "S2", "S3", "S5"]],
      [0, ["SK", "EX", "S4", "S6"]],
    ]);
    expect(s.tricks[1]?.winner).toBe(0);
    expect(r).toMatchObject({ chelem: "announced-made", petitAuBout: null });
  });

  it("a whole deal: a Garde sans taker who won 17 tricks and leads the Excuse to the 18th scores 560 per defender", () => {
    // The 21 down to the 6 draw every defender's trump, the Petit wins the 17th trick, the Excuse the 18th.
    const taker = [...trumpsDown(21, 6), "T1", EXCUSE];
    const r = wholeDeal(taker, ["SK", "HK", "DK", "CK", "SQ", "HQ"], { contract: "garde-sans" });
    // (25 + 55) × 4 = 320, the Petit au bout 10 × 4 = 40, the chelem made unannounced 200.
    expect(r).toMatchObject({ chelem: "made", petitAuBout: "attack", oudlers: 3, points: 91, attack: 560 });
    expect(r.scores).toEqual([1680, -560, -560, -560]);
  });

  it("a whole deal: a chelem made with a defender's Excuse in the last trick has no Petit au bout (520, not 560)", () => {
    const taker = [...trumpsDown(21, 6), "T1", "SK"];
    const r = wholeDeal(taker, ["HK", "DK", "CK", "SQ", "HQ", "DQ"], { contract: "garde-sans" });
    // The defender's Excuse goes to the trick's winners: 91 points, (25 + 55) × 4 + 200.
    expect(r).toMatchObject({ chelem: "made", petitAuBout: null, oudlers: 3, points: 91, attack: 520 });
  });

  it("an announced chelem the defence breaks is announced-failed", () => {
    const hands = [
      ["S2", "T1"],
      ["SK", "H2"],
      ["S3", "H3"],
      ["S4", "H4"],
    ];
    const { r } = scored(hands, { taker: 0, contract: "prise", chelem: true }, [
      [0, ["S2", "SK", "S3", "S4"]],
      [1, ["H2", "H3", "H4", "T1"]],
    ]);
    expect(r.chelem).toBe("announced-failed");
  });

  it("the dog counts for the taker in a Garde sans and for the defence in a Garde contre; the discard for the taker", () => {
    const hands = [["S2"], ["S3"], ["S4"], ["SK"]];
    const dog = ["HK", "T21", "H2"];
    const sans = scored(hands, { contract: "garde-sans", dog }, [[0, ["S2", "S3", "S4", "SK"]]]).r;
    expect(sans).toMatchObject({ oudlers: 1, points: 9.5, dog });
    const contre = scored(hands, { contract: "garde-contre", dog }, [[0, ["S2", "S3", "S4", "SK"]]]).r;
    expect(contre).toMatchObject({ oudlers: 0, points: 0 });
    const garde = scored(hands, { contract: "garde", discard: dog }, [[0, ["S2", "S3", "S4", "SK"]]]).r;
    expect(garde).toMatchObject({ oudlers: 1, points: 9.5, discard: dog });
  });

  it("poignées score with the table's bonuses, to the side that wins", () => {
    const hands = [["S2"], ["S3"], ["S4"], ["SK"]];
    const how: Playing = { contract: "prise" };
    const base = playing(hands, { ...how, options: { deals: 1, poigneeSingle: 10 } });
    const shown: TarotState = { ...base, poignees: [{ seat: 2, size: "single", cards: [] }] };
    const s = run(shown, trick(0, 4, ["S2", "S3", "S4", "SK"]));
    const r = s.results[0];
    expect(r?.poignees).toEqual(["single"]);
    // Who showed it (seat 2, a defender), for the metrics by side.
    expect(r?.poigneeSeats).toEqual([2]);
    const deal = {
      players: 4,
      taker: 0,
      contract: "prise",
      oudlers: 0,
      points: 0,
      chelem: "defence",
    } as const;
    expect(r?.scores).toEqual(
      scoreDeal({ ...deal, poignees: ["single"] }, { poignee: { single: 10, double: 30, triple: 40 } })
        .scores,
    );
    expect(r?.scores).not.toEqual(scoreDeal({ ...deal, poignees: ["single"] }).scores);
  });

  it("5 players: the partner shares the attack; the taker alone scores four times", () => {
    const five = [["SK"], ["S2"], ["HK"], ["S3"], ["S4"]];
    const partnered = scored(five, { contract: "prise", called: "HK" }, [
      [0, ["SK", "S2", "HK", "S3", "S4"]],
    ]).r;
    expect(partnered.partner).toBe(2);
    expect(partnered.scores[0]).toBe(2 * partnered.attack);
    expect(partnered.scores[2]).toBe(partnered.attack);
    const alone = scored(five, { contract: "prise", called: "DK", dog: ["DK"] }, [
      [0, ["SK", "S2", "HK", "S3", "S4"]],
    ]).r;
    expect(alone.partner).toBe(0);
    expect(alone.scores[0]).toBe(4 * alone.attack);
  });

  it("a match is `deals` deals: a scored deal stays turned over for `dealPause`, then the next dealer deals", () => {
    const hands = [["S2"], ["S3"], ["S4"], ["SK"]];
    const s = run(
      playing(hands, { options: { deals: 2, dealPause: 3_000 } }),
      trick(0, 4, ["S2", "S3", "S4", "SK"]),
    );
    expect(s.dealsScored).toBe(1);
    expect(s.phase).toBe("scored");
    expect(s.events.some((e) => e.kind === "deal-scored")).toBe(true);
    expect(tarotGame.toAct(s)).toEqual([]);
    expect(tarotGame.reveal(s)).toEqual([]);
    expect(tarotGame.nextDeadline(s)).toBe(s.now + 3_000);
    expect(tarotGame.view(s, 0).nextDeal).toBe(s.now + 3_000);
    expect(tarotGame.advance(s, s.now + 2_999).phase).toBe("scored");
    const next = tarotGame.advance(s, s.now + 3_000);
    expect(next.phase).toBe("bidding");
    expect(next.dealer).toBe(0);
    expect(next.hands.flat()).toHaveLength(72);
    expect(tarotGame.outcome(next)).toBeNull();
  });
});

describe("checkDeal accepts every deal the game scores", () => {
  it("a chelem made (announced or not) under each contract, a Garde contre's dog to the defence", () => {
    const taker = [...trumpsDown(21, 6), "T1", EXCUSE];
    const kings = ["SK", "HK", "DK", "CK", "SQ", "HQ"];
    const small = ["S2", "S3", "S4", "H2", "H3", "H4"];
    for (const contract of CONTRACTS) {
      for (const chelem of [false, true]) {
        // Kings may not be discarded: the taker's discard is small; the dog unseen may hold anything.
        const aside = contract === "prise" || contract === "garde" ? small : kings;
        const r = wholeDeal(taker, aside, { contract, chelem });
        expect(r.chelem).toBe(chelem ? "announced-made" : "made");
        // A Garde contre's dog of four kings and two queens (25 points) goes to the defence.
        expect(r.points).toBe(contract === "garde-contre" ? 66 : 91);
        const checked = checkDeal(JSON.parse(JSON.stringify(dealOf(r, 4))));
        expect(checked.ok ? "accepted" : checked.error.message, `${contract} ${chelem}`).toBe("accepted");
        if (checked.ok) expect(scoreDeal(checked.value).scores).toEqual(r.scores);
      }
    }
  });

  it("every deal of random matches at 3, 4 and 5 players", () => {
    let deals = 0;
    for (const seats of [3, 4, 5]) {
      for (let match = 0; match < 6; match++) {
        const { log } = playWithBots(
          tarotGame,
          { deals: 5 },
          Array<string>(seats).fill("random"),
          `checked ${seats} ${match}`,
        );
        const last = [...replaySteps<TarotState>(tarotGame, log)].at(-1);
        for (const r of last?.results ?? []) {
          const checked = checkDeal(JSON.parse(JSON.stringify(dealOf(r, seats as Deal["players"]))));
          expect(checked.ok ? "accepted" : checked.error.message, JSON.stringify(r)).toBe("accepted");
          deals++;
        }
      }
    }
    expect(deals).toBe(3 * 6 * 5);
  });
});
