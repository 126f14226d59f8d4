import type { SeatSummary } from "@parlor/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import i18next, { i18nReady } from "../i18n/index.js";
import { seatName, seatNames } from "./players.js";

/** Ana and Bea, two people who sat down with their names, a bot, and a seat nobody took. */
const SEATS: SeatSummary[] = [
  { human: true, joined: true, player: { id: "p-ana-x3F9", name: "Ana" } },
  { human: true, joined: true, player: { id: "p-bea-0001", name: "Bea" } },
  { bot: "easy", joined: true, player: { id: "bot-ruhd-easy", name: "Easy bot" } },
  { human: true, joined: false },
];

beforeAll(async () => {
  await i18nReady;
  await i18next.changeLanguage("en");
});
afterAll(() => i18next.changeLanguage("en"));

describe("the names of a table's seats", () => {
  it("a person by the name they sat down with, to everyone else; the page's own seat is 'You'", () => {
    expect(seatNames(SEATS, [])).toEqual(["Ana", "Bea", "Bot 3 (easy)", "Player 4"]);
    expect(seatNames(SEATS, [0])).toEqual(["You", "Bea", "Bot 3 (easy)", "Player 4"]);
    expect(seatNames(SEATS, [1])).toEqual(["Ana", "You", "Bot 3 (easy)", "Player 4"]);
    expect(seatName(0, SEATS, [1])).toBe("Ana");
  });

  it("two players on one keyboard keep Player A and Player B; bots keep their level", () => {
    expect(seatNames(SEATS, [0, 1])).toEqual(["Player A", "Player B", "Bot 3 (easy)", "Player 4"]);
  });

  it("two people of one name are told apart by their tags", () => {
    const twins: SeatSummary[] = [
      SEATS[0] as SeatSummary,
      { human: true, joined: true, player: { id: "p-ana-a1b2", name: "Ana" } },
    ];
    expect(seatNames(twins, [])).toEqual(["Ana #x3F9", "Ana #a1b2"]);
    expect(seatNames(twins, [1])).toEqual(["Ana #x3F9", "You"]);
  });

  it("in the language in use", async () => {
    await i18next.changeLanguage("fr");
    expect(seatNames(SEATS, [0])).toEqual(["Vous", "Bea", "Robot 3 (facile)", "Joueur 4"]);
    expect(seatNames(SEATS, [0, 1]).slice(0, 2)).toEqual(["Joueur A", "Joueur B"]);
    await i18next.changeLanguage("pt-BR");
    expect(seatNames(SEATS, [1])).toEqual(["Ana", "Você", "Robô 3 (fácil)", "Jogador 4"]);
    await i18next.changeLanguage("en");
  });
});
