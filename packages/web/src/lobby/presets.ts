/**
 * Ready-made options per game, named `common:lobby.optionPresets.<id>` and explained by
 * `common:lobby.optionPresets.<game>.<id>`: Classic is the rulebook's own numbers (every option at its
 * default), Quick a shorter or brisker match, Relaxed one with more time or less to remember, where
 * that makes sense for the game. Values in the engine's units (milliseconds); only the options that
 * differ from the defaults. options.test.ts checks each against the game's schema.
 */

export type PresetId = "classic" | "quick" | "relaxed";

export interface OptionPreset {
  readonly id: PresetId;
  readonly values: Readonly<Record<string, unknown>>;
}

const CLASSIC: OptionPreset = { id: "classic", values: {} };

export const OPTION_PRESETS: Readonly<Record<string, readonly OptionPreset[]>> = {
  "set-pc": [
    CLASSIC,
    // 27 cards (3 features) on 9 slots, a 30-second countdown, shorter freezes.
    {
      id: "quick",
      values: {
        featureCount: 3,
        rows: 3,
        columns: 3,
        turnTimeout: 30_000,
        pointFreeze: 500,
        penaltyFreeze: 2_000,
      },
    },
    // No countdown (the time since the last set instead), hints, a shorter penalty.
    { id: "relaxed", values: { turnTimeout: 0, hints: true, penaltyFreeze: 1_000 } },
  ],
  "set-patterns": [
    CLASSIC,
    // More cards at the start, and the pool grows by itself when it holds no set.
    { id: "quick", values: { startCards: 8, autoGrow: true } },
    // A wrong call costs nothing.
    { id: "relaxed", values: { wrongCallCost: 0 } },
  ],
  "set-super": [
    CLASSIC,
    { id: "quick", values: { autoFlip: 4_000, callWindow: 4_000, superWindow: 6_000, windowGap: 1_000 } },
    { id: "relaxed", values: { autoFlip: 15_000, callWindow: 8_000, superWindow: 15_000, windowGap: 2_500 } },
  ],
  // Classic SET: its variants are its `mode`, not presets (the lobby's mode picker).
  "set-classic": [CLASSIC],
  // Ruhd has no clock: a shorter deck is the only way to a quicker match.
  ruhd: [CLASSIC, { id: "quick", values: { smallTableDeck: 6, largeTableDeckPerPlayer: 1 } }],
  tarot: [
    CLASSIC,
    // Three deals, a short look at each score, a 30-second turn clock.
    { id: "quick", values: { deals: 3, dealPause: 2_000, turnTime: 30_000 } },
    // Twice as long to read each deal's score.
    { id: "relaxed", values: { dealPause: 8_000 } },
  ],
  buraco: [
    CLASSIC,
    // Half the target.
    { id: "quick", values: { target: 1_500 } },
    // The whole discard pile in view: nothing to remember.
    { id: "relaxed", values: { openPile: true } },
  ],
};

/** The game's presets (Classic alone for a game this page does not know). */
export function presetsOf(game: string): readonly OptionPreset[] {
  return OPTION_PRESETS[game] ?? [CLASSIC];
}
