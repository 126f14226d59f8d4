/**
 * Puts the settings on the page: `<html data-theme="light|dark" data-motion="full|reduced"
 * data-deck="…">`, following the system's colour scheme and reduced-motion preference while the
 * person leaves them at "system", and another tab's changes. Called once, before the first render.
 */
import { getSettings, reloadSettings, SETTINGS_KEY, subscribeSettings, type Settings } from "./settings";

const DARK = "(prefers-color-scheme: dark)";
const REDUCED = "(prefers-reduced-motion: reduce)";

/** The theme to show: the choice, or the system's when the choice is "system". */
export function resolvedTheme(settings: Settings, systemDark: boolean): "light" | "dark" {
  return settings.theme === "system" ? (systemDark ? "dark" : "light") : settings.theme;
}

/** Whether motion is off: the choice, or the system's when the choice is "system". */
export function motionReduced(settings: Settings, systemReduced: boolean): boolean {
  return settings.motion === "system" ? systemReduced : settings.motion === "reduced";
}

/** Whether the page should move now (for scripts that animate; CSS reads data-motion). */
export function motionAllowed(): boolean {
  return globalThis.document?.documentElement.dataset.motion !== "reduced";
}

export function applySettings(): void {
  const root = globalThis.document?.documentElement;
  if (!root) return;
  const media = (query: string) => globalThis.matchMedia?.(query);
  const dark = media(DARK);
  const reduced = media(REDUCED);
  const apply = () => {
    const settings = getSettings();
    root.dataset.theme = resolvedTheme(settings, dark?.matches ?? false);
    root.dataset.motion = motionReduced(settings, reduced?.matches ?? false) ? "reduced" : "full";
    root.dataset.deck = settings.deck;
  };
  apply();
  subscribeSettings(apply);
  dark?.addEventListener("change", apply);
  reduced?.addEventListener("change", apply);
  globalThis.addEventListener?.("storage", (event: StorageEvent) => {
    if (event.key === SETTINGS_KEY) reloadSettings(event.newValue);
  });
}
