import { createTable, type SeatRequest } from "../api";
import { ensurePlayer } from "../people/me";
import { saveTokens } from "../tokens";

/**
 * A new unrated table where the person (with a guest's name if they have none yet) takes the first
 * seat against bots of `bot`, `seats` in all: its seat token is kept as the lobby keeps it, and the
 * table's id answered (the lessons' "Play against bots"). Rejects as `createTable` does.
 */
export async function openPracticeTable(
  game: string,
  seats: number,
  bot: string,
  options: Record<string, unknown> = {},
): Promise<string> {
  await ensurePlayer();
  const requests: SeatRequest[] = Array.from({ length: seats }, (_, seat) =>
    seat === 0 ? { human: true } : { bot },
  );
  const { id, seatTokens } = await createTable(game, options, requests, { rated: false });
  const mine = seatTokens[0];
  saveTokens(id, { held: mine ? [mine] : [], invites: seatTokens.map(() => null) });
  return id;
}
