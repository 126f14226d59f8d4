import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const dist = fileURLToPath(new URL("../dist", import.meta.url));
const script = fileURLToPath(new URL("../scripts/budget.mjs", import.meta.url));

/** The budget script's verdict on a build: its exit status and its line. */
function budget(folder: string): { status: number; line: string } {
  try {
    return { status: 0, line: execFileSync(process.execPath, [script, folder], { encoding: "utf8" }) };
  } catch (error) {
    const failed = error as { status: number; stderr: string };
    return { status: failed.status, line: failed.stderr };
  }
}

/** A figure of the budget's line, in KB: `the entry 104.1 KB`. */
function figure(line: string, pattern: RegExp): number {
  const match = pattern.exec(line);
  if (!match?.[1]) throw new Error(`no ${String(pattern)} in: ${line}`);
  return Number(match[1]);
}

describe("the web page's build", () => {
  it.skipIf(!existsSync(join(dist, "assets")))(
    "loads at most 150 KB of JavaScript gzipped at first, 432 KB in all for a visit in one language",
    () => {
      const { status, line } = budget(dist);
      const entry = figure(line, /the entry ([\d.]+) KB/);
      const total = figure(line, /([\d.]+) KB in all/);
      expect(entry).toBeGreaterThan(0);
      expect(entry, line).toBeLessThanOrEqual(150);
      expect(total, line).toBeGreaterThanOrEqual(entry);
      expect(total, line).toBeLessThanOrEqual(432);
      expect(status, line).toBe(0);
    },
  );

  it("fails a build whose entry is over 150 KB gzipped, and passes one under it", () => {
    const folder = mkdtempSync(join(tmpdir(), "parlor-budget-"));
    try {
      mkdirSync(join(folder, "assets"));
      writeFileSync(
        join(folder, "index.html"),
        '<script type="module" src="/assets/index-abcdefgh.js"></script>',
      );
      // Random bytes do not compress: 160 KB of them stay over 150 KB gzipped.
      const script = (bytes: number) => `export const noise = "${randomBytes(bytes).toString("base64")}";`;
      writeFileSync(join(folder, "assets", "index-abcdefgh.js"), script(160 * 1024));
      const over = budget(folder);
      expect(over.status, over.line).toBe(1);
      expect(over.line).toMatch(/over budget/);
      writeFileSync(join(folder, "assets", "index-abcdefgh.js"), script(100 * 1024));
      const under = budget(folder);
      expect(under.status, under.line).toBe(0);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it.skipIf(!existsSync(dist))("has an index.html that loads a module script", () => {
    const html = readFileSync(join(dist, "index.html"), "utf8");
    expect(html).toMatch(/<script type="module"[^>]+src="\/assets\/[^"]+\.js"/);
  });
});
