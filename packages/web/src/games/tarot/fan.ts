/**
 * The hand's fan: where each card lies in the width the table gives it. Cards overlap only as much as
 * the width forces, each showing at least `minShown` of itself (its corner index and a strip a finger
 * can press); when even that does not fit on one row the fan takes one more row. A lit card (one that
 * may be played or discarded now) is never under a dimmed one: cards are drawn left to right, each
 * over the one before it, and a lit card followed by a dimmed card is shown whole.
 */

/** The room the fan has and the size of its cards (px). */
export interface FanRoom {
  /** The fan's width. */
  readonly width: number;
  /** A card's width. */
  readonly card: number;
  /** The least of a card left showing when the next one overlaps it. */
  readonly minShown: number;
  /** The space between two cards when there is room for them not to overlap at all. */
  readonly gap: number;
}

/** Where one card lies: its row (0 at the top) and its left edge in the row (px). */
export interface FanPlace {
  readonly row: number;
  readonly x: number;
}

/** The fan of a hand: each card's place, in the hand's order, and how many rows it takes. */
export interface Fan {
  readonly places: readonly FanPlace[];
  readonly rows: number;
}

/** The cards' left edges along one row (`lit` of each card, in order), or null when they do not fit. */
function rowSteps(lit: readonly boolean[], room: FanRoom): number[] | null {
  const count = lit.length;
  if (count <= 1) return [];
  // A lit card before a dimmed one is shown whole; the others share what is left.
  const whole = lit.map((isLit, i) => i < count - 1 && isLit && !lit[i + 1]);
  const wholeCount = whole.filter(Boolean).length;
  const shared = count - 1 - wholeCount;
  const left = room.width - room.card - wholeCount * room.card;
  if (left < 0) return null;
  const step = shared > 0 ? Math.min(room.card + room.gap, left / shared) : room.card + room.gap;
  if (step < room.minShown) return null;
  return whole.slice(0, count - 1).map((isWhole) => (isWhole ? Math.max(room.card, step) : step));
}

/**
 * The fan of a hand of `lit.length` cards (`lit[i]`: card i may be chosen now) in `room`: one row if
 * it fits, else the fewest rows that do (rows as even as can be, the first ones fuller), each row
 * centred.
 */
export function fanOf(lit: readonly boolean[], room: FanRoom): Fan {
  const count = lit.length;
  for (let rows = 1; rows <= count; rows++) {
    const perRow = Math.ceil(count / rows);
    const places: FanPlace[] = [];
    let fits = true;
    for (let row = 0; row * perRow < count; row++) {
      const cards = lit.slice(row * perRow, (row + 1) * perRow);
      const steps = rowSteps(cards, room);
      // A single card per row always "fits": the narrowest room still shows each card.
      if (!steps && perRow > 1) {
        fits = false;
        break;
      }
      const used = (steps ?? []).reduce((sum, step) => sum + step, room.card);
      let x = Math.max(0, (room.width - used) / 2);
      cards.forEach((_, i) => {
        places.push({ row, x });
        x += steps?.[i] ?? 0;
      });
    }
    if (fits) return { places, rows: Math.ceil(count / perRow) };
  }
  return { places: [], rows: 0 };
}
