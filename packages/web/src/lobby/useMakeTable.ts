/**
 * Making a table from the lobby ("Play now", a practice, the set-up form's Start): the table is made,
 * the person's seats kept on this device, and the page goes to it; meanwhile the buttons wait, and a
 * refusal is said.
 */
import { useState } from "react";
import { createTable, problemText, type GameInfo, type SeatRequest, type TableSettings } from "../api";
import { ensurePlayer } from "../people/me";
import { saveTokens } from "../tokens";
import type { SeatChoice } from "./seating";

export interface MakeTable {
  /** The game whose table is being made, or null. */
  readonly creating: string | null;
  /** Why the last table could not be made (or a pasted link not opened), or null. */
  readonly createError: string | null;
  readonly setCreateError: (problem: string | null) => void;
  /** Makes a table of `of` with these seats, options and settings, and goes to it. */
  readonly start: (
    of: GameInfo,
    choices: readonly SeatChoice[],
    options: Readonly<Record<string, unknown>>,
    settings: TableSettings,
  ) => Promise<void>;
}

/** Makes tables and goes to them with `go`. */
export function useMakeTable(go: (path: string) => void): MakeTable {
  const [creating, setCreating] = useState<string | null>(null);
  const [createError, setCreateError] = useState<string | null>(null);

  /** Makes the table and goes to it; the person's seats are kept on this device. */
  const start = async (
    of: GameInfo,
    choices: readonly SeatChoice[],
    options: Readonly<Record<string, unknown>>,
    settings: TableSettings,
  ) => {
    setCreating(of.id);
    setCreateError(null);
    try {
      const requests: SeatRequest[] = choices.map((s) =>
        s.startsWith("bot:") ? { bot: s.slice(4) } : { human: true },
      );
      // A table is made by someone: a guest with the prompt's name when the person has not said one yet.
      await ensurePlayer();
      const { id, seatTokens } = await createTable(of.id, { ...options }, requests, settings);
      const held = choices.flatMap((s, i) => (s === "here" && seatTokens[i] ? [seatTokens[i]] : []));
      const invites = choices.map((s, i) => (s === "invite" ? (seatTokens[i] ?? null) : null));
      saveTokens(id, { held, invites });
      go(`/table/${id}`);
    } catch (error) {
      setCreateError(problemText(error));
      setCreating(null);
    }
  };

  return { creating, createError, setCreateError, start };
}
