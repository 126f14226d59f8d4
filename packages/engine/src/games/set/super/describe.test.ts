import { describe, expect, it } from "vitest";
import type { Seat } from "../../../core/game.js";
import { setSuper } from "./game.js";
import type { SuperAction } from "./actions.js";
import { must, table, withGrid, withPoints, withTop } from "./situations.js";
import type { SuperState } from "./state.js";

/** Plays a move as a table does and describes it; the state it made. */
function move(
  state: SuperState,
  seat: Seat,
  action: SuperAction,
  at: number,
  name?: string,
): { text: string; after: SuperState } {
  const after = must(state, seat, action, at);
  return { after, text: setSuper.describe(state, { seat, action, at, name }, after) };
}

const pick = (card: string): SuperAction => ({ type: "pick", card });
const FLIP: SuperAction = { type: "flip" };
const CALL: SuperAction = { type: "call" };
const SUPER: SuperAction = { type: "super" };

/** A grid holding one set (0000 1111 2222) and a few other cards; no automatic flips. */
const start = (options = {}): SuperState =>
  withGrid(table(2, { autoFlip: 0, ...options }), ["0000", "0001", "1111", "0010", "2222", "0011"]);

describe("SET Super Rules moves in words", () => {
  it("a flip names the card it showed", () => {
    const s = withTop(start(), 0, "1212");
    expect(move(s, 0, FLIP, 1_000, "Bot 1 (medium)").text).toBe(
      "Bot 1 (medium) flipped three green open squiggles",
    );
  });

  it("a super round announced, joined, and started by the next flip", () => {
    const announced = move(start(), 1, SUPER, 100);
    expect(announced.text).toBe("Player 2 announced a super round");
    const joined = move(announced.after, 0, SUPER, 200);
    expect(joined.text).toBe("Player 1 joined the super round");
    const flipped = move(withTop(joined.after, 0, "1212"), 0, FLIP, 1_000);
    expect(flipped.text).toBe("Player 1 flipped three green open squiggles: the super round is on");
  });

  it("a call, then each card pointed out, the third with the set it made and its points", () => {
    const called = move(start(), 1, CALL, 100, "Bea");
    expect(called.text).toBe("Bea called SET");
    const first = move(called.after, 1, pick("0000"), 200, "Bea");
    expect(first.text).toBe("Bea pointed out one red solid diamond");
    const second = move(first.after, 1, pick("1111"), 300, "Bea");
    const third = move(second.after, 1, pick("2222"), 400, "Bea");
    expect(third.text).toBe(
      "Bea pointed out three purple open ovals: a set of one red solid diamond, two green striped squiggles and three purple open ovals, 1 point",
    );
  });

  it("pointing out a card with no call open is a call; a wrong set costs points, or locks out", () => {
    const s = withPoints(start(), 0, 2);
    const first = move(s, 0, pick("0000"), 100);
    expect(first.text).toBe("Player 1 called SET and pointed out one red solid diamond");
    const second = move(first.after, 0, pick("0001"), 200);
    expect(move(second.after, 0, pick("0010"), 300).text).toBe(
      "Player 1 pointed out one red solid squiggle: not a set: one red solid diamond, one red striped diamond and one red solid squiggle, 1 point paid",
    );

    let poor = move(start(), 1, pick("0000"), 100).after;
    poor = move(poor, 1, pick("0001"), 200).after;
    expect(move(poor, 1, pick("0010"), 300).text).toMatch(/: not a set: .*, 0 points paid, locked out$/);
  });

  it("when the wrong call locks out the last player, every lockout is lifted", () => {
    let s: SuperState = { ...start(), locked: [true, false] };
    s = move(s, 1, pick("0000"), 100).after;
    s = move(s, 1, pick("0001"), 200).after;
    expect(move(s, 1, pick("0010"), 300).text).toMatch(
      /locked out; everyone was locked out, so every lockout is lifted$/,
    );
  });

  it("an automatic flip due before the move is not the move's; one it let through follows it", () => {
    const s = withTop(start({ autoFlip: 2_000, windowGap: 0 }), 0, "1212");
    // The flip came due at 2 s, before this call: not told with it.
    const late = move(s, 1, CALL, 2_500);
    expect(late.text).toBe("Player 2 called SET");
    // A call at 1.5 s holds the flip due at 2 s until the third card is pointed out at 2.5 s.
    let held = move(s, 1, pick("0000"), 1_500).after;
    held = move(held, 1, pick("1111"), 1_600).after;
    expect(move(held, 1, pick("2222"), 2_500).text).toMatch(
      /, 1 point; then the next card was flipped automatically: three green open squiggles$/,
    );
  });
});
