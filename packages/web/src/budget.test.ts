import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";

const dist = fileURLToPath(new URL("../dist", import.meta.url));
const assets = join(dist, "assets");

describe("the web page's build", () => {
  it.skipIf(!existsSync(assets))("ships at most 250 KB of JavaScript, gzipped", () => {
    const total = readdirSync(assets)
      .filter((name) => name.endsWith(".js"))
      .reduce((sum, name) => sum + gzipSync(readFileSync(join(assets, name)), { level: 9 }).length, 0);
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(250 * 1024);
  });

  it.skipIf(!existsSync(dist))("has an index.html that loads a module script", () => {
    const html = readFileSync(join(dist, "index.html"), "utf8");
    expect(html).toMatch(/<script type="module"[^>]+src="\/assets\/[^"]+\.js"/);
  });
});
