/**
 * Ready-made options per game, named `common:lobby.optionPresets.<id>` and explained by
 * `common:lobby.optionPresets.<game>.<id>`: Classic is the rulebook's own numbers (every option at its
 * default), offered for every game; Quick a shorter or brisker match, Relaxed one with more time or
 * less to remember, where that makes sense for the game: its `GameUi.presets`. Values in the engine's
 * units (milliseconds); only the options that differ from the defaults. options.test.ts checks each
 * against the game's schema.
 */
import { gameUi } from "../games/registry";

export type PresetId = "classic" | "quick" | "relaxed";

export interface OptionPreset {
  readonly id: PresetId;
  readonly values: Readonly<Record<string, unknown>>;
}

const CLASSIC: OptionPreset = { id: "classic", values: {} };

/** The game's presets: Classic, then its own. */
export function presetsOf(game: string): readonly OptionPreset[] {
  return [CLASSIC, ...(gameUi(game)?.presets ?? [])];
}
