import { describe, expect, it } from "vitest";
import { parseCommandArgs, positiveInteger, positiveNumber } from "./args.js";
import { UsageError } from "./output.js";

describe("argument helpers", () => {
  it("parses positive whole numbers and falls back when absent", () => {
    expect(positiveInteger("c", "n", "12", 1)).toBe(12);
    expect(positiveInteger("c", "n", undefined, 7)).toBe(7);
    for (const bad of ["0", "-1", "1.5", "1e3", "", "x", "99999999999999999999"]) {
      expect(() => positiveInteger("c", "n", bad, 1)).toThrow(UsageError);
    }
    expect(() => positiveInteger("c", "n", "x", 1)).toThrow(
      "c: --n must be a positive whole number, not 'x'",
    );
  });

  it("parses positive numbers, fractions allowed", () => {
    expect(positiveNumber("c", "t", "0.25", 1)).toBe(0.25);
    expect(positiveNumber("c", "t", "1e3", 1)).toBe(1000);
    expect(positiveNumber("c", "t", undefined, 3)).toBe(3);
    for (const bad of ["0", "-1", "", " ", "NaN", "Infinity", "x"]) {
      expect(() => positiveNumber("c", "t", bad, 1)).toThrow(UsageError);
    }
  });

  it("turns parseArgs errors into one-line usage errors naming the command", () => {
    const flags = { games: { type: "string", short: "n" }, json: { type: "boolean" } } as const;
    expect(parseCommandArgs("c", ["-n", "3", "x"], flags, true)).toMatchObject({
      values: { games: "3" },
      positionals: ["x"],
    });
    const message = (args: string[], positionals = true): string => {
      try {
        parseCommandArgs("c", args, flags, positionals);
      } catch (error) {
        expect(error).toBeInstanceOf(UsageError);
        return (error as Error).message;
      }
      return "no error";
    };
    expect(message(["--nope"])).toBe("c: unknown flag '--nope' (see 'parlor help c')");
    expect(message(["-n"])).toBe("c: flag --games needs a value (see 'parlor help c')");
    expect(message(["--games", "--json"])).toMatch(/^c: flag --games needs a value \(write --games=<value>/);
    expect(message(["--json=1"])).toBe("c: flag --json does not take a value (see 'parlor help c')");
    expect(message(["x"], false)).toBe("c: unexpected argument 'x' (see 'parlor help c')");
    expect(message(["-n", "3"], false)).toBe("no error");
  });
});
