import { useTranslation } from "react-i18next";
import { ClassicCard } from "../ClassicCard";
import { PatternsCard } from "../../set-patterns/PatternsCard";
import { featureVerdicts } from "./examples";

/** The text with its first letter in capitals (a sentence that starts with a feature's name). */
export const capitalized = (text: string): string => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/** Which deck a SET example is drawn with: the classic cards or Patterns: Tarot's. */
export type SetTheme = "classic" | "patterns";

/** One SET card of the theme, drawn by the site's own card component (named in words for screen readers). */
export function SetCard({ code, theme }: { code: string; theme: SetTheme }) {
  return theme === "patterns" ? <PatternsCard code={code} /> : <ClassicCard code={code} />;
}

/** The name of feature `f` in the theme: colour, number, shape, shading; object, number, character, background. */
export function useFeatureName(theme: SetTheme): (f: number) => string {
  const { t } = useTranslation("rules");
  return (f) => t(`set.features.${theme}.${f}`);
}

/** A row of cards with a caption, as a figure. */
export function CardRow({
  codes,
  theme,
  caption,
  testId,
}: {
  codes: readonly string[];
  theme: SetTheme;
  caption: string;
  testId?: string;
}) {
  return (
    <figure className="rules-figure" data-testid={testId}>
      <div className="rules-cards rules-set-cards">
        {codes.map((code, i) => (
          <div className="rules-set-card" key={`${code}-${i}`} data-code={code}>
            <SetCard code={code} theme={theme} />
          </div>
        ))}
      </div>
      <figcaption>{capitalized(caption)}</figcaption>
    </figure>
  );
}

/** Feature by feature, whether the cards are all the same, all different, or neither (and so no set). */
export function VerdictList({ cards, theme }: { cards: readonly string[]; theme: SetTheme }) {
  const { t } = useTranslation("rules");
  const feature = useFeatureName(theme);
  return (
    <ul className="rules-verdicts">
      {featureVerdicts(cards).map((verdict, f) => (
        <li key={f} className={`rules-verdict rules-verdict-${verdict}`} data-verdict={verdict}>
          <span aria-hidden="true" className="rules-verdict-mark">
            {verdict === "broken" ? "✗" : "✓"}
          </span>{" "}
          {capitalized(t(`set.verdict.${verdict}`, { feature: feature(f) }))}
        </li>
      ))}
    </ul>
  );
}
