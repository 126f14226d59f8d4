import i18next from "i18next";
import { lazy } from "react";
import { classicPieces } from "../set/pieces";
import { FindTheSetLesson } from "../set/learn";
import type { GameUi } from "../ui";
import { Picture } from "./Picture";
import { KEY_ROWS } from "./keys";
import { pcOptionRules } from "./optionRules";

/** The PC Set Game: its grid with tokens, two players on one keyboard (a block of keys each). */
export const pcUi: GameUi = {
  // The board and its words load together: the board never draws before its namespace is there.
  Board: lazy(() =>
    Promise.all([import("./PcTable"), i18next.loadNamespaces("set")]).then(([m]) => ({ default: m.PcTable })),
  ),
  pieces: classicPieces,
  Picture,
  rules: {
    // Its parts load with the rules page, with their cards and scoring.
    Body: lazy(() => import("../set/rules/SetRules").then((m) => ({ default: m.SetRules }))),
    contents: ["goal", "components", "what-is-a-set", "setup", "turn", "scoring", "end"],
    namespace: "set",
    cover: "0102",
    familyLesson: FindTheSetLesson,
  },
  optionRules: pcOptionRules,
  settings: {
    Keys: lazy(() => import("./KeyBlocks").then((m) => ({ default: m.KeyBlocks }))),
    // One of each colour, number, shape and shading (a set).
    deckPreview: ["0000", "1111", "2222"],
  },
  presets: [
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
  keyboardPlayers: KEY_ROWS.length,
};
