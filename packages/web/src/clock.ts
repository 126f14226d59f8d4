import i18next from "i18next";
import { createContext, useCallback, useContext, useEffect, useState } from "react";

/** A view as it arrived: game times in it are read against the local clock from `at` on. */
export interface Received<V> {
  readonly view: V;
  /** The local time (see LocalClock) when the view arrived. */
  readonly at: number;
}

/** The local time in ms: performance.now() at a live table. */
export type LocalNow = () => number;

const performanceNow: LocalNow = () => performance.now();

/**
 * Where tables read the local time from. Live tables use performance.now() (the default); a replay
 * supplies its own clock, so that its countdowns show the replayed moment and stand still while it
 * is paused.
 */
export const LocalClock = createContext<LocalNow>(performanceNow);

/** The game time now, from a view's `now` plus the local time since it arrived. */
export function gameNow(
  received: Received<{ readonly now: number }>,
  localNow: number = performance.now(),
): number {
  return received.view.now + (localNow - received.at);
}

/** `gameNow` reading the local time from the page's LocalClock. */
export function useGameNow(): (received: Received<{ readonly now: number }>) => number {
  const localNow = useContext(LocalClock);
  return useCallback((received) => gameNow(received, localNow()), [localNow]);
}

/** Re-renders every `ms` while `active` (for countdowns). */
export function useTick(active: boolean, ms = 100): void {
  const [, setTick] = useState(0);
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setTick((t) => t + 1), ms);
    return () => clearInterval(timer);
  }, [active, ms]);
}

/** Under this many seconds, a countdown shows tenths. */
const TENTHS_UNDER_S = 10;

const formats = new Map<string, Intl.NumberFormat>();

/** Numbers as the page's language writes them ("4.2" in English, "4,2" in French and Portuguese). */
function numberFormat(fractionDigits: number): Intl.NumberFormat {
  const language = i18next.resolvedLanguage ?? i18next.language ?? "en";
  const key = `${language}/${fractionDigits}`;
  let format = formats.get(key);
  if (!format) {
    const options = { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits };
    try {
      format = new Intl.NumberFormat(language, options);
    } catch {
      format = new Intl.NumberFormat("en", options);
    }
    formats.set(key, format);
  }
  return format;
}

/** Seconds left, one decimal under 10 s, in the page's language: "4.2 s", "37 s" ("4,2 s" in French). */
export function seconds(ms: number): string {
  const s = Math.max(0, ms) / 1000;
  return s < TENTHS_UNDER_S ? `${numberFormat(1).format(s)} s` : `${numberFormat(0).format(Math.ceil(s))} s`;
}

/** Minutes and seconds: "3:07". */
export function clockTime(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, "0")}`;
}
