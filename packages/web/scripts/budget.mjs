// Fails when the page's JavaScript (every .js in dist/assets, gzipped: the entry and the chunks loaded
// later, such as the replay and the engine it runs) is over the budget, or when the entry alone is.
// Prints the entry (what every visit loads: index.html's module script and the chunks it preloads)
// and each chunk loaded later on its own. Usage: node scripts/budget.mjs [dist folder].
import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

export const BUDGET_BYTES = 250 * 1024;

const gzipped = (path) => gzipSync(readFileSync(path), { level: 9 }).length;

export function gzippedJsBytes(assets) {
  return readdirSync(assets)
    .filter((name) => name.endsWith(".js"))
    .reduce((total, name) => total + gzipped(join(assets, name)), 0);
}

/** The scripts index.html loads at once: its module script and the chunks it preloads. */
export function entryScripts(dist) {
  const html = readFileSync(join(dist, "index.html"), "utf8");
  const names = [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((m) => m[1]);
  return [...new Set(names)];
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const dist = process.argv[2] ? resolve(process.argv[2]) : fileURLToPath(new URL("../dist", import.meta.url));
const assets = join(dist, "assets");
const total = gzippedJsBytes(assets);
const entry = entryScripts(dist);
const entryBytes = entry.reduce((sum, name) => sum + gzipped(join(assets, name)), 0);
const later = readdirSync(assets)
  .filter((name) => name.endsWith(".js") && !entry.includes(name))
  .map((name) => `${name} ${kb(gzipped(join(assets, name)))}`);
const line =
  `web: ${kb(total)} of JavaScript gzipped (budget ${BUDGET_BYTES / 1024} KB): the entry ${kb(entryBytes)}` +
  (later.length > 0 ? `; loaded when needed: ${later.join(", ")}` : "");
if (total > BUDGET_BYTES || entryBytes > BUDGET_BYTES) {
  console.error(`${line}: over budget`);
  process.exit(1);
}
console.log(line);
