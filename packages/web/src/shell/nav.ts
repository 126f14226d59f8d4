/**
 * The site's navigation: the header's places (Play: the lobby, Rules, Leaderboards, Settings), where
 * each goes, and which one a path belongs to (marked `aria-current="page"` in the header). Plain data,
 * so a new place is one line here and its words in the `look` namespace.
 */
import type { IconName } from "../ui/Icon";

export interface NavPlace {
  /** Its words: `look:nav.<id>`. */
  readonly id: "play" | "rules" | "leaderboards" | "settings";
  readonly icon: IconName;
  /** Where the link goes. */
  readonly href: string;
  /** The paths that belong to it (its own page and those under it). */
  readonly owns: (path: string) => boolean;
}

/**
 * My games: the person's unfinished tables, their turn first. Not one of the places: the header links
 * to it beside the toggles, with the count of tables waiting for their move, only for a person.
 */
export const MY_GAMES_PATH = "/games/mine";

/** Whether `path` is `root` or under it (`/rules` owns `/rules/tarot`, not `/rulesx`). */
export const under = (root: string, path: string): boolean => path === root || path.startsWith(`${root}/`);

/** The header's places, in the order shown; `firstGame` is the game whose leaderboard opens first. */
export function navPlaces(firstGame: string): readonly NavPlace[] {
  return [
    { id: "play", icon: "play", href: "/", owns: (path) => path === "/" },
    { id: "rules", icon: "book", href: "/rules", owns: (path) => under("/rules", path) },
    {
      id: "leaderboards",
      icon: "trophy",
      href: `/leaderboard/${encodeURIComponent(firstGame)}`,
      owns: (path) => under("/leaderboard", path),
    },
    { id: "settings", icon: "settings", href: "/settings", owns: (path) => under("/settings", path) },
  ];
}

/** The place `path` belongs to, or null (a table, a replay, a scorer: none of the header's). */
export function currentPlace(places: readonly NavPlace[], path: string): NavPlace["id"] | null {
  return places.find((place) => place.owns(path))?.id ?? null;
}

/**
 * Whether a click on a link should be left to the browser (a new tab or window, a download): any
 * modifier key or a button other than the main one.
 */
export function opensElsewhere(event: {
  readonly button: number;
  readonly metaKey: boolean;
  readonly ctrlKey: boolean;
  readonly shiftKey: boolean;
  readonly altKey: boolean;
}): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}
