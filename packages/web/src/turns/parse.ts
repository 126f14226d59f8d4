/**
 * `GET /api/me/games`' answer read with the protocol's schema (zod): an answer of another shape (a
 * server of another version, or a bug) is said, never cast.
 */
import { myGames, type MyGame } from "@parlor/protocol";
import { parseAnswer } from "../api";

/** The tables of the answer, or an ApiError `bad-answer` (where and why, in the server's terms). */
export function parseMyGames(body: unknown): MyGame[] {
  return parseAnswer(myGames, body, "a list of your games");
}
