import type { PcEventView } from "@parlor/engine/set";

/** A seat's claim that froze it: a set (the short pause after a point) or a wrong claim (the penalty). */
type Claim = Extract<PcEventView, { kind: "set" | "wrong" }>;

/** The seat's latest claim before its freeze's end (the claim that began it), among the events on show. */
function freezingClaim(events: readonly PcEventView[], seat: number, frozenUntil: number): Claim | null {
  let claim: Claim | null = null;
  for (const event of events) {
    if (event.kind === "reshuffle" || event.seat !== seat || event.at >= frozenUntil) continue;
    if (claim === null || event.at > claim.at) claim = event;
  }
  return claim;
}

/**
 * When a seat's freeze began: the time of its latest set or wrong claim before the freeze's end (the
 * claim froze it), or null when the events on show do not tell.
 */
export function freezeSince(
  events: readonly PcEventView[],
  seat: number,
  frozenUntil: number,
): number | null {
  return freezingClaim(events, seat, frozenUntil)?.at ?? null;
}

/**
 * Whether a seat's freeze is the penalty of a wrong claim, not the short pause the rules put after a
 * set (`pointFreeze`): only the penalty is drawn as a freeze (the frost, the ring, "frozen"). When the
 * events on show do not tell, it is: a freeze is not hidden for want of its cause.
 */
export function isPenalty(events: readonly PcEventView[], seat: number, frozenUntil: number): boolean {
  return freezingClaim(events, seat, frozenUntil)?.kind !== "set";
}

/**
 * Whether a seat's claim stands refused: it holds every token it may (the claim was checked and was
 * not a set, or the cards would have left with its tokens), so its next press takes a token back.
 */
export function claimRefused(tokens: readonly number[], featureSize: number): boolean {
  return tokens.length >= featureSize;
}
