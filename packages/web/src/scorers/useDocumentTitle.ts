import { useEffect } from "react";

/** The browser tab's title while the page shows (the one before when it goes). */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    const before = document.title;
    document.title = title;
    return () => {
      document.title = before;
    };
  }, [title]);
}
