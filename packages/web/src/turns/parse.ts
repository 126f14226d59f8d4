/**
 * `GET /api/me/games`' answer read with the protocol's schema (zod): an answer of another shape (a
 * server of another version, or a bug) is said, never cast.
 */
import { myGames, type MyGame } from "@parlor/protocol";
import { ApiError } from "../api";

/** The code of an answer that is not what the API promises (a server of another version, or a bug). */
const BAD_ANSWER = "bad-answer";

/** The tables of the answer, or an ApiError `bad-answer` (where and why, in the server's terms). */
export function parseMyGames(body: unknown): MyGame[] {
  const parsed = myGames.safeParse(body);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const where = issue && issue.path.length > 0 ? ` (${issue.path.join(".")})` : "";
  throw new ApiError(BAD_ANSWER, `Not a list of your games${where}: ${issue?.message ?? "invalid"}.`);
}
