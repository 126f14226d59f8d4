import { describe, expect, it } from "vitest";
import { run } from "../cli.js";
import { expectUsageError } from "../testing/expect.js";

function sets(...cards: string[]): unknown {
  const result = run(["sets", ...cards]);
  expect(result.stderr).toBe("");
  expect(result.exitCode).toBe(0);
  expect(result.stdout).toMatch(/^[^\n]*\n$/);
  return JSON.parse(result.stdout);
}

describe("parlor sets", () => {
  it("prints the one set of three cards forming a set", () => {
    expect(run(["sets", "0000", "1111", "2222"]).stdout).toBe('[["0000","1111","2222"]]\n');
  });

  it("prints [] for cards without a set", () => {
    expect(sets("0000", "0001", "0010", "0011")).toEqual([]);
    expect(sets("0000", "1111")).toEqual([]);
    expect(sets("0121")).toEqual([]);
  });

  it("finds every set, in the order of the cards given", () => {
    expect(sets("0000", "0001", "0002", "1110", "2220")).toEqual([
      ["0000", "0001", "0002"],
      ["0000", "1110", "2220"],
    ]);
    expect(sets("2222", "1111", "0000", "0120")).toEqual([["2222", "1111", "0000"]]);
  });

  it("accepts cards of any length up to 8 and several cards per argument", () => {
    expect(sets("0 1 2")).toEqual([["0", "1", "2"]]);
    expect(sets("012,120,201")).toEqual([["012", "120", "201"]]);
    expect(sets("00000000", "11111111", "22222222")).toEqual([["00000000", "11111111", "22222222"]]);
  });

  it("counts a card given twice once", () => {
    expect(sets("0000", "0000", "1111", "2222")).toEqual([["0000", "1111", "2222"]]);
  });

  it("rejects anything that is not a card", () => {
    expectUsageError(run(["sets", "0000", "1113", "2222"]), /'1113' is not a card/);
    expectUsageError(run(["sets", "abc"]), /'abc' is not a card/);
    expectUsageError(run(["sets", "00a0"]), /'00a0' is not a card/);
  });

  it("rejects cards of different lengths", () => {
    expectUsageError(run(["sets", "0000", "111", "2222"]), /same length.*'0000' has 4 digits, '111' has 3/);
  });

  it("rejects cards longer than the finder's largest deck", () => {
    expectUsageError(run(["sets", "000000000", "111111111"]), /at most 8 digits/);
  });

  it("rejects no cards and unknown flags", () => {
    expectUsageError(run(["sets"]), /give the cards/);
    expectUsageError(run(["sets", " , "]), /give the cards/);
    expectUsageError(run(["sets", "--json", "0000"]), /sets: unknown flag '--json'/);
    expectUsageError(run(["sets", "-1111"]), /sets: unknown flag '-1'/);
  });
});
