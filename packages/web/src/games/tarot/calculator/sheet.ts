/**
 * The calculator's score sheet: the players' names and the deals entered, each scored by the engine
 * when read (`scoreEntry`), with running totals; deals added, replaced or deleted; an undo history.
 * Plain data, so that it is kept in local storage as it is.
 */
import { CONTRACTS, PLAYER_COUNTS, POIGNEES, type Players } from "@parlor/engine/tarot";
import { problemsOf, scoreEntry, type DealEntry, type ScoredDeal } from "./entry.js";

export interface CalculatorSheet {
  /** The players' names, in seat order (3, 4 or 5; an empty name shows as "Player n"). */
  readonly players: readonly string[];
  readonly deals: readonly DealEntry[];
}

/** The fewest and most players at a table. */
export const FEWEST_PLAYERS: number = Math.min(...PLAYER_COUNTS);
export const MOST_PLAYERS: number = Math.max(...PLAYER_COUNTS);
/** The longest name a player may have (it fits a column of the sheet on a phone). */
export const MAX_NAME_LENGTH = 24;
/** A new sheet's table: four players, the usual game. */
export const DEFAULT_PLAYERS = 4;

export function newSheet(players = DEFAULT_PLAYERS): CalculatorSheet {
  return { players: Array.from({ length: players }, () => ""), deals: [] };
}

/** The table size as the engine counts it. */
export function playersOf(sheet: CalculatorSheet): Players {
  return sheet.players.length as Players;
}

/** One row of the sheet: the deal, its score by the engine, each seat's total after it. */
export interface SheetRow {
  readonly index: number;
  readonly entry: DealEntry;
  readonly scored: ScoredDeal;
  readonly totals: readonly number[];
}

/** Every deal scored, with running totals. */
export function rowsOf(sheet: CalculatorSheet): SheetRow[] {
  const players = playersOf(sheet);
  let totals = sheet.players.map(() => 0);
  return sheet.deals.flatMap((entry, index) => {
    const scored = scoreEntry(players, entry);
    if (scored === null) return [];
    totals = totals.map((total, seat) => total + (scored.scores[seat] ?? 0));
    return [{ index, entry, scored, totals }];
  });
}

/** Each seat's total over every deal. */
export function totalsOf(sheet: CalculatorSheet): number[] {
  return [...(rowsOf(sheet).at(-1)?.totals ?? sheet.players.map(() => 0))];
}

export function addDeal(sheet: CalculatorSheet, entry: DealEntry): CalculatorSheet {
  return { ...sheet, deals: [...sheet.deals, entry] };
}

export function replaceDeal(sheet: CalculatorSheet, index: number, entry: DealEntry): CalculatorSheet {
  return { ...sheet, deals: sheet.deals.map((deal, i) => (i === index ? entry : deal)) };
}

export function deleteDeal(sheet: CalculatorSheet, index: number): CalculatorSheet {
  return { ...sheet, deals: sheet.deals.filter((_, i) => i !== index) };
}

export function renamePlayer(sheet: CalculatorSheet, seat: number, name: string): CalculatorSheet {
  return { ...sheet, players: sheet.players.map((n, i) => (i === seat ? name : n)) };
}

/** Changes the table size: only before the first deal (the deals' seats would no longer mean anything). */
export function resize(sheet: CalculatorSheet, players: number): CalculatorSheet {
  if (sheet.deals.length > 0 || players < FEWEST_PLAYERS || players > MOST_PLAYERS) return sheet;
  return { ...sheet, players: Array.from({ length: players }, (_, i) => sheet.players[i] ?? "") };
}

/** The sheet and the sheets before each change, the latest last, for undo. */
export interface History {
  readonly sheet: CalculatorSheet;
  readonly past: readonly CalculatorSheet[];
}

/** How many changes undo reaches back. */
export const UNDO_DEPTH = 50;

/** The history after a change (nothing kept when the change changed nothing). */
export function change(history: History, next: CalculatorSheet): History {
  if (next === history.sheet) return history;
  return { sheet: next, past: [...history.past, history.sheet].slice(-UNDO_DEPTH) };
}

/**
 * The history one change back (as it is when there is nothing to undo). Names are not changes: the
 * players keep the names they have now (typing one is not undone letter by letter).
 */
export function undo(history: History): History {
  const previous = history.past.at(-1);
  if (previous === undefined) return history;
  const players =
    previous.players.length === history.sheet.players.length ? history.sheet.players : previous.players;
  return { sheet: { ...previous, players }, past: history.past.slice(0, -1) };
}

const isSide = (v: unknown) => v === null || v === "attack" || v === "defence";
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null;

/** A deal entry read back from storage, or null when it is not one (or is not a possible deal). */
function entryFrom(raw: unknown, players: Players): DealEntry | null {
  if (!isRecord(raw) || !Array.isArray(raw.poignees)) return null;
  const poignees = raw.poignees.filter(
    (p): p is DealEntry["poignees"][number] =>
      isRecord(p) && (POIGNEES as readonly unknown[]).includes(p.kind) && isSide(p.side) && p.side !== null,
  );
  const ok =
    typeof raw.taker === "number" &&
    (CONTRACTS as readonly unknown[]).includes(raw.contract) &&
    (raw.partner === null || typeof raw.partner === "number") &&
    [0, 1, 2, 3].includes(raw.oudlers as number) &&
    typeof raw.points === "number" &&
    isSide(raw.petitAuBout) &&
    poignees.length === raw.poignees.length &&
    typeof raw.chelemAnnounced === "boolean" &&
    isSide(raw.chelemMadeBy);
  if (!ok) return null;
  const entry = { ...(raw as unknown as DealEntry), poignees };
  return problemsOf(players, entry).length === 0 ? entry : null;
}

/** A sheet read back from storage, or null when it is not one. Deals that are not possible are dropped. */
export function sheetFrom(raw: unknown): CalculatorSheet | null {
  if (!isRecord(raw) || !Array.isArray(raw.players) || !Array.isArray(raw.deals)) return null;
  const players = raw.players;
  if (players.length < FEWEST_PLAYERS || players.length > MOST_PLAYERS) return null;
  if (!players.every((name) => typeof name === "string")) return null;
  const count = players.length as Players;
  const deals = raw.deals.map((deal) => entryFrom(deal, count));
  return { players: players as string[], deals: deals.filter((d): d is DealEntry => d !== null) };
}

/** A history read back from storage (its past kept only where readable), or null. */
export function historyFrom(raw: unknown): History | null {
  if (!isRecord(raw)) return null;
  const sheet = sheetFrom(raw.sheet);
  if (sheet === null) return null;
  const past = Array.isArray(raw.past) ? raw.past.map(sheetFrom) : [];
  return { sheet, past: past.filter((s): s is CalculatorSheet => s !== null).slice(-UNDO_DEPTH) };
}
