import { readFileSync } from "node:fs";
import i18next from "i18next";
import { describe, expect, it } from "vitest";
import { buracoHintWords } from "./hint";

const strings = (language: string, namespace: string): Record<string, unknown> =>
  JSON.parse(
    readFileSync(new URL(`../../i18n/locales/${language}/${namespace}.json`, import.meta.url), "utf8"),
  ) as Record<string, unknown>;

async function translator(language: string) {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: language,
    resources: { [language]: { hint: strings(language, "hint"), buraco: strings(language, "buraco") } },
    interpolation: { escapeValue: false },
  });
  return i18n.t.bind(i18n) as (key: string, options?: Record<string, unknown>) => string;
}

const view = {
  side: 0,
  melds: [
    [
      { cards: ["7H.1", "8H.1", "9H.2"], kind: "run", canasta: null },
      { cards: ["3C.1", "4C.1", "5C.1", "6C.2"], kind: "run", canasta: null },
    ],
    [],
  ],
};

describe("Buraco's moves in a hint", () => {
  it("draw, take the pile, meld, add, discard", async () => {
    const t = await translator("en");
    expect(buracoHintWords({ type: "draw" }, view, t)).toBe("Draw from the stock");
    expect(buracoHintWords({ type: "discard", card: "KS.1" }, view, t)).toBe("Discard king of spades");
    expect(buracoHintWords({ type: "meld", cards: ["5D.1", "6D.1", "7D.2"] }, view, t)).toBe(
      "Meld 5 of diamonds, 6 of diamonds, and 7 of diamonds",
    );
    expect(buracoHintWords({ type: "add", meld: 0, cards: ["10H.1"] }, view, t)).toBe(
      "Add 10 of hearts to the meld of 7 of hearts, 8 of hearts, and 9 of hearts",
    );
    expect(buracoHintWords({ type: "add", meld: 1, cards: ["7C.1"] }, view, t)).toBe(
      "Add 7 of clubs to the meld from 3 of clubs to 6 of clubs",
    );
    expect(buracoHintWords({ type: "take-pile", meld: { cards: ["QD.1", "KD.1"] } }, view, t)).toBe(
      "Take the discard pile and meld its top card with queen of diamonds and king of diamonds",
    );
    expect(buracoHintWords({ type: "take-pile", add: { meld: 0, cards: [] } }, view, t)).toMatch(
      /^Take the discard pile and add its top card to the meld of 7 of hearts/,
    );
  });
  it("a meld it cannot see by its number", async () => {
    const t = await translator("en");
    expect(buracoHintWords({ type: "add", meld: 5, cards: ["7C.1"] }, null, t)).toBe(
      "Add 7 of clubs to meld 6",
    );
  });
  it("in Brazilian Portuguese", async () => {
    const t = await translator("pt-BR");
    expect(buracoHintWords({ type: "draw" }, view, t)).toBe("Comprar do monte");
  });
});
