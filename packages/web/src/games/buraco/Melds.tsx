import type { MeldView } from "@parlor/engine/buraco";
import { useEffect, useRef, useState, type DragEvent, type ReactNode } from "react";
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

/** Why a move onto a meld cannot be made now, in words, and whether the cards fit it all the same. */
export interface MeldWhy {
  readonly text: string;
  readonly fits: boolean;
}

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
  why,
  hinted,
  onUse,
  onDrop,
}: {
  side: number;
  index: number;
  meld: MeldView;
  use: MeldUse | null;
  /** Why the move onto it cannot be made now (null: it can, and the meld is lit). */
  why: MeldWhy | null;
  /** The hint shown now plays onto it: marked (`data-hinted`, a dashed outline). */
  hinted: boolean;
  onUse: () => void;
  onDrop: (dragged: Dragged) => void;
}) {
  const { t, i18n } = useTranslation("buraco");
  const status = useMeldStatus()(meld);
  const zone = useDropZone(onDrop);
  const label = `${status}: ${cardsNamed(meld.cards, t, i18n.language)}`;
  // Lit exactly when its button is offered: the move onto it is legal now.
  const target = use !== null && why === null;
  const problem = use === null ? null : (why?.text ?? null);
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
      className={`buraco-meld canasta-${meld.canasta ?? "none"}${target ? " legal" : ""}${zone.over ? " drop-over" : ""}${hinted ? " hinted" : ""}`}
      data-testid={`meld-${side}-${index}`}
      data-canasta={meld.canasta ?? "none"}
      data-target={target}
      data-hinted={hinted || undefined}
      {...(use !== null ? zone.handlers : {})}
    >
      {use !== null ? (
        <button
          type="button"
          className="buraco-meld-button"
          aria-disabled={problem !== null}
          aria-describedby={problem !== null ? problemId : undefined}
          data-legal={target}
          onClick={onUse}
        >
          {/* Named by the move in words, the meld's cards named in full; what is drawn repeats it. */}
          <span className="visually-hidden">
            {t(use === "pile" ? "melds.takePileOnto" : "melds.addTo", { meld: label })}
          </span>
          <span className="buraco-meld-face" aria-hidden="true">
            {body}
          </span>
        </button>
      ) : (
        <div role="group" aria-label={label}>
          {body}
        </div>
      )}
      {problem !== null && (
        // Beside the meld when the cards fit it but the move cannot be made now; otherwise (they do
        // not fit, nothing chosen yet) said to screen readers only, as every meld would say it.
        <span id={problemId} className={why?.fits ? "buraco-why" : "visually-hidden"}>
          {problem}
        </span>
      )}
    </li>
  );
}

/**
 * Scrolls the melds' area (only it, not the page) so that `meld` is in it whole, or at least its top
 * when it is taller than the area.
 */
function keepInView(area: HTMLElement, meld: HTMLElement): void {
  const room = area.getBoundingClientRect();
  const box = meld.getBoundingClientRect();
  const top = room.top + area.clientTop;
  const bottom = top + area.clientHeight;
  if (box.top < top) area.scrollTop -= top - box.top;
  else if (box.bottom > bottom) area.scrollTop += Math.min(box.bottom - bottom, box.top - top);
}

/**
 * One side's part of the table: its red threes, and its melds in the order laid, each canasta marked
 * natural (limpa: a solid border and ◆) or mixed (suja: a dashed border and ◇) and said in words. On
 * your turn your side's melds are buttons and drop targets (`use`): a meld is lit when the move onto it
 * is legal now, else `whyOf` says why not (beside it when the cards fit it all the same). `newMeld`
 * is the drop zone for a new meld (your side, on your turn). The meld a hint plays onto (`hinted`) is marked.
 */
export function SideMelds({
  side,
  name,
  ours,
  melds,
  redThrees,
  use,
  whyOf,
  hinted = null,
  onUse,
  newMeld,
}: {
  side: number;
  name: string;
  ours: boolean;
  melds: readonly MeldView[];
  redThrees: readonly string[];
  use: MeldUse | null;
  whyOf: (index: number) => MeldWhy | null;
  /** The meld the hint shown now plays onto (its index), marked; null: none. */
  hinted?: number | null;
  onUse: (index: number, dragged?: Dragged) => void;
  newMeld?: ReactNode;
}) {
  const { t } = useTranslation("buraco");
  const canastas = melds.filter((meld) => meld.canasta !== null).length;
  // The first meld the move chosen may go onto now (lit): where the melds scroll inside their area
  // (a short window), it is kept in view there, also when the area changes size.
  const area = useRef<HTMLElement>(null);
  const firstLit = use === null ? -1 : melds.findIndex((_, index) => whyOf(index) === null);
  useEffect(() => {
    const section = area.current;
    if (section === null || firstLit < 0) return;
    const show = () => {
      const meld = section.querySelector<HTMLElement>(`[data-testid="meld-${side}-${firstLit}"]`);
      if (meld !== null) keepInView(section, meld);
    };
    show();
    if (typeof ResizeObserver === "undefined") return;
    const resized = new ResizeObserver(show);
    resized.observe(section);
    return () => resized.disconnect();
  }, [firstLit, side]);
  return (
    <section
      ref={area}
      className={`buraco-panel buraco-melds${ours ? " ours" : ""}${melds.length === 0 ? " empty" : ""}`}
      aria-label={t("melds.label", { side: name })}
      data-testid={`melds-${side}`}
      // When room is short the melds scroll inside their area: it takes the focus, so keys scroll it.
      tabIndex={0}
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
            why={use === null ? null : whyOf(index)}
            hinted={hinted === index}
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
