import { describe, expect, it } from "vitest";
import { personNames, playerTag } from "./seat-names.js";

describe("the names people sit with", () => {
  it("a person by their player's name; a bot's seat or one no player took has none", () => {
    expect(
      personNames([
        { player: { id: "p-ana-0001", name: "Ana" } },
        { bot: "easy", player: { id: "bot-ruhd-easy", name: "Easy bot" } },
        {},
      ]),
    ).toEqual(["Ana", undefined, undefined]);
  });

  it("two people of one name told apart by their tags; a bot's player of that name is no twin", () => {
    expect(
      personNames([
        { player: { id: "p-ana-x3F9", name: "Ana" } },
        { player: { id: "p-ana-a1b2", name: "Ana" } },
        { player: { id: "p-bea-0001", name: "Bea" } },
        { bot: "easy", player: { id: "bot-bea", name: "Bea" } },
      ]),
    ).toEqual(["Ana #x3F9", "Ana #a1b2", "Bea", undefined]);
    expect(playerTag("p-ana-x3F9")).toBe("#x3F9");
  });
});
