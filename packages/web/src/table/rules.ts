import type { AnyGame } from "@parlor/engine";
import { createContext, useContext, useEffect, useState } from "react";
import type { Received } from "../clock";
import { useGameNow } from "../clock";

/**
 * The engine's definition of the game on the page, for what the page may ask of it (the legal moves
 * of a view, the partnerships), or null while the engine is loading. A live table loads the engine
 * lazily (the chunk the replays load), so the lobby does not carry it; a replay has it already.
 */
export const GameRules = createContext<AnyGame | null>(null);

/** The engine's definition of the game `id`, loaded with the engine (null until then, or if unknown). */
export function useGameRules(id: string | null): AnyGame | null {
  const [game, setGame] = useState<AnyGame | null>(null);
  useEffect(() => {
    if (id === null) return;
    let live = true;
    import("@parlor/engine").then(
      (engine) => live && setGame(engine.getGame(id) ?? null),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [id]);
  return game;
}

/**
 * Every move the engine would accept from this view's seat at the game time now (`legal` of the view
 * as it stands now: freezes and breathing room end as time goes on), or null until the engine has
 * loaded. A spectator's view has none. Boards light the cards and cells these moves name.
 */
export function useLegal<A>(
  received: Received<{ readonly now: number }> | null | undefined,
): readonly A[] | null {
  const game = useContext(GameRules);
  const gameNow = useGameNow();
  if (!game || !received) return null;
  return game.legal({ ...received.view, now: gameNow(received) }) as A[];
}
