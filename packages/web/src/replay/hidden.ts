/**
 * What nobody at the table could see at a moment of a match: each seat's private cards (Super Rules
 * piles, Ruhd hands) and the deck in the order it will be dealt, as the engine's `reveal` gives them.
 * The log holds them all, so a replay can show them; a live table never does.
 */
import type { AnyGame, HiddenGroup as EngineGroup } from "@parlor/engine";
import i18next from "i18next";

/** What a game's pieces are called when nobody says: cards. */
export const DEFAULT_NOUN = "card";

/** One group of hidden cards, in the order they will come (the next one first). */
export interface HiddenGroup {
  /** A stable key: the place ("deck", "set-aside") or "seat-<n>" for a seat's own. */
  readonly key: string;
  readonly title: string;
  /** The seat they belong to, or null (the deck). */
  readonly seat: number | null;
  /** Card codes (tile codes for Ruhd), the next to come first. */
  readonly cards: readonly string[];
}

export interface HiddenCards {
  readonly groups: readonly HiddenGroup[];
}

/**
 * A place in words, in the language in use (`common:hidden.*`), for a seat's own places and the
 * table's. A morto belongs to a side (Buraco's `seat` there is the side's number), not to a seat.
 */
function titleOf(group: EngineGroup, noun: string, names: readonly string[]): string {
  const piece = i18next.t(`common:hidden.pieces.${noun}`);
  if (group.seat !== null) {
    if (group.place === "morto") return i18next.t("common:hidden.morto", { n: group.seat + 1 });
    const name = names[group.seat] ?? i18next.t("common:players.player", { n: group.seat + 1 });
    return group.place === "pile"
      ? i18next.t("common:hidden.pile", { name, piece })
      : i18next.t("common:hidden.own", { name, place: i18next.t(`common:hidden.places.${group.place}`) });
  }
  if (group.place === "deck") return i18next.t("common:hidden.deck", { piece });
  if (group.place === "set-aside") return i18next.t("common:hidden.setAside");
  return i18next.t(`common:hidden.places.${group.place}`);
}

/**
 * The hidden cards of a state, as the engine reveals them, with titles naming the seats and the
 * game's pieces (`noun`: "card", "tile").
 */
export function hiddenCards(
  game: AnyGame,
  state: unknown,
  names: readonly string[],
  noun: string = DEFAULT_NOUN,
): HiddenCards {
  return {
    groups: game.reveal(state).map((group) => ({
      key: group.seat === null ? group.place : `seat-${group.seat}`,
      title: titleOf(group, noun, names),
      seat: group.seat,
      cards: group.cards,
    })),
  };
}
