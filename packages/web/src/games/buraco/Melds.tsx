import type { MeldView } from "@parlor/engine/buraco";
import { useState, type DragEvent, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { BuracoCard } from "./BuracoCard";
import { cardsNamed } from "./cards";
import { carriesCards, droppedData, type Dragged } from "./drag";

/** A meld's kind and canasta status in words ("natural canasta (run) of 7 cards"), so it reads without its border. */
export function useMeldStatus(): (meld: MeldView) => string {
  const { t } = useTranslation("buraco");
  return (meld) => {
    const kind = t(`meld.kind.${meld.kind}`);
    const count = meld.cards.length;
    if (meld.canasta !== null) return t(`meld.canasta.${meld.canasta}`, { kind, count });
    return t("meld.plain", { kind, count });
  };
}

/** What playing onto one of your side's melds does now: takes the pile onto it, or adds cards to it. */
export type MeldUse = "pile" | "add";

/** A drop zone's handlers: it accepts the table's drags, lit while one is over it. */
function useDropZone(onDrop: (dragged: Dragged) => void) {
  const [over, setOver] = useState(false);
  return {
    over,
    handlers: {
      onDragOver: (event: DragEvent) => {
        if (!carriesCards(event)) return;
        event.preventDefault();
        setOver(true);
      },
      onDragLeave: () => setOver(false),
      onDrop: (event: DragEvent) => {
        setOver(false);
        const dropped = droppedData(event);
        if (dropped === null) return;
        event.preventDefault();
        onDrop(dropped);
      },
    },
  };
}

/** One meld: a button on your turn (take the pile onto it, or add the selection), else a labelled row. */
function Meld({
  side,
  index,
  meld,
  use,
  target,
  problem,
  onUse,
  onDrop,
}: {
  side: number;
  index: number;
  meld: MeldView;
  use: MeldUse | null;
  target: boolean;
  problem: string | null;
  onUse: () => void;
  onDrop: (dragged: Dragged) => void;
}) {
  const { t, i18n } = useTranslation("buraco");
  const status = useMeldStatus()(meld);
  const zone = useDropZone(onDrop);
  const label = `${status}: ${cardsNamed(meld.cards, t, i18n.language)}`;
  const body = (
    <>
      <span className="buraco-status">
        {meld.canasta !== null && (
          <span className="buraco-canasta-mark" aria-hidden="true">
            {meld.canasta === "natural" ? "◆" : "◇"}
          </span>
        )}
        {status}
      </span>
      <span className="buraco-meld-cards">
        {meld.cards.map((card) => (
          <BuracoCard key={card} code={card} />
        ))}
      </span>
      {target && use === "pile" && <span className="buraco-hint">{t("melds.pileFits")}</span>}
    </>
  );
  const problemId = `meld-problem-${side}-${index}`;
  return (
    <li
      className={`buraco-meld canasta-${meld.canasta ?? "none"}${target ? " legal" : ""}${zone.over ? " drop-over" : ""}`}
      data-testid={`meld-${side}-${index}`}
      data-canasta={meld.canasta ?? "none"}
      data-target={target}
      {...(use !== null ? zone.handlers : {})}
    >
      {use !== null ? (
        <button
          type="button"
          className="buraco-meld-button"
          aria-label={t(use === "pile" ? "melds.takePileOnto" : "melds.addTo", { meld: label })}
          aria-disabled={problem !== null}
          aria-describedby={problem !== null ? problemId : undefined}
          data-legal={target}
          onClick={onUse}
        >
          {body}
        </button>
      ) : (
        <div role="group" aria-label={label}>
          {body}
        </div>
      )}
      {problem !== null && use !== null && (
        <span id={problemId} className="visually-hidden">
          {problem}
        </span>
      )}
    </li>
  );
}

/**
 * One side's part of the table: its red threes, and its melds in the order laid, each canasta marked
 * natural (limpa: a solid border and ◆) or mixed (suja: a dashed border and ◇) and said in words. On
 * your turn your side's melds are buttons and drop targets (`use`): the melds the pile's top card or
 * the selection fit are lit (`targets`), and `problemOf` says why a meld cannot take them. `newMeld`
 * is the drop zone for a new meld (your side, on your turn).
 */
export function SideMelds({
  side,
  name,
  ours,
  melds,
  redThrees,
  use,
  targets,
  problemOf,
  onUse,
  newMeld,
}: {
  side: number;
  name: string;
  ours: boolean;
  melds: readonly MeldView[];
  redThrees: readonly string[];
  use: MeldUse | null;
  targets: ReadonlySet<number>;
  problemOf: (index: number) => string | null;
  onUse: (index: number, dragged?: Dragged) => void;
  newMeld?: ReactNode;
}) {
  const { t } = useTranslation("buraco");
  const canastas = melds.filter((meld) => meld.canasta !== null).length;
  return (
    <section
      className={`buraco-panel buraco-melds${ours ? " ours" : ""}`}
      aria-label={t("melds.label", { side: name })}
      data-testid={`melds-${side}`}
    >
      <h3>
        {t(ours ? "melds.ours" : "melds.theirs", { side: name })}{" "}
        <span className="buraco-count">
          {melds.length === 0 ? t("melds.none") : t("melds.count", { count: melds.length })}
          {canastas > 0 && <> · {t("melds.canastas", { count: canastas })}</>}
        </span>
      </h3>
      {redThrees.length > 0 && (
        <div className="buraco-red-threes" data-testid={`red-threes-${side}`}>
          <span>{t("melds.redThrees", { count: redThrees.length })}</span>
          <span className="buraco-row">
            {redThrees.map((card) => (
              <BuracoCard key={card} code={card} />
            ))}
          </span>
        </div>
      )}
      <ol className="buraco-meld-list">
        {melds.map((meld, index) => (
          <Meld
            key={index}
            side={side}
            index={index}
            meld={meld}
            use={use}
            target={targets.has(index)}
            problem={use === null ? null : problemOf(index)}
            onUse={() => onUse(index)}
            onDrop={(dragged) => onUse(index, dragged)}
          />
        ))}
        {newMeld}
      </ol>
    </section>
  );
}

/**
 * The drop zone for a new meld of your side (drag the selection, or the pile's top card, here); the
 * same moves are buttons of the turn's panel, for the keyboard and screen readers.
 */
export function NewMeld({
  label,
  legal,
  onDrop,
}: {
  label: string;
  legal: boolean;
  onDrop: (dragged: Dragged) => void;
}) {
  const zone = useDropZone(onDrop);
  return (
    <li
      className={`buraco-new-meld${zone.over ? " drop-over" : ""}${legal ? " legal" : ""}`}
      data-testid="new-meld"
      aria-hidden="true"
      {...zone.handlers}
    >
      {label}
    </li>
  );
}
