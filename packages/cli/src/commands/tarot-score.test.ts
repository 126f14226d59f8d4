import { tarot } from "@parlor/engine";
import { describe, expect, it } from "vitest";
import { readsStdin, run } from "../cli.js";
import { expectUsageError } from "../testing/expect.js";
import { USAGE } from "../usage.js";
import { parseDeal, parseTarotScoreArgs, type TarotScoreReport } from "./tarot-score.js";

// The FFT's example: a Garde with 2 oudlers and 49 points, the taker's Petit au bout.
const DEAL = { players: 4, taker: 0, contract: "garde", oudlers: 2, points: 49, petitAuBout: "attack" };

function score(deal: unknown, ...args: string[]): TarotScoreReport {
  const result = run(["tarot-score", ...args], { stdin: JSON.stringify(deal) });
  expect(result.stderr).toBe("");
  expect(result.exitCode).toBe(0);
  return JSON.parse(result.stdout) as TarotScoreReport;
}

function scoreError(stdin: string | undefined, pattern: RegExp | string, ...args: string[]): void {
  expectUsageError(run(["tarot-score", ...args], stdin === undefined ? {} : { stdin }), pattern);
}

describe("parlor tarot-score", () => {
  it("prints the marks of a deal on one line: the attack's mark, each seat's score, the breakdown", () => {
    const result = run(["tarot-score"], { stdin: JSON.stringify(DEAL) });
    expect(result.exitCode).toBe(0);
    expect(result.stdout).toMatch(/^\{"attack":86,"scores":\[258,-86,-86,-86\],"breakdown":\{[^\n]*\}\}\n$/);
    expect((JSON.parse(result.stdout) as TarotScoreReport).breakdown).toMatchObject({
      target: 41,
      made: true,
      difference: 8,
      multiplier: 2,
      contract: 66,
      petitAuBout: 20,
    });
  });

  it("prints exactly what the engine's scoreDeal and breakdownDeal return", () => {
    const deal = {
      players: 5,
      taker: 2,
      partner: 4,
      contract: "prise",
      oudlers: 1,
      points: 50.5,
      poignees: ["single"],
    };
    const checked = tarot.checkDeal(deal);
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    expect(score(deal)).toEqual({
      ...tarot.scoreDeal(checked.value),
      breakdown: tarot.breakdownDeal(checked.value),
    });
    expect(score(deal).scores).toEqual([46, 46, -92, 46, -46]);
  });

  it("scores a chelem made in a Garde contre, whose dog went to the defence (66 points, 3 oudlers)", () => {
    const contre = { ...DEAL, contract: "garde-contre", oudlers: 3, points: 66, chelem: "made" };
    // (25 + 30) × 6 = 330, the Petit au bout 10 × 6 = 60, the chelem made unannounced 200.
    expect(score(contre)).toMatchObject({ attack: 590, scores: [1770, -590, -590, -590] });
    scoreError(JSON.stringify({ ...contre, points: 65.5 }), /at least 66 points/);
  });

  it("rounds half points in favour of the side that scores: 40.5 for 41 loses by 1", () => {
    expect(score({ ...DEAL, contract: "prise", points: 40.5, petitAuBout: undefined }).attack).toBe(-26);
  });

  it("--poignee sets the poignée bonuses (the table option), --pretty indents", () => {
    const deal = { ...DEAL, poignees: ["double"] };
    expect(score(deal).attack).toBe(86 + 30);
    expect(score(deal, "--poignee", "10,20,30").attack).toBe(86 + 20);
    const pretty = run(["tarot-score", "--pretty"], { stdin: JSON.stringify(DEAL) });
    expect(pretty.stdout).toMatch(/^\{\n {2}"attack": 86,\n/);
  });

  it.each(["20,30", "20,30,x", "20,30,40,50", "-1,2,3", ""])("refuses --poignee %j", (value) => {
    scoreError(
      JSON.stringify(DEAL),
      /tarot-score: --poignee must be three whole numbers/,
      `--poignee=${value}`,
    );
  });

  it("refuses arguments and unknown flags", () => {
    scoreError(JSON.stringify(DEAL), /tarot-score: unexpected argument 'garde'/, "garde");
    scoreError(JSON.stringify(DEAL), /tarot-score: unknown flag '--points'/, "--points");
    expect(parseTarotScoreArgs([])).toEqual({ pretty: false, poignee: tarot.POIGNEE_BONUSES });
  });

  it("reads standard input, and says how to pipe it from a terminal", () => {
    expect(readsStdin(["tarot-score"])).toBe(true);
    scoreError(undefined, /tarot-score: pipe the deal as JSON to standard input.*parlor help tarot-score/);
  });

  it.each(["", " \n", "\uFEFF"])("refuses empty input %j, showing a deal's shape", (stdin) => {
    scoreError(stdin, /tarot-score: the input is empty; it should be a deal \{ "players": 4, "taker": 0/);
  });

  it("accepts a byte order mark and whitespace around the deal", () => {
    expect(parseDeal(`\uFEFF\n ${JSON.stringify(DEAL)}\n`)).toEqual(DEAL);
  });

  it("refuses input that is not JSON, saying where", () => {
    scoreError('{"players": 4,', /^parlor: tarot-score: the input is not JSON: [^\n]+\n$/);
  });

  it.each([
    [[], "tarot-score: bad-deal: A deal is a JSON object"],
    [{ ...DEAL, contract: "petite" }, "tarot-score: bad-deal: Contract must be one of 'prise', 'garde'"],
    [{ ...DEAL, taker: 4 }, "tarot-score: bad-deal: The taker must be a seat from 0 to 3, not 4."],
    [{ ...DEAL, players: 5 }, "tarot-score: bad-deal: At 5 players, name the partner"],
    [{ ...DEAL, points: 49.3 }, "tarot-score: bad-deal: Points are counted to the half point"],
    [
      { ...DEAL, oudlers: 3, points: 5 },
      "tarot-score: bad-deal: With 3 oudler(s) the attack has from 13 to 91",
    ],
    [{ ...DEAL, chelm: "made" }, "tarot-score: bad-deal: A deal has no 'chelm'"],
  ])("refuses a bad deal with exit 2 and one line saying what is wrong: %j", (deal, message) => {
    const result = run(["tarot-score"], { stdin: JSON.stringify(deal) });
    expectUsageError(result, message);
    expect(result.stderr.startsWith(`parlor: ${message}`)).toBe(true);
  });

  it("has a usage text with an example that scores", () => {
    const usage = USAGE["tarot-score"] ?? "";
    expect(usage).toContain("parlor tarot-score [--pretty] [--poignee S,D,T] < deal.json");
    const example = /echo '([^']*)'/.exec(usage)?.[1]?.replace(/\n\s*/g, "") ?? "";
    expect(score(JSON.parse(example)).attack).toBe(86);
  });
});
