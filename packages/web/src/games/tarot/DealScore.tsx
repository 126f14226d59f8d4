import { CONTRACT_BASE, PETIT_AU_BOUT, type DealResult } from "@parlor/engine/tarot";
import { useTranslation } from "react-i18next";
import { cardName } from "./cards";
import { scoreParts } from "./score";
import { TarotCard } from "./TarotCard";

/** A mark with its sign: "+58", "−20", "0". */
export function signed(value: number): string {
  if (value > 0) return `+${value}`;
  if (value < 0) return `−${-value}`;
  return "0";
}

/**
 * A scored deal in three parts, side by side where the width allows: what came of it (the verdict and
 * each seat's marks, first, so a small window shows it before the rest); the lines that explain it
 * (the target by the oudlers, the attack's points, the difference, the contract's value, the Petit au
 * bout, the poignées, the chelem, the multiplier, the attack's mark per defender); the dog and the
 * discard turned over.
 */
export function DealScore({
  result,
  names,
  players,
}: {
  result: DealResult;
  names: readonly string[];
  players: number;
}) {
  const { t } = useTranslation("tarot");
  const parts = scoreParts(result, players);
  const contract = t(`contracts.${result.contract}`);
  const alone = players === 5 && (result.partner === null || result.partner === result.taker);
  const role = (seat: number): string => {
    if (seat === result.taker) return t("roles.taker");
    if (players === 5 && !alone && seat === result.partner) return t("roles.partner");
    return t("roles.defender");
  };
  return (
    <section className="tarot-panel tarot-score" aria-labelledby="tarot-score-title" data-testid="deal-score">
      <div className="tarot-score-part">
        <h3 id="tarot-score-title">{t("score.title", { deal: result.deal })}</h3>
        <p data-testid="score-verdict">
          {t(result.made ? "score.made" : "score.lost", { taker: names[result.taker], contract })}
        </p>
        <h4>{t("score.marks")}</h4>
        <ul className="tarot-marks" data-testid="marks">
          {parts.marks.map((mark, seat) => (
            <li key={seat} data-testid={`mark-${seat}`}>
              {t("score.mark", { name: names[seat], role: role(seat), mark: signed(mark) })}
            </li>
          ))}
        </ul>
        {players === 5 && result.called && (
          <p>
            {alone
              ? t("score.calledAlone", { card: cardName(result.called, t) })
              : t("score.calledPartner", {
                  card: cardName(result.called, t),
                  partner: names[result.partner ?? 0],
                })}
          </p>
        )}
      </div>
      <div className="tarot-score-part">
        <ol className="tarot-score-lines">
          <li data-testid="line-target">
            {t("score.target", { count: result.oudlers, target: result.target })}
          </li>
          <li data-testid="line-points">{t("score.points", { points: result.points })}</li>
          <li data-testid="line-difference">
            {t(result.made ? "score.differenceMade" : "score.differenceLost", {
              difference: parts.difference,
              points: result.points,
              target: result.target,
            })}
          </li>
          <li data-testid="line-multiplier">
            {t("score.multiplier", { contract, multiplier: parts.multiplier })}
          </li>
          <li data-testid="line-contract">
            {t("score.contract", {
              base: CONTRACT_BASE,
              difference: parts.difference,
              multiplier: parts.multiplier,
              value: signed(parts.contract),
            })}
          </li>
          <li data-testid="line-petit">
            {result.petitAuBout === null
              ? t("score.noPetit")
              : t(`score.petit.${result.petitAuBout}`, {
                  base: PETIT_AU_BOUT,
                  multiplier: parts.multiplier,
                  value: signed(parts.petitAuBout),
                })}
          </li>
          <li data-testid="line-poignees">
            {result.poignees.length === 0
              ? t("score.noPoignee")
              : t("score.poignees", {
                  list: result.poignees.map((p) => t(`poigneeSizes.${p}`)).join(", "),
                  value: signed(parts.poignees),
                })}
          </li>
          <li data-testid="line-chelem">
            {result.chelem === null
              ? t("score.noChelem")
              : t(`score.chelem.${result.chelem}`, { value: signed(parts.chelem) })}
          </li>
          <li data-testid="line-attack">
            <strong>{t("score.attack", { value: signed(parts.attack) })}</strong>
          </li>
        </ol>
      </div>
      <div className="tarot-score-part">
        {result.dog.length > 0 && (
          <div className="tarot-turned" data-testid="result-dog">
            <h4>{t("score.dog")}</h4>
            <div className="tarot-row small">
              {result.dog.map((card) => (
                <TarotCard key={card} code={card} />
              ))}
            </div>
          </div>
        )}
        {result.discard.length > 0 && (
          <div className="tarot-turned">
            <h4>{t("score.discard")}</h4>
            <div className="tarot-row small">
              {result.discard.map((card) => (
                <TarotCard key={card} code={card} />
              ))}
            </div>
          </div>
        )}
      </div>
    </section>
  );
}
