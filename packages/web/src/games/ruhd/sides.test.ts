import { readFileSync } from "node:fs";
import { scorePlacement, TILES, type PlacedTile } from "@parlor/engine/ruhd";
import i18next, { type TFunction } from "i18next";
import { describe, expect, it } from "vitest";
import { refusalWords } from "./scorer/words.js";
import { describePattern, describePlacement, describeSide, describeTile } from "./sides.js";

/** The `ruhd` namespace of a language (and `common`, which says where cells are), as the page loads them. */
function ruhdWords(language: string): TFunction<string> {
  const read = (ns: string) =>
    JSON.parse(
      readFileSync(new URL(`../../i18n/locales/${language}/${ns}.json`, import.meta.url), "utf8"),
    ) as object;
  const instance = i18next.createInstance();
  void instance.init({
    lng: language,
    resources: { [language]: { ruhd: read("ruhd"), common: read("common") } },
    ns: ["ruhd", "common"],
    defaultNS: "ruhd",
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance.getFixedT(language, "ruhd") as TFunction<string>;
}

const en = ruhdWords("en");
const fr = ruhdWords("fr");
const pt = ruhdWords("pt-BR");

const at = (x: number, y: number, tile: string, rotation: 0 | 1 | 2 | 3 = 0): PlacedTile => ({
  x,
  y,
  tile,
  rotation,
});

/** The rulebook's worked example: four tiles, then G4B1G3R1 at (2, 2) scores 10, with a pattern. */
const EXAMPLE = [at(0, 2, "G3Y3G2R1"), at(1, 2, "R4Y2G2R1"), at(2, 0, "G1B4R4G2"), at(2, 1, "G3Y2B2G4")];
const TEN = at(2, 2, "G4B1G3R1");
/** The starting L: three tiles that are not in the example. */
const L = TILES.filter((tile) => ![...EXAMPLE, TEN].some((t) => t.tile === tile))
  .slice(0, 3)
  .map((tile, i) => at([0, 1, 0][i] ?? 0, [0, 0, 1][i] ?? 0, tile));
const BOARD = [...L, ...EXAMPLE];
describe("Ruhd in words", () => {
  it("reads a tile's sides in each language", () => {
    expect(describeTile("G4B2Y2G1", 0, en)).toBe("green 4 up, blue 2 right, yellow 2 down, green 1 left");
    expect(describeTile("G4B2Y2G1", 0, fr)).toBe(
      "vert 4 en haut, bleu 2 à droite, jaune 2 en bas, vert 1 à gauche",
    );
    expect(describeTile("G4B2Y2G1", 1, pt)).toBe(
      "verde 1 em cima, verde 4 à direita, azul 2 embaixo, amarelo 2 à esquerda",
    );
    expect(describePlacement(at(2, 1, "G4B2Y2G1", 1), fr)).toBe(
      "G4B2Y2G1 2 cases à droite et 1 case vers le haut depuis le coin du L de départ, tournée de 90°",
    );
  });

  it("explains each pair and pattern of a scored placement", () => {
    const score = scorePlacement(BOARD, TEN);
    expect(score.total).toBe(10);
    const left = score.sides.find((s) => s.direction === "left");
    expect(left && describeSide(left, en)).toBe("left: red 1 against yellow 2, different colours: +1");
    expect(left && describeSide(left, fr)).toBe(
      "gauche\u00a0: rouge 1 contre jaune 2, couleurs différentes\u00a0: +1",
    );
    expect(left && describeSide(left, pt)).toBe(
      "esquerda: vermelho 1 contra amarelo 2, cores diferentes: +1",
    );
    const [pattern] = score.patterns;
    expect(pattern).toBeDefined();
    const words = (t: TFunction<string>) => (pattern ? describePattern(pattern, t) : "");
    expect(words(en)).toMatch(
      /^(green|yellow|blue|red) sides facing \w+ on 3 tiles in a (row|column): \+\d$|^the number \d facing \w+ on 3 tiles in a (row|column): \+\d$/,
    );
    expect(words(fr)).toMatch(
      /(côtés \w+ tournés|le chiffre \d tourné) vers (le|la) \w+ sur 3 tuiles d’une même (ligne|colonne)\u00a0: \+\d$/,
    );
    expect(words(pt)).toMatch(
      /(lados \w+ voltados|o número \d voltado) para (a )?\w+ em 3 peças numa (linha|coluna): \+\d$/,
    );
  });

  it("says the scorer's refusals in the language, by their code", () => {
    const placed = at(5, 5, "G4B1G3R1");
    expect(refusalWords({ code: "no-neighbour", message: "…" }, placed, fr)).toMatch(
      /^Une tuile doit être posée à côté/,
    );
    expect(refusalWords({ code: "occupied", message: "…" }, placed, pt)).toBe(
      "Essa casa (5 casas à direita e 5 casas para cima a partir do canto do L inicial) já tem uma peça.",
    );
    expect(refusalWords({ code: "tile-used", message: "…" }, placed, en)).toBe(
      "G4B1G3R1 is already on the board: there is one of each tile.",
    );
    expect(refusalWords({ code: "something-else", message: "…" }, placed, fr)).toBe(
      "Cette tuile ne peut pas aller là.",
    );
  });
});
