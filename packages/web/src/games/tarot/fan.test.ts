import { describe, expect, it } from "vitest";
import { fanOf, type Fan, type FanRoom } from "./fan";

/** A laptop's dock and a small phone's (px), with the cards the stylesheet gives them. */
const LAPTOP: FanRoom = { width: 1184, card: 70, minShown: 24, gap: 4 };
const PHONE: FanRoom = { width: 344, card: 48, minShown: 24, gap: 4 };

/** How much of each card shows: from its left edge to the next card drawn over it (if that one overlaps). */
function shown(fan: Fan, room: FanRoom): number[] {
  return fan.places.map((place, i) => {
    const next = fan.places[i + 1];
    return next && next.row === place.row ? Math.min(room.card, next.x - place.x) : room.card;
  });
}

/** Lit and dimmed cards as a string: "L" lit, "." dimmed. */
const litOf = (pattern: string): boolean[] => [...pattern].map((c) => c === "L");

describe("the hand's fan", () => {
  it("lays a laptop's 18 cards on one row, barely overlapping, inside the width", () => {
    const fan = fanOf(litOf(".".repeat(18)), LAPTOP);
    expect(fan.rows).toBe(1);
    const last = fan.places[17]!;
    expect(last.x + LAPTOP.card).toBeLessThanOrEqual(LAPTOP.width);
    expect(fan.places[0]!.x).toBeGreaterThanOrEqual(0);
    for (const part of shown(fan, LAPTOP)) expect(part).toBeGreaterThan(LAPTOP.card * 0.8);
  });

  it("does not overlap cards at all when there is room, and centres them", () => {
    const fan = fanOf(litOf("LLL"), LAPTOP);
    expect(shown(fan, LAPTOP)).toEqual([LAPTOP.card, LAPTOP.card, LAPTOP.card]);
    expect(fan.places[1]!.x - fan.places[0]!.x).toBe(LAPTOP.card + LAPTOP.gap);
    const used = fan.places[2]!.x + LAPTOP.card - fan.places[0]!.x;
    expect(fan.places[0]!.x).toBeCloseTo((LAPTOP.width - used) / 2);
  });

  it("takes two rows on a phone, each card showing at least its strip", () => {
    const fan = fanOf(litOf(".".repeat(18)), PHONE);
    expect(fan.rows).toBe(2);
    expect(fan.places.filter((p) => p.row === 0)).toHaveLength(9);
    for (const part of shown(fan, PHONE)) expect(part).toBeGreaterThanOrEqual(PHONE.minShown);
    for (const place of fan.places) expect(place.x + PHONE.card).toBeLessThanOrEqual(PHONE.width);
  });

  it("never puts a dimmed card over a lit one, and keeps every card's strip", () => {
    // A discard on a phone: kings (dimmed) among the suits' lit cards, trumps dimmed at the start.
    for (const pattern of [
      "......LLL.LLLLL.LLL.LLLL",
      "L.L.L.L.L.L.L.L.L.L.L.L.",
      "LLLLLLLLLLLLLLLLLL",
      ".....LLLL.........",
    ]) {
      const lit = litOf(pattern);
      for (const room of [PHONE, LAPTOP, { ...PHONE, width: 300 }]) {
        const fan = fanOf(lit, room);
        expect(fan.places).toHaveLength(lit.length);
        const parts = shown(fan, room);
        fan.places.forEach((place, i) => {
          expect(parts[i], `${pattern} card ${i}`).toBeGreaterThanOrEqual(room.minShown);
          const next = fan.places[i + 1];
          const overlapped = next !== undefined && next.row === place.row && next.x < place.x + room.card;
          if (lit[i] && overlapped)
            expect(lit[i + 1], `${pattern}: card ${i + 1} over lit card ${i}`).toBe(true);
        });
      }
    }
  });

  it("takes one more row rather than let a card show less than its strip", () => {
    // 24 cards on a small phone: 12 a row would show 22 px of each, under the 24 px strip.
    const room = { ...PHONE, width: 300 };
    const fan = fanOf(litOf(".".repeat(24)), room);
    expect(fan.rows).toBe(3);
  });

  it("has no places for an empty hand", () => {
    expect(fanOf([], PHONE)).toEqual({ places: [], rows: 0 });
  });
});
