/**
 * Keeping the keyboard's focus inside a modal: which elements take it, and where Tab goes from the
 * first or the last of them. The browser's modal `<dialog>` already makes the rest of the page inert;
 * this also keeps Tab from leaving the dialog for the browser's own controls.
 */

/** The elements a person can Tab to. */
export const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Where Tab (or Shift+Tab) from `current` should go instead of leaving the `count` focusable elements
 * (by index): the other end, or null to let the browser move on inside. From outside them (-1), the first
 * (or the last going back).
 */
export function wrappedFocus(current: number, count: number, backwards: boolean): number | null {
  if (count === 0) return null;
  if (current < 0) return backwards ? count - 1 : 0;
  if (backwards && current === 0) return count - 1;
  if (!backwards && current === count - 1) return 0;
  return null;
}
