import { z } from "zod";

/** Every move of SET Super Rules. Cards are named by their codes ("0121"). */
export const superAction = z.discriminatedUnion("type", [
  /** Flip the top card of one's own pile into the grid (only the player whose turn it is). */
  z.strictObject({ type: z.literal("flip") }),
  /** Call SET: opens a call window in which only the caller may point out cards. */
  z.strictObject({ type: z.literal("call") }),
  /** Point out one card of the grid; with no call open, this is itself a call. */
  z.strictObject({ type: z.literal("pick"), card: z.string().max(16) }),
  /** Announce a super round for the next flip, or join the one announced. */
  z.strictObject({ type: z.literal("super") }),
]);

/** A parsed move of SET Super Rules. */
export type SuperAction = z.output<typeof superAction>;
