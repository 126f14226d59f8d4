import { describe, expect, it } from "vitest";
import { sortHand } from "./cards.js";
import { tarotGame } from "./game.js";
import { laid, playing, run, table, trick } from "./situations.js";

const view = tarotGame.view;

describe("what a seat sees", () => {
  it("its own hand sorted, the others' counts, the dog face down as a count; a spectator no hand", () => {
    const s = table(4);
    const v = view(s, 1);
    expect(v.hand).toEqual(sortHand(s.hands[1] ?? []));
    expect(v.handCounts).toEqual([18, 18, 18, 18]);
    expect(v.dogCount).toBe(6);
    expect(v.dog).toBeNull();
    expect(view(s, null).hand).toBeNull();
    expect(JSON.stringify(v)).not.toContain(JSON.stringify(s.hands[0]));
  });

  it("a Prise or Garde shows the dog until the discard, and keeps what was shown; the discard's trumps are shown", () => {
    const base = table(4);
    const s = laid(base.hands, base.dog);
    const taken = run(s, [
      [0, { type: "bid", contract: "prise" }],
      [1, { type: "bid", contract: "pass" }],
      [2, { type: "bid", contract: "pass" }],
      [3, { type: "bid", contract: "pass" }],
    ]);
    expect(view(taken, 2).dog).toEqual(s.dog);
    expect(view(taken, null).shownDog).toEqual(s.dog);
    const legal = tarotGame.legal(view(taken, 0));
    const first = legal[0];
    if (first?.type !== "discard") throw new Error("a discard is legal");
    const done = run(taken, [[0, first]]);
    expect(view(done, 2).dog).toBeNull();
    expect(view(done, 2).shownDog).toEqual(s.dog);
    expect(view(done, 2).discardCount).toBe(6);
    expect(view(done, 2).shownDiscard).toEqual(done.shownDiscard);
    // The taker knows what they put down; nobody else (nor a spectator) sees it.
    expect(view(done, 0).myDiscard).toEqual(sortHand(first.cards));
    expect(view(done, 2).myDiscard).toBeNull();
    expect(view(done, null).myDiscard).toBeNull();
  });

  it("5 players: the called card at once, the partner only once the called card is played", () => {
    const hands = [
      ["S2", "T5"],
      ["S3", "H1"],
      ["S4", "HK"],
      ["S5", "H3"],
      ["S6", "H4"],
    ];
    const s = run(
      playing(hands, { called: "HK", contract: "prise", turn: 1 }),
      trick(1, 5, ["S3", "S4", "S5", "S6", "S2"]),
    );
    expect(view(s, 3).called).toBe("HK");
    expect(view(s, 3).partner).toBeNull();
    expect(view(s, 2).partner).toBeNull();
    const revealed = run(s, trick(4, 5, ["H4", "T5", "H1", "HK"]));
    expect(view(revealed, 3).partner).toBe(2);
  });

  it("the trick being played and the previous one, whose turn it is", () => {
    const hands = [
      ["S2", "H1"],
      ["S3", "H2"],
      ["SK", "H3"],
      ["S5", "H4"],
    ];
    const s = run(playing(hands), trick(0, 4, ["S2", "S3", "SK", "S5"]));
    const v = view(s, 0);
    expect(v.previousTrick?.winner).toBe(2);
    expect(v.trick).toEqual([]);
    expect(v.turn).toBe(2);
    const next = run(s, [[2, { type: "play", card: "H3" }]]);
    expect(view(next, 0).trick).toEqual([{ seat: 2, card: "H3" }]);
  });

  it("the reveal lists each hand, the dog face down and the discard", () => {
    const s = table(4);
    const groups = tarotGame.reveal(s);
    expect(groups.map((g) => g.place)).toEqual(["hand", "hand", "hand", "hand", "dog", "discard"]);
    expect(groups.flatMap((g) => g.cards)).toHaveLength(78);
  });
});
