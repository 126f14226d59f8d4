// Makes `npm start` and `npm test` work as the first command on a fresh clone:
// installs the dependencies when they are missing or older than the lockfile, then
// brings the TypeScript build up to date (tsc -b is incremental, so this is quick).
// Uses nothing but Node's own modules, because it runs before anything is installed.
import { spawnSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

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
  run(process.execPath, [join(root, "node_modules", "typescript", "bin", "tsc"), "-b"]);
}
