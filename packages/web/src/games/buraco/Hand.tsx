import { cardOf } from "@parlor/engine/buraco";
import { useRef, useState, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { BuracoCard } from "./BuracoCard";
import { carriesCards, draggedCards, droppedData, startDrag } from "./drag";

const NO_CARDS: ReadonlySet<string> = new Set();

/**
 * Your hand, in the order you keep it: each card a toggle button (click, tap, or Space to select it);
 * ←/→ move between cards, Shift+←/→ move the focused card along the hand, Enter does the turn's main
 * move (`onPrimary`), Escape clears the selection; drag a card onto another to move it there, or onto a meld or the pile to play it
 * (the selection goes with it when the card is selected). Cards the engine's legal moves use are lit;
 * the cards of the move a hint shows are marked.
 */
export function Hand({
  cards,
  chosen,
  lit,
  hinted = NO_CARDS,
  onToggle,
  onMove,
  onNudge,
  onPrimary,
  onClear,
}: {
  /** The hand in the player's order (physical ids). */
  cards: readonly string[];
  chosen: readonly string[];
  /** Faces (codes) that take part in a legal move now. */
  lit: ReadonlySet<string>;
  /** Cards (physical ids) the hint shown now uses: marked (`data-hinted`, a dashed outline and a "?"). */
  hinted?: ReadonlySet<string>;
  onToggle: (card: string) => void;
  /** Move `card` to `to` (its index among the others). */
  onMove: (card: string, to: number) => void;
  onNudge: (card: string, step: -1 | 1) => void;
  onPrimary: () => void;
  /** Escape: the selection cleared. */
  onClear: () => void;
}) {
  const { t } = useTranslation("buraco");
  const list = useRef<HTMLUListElement>(null);
  const [dropAt, setDropAt] = useState<string | null>(null);

  const focusCard = (card: string) =>
    requestAnimationFrame(() =>
      list.current?.querySelector<HTMLButtonElement>(`button[data-id="${CSS.escape(card)}"]`)?.focus(),
    );

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const card = (event.target as HTMLElement).closest("button")?.getAttribute("data-id");
    if (!card) return;
    if (event.key === "Escape") {
      event.preventDefault();
      onClear();
      return;
    }
    if (event.key === "Enter") {
      event.preventDefault();
      onPrimary();
      return;
    }
    if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
    event.preventDefault();
    const step = event.key === "ArrowRight" ? 1 : -1;
    if (event.shiftKey) {
      onNudge(card, step);
      focusCard(card);
      return;
    }
    const at = cards.indexOf(card);
    const next = cards[(at + step + cards.length) % cards.length];
    if (next !== undefined) focusCard(next);
  };

  return (
    <ul
      ref={list}
      className="buraco-hand"
      data-testid="buraco-hand"
      aria-label={t("hand.label", { count: cards.length })}
      onKeyDown={onKeyDown}
    >
      {cards.map((card, index) => {
        const picked = chosen.includes(card);
        const legal = lit.has(cardOf(card));
        const hint = hinted.has(card);
        return (
          <li
            key={card}
            className={dropAt === card ? "drop-before" : undefined}
            onDragOver={(event) => {
              if (!carriesCards(event)) return;
              event.preventDefault();
              setDropAt(card);
            }}
            onDragLeave={() => setDropAt((at) => (at === card ? null : at))}
            onDrop={(event) => {
              setDropAt(null);
              const dropped = droppedData(event);
              if (dropped?.from !== "hand" || dropped.card === card) return;
              event.preventDefault();
              const from = cards.indexOf(dropped.card);
              onMove(dropped.card, from < index ? index - 1 : index);
            }}
          >
            <button
              type="button"
              className={`card-button${legal ? " legal" : ""}${picked ? " chosen" : ""}${hint ? " hinted" : ""}`}
              data-id={card}
              data-legal={legal}
              data-hinted={hint || undefined}
              aria-pressed={picked}
              draggable
              onDragStart={(event) =>
                startDrag(event, { from: "hand", card, cards: draggedCards(card, chosen) })
              }
              onClick={() => onToggle(card)}
            >
              <BuracoCard code={card} />
              {/* The hint's words are read out already: the mark is for the eyes. */}
              {hint && (
                <span className="buraco-hinted-mark" aria-hidden="true">
                  ?
                </span>
              )}
            </button>
          </li>
        );
      })}
      <li
        className={`buraco-hand-end${dropAt === "" ? " drop-before" : ""}`}
        aria-hidden="true"
        onDragOver={(event) => {
          if (!carriesCards(event)) return;
          event.preventDefault();
          setDropAt("");
        }}
        onDragLeave={() => setDropAt((at) => (at === "" ? null : at))}
        onDrop={(event) => {
          setDropAt(null);
          const dropped = droppedData(event);
          if (dropped?.from !== "hand") return;
          event.preventDefault();
          onMove(dropped.card, cards.length);
        }}
      />
    </ul>
  );
}
