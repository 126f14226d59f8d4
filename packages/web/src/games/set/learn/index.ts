import { lazy } from "react";

/**
 * The find-the-set lesson (`/learn`): the SET family's, which every SET game's rules page and lobby
 * tile link (`GameRules.familyLesson`), loaded when opened.
 */
export const FindTheSetLesson = lazy(() => import("./Learn").then((m) => ({ default: m.Learn })));
