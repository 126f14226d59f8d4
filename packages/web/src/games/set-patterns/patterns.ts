import type { TFunction } from "i18next";

/**
 * Patterns: Tarot's theme: feature 0 = object (cup, book, sword), 1 = number of objects (1, 3, 6),
 * 2 = midground character (Mother Nature, Father Time, Death), 3 = background and border (the
 * Garden, the Cosmos, the Sea). Backgrounds differ by pattern and by name, not only by colour. Their
 * words are the `set` namespace's (`patternsCard.*`: coupe, épée, la Mort…; taça, espada, a Morte…).
 */
export const OBJECTS = ["cup", "book", "sword"] as const;
export const COUNTS = [1, 3, 6] as const;
export const CHARACTERS = ["motherNature", "fatherTime", "death"] as const;
export const BACKGROUNDS = ["garden", "cosmos", "sea"] as const;

/** A background's printed colours: its field, its border and the motif drawn on its field. */
export interface BackgroundLook {
  readonly field: string;
  readonly border: string;
  readonly motif: string;
}

/**
 * The backgrounds' printed colours, by value (the Garden, the Cosmos, the Sea): light, dark and
 * mid-toned, so they differ in lightness too; none is the selection frame's colour (--selected).
 */
export const BACKGROUND_LOOKS: readonly BackgroundLook[] = [
  { field: "#cde8c4", border: "#2d7a3a", motif: "#2d7a3a" },
  { field: "#151a3d", border: "#e2b236", motif: "#f6e27a" },
  { field: "#3f8fc6", border: "#0b4a75", motif: "#e8f5ff" },
];

/** The value (0-2) of feature `i` of a card code. */
export const digit = (code: string, i: number): number =>
  Math.min(2, Math.max(0, (code.charCodeAt(i) || 48) - 48));

/** The card in words, in the language of `t`: "3 cups, Mother Nature, the Garden". */
export function describePatterns(code: string, t: TFunction<string>): string {
  return t("set:patternsCard.card", {
    objects: t(`set:patternsCard.objects.${OBJECTS[digit(code, 0)]}`, { count: COUNTS[digit(code, 1)] }),
    character: t(`set:patternsCard.characters.${CHARACTERS[digit(code, 2)]}`),
    background: t(`set:patternsCard.backgrounds.${BACKGROUNDS[digit(code, 3)]}`),
  });
}
