import {
  cardPoints,
  CONTRACT_BASE,
  CONTRACTS,
  MULTIPLIERS,
  PETIT_AU_BOUT,
  POIGNEE_BONUSES,
  POIGNEE_SIZES,
  POIGNEES,
  TARGETS,
  TOTAL_POINTS,
} from "@parlor/engine/tarot";
import { useTranslation } from "react-i18next";
import { TarotCard } from "../TarotCard";
import "../tarot.css";
import { TAROT_CARDS, TAROT_EXAMPLES, type TarotExample } from "./examples";
import { PartSection, Section } from "../../../rules/Section";

/** A mark with its sign, as the score sheets write it: "+60", "−28", "0". */
const signed = (value: number): string => (value > 0 ? `+${value}` : value < 0 ? `−${-value}` : "0");

/**
 * French Tarot's rules: the oudlers and card points (drawn with the site's Tarot cards), the
 * contracts with their multipliers, the points needed by oudlers, and two deals scored line by line
 * by the engine's `breakdownDeal`.
 */
export function TarotRules() {
  const { t, i18n } = useTranslation(["rules", "tarot"]);
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <>
      <PartSection game="tarot" part="goal" />
      <PartSection game="tarot" part="components">
        <figure className="rules-figure" data-testid="tarot-oudlers">
          <div className="rules-cards rules-tarot-cards">
            {TAROT_CARDS.oudlers.map((code) => (
              <TarotCard key={code} code={code} />
            ))}
          </div>
          <figcaption>{t("tarot.oudlersCaption")}</figcaption>
        </figure>
        <figure className="rules-figure" data-testid="tarot-values">
          <div className="rules-cards rules-tarot-cards">
            {TAROT_CARDS.values.map((code) => (
              <div key={code} className="rules-card-with-value">
                <TarotCard code={code} />
                <span>{t("tarot.cardValue", { points: number.format(cardPoints(code)) })}</span>
              </div>
            ))}
          </div>
          <figcaption>{t("tarot.valuesCaption", { total: TOTAL_POINTS })}</figcaption>
        </figure>
      </PartSection>
      <PartSection game="tarot" part="setup" />
      <Section id="contracts" title={t("tarot.contractsTitle")}>
        <p>{t("tarot.contracts")}</p>
        <table className="rules-table" data-testid="tarot-contracts">
          <thead>
            <tr>
              <th scope="col">{t("tarot.contract")}</th>
              <th scope="col">{t("tarot.multiplier")}</th>
              <th scope="col">{t("tarot.dog")}</th>
            </tr>
          </thead>
          <tbody>
            {CONTRACTS.map((c) => (
              <tr key={c}>
                <th scope="row">{t(`tarot:contracts.${c}`)}</th>
                <td>×{MULTIPLIERS[c]}</td>
                <td>{t(`tarot.dogFor.${c}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Section>
      <PartSection game="tarot" part="turn" />
      <PartSection game="tarot" part="scoring">
        <table className="rules-table" data-testid="tarot-targets">
          <caption>{t("tarot.targetsCaption")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("tarot.oudlers")}</th>
              <th scope="col">{t("tarot.needed")}</th>
            </tr>
          </thead>
          <tbody>
            {TARGETS.map((target, oudlers) => (
              <tr key={oudlers}>
                <th scope="row">{oudlers}</th>
                <td>{target}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p>
          {t("tarot.formula", {
            base: CONTRACT_BASE,
            petit: PETIT_AU_BOUT,
          })}
        </p>
        <table className="rules-table" data-testid="tarot-poignees">
          <caption>{t("tarot.poigneesCaption")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("tarot.poignee")}</th>
              <th scope="col">{t("tarot.trumps", { players: 4 })}</th>
              <th scope="col">{t("tarot.bonus")}</th>
            </tr>
          </thead>
          <tbody>
            {POIGNEES.map((p) => (
              <tr key={p}>
                <th scope="row">{t(`tarot.poigneeKinds.${p}`)}</th>
                <td>{POIGNEE_SIZES[4][p]}</td>
                <td>{POIGNEE_BONUSES[p]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </PartSection>
      <Section id="example" title={t("tarot.exampleTitle")}>
        <WorkedDeal example={TAROT_EXAMPLES.made} testId="tarot-example-made" />
        <WorkedDeal example={TAROT_EXAMPLES.lost} testId="tarot-example-lost" />
      </Section>
      <PartSection game="tarot" part="end" />
    </>
  );
}

/** One deal scored line by line, then each seat's score. */
function WorkedDeal({ example, testId }: { example: TarotExample; testId: string }) {
  const { t, i18n } = useTranslation(["rules", "tarot"]);
  const number = new Intl.NumberFormat(i18n.language);
  const { deal, breakdown: b, scores } = example;
  const contract = t(`tarot:contracts.${deal.contract}`);
  return (
    <article className="rules-worked" data-testid={testId} data-attack={b.attack}>
      <h3>
        {t(b.made ? "tarot.dealMade" : "tarot.dealLost", {
          contract,
          count: deal.oudlers,
          points: number.format(deal.points),
        })}
      </h3>
      <ol className="rules-lines">
        <li>{t("tarot.lineTarget", { count: deal.oudlers, target: b.target })}</li>
        <li>
          {t(b.made ? "tarot.lineMade" : "tarot.lineLost", {
            points: number.format(deal.points),
            target: b.target,
            difference: b.difference,
          })}
        </li>
        <li>
          {t("tarot.lineContract", {
            base: CONTRACT_BASE,
            difference: b.difference,
            multiplier: b.multiplier,
            value: signed(b.contract),
          })}
        </li>
        {b.petitAuBout !== 0 && (
          <li>
            {t("tarot.linePetit", {
              petit: PETIT_AU_BOUT,
              multiplier: b.multiplier,
              value: signed(b.petitAuBout),
            })}
          </li>
        )}
        {b.poignees !== 0 && <li>{t("tarot.linePoignee", { value: signed(b.poignees) })}</li>}
        <li>
          <strong>{t("tarot.lineAttack", { value: signed(b.attack) })}</strong>
        </li>
        <li data-testid={`${testId}-scores`}>
          {t("tarot.lineSeats", {
            taker: signed(scores[deal.taker] ?? 0),
            defender: signed(scores[(deal.taker + 1) % deal.players] ?? 0),
          })}
        </li>
      </ol>
    </article>
  );
}
