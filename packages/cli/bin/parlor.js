#!/usr/bin/env node
// The `parlor` binary's entry: a plain file present from the first install, so npm can link it
// before the TypeScript build exists. It runs the built CLI.
import { existsSync } from "node:fs";

const main = new URL("../dist/main.js", import.meta.url);
if (!existsSync(main)) {
  process.stderr.write(
    "parlor: the command line is not built yet: run 'npm run build' (or 'npm test') first.\n",
  );
  process.exit(1);
}
await import(main.href);
