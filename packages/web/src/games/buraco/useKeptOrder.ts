import { useCallback, useEffect, useState } from "react";

/** Where a page keeps a hand's order: per table, seat and hand (a new deal starts sorted), in this browser only. */
export const orderKey = (table: string, seat: number | null, hand: number): string =>
  `parlor.buraco.order.${table}.${seat ?? "-"}.${hand}`;

function load(key: string): string[] {
  try {
    const raw = globalThis.localStorage?.getItem(key);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? parsed.filter((card): card is string => typeof card === "string") : [];
  } catch {
    return [];
  }
}

/**
 * The order the player keeps their hand in (physical ids; `arrangeHand` fits it to the hand), kept in
 * this browser's local storage for the table, seat and hand, so a reload keeps it. An empty order is the
 * engine's (by suit and rank).
 */
export function useKeptOrder(
  table: string,
  seat: number | null,
  hand: number,
): [readonly string[], (order: readonly string[]) => void] {
  const key = orderKey(table, seat, hand);
  const [kept, setKept] = useState<readonly string[]>(() => load(key));
  useEffect(() => {
    setKept(load(key));
    // The hand before is over: its order is no longer needed.
    try {
      globalThis.localStorage?.removeItem(orderKey(table, seat, hand - 1));
    } catch {
      // Storage refused: nothing was kept.
    }
  }, [key, table, seat, hand]);
  const keep = useCallback(
    (order: readonly string[]) => {
      setKept(order);
      try {
        if (order.length === 0) globalThis.localStorage?.removeItem(key);
        else globalThis.localStorage?.setItem(key, JSON.stringify(order));
      } catch {
        // Storage refused (private mode, full): the order is kept on the page only.
      }
    },
    [key],
  );
  return [kept, keep];
}
