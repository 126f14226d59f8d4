import {
  type CSSProperties,
  type PointerEvent,
  type RefObject,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { useTranslation } from "react-i18next";
import { useKeys } from "../../table/useKeys";
import { fanOf, type FanRoom } from "./fan";
import { TarotCard } from "./TarotCard";

/** How far (px) a pressed card must move before it is dragged rather than clicked. */
const DRAG_START_PX = 8;
/**
 * The least of a card an overlapping card leaves showing (rem): its corner index, and a target a finger
 * can press (24 px, WCAG's smallest target).
 */
const MIN_SHOWN_REM = 1.5;
/** The space between cards when the fan has room for no overlap (rem). */
const GAP_REM = 0.25;

/** The fan's width and its cards' (px) as laid out now, followed as the window changes. */
function useFanRoom(list: RefObject<HTMLUListElement | null>, count: number): FanRoom | null {
  const [room, setRoom] = useState<FanRoom | null>(null);
  useLayoutEffect(() => {
    const ul = list.current;
    if (!ul) return;
    const measure = () => {
      const rem = parseFloat(getComputedStyle(document.documentElement).fontSize);
      const card = (ul.firstElementChild as HTMLElement | null)?.offsetWidth ?? 0;
      const width = ul.clientWidth;
      setRoom((old) =>
        old && old.width === width && old.card === card
          ? old
          : { width, card, minShown: MIN_SHOWN_REM * rem, gap: GAP_REM * rem },
      );
    };
    measure();
    // The dock's width follows the window's; the cards' size its height too.
    const observer = new ResizeObserver(measure);
    observer.observe(ul);
    if (ul.firstElementChild) observer.observe(ul.firstElementChild);
    return () => observer.disconnect();
  }, [list, count]);
  return room;
}

/** The element a card is dropped on to play it (the trick area). */
export const DROP_ZONE = '[data-drop="trick"]';

/** Whether the point lies over the trick area. */
function overDropZone(x: number, y: number): boolean {
  const zone = document.querySelector(DROP_ZONE)?.getBoundingClientRect();
  return !!zone && x >= zone.left && x <= zone.right && y >= zone.top && y <= zone.bottom;
}

interface Dragged {
  readonly card: string;
  readonly pointer: number;
  readonly x: number;
  readonly y: number;
  moved: boolean;
}

/**
 * This seat's hand as a fan (`fanOf`: as wide as the dock, on more rows when it must), sorted as the
 * engine sorts it (trumps, the Excuse, then the suits). The `lit` cards may be chosen now, the others
 * are dimmed (while none is lit, in the bidding or another's turn, the hand is shown plainly, to be
 * read). A lit card is chosen by a click or a tap, by Enter once focused (← and → move between the lit
 * cards, or every card when none is lit), or, when `dragToPlay`, by dragging it onto the trick area. A
 * dimmed card's click goes to `onDimmed` (the discard says why it may not go).
 */
export function Hand({
  hand,
  lit,
  chosen,
  fromDog,
  choosing,
  busy,
  hinted,
  dragToPlay,
  onChoose,
  onDimmed,
}: {
  hand: readonly string[];
  lit: ReadonlySet<string>;
  chosen: readonly string[];
  /** Cards that came from the dog (the taker's discard marks them). */
  fromDog: ReadonlySet<string>;
  /** Cards are chosen one by one (the discard): each lit card is a toggle. */
  choosing: boolean;
  busy: boolean;
  /** The cards the hint shown marks (its card to play, its cards to put down): a dashed outline and "?". */
  hinted?: ReadonlySet<string>;
  dragToPlay: boolean;
  onChoose: (card: string) => void;
  onDimmed?: (card: string) => void;
}) {
  const { t } = useTranslation("tarot");
  const list = useRef<HTMLUListElement>(null);
  const dragged = useRef<Dragged | null>(null);
  const justDragged = useRef(false);
  const [offset, setOffset] = useState<{ card: string; dx: number; dy: number } | null>(null);
  const room = useFanRoom(list, hand.length);
  const fan =
    room && room.card > 0
      ? fanOf(
          hand.map((card) => lit.has(card)),
          room,
        )
      : null;

  useKeys((event) => {
    if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return false;
    const all = [...(list.current?.querySelectorAll<HTMLButtonElement>("button") ?? [])];
    const litButtons = all.filter((button) => button.dataset.legal === "true");
    const buttons = litButtons.length > 0 ? litButtons : all;
    if (buttons.length === 0) return false;
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const step = event.key === "ArrowRight" ? 1 : -1;
    const next = at < 0 ? (step > 0 ? buttons[0] : buttons[buttons.length - 1]) : buttons[at + step];
    (next ?? buttons[at])?.focus();
    return true;
  });

  const press = (card: string, event: PointerEvent<HTMLButtonElement>) => {
    justDragged.current = false;
    if (!dragToPlay || !lit.has(card) || busy || event.button !== 0) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    dragged.current = { card, pointer: event.pointerId, x: event.clientX, y: event.clientY, moved: false };
  };
  const move = (event: PointerEvent<HTMLButtonElement>) => {
    const drag = dragged.current;
    if (!drag || drag.pointer !== event.pointerId) return;
    const dx = event.clientX - drag.x;
    const dy = event.clientY - drag.y;
    if (!drag.moved && Math.hypot(dx, dy) < DRAG_START_PX) return;
    drag.moved = true;
    setOffset({ card: drag.card, dx, dy });
  };
  const release = (event: PointerEvent<HTMLButtonElement>, cancelled = false) => {
    const drag = dragged.current;
    if (!drag || drag.pointer !== event.pointerId) return;
    dragged.current = null;
    setOffset(null);
    if (!drag.moved) return;
    justDragged.current = true;
    if (!cancelled && overDropZone(event.clientX, event.clientY)) onChoose(drag.card);
  };

  return (
    <ul
      className="tarot-hand"
      data-testid="tarot-hand"
      ref={list}
      aria-label={t("hand.title")}
      style={{ "--tarot-fan-rows": fan?.rows ?? 1 } as CSSProperties}
    >
      {hand.map((card, i) => {
        const isLit = lit.has(card);
        const picked = chosen.includes(card);
        const moving = offset?.card === card;
        const isHinted = hinted?.has(card) ?? false;
        const place = fan?.places[i];
        return (
          <li
            key={card}
            style={place ? ({ left: place.x, "--tarot-fan-row": place.row } as CSSProperties) : undefined}
          >
            <button
              type="button"
              className={`card-button${isLit ? " legal" : lit.size > 0 ? " dimmed" : ""}${picked ? " chosen" : ""}${moving ? " dragging" : ""}${dragToPlay && isLit ? " draggable" : ""}`}
              style={moving ? { transform: `translate(${offset.dx}px, ${offset.dy}px)` } : undefined}
              data-legal={isLit}
              data-hinted={isHinted ? "true" : undefined}
              aria-pressed={choosing ? picked : undefined}
              aria-disabled={!isLit || busy}
              onPointerDown={(event) => press(card, event)}
              onPointerMove={move}
              onPointerUp={(event) => release(event)}
              onPointerCancel={(event) => release(event, true)}
              onClick={() => {
                if (justDragged.current) {
                  justDragged.current = false;
                  return;
                }
                if (busy) return;
                if (isLit) onChoose(card);
                else onDimmed?.(card);
              }}
            >
              <TarotCard code={card} />
              {fromDog.has(card) && <span className="tarot-from-dog">{t("discard.fromDog")}</span>}
              {/* The hint's words are read out where they are shown: the mark is for the eye. */}
              {isHinted && (
                <span className="tarot-hint-mark" aria-hidden="true">
                  ?
                </span>
              )}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
