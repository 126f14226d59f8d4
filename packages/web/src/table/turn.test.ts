import type { TurnBasedClock, TurnState } from "@parlor/protocol";
import { beforeAll, describe, expect, it } from "vitest";
import i18next, { i18nReady } from "../i18n/index.js";
import { HOUR_MS } from "../turns/time.js";
import { bankNow, samePace, turnWords } from "./turn.js";

const NOW = 1_700_000_000_000;
const NAMES = ["You", "Bea", "Carl"];
const BANK = 72 * HOUR_MS;
/** The default time bank: 24 h a move, 72 h in all. */
const CLOCK: TurnBasedClock = { moveMs: 24 * HOUR_MS, bankMs: BANK, onTimeout: "bot" };

/** Spaces as typed in a test. */
const plain = (text: string | null): string | null => text && text.replaceAll("\u00a0", " ");

function turn(toAct: number[], deadlines: (number | null)[], bankLeftMs = [BANK, BANK, BANK]): TurnState {
  return { toAct, deadlines, bankLeftMs };
}

beforeAll(async () => {
  await i18nReady;
  await i18next.changeLanguage("en");
  await i18next.loadNamespaces("lifecycle");
});

describe("play again at a turn-based table", () => {
  it("sets up the new table turn-based, with the same time bank in hours; a live one as before", () => {
    const clock: TurnBasedClock = { moveMs: 12 * HOUR_MS, bankMs: 48 * HOUR_MS, onTimeout: "resign" };
    expect(samePace(clock)).toEqual({
      pace: "turn-based",
      turnBased: { moveHours: 12, bankHours: 48, onTimeout: "resign" },
    });
    expect(samePace(undefined)).toEqual({});
  });
});

describe("a turn-based table's clock in words", () => {
  it("says it is the page's turn, the time left for its move, and its bank running down", () => {
    // The move began at NOW (due 24 h later); an hour on.
    const mine = turn([0], [NOW + 24 * HOUR_MS, null, null]);
    const words = turnWords(mine, CLOCK, NOW + HOUR_MS, [0], NAMES);
    expect(words.whose).toBe("Your turn");
    expect(plain(words.left)).toBe("23 h left");
    expect(plain(words.bank)).toBe("Your time bank: 2 d 23 h");
  });

  it("names whose turn it is, with their time left, and the page's bank as it stands", () => {
    const theirs = turn([1], [null, NOW + 5 * HOUR_MS, null], [50 * HOUR_MS, BANK, BANK]);
    const words = turnWords(theirs, CLOCK, NOW + HOUR_MS, [0], NAMES);
    expect(words.whose).toBe("Bea to play");
    expect(plain(words.left)).toBe("4 h left");
    expect(plain(words.bank)).toBe("Your time bank: 2 d 2 h");
  });

  it("gives several to move together the soonest deadline", () => {
    const both = turn([1, 2], [null, NOW + 5 * HOUR_MS, NOW + 2 * HOUR_MS]);
    const words = turnWords(both, CLOCK, NOW, [0], NAMES);
    expect(words.whose).toBe("Bea and Carl to play");
    expect(plain(words.left)).toBe("2 h left");
  });

  it("gives a spectator no bank, and says nothing of a turn while nobody is to move", () => {
    expect(turnWords(turn([1], [null, NOW + HOUR_MS, null]), CLOCK, NOW, [], NAMES).bank).toBeNull();
    const nobody = turnWords(turn([], [null, null, null]), CLOCK, NOW, [0], NAMES);
    expect(nobody.whose).toBeNull();
    expect(nobody.left).toBeNull();
    expect(plain(nobody.bank)).toBe("Your time bank: 3 d");
  });

  it("counts down to nothing, never below", () => {
    const late = turnWords(turn([0], [NOW + HOUR_MS, null, null]), CLOCK, NOW + 2 * HOUR_MS, [0], NAMES);
    expect(plain(late.left)).toBe("0 s left");
  });
});

describe("what is left of a seat's bank now", () => {
  it("runs down from when the move at hand began, read from its deadline, not from the frame", () => {
    // Due in 4 h: the 24-hour move began 20 h ago (the page opened in the middle of it).
    const mine = turn([0], [NOW + 4 * HOUR_MS, null, null]);
    expect(bankNow(mine, CLOCK, 0, NOW)).toBe(BANK - 20 * HOUR_MS);
  });

  it("stops at the deadline: a move costs at most its time", () => {
    const mine = turn([0], [NOW + HOUR_MS, null, null]);
    expect(bankNow(mine, CLOCK, 0, NOW + 5 * HOUR_MS)).toBe(BANK - 24 * HOUR_MS);
  });

  it("begins the move a short bank allows at its deadline less the bank", () => {
    // 3 h left in the bank: the move is due 3 h after it began, which is 1 h ago.
    const short = turn([0], [NOW + 2 * HOUR_MS, null, null], [3 * HOUR_MS, BANK, BANK]);
    expect(bankNow(short, CLOCK, 0, NOW)).toBe(2 * HOUR_MS);
    expect(bankNow(short, CLOCK, 0, NOW + 9 * HOUR_MS)).toBe(0);
  });

  it("stands still while it is not the seat's turn", () => {
    expect(bankNow(turn([1], [null, NOW + HOUR_MS, null]), CLOCK, 0, NOW + 9 * HOUR_MS)).toBe(BANK);
    expect(bankNow(turn([1], [null, NOW, null]), CLOCK, 5, NOW)).toBeNull();
  });
});
