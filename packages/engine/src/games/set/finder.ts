import { deckSize, type DeckShape } from "./cards.js";

/** Above this many cards the V = 3 third-card table (cards² entries) is replaced by digit arithmetic. */
const THIRD_TABLE_MAX_CARDS = 729;

/**
 * The engine's set finder: numeric card ids, a precomputed third-card table for V = 3, and scratch
 * buffers owned by the finder, so finding sets (V = 3) allocates nothing. A board is a list of card
 * ids; results are positions on the board.
 *
 * V = 3: for each pair (i, j) the only card completing the set is `third[a·N + b]`; it makes a set
 * when it lies on the board after j. For other V the same idea extends: V − 1 cards fix the last
 * one (per feature: all equal → that value; all different → the missing value; else none).
 */
export class SetFinder {
  readonly shape: DeckShape;
  readonly size: number;
  private readonly third: Uint16Array | null;
  private readonly digits: Uint8Array;
  private readonly weights: Int32Array;
  /** Board position of each card id, or -1. Kept all -1 between calls. */
  private readonly position: Int16Array;
  private readonly picked: Int32Array;
  private readonly seen: Uint8Array;
  /** Board positions of the V − 1 cards being combined (V ≠ 3). */
  private readonly combo: Int32Array;

  constructor(shape: DeckShape) {
    this.shape = shape;
    this.size = deckSize(shape);
    const { features: F, values: V } = shape;
    this.digits = new Uint8Array(this.size * F);
    this.weights = new Int32Array(F);
    for (let f = 0, w = 1; f < F; f++, w *= V) this.weights[F - 1 - f] = w;
    for (let id = 0; id < this.size; id++) {
      for (let f = F - 1, rest = id; f >= 0; f--, rest = Math.floor(rest / V))
        this.digits[id * F + f] = rest % V;
    }
    this.position = new Int16Array(this.size).fill(-1);
    this.picked = new Int32Array(V);
    this.seen = new Uint8Array(V);
    this.combo = new Int32Array(Math.max(1, V - 1));
    if (V === 3 && this.size <= THIRD_TABLE_MAX_CARDS) {
      const N = this.size;
      this.third = new Uint16Array(N * N);
      for (let a = 0; a < N; a++)
        for (let b = 0; b < N; b++) this.third[a * N + b] = this.thirdByDigits(a, b);
    } else {
      this.third = null;
    }
  }

  /** The card completing a and b into a set (V = 3 only). */
  thirdOf(a: number, b: number): number {
    return this.third !== null ? (this.third[a * this.size + b] as number) : this.thirdByDigits(a, b);
  }

  private thirdByDigits(a: number, b: number): number {
    const F = this.shape.features;
    let id = 0;
    for (let f = 0; f < F; f++) {
      const x = this.digits[a * F + f] as number;
      const y = this.digits[b * F + f] as number;
      id += ((6 - x - y) % 3) * (this.weights[f] as number);
    }
    return id;
  }

  /** The card completing V − 1 cards (ids in `picked[0..V-2]`) into a set, or -1. */
  private completion(): number {
    const { features: F, values: V } = this.shape;
    let id = 0;
    for (let f = 0; f < F; f++) {
      this.seen.fill(0);
      const first = this.digits[(this.picked[0] as number) * F + f] as number;
      let allSame = true;
      let distinct = true;
      let sum = 0;
      for (let k = 0; k < V - 1; k++) {
        const d = this.digits[(this.picked[k] as number) * F + f] as number;
        if (d !== first) allSame = false;
        if (this.seen[d]) distinct = false;
        this.seen[d] = 1;
        sum += d;
      }
      let value: number;
      if (allSame) value = first;
      else if (distinct) value = (V * (V - 1)) / 2 - sum;
      else return -1;
      id += value * (this.weights[f] as number);
    }
    return id;
  }

  /**
   * Writes every set on the board into `out` as V board positions each (ascending), up to its
   * capacity, and returns how many sets there are (even those that did not fit). `out` may be
   * omitted to only count.
   */
  find(board: ArrayLike<number>, n: number = board.length, out?: Int32Array, limit = Infinity): number {
    const third = this.third;
    const position = this.position;
    const V = this.shape.values;
    const capacity = out === undefined ? 0 : (out.length / V) | 0;
    let distinct = true;
    for (let i = 0; i < n; i++) {
      const id = board[i] as number;
      if ((position[id] as number) < 0) position[id] = i;
      else distinct = false;
    }
    let count = 0;
    if (third !== null && distinct) {
      // The hot loop (V = 3, distinct cards, the third-card table), kept inline.
      const N = this.size;
      outer: for (let i = 0; i < n - 2; i++) {
        const row = (board[i] as number) * N;
        for (let j = i + 1; j < n - 1; j++) {
          const k = position[third[row + (board[j] as number)] as number] as number;
          if (k > j) {
            if (count < capacity) {
              const o = 3 * count;
              (out as Int32Array)[o] = i;
              (out as Int32Array)[o + 1] = j;
              (out as Int32Array)[o + 2] = k;
            }
            if (++count >= limit) break outer;
          }
        }
      }
    } else if (V === 3) {
      count = this.findByThird(board, n, out, capacity, limit);
    } else {
      count = this.findGeneral(board, n, out, capacity, limit);
    }
    for (let i = 0; i < n; i++) position[board[i] as number] = -1;
    return count;
  }

  /** True when the board holds at least one set (stops at the first). */
  any(board: ArrayLike<number>, n: number = board.length): boolean {
    return this.find(board, n, undefined, 1) > 0;
  }

  /** Is this list of V distinct card ids a set? */
  isSet(cards: ArrayLike<number>): boolean {
    const { features: F, values: V } = this.shape;
    if (cards.length !== V) return false;
    for (let f = 0; f < F; f++) {
      this.seen.fill(0);
      let distinct = 0;
      for (let k = 0; k < V; k++) {
        const d = this.digits[(cards[k] as number) * F + f] as number;
        if (!this.seen[d]) distinct++;
        this.seen[d] = 1;
      }
      if (distinct !== 1 && distinct !== V) return false;
    }
    for (let a = 0; a < V; a++) for (let b = a + 1; b < V; b++) if (cards[a] === cards[b]) return false;
    return true;
  }

  /** V = 3 in general: repeated cards (counted once) or decks too large for the table. */
  private findByThird(
    board: ArrayLike<number>,
    n: number,
    out: Int32Array | undefined,
    capacity: number,
    limit: number,
  ): number {
    const position = this.position;
    let count = 0;
    for (let i = 0; i < n - 2; i++) {
      const a = board[i] as number;
      if (position[a] !== i) continue;
      for (let j = i + 1; j < n - 1; j++) {
        const b = board[j] as number;
        if (position[b] !== j) continue;
        const k = position[this.thirdOf(a, b)] as number;
        if (k > j) {
          if (count < capacity) {
            (out as Int32Array)[3 * count] = i;
            (out as Int32Array)[3 * count + 1] = j;
            (out as Int32Array)[3 * count + 2] = k;
          }
          if (++count >= limit) return count;
        }
      }
    }
    return count;
  }

  private findGeneral(
    board: ArrayLike<number>,
    n: number,
    out: Int32Array | undefined,
    capacity: number,
    limit: number,
  ): number {
    const V = this.shape.values;
    const idx = this.combo;
    let count = 0;
    const recurse = (depth: number, from: number): boolean => {
      if (depth === V - 1) {
        const c = this.completion();
        const k = c < 0 ? -1 : (this.position[c] as number);
        if (k > (idx[V - 2] as number)) {
          if (count < capacity && out) {
            for (let m = 0; m < V - 1; m++) out[V * count + m] = idx[m] as number;
            out[V * count + V - 1] = k;
          }
          count++;
          if (count >= limit) return true;
        }
        return false;
      }
      for (let i = from; i < n; i++) {
        const id = board[i] as number;
        if (this.position[id] !== i) continue;
        idx[depth] = i;
        this.picked[depth] = id;
        if (recurse(depth + 1, i + 1)) return true;
      }
      return false;
    };
    recurse(0, 0);
    return count;
  }
}

const finders = new Map<string, SetFinder>();

/** A shared finder per deck shape (built once; its tables are read-only after construction). */
export function finderFor(shape: DeckShape): SetFinder {
  const key = `${shape.features}x${shape.values}`;
  let finder = finders.get(key);
  if (!finder) {
    finder = new SetFinder(shape);
    finders.set(key, finder);
  }
  return finder;
}
