import { CONTRACT_BASE, PETIT_AU_BOUT } from "@parlor/engine/tarot";
import { useTranslation } from "react-i18next";
import type { DealEntry, ScoredDeal } from "./entry";
import { plain, signed } from "../../../scorers/format";

/**
 * A deal's score line by line, as the engine's `breakdownDeal` gives it: the target by oudlers, the
 * points, the difference, the multiplier, the contract, the petit au bout, the poignées, the chelem,
 * the attack's mark, then each player's marks (`scoreDeal`). Each value is in `data-value` too.
 */
export function DealBreakdown({
  scored,
  entry,
  names,
  title,
  testId,
}: {
  scored: ScoredDeal;
  entry: DealEntry;
  names: readonly string[];
  title: string;
  testId: string;
}) {
  const { t, i18n } = useTranslation("tarotCalculator");
  const lang = i18n.resolvedLanguage ?? "en";
  const b = scored.breakdown;
  const contract = t(`contract.${entry.contract}`);
  const partner =
    scored.deal.partner !== undefined && scored.deal.partner !== entry.taker ? scored.deal.partner : null;
  const role = (seat: number) =>
    seat === entry.taker
      ? partner === null && names.length === 5
        ? t("breakdown.takerAlone")
        : t("breakdown.taker")
      : seat === partner
        ? t("breakdown.partner")
        : t("breakdown.defender");
  const line = (key: string, label: string, value: number, shown: string) => (
    <li data-testid={`${testId}-${key}`} data-value={value}>
      <span>{label}</span>
      <strong>{shown}</strong>
    </li>
  );
  return (
    <section className="calc-breakdown" aria-label={title} data-testid={testId}>
      <h3>
        {title}{" "}
        <span className={b.made ? "calc-made" : "calc-failed"}>
          ({b.made ? t("breakdown.made") : t("breakdown.failed")})
        </span>
      </h3>
      <ol className="calc-breakdown-lines">
        {line("target", t("breakdown.target", { count: entry.oudlers }), b.target, plain(b.target, lang))}
        {line("points", t("breakdown.points"), entry.points, plain(entry.points, lang))}
        {line("difference", t("breakdown.difference"), b.difference, plain(b.difference, lang))}
        {line("multiplier", t("breakdown.multiplier", { contract }), b.multiplier, `×${b.multiplier}`)}
        {line(
          "contract",
          t("breakdown.contract", {
            difference: b.difference,
            multiplier: b.multiplier,
            base: CONTRACT_BASE,
          }),
          b.contract,
          signed(b.contract, lang),
        )}
        {line(
          "petit",
          entry.petitAuBout === null
            ? t("breakdown.petitAuBoutNone")
            : t("breakdown.petitAuBout", { multiplier: b.multiplier, base: PETIT_AU_BOUT }),
          b.petitAuBout,
          signed(b.petitAuBout, lang),
        )}
        {line("poignees", t("breakdown.poignees"), b.poignees, signed(b.poignees, lang))}
        {line("chelem", t("breakdown.chelem"), b.chelem, signed(b.chelem, lang))}
        {line("attack", t("breakdown.attack"), b.attack, signed(b.attack, lang))}
      </ol>
      <h4>{t("breakdown.marks")}</h4>
      <ul className="calc-marks">
        {names.map((name, seat) => (
          <li key={seat} data-testid={`${testId}-seat-${seat}`} data-value={scored.scores[seat] ?? 0}>
            <span>
              {name} <small>({role(seat)})</small>
            </span>
            <strong>{signed(scored.scores[seat] ?? 0, lang)}</strong>
          </li>
        ))}
      </ul>
    </section>
  );
}
