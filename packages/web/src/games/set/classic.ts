/**
 * The classic theme in words and colours: feature 0 = colour, 1 = number, 2 = shape, 3 = shading.
 * Values past the third (decks with V up to 6) get further colours, shapes and shadings; features
 * past the fourth are named by number.
 */

/** A colour-blind-safe palette (Okabe–Ito), each with a letter drawn on the card as a second cue. */
export const COLOURS = [
  { name: "red", fill: "#D55E00", letter: "R" },
  { name: "green", fill: "#009E73", letter: "G" },
  { name: "purple", fill: "#6C3BAA", letter: "P" },
  { name: "blue", fill: "#0072B2", letter: "B" },
  { name: "orange", fill: "#E69F00", letter: "O" },
  { name: "sky", fill: "#56B4E9", letter: "S" },
] as const;

export const SHAPES = ["diamond", "squiggle", "oval", "rectangle", "triangle", "hexagon"] as const;
export const SHADINGS = ["solid", "striped", "open", "dotted", "checked", "faint"] as const;
const NUMBER_WORDS = ["one", "two", "three", "four", "five", "six"];

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
    shape: code.length > 2 ? digit(2) : 2,
    shading: code.length > 3 ? digit(3) : 0,
    extra: Array.from(code.slice(4), (c) => c.charCodeAt(0) - 48),
  };
}

/** The card in words, for screen readers: "two red striped diamonds". */
export function describeClassic(code: string): string {
  const f = classicFeatures(code);
  const parts = [
    NUMBER_WORDS[f.count - 1] ?? String(f.count),
    COLOURS[f.colour]?.name ?? `colour ${f.colour + 1}`,
  ];
  if (code.length > 3) parts.push(SHADINGS[f.shading] ?? `shading ${f.shading + 1}`);
  const shape = code.length > 2 ? (SHAPES[f.shape] ?? `shape ${f.shape + 1}`) : "oval";
  parts.push(f.count === 1 ? shape : `${shape}s`);
  const extra = f.extra.map((v, i) => `feature ${i + 5} value ${v + 1}`);
  return [parts.join(" "), ...extra].join(", ");
}
