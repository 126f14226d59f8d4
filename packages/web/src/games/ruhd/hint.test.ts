import { readFileSync } from "node:fs";
import i18next from "i18next";
import { describe, expect, it } from "vitest";
import { ruhdHintWords } from "./hint";

const strings = (language: string, namespace: string): Record<string, unknown> =>
  JSON.parse(
    readFileSync(new URL(`../../i18n/locales/${language}/${namespace}.json`, import.meta.url), "utf8"),
  ) as Record<string, unknown>;

async function translator(language: string) {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: language,
    resources: {
      [language]: {
        hint: strings(language, "hint"),
        ruhd: strings(language, "ruhd"),
        common: strings(language, "common"),
      },
    },
    interpolation: { escapeValue: false },
  });
  return i18n.t.bind(i18n) as (key: string, options?: Record<string, unknown>) => string;
}

describe("Ruhd's moves in a hint", () => {
  it("the tile, its cell and its turn, and its sides as they would face", async () => {
    const t = await translator("en");
    const words = ruhdHintWords({ type: "place", tile: "G1R3G4Y4", x: 2, y: 1, rotation: 1 }, t);
    expect(words).toMatch(/^Lay G1R3G4Y4 2 cells right and 1 cell up .*, turned 90° \(/);
    expect(words).toContain("up");
    expect(ruhdHintWords({ type: "place", tile: "G1R3G4Y4", x: 2, y: 1, rotation: 1 }, t, true)).toMatch(
      /, turned 90°$/,
    );
  });
  it("in French", async () => {
    const t = await translator("fr");
    expect(ruhdHintWords({ type: "place", tile: "G1R3G4Y4", x: 0, y: 0, rotation: 0 }, t)).toMatch(
      /^Poser G1R3G4Y4 .*, tournée de 0° \(/,
    );
  });
});
