import { useTranslation } from "react-i18next";
import { useDocumentTitle } from "../scorers/useDocumentTitle";
import { GAME_UIS } from "../games/registry";
import { LEARN_PATH, rulesPath } from "./games";
import "./rules.css";

/** The namespaces the games' pieces are worded in (their names for screen readers), each once. */
const PIECE_NAMESPACES = [...new Set(Object.values(GAME_UIS).map((ui) => ui.rules.namespace))];

/** `/rules`: every game's rules, with one of its cards or tiles, and the find-the-set lesson. */
export function RulesIndex({ go }: { go: (to: string) => void }) {
  const { t } = useTranslation(["rules", "common", ...PIECE_NAMESPACES]);
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
        {Object.entries(GAME_UIS).map(([game, { pieces, rules }]) => (
          <li key={game} className="rules-game">
            <a href={rulesPath(game)} onClick={link(rulesPath(game))} data-testid={`rules-link-${game}`}>
              <span className="rules-game-picture" aria-hidden="true">
                <pieces.Face code={rules.cover} />
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
