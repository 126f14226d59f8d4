/**
 * A worker thread that analyses finished matches (see workers.ts): each question, one match's log,
 * is answered with `analyseMatch`'s analysis as JSON text, made here so that the event loop never
 * serializes it.
 */
import { parentPort } from "node:worker_threads";
import { analyseMatch, getGame } from "@parlor/engine";
import type { FromAnalysisWorker, ToAnalysisWorker } from "./messages.js";

function reply(message: FromAnalysisWorker): void {
  parentPort?.postMessage(message);
}

parentPort?.on("message", (message: ToAnalysisWorker) => {
  try {
    const game = getGame(message.log.game);
    if (!game) throw new Error(`there is no game '${message.log.game}'`);
    const analysis = analyseMatch(
      game,
      message.log,
      message.work === undefined ? {} : { work: message.work },
    );
    reply({ type: "analysed", job: message.job, json: analysis === null ? null : JSON.stringify(analysis) });
  } catch (error) {
    reply({
      type: "failed",
      job: message.job,
      message: error instanceof Error ? error.message : String(error),
    });
  }
});
