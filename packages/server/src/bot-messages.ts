import type { BotAnswer } from "@parlor/engine";

/** What the server tells a bot worker (bot-worker.ts). Bots are numbered by the pool. */
export type ToWorker =
  /** Make a bot: the game's level for a seat, from its bot seed; `work` overrides the level's budget. */
  | {
      readonly type: "create";
      readonly bot: number;
      readonly game: string;
      readonly level: string;
      readonly seat: number;
      readonly seed: string;
      readonly work?: number;
    }
  /** Ask a bot what it wants to do, searching for at most `budgetMs` of real time. */
  | {
      readonly type: "act";
      readonly bot: number;
      readonly request: number;
      readonly view: unknown;
      readonly now: number;
      readonly budgetMs: number;
    }
  /** Forget a bot (its table ended). */
  | { readonly type: "drop"; readonly bot: number };

/** What a bot worker answers to an `act`: the bot's move (or null), or why it has none. */
export type FromWorker =
  | { readonly type: "answer"; readonly request: number; readonly move: BotAnswer<unknown> }
  | { readonly type: "failed"; readonly request: number; readonly message: string };
