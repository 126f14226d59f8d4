import type { MoveWords } from "@parlor/engine";
import type { TFunction } from "i18next";
import type { ComponentType, LazyExoticComponent } from "react";
import type { CrossRule } from "../lobby/optionRules";
import type { OptionPreset } from "../lobby/presets";
import type { GameLesson } from "../learn/lesson";
import type { TableProps } from "../table/types";

/**
 * An i18n key with its namespace: `"common:pages.ruhdScorer.loading"`, `"tarotCalculator:page.loading"`.
 * The lobby and the routes load every namespace their pages' keys name (`PAGE_NAMESPACES`) and show
 * `t(key)` in the language in use; the key must be in every language (the locale tests check it).
 */
export type PageKey = `${string}:${string}`;

/** A page of a game's own beside its table (the Ruhd scorer), loaded when it is opened. */
export interface GamePage {
  /** Its address: `/ruhd/scorer`. */
  readonly path: string;
  /** The page, which may show the `LanguageSwitcher` (i18n/LanguageSwitcher) in its header like every page. */
  readonly Page: LazyExoticComponent<ComponentType<{ onLobby: () => void }>>;
  /** The key of what is shown while it loads ("Loading the scorer…"). */
  readonly loading: PageKey;
  /**
   * The lobby's link to it: the keys of a sentence ("Playing Ruhd with real tiles?") and of the link's
   * words ("Score with the Ruhd scorer"), and its test hook.
   */
  readonly link: { readonly prompt: PageKey; readonly label: PageKey; readonly testId: string };
}

/** A game's rules page (`GameUi.rules`): the page frames its parts with its options and how it is played online. */
export interface GameRules {
  /** The game's own parts of the page (goal, components, turn…) with their figures, loaded when it opens. */
  readonly Body: LazyExoticComponent<ComponentType<{ game: string; go: (to: string) => void }>>;
  /** The anchors of those parts in order: the page's contents (it adds its options and "online"). */
  readonly contents: readonly string[];
  /** The namespace its pieces are worded in (their names for screen readers, their letters). */
  readonly namespace: string;
  /** The code of the piece the rules' index shows beside its name, drawn with its `pieces.Face`. */
  readonly cover: string;
  /**
   * The lesson of its family (`/learn`: the SET games' find-the-set lesson), where it has no lesson of
   * its own: its page, loaded when opened; every game of the family gives the same one.
   */
  readonly familyLesson?: LazyExoticComponent<ComponentType<{ go: (to: string) => void }>>;
}

/** A game's part of the settings page (`GameUi.settings`). */
export interface GameSettings {
  /** Its players' keys, to change in the page's Keys part (the PC Set Game's key blocks), loaded with it. */
  readonly Keys?: LazyExoticComponent<ComponentType<{ onSaved: () => void }>>;
  /** Codes of its cards that follow the deck style, drawn with its `pieces.Face` as the style's preview. */
  readonly deckPreview?: readonly string[];
}

/** How a game's cards (or tiles) are drawn outside its board: the replay's hidden cards. */
export interface GamePieces {
  /** One piece from its code, as an SVG with a description in words. */
  readonly Face: ComponentType<{ code: string }>;
  /** What one is called: "card", "tile". */
  readonly noun: string;
  /** The look of a row of them (a CSS class suffix: `hidden-<look>`): "classic", "patterns", "tile". */
  readonly look: string;
  /**
   * A move's words (the engine's `describe`) as the page says them, where the engine's words for this
   * game's pieces or places are codes: Ruhd's tile laid at a cell becomes "a tile 2 cells right of the
   * L's corner". Without it, the engine's words are said as they are.
   */
  readonly moveWords?: (words: MoveWords, t: TFunction<string>) => MoveWords;
}

/** A translation function of i18next, keys with their namespace (`"hint:tarot.play"`, `"tarot:card.trump"`). */
export type HintTranslate = (key: string, options?: Record<string, unknown>) => string;

/**
 * A game's moves as a hint names them (table/HintPanel): the strong bot's move in the game's own words
 * ("Play the king of hearts", "Take the pile and meld its top card with …", "Lay G1R3G4Y4 …"), from the
 * move and the seat's view; and, where the words need one, a small picture of it beside them.
 */
export interface HintWords {
  /** The namespaces the words use besides `hint` (the game's own, loaded with its board). */
  readonly namespaces: readonly string[];
  /** `brief`: the words of a row of the list of moves (Ruhd's without the tile's sides). */
  words(action: unknown, view: unknown, t: HintTranslate, brief?: boolean): string;
  /** The move drawn small (hidden from screen readers, which read the words). */
  readonly Picture?: ComponentType<{ action: unknown }>;
}

/**
 * Everything the page knows of one game that the engine does not say (its title, summary, unit,
 * moves in words and hidden cards come from the engine): how to draw it.
 */
export interface GameUi {
  /**
   * The game's own part of a table: its board and what goes with it; the frame draws the rest. Loaded
   * when a table of the game opens (`lazy`), so the first page carries no game's board.
   */
  readonly Board: ComponentType<TableProps<never>>;
  readonly pieces: GamePieces;
  /**
   * A small picture of its real pieces for the lobby's tiles, the match history and My games, drawn
   * in a 124 × 80 frame (lobby/GamePicture.tsx) with the shared outlines of games/picture.tsx.
   */
  readonly Picture: ComponentType;
  /** Its rules page (`/rules/<id>`, rules/RulesPage.tsx) and its line in the rules' index. */
  readonly rules: GameRules;
  /** What it adds to the settings page (settings/SettingsPage.tsx). */
  readonly settings?: GameSettings;
  /**
   * Its ready-made options beside Classic (every option at its default, offered for every game):
   * Quick, Relaxed, where they make sense (lobby/presets.ts).
   */
  readonly presets?: readonly OptionPreset[];
  /**
   * Its rules across options that its JSON Schema cannot say, for the lobby's form to word as the
   * person types (lobby/optionRules.ts); the engine still decides.
   */
  readonly optionRules?: readonly CrossRule[];
  /** How many players may share one keyboard, when the game has keys per player (the lobby warns beyond). */
  readonly keyboardPlayers?: number;
  /**
   * What the game calls one deal on its score sheets, where that is not the frame's "Deal"
   * (`common:end.deal`): Buraco's "Hand". The end screen's and the replay's sheets use it too.
   */
  readonly dealWord?: PageKey;
  /** Its moves in words for a hint, loaded when a table offers hints (games with a strong bot's hints). */
  readonly hint?: () => Promise<HintWords>;
  /**
   * Its lesson at `/learn/<id>` (learn/lesson.ts): chapters with exercises the engine checks, then a
   * guided first deal. Loaded when the lesson opens; the lobby's tile and the rules page link it.
   */
  readonly lesson?: () => Promise<GameLesson>;
  /** Pages of its own, with a link from the lobby. */
  readonly pages?: readonly GamePage[];
}
