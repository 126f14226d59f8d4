/**
 * The set-up form's choices for a new table, kept while the lobby is open: the game picked, its seats,
 * its options (as typed, with their problems), rated or not, the away time and the pace. Picking
 * another game starts its options and away time afresh and fits the seats to it.
 */
import { useMemo, useState } from "react";
import type { GameInfo, TableSettings } from "../api";
import { gameUi } from "../games/registry";
import { clampGrace } from "./GraceChoice";
import { draftOf, optionFields, readDraft, sameValues, type Draft, type OptionField } from "./optionFields";
import { LIVE_DRAFT, paceSettings, type PaceDraft } from "./pace";
import { fitSeats, usualSeats, type SeatChoice } from "./seating";

export interface TableSetup {
  /** The game picked; none picked yet: the first the server lists (null until they come). */
  readonly game: GameInfo | null;
  /** Picks `next` for the form. */
  readonly pick: (next: GameInfo) => void;
  /** The seats as the person set them, else the picked game's usual seating (as "Play now" seats it). */
  readonly seats: SeatChoice[];
  readonly setSeats: (seats: SeatChoice[]) => void;
  /** The picked game's options as the form shows them. */
  readonly fields: readonly OptionField[];
  /** What the options form shows (the game's defaults until the person changes one). */
  readonly draft: Draft;
  readonly setDraft: (draft: Draft) => void;
  /** The options read from the form in the engine's units, and each wrong one's problem. */
  readonly form: ReturnType<typeof readDraft>;
  /** The names of the options typed wrong. */
  readonly wrong: readonly string[];
  /** Whether the form reads the same values as `values` (a preset's), every option right. */
  readonly shows: (values: Readonly<Record<string, unknown>>) => boolean;
  readonly optionsOpen: boolean;
  readonly setOptionsOpen: (open: boolean) => void;
  readonly rated: boolean;
  readonly setRated: (rated: boolean) => void;
  /** The table's own away time before a stand-in bot plays (seconds), or null: the game's default. */
  readonly grace: number | null;
  readonly setGrace: (seconds: number | null) => void;
  /** Live or turn-based, with its time bank (offered for the games played in turns only). */
  readonly pace: PaceDraft;
  readonly setPace: (pace: PaceDraft) => void;
  /** The table the form asks for (its options, and its settings), or null while an option is wrong. */
  readonly table: () => {
    readonly options: Readonly<Record<string, unknown>>;
    readonly settings: TableSettings;
  } | null;
}

/** The set-up form's choices, among `games` (null until the server lists them). */
export function useTableSetup(games: readonly GameInfo[] | null): TableSetup {
  const [gameId, setGameId] = useState<string | null>(null);
  const [chosenSeats, setSeats] = useState<SeatChoice[] | null>(null);
  // What the options form shows (null: the picked game's defaults).
  const [draft, setDraft] = useState<Draft | null>(null);
  const [optionsOpen, setOptionsOpen] = useState(false);
  const [rated, setRated] = useState(true);
  const [grace, setGrace] = useState<number | null>(null);
  const [pace, setPace] = useState<PaceDraft>(LIVE_DRAFT);

  const game = games?.find((g) => g.id === gameId) ?? games?.[0] ?? null;
  const seats = chosenSeats ?? (game ? usualSeats(game) : []);
  const fields = useMemo(() => (game ? optionFields(game.options) : []), [game]);
  const shownDraft = draft ?? draftOf(fields);
  const rules = (game && gameUi(game.id)?.optionRules) ?? [];
  const form = game ? readDraft(rules, fields, shownDraft) : { values: {}, problems: {} };
  const wrong = Object.keys(form.problems);
  const shows = (values: Readonly<Record<string, unknown>>): boolean =>
    wrong.length === 0 && sameValues(form.values, readDraft(rules, fields, draftOf(fields, values)).values);

  const pick = (next: GameInfo) => {
    setGameId(next.id);
    setDraft(null);
    setGrace(null);
    setSeats((old) => old && fitSeats(old, next));
  };

  const table = () => {
    if (!game || wrong.length > 0) return null;
    const turnBased = paceSettings(game, pace);
    // A turn-based table has no away time: a person's time bank says how long their move may wait.
    const graceSeconds =
      turnBased.pace === undefined && grace !== null && Number.isFinite(grace)
        ? clampGrace(grace)
        : undefined;
    return {
      options: form.values,
      settings: { rated, ...(graceSeconds !== undefined ? { graceSeconds } : {}), ...turnBased },
    };
  };

  return {
    game,
    pick,
    seats,
    setSeats,
    fields,
    draft: shownDraft,
    setDraft,
    form,
    wrong,
    shows,
    optionsOpen,
    setOptionsOpen,
    rated,
    setRated,
    grace,
    setGrace,
    pace,
    setPace,
    table,
  };
}
