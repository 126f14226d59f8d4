// TypeScript 7's compiler, `tsc` with the arguments given: `node scripts/tsc.mjs -b`.
//
// TypeScript 7 (the native compiler) is installed as `@typescript/native`; the package named
// `typescript` is `@typescript/typescript6`, the 6.0 API that typescript-eslint and TypeDoc need (the
// side-by-side setup the TypeScript team documents). Both ship a `tsc` binary, so which one
// node_modules/.bin/tsc is depends on the order npm linked them: the scripts and tests name 7 here.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

/** The path of TypeScript 7's `tsc` (a Node script). */
export const TSC = fileURLToPath(new URL("../node_modules/@typescript/native/bin/tsc", import.meta.url));

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const ran = spawnSync(process.execPath, [TSC, ...process.argv.slice(2)], { stdio: "inherit" });
  process.exit(ran.status ?? 1);
}
