import { readFileSync } from "node:fs";
import i18next, { type Resource, type TFunction } from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import { cardName, cardsNamed, cornerIndex, faceOf } from "./cards.js";

const words = (language: string): unknown =>
  JSON.parse(readFileSync(new URL(`../../i18n/locales/${language}/buraco.json`, import.meta.url), "utf8"));

const i18n = i18next.createInstance();
const inLanguage = (language: string) => i18n.getFixedT(language, "buraco") as TFunction<"buraco">;

beforeAll(async () => {
  await i18n.init({
    lng: "en",
    ns: ["buraco"],
    resources: Object.fromEntries(["en", "fr", "pt-BR"].map((l) => [l, { buraco: words(l) }])) as Resource,
    interpolation: { escapeValue: false },
  });
});

describe("Buraco cards in words", () => {
  it("reads a physical id as its card", () => {
    expect(faceOf("10H.1")).toEqual({ kind: "suit", rank: "10", suit: "H", wild: false });
    expect(faceOf("JK.3")).toEqual({ kind: "joker" });
  });

  it("names ranks and suits, and says a 2 or a joker is wild", () => {
    const t = inLanguage("en");
    expect(cardName("KS.0", t)).toBe("king of spades");
    expect(cardName("AD", t)).toBe("ace of diamonds");
    expect(cardName("7C.1", t)).toBe("7 of clubs");
    expect(cardName("2H.0", t)).toBe("2 of hearts (wild)");
    expect(cardName("JK.0", t)).toBe("joker (wild)");
  });

  it("names them in French and in Brazilian Portuguese", () => {
    expect(cardName("QH.0", inLanguage("fr"))).toBe("dame de cœur");
    expect(cardName("2C.1", inLanguage("fr"))).toBe("2 de trèfle (joker)");
    expect(cardName("JD", inLanguage("pt-BR"))).toBe("valete de ouros");
    expect(cardName("2S", inLanguage("pt-BR"))).toBe("2 de espadas (coringa)");
  });

  it("lists cards with the language's final and", () => {
    expect(cardsNamed(["7H.0", "8H.0", "9H.1"], inLanguage("en"), "en")).toBe(
      "7 of hearts, 8 of hearts, and 9 of hearts",
    );
    expect(cardsNamed(["AS", "KS"], inLanguage("fr"), "fr")).toBe("as de pique et roi de pique");
    expect(cardsNamed(["AS", "KS"], inLanguage("pt-BR"), "pt-BR")).toBe("ás de espadas e rei de espadas");
    expect(cardsNamed(["QC"], inLanguage("en"), "en")).toBe("queen of clubs");
  });

  it("indexes court cards with the language's letters", () => {
    expect(["K", "Q", "J", "A", "10"].map((rank) => cornerIndex(rank, inLanguage("fr")))).toEqual([
      "R",
      "D",
      "V",
      "A",
      "10",
    ]);
    expect(["K", "Q", "J"].map((rank) => cornerIndex(rank, inLanguage("pt-BR")))).toEqual(["K", "Q", "J"]);
  });
});
