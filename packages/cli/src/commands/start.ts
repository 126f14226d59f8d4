import type { LongRunIo } from "../output.js";
import { parseServeArgs, serve, type ServeConfig } from "./serve.js";

/** What `parlor start` prints on stderr once the server listens (the logs go to stdout). */
export function welcome(url: string): string {
  return `Welcome to Parlor! The server is running at ${url} (Ctrl-C stops it; its logs follow as JSON).

The command line works too:
  npx parlor simulate set-pc --games 100     bots play 100 matches; statistics as JSON
  npx parlor loadtest --url ${url} --tables 10 --seconds 10
  npx parlor help                            every command and flag
`;
}

/** Checks `parlor start`'s command line: the flags of `parlor serve`, every one optional. */
export function parseStartArgs(
  args: readonly string[],
  env: Readonly<Record<string, string | undefined>> = {},
): ServeConfig {
  return parseServeArgs(args, env, "start");
}

/** `parlor start`: `parlor serve` with its defaults, and a welcome on stderr. */
export function startCommand(args: readonly string[], io: LongRunIo): Promise<number> {
  return serve(parseStartArgs(args, io.env), io, {
    command: "start",
    onListening: (url) => io.stderr(welcome(url)),
  });
}
