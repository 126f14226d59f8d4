// Fails when the page's JavaScript (every .js in dist/assets, gzipped) is over the budget.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

export const BUDGET_BYTES = 250 * 1024;

export function gzippedJsBytes(assets) {
  return readdirSync(assets)
    .filter((name) => name.endsWith(".js"))
    .reduce((total, name) => total + gzipSync(readFileSync(join(assets, name)), { level: 9 }).length, 0);
}

const assets = fileURLToPath(new URL("../dist/assets", import.meta.url));
const total = gzippedJsBytes(assets);
const line = `web: ${(total / 1024).toFixed(1)} KB of JavaScript gzipped (budget ${BUDGET_BYTES / 1024} KB)`;
if (total > BUDGET_BYTES) {
  console.error(`${line}: over budget`);
  process.exit(1);
}
console.log(line);
