/** The HTTP API's error bodies (docs/protocol.md#errors): `{ error: { code, message } }`. */

export function apiError(code: string, message: string): { error: { code: string; message: string } } {
  return { error: { code, message } };
}

/** A schema issue as zod gives it (zod and zod/mini alike). */
interface Issue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/** A 400 body for a request body its schema refused: `bad-request`, the first issue with its field. */
export function badRequest(issues: readonly Issue[]): { error: { code: string; message: string } } {
  const issue = issues[0];
  const where = issue && issue.path.length > 0 ? `${issue.path.map(String).join(".")}: ` : "";
  return apiError("bad-request", `${where}${issue?.message ?? "invalid body"}`);
}
