/** Counts and lists in words (words.ts), in each of the page's languages. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { counted, inWords, orWords, seatCountsInWords } from "../words.js";
import i18next, { i18nReady } from "./index.js";

beforeAll(() => i18nReady);
afterAll(() => i18next.changeLanguage("en"));

describe("counts and lists in words", () => {
  it("in English: plurals by count, lists without the serial comma", async () => {
    await i18next.changeLanguage("en");
    expect([counted(1, "points"), counted(3, "points"), counted(-1, "points"), counted(0, "sets")]).toEqual([
      "1 point",
      "3 points",
      "-1 point",
      "0 sets",
    ]);
    expect([inWords([]), inWords(["a"]), inWords(["a", "b"]), inWords(["a", "b", "c"])]).toEqual([
      "",
      "a",
      "a and b",
      "a, b and c",
    ]);
    expect(orWords(["2", "4"])).toBe("2 or 4");
    expect([seatCountsInWords([2, 3, 4, 5]), seatCountsInWords([2, 4]), seatCountsInWords([1])]).toEqual([
      "2 to 5",
      "2 or 4",
      "1",
    ]);
  });

  it("in French: 0 and 1 in the singular, « et », « ou », « à »", async () => {
    await i18next.changeLanguage("fr");
    expect([counted(0, "points"), counted(1, "cards"), counted(2, "tiles")]).toEqual([
      "0 point",
      "1 carte",
      "2 tuiles",
    ]);
    expect(inWords(["a", "b", "c"])).toBe("a, b et c");
    expect([seatCountsInWords([3, 4, 5]), seatCountsInWords([2, 4])]).toEqual(["3 à 5", "2 ou 4"]);
  });

  it("in Brazilian Portuguese: « e », « ou », « a »", async () => {
    await i18next.changeLanguage("pt-BR");
    expect([counted(1, "points"), counted(12, "melds"), counted(2, "canastas")]).toEqual([
      "1 ponto",
      "12 jogos",
      "2 canastras",
    ]);
    expect(inWords(["a", "b", "c"])).toBe("a, b e c");
    expect([seatCountsInWords([2, 3, 4]), seatCountsInWords([2, 4])]).toEqual(["2 a 4", "2 ou 4"]);
  });
});
