// Makes `npm start` and `npm test` work as the first command on a fresh clone:
// installs the dependencies when they are missing or older than the lockfile, then
// brings the TypeScript build up to date (tsc -b is incremental, so this is quick), and builds the
// web page when packages/web/dist/index.html is missing or older than any file of its sources.
// Uses nothing but Node's own modules, because it runs before anything is installed.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { TSC } from "./tsc.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const npm = process.platform === "win32" ? "npm.cmd" : "npm";

function run(cmd, args) {
  const result = spawnSync(cmd, args, { cwd: root, stdio: ["ignore", "inherit", "inherit"] });
  if (result.status !== 0) {
    console.error(`parlor: '${cmd} ${args.join(" ")}' failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
}

function mtime(path) {
  return existsSync(path) ? statSync(path).mtimeMs : 0;
}

const marker = join(root, "node_modules", ".package-lock.json");
const lock = join(root, "package-lock.json");
if (!existsSync(marker) || mtime(lock) > mtime(marker)) {
  console.error("parlor: installing dependencies…");
  run(npm, [existsSync(lock) ? "ci" : "install", "--no-audit", "--no-fund"]);
} else {
  run(process.execPath, [TSC, "-b"]);
}

/** The newest modification time under `path` (a file or a folder, recursively). */
function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  // The browser tests (src/e2e) are not part of the page.
  return readdirSync(path)
    .filter((name) => name !== "e2e")
    .reduce((max, name) => Math.max(max, newest(join(path, name))), stat.mtimeMs);
}

const web = join(root, "packages", "web");
const page = join(web, "dist", "index.html");
const webSources = ["src", "index.html", "vite.config.ts", "package.json"].map((name) => join(web, name));
if (existsSync(web) && mtime(page) < Math.max(...webSources.map(newest))) {
  console.error("parlor: building the web page…");
  run(npm, ["run", "build", "-w", "@parlor/web"]);
}
