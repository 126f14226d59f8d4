import { z } from "zod";

/**
 * A Ruhd move: place a tile of your hand on a cell, turned `rotation` quarter turns clockwise. The
 * schema only checks the shape; the rules check the values (and say what is wrong in words).
 */
export const ruhdAction = z.discriminatedUnion("type", [
  z.strictObject({
    type: z.literal("place"),
    tile: z.string().max(16),
    x: z.int(),
    y: z.int(),
    rotation: z.int(),
  }),
]);

/** A parsed Ruhd move. */
export type RuhdAction = z.infer<typeof ruhdAction>;
