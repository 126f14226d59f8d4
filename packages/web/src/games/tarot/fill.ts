import { type RefObject, useLayoutEffect } from "react";

/**
 * The table fills the window under what the page shows above it (the site's header, the table's own),
 * like a card table: the stylesheet sizes it from `--tarot-top`, how far down the page it starts (px),
 * measured here as the window and the header change (the header wraps on a phone, grows with a notice).
 * `drawn`: the table is on the page (not its loading line).
 */
export function useFillWindow(table: RefObject<HTMLElement | null>, drawn: boolean): void {
  useLayoutEffect(() => {
    const element = table.current;
    if (!element) return;
    const measure = () => {
      const top = `${Math.round(element.getBoundingClientRect().top + window.scrollY)}px`;
      if (element.style.getPropertyValue("--tarot-top") !== top)
        element.style.setProperty("--tarot-top", top);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [table, drawn]);
}
