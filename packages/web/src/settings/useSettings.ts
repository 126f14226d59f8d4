import { useCallback, useSyncExternalStore } from "react";
import { getSettings, subscribeSettings, updateSettings, type Settings } from "./settings";

/** The settings, re-rendering when they change, and a function to change them. */
export function useSettings(): readonly [Settings, (change: Partial<Settings>) => void] {
  const settings = useSyncExternalStore(subscribeSettings, () => getSettings());
  const change = useCallback((patch: Partial<Settings>) => void updateSettings(patch), []);
  return [settings, change] as const;
}
