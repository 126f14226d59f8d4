import { success, type CommandResult } from "../output.js";

export const WELCOME = `Welcome to Parlor!

The web server (play in a browser) is coming soon. Meanwhile, the command line works:

  npx parlor sets 0000 1111 2222 0120        the sets among some cards, as JSON
  npx parlor simulate set-pc --games 100     bots play 100 matches; statistics as JSON
  npx parlor bench                           how fast the set finder is
  npx parlor ruhd-score < placement.json     a Ruhd placement's score, rule by rule, as JSON

'npx parlor help' lists every command and flag.`;

/** `parlor start`: for now, the welcome and how to use the command line. */
export function startCommand(): CommandResult {
  return success(WELCOME);
}
