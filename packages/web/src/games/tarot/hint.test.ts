import { readFileSync } from "node:fs";
import i18next from "i18next";
import { describe, expect, it } from "vitest";
import { tarotHintWords } from "./hint";

const strings = (language: string, namespace: string): Record<string, unknown> =>
  JSON.parse(
    readFileSync(new URL(`../../i18n/locales/${language}/${namespace}.json`, import.meta.url), "utf8"),
  ) as Record<string, unknown>;

async function translator(language: string) {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: language,
    resources: { [language]: { hint: strings(language, "hint"), tarot: strings(language, "tarot") } },
    interpolation: { escapeValue: false },
  });
  return i18n.t.bind(i18n) as (key: string, options?: Record<string, unknown>) => string;
}

describe("French Tarot's moves in a hint", () => {
  it("names the card, the bid, the cards put down", async () => {
    const t = await translator("en");
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
    const t = await translator("fr");
    expect(tarotHintWords({ type: "play", card: "HK" }, t)).toBe("Jouer Roi de cœur");
    expect(tarotHintWords({ type: "bid", contract: "garde-sans" }, t)).toBe("Annoncer Garde sans");
  });
});
