import { describe, expect, it } from "vitest";
import { buracoGame } from "./game.js";
import { situation } from "./situations.js";
import { buracoReveal, buracoView } from "./view.js";

const CANASTA = ["4H.0", "5H.0", "6H.0", "7H.0", "8H.0", "9H.0", "10H.0"];

describe("what a seat sees", () => {
  const s = situation({
    seats: 4,
    hands: [["KC.0", "4S.1", "2D.0"], ["5S.0"], ["AD.0", "AD.1"], []],
    pile: ["9S.0", "JD.1", "QC.0"],
    melds: [[CANASTA, ["JS.0", "QS.0", "2C.1"]], []],
    redThrees: [["3D.0"], []],
    mortoFates: ["waiting", "taken"],
    mortoHow: [null, "indirect"],
    mortoPending: [null, 1],
    mortoTakers: [null, 1],
    mortos: [["KD.0", "KD.1"], []],
  });

  it("its own hand sorted, every seat's hand size, never another hand", () => {
    const v = buracoView(s, 0);
    expect(v.cards).toEqual(["4S.1", "KC.0", "2D.0"]);
    expect(v.handCounts).toEqual([3, 1, 2, 0]);
    expect(JSON.stringify(v)).not.toContain("5S.0");
    expect(JSON.stringify(v)).not.toContain("AD.");
    expect(buracoView(s, null).cards).toBeNull();
  });

  it("the pile's top card and size only (all of it with openPile); stock and morto sizes, who took which morto", () => {
    const v = buracoView(s, 1);
    expect(v.pileTop).toBe("QC.0");
    expect(v.pileCount).toBe(3);
    expect(v.pile).toBeNull();
    expect(JSON.stringify(v)).not.toContain("JD.1");
    expect(JSON.stringify(v)).not.toContain("KD.");
    expect(v.stockCount).toBe(s.stock.length);
    expect(v.mortos).toEqual([
      { count: 2, fate: "waiting", how: null, pending: null, takenBy: null },
      { count: 0, fate: "taken", how: "indirect", pending: 1, takenBy: 1 },
    ]);
    const open = buracoView({ ...s, options: { ...s.options, openPile: true } }, 1);
    expect(open.pile).toEqual(["9S.0", "JD.1", "QC.0"]);
  });

  it("every meld with its canasta status, red threes, the pairs, turn and step", () => {
    const v = buracoView(s, 3);
    expect(v.melds[0]?.map((m) => m.canasta)).toEqual(["natural", null]);
    expect(v.melds[0]?.map((m) => m.kind)).toEqual(["run", "run"]);
    expect(v.redThrees).toEqual([["3D.0"], []]);
    expect(v.teams).toEqual([
      [0, 2],
      [1, 3],
    ]);
    expect(v.side).toBe(1);
    expect(v.turn).toBe(0);
    expect(v.step).toBe("draw");
  });

  it("a black three on top shows the pile locked", () => {
    expect(buracoView({ ...s, pile: ["9S.0", "3C.0"] }, 0).pileLocked).toBe(true);
    expect(buracoView(s, 0).pileLocked).toBe(false);
  });

  it("reveal lists the hands, the stock, the mortos face down and the pile under its top, as codes", () => {
    const places = buracoReveal(s).map((g) => `${g.place}:${g.seat}:${g.cards.join(",")}`);
    expect(places).toContain("hand:2:AD,AD");
    expect(places).toContain("morto:0:KD,KD");
    expect(places).toContain("pile:null:JD,9S"); // the card just under the top first
    const fresh = buracoGame.setup(buracoGame.options.parse({}), 2, "r");
    expect(buracoReveal(fresh).find((g) => g.place === "deck")?.cards[0]).toBe(
      fresh.stock[fresh.stock.length - 1]?.split(".")[0],
    );
  });
});
