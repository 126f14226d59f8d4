/**
 * The page's person, known once per page load (`GET /api/me`) and shared by every component
 * (`useMe`): undefined while asked, null without a session, else who they are. A guest is made when
 * the person gives a name (the lobby's prompt), or on the first action that needs one (`ensurePlayer`:
 * making a table) with the name the prompt shows then, so the prompt never stands in the way.
 */
import { useEffect, useSyncExternalStore } from "react";
import { ApiError } from "../api";
import { fetchMe, makeGuest, type Me } from "./api";
import { suggestName } from "./suggest";

type State = Me | null | undefined;

let state: State = undefined;
let asking: Promise<Me | null> | null = null;
const listeners = new Set<() => void>();
/** The name the prompt shows now (its suggestion, or what the person typed), for `ensurePlayer`. */
let pendingName = "";
/** The refusals of a name (`POST /api/players`). */
const NAME_REFUSALS: ReadonlySet<string> = new Set(["bad-name", "name-taken", "reserved-name"]);

function set(next: State): void {
  state = next;
  for (const listener of listeners) listener();
}

/** Asks the server who the page's person is (once per page load unless `again`). */
export function loadMe(again = false): Promise<Me | null> {
  if (!asking || again)
    asking = fetchMe().then(
      (me) => {
        set(me);
        return me;
      },
      (error: unknown) => {
        // The server could not say: as without a session (the prompt shows); asked again next time.
        asking = null;
        set(null);
        throw error;
      },
    );
  return asking;
}

/** The person now known (after a login, a rename, a logout: null). */
export function setMe(me: Me | null): void {
  asking = Promise.resolve(me);
  set(me);
}

/** Keeps the prompt's name for a guest made before it is saved. */
export function setPendingName(name: string): void {
  pendingName = name;
}

/** The page's person, made a guest first (named as the prompt says) when there is no session yet. */
export async function ensurePlayer(): Promise<Me> {
  const known = await loadMe().catch(() => null);
  if (known) return known;
  // A name the server refuses (blank, too long, a member's) must not stop the table: a suggestion then.
  const me = await makeGuest(pendingName.trim() || suggestName()).catch((error: unknown) => {
    if (error instanceof ApiError && NAME_REFUSALS.has(error.code)) return makeGuest(suggestName());
    throw error;
  });
  setMe(me);
  return me;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The page's person: undefined while asked, null without a session. */
export function useMe(): State {
  const me = useSyncExternalStore(subscribe, () => state);
  useEffect(() => {
    void loadMe().catch(() => undefined);
  }, []);
  return me;
}

/** The short tag that tells apart guests of one name: `#` and the last 4 characters of the id. */
export function playerTag(id: string): string {
  return `#${id.slice(-4)}`;
}
