import { ruleError, type RuleError } from "@parlor/engine";
import { ProtocolErrors } from "@parlor/protocol";
import type { Store } from "../store/store.js";

/**
 * Why a table is not in memory, from the store: over, missing, or to be joined (again). `join`: someone
 * asked to join it and it could not be brought back; `act`: someone asked something of a table they
 * had joined.
 */
export async function notLive(
  store: Pick<Store, "getTable">,
  id: string,
  why: "join" | "act",
): Promise<RuleError> {
  const record = await store.getTable(id);
  if (!record)
    return ruleError(
      ProtocolErrors.noTable,
      why === "join" ? `There is no table '${id}'.` : `There is no live table '${id}'.`,
    );
  if (record.status === "finished" || why === "join")
    return ruleError(
      ProtocolErrors.finished,
      why === "join"
        ? "That match is over: its replay is at /api/tables/" + id + "/log."
        : "That match is over.",
    );
  return ruleError(ProtocolErrors.notJoined, "Join the table again before playing at it.");
}
