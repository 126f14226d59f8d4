import { useLayoutEffect, useRef } from "react";

/** Room left under the board for the page's margin, in px (so a card's shadow is not cut). */
const BOTTOM_ROOM_PX = 12;

/**
 * Keeps `--fit-h` on the element: the height from its top (in the page, not the window: scrolling
 * does not change it) to the bottom of the window, so that a stylesheet can size the cards to fit the
 * window's height (super.css, patterns.css). Measured again when the window or the element resizes,
 * and whenever `shape` (the grid's rows and columns) changes.
 */
export function useFitHeight<E extends HTMLElement>(shape: string) {
  const ref = useRef<E>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const top = element.getBoundingClientRect().top + window.scrollY;
      const room = Math.max(window.innerHeight - top - BOTTOM_ROOM_PX, 0);
      element.style.setProperty("--fit-h", `${Math.round(room)}px`);
    };
    measure();
    window.addEventListener("resize", measure);
    const observer = typeof ResizeObserver === "function" ? new ResizeObserver(measure) : null;
    observer?.observe(document.body);
    return () => {
      window.removeEventListener("resize", measure);
      observer?.disconnect();
    };
  }, [shape]);
  return ref;
}
