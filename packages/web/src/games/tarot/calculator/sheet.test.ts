import { scoreDeal } from "@parlor/engine/tarot";
import { describe, expect, it } from "vitest";
import { blankEntry, toDeal, type DealEntry } from "./entry.js";
import {
  addDeal,
  change,
  deleteDeal,
  historyFrom,
  newSheet,
  renamePlayer,
  replaceDeal,
  resize,
  rowsOf,
  sheetFrom,
  totalsOf,
  undo,
  UNDO_DEPTH,
  type History,
} from "./sheet.js";

const entry = (fields: Partial<DealEntry>): DealEntry => ({ ...blankEntry(), ...fields });
const GARDE = entry({ taker: 0, contract: "garde", oudlers: 2, points: 49, petitAuBout: "attack" });
const PRISE_DOWN = entry({ taker: 2, contract: "prise", oudlers: 1, points: 45 });

describe("the calculator's sheet", () => {
  it("scores each deal with the engine and keeps running totals", () => {
    const sheet = addDeal(addDeal(newSheet(4), GARDE), PRISE_DOWN);
    const rows = rowsOf(sheet);
    const first = scoreDeal(toDeal(4, GARDE)).scores;
    const second = scoreDeal(toDeal(4, PRISE_DOWN)).scores;
    expect(rows.map((r) => r.scored.scores)).toEqual([first, second]);
    expect(rows[1]?.totals).toEqual(first.map((s, i) => s + (second[i] ?? 0)));
    expect(totalsOf(sheet)).toEqual(rows[1]?.totals);
    expect(totalsOf(sheet).reduce((a, b) => a + b, 0)).toBe(0);
    expect(totalsOf(newSheet(3))).toEqual([0, 0, 0]);
  });

  it("replaces and deletes any deal", () => {
    const sheet = addDeal(addDeal(newSheet(4), GARDE), PRISE_DOWN);
    expect(replaceDeal(sheet, 0, PRISE_DOWN).deals).toEqual([PRISE_DOWN, PRISE_DOWN]);
    expect(deleteDeal(sheet, 0).deals).toEqual([PRISE_DOWN]);
    expect(rowsOf(deleteDeal(sheet, 0))[0]?.index).toBe(0);
  });

  it("names players, and changes the table size only before the first deal", () => {
    const named = renamePlayer(newSheet(3), 1, "Ben");
    expect(named.players).toEqual(["", "Ben", ""]);
    expect(resize(named, 5).players).toEqual(["", "Ben", "", "", ""]);
    expect(resize(named, 6)).toBe(named);
    const played = addDeal(named, entry({ oudlers: 2, points: 50 }));
    expect(resize(played, 4)).toBe(played);
  });

  it("undoes changes one by one, as far back as UNDO_DEPTH", () => {
    let history: History = { sheet: newSheet(4), past: [] };
    history = change(history, addDeal(history.sheet, GARDE));
    history = change(history, addDeal(history.sheet, PRISE_DOWN));
    expect(change(history, history.sheet)).toBe(history);
    history = undo(history);
    expect(history.sheet.deals).toEqual([GARDE]);
    history = undo(undo(history));
    expect(history.sheet.deals).toEqual([]);
    expect(undo(history)).toBe(history);
    for (let i = 0; i < UNDO_DEPTH + 5; i++) history = change(history, addDeal(history.sheet, GARDE));
    expect(history.past).toHaveLength(UNDO_DEPTH);
  });

  it("keeps the names as they are now when undoing", () => {
    let history: History = { sheet: newSheet(3), past: [] };
    history = change(history, addDeal(history.sheet, GARDE));
    history = { ...history, sheet: renamePlayer(history.sheet, 0, "Ada") };
    expect(undo(history).sheet).toEqual({ players: ["Ada", "", ""], deals: [] });
    history = change(history, resize(undo(history).sheet, 5));
    expect(undo(history).sheet.players).toEqual(["Ada", "", ""]);
  });

  it("reads a saved sheet back, dropping what is not a possible deal, and refuses what is not a sheet", () => {
    const sheet = addDeal(addDeal(newSheet(4), GARDE), PRISE_DOWN);
    const history: History = { sheet, past: [newSheet(4)] };
    expect(historyFrom(JSON.parse(JSON.stringify(history)))).toEqual(history);
    const tampered = { ...sheet, deals: [GARDE, { ...PRISE_DOWN, points: 95 }, { taker: "x" }] };
    expect(sheetFrom(tampered)?.deals).toEqual([GARDE]);
    expect(sheetFrom({ players: ["a", "b"], deals: [] })).toBeNull();
    expect(sheetFrom({ players: [1, 2, 3], deals: [] })).toBeNull();
    expect(sheetFrom("text")).toBeNull();
    expect(historyFrom({ past: [] })).toBeNull();
  });
});
