import type { BuracoView } from "@parlor/engine/buraco";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { BuracoCard } from "./BuracoCard";
import { cardName } from "./cards";
import { carriesCards, droppedData, startDrag, type Dragged } from "./drag";

/** A morto's state in words: face down with its size, or taken by whom (directly or not). */
function useMortoWords(): (morto: BuracoView["mortos"][number], taker: string | null) => string {
  const { t } = useTranslation("buraco");
  return (morto, taker) => {
    if (morto.fate === "waiting") return t("morto.waiting", { count: morto.count });
    const who = taker ?? "";
    if (morto.pending !== null) return t("morto.pending", { who });
    if (morto.how === "indirect") return t("morto.takenIndirect", { who });
    return t("morto.taken", { who });
  };
}

/**
 * The middle of the table: the stock (monte) with its size, the discard pile (lixo: its top card, its
 * size, outlined and said when a black three locks it, the whole pile with the open-pile option; an
 * empty slot, labelled, when it is empty, as at the start of each hand, and so is a stock run out), and
 * each side's morto, face down or taken (by whom). On your turn the pile's top card may be dragged onto
 * a meld of yours (`draggable`), and a card dropped on the pile is discarded.
 */
export function Centre({
  view,
  sideNames,
  takers,
  draggable,
  onDropOnPile,
  hinted,
}: {
  view: BuracoView;
  sideNames: readonly string[];
  /** Who took each side's morto, when the table saw it (else the side's name is used). */
  takers: readonly (string | null)[];
  draggable: boolean;
  onDropOnPile: ((dragged: Dragged) => void) | null;
  /** Where the hint shown now draws from: the stock, or the pile (marked: `data-hinted`, a dashed outline). */
  hinted?: { readonly stock: boolean; readonly pile: boolean };
}) {
  const { t } = useTranslation("buraco");
  const mortoWords = useMortoWords();
  const [over, setOver] = useState(false);
  const top = view.pileTop;
  return (
    <section className="buraco-centre" aria-label={t("centre.label")}>
      <div
        className={`buraco-stock${hinted?.stock ? " hinted" : ""}`}
        data-testid="stock"
        data-hinted={hinted?.stock || undefined}
      >
        {view.stockCount > 0 ? (
          <span className="buraco-back" aria-hidden="true" />
        ) : (
          <span className="buraco-empty" data-testid="stock-empty">
            {t("centre.empty")}
          </span>
        )}
        <span>
          <strong>{t("centre.stock")}</strong>{" "}
          <span data-testid="stock-count" aria-label={t("centre.cards", { count: view.stockCount })}>
            {view.stockCount}
          </span>
        </span>
      </div>
      <div
        className={`buraco-pile${view.pileLocked ? " locked" : ""}${over ? " drop-over" : ""}${hinted?.pile ? " hinted" : ""}`}
        data-testid="pile"
        data-locked={view.pileLocked}
        data-hinted={hinted?.pile || undefined}
        {...(onDropOnPile
          ? {
              onDragOver: (event) => {
                if (!carriesCards(event)) return;
                event.preventDefault();
                setOver(true);
              },
              onDragLeave: () => setOver(false),
              onDrop: (event) => {
                setOver(false);
                const dropped = droppedData(event);
                if (dropped === null) return;
                event.preventDefault();
                onDropOnPile(dropped);
              },
            }
          : {})}
      >
        <div
          data-testid="pile-top"
          draggable={draggable && top !== null}
          onDragStart={(event) => startDrag(event, { from: "pile" })}
          className={draggable ? "buraco-draggable" : undefined}
        >
          {top ? (
            <BuracoCard code={top} />
          ) : (
            <span className="buraco-empty" data-testid="pile-empty">
              {t("centre.empty")}
            </span>
          )}
        </div>
        <span>
          <strong>{t("centre.pile")}</strong>{" "}
          <span data-testid="pile-count" aria-label={t("centre.cards", { count: view.pileCount })}>
            {view.pileCount}
          </span>
          {top && <span className="visually-hidden"> · {t("centre.top", { card: cardName(top, t) })}</span>}
          {view.pileLocked && <strong className="buraco-locked">{t("centre.locked")}</strong>}
        </span>
        {view.pile !== null && view.pile.length > 1 && (
          <div className="buraco-row buraco-open-pile" aria-label={t("centre.openPile")}>
            {view.pile.slice(0, -1).map((card) => (
              <BuracoCard key={card} code={card} />
            ))}
          </div>
        )}
      </div>
      <ul className="buraco-mortos" aria-label={t("morto.label")}>
        {view.mortos.map((morto, side) => (
          <li key={side} data-testid={`morto-${side}`} data-fate={morto.fate}>
            <span className={`buraco-back${morto.fate === "waiting" ? "" : " gone"}`} aria-hidden="true" />
            <span>
              <strong>
                {side === view.side ? t("morto.ours") : t("morto.of", { side: sideNames[side] ?? "" })}
              </strong>{" "}
              {mortoWords(morto, takers[side] ?? sideNames[side] ?? null)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
