import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { COLOURS } from "../games/set/classic";
import { DECKS, type DeckStyle } from "./settings";

/** The design tokens, as the page loads them. */
const TOKENS = readFileSync(new URL("../theme/tokens.css", import.meta.url), "utf8").replace(
  /\/\*[\s\S]*?\*\//g,
  "",
);

/** The custom properties a rule of tokens.css sets, by the rule's exact selector. */
function propertiesOf(selector: string): Map<string, string> {
  const found = new Map<string, string>();
  const rule = /([^{}]+)\{([^{}]*)\}/g;
  for (const [, selectors, body] of TOKENS.matchAll(rule)) {
    if (!selectors!.split(",").some((s) => s.trim() === selector)) continue;
    for (const [, name, value] of body!.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g))
      found.set(name!, value!.trim());
  }
  return found;
}

/** A deck's palette: the default one (parlor) is `:root`'s, the others their `[data-deck]` rule's over it. */
function palette(deck: DeckStyle): Map<string, string> {
  const base = propertiesOf(":root");
  if (deck === "parlor") return base;
  return new Map([...base, ...propertiesOf(`:root[data-deck="${deck}"]`)]);
}

/** The card colour properties ClassicCard paints with: "var(--set-colour-0)" → "--set-colour-0". */
const CARD_PROPERTIES = COLOURS.map((c) => /^var\((--[\w-]+)\)$/.exec(c.fill)?.[1]);

/** WCAG's relative luminance of a #rrggbb colour, and the contrast ratio of two. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
const contrast = (a: string, b: string): number => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
};

/** The card's face in both themes (cards keep their printed face: white, or nearly). */
const CARD_FACES = ["#ffffff", "#fbfaf6"];
/** Graphics must stand out at 3:1 (WCAG 1.4.11); the contrast deck promises text-level 4.5:1. */
const GRAPHICS_CONTRAST = 3;
const DEEP_CONTRAST = 4.5;

describe("the SET deck styles", () => {
  it("paint every card colour with a custom property, one per colour", () => {
    expect(CARD_PROPERTIES).toEqual(COLOURS.map((_, i) => `--set-colour-${i}`));
  });

  it.each(DECKS)("%s defines every colour the cards use, each a different #rrggbb", (deck) => {
    const colours = palette(deck);
    const values = CARD_PROPERTIES.map((name) => colours.get(name!));
    for (const value of values) expect(value).toMatch(/^#[0-9a-f]{6}$/i);
    expect(new Set(values.map((v) => v?.toLowerCase())).size).toBe(COLOURS.length);
  });

  it("the styles other than the default change the three colours of the classic deck", () => {
    const base = palette("parlor");
    for (const deck of DECKS.filter((d) => d !== "parlor")) {
      const own = propertiesOf(`:root[data-deck="${deck}"]`);
      for (const name of CARD_PROPERTIES.slice(0, 3)) {
        expect(own.get(name!), `${deck} ${name}`).toBeDefined();
        expect(own.get(name!)).not.toBe(base.get(name!));
      }
    }
  });

  it.each(DECKS)("%s: red, green and purple stand out on the card's face (3:1)", (deck) => {
    const colours = palette(deck);
    for (const name of CARD_PROPERTIES.slice(0, 3))
      for (const face of CARD_FACES)
        expect(contrast(colours.get(name!)!, face), `${deck} ${name}`).toBeGreaterThanOrEqual(
          GRAPHICS_CONTRAST,
        );
  });

  it("the contrast style: deep colours (4.5:1 on the face) and heavier outlines", () => {
    const colours = palette("contrast");
    for (const name of CARD_PROPERTIES)
      for (const face of CARD_FACES)
        expect(contrast(colours.get(name!)!, face), name).toBeGreaterThanOrEqual(DEEP_CONTRAST);
    expect(parseFloat(colours.get("--set-stroke-width") ?? "0")).toBeGreaterThan(2.5);
  });
});
