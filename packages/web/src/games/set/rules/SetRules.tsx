import { Fragment } from "react";
import { useTranslation } from "react-i18next";
import { FEATURE_ROWS, SET_EXAMPLES, VARIANT_EXAMPLES } from "./examples";
import { Prose } from "../../../rules/Prose";
import { PartSection, Section } from "../../../rules/Section";
import { CardRow, useFeatureName, VerdictList, type SetTheme } from "./SetPieces";

/** What is a set, by example: a set, a set of all-different cards, and three cards that are no set. */
const WHAT_IS_A_SET = [
  { example: "set", caption: "isSetCaption", testId: "example-set" },
  { example: "allDifferent", caption: "allDifferentCaption", testId: "example-all-different" },
  { example: "notSet", caption: "notSetCaption", testId: "example-not-set" },
] as const;

/**
 * Classic SET's variants (its `mode` option), in words, with an UltraSet and a GhostSet drawn: each
 * pair of cards beside the card that completes it to a set.
 */
function ClassicModes() {
  const { t } = useTranslation("rules");
  return (
    <Section id="modes" title={t("parts.modes")}>
      <Prose text={t("setClassic.modes")} />
      {(["ultraset", "ghostset"] as const).map((kind) => {
        const example = VARIANT_EXAMPLES[kind];
        return (
          <div key={kind} data-testid={`example-${kind}`}>
            <CardRow
              codes={example.pairs.flat()}
              theme="classic"
              caption={t(`setClassic.${kind}Caption`)}
              testId={`example-${kind}-cards`}
            />
            <CardRow
              codes={example.completions}
              theme="classic"
              caption={t(`setClassic.${kind}Completions`)}
              testId={`example-${kind}-completions`}
            />
          </div>
        );
      })}
    </Section>
  );
}

/**
 * The rules of one of the SET games: what makes a set, drawn with the game's own cards (a set,
 * one with every feature different, a non-set and the feature that breaks it: the engine's verdicts),
 * then the game's own setup, turn, scoring and end.
 */
export function SetRules({ game, go }: { game: string; go: (to: string) => void }) {
  const { t } = useTranslation("rules");
  const theme: SetTheme = game === "set-patterns" ? "patterns" : "classic";
  const feature = useFeatureName(theme);
  return (
    <>
      <PartSection game={game} part="goal" />
      <PartSection game={game} part="components">
        {FEATURE_ROWS.map((codes, f) => (
          <CardRow
            key={f}
            codes={codes}
            theme={theme}
            caption={t("set.featureRow", { feature: feature(f) })}
            testId={`feature-row-${f}`}
          />
        ))}
      </PartSection>
      <Section id="what-is-a-set" title={t("set.whatTitle")}>
        <p>{t("set.what")}</p>
        {WHAT_IS_A_SET.map(({ example, caption, testId }) => (
          <Fragment key={example}>
            <CardRow
              codes={SET_EXAMPLES[example].cards}
              theme={theme}
              caption={t(`set.${caption}`)}
              testId={testId}
            />
            <VerdictList cards={SET_EXAMPLES[example].cards} theme={theme} />
          </Fragment>
        ))}
        <p>{t("set.magic")}</p>
        <p>
          <a
            href="/learn"
            className="rules-cta"
            data-testid="rules-learn-link"
            onClick={(e) => {
              e.preventDefault();
              go("/learn");
            }}
          >
            {t("learnLink")}
          </a>
        </p>
      </Section>
      {game === "set-classic" && <ClassicModes />}
      <PartSection game={game} part="setup" />
      <PartSection game={game} part="turn" />
      <PartSection game={game} part="scoring" />
      <PartSection game={game} part="end" />
    </>
  );
}
