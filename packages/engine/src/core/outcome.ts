/** Every seat with the top score: a tie is a shared win. */
export function winnersOf(scores: readonly number[]): number[] {
  const top = Math.max(...scores);
  return scores.flatMap((score, seat) => (score === top ? [seat] : []));
}
