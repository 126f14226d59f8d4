import { z } from "zod";

/** What a PC Set Game player can do: press the key of a slot, or ask for a hint. */
export const pcAction = z.discriminatedUnion("type", [
  z.strictObject({ type: z.literal("press"), slot: z.number().int().min(0).max(63) }),
  z.strictObject({ type: z.literal("hint") }),
]);

/** A parsed move of the PC Set Game. */
export type PcAction = z.infer<typeof pcAction>;
