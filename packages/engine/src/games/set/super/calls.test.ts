import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { setSuper } from "./game.js";
import { callSet, ids, must, play, table, withGrid, withPoints } from "./situations.js";
import type { SuperState } from "./state.js";

const SET = ["0000", "1111", "2222"];
const NOT_A_SET = ["0000", "0001", "0010"];
/** A grid holding one set (0000 1111 2222) and a few other cards. */
const start = (options = {}): SuperState =>
  withGrid(table(3, { autoFlip: 0, ...options }), ["0000", "0001", "1111", "0010", "2222", "0011"]);

describe("calling SET", () => {
  it("opens a call window for the caller, which expires with a cost", () => {
    const s = withPoints(start({ callWindow: 5_000 }), 1, 2);
    const calling = must(s, 1, { type: "call" }, 1_000);
    expect(calling.call).toEqual({ caller: 1, picks: [], endsAt: 6_000 });
    expect(setSuper.nextDeadline(calling)).toBe(6_000);
    expect(setSuper.advance(calling, 5_999).call).not.toBeNull();
    const expired = setSuper.advance(calling, 6_000);
    expect(expired.call).toBeNull();
    expect(expired.points[1]).toHaveLength(1);
    expect(expired.discard).toHaveLength(s.discard.length + 1);
    expect(expired.grid).toEqual(s.grid);
    expect(expired.stats.windowTimeouts).toBe(1);
    expect(expired.events.at(-1)).toMatchObject({ kind: "timeout", seat: 1, paid: 1, lockedOut: false });
  });

  it("a pick with no window open is a call plus the first pick", () => {
    const s = must(start(), 2, { type: "pick", card: "1111" }, 500);
    expect(s.call).toEqual({ caller: 2, picks: ids(["1111"]), endsAt: 5_500 });
    expect(s.stats.calls).toBe(1);
  });

  it("only the caller may pick during their window; a pick of a card off the grid is refused", () => {
    const s = must(start(), 0, { type: "call" }, 0);
    const other = play(s, 1, { type: "pick", card: "0000" }, 10);
    expect(other.ok || other.error.code).toBe("call-taken");
    const off = play(s, 0, { type: "pick", card: "1212" }, 10);
    expect(off.ok || off.error.code).toBe("not-on-grid");
    const bad = play(s, 0, { type: "pick", card: "banana" }, 10);
    expect(bad.ok || bad.error.code).toBe("not-on-grid");
  });

  it("refuses picking the same card twice", () => {
    const s = must(start(), 0, { type: "pick", card: "0000" }, 0);
    const again = play(s, 0, { type: "pick", card: "0000" }, 10);
    expect(again.ok || again.error.code).toBe("already-picked");
  });

  it("first come, first served: a second call is refused while a window is open", () => {
    const s = must(start(), 2, { type: "call" }, 0);
    const second = play(s, 0, { type: "call" }, 0);
    expect(second.ok).toBe(false);
    if (!second.ok) {
      expect(second.error.code).toBe("call-taken");
      expect(second.error.message).toBe("Player 3 called SET first.");
    }
    const mine = play(s, 2, { type: "call" }, 0);
    expect(mine.ok || mine.error.code).toBe("already-calling");
  });

  it("a correct set: one card (the first pointed out) to the caller's points, two to the discard pile", () => {
    const s = start();
    const after = callSet(s, 1, ["1111", "0000", "2222"], 100);
    expect(after.call).toBeNull();
    expect(after.points[1]).toEqual(ids(["1111"]));
    expect(after.discard.slice(-2)).toEqual(ids(["0000", "2222"]));
    expect(after.grid).toEqual([null, ...ids(["0001"]), null, ...ids(["0010"]), null, ...ids(["0011"])]);
    expect(after.stats.sets).toBe(1);
    expect(after.events.at(-1)).toMatchObject({
      kind: "set",
      seat: 1,
      cards: ids(["1111", "0000", "2222"]),
      gained: 1,
    });
  });

  it("setPoints decides how many cards of the set the caller keeps", () => {
    const after = callSet(start({ setPoints: 2 }), 1, SET, 100);
    expect(after.points[1]).toHaveLength(2);
  });

  it("a wrong call: the cards stay and the caller pays wrongCallCost to the discard pile", () => {
    const s = withPoints(start(), 0, 3);
    const after = callSet(s, 0, NOT_A_SET, 100);
    expect(after.grid).toEqual(s.grid);
    expect(after.points[0]).toEqual(s.points[0]?.slice(0, 2));
    expect(after.discard).toEqual([...s.discard, ...(s.points[0]?.slice(2) ?? [])]);
    expect(after.locked[0]).toBe(false);
    expect(after.stats.wrongCalls).toBe(1);
    const costly = callSet(withPoints(start({ wrongCallCost: 2 }), 0, 3), 0, NOT_A_SET, 100);
    expect(costly.points[0]).toHaveLength(1);
  });

  it("a player who cannot pay is locked out until another player scores", () => {
    const s = start();
    const locked = callSet(s, 0, NOT_A_SET, 100);
    expect(locked.locked).toEqual([true, false, false]);
    expect(locked.stats.lockouts).toBe(1);
    for (const action of [{ type: "call" }, { type: "pick", card: "1111" }]) {
      const refused = play(locked, 0, action, 200);
      expect(refused.ok || refused.error.code).toBe("locked-out");
    }
    // a second player locked out too; the third scores: both are free again
    const both = callSet(locked, 1, NOT_A_SET, 300);
    expect(both.locked).toEqual([true, true, false]);
    const freed = callSet(both, 2, SET, 400);
    expect(freed.locked).toEqual([false, false, false]);
    expect(must(freed, 0, { type: "call" }, 500).call?.caller).toBe(0);
  });

  it("when every player is locked out at once, all lockouts are lifted: nobody is left out for good", () => {
    const s = start();
    const one = callSet(s, 0, NOT_A_SET, 100);
    const two = callSet(one, 1, NOT_A_SET, 200);
    expect(two.locked).toEqual([true, true, false]);
    const three = callSet(two, 2, NOT_A_SET, 300);
    expect(three.locked).toEqual([false, false, false]);
    expect(three.finished).toBe(false);
    expect(three.stats.lockoutsLifted).toBe(1);
    expect(three.stats.lockouts).toBe(3);
    // The last payment and the lifting are both shown, in order.
    expect(setSuper.view(three, null).events.slice(-2)).toMatchObject([
      { kind: "wrong", seat: 2, paid: 0, lockedOut: true, at: 300 },
      { kind: "lockouts-lifted", at: 300 },
    ]);
    expect(must(three, 0, { type: "call" }, 400).call?.caller).toBe(0);
  });

  it("paying in full leaves the player free, even with nothing left", () => {
    const after = callSet(withPoints(start(), 0, 1), 0, NOT_A_SET, 100);
    expect(after.points[0]).toHaveLength(0);
    expect(after.locked[0]).toBe(false);
  });

  it("points never go below zero: a player pays at most what they hold", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5 }), fc.integer({ min: 0, max: 6 }), (held, cost) => {
        const s = withPoints(start({ wrongCallCost: cost }), 1, held);
        const after = callSet(s, 1, NOT_A_SET, 100);
        expect(after.points[1]).toHaveLength(Math.max(0, held - cost));
        expect(after.locked[1]).toBe(cost > held);
        expect(after.discard.length - s.discard.length).toBe(Math.min(held, cost));
      }),
    );
  });
});
