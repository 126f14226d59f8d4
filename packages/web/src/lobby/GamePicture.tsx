import { createContext, useContext, type ComponentType } from "react";

/**
 * Where the page finds a game's picture (its `GameUi.Picture`): given by the app from the games'
 * registry (App.tsx), so that the pages showing pictures, some loaded later, do not import the
 * registry themselves and split it off the first page's code. Without it, no picture.
 */
export const GamePictures = createContext<(game: string) => ComponentType | undefined>(() => undefined);

/** The frame every game's picture is drawn in: 124 × 80. */
const PICTURE_VIEW_BOX = "0 0 124 80";

/**
 * A small picture of a game's real pieces for the lobby's tiles, the match history and My games (three
 * SET cards, Ruhd's tiles, a Tarot trump…), drawn in shapes of its own rather than with the tables'
 * card components, which would weigh on the first page. Decorative: the title beside it says the game.
 */
export function GamePicture({ game, className }: { game: string; className?: string }) {
  const Picture = useContext(GamePictures)(game);
  if (!Picture) return null;
  return (
    <svg
      className={className ?? "game-picture"}
      viewBox={PICTURE_VIEW_BOX}
      aria-hidden="true"
      focusable="false"
      data-picture={game}
    >
      <Picture />
    </svg>
  );
}
