/**
 * A worker thread that hosts searching bots (see bot-workers.ts): it makes each bot from its game,
 * level, seat and seed, keeps it for its whole table (its memory persists between questions), and
 * answers each question with the bot's move, searching until its level's work is done or the time
 * budget of the question is spent (`stop()`).
 */
import { performance } from "node:perf_hooks";
import { parentPort } from "node:worker_threads";
import { botLevel, getGame, Rng, type InlineBot } from "@parlor/engine";
import type { FromWorker, ToWorker } from "./bot-messages.js";

interface Hosted {
  readonly bot: InlineBot<unknown, unknown>;
  /** When the question being answered must end (performance.now() ms). */
  deadline: number;
}

const bots = new Map<number, Hosted | string>();

function reply(message: FromWorker): void {
  parentPort?.postMessage(message);
}

function create(message: Extract<ToWorker, { type: "create" }>): Hosted | string {
  const game = getGame(message.game);
  const level = game ? botLevel(game, message.level) : undefined;
  if (!game || !level) return `no bot level '${message.level}' in '${message.game}'`;
  const hosted: { bot: InlineBot<unknown, unknown> | null; deadline: number } = { bot: null, deadline: 0 };
  hosted.bot = level.create(message.seat, Rng.fromSeed(message.seed), {
    ...(message.work === undefined ? {} : { work: message.work }),
    stop: () => performance.now() >= hosted.deadline,
  }) as InlineBot<unknown, unknown>;
  return hosted as Hosted;
}

parentPort?.on("message", (message: ToWorker) => {
  switch (message.type) {
    case "create":
      bots.set(message.bot, create(message));
      return;
    case "drop":
      bots.delete(message.bot);
      return;
    case "act": {
      const hosted = bots.get(message.bot);
      if (hosted === undefined || typeof hosted === "string") {
        reply({ type: "failed", request: message.request, message: hosted ?? "no such bot" });
        return;
      }
      hosted.deadline = performance.now() + message.budgetMs;
      try {
        reply({ type: "answer", request: message.request, move: hosted.bot.act(message.view, message.now) });
      } catch (error) {
        reply({
          type: "failed",
          request: message.request,
          message: error instanceof Error ? error.message : String(error),
        });
      }
      return;
    }
  }
});
