import type { PcEventView } from "@parlor/engine";

/**
 * When a seat's freeze began: the time of its latest set or wrong claim before the freeze's end (the
 * claim froze it), or null when the events on show do not tell.
 */
export function freezeSince(
  events: readonly PcEventView[],
  seat: number,
  frozenUntil: number,
): number | null {
  let since: number | null = null;
  for (const event of events) {
    if (event.kind === "reshuffle" || event.seat !== seat || event.at >= frozenUntil) continue;
    if (since === null || event.at > since) since = event.at;
  }
  return since;
}

/**
 * Whether a seat's claim stands refused: it holds every token it may (the claim was checked and was
 * not a set, or the cards would have left with its tokens), so its next press takes a token back.
 */
export function claimRefused(tokens: readonly number[], featureSize: number): boolean {
  return tokens.length >= featureSize;
}
