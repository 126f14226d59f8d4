/** Numbers as the calculator and the score pad show them, in the page's language. */

/** A mark or a score with its sign: "+66", "−66", "0". */
export function signed(n: number, language: string): string {
  return new Intl.NumberFormat(language, { signDisplay: "exceptZero" }).format(n);
}

/** A count of points, half points included: "48.5" in English, "48,5" in French. */
export function plain(n: number, language: string): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(n);
}
