import type { MatchLog } from "@parlor/engine";

/**
 * What the server asks an analysis worker (worker.ts), numbered by the pool: one finished match's
 * analysis, or a hint for a seat of a match being played (`hintFor`, its state at game time `at`).
 */
export type ToAnalysisWorker =
  | {
      readonly type: "analyse";
      readonly job: number;
      readonly log: MatchLog;
      /** The work per decision (`AnalysisOptions.work`); absent: the game's default. */
      readonly work?: number;
    }
  | {
      readonly type: "hint";
      readonly job: number;
      readonly log: MatchLog;
      readonly seat: number;
      readonly at: number;
      readonly work?: number;
    };

/**
 * What an analysis worker answers: the analysis as JSON text (null: the game has none), or why it
 * failed.
 */
export type FromAnalysisWorker =
  | { readonly type: "analysed"; readonly job: number; readonly json: string | null }
  | { readonly type: "failed"; readonly job: number; readonly message: string };
