import { readFileSync } from "node:fs";
import i18next, { type TFunction } from "i18next";
import { describe, expect, it } from "vitest";
import { describePatterns } from "../set-patterns/patterns.js";
import { blockWords, LAYOUT_LABELS } from "../set-pc/keys.js";
import { colourLetter, describeClassic } from "./classic.js";
import { listWords, youContext } from "./grammar.js";

/** The `set` namespace of a language, as the page loads it. */
function setWords(language: string): TFunction<string> {
  const url = new URL(`../../i18n/locales/${language}/set.json`, import.meta.url);
  const instance = i18next.createInstance();
  void instance.init({
    lng: language,
    resources: { [language]: { set: JSON.parse(readFileSync(url, "utf8")) as object } },
    ns: ["set"],
    defaultNS: "set",
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance.getFixedT(language, "set") as TFunction<string>;
}

const en = setWords("en");
const fr = setWords("fr");
const pt = setWords("pt-BR");

describe("classic cards in words", () => {
  it("says number, colour, shading and shape in English", () => {
    expect(describeClassic("0111", en)).toBe("two red striped squiggles");
    expect(describeClassic("1002", en)).toBe("one green open diamond");
    expect(describeClassic("210", en)).toBe("two purple diamonds");
    expect(describeClassic("00004", en)).toBe("one red solid diamond, feature 5 value 5");
  });

  it("puts the shape first in French and Portuguese, with the adjectives agreeing with it", () => {
    // Feminine nouns: une vague, duas ondas.
    expect(describeClassic("0111", fr)).toBe("deux vagues rouges hachurées");
    expect(describeClassic("1010", fr)).toBe("une vague verte pleine");
    expect(describeClassic("0111", pt)).toBe("duas ondas vermelhas listradas");
    expect(describeClassic("2010", pt)).toBe("uma onda roxa cheia");
    // Masculine nouns: un losange, dois losangos.
    expect(describeClassic("1002", fr)).toBe("un losange vert vide");
    expect(describeClassic("3120", fr)).toBe("deux ovales bleus pleins");
    expect(describeClassic("0102", pt)).toBe("dois losangos vermelhos vazios");
    expect(describeClassic("3220", pt)).toBe("três ovais azuis cheios");
  });

  it("letters each colour in the language, every letter of a language different", () => {
    for (const t of [en, fr, pt]) {
      const letters = [0, 1, 2, 3, 4, 5].map((c) => colourLetter(c, t));
      expect(new Set(letters).size).toBe(letters.length);
    }
    expect(colourLetter(1, en)).toBe("G");
    expect(colourLetter(1, fr)).toBe("V");
  });
});

describe("Patterns: Tarot cards in words", () => {
  it("names objects, character and background in each language's tarot words", () => {
    expect(describePatterns("0110", en)).toBe("3 cups, Father Time, the Garden");
    expect(describePatterns("2022", fr)).toBe("1 épée, la Mort, la Mer");
    expect(describePatterns("0110", fr)).toBe("3 coupes, le Père Temps, le Jardin");
    expect(describePatterns("1201", pt)).toBe("6 livros, Mãe Natureza, o Cosmos");
  });
});

describe("the PC Set Game's key hints", () => {
  it("name the keys as an AZERTY keyboard prints them, when the keyboard cannot say", () => {
    expect(blockWords(0, 4, 3)).toBe("Q W E R / A S D F / Z X C V");
    expect(blockWords(0, 4, 3, LAYOUT_LABELS.azerty)).toBe("A Z E R / Q S D F / W X C V");
    expect(blockWords(1, 4, 3, LAYOUT_LABELS.azerty)).toBe("U I O P / J K L M / , ; : !");
    expect(blockWords(1, 4, 3, new Map([["Semicolon", "ç"]]))).toBe("U I O P / J K L Ç / M , . /");
  });
});

describe("sentences about players", () => {
  it("speak to the one seat this page plays, and of everyone else by name", () => {
    expect(en("super.turn", { name: "Bot 2 (easy)", context: youContext(1, [0]) })).toBe(
      "Bot 2 (easy) flips next",
    );
    expect(en("super.turn", { name: "You", context: youContext(0, [0]) })).toBe("You flip next");
    expect(fr("super.turn", { name: "Vous", context: youContext(0, [0]) })).toBe(
      "À vous de retourner la prochaine carte",
    );
    // Two players on one keyboard are players A and B: neither is "you".
    expect(youContext(0, [0, 1])).toBeUndefined();
    expect(pt("patterns.wrong", { name: "Bot 2", count: 2, context: youContext(1, [0]) })).toBe(
      "Não é um SET: Bot 2 perde 2 cartas.",
    );
    expect(listWords(["A", "B", "C"], "fr")).toBe("A, B et C");
    expect(listWords(["Q", "U"], "pt-BR", "disjunction")).toBe("Q ou U");
  });
});
