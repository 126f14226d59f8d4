import { describe, expect, it } from "vitest";
import { moveSentence } from "../../core/moveWords.js";
import type { Lang } from "../../core/lang.js";
import { act, parseOptions } from "../../core/play.js";
import type { PlacedTile } from "./board.js";
import { tileWords } from "./describe.js";
import { ruhdGame } from "./game.js";
import type { RuhdAction } from "./actions.js";
import type { RuhdOptions } from "./options.js";
import type { RuhdState } from "./state.js";
import { TILES } from "./tiles.js";

/** A table laid by hand: the L, two seats' hands, the deck (top last); seat 0 to play. */
function table(board: PlacedTile[], hands: string[][], deck: string[]): RuhdState {
  const parsed = parseOptions<RuhdOptions>(ruhdGame, { firstPlayer: 0 });
  if (!parsed.ok) throw new Error(parsed.error.message);
  const base = ruhdGame.setup(parsed.value, hands.length, "describe");
  const used = new Set([...board.map((p) => p.tile), ...hands.flat(), ...deck]);
  return { ...base, board, hands, deck, setAside: TILES.filter((t) => !used.has(t)), turn: 0, first: 0 };
}

/** Plays a move as a table does and describes it (in `lang`, no-break spaces as plain ones). */
function describeMove(
  state: RuhdState,
  seat: number,
  action: RuhdAction,
  name?: string,
  lang?: Lang,
): string {
  const result = act(ruhdGame, state, state.seats, seat, action, 1_000);
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return moveSentence(
    ruhdGame.describe(state, { seat, action, at: 1_000, name }, result.value.state, lang),
  ).replaceAll("\u00a0", " ");
}

/** The starting L: (0, 0), (1, 0), (0, 1). */
const L: PlacedTile[] = [
  { x: 0, y: 0, tile: "G4B2Y2G1", rotation: 0 },
  { x: 1, y: 0, tile: "Y4R2B2Y1", rotation: 0 },
  { x: 0, y: 1, tile: "Y3G1B4Y3", rotation: 0 },
];

const place = (tile: string, x: number, y: number, rotation: number): RuhdAction => ({
  type: "place",
  tile,
  x,
  y,
  rotation,
});

describe("Ruhd tiles in words", () => {
  it("name each side by colour and number, clockwise from the top, as the tile is turned", () => {
    expect(tileWords("G4B2Y2G1", 0)).toBe("green 4 up, blue 2 right, yellow 2 down, green 1 left");
    expect(tileWords("G4B2Y2G1", 1)).toBe("green 1 up, green 4 right, blue 2 down, yellow 2 left");
  });
});

describe("Ruhd moves in words", () => {
  it("a placement: the tile, its cell and turn, the sides it shows, the points rule by rule, the draw", () => {
    const s = table(L, [["G3R1Y4G3"], ["G2Y3R1G3"]], ["G3Y2B2G4"]);
    expect(describeMove(s, 0, place("G3R1Y4G3", 2, 0, 1), "Bot 1 (greedy)")).toBe(
      "Bot 1 (greedy) placed G3R1Y4G3 at (2, 0), turned 90° (green 3 up, green 3 right, red 1 down, yellow 4 left): 3 points (one-side 1, different colours 2); drew a tile",
    );
  });

  it("points from one rule alone are not broken down; the last tile ends the game and nobody draws", () => {
    const s = table(L, [["G3Y2B2G4"], []], []);
    expect(describeMove(s, 0, place("G3Y2B2G4", 1, 1, 0))).toBe(
      "Player 1 placed G3Y2B2G4 at (1, 1) (green 3 up, yellow 2 right, blue 2 down, green 4 left): 2 points; the game is over",
    );
  });
});

describe("Ruhd moves in French and Brazilian Portuguese", () => {
  it("tiles by their sides, clockwise from the top", () => {
    expect(tileWords("G4B2Y2G1", 1, "fr")).toBe(
      "vert 1 en haut, vert 4 à droite, bleu 2 en bas, jaune 2 à gauche",
    );
    expect(tileWords("G4B2Y2G1", 1, "pt-BR")).toBe(
      "verde 1 em cima, verde 4 à direita, azul 2 embaixo, amarelo 2 à esquerda",
    );
  });

  it("a placement with its turn, its points rule by rule and the draw; the last one ends the game", () => {
    const s = table(L, [["G3R1Y4G3"], ["G2Y3R1G3"]], ["G3Y2B2G4"]);
    expect(describeMove(s, 0, place("G3R1Y4G3", 2, 0, 1), "Robot 1 (glouton)", "fr")).toBe(
      "Robot 1 (glouton) a posé la tuile G3R1Y4G3 en (2, 0), tournée de 90° (vert 3 en haut, vert 3 à droite, rouge 1 en bas, jaune 4 à gauche) : 3 points (un seul côté 1, couleurs différentes 2) ; une tuile piochée",
    );
    expect(describeMove(s, 0, place("G3R1Y4G3", 2, 0, 1), "Robô 1 (guloso)", "pt-BR")).toBe(
      "Robô 1 (guloso) colocou a peça G3R1Y4G3 em (2, 0), girada 90° (verde 3 em cima, verde 3 à direita, vermelho 1 embaixo, amarelo 4 à esquerda): 3 pontos (um lado 1, cores diferentes 2); comprou uma peça",
    );
    const last = table(L, [["G3Y2B2G4"], []], []);
    expect(describeMove(last, 0, place("G3Y2B2G4", 1, 1, 0), undefined, "fr")).toBe(
      "Joueur 1 a posé la tuile G3Y2B2G4 en (1, 1) (vert 3 en haut, jaune 2 à droite, bleu 2 en bas, vert 4 à gauche) : 2 points ; la partie est terminée",
    );
    expect(describeMove(last, 0, place("G3Y2B2G4", 1, 1, 0), undefined, "pt-BR")).toBe(
      "Jogador 1 colocou a peça G3Y2B2G4 em (1, 1) (verde 3 em cima, amarelo 2 à direita, azul 2 embaixo, verde 4 à esquerda): 2 pontos; fim da partida",
    );
  });

  it("a placement told to its own player, in the second person", () => {
    const s = table(L, [["G3R1Y4G3"], ["G2Y3R1G3"]], ["G3Y2B2G4"]);
    const action = place("G3R1Y4G3", 2, 0, 1);
    const result = act(ruhdGame, s, s.seats, 0, action, 1_000);
    if (!result.ok) throw new Error(result.error.code);
    const toYou = (lang: Lang) =>
      moveSentence(
        ruhdGame.describe(s, { seat: 0, action, at: 1_000, name: "Ana", you: 0 }, result.value.state, lang),
      );
    expect(toYou("en")).toMatch(/^You placed G3R1Y4G3 at \(2, 0\), turned 90° /);
    expect(toYou("fr")).toMatch(/^Vous avez posé la tuile G3R1Y4G3 en \(2, 0\), tournée de 90° /);
    expect(toYou("pt-BR")).toMatch(/^Você colocou a peça G3R1Y4G3 em \(2, 0\), girada 90° /);
  });
});
