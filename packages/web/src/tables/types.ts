import type { SeatSummary } from "../api";
import type { Received } from "../clock";

/** What every table screen gets from the table page. */
export interface TableProps<V> {
  readonly table: string;
  /** The latest view of each seat this page holds, or the spectator's view under null. */
  readonly views: ReadonlyMap<number | null, Received<V>>;
  /** Seats held by this page, in the order of its tokens (player A, player B). */
  readonly held: readonly number[];
  readonly seats: readonly SeatSummary[];
  readonly act: (seat: number, action: object) => Promise<number>;
  readonly onLobby: () => void;
}

/** The view to draw the table from: the first held seat's, else the spectator's. */
export function mainView<V>(
  views: ReadonlyMap<number | null, Received<V>>,
  held: readonly number[],
): Received<V> | null {
  for (const seat of held) {
    const received = views.get(seat);
    if (received) return received;
  }
  return views.get(null) ?? views.values().next().value ?? null;
}

/** Did the user type into a form control (so table keys must not fire)? */
export function typingIn(event: KeyboardEvent): boolean {
  const target = event.target as HTMLElement | null;
  if (event.ctrlKey || event.metaKey || event.altKey) return true;
  return (
    !!target && (target.tagName === "INPUT" || target.tagName === "TEXTAREA" || target.tagName === "SELECT")
  );
}
