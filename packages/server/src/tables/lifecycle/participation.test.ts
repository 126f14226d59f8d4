import { getGame, type AnyGame } from "@parlor/engine";
import { describe, expect, it } from "vitest";
import type { StoredSeat } from "../../store/store.js";
import { movesBySeat, ownMoves, playedByEveryone, standInBegins, standInEnds } from "./participation.js";

const person: StoredSeat = { human: true, joined: true };
const bot: StoredSeat = { bot: "greedy", joined: true };
const ruhd = getGame("ruhd") as AnyGame;
const tarot = getGame("tarot") as AnyGame;

/** A log of `counts[seat]` moves per seat, in turn. */
function logOf(...counts: number[]): { seat: number }[] {
  const log: { seat: number }[] = [];
  const left = [...counts];
  while (left.some((n) => n > 0))
    left.forEach((n, seat) => {
      if (n <= 0) return;
      log.push({ seat });
      left[seat] = n - 1;
    });
  return log;
}

describe("who took part", () => {
  it("counts each seat's moves in the log", () => {
    expect(movesBySeat(logOf(3, 1, 0), 3)).toEqual([3, 1, 0]);
  });

  it("counts a person's own moves, not their stand-ins', over stints that ended and the current one", () => {
    // Two moves, away (the stand-in makes five), back for four more, away again for three.
    let seat = standInBegins(person, "greedy", 2);
    expect(ownMoves(seat, 7)).toBe(2);
    seat = standInEnds(seat, 7);
    expect(seat.standIn).toBeUndefined();
    expect(seat.standInMoves).toBe(5);
    expect(ownMoves(seat, 11)).toBe(6);
    seat = standInBegins(seat, "greedy", 11);
    expect(ownMoves(seat, 14)).toBe(6);
    // A resignation during a stand-in's stint keeps the stint's start.
    expect(standInBegins(seat, "basic", 13).standInSince).toBe(11);
  });

  it("a match is played when every person made the game's minimum themselves", () => {
    const minimum = ruhd.minimumMoves(2, {});
    const options = ruhd.options.parse({});
    expect(playedByEveryone(ruhd, options, [person, bot], logOf(minimum, 9))).toBe(true);
    expect(playedByEveryone(ruhd, options, [person, bot], logOf(minimum - 1, 9))).toBe(false);
    // One move, then the tab closed: the stand-in's moves are not the person's.
    const left = standInBegins(person, "greedy", 1);
    expect(playedByEveryone(ruhd, options, [left, bot], logOf(minimum + 4, 9))).toBe(false);
    // A resignation before any move: not played.
    expect(playedByEveryone(ruhd, options, [{ ...person, resigned: true }, person], [])).toBe(false);
    // Bots only: played.
    expect(playedByEveryone(ruhd, options, [bot, bot], [])).toBe(true);
  });

  it("asks one deal's worth of moves in French Tarot (a hand's cards: 18 at four)", () => {
    expect(tarot.minimumMoves(4, tarot.options.parse({}))).toBe(18);
    expect(tarot.minimumMoves(3, tarot.options.parse({}))).toBe(24);
    expect(tarot.minimumMoves(5, tarot.options.parse({}))).toBe(15);
  });
});
