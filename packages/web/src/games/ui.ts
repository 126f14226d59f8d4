import type { ComponentType, LazyExoticComponent } from "react";
import type { TableProps } from "../table/types";

/** A page of a game's own beside its table (the Ruhd scorer), loaded when it is opened. */
export interface GamePage {
  /** Its address: `/ruhd/scorer`. */
  readonly path: string;
  readonly Page: LazyExoticComponent<ComponentType<{ onLobby: () => void }>>;
  /** Shown while it loads. */
  readonly loading: string;
  /** The lobby's link to it: a sentence, the link's words, its test hook. */
  readonly link: { readonly prompt: string; readonly label: string; readonly testId: string };
}

/** How a game's cards (or tiles) are drawn outside its board: the replay's hidden cards. */
export interface GamePieces {
  /** One piece from its code, as an SVG with a description in words. */
  readonly Face: ComponentType<{ code: string }>;
  /** What one is called: "card", "tile". */
  readonly noun: string;
  /** The look of a row of them (a CSS class suffix: `hidden-<look>`): "classic", "patterns", "tile". */
  readonly look: string;
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
  /** How many players may share one keyboard, when the game has keys per player (the lobby warns beyond). */
  readonly keyboardPlayers?: number;
  /** Pages of its own, with a link from the lobby. */
  readonly pages?: readonly GamePage[];
}
