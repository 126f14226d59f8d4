import { useEffect, useState } from "react";
import { gamesOnce, type GameInfo } from "../api";

/** The game as /api/games describes it (its title, score unit, default options), once it comes. */
export function useGameInfo(game: string | null): GameInfo | null {
  const [info, setInfo] = useState<GameInfo | null>(null);
  useEffect(() => {
    if (game === null) return;
    let live = true;
    gamesOnce().then(
      (all) => live && setInfo(all.find((g) => g.id === game) ?? null),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [game]);
  return info;
}
