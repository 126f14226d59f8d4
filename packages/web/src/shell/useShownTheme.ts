import { useSyncExternalStore } from "react";
import { shownTheme, type ShownTheme } from "./theme";

const root = (): HTMLElement | undefined => globalThis.document?.documentElement;

/** Re-renders when `<html data-theme>` changes (the person's choice, or the system's while it is followed). */
function subscribe(changed: () => void): () => void {
  const element = root();
  if (!element || typeof MutationObserver === "undefined") return () => undefined;
  const observer = new MutationObserver(changed);
  observer.observe(element, { attributes: true, attributeFilter: ["data-theme"] });
  return () => observer.disconnect();
}

/** The theme the page shows now. */
export function useShownTheme(): ShownTheme {
  return useSyncExternalStore(subscribe, () => shownTheme(root()));
}
