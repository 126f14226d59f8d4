import { useEffect, useState } from "react";
import { LAYOUT_LABELS, type KeyLabels } from "./keys";

/** The Keyboard API's layout map (Chromium): what each key of the keyboard in use prints. */
interface KeyboardWithLayout {
  getLayoutMap?: () => Promise<ReadonlyMap<string, string>>;
}

/**
 * What the keys print, for the key hints: the keyboard's own labels when the browser tells them (the
 * Keyboard API), else those of the usual layout of the page's language (`layout`: "qwerty",
 * "azerty", "abnt2").
 */
export function useKeyLabels(layout: string): KeyLabels {
  const [own, setOwn] = useState<ReadonlyMap<string, string> | null>(null);
  useEffect(() => {
    const keyboard = (navigator as Navigator & { keyboard?: KeyboardWithLayout }).keyboard;
    let live = true;
    keyboard
      ?.getLayoutMap?.()
      .then((map) => live && map.size > 0 && setOwn(map))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return own ?? LAYOUT_LABELS[layout] ?? {};
}
