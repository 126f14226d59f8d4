/**
 * Ratings in words and figures. A rating is OpenSkill's conservative ordinal (mu − 3 sigma), about 0
 * for a newcomer and some tens for a strong player: shown as it is, with one decimal, in the page's
 * language ("12.3", "12,3"); a change with its sign ("+1.8", "−0.4", "0.0").
 */

/** Decimals a rating is shown with: a match moves a rating by a few tenths to a few points. */
export const RATING_DECIMALS = 1;

function numbers(language: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return new Intl.NumberFormat(language, {
    minimumFractionDigits: RATING_DECIMALS,
    maximumFractionDigits: RATING_DECIMALS,
    ...options,
  });
}

/** A rating with one decimal, in the language's digits and separators. */
export function formatRating(value: number, language: string): string {
  return numbers(language).format(value);
}

/** A rating's change with its sign (none when it rounds to nothing). */
export function formatChange(delta: number, language: string): string {
  return numbers(language, { signDisplay: "exceptZero" }).format(delta);
}

/** Whether a change went up, down, or stayed (as shown: rounded to the shown decimal). */
export function direction(delta: number): "up" | "down" | "same" {
  const shown = Math.round(delta * 10 ** RATING_DECIMALS);
  return shown > 0 ? "up" : shown < 0 ? "down" : "same";
}
