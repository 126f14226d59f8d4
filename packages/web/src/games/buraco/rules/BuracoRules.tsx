import {
  CARD_VALUES,
  GOING_OUT_BONUS,
  MIXED_CANASTA_BONUS,
  MORTO_PENALTY,
  NATURAL_CANASTA_BONUS,
} from "@parlor/engine/buraco";
import type { HandScore } from "@parlor/engine/buraco";
import { useTranslation } from "react-i18next";
import { BuracoCard } from "../BuracoCard";
import "../buraco.css";
import { BURACO_HAND, BURACO_MELDS, BURACO_THREES, type MeldExample } from "./examples";
import { PartSection, Section } from "../../../rules/Section";

/** The lines of a hand's score, in the order the rules file lists them. */
const SCORE_LINES = [
  "cards",
  "canastas",
  "redThrees",
  "goingOut",
  "morto",
  "hand",
] as const satisfies readonly (keyof HandScore)[];

const signed = (value: number): string => (value > 0 ? `+${value}` : value < 0 ? `−${-value}` : "0");

/**
 * Buraco's rules: melds (runs and groups), the wild 2, clean and dirty canastas, the red and black
 * threes, drawn with the site's Buraco cards (each meld's kind is the engine's `classifyMeld`), and a
 * hand scored for both sides by the engine's `scoreHand`.
 */
export function BuracoRules() {
  const { t } = useTranslation(["rules", "buraco"]);
  return (
    <>
      <PartSection game="buraco" part="goal" />
      <PartSection game="buraco" part="components" />
      <PartSection game="buraco" part="setup" />
      <Section id="melds" title={t("buraco.meldsTitle")}>
        <p>{t("buraco.melds")}</p>
        <Meld example={BURACO_MELDS.run} caption={t("buraco.runCaption")} testId="meld-run" />
        <Meld example={BURACO_MELDS.group} caption={t("buraco.groupCaption")} testId="meld-group" />
        <Meld example={BURACO_MELDS.wildRun} caption={t("buraco.wildCaption")} testId="meld-wild" />
        <Meld
          example={BURACO_MELDS.natural}
          caption={t("buraco.naturalCaption", { bonus: NATURAL_CANASTA_BONUS })}
          testId="meld-natural"
        />
        <Meld
          example={BURACO_MELDS.mixed}
          caption={t("buraco.mixedCaption", { bonus: MIXED_CANASTA_BONUS })}
          testId="meld-mixed"
        />
        <Meld example={BURACO_MELDS.twoWilds} caption={t("buraco.twoWildsCaption")} testId="meld-two-wilds" />
      </Section>
      <Section id="threes" title={t("buraco.threesTitle")}>
        <figure className="rules-figure" data-testid="buraco-threes">
          <div className="rules-cards rules-buraco-cards">
            <BuracoCard code={BURACO_THREES.red} />
            <BuracoCard code={BURACO_THREES.black} />
          </div>
          <figcaption>{t("buraco.threesCaption")}</figcaption>
        </figure>
        <ul>
          <li>{t("buraco.redThree")}</li>
          <li>{t("buraco.blackThree")}</li>
        </ul>
        <Meld example={BURACO_MELDS.threes} caption={t("buraco.threesNoMeld")} testId="meld-threes" />
      </Section>
      <PartSection game="buraco" part="turn" />
      <PartSection game="buraco" part="scoring">
        <table className="rules-table" data-testid="buraco-values">
          <caption>{t("buraco.valuesCaption")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("buraco.cardsColumn")}</th>
              <th scope="col">{t("buraco.pointsColumn")}</th>
            </tr>
          </thead>
          <tbody>
            {(
              [
                ["A", t("buraco.valueAce")],
                ["K", t("buraco.valueHigh")],
                ["7", t("buraco.valueLow")],
                ["2", t("buraco.valueTwo")],
              ] as const
            ).map(([rank, words]) => (
              <tr key={rank}>
                <th scope="row">{words}</th>
                <td>{CARD_VALUES[rank]}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p>
          {t("buraco.bonuses", {
            natural: NATURAL_CANASTA_BONUS,
            mixed: MIXED_CANASTA_BONUS,
            out: GOING_OUT_BONUS,
            morto: MORTO_PENALTY,
          })}
        </p>
      </PartSection>
      <Section id="example" title={t("buraco.exampleTitle")}>
        <p>{t("buraco.example")}</p>
        <WorkedHand />
      </Section>
      <PartSection game="buraco" part="end" />
    </>
  );
}

/** A meld (or not) drawn card by card, with its kind by the engine. */
function Meld({ example, caption, testId }: { example: MeldExample; caption: string; testId: string }) {
  const { t } = useTranslation("rules");
  const kind = example.meld === null ? "none" : (example.meld.canasta ?? example.meld.kind);
  return (
    <figure className="rules-figure" data-testid={testId} data-meld={kind}>
      <div className="rules-cards rules-buraco-cards">
        {example.cards.map((code, i) => (
          <BuracoCard key={`${code}-${i}`} code={code} />
        ))}
      </div>
      <figcaption>
        <strong>{t(`buraco.kinds.${kind}`)}</strong> {caption}
      </figcaption>
    </figure>
  );
}

/** Both sides' melds, then their score line by line. */
function WorkedHand() {
  const { t } = useTranslation(["rules", "buraco"]);
  const sides = [
    { key: "us", ...BURACO_HAND.us },
    { key: "them", ...BURACO_HAND.them },
  ] as const;
  return (
    <>
      {sides.map(({ key, side }) => (
        <figure className="rules-figure" key={key} data-testid={`buraco-hand-${key}`}>
          <div className="rules-melds">
            {side.melds.map((cards, i) => (
              <div className="rules-cards rules-buraco-cards" key={i}>
                {cards.map((code, j) => (
                  <BuracoCard key={`${code}-${j}`} code={code} />
                ))}
              </div>
            ))}
          </div>
          <figcaption>{t(`buraco.side.${key}`)}</figcaption>
        </figure>
      ))}
      <table className="rules-table" data-testid="buraco-example-score">
        <thead>
          <tr>
            <th scope="col">{t("buraco.lineColumn")}</th>
            <th scope="col">{t("buraco.sideName.us")}</th>
            <th scope="col">{t("buraco.sideName.them")}</th>
          </tr>
        </thead>
        <tbody>
          {SCORE_LINES.map((line) => (
            <tr key={line}>
              <th scope="row">{t(`buraco.lines.${line}`)}</th>
              {sides.map(({ key, score }) => (
                <td key={key}>{signed(score[line])}</td>
              ))}
            </tr>
          ))}
          <tr className="rules-total">
            <th scope="row">{t("buraco.lines.total")}</th>
            {sides.map(({ key, score }) => (
              <td key={key} data-testid={`buraco-total-${key}`}>
                <strong>{signed(score.total)}</strong>
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </>
  );
}
