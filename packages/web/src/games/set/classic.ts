/**
 * The classic theme in words and colours: feature 0 = colour, 1 = number, 2 = shape, 3 = shading.
 * Values past the third (decks with V up to 6) get further colours, shapes and shadings; features
 * past the fourth are named by number. The words are the `set` namespace's (`classic.*`), in each
 * language's order and agreement: "two red striped diamonds", « deux losanges rouges hachurés »,
 * "duas ondas vermelhas listradas".
 */
import type { TFunction } from "i18next";

/**
 * The cards' colours, by name, each painted with a CSS custom property of the deck style in use
 * (theme/tokens.css: `--set-colour-N`, Okabe–Ito by default, safe for colour-blind eyes), so switching
 * the deck style recolours every card on the page without drawing it again. Each colour's letter,
 * drawn on the card as a second cue, is the language's.
 */
export const COLOURS = [
  { name: "red", fill: "var(--set-colour-0)" },
  { name: "green", fill: "var(--set-colour-1)" },
  { name: "purple", fill: "var(--set-colour-2)" },
  { name: "blue", fill: "var(--set-colour-3)" },
  { name: "orange", fill: "var(--set-colour-4)" },
  { name: "sky", fill: "var(--set-colour-5)" },
] as const;

/** The shapes' outline: the deck style's (`--set-stroke-width`), else 2.5 units of a card 100 wide. */
export const SHAPE_STROKE = "var(--set-stroke-width, 2.5px)";

export const SHAPES = ["diamond", "squiggle", "oval", "rectangle", "triangle", "hexagon"] as const;
export const SHADINGS = ["solid", "striped", "open", "dotted", "checked", "faint"] as const;
/** The shape of a card whose code has no shape feature. */
const DEFAULT_SHAPE = 2;
/** Counts written in words (the language's "one" to "six"); larger counts in digits. */
const MAX_COUNT_IN_WORDS = 6;

export interface ClassicFeatures {
  readonly colour: number;
  readonly count: number;
  readonly shape: number;
  readonly shading: number;
  /** Values of features 5 and up. */
  readonly extra: readonly number[];
}

export function classicFeatures(code: string): ClassicFeatures {
  const digit = (i: number): number => (i < code.length ? code.charCodeAt(i) - 48 : 0);
  return {
    colour: digit(0),
    count: code.length > 1 ? digit(1) + 1 : 1,
    shape: code.length > 2 ? digit(2) : DEFAULT_SHAPE,
    shading: code.length > 3 ? digit(3) : 0,
    extra: Array.from(code.slice(4), (c) => c.charCodeAt(0) - 48),
  };
}

/** The letter drawn on a card of this colour, in the language of `t`: "R" for red, « V » for vert. */
export function colourLetter(colour: number, t: TFunction<string>): string {
  const name = COLOURS[colour]?.name;
  return name ? t(`set:classic.colours.${name}.letter`) : String(colour + 1);
}

/** The card in words, for screen readers: "two red striped diamonds", in the language of `t`. */
export function describeClassic(code: string, t: TFunction<string>): string {
  const f = classicFeatures(code);
  const count = f.count;
  const shapeName = SHAPES[f.shape];
  // Adjectives agree with the shape's noun (its gender in the language) and with the count.
  const gender = shapeName ? t(`set:classic.shapes.${shapeName}.gender`) : "m";
  const colourName = COLOURS[f.colour]?.name;
  const shadingName = SHADINGS[f.shading];
  const words = {
    number: count <= MAX_COUNT_IN_WORDS ? t(`set:classic.numbers.${count}.${gender}`) : String(count),
    colour: colourName
      ? t(`set:classic.colours.${colourName}.${gender}`, { count })
      : t("set:classic.colourN", { n: f.colour + 1 }),
    shading: shadingName
      ? t(`set:classic.shadings.${shadingName}.${gender}`, { count })
      : t("set:classic.shadingN", { n: f.shading + 1 }),
    shape: shapeName
      ? t(`set:classic.shapes.${shapeName}.name`, { count })
      : t("set:classic.shapeN", { n: f.shape + 1 }),
  };
  const card = code.length > 3 ? t("set:classic.card", words) : t("set:classic.cardUnshaded", words);
  const extra = f.extra.map((v, i) => t("set:classic.extra", { feature: i + 5, value: v + 1 }));
  return [card, ...extra].join(", ");
}
