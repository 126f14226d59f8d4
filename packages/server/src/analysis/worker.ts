/**
 * A worker thread that analyses finished matches (see workers.ts): each question, one match's log,
 * is answered with `analyseMatch`'s analysis as JSON text, made here so that the event loop never
 * serializes it; or a hint for a seat of a match being played (`hintFor`).
 */
import { parentPort } from "node:worker_threads";
import { analyseMatch, getGame, hintFor } from "@parlor/engine";
import type { FromAnalysisWorker, ToAnalysisWorker } from "./messages.js";

function reply(message: FromAnalysisWorker): void {
  parentPort?.postMessage(message);
}

parentPort?.on("message", (message: ToAnalysisWorker) => {
  try {
    const game = getGame(message.log.game);
    if (!game) throw new Error(`there is no game '${message.log.game}'`);
    const work = message.work === undefined ? {} : { work: message.work };
    const answer =
      message.type === "hint"
        ? hintFor(game, message.log, message.seat, { ...work, at: message.at })
        : analyseMatch(game, message.log, work);
    reply({ type: "analysed", job: message.job, json: answer === null ? null : JSON.stringify(answer) });
  } catch (error) {
    reply({
      type: "failed",
      job: message.job,
      message: error instanceof Error ? error.message : String(error),
    });
  }
});
