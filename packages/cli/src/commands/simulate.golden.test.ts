import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseSimulateArgs, simulate } from "./simulate.js";

/**
 * Reports of `parlor simulate` recorded before the simulation was made faster (the views shared
 * between seats, the bots' fast paths, the runner's trusted moves): the same seed must still give
 * the same report, all but its speed. A change of a game's rules or of a bot's play changes them on
 * purpose: record them again then (and say why in the commit).
 */
interface Golden {
  readonly cases: Record<string, { readonly args: readonly string[]; readonly report: object }>;
}

const golden = JSON.parse(readFileSync(new URL("./simulate.golden.json", import.meta.url), "utf8")) as Golden;

describe("parlor simulate gives the reports recorded before it was made faster", () => {
  for (const [name, { args, report }] of Object.entries(golden.cases)) {
    it(`${name}: parlor simulate ${args.join(" ")}`, { timeout: 60_000 }, () => {
      const { gamesPerSecond, ...rest } = simulate(parseSimulateArgs(args));
      expect(gamesPerSecond).toBeGreaterThan(0);
      // Compared as JSON text: the same numbers, keys and key order as the command prints.
      expect(JSON.stringify(rest, null, 1)).toBe(JSON.stringify(report, null, 1));
    });
  }
});
