import { useEffect, useRef } from "react";

/** Did the user type into a form control, or press a shortcut of the browser (so table keys must not fire)? */
export function typingIn(event: KeyboardEvent): boolean {
  const target = event.target as HTMLElement | null;
  if (event.ctrlKey || event.metaKey || event.altKey) return true;
  return (
    !!target && (target.tagName === "INPUT" || target.tagName === "TEXTAREA" || target.tagName === "SELECT")
  );
}

/**
 * A table's keys: `onKey` sees every key pressed on the page except while typing in a form control
 * or with Ctrl, Alt or Meta held, and returns true when it took the key (its default is then
 * prevented). Held keys repeat only with `repeat` (turning a tile; never pressing a card twice). The
 * latest `onKey` is called, so it may read the render's state without re-subscribing.
 */
export function useKeys(onKey: (event: KeyboardEvent) => boolean | void, { repeat = false } = {}): void {
  const latest = useRef(onKey);
  latest.current = onKey;
  useEffect(() => {
    const listener = (event: KeyboardEvent) => {
      if (typingIn(event) || (event.repeat && !repeat)) return;
      if (latest.current(event) === true) event.preventDefault();
    };
    window.addEventListener("keydown", listener);
    return () => window.removeEventListener("keydown", listener);
  }, [repeat]);
}
