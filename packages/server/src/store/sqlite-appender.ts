/**
 * The appender thread of a SQLite store in a file: its own connection, committing the groups of
 * appends the event loop's thread sends, in the order sent, and answering each with its outcomes.
 * Committing (and the WAL's checkpoints, which this connection runs as the one that writes most)
 * leaves the event loop's thread.
 */
import { parentPort, workerData } from "node:worker_threads";
import { openSqlite } from "./sqlite-driver.js";
import {
  AppendCommitter,
  configure,
  type AppendReply,
  type AppendRequest,
  type AppenderSettings,
} from "./sqlite-appends.js";

const settings = workerData as AppenderSettings;
const port = parentPort;
if (port === null) throw new Error("sqlite-appender runs as a worker thread");

let committer: AppendCommitter | Error;
try {
  const db = openSqlite(settings.file);
  configure(db, settings.durability, settings.busyTimeoutMs);
  committer = new AppendCommitter(db);
} catch (error) {
  committer = error instanceof Error ? error : new Error(String(error));
}

port.on("message", (request: AppendRequest) => {
  let reply: AppendReply;
  if (committer instanceof Error) {
    reply = { id: request.id, failed: { name: committer.name, message: committer.message } };
  } else {
    try {
      reply = { id: request.id, outcomes: committer.commit(request.rows) };
    } catch (error) {
      const { name, message } = error instanceof Error ? error : new Error(String(error));
      reply = { id: request.id, failed: { name, message } };
    }
  }
  port.postMessage(reply);
});
