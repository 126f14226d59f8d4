import { quickMatchContract } from "../testing/quickmatch-contract.js";
import { LocalCourier, MemoryBoard } from "./board.js";

/** Quick match in one process: its queues in memory (the Redis board runs the same tests). */
quickMatchContract("quick match, one process", () =>
  Promise.resolve({
    board: new MemoryBoard(),
    courier: new LocalCourier(),
    flush: () => new Promise<void>((resolve) => setImmediate(resolve)),
  }),
);
