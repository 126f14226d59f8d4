import { describe, expect, it } from "vitest";
import { translator } from "../../testing/translator";
import { tarotHintWords } from "./hint";

const NAMESPACES = ["hint", "tarot"];

describe("French Tarot's moves in a hint", () => {
  it("names the card, the bid, the cards put down", async () => {
    const t = await translator("en", NAMESPACES);
    expect(tarotHintWords({ type: "play", card: "HK" }, t)).toBe("Play king of hearts");
    expect(tarotHintWords({ type: "play", card: "T21" }, t)).toBe("Play trump 21");
    expect(tarotHintWords({ type: "play", card: "EX" }, t)).toBe("Play the Excuse");
    expect(tarotHintWords({ type: "bid", contract: "garde" }, t)).toBe("Bid Garde");
    expect(tarotHintWords({ type: "bid", contract: "pass" }, t)).toBe("Pass");
    expect(tarotHintWords({ type: "discard", cards: ["H2", "C5"] }, t)).toBe(
      "Put down 2 of hearts, 5 of clubs",
    );
  });
  it("in French", async () => {
    const t = await translator("fr", NAMESPACES);
    expect(tarotHintWords({ type: "play", card: "HK" }, t)).toBe("Jouer Roi de cœur");
    expect(tarotHintWords({ type: "bid", contract: "garde-sans" }, t)).toBe("Annoncer Garde sans");
  });
});
