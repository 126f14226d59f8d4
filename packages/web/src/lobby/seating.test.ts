import { listGames } from "@parlor/engine";
import { describe, expect, it } from "vitest";
import { playNowSeats } from "./playNow";
import { fitSeats, offeredLevels, SEATINGS, usualSeats, type SeatedGame } from "./seating";

/** The games as `/api/games` gives them to the form (packages/server/src/app.ts). */
const GAMES: SeatedGame[] = listGames().map((game) => ({
  id: game.id,
  seatCounts: game.seatCounts,
  defaultBot: game.defaultBot,
  bots: Object.entries(game.bots).map(([level, bot]) => ({
    level,
    ...(bot.unlisted === true ? { unlisted: true } : {}),
  })),
}));

describe("the set-up form's seats", () => {
  it.each(GAMES.map((g) => [g.id, g] as const))(
    "%s: start as many as Play now seats, however the form is reached",
    (_, game) => {
      const playNow = playNowSeats(game).length;
      expect(usualSeats(game)).toHaveLength(playNow);
      // Picked after another game's seats, or after a seating button.
      for (const other of GAMES) expect(fitSeats(usualSeats(other), game), other.id).toHaveLength(playNow);
      for (const seating of SEATINGS) expect(fitSeats(seating.seats, game), seating.id).toHaveLength(playNow);
    },
  );

  it("keeps the person's first seats and gives bots the game's levels", () => {
    const tarot = GAMES.find((g) => g.id === "tarot")!;
    expect(fitSeats(["here", "invite"], tarot)).toEqual(["here", "invite", "bot:basic", "bot:basic"]);
    // A level Tarot has not becomes its default one.
    expect(fitSeats(["here", "bot:medium"], tarot)).toEqual(["here", "bot:basic", "bot:basic", "bot:basic"]);
    const ruhd = GAMES.find((g) => g.id === "ruhd")!;
    expect(fitSeats(["here", "bot:strong", "bot:strong", "invite"], ruhd)).toEqual(["here", "bot:strong"]);
  });

  it("offers every level but those kept for tests: a beginner, never random, in French Tarot and Buraco", () => {
    for (const id of ["tarot", "buraco"]) {
      const game = GAMES.find((g) => g.id === id)!;
      expect(offeredLevels(game).map((b) => b.level)).toEqual(["beginner", "basic", "strong"]);
      // A seat of random (a level kept for tests) becomes the default level; a beginner stays.
      expect(fitSeats(["here", "bot:random"], game)[1]).toBe("bot:basic");
      expect(fitSeats(["here", "bot:beginner"], game)[1]).toBe("bot:beginner");
    }
    const ruhd = GAMES.find((g) => g.id === "ruhd")!;
    expect(offeredLevels(ruhd).map((b) => b.level)).toEqual(["beginner", "greedy", "strong"]);
  });
});
