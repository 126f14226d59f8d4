import { z } from "zod";
import { withUnit } from "../../core/units.js";
import { HAND_SIZE, LARGE_TABLE_DECK_PER_PLAYER } from "./table.js";

/** Ruhd's table options: the rulebook's numbers, as documented defaults. */
export const ruhdOptions = z.strictObject({
  handSize: z.int().min(1).max(4).default(HAND_SIZE).describe("Tiles dealt to each player at the start."),
  smallTableDeck: z
    .int()
    .min(0)
    .max(48)
    .default(12)
    .describe("Tiles in the drawing deck for tables smaller than largeTableFrom players."),
  largeTableFrom: z
    .int()
    .min(2)
    .max(12)
    .default(5)
    .describe("From this many players on, the deck depends on the players."),
  largeTableDeckPerPlayer: z
    .int()
    .min(0)
    .max(4)
    .default(LARGE_TABLE_DECK_PER_PLAYER)
    .describe("Tiles in the drawing deck per player at large tables."),
  firstPlayer: withUnit(
    "seat",
    z
      .int()
      .min(0)
      .max(10)
      .nullable()
      .default(null)
      .describe(
        "The seat that starts (the host's choice); null for a random one. Taken modulo the number of players.",
      ),
  ),
  randomStartRotation: z
    .boolean()
    .default(true)
    .describe("The three starting tiles lie in random rotations; off, they lie unrotated."),
});

export type RuhdOptions = z.infer<typeof ruhdOptions>;
