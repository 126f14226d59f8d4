/**
 * Ratings in words and figures. A rating is the server's displayed rating (docs/ratings.md: 1500 for
 * a newcomer, about 29.5 points per unit of OpenSkill's conservative ordinal, never below 0), a whole
 * number shown without grouping, as chess sites do ("1520", in every language); a provisional one
 * is marked ("1520?"); a change with its sign ("+18", "−12", "0").
 */

/** Decimals a rating is shown with: none (the server sends whole numbers). */
export const RATING_DECIMALS = 0;
/** What follows a provisional rating (few rated matches yet, or an uncertain skill): "1520?". */
export const PROVISIONAL_MARK = "?";

function numbers(language: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return new Intl.NumberFormat(language, {
    minimumFractionDigits: RATING_DECIMALS,
    maximumFractionDigits: RATING_DECIMALS,
    useGrouping: false,
    ...options,
  });
}

/** A rating in the language's digits, marked when provisional. */
export function formatRating(value: number, language: string, provisional = false): string {
  return numbers(language).format(value) + (provisional ? PROVISIONAL_MARK : "");
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
