import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import * as root from "./index.js";
import * as setEntry from "@parlor/engine/set";
import * as ruhdEntry from "@parlor/engine/ruhd";
import * as tarotEntry from "@parlor/engine/tarot";
import * as buracoEntry from "@parlor/engine/buraco";
import * as baselines from "@parlor/engine/baselines";

const manifest = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as {
  exports: Record<string, { import: string; types: string }>;
};

describe("the engine's entry points", () => {
  it("has one subpath per game family beside the root, the seat helpers and the benchmarks' baselines", () => {
    expect(Object.keys(manifest.exports).sort()).toEqual([
      ".",
      "./baselines",
      "./buraco",
      "./ruhd",
      "./seats",
      "./set",
      "./tarot",
    ]);
    for (const entry of Object.values(manifest.exports))
      expect(entry.types).toBe(entry.import.replace(/\.js$/, ".d.ts"));
  });

  it("the root keeps the core and each game family's namespace, the same modules as the subpaths", () => {
    expect(root.set.setPc).toBe(root.GAMES["set-pc"]);
    expect(setEntry.setPatterns).toBe(root.GAMES["set-patterns"]);
    expect(setEntry.setSuper).toBe(root.GAMES["set-super"]);
    expect(setEntry.setClassic).toBe(root.GAMES["set-classic"]);
    expect(setEntry.findSets).toBe(root.set.findSets);
    expect(ruhdEntry.scorePlacement).toBe(root.ruhd.scorePlacement);
    expect(tarotEntry.scoreDeal).toBe(root.tarot.scoreDeal);
    expect(tarotEntry.legalPlays).toBe(root.tarot.legalPlays);
    expect(buracoEntry.classifyMeld).toBe(root.buraco.classifyMeld);
    expect(buracoEntry.scoreHand).toBe(root.buraco.scoreHand);
  });

  it("names each game family's helpers once, in its namespace; the baselines only in their own subpath", () => {
    const rootNames = new Set(Object.keys(root));
    for (const name of Object.keys(setEntry)) expect(rootNames.has(name), name).toBe(false);
    for (const name of Object.keys(baselines)) {
      expect(rootNames.has(name), name).toBe(false);
      expect(name in setEntry, name).toBe(false);
    }
    expect(baselines.findSetsBruteForce(["0000", "1111", "2222", "0001"])).toEqual(
      setEntry.findSets(["0000", "1111", "2222", "0001"]),
    );
  });
});
