// A bot worker that fails at its first message: for the tests of what the server does then.
import { parentPort } from "node:worker_threads";

parentPort?.on("message", () => {
  throw new Error("a bot worker failed on purpose");
});
