/**
 * Seat tokens this browser holds, per table: from an invite link's fragment (`#t=TOKEN[,TOKEN]`)
 * or kept in localStorage, so a reload or a reconnection takes the same seats.
 */

export interface HeldTokens {
  /** Tokens of the seats played in this browser (two: two players on one keyboard). */
  readonly held: readonly string[];
  /** Tokens of human seats to hand out, by seat (for the copy-link buttons); null elsewhere. */
  readonly invites: readonly (string | null)[];
}

const key = (table: string): string => `parlor:table:${table}`;

export function loadTokens(table: string): HeldTokens {
  try {
    const raw = localStorage.getItem(key(table));
    if (raw) {
      const parsed = JSON.parse(raw) as Partial<HeldTokens>;
      return { held: parsed.held ?? [], invites: parsed.invites ?? [] };
    }
  } catch {
    // Storage refused or corrupt: hold nothing.
  }
  return { held: [], invites: [] };
}

export function saveTokens(table: string, tokens: HeldTokens): void {
  try {
    localStorage.setItem(key(table), JSON.stringify(tokens));
  } catch {
    // Private mode: the link still holds the seat.
  }
}

/** Tokens named by the page's fragment (`#t=A,B`), or none. */
export function fragmentTokens(hash: string): string[] {
  const match = /(?:^#|&)t=([^&]*)/.exec(hash);
  return match?.[1] ? decodeURIComponent(match[1]).split(",").filter(Boolean) : [];
}

/** The invite link that gives its holder the seat of `token`. */
export function inviteLink(table: string, token: string): string {
  return `${location.origin}/table/${encodeURIComponent(table)}#t=${encodeURIComponent(token)}`;
}

/** The address of a table on this site: the seats this browser holds there are taken again, else it is watched. */
export function tablePath(table: string): string {
  return `/table/${encodeURIComponent(table)}`;
}

/** The link to watch a table. */
export function watchLink(table: string): string {
  return `${location.origin}/table/${encodeURIComponent(table)}`;
}

/** The fragment that asks a table's page to take a free seat for whoever opens it (the lobby's Join). */
const SIT_FRAGMENT = "sit";

/** The address of a table that sits its opener down at a free seat, if one is left (else they watch). */
export function joinPath(table: string): string {
  return `/table/${encodeURIComponent(table)}#${SIT_FRAGMENT}`;
}

/** Whether the page's fragment asks for a free seat (`joinPath`). */
export function asksForSeat(hash: string): boolean {
  return new RegExp(`(?:^#|&)${SIT_FRAGMENT}(?:&|$)`).test(hash);
}
