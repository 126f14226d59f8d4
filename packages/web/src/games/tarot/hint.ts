/** French Tarot's moves as a hint names them: the card by its name, the bid, the cards put down. */
import type { TarotAction } from "@parlor/engine/tarot";
import type { HintTranslate, HintWords } from "../ui";
import { cardName, cardNames } from "./cards";

/** The hint's move in words: "Play the king of hearts", "Bid Garde", "Put down …". */
export function tarotHintWords(action: unknown, t: HintTranslate): string {
  const inTarot = (key: string, options?: Record<string, unknown>) => t(`tarot:${key}`, options);
  const move = action as TarotAction;
  switch (move.type) {
    case "play":
      return t("hint:tarot.play", { card: cardName(move.card, inTarot) });
    case "bid":
      return move.contract === "pass"
        ? t("hint:tarot.pass")
        : t("hint:tarot.bid", { contract: inTarot(`contracts.${move.contract}`) });
    case "discard":
      return t("hint:tarot.discard", { cards: cardNames(move.cards, inTarot) });
    case "call":
      return t("hint:tarot.call", { card: cardName(move.card, inTarot) });
    case "chelem":
      return t(move.announce ? "hint:tarot.chelem" : "hint:tarot.noChelem");
    case "poignee":
      return t("hint:tarot.poignee", { cards: cardNames(move.cards, inTarot) });
  }
}

export const hintWords: HintWords = {
  namespaces: ["tarot"],
  words: (action, _view, t) => tarotHintWords(action, t),
};
