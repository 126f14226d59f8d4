/**
 * The person's unfinished tables (`GET /api/me/games`), known once for the whole page: the header
 * counts those where it is their turn, the My games page lists them, and a table that newly becomes
 * theirs is told to whoever listens (`onNewTurns`: the browser's notification). The header polls
 * while the page is in view (`usePolling`); the page asks again when it opens.
 */
import { myGames as myGamesAnswer, type MyGame } from "@parlor/protocol";
import { useEffect, useSyncExternalStore } from "react";
import { ApiError, problemText, request } from "../api";

export interface MyGamesState {
  /** The tables, their turn first (the server's order); null until the first answer. */
  readonly games: readonly MyGame[] | null;
  /** The last ask's failure in words (the tables of an earlier answer are kept). */
  readonly problem: string | null;
}

const NOTHING_YET: MyGamesState = { games: null, problem: null };

let state: MyGamesState = NOTHING_YET;
let asking: Promise<void> | null = null;
/** Whose tables are asked for (`usePolling`'s person); null: nobody's (asking would answer 401). */
let person: string | null = null;
/** Changes each time the person changes (`followPlayer`): an answer for the one before is dropped. */
let generation = 0;
const listeners = new Set<() => void>();
const turnListeners = new Set<(games: readonly MyGame[]) => void>();

function set(next: MyGamesState): void {
  state = next;
  for (const listener of listeners) listener();
}

/**
 * The tables where it is the person's turn now and was not at the previous answer (or that are new
 * since): none at the first answer (`previous` null), which says what already was, not what changed.
 */
export function newlyYourTurn(previous: readonly MyGame[] | null, next: readonly MyGame[]): MyGame[] {
  if (previous === null) return [];
  const before = new Set(previous.filter((game) => game.yourTurn).map((game) => game.table));
  return next.filter((game) => game.yourTurn && !before.has(game.table));
}

/** The names of the others at a table: neither the person's seats nor a free one. */
export function otherPlayers(game: MyGame): string[] {
  return game.players.flatMap((name, seat) => (name !== null && !game.seats.includes(seat) ? [name] : []));
}

/** How many seats of a table are still free. */
export const freeSeats = (game: MyGame): number => game.players.filter((name) => name === null).length;

/** How many of the tables wait for the person's move. */
export const yourTurns = (games: readonly MyGame[] | null): number =>
  games?.filter((game) => game.yourTurn).length ?? 0;

/** `GET /api/me/games`, checked with the protocol's schema. */
async function fetchMyGames(): Promise<MyGame[]> {
  return request("/api/me/games", myGamesAnswer);
}

/**
 * Asks the server again (an ask under way is shared), for the person the header polls for (none: not
 * asked); listeners hear of tables newly theirs.
 */
export function refreshMyGames(): Promise<void> {
  if (person === null) return Promise.resolve();
  if (asking) return asking;
  const asked = generation;
  const ask: Promise<void> = fetchMyGames()
    .catch((error: unknown) => {
      // The session ended meanwhile (logged out elsewhere): nothing of theirs to show.
      if (error instanceof ApiError && error.code === "no-session") return [];
      throw error;
    })
    .then(
      (games) => {
        if (asked !== generation) return;
        const newly = newlyYourTurn(state.games, games);
        set({ games, problem: null });
        if (newly.length > 0) for (const listener of turnListeners) listener(newly);
      },
      (error: unknown) => {
        if (asked === generation) set({ ...state, problem: problemText(error) });
      },
    )
    .finally(() => {
      if (asking === ask) asking = null;
    });
  asking = ask;
  return ask;
}

/**
 * Forgets the tables known and asks for those of `next` from now on (null: nobody's): the next answer
 * is a first one again. `usePolling` calls it as the person changes.
 */
export function followPlayer(next: string | null): void {
  person = next;
  generation += 1;
  asking = null;
  if (state !== NOTHING_YET) set(NOTHING_YET);
}

/** Hears of the tables that newly wait for the person's move; returns how to stop. */
export function onNewTurns(listener: (games: readonly MyGame[]) => void): () => void {
  turnListeners.add(listener);
  return () => turnListeners.delete(listener);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The person's tables as last known. */
export function useMyGames(): MyGamesState {
  return useSyncExternalStore(subscribe, () => state);
}

/** How often the tables are asked for while the page is in view. */
export const POLL_VISIBLE_MS = 30_000;
/**
 * How often while it is hidden, only for a person who let the page notify them (else not at all):
 * browsers run a hidden page's timers at most once a minute anyway.
 */
export const POLL_HIDDEN_MS = 60_000;

/** When to ask next: in view, every 30 s; hidden, every minute if a notification may be shown, else never. */
export function pollEvery(hidden: boolean, mayNotify: boolean): number | null {
  if (!hidden) return POLL_VISIBLE_MS;
  return mayNotify ? POLL_HIDDEN_MS : null;
}

/** Whether the browser lets the page show notifications (the person granted it). */
export function mayNotify(): boolean {
  return typeof Notification !== "undefined" && Notification.permission === "granted";
}

/**
 * Asks for the tables of `player` (their id; null: nobody has a session) now and then: at once, every
 * `pollEvery`, and again as soon as the page comes back into view; a hidden page stops asking unless
 * it may notify. Another person, or none, and the tables known are forgotten first.
 */
export function usePolling(player: string | null): void {
  useEffect(() => {
    followPlayer(player);
    if (player === null) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      clearTimeout(timer);
      if (stopped) return;
      const every = pollEvery(document.hidden, mayNotify());
      if (every !== null) timer = setTimeout(ask, every);
    };
    const ask = () => void refreshMyGames().finally(schedule);
    const seen = () => (document.hidden ? schedule() : ask());
    ask();
    document.addEventListener("visibilitychange", seen);
    return () => {
      stopped = true;
      clearTimeout(timer);
      document.removeEventListener("visibilitychange", seen);
    };
  }, [player]);
}
