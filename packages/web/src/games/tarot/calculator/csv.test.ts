import { scoreDeal } from "@parlor/engine/tarot";
import { describe, expect, it } from "vitest";
import { calculatorCsv, csvField, toCsv, type CsvWords } from "./csv.js";
import { blankEntry, toDeal, type DealEntry } from "./entry.js";
import { addDeal, newSheet, renamePlayer } from "./sheet.js";

const entry = (fields: Partial<DealEntry>): DealEntry => ({ ...blankEntry(), ...fields });

const WORDS: CsvWords = {
  headers: {
    deal: "Deal",
    taker: "Taker",
    contract: "Contract",
    partner: "Partner",
    oudlers: "Oudlers",
    points: "Points",
    petitAuBout: "Petit au bout",
    poignees: "Poignées",
    chelem: "Chelem",
    attack: "Attack",
    total: "Total",
  },
  player: (seat) => ["Ada", "Ben, Jr.", 'Cy "C"', "Di", "Ed"][seat] ?? "?",
  alone: "alone",
  contract: (c) => c,
  side: (s) => s,
  poignee: (kind, side) => `${kind} (${side})`,
  chelem: (c) => c,
};

describe("CSV", () => {
  it("quotes fields with commas, quotes or line breaks, and keeps names from being formulas", () => {
    expect(csvField("plain")).toBe("plain");
    expect(csvField(-12)).toBe("-12");
    expect(csvField(48.5)).toBe("48.5");
    expect(csvField("a,b")).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField("two\nlines")).toBe('"two\nlines"');
    expect(csvField("=SUM(A1)")).toBe("'=SUM(A1)");
    expect(csvField("-5")).toBe("'-5");
    expect(
      toCsv([
        ["a", 1],
        ["b,c", -2],
      ]),
    ).toBe('a,1\r\n"b,c",-2\r\n');
  });

  it("writes the sheet: a header, one line per deal with each player's marks, the totals", () => {
    const garde = entry({ taker: 1, contract: "garde", oudlers: 2, points: 49.5, petitAuBout: "attack" });
    const prise = entry({
      taker: 0,
      contract: "prise",
      oudlers: 1,
      points: 45,
      poignees: [{ kind: "single", side: "defence" }],
    });
    const sheet = addDeal(addDeal(renamePlayer(newSheet(3), 0, "Ada"), garde), prise);
    const a = scoreDeal(toDeal(3, garde)).scores;
    const b = scoreDeal(toDeal(3, prise)).scores;
    const lines = calculatorCsv(sheet, WORDS).split("\r\n");
    expect(lines).toEqual([
      'Deal,Taker,Contract,Oudlers,Points,Petit au bout,Poignées,Chelem,Attack,Ada,"Ben, Jr.","Cy ""C"""',
      `1,"Ben, Jr.",garde,2,49.5,attack,,,${a[1]! / 2},${a.join(",")}`,
      `2,Ada,prise,1,45,,single (defence),,${b[0]! / 2},${b.join(",")}`,
      `Total,,,,,,,,,${a.map((x, i) => x + b[i]!).join(",")}`,
      "",
    ]);
  });

  it("has a partner column at 5 players", () => {
    const sheet = addDeal(
      addDeal(newSheet(5), entry({ taker: 0, partner: 3, oudlers: 2, points: 50 })),
      entry({ taker: 4, partner: null, oudlers: 2, points: 50 }),
    );
    const lines = calculatorCsv(sheet, WORDS).split("\r\n");
    expect(lines[0]).toMatch(/^Deal,Taker,Contract,Partner,Oudlers,/);
    expect(lines[1]).toMatch(/^1,Ada,garde,Di,2,50,/);
    expect(lines[2]).toMatch(/^2,Ed,garde,alone,2,50,/);
  });
});
