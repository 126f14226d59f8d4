/**
 * The new table's pace as the set-up form holds it, and what it asks the server for
 * (`POST /api/tables`' `pace` and `turnBased`, docs/protocol.md#turn-based-tables): live, or turn-based
 * with a time bank (hours per move, hours for all of a person's moves, and what happens when the
 * time runs out). Only the games played in turns offer it: a race has no turn to wait for.
 */
import { TURN_BASED_HOURS, type TablePace, type TurnTimeout } from "@parlor/protocol";
import type { GameInfo, TableSettings } from "../api";

/** What the form shows: hours as typed (null: the field emptied, the default then). */
export interface PaceDraft {
  readonly pace: TablePace;
  readonly moveHours: number | null;
  readonly bankHours: number | null;
  readonly onTimeout: TurnTimeout;
}

/** A new form: live, and the server's defaults ready if the person turns to turn-based. */
export const LIVE_DRAFT: PaceDraft = {
  pace: "live",
  moveHours: TURN_BASED_HOURS.move.default,
  bankHours: TURN_BASED_HOURS.bank.default,
  onTimeout: "bot",
};

type HourBounds = (typeof TURN_BASED_HOURS)[keyof typeof TURN_BASED_HOURS];

/** Hours as the server takes them: whole, within the bounds; an empty or unreadable field, the default. */
export function clampHours(hours: number | null, bounds: HourBounds): number {
  if (hours === null || !Number.isFinite(hours)) return bounds.default;
  return Math.min(bounds.max, Math.max(bounds.min, Math.round(hours)));
}

/** Whether a game may be played turn-based (the server's `pace` of it: `turns`, not a race). */
export const offersPace = (game: Partial<Pick<GameInfo, "pace">>): boolean => game.pace === "turns";

/**
 * What the new table asks for its pace: nothing for a live table (the server's default, and what a
 * server without turn-based tables takes), else `turn-based` with every field of its time bank.
 */
export function paceSettings(
  game: Partial<Pick<GameInfo, "pace">>,
  draft: PaceDraft,
): Pick<TableSettings, "pace" | "turnBased"> {
  if (!offersPace(game) || draft.pace !== "turn-based") return {};
  return {
    pace: "turn-based",
    turnBased: {
      moveHours: clampHours(draft.moveHours, TURN_BASED_HOURS.move),
      bankHours: clampHours(draft.bankHours, TURN_BASED_HOURS.bank),
      onTimeout: draft.onTimeout,
    },
  };
}
