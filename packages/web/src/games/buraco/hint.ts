/** Buraco's moves as a hint names them: draw, take the pile, meld, add to a meld, discard. */
import type { BuracoAction, BuracoView } from "@parlor/engine/buraco";
import type { TFunction } from "i18next";
import type { HintTranslate, HintWords } from "../ui";
import { cardName, cardsNamed } from "./cards";

/** Cards of a meld named beyond which the meld is named by its ends ("7 of hearts … 10 of hearts"). */
const MELD_NAMED_WHOLE = 3;

/** The language the words are in (lists are joined by its conjunction). */
function languageOf(t: HintTranslate): string {
  return t("hint:lang");
}

/** One of the side's melds by its cards: "7, 8 and 9 of hearts" as a list, a long one by its ends. */
function meldWords(
  view: unknown,
  index: number,
  t: HintTranslate,
  names: (cards: readonly string[]) => string,
  name: (card: string) => string,
): string {
  const v = view as Partial<Pick<BuracoView, "melds" | "side">> | null;
  const cards = v?.side != null ? v.melds?.[v.side]?.[index]?.cards : undefined;
  if (!cards || cards.length === 0) return t("hint:buraco.meldNumber", { number: index + 1 });
  if (cards.length <= MELD_NAMED_WHOLE) return t("hint:buraco.meldOf", { cards: names([...cards]) });
  return t("hint:buraco.meldFrom", { first: name(cards[0] ?? ""), last: name(cards.at(-1) ?? "") });
}

/** The hint's move in words, with the seat's view to name its side's melds. */
export function buracoHintWords(action: unknown, view: unknown, t: HintTranslate): string {
  const inBuraco = ((key: string, options?: Record<string, unknown>) =>
    t(`buraco:${key}`, options)) as unknown as TFunction<"buraco">;
  const names = (cards: readonly string[]) => cardsNamed(cards, inBuraco, languageOf(t));
  const name = (card: string) => cardName(card, inBuraco);
  const move = action as BuracoAction;
  switch (move.type) {
    case "draw":
      return t("hint:buraco.draw");
    case "take-pile":
      if (move.meld) return t("hint:buraco.takeMeld", { cards: names(move.meld.cards) });
      if (move.add && move.add.cards.length > 0)
        return t("hint:buraco.takeAddWith", {
          cards: names(move.add.cards),
          meld: meldWords(view, move.add.meld, t, names, name),
        });
      if (move.add) return t("hint:buraco.takeAdd", { meld: meldWords(view, move.add.meld, t, names, name) });
      return t("hint:buraco.take");
    case "meld":
      return t("hint:buraco.meld", { cards: names(move.cards) });
    case "add":
      return t("hint:buraco.add", {
        cards: names(move.cards),
        meld: meldWords(view, move.meld, t, names, name),
      });
    case "discard":
      return t("hint:buraco.discard", { card: name(move.card) });
  }
}

export const hintWords: HintWords = {
  namespaces: ["buraco"],
  words: buracoHintWords,
};
