import { useLayoutEffect, useState, type RefObject } from "react";

/**
 * Where the board starts on the page (its top, in px from the top of the document), kept up to date
 * as the window or what sits above the board changes: the PC table sizes its cards so that the grid
 * fits between there and the bottom of the window (pc.css, `--pc-top`).
 */
export function useBoardTop(board: RefObject<HTMLElement | null>): number | null {
  const [top, setTop] = useState<number | null>(null);
  const [, setResized] = useState(0);
  // What sits above the board can change with any drawing (a bar appears, a line wraps): measured
  // after each one, and drawn again only when it moved (it does not move with the cards' size).
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useLayoutEffect(() => {
    const element = board.current;
    if (!element) return;
    const now = Math.round(element.getBoundingClientRect().top + globalThis.scrollY);
    if (now !== top) setTop(now);
  });
  useLayoutEffect(() => {
    const resized = () => setResized((n) => n + 1);
    globalThis.addEventListener("resize", resized);
    return () => globalThis.removeEventListener("resize", resized);
  }, []);
  return top;
}
