import { buraco } from "@parlor/engine";
import { describe, expect, it } from "vitest";
import { readsStdin, run } from "../cli.js";
import { expectUsageError } from "../testing/expect.js";
import { USAGE } from "../usage.js";
import { parseBuracoScoreArgs, parseSides, type BuracoScoreReport } from "./buraco-score.js";

const NATURAL_RUN = ["4S", "5S", "6S", "7S", "8S", "9S", "10S"];
/** Went out with a natural canasta (50 + 200), a run K♥ A♥ 2♠ (35) and a red three (+100). */
const WINNERS = {
  melds: [NATURAL_RUN, ["KH", "AH", "2S"]],
  redThrees: 1,
  hand: [],
  wentOut: true,
  tookMorto: true,
};
/** A group of nines (30), a Queen and a black three left (-15), no morto. */
const LOSERS = {
  melds: [["9C", "9D", "9S"]],
  redThrees: 0,
  hand: ["QD", "3C"],
  wentOut: false,
  tookMorto: false,
};
const HAND = { sides: [WINNERS, LOSERS] };

function score(hand: unknown, ...args: string[]): BuracoScoreReport {
  const result = run(["buraco-score", ...args], { stdin: JSON.stringify(hand) });
  expect(result.stderr).toBe("");
  expect(result.exitCode).toBe(0);
  return JSON.parse(result.stdout) as BuracoScoreReport;
}

function scoreError(stdin: string | undefined, pattern: RegExp | string, ...args: string[]): void {
  expectUsageError(run(["buraco-score", ...args], stdin === undefined ? {} : { stdin }), pattern);
}

describe("parlor buraco-score", () => {
  it("prints each side's score on one line, field by field", () => {
    const result = run(["buraco-score"], { stdin: JSON.stringify(HAND) });
    expect(result.exitCode).toBe(0);
    expect(result.stdout).toBe(
      '{"sides":[' +
        '{"cards":85,"canastas":200,"redThrees":100,"goingOut":100,"morto":0,"hand":0,"total":485},' +
        '{"cards":30,"canastas":0,"redThrees":0,"goingOut":0,"morto":-100,"hand":-15,"total":-85}]}\n',
    );
  });

  it("reads the sides as { sides: [a, b] } or [a, b], and prints what the engine's scoreHand returns", () => {
    expect(score([WINNERS, LOSERS])).toEqual(score(HAND));
    expect(score(HAND).sides).toEqual([buraco.scoreHand(WINNERS), buraco.scoreHand(LOSERS)]);
  });

  it("--jokers plays the jokers; --runs-only refuses groups", () => {
    const withJoker = { sides: [WINNERS, { ...LOSERS, melds: [["9C", "9D", "JK"]] }] };
    scoreError(JSON.stringify(withJoker), /bad-side: Side 2: 'JK' is not a card/);
    expect(score(withJoker, "--jokers").sides[1]?.cards).toBe(40);
    scoreError(
      JSON.stringify(HAND),
      "buraco-score: bad-side: Side 2: meld 1 (9C 9D 9S) is not a legal meld.",
      "--runs-only",
    );
  });

  it("--ace-to-king and --ace-to-ace switch on the variant canasta bonuses; --pretty indents", () => {
    const toKing = ["4H", "5H", "6H", "7H", "8H", "9H", "10H", "JH", "QH", "KH"];
    const hand = { sides: [{ ...WINNERS, melds: [toKing] }, LOSERS] };
    expect(score(hand).sides[0]?.canastas).toBe(200);
    expect(score(hand, "--ace-to-king").sides[0]?.canastas).toBe(500);
    const toAce = { sides: [{ ...WINNERS, melds: [[...toKing, "AH"]] }, LOSERS] };
    expect(score(toAce, "--ace-to-ace").sides[0]?.canastas).toBe(1000);
    const pretty = run(["buraco-score", "--pretty"], { stdin: JSON.stringify(HAND) });
    expect(pretty.stdout).toMatch(/^\{\n {2}"sides": \[\n/);
  });

  it("refuses arguments and unknown flags", () => {
    scoreError(JSON.stringify(HAND), /buraco-score: unexpected argument 'hand'/, "hand");
    scoreError(JSON.stringify(HAND), /buraco-score: unknown flag '--groups'/, "--groups");
    expect(parseBuracoScoreArgs([])).toEqual({
      pretty: false,
      melds: { jokers: false, groups: true },
      scoring: { aceToKing: false, aceToAce: false },
    });
  });

  it("reads standard input, and says how to pipe it from a terminal", () => {
    expect(readsStdin(["buraco-score"])).toBe(true);
    scoreError(
      undefined,
      /buraco-score: pipe the hand's two sides as JSON to standard input.*parlor help buraco-score/,
    );
  });

  it.each(["", " \n", "\uFEFF"])("refuses empty input %j, showing a hand's shape", (stdin) => {
    scoreError(stdin, /buraco-score: the input is empty; it should be the hand's two sides, \{ "sides"/);
  });

  it("accepts a byte order mark and whitespace around the hand", () => {
    expect(parseSides(`\uFEFF\n ${JSON.stringify(HAND)}\n`)).toEqual([WINNERS, LOSERS]);
  });

  it("refuses input that is not JSON, saying where", () => {
    scoreError('{"sides": [', /^parlor: buraco-score: the input is not JSON: [^\n]+\n$/);
  });

  it.each([
    [{ sides: [WINNERS] }, "buraco-score: bad-side: A hand is its 2 sides"],
    [WINNERS, "buraco-score: bad-side: A hand is its 2 sides"],
    [[WINNERS, { ...LOSERS, hand: ["1H"] }], "buraco-score: bad-side: Side 2: '1H' is not a card"],
    [
      [{ ...WINNERS, melds: [["3H", "3S", "3C"]] }, LOSERS],
      "buraco-score: bad-side: Side 1: meld 1 (3H 3S 3C) is not a legal meld (threes never meld).",
    ],
    [[WINNERS, { ...LOSERS, redThrees: -1 }], "buraco-score: bad-side: Side 2: redThrees must be"],
    [
      [WINNERS, { ...LOSERS, wentOut: true, tookMorto: true }],
      "buraco-score: bad-side: Only one side knocks out",
    ],
    [[WINNERS, { ...LOSERS, melds: [NATURAL_RUN, NATURAL_RUN] }], "more than the game's 2 of each card"],
  ])("refuses a bad hand with exit 2 and one line saying what is wrong: %j", (hand, message) => {
    const result = run(["buraco-score"], { stdin: JSON.stringify(hand) });
    expectUsageError(result, message);
  });

  it("has a usage text with an example that scores", () => {
    const usage = USAGE["buraco-score"] ?? "";
    expect(usage).toContain("parlor buraco-score [--pretty] [--jokers] [--runs-only]");
    const example = /echo '([^']*)'/.exec(usage)?.[1]?.replace(/\n\s*/g, "") ?? "";
    expect(score(JSON.parse(example))).toEqual(score(HAND));
  });
});
