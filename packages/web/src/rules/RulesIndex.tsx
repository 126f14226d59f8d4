import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useDocumentTitle } from "../scorers/useDocumentTitle";
import { BuracoCard } from "../games/buraco/BuracoCard";
import { TileImage } from "../games/ruhd/Tile";
import { TarotCard } from "../games/tarot/TarotCard";
import { LEARN_PATH, RULES_GAMES, rulesPath, type RulesGame } from "./games";
import { SetCard } from "./SetPieces";
import "./rules.css";

/** A picture of each game: one of its own cards or tiles. */
const PICTURES: Readonly<Record<RulesGame, ReactNode>> = {
  "set-classic": <SetCard code="1120" theme="classic" />,
  "set-pc": <SetCard code="0102" theme="classic" />,
  "set-patterns": <SetCard code="1211" theme="patterns" />,
  "set-super": <SetCard code="2221" theme="classic" />,
  ruhd: <TileImage tile="G4B1G3R1" rotation={0} size="5rem" />,
  tarot: <TarotCard code="T21" />,
  buraco: <BuracoCard code="AH" />,
};

/** `/rules`: every game's rules, with a picture of its cards, and the find-the-set lesson. */
export function RulesIndex({ go }: { go: (to: string) => void }) {
  const { t } = useTranslation(["rules", "common", "set", "ruhd", "tarot", "buraco"]);
  useDocumentTitle(t("indexPageTitle"));
  const link = (to: string) => (e: { preventDefault(): void }) => {
    e.preventDefault();
    go(to);
  };
  return (
    <main className="rules rules-index" data-testid="rules-index">
      <header className="rules-header">
        <h1>{t("indexTitle")}</h1>
        <p className="rules-lead">{t("indexLead")}</p>
      </header>
      <ul className="rules-games">
        {RULES_GAMES.map((game) => (
          <li key={game} className="rules-game">
            <a href={rulesPath(game)} onClick={link(rulesPath(game))} data-testid={`rules-link-${game}`}>
              <span className="rules-game-picture" aria-hidden="true">
                {PICTURES[game]}
              </span>
              <span className="rules-game-words">
                <strong>{t(`common:games.${game}.title`)}</strong>
                <span>{t(`blurbs.${game}`)}</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
      <section className="rules-learn-invite" aria-labelledby="rules-learn-title">
        <h2 id="rules-learn-title">{t("learnTitle")}</h2>
        <p>{t("learnLead")}</p>
        <a href={LEARN_PATH} className="rules-cta" onClick={link(LEARN_PATH)} data-testid="rules-learn-link">
          {t("learnLink")}
        </a>
      </section>
    </main>
  );
}
