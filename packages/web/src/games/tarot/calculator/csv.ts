/**
 * The score sheet as CSV (RFC 4180: comma-separated, fields quoted when they hold a comma, a quote or a
 * line break, lines ended by CRLF), one line per deal and a line of totals, in the page's language.
 */
import type { Chelem, Contract, Poignee, Side } from "@parlor/engine/tarot";
import { playersOf, rowsOf, totalsOf, type CalculatorSheet } from "./sheet.js";

export type CsvField = string | number;

/** A cell that a spreadsheet would read as a formula when it starts so (names are typed by people). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One field: numbers as they are, text quoted when needed and kept from being read as a formula. */
export function csvField(field: CsvField): string {
  if (typeof field === "number") return String(field);
  const text = FORMULA_START.test(field) ? `'${field}` : field;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows of fields as CSV text. */
export function toCsv(rows: readonly (readonly CsvField[])[]): string {
  return rows.map((row) => row.map(csvField).join(",")).join("\r\n") + "\r\n";
}

/** The words of the sheet in the page's language. */
export interface CsvWords {
  readonly headers: {
    readonly deal: string;
    readonly taker: string;
    readonly contract: string;
    readonly partner: string;
    readonly oudlers: string;
    readonly points: string;
    readonly petitAuBout: string;
    readonly poignees: string;
    readonly chelem: string;
    readonly attack: string;
    readonly total: string;
  };
  readonly player: (seat: number) => string;
  readonly alone: string;
  readonly contract: (contract: Contract) => string;
  readonly side: (side: Side) => string;
  readonly poignee: (kind: Poignee, side: Side) => string;
  readonly chelem: (chelem: Chelem) => string;
}

/**
 * The sheet's deals (number, taker, contract, partner at 5, oudlers, points, petit au bout, poignées,
 * chelem, the attack's mark, each player's marks) and a last line with each player's total.
 */
export function calculatorCsv(sheet: CalculatorSheet, words: CsvWords): string {
  const five = playersOf(sheet) === 5;
  const names = sheet.players.map((_, seat) => words.player(seat));
  const h = words.headers;
  const header = [
    h.deal,
    h.taker,
    h.contract,
    ...(five ? [h.partner] : []),
    h.oudlers,
    h.points,
    h.petitAuBout,
    h.poignees,
    h.chelem,
    h.attack,
    ...names,
  ];
  const lines = rowsOf(sheet).map(({ index, entry, scored }) => [
    index + 1,
    words.player(entry.taker),
    words.contract(entry.contract),
    ...(five ? [entry.partner === null ? words.alone : words.player(entry.partner)] : []),
    entry.oudlers,
    entry.points,
    entry.petitAuBout === null ? "" : words.side(entry.petitAuBout),
    entry.poignees.map((p) => words.poignee(p.kind, p.side)).join("; "),
    scored.deal.chelem === undefined ? "" : words.chelem(scored.deal.chelem),
    scored.breakdown.attack,
    ...scored.scores,
  ]);
  const blanks = header.length - names.length - 1;
  const total = [h.total, ...Array.from({ length: blanks }, () => ""), ...totalsOf(sheet)];
  return toCsv([header, ...lines, total]);
}
