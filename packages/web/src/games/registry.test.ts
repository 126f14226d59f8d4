import { listGames } from "@parlor/engine";
import { describe, expect, it } from "vitest";
import { GAME_PAGES, GAME_UIS, gameUi, namespaceOf, PAGE_NAMESPACES } from "./registry.js";

describe("the web page's games", () => {
  it("has a UI for every game of the engine, and none for a game the engine does not have", () => {
    const engine = listGames()
      .map((game) => game.id)
      .sort();
    expect(Object.keys(GAME_UIS).sort()).toEqual(engine);
  });

  it("draws every game's pieces, naming them", () => {
    for (const [id, ui] of Object.entries(GAME_UIS)) {
      // A component, or one loaded when a table opens (React's lazy: an object).
      expect(["function", "object"], id).toContain(typeof ui.Board);
      expect(ui.pieces.noun, id).toMatch(/^[a-z]+$/);
      expect(ui.pieces.look, id).toMatch(/^[a-z-]+$/);
    }
  });

  it("calls Ruhd's pieces tiles and the SET games' cards (the replay's hidden cards say so)", () => {
    expect(GAME_UIS.ruhd?.pieces.noun).toBe("tile");
    for (const id of ["set-classic", "set-pc", "set-patterns", "set-super"])
      expect(GAME_UIS[id]?.pieces.noun).toBe("card");
  });

  it("looks games up by their own ids only", () => {
    expect(gameUi("ruhd")).toBe(GAME_UIS.ruhd);
    expect(gameUi("toString")).toBeUndefined();
    expect(gameUi(null)).toBeUndefined();
  });

  it("keeps the Ruhd scorer at /ruhd/scorer, each game page at an address of its own", () => {
    expect(GAME_PAGES.map((page) => page.path)).toContain("/ruhd/scorer");
    expect(new Set(GAME_PAGES.map((page) => page.path)).size).toBe(GAME_PAGES.length);
  });

  it("names each game page's words by keys with their namespace, which the lobby and the routes load", () => {
    expect(PAGE_NAMESPACES[0]).toBe("common");
    for (const page of GAME_PAGES)
      for (const key of [page.loading, page.link.prompt, page.link.label]) {
        expect(key, page.path).toMatch(/^[\w-]+:[\w.-]+$/);
        expect(PAGE_NAMESPACES, key).toContain(namespaceOf(key));
      }
    expect(namespaceOf("tarotCalculator:page.loading")).toBe("tarotCalculator");
    expect(GAME_PAGES.find((page) => page.path === "/ruhd/scorer")?.loading).toBe(
      "common:pages.ruhdScorer.loading",
    );
  });
});
