/** Mean, spread and range of a list of numbers; all null for an empty list. */
export interface Summary {
  readonly mean: number | null;
  /** Sample standard deviation (n − 1); 0 for a single value. */
  readonly sd: number | null;
  readonly min: number | null;
  readonly max: number | null;
}

export function summarize(values: readonly number[]): Summary {
  const n = values.length;
  if (n === 0) return { mean: null, sd: null, min: null, max: null };
  let sum = 0;
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (const v of values) {
    sum += v;
    if (v < min) min = v;
    if (v > max) max = v;
  }
  const mean = sum / n;
  let squares = 0;
  for (const v of values) squares += (v - mean) ** 2;
  const sd = n > 1 ? Math.sqrt(squares / (n - 1)) : 0;
  return { mean, sd, min, max };
}

/** The mean of a list, or null when it is empty. */
export function mean(values: readonly number[]): number | null {
  return summarize(values).mean;
}

/** Rounds to `digits` decimals so JSON output stays readable (null stays null). */
export function round(value: number | null, digits = 4): number | null {
  if (value === null || !Number.isFinite(value)) return value;
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

/**
 * The `p`-th percentile (0 < p ≤ 100) of values sorted in ascending order, by the nearest-rank method:
 * the smallest value that at least p % of the values do not exceed. Null for an empty list.
 */
export function percentile(sorted: readonly number[], p: number): number | null {
  if (sorted.length === 0) return null;
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1] ?? null;
}
