import { describe, expect, it } from "vitest";
import { translator } from "../../testing/translator";
import { ruhdHintWords } from "./hint";

const NAMESPACES = ["hint", "ruhd", "common"];

describe("Ruhd's moves in a hint", () => {
  it("the tile, its cell and its turn, and its sides as they would face", async () => {
    const t = await translator("en", NAMESPACES);
    const words = ruhdHintWords({ type: "place", tile: "G1R3G4Y4", x: 2, y: 1, rotation: 1 }, t);
    expect(words).toMatch(/^Lay G1R3G4Y4 2 cells right and 1 cell up .*, turned 90° \(/);
    expect(words).toContain("up");
    expect(ruhdHintWords({ type: "place", tile: "G1R3G4Y4", x: 2, y: 1, rotation: 1 }, t, true)).toMatch(
      /, turned 90°$/,
    );
  });
  it("in French", async () => {
    const t = await translator("fr", NAMESPACES);
    expect(ruhdHintWords({ type: "place", tile: "G1R3G4Y4", x: 0, y: 0, rotation: 0 }, t)).toMatch(
      /^Poser G1R3G4Y4 .*, tournée de 0° \(/,
    );
  });
});
