/**
 * The header's theme toggle: it shows the theme the page is in (a sun in light, a moon in dark) and
 * a press chooses the other one. "Follow the system" stays the first visit's choice and is offered
 * again on the Settings page.
 */
import type { ThemeChoice } from "../settings/settings";

export type ShownTheme = "light" | "dark";

/** The choice a press of the toggle makes: the other theme than the one shown. */
export const toggledTheme = (shown: ShownTheme): ThemeChoice => (shown === "dark" ? "light" : "dark");

/** The theme the page shows now (`<html data-theme>`, set by settings/apply.ts). */
export function shownTheme(root: { dataset: { theme?: string } } | undefined): ShownTheme {
  return root?.dataset.theme === "dark" ? "dark" : "light";
}
