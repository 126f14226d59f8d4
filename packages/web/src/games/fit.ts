import { useLayoutEffect, useRef, type RefObject } from "react";

/** Room left under the board for the page's margin, in px (so a card's shadow is not cut). */
const BOTTOM_ROOM_PX = 12;

/**
 * Keeps `--fit-h` on the element: the height from its top (in the page, not the window: scrolling
 * does not change it; or in the part of the page marked `data-fit-top`, which is scrolled to the
 * window's top to be played) to the bottom of the window, so that a board's stylesheet can fit the window's
 * height like a card table (the SET grids: set/grid-table.css, set-super/fit.css; Buraco, Ruhd and
 * French Tarot's tables). Measured again when the window or the page resizes, and whenever `shape`
 * changes (the grid's rows and columns, a table drawn in place of its loading line).
 *
 * With `below` (what a phone draws under the board: the buttons a player presses after picking
 * cards), also `--below-h`: from the element's bottom to that one's, so that on a phone the board
 * leaves the room they need (fit.css) and the cards and their buttons are in view together.
 */
export function useFitHeight<E extends HTMLElement>(shape: string, below?: RefObject<HTMLElement | null>) {
  const ref = useRef<E>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const box = element.getBoundingClientRect();
      // Inside a part of a page that is brought to the window's top to be played (a lesson's guided
      // deal: `data-fit-top`), from that part's top; else from the page's.
      const anchor = element.closest("[data-fit-top]");
      const top = anchor ? box.top - anchor.getBoundingClientRect().top : box.top + window.scrollY;
      const room = Math.max(window.innerHeight - top - BOTTOM_ROOM_PX, 0);
      element.style.setProperty("--fit-h", `${Math.round(room)}px`);
      const under = below?.current;
      if (under) {
        const height = Math.max(under.getBoundingClientRect().bottom - box.bottom, 0);
        element.style.setProperty("--below-h", `${Math.round(height)}px`);
      }
    };
    measure();
    window.addEventListener("resize", measure);
    const observer = typeof ResizeObserver === "function" ? new ResizeObserver(measure) : null;
    observer?.observe(document.body);
    // A banner coming in under the board changes its room without changing the page's width.
    if (below?.current) observer?.observe(below.current);
    return () => {
      window.removeEventListener("resize", measure);
      observer?.disconnect();
    };
  }, [shape, below]);
  return ref;
}
