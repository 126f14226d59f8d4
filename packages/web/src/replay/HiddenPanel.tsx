import { useTranslation } from "react-i18next";
import type { GamePieces } from "../games/registry";
import type { HiddenCards } from "./hidden";

/** Cards drawn as pictures per group; the rest are listed in words (a large deck has thousands). */
export const DRAWN_CARDS = 27;

/**
 * What nobody at the table could see at this moment: private cards and the deck in order, drawn as
 * the game draws its pieces (named in words past the first few, or when the page has no drawing of them).
 */
export function HiddenPanel({
  hidden,
  pieces,
  cardWords,
}: {
  hidden: HiddenCards;
  pieces?: GamePieces;
  /** A card in the game's words, from its code (the engine's `cardWords`): the cards past those drawn. */
  cardWords: (code: string) => string;
}) {
  const { t } = useTranslation();
  const count = pieces ? DRAWN_CARDS : 0;
  return (
    <section className="replay-hidden" aria-labelledby="hidden-title" data-testid="hidden-cards">
      <h2 id="hidden-title">{t("hidden.title")}</h2>
      <p className="replay-note">{t("hidden.note")}</p>
      {hidden.groups.map((group) => (
        <div key={group.key} className="hidden-group" data-testid={`hidden-${group.key}`}>
          <h3>
            {group.title}{" "}
            <span className="badge" data-testid={`hidden-count-${group.key}`}>
              {group.cards.length}
            </span>
          </h3>
          {group.cards.length === 0 ? (
            <p>{t("hidden.none")}</p>
          ) : (
            pieces && (
              <ol className={`hidden-cards hidden-${pieces.look}`}>
                {group.cards.slice(0, count).map((code) => (
                  <li key={code} data-hidden-card={code}>
                    <pieces.Face code={code} />
                  </li>
                ))}
              </ol>
            )
          )}
          {group.cards.length > count && (
            <p className="hidden-rest">
              {count > 0 ? t("hidden.more", { n: group.cards.length - count }) : ""}
              {group.cards.slice(count).map(cardWords).join(t("hidden.separator"))}
            </p>
          )}
        </div>
      ))}
    </section>
  );
}
