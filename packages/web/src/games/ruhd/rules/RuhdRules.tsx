import { useTranslation } from "react-i18next";
import { RuhdBoard } from "../Board";
import { Breakdown } from "../Breakdown";
import { TileImage } from "../Tile";
import "../ruhd.css";
import { RUHD_EXAMPLE } from "./examples";
import { PartSection, Section } from "../../../rules/Section";

/**
 * Ruhd's rules: the tiles, the turn, the four scoring rules, and the rulebook's worked example drawn
 * as a board with its breakdown (the engine's `scorePlacement`: 10 points).
 */
export function RuhdRules() {
  const { t } = useTranslation("rules");
  const { board, placed, score } = RUHD_EXAMPLE;
  return (
    <>
      <PartSection game="ruhd" part="goal" />
      <PartSection game="ruhd" part="components">
        <figure className="rules-figure">
          <div className="rules-cards">
            <TileImage tile={placed.tile} rotation={placed.rotation} size="6rem" />
          </div>
          <figcaption>{t("ruhd.tileCaption")}</figcaption>
        </figure>
      </PartSection>
      <PartSection game="ruhd" part="setup" />
      <PartSection game="ruhd" part="turn" />
      <PartSection game="ruhd" part="scoring" />
      <Section id="example" title={t("ruhd.exampleTitle")}>
        <p>{t("ruhd.example")}</p>
        <figure
          className="rules-figure rules-ruhd-example"
          data-testid="ruhd-example"
          data-total={score.total}
        >
          <RuhdBoard board={[...board, placed]} scored={{ placed, score }} label={t("ruhd.exampleBoard")} />
          <figcaption>{t("ruhd.exampleCaption", { total: score.total })}</figcaption>
        </figure>
        <Breakdown score={score} title={t("ruhd.exampleBreakdown")} testId="ruhd-example-breakdown" />
      </Section>
      <PartSection game="ruhd" part="end" />
    </>
  );
}
