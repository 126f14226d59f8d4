import type { HandScore } from "@parlor/engine/buraco";
import { useTranslation } from "react-i18next";
import { signed } from "../../../scorers/format";

/** The parts of a side's hand score, in the order the rules list them. */
const PARTS = ["cards", "canastas", "redThrees", "goingOut", "morto", "hand"] as const;

/**
 * Both sides' hand scores line by line, as the engine gives them (cards in melds, canastas, red
 * threes, going out, morto, cards left in hand, the total). Each value is in `data-value` too.
 */
export function HandBreakdown({
  scores,
  names,
  title,
  testId,
}: {
  scores: readonly [HandScore, HandScore];
  names: readonly [string, string];
  title: string;
  testId: string;
}) {
  const { t, i18n } = useTranslation("buracoScorepad");
  const lang = i18n.resolvedLanguage ?? "en";
  return (
    <section className="calc-breakdown pad-breakdown" aria-label={title} data-testid={testId}>
      <h3>{title}</h3>
      <div className="pad-breakdown-sides">
        {scores.map((score, side) => (
          <section key={side} aria-label={names[side]} data-testid={`${testId}-side-${side}`}>
            <h4>{names[side]}</h4>
            <ol className="calc-breakdown-lines">
              {PARTS.map((part) => (
                <li key={part} data-testid={`${testId}-${side}-${part}`} data-value={score[part]}>
                  <span>{t(`breakdown.${part}`)}</span>
                  <strong>{signed(score[part], lang)}</strong>
                </li>
              ))}
              <li className="pad-total" data-testid={`${testId}-${side}-total`} data-value={score.total}>
                <span>{t("breakdown.total")}</span>
                <strong>{signed(score.total, lang)}</strong>
              </li>
            </ol>
          </section>
        ))}
      </div>
    </section>
  );
}
