import i18next from "i18next";
import { lazy } from "react";
import type { GameUi } from "../ui";
import { Picture } from "./Picture";
import { TileImage } from "./Tile";
import { ruhdMoveWords } from "./where";

/** A tile in a list of tiles (the replay's hidden tiles): upright, a little smaller than in a hand. */
const LISTED_TILE_SIZE = "3.2rem";

function ListedTile({ code }: { code: string }) {
  return <TileImage tile={code} rotation={0} size={LISTED_TILE_SIZE} />;
}

/** Ruhd: the board of tiles, and the scorer for games played with the physical tiles. */
export const ruhdUi: GameUi = {
  // The board and its words load together: the board never draws before its namespace is there.
  Board: lazy(() =>
    Promise.all([import("./RuhdTable"), i18next.loadNamespaces("ruhd")]).then(([m]) => ({
      default: m.RuhdTable,
    })),
  ),
  pieces: { Face: ListedTile, noun: "tile", look: "tile", moveWords: ruhdMoveWords },
  Picture,
  rules: {
    // Its parts load with the rules page, with their cards and scoring.
    Body: lazy(() => import("./rules/RuhdRules").then((m) => ({ default: m.RuhdRules }))),
    contents: ["goal", "components", "setup", "turn", "scoring", "example", "end"],
    namespace: "ruhd",
    cover: "G4B1G3R1",
  },
  presets: [
    // No clock: a shorter deck is the only way to a quicker match.
    { id: "quick", values: { smallTableDeck: 6, largeTableDeckPerPlayer: 1 } },
  ],
  hint: () => import("./hint").then((m) => m.hintWords),
  lesson: () => import("./lesson").then((m) => m.ruhdLesson),
  pages: [
    {
      path: "/ruhd/scorer",
      // A page of its own for people playing with the physical tiles, loaded when opened.
      Page: lazy(() =>
        Promise.all([import("./scorer/ScorerPage"), i18next.loadNamespaces("ruhd")]).then(([m]) => ({
          default: m.ScorerPage,
        })),
      ),
      loading: "common:pages.ruhdScorer.loading",
      link: {
        prompt: "common:pages.ruhdScorer.prompt",
        label: "common:pages.ruhdScorer.label",
        testId: "ruhd-scorer-link",
      },
    },
  ],
};
