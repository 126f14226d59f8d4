import { useEffect, useRef } from "react";
import type { Flight } from "../set/CardMotion";

/** The pause between two cards dealt together (several come at once when a table opens or grows). */
export const DEAL_STAGGER_MS = 40;

/** A set found, as the Super Rules and Patterns views tell it: who found it and its cards' codes. */
interface SetFound {
  readonly kind: string;
  readonly n: number;
  readonly seat?: number;
  readonly cards?: readonly string[];
}

/**
 * The flights of the sets found (for `<SetFlights>`, set/CardMotion.tsx), for tables whose events name
 * a set's cards but not where they lay: each card's place is read from the board as it was drawn just
 * before (`places`: card → place, as drawn now; a flight is made once, when its set first shows).
 */
export function useSetFlights(
  events: readonly SetFound[] | undefined,
  places: ReadonlyMap<string, number>,
): Flight[] {
  const before = useRef<ReadonlyMap<string, number>>(new Map());
  const made = useRef(new Map<number, Flight>());
  useEffect(() => {
    before.current = places;
  }, [places]);
  const flights: Flight[] = [];
  for (const event of events ?? []) {
    if (event.kind !== "set" || event.seat === undefined) continue;
    let flight = made.current.get(event.n);
    if (!flight) {
      const cards = (event.cards ?? []).filter((card) => before.current.has(card));
      flight = {
        key: event.n,
        seat: event.seat,
        cards,
        slots: cards.map((card) => before.current.get(card) ?? 0),
      };
      made.current.set(event.n, flight);
    }
    flights.push(flight);
  }
  return flights;
}
