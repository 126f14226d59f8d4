/**
 * The SET tables' card motion, for every SET table (PC, Super, Patterns):
 *
 * - `useDeal(cards, staggerMs)`: the props of a card just dealt — give them to an element keyed by the
 *   card (`key={code}`), and it deals in (the `card-dealt` class: a fade and slide, staggered in slot
 *   order); cards that stayed do not move again.
 * - `<SetFlights>`: a found set flashes, then its cards fly to the finder's score (ghost copies drawn
 *   over the board, as the new cards deal in under them).
 * - The classes `token-pop` (a token placed) and `card-flash` (a card flashing once), in motion.css.
 *
 * All of it short, from the motion tokens, and none at all when motion is off (`motionAllowed()`,
 * and `data-motion="reduced"` in CSS).
 */
import {
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type CSSProperties,
  type RefObject,
} from "react";
import { motionAllowed } from "../../settings/apply";
import { cardPlace, nextDealOrder } from "./motion";
import "./motion.css";

/** The class of a card that deals in when it appears. */
export const DEALT_CLASS = "card-dealt";

/** The props that make a card deal in: its class and its place in the deal. */
export interface DealProps {
  readonly className: string;
  readonly style: CSSProperties;
}

/**
 * Which cards were just dealt, between the views of a table: `deal(slot, card)` gives the props of
 * the element keyed by that card. `staggerMs` is the pause between two cards dealt together.
 */
export function useDeal(
  cards: readonly (string | null | undefined)[],
  staggerMs: number,
): (slot: number, card: string) => DealProps {
  const seen = useRef<ReadonlyMap<string, number>>(new Map());
  const order = useMemo(() => nextDealOrder(seen.current, cards), [cards]);
  useEffect(() => {
    seen.current = order;
  }, [order]);
  return (slot, card) => ({
    className: DEALT_CLASS,
    style: {
      "--deal-order": order.get(cardPlace(slot, card)) ?? 0,
      "--deal-stagger": `${staggerMs}ms`,
    } as CSSProperties,
  });
}

/** A set found: its slots and cards (in the same order), who found it; `key` tells sets apart. */
export interface Flight {
  readonly key: number;
  readonly seat: number;
  readonly slots: readonly number[];
  readonly cards: readonly string[];
}

/** One card of a set on its way: where it starts (in the board) and how far it goes. */
interface Ghost {
  readonly key: string;
  readonly card: string;
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
  readonly dx: number;
  readonly dy: number;
}

/** A motion token's length in ms (`--motion-slow` …), read from the page; `fallback` outside one. */
function motionMs(token: string, fallback: number): number {
  const value = globalThis.getComputedStyle?.(document.documentElement).getPropertyValue(token).trim();
  const ms = value?.endsWith("ms")
    ? Number.parseFloat(value)
    : value?.endsWith("s")
      ? Number.parseFloat(value) * 1000
      : NaN;
  return Number.isFinite(ms) ? ms : fallback;
}

/** The flash's share of a flight (the rest is the flight itself). */
const FLASH_SHARE = 0.4;
/** How small a card gets by the time it reaches the score. */
const LANDING_SCALE = 0.25;

function GhostCard({
  ghost,
  Face,
  onDone,
}: {
  ghost: Ghost;
  Face: ComponentType<{ code: string }>;
  onDone: (key: string) => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element?.animate) {
      onDone(ghost.key);
      return;
    }
    const duration = motionMs("--motion-base", 200) + motionMs("--motion-slow", 320);
    const animation = element.animate(
      [
        { transform: "none", opacity: 1, offset: 0 },
        { transform: "scale(1.08)", opacity: 1, offset: FLASH_SHARE / 2 },
        { transform: "none", opacity: 1, offset: FLASH_SHARE },
        { transform: `translate(${ghost.dx}px, ${ghost.dy}px) scale(${LANDING_SCALE})`, opacity: 0 },
      ],
      { duration, easing: "ease-in-out", fill: "forwards" },
    );
    animation.onfinish = () => onDone(ghost.key);
    return () => animation.cancel();
  }, [ghost, onDone]);
  return (
    <div
      ref={ref}
      className="card-ghost"
      style={{ left: ghost.left, top: ghost.top, width: ghost.width, height: ghost.height }}
    >
      <Face code={ghost.card} />
    </div>
  );
}

/**
 * The found sets' flights over a board: give it the latest sets found (a set already there when the
 * board first draws does not fly), the board (a positioned element holding the slots as
 * `[data-slot]`), where each seat's score is, and how to draw a card. Draws nothing when motion is off.
 */
export function SetFlights({
  flights,
  board,
  target,
  Face,
}: {
  flights: readonly Flight[];
  board: RefObject<HTMLElement | null>;
  target: (seat: number) => Element | null;
  Face: ComponentType<{ code: string }>;
}) {
  const seen = useRef<Set<number> | null>(null);
  const [ghosts, setGhosts] = useState<readonly Ghost[]>([]);
  const keys = flights.map((flight) => flight.key).join(",");
  useLayoutEffect(() => {
    if (seen.current === null) {
      seen.current = new Set(flights.map((flight) => flight.key));
      return;
    }
    const done = seen.current;
    const fresh = flights.filter((flight) => !done.has(flight.key));
    for (const flight of fresh) done.add(flight.key);
    const root = board.current;
    if (fresh.length === 0 || !root || !motionAllowed()) return;
    const origin = root.getBoundingClientRect();
    const made = fresh.flatMap((flight) => {
      const goal = target(flight.seat)?.getBoundingClientRect();
      return flight.slots.flatMap((slot, i): Ghost[] => {
        const card = flight.cards[i];
        const at = root.querySelector(`[data-slot="${slot}"]`)?.getBoundingClientRect();
        if (!card || !at) return [];
        const dx = goal ? goal.left + goal.width / 2 - (at.left + at.width / 2) : 0;
        const dy = goal ? goal.top + goal.height / 2 - (at.top + at.height / 2) : 0;
        return [
          {
            key: `${flight.key}-${slot}`,
            card,
            left: at.left - origin.left,
            top: at.top - origin.top,
            width: at.width,
            height: at.height,
            dx,
            dy,
          },
        ];
      });
    });
    if (made.length > 0) setGhosts((old) => [...old, ...made]);
    // `keys` stands for the flights: a new view with the same sets flies nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [keys]);
  const landed = useMemo(
    () => (key: string) => setGhosts((old) => old.filter((ghost) => ghost.key !== key)),
    [],
  );
  if (ghosts.length === 0) return null;
  return (
    <div className="set-flights" aria-hidden="true" data-testid="set-flights">
      {ghosts.map((ghost) => (
        <GhostCard key={ghost.key} ghost={ghost} Face={Face} onDone={landed} />
      ))}
    </div>
  );
}
