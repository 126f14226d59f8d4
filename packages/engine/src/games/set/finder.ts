import { deckSize, type DeckShape } from "./cards.js";

/** Above this many cards the V = 3 third-card table (cards² entries) is replaced by digit arithmetic. */
const THIRD_TABLE_MAX_CARDS = 729;

/** Most bits a card's one-bit-per-value mask may have (V > 3): feature count × values per feature. */
export const MAX_VALUE_BITS = 31;

/**
 * The engine's set finder: numeric card ids, a precomputed third-card table for V = 3, and scratch
 * buffers owned by the finder, so finding sets allocates nothing. A board is a list of card ids;
 * results are positions on the board.
 *
 * V = 3: for each pair (i, j) the only card completing the set is `third[a·N + b]`; it makes a set
 * when it lies on the board after j. V > 3: a depth-first search that keeps only partial sets
 * (see `findDeep`), the last card again fixed by the others and looked up.
 *
 * Every search can be given a work limit (cards examined); a search that reaches it stops with the
 * sets found so far and sets `outOfWork`, so a caller with a time budget (a bot) is never stuck.
 */
export class SetFinder {
  readonly shape: DeckShape;
  readonly size: number;
  /** True when the last `find` stopped because it reached its work limit (its count is then partial). */
  outOfWork = false;
  /** Cards the last `find` examined (pairs for V = 3): what its work limit is counted in. */
  worked = 0;
  private readonly third: Uint16Array | null;
  private readonly digits: Uint8Array;
  private readonly weights: Int32Array;
  /** Board position of each card id, or -1. Kept all -1 between calls. */
  private readonly position: Int16Array;
  private readonly seen: Uint8Array;
  /** Board positions of the V − 1 cards being combined (V > 3). */
  private readonly combo: Int32Array;
  /** V > 3: each card's mask, one bit per feature value (feature f's values at bits f·V …). */
  private readonly hot: Int32Array | null;
  /** V > 3: each feature's bit field in a mask, and all of them. */
  private readonly fields: Int32Array;
  private readonly allFields: number;
  private readonly valueMask: number;
  // The search under way (V > 3), kept on the finder so that the recursion allocates nothing.
  private out: Int32Array | null = null;
  private capacity = 0;
  private limit = Infinity;
  private count = 0;
  private work = Infinity;
  private examined = 0;
  /** V > 3: for each board position, the values shown by the cards from there on (OR of masks). */
  private later = new Int32Array(0);

  constructor(shape: DeckShape) {
    this.shape = shape;
    this.size = deckSize(shape);
    const { features: F, values: V } = shape;
    if (V > 3 && F * V > MAX_VALUE_BITS) {
      throw new RangeError(
        `a deck of ${F} features of ${V} values is too large for the finder (features × values ≤ ${MAX_VALUE_BITS})`,
      );
    }
    this.digits = new Uint8Array(this.size * F);
    this.weights = new Int32Array(F);
    for (let f = 0, w = 1; f < F; f++, w *= V) this.weights[F - 1 - f] = w;
    for (let id = 0; id < this.size; id++) {
      for (let f = F - 1, rest = id; f >= 0; f--, rest = Math.floor(rest / V))
        this.digits[id * F + f] = rest % V;
    }
    this.position = new Int16Array(this.size).fill(-1);
    this.seen = new Uint8Array(V);
    this.combo = new Int32Array(Math.max(1, V - 1));
    this.valueMask = (1 << V) - 1;
    this.fields = new Int32Array(F);
    let all = 0;
    for (let f = 0; f < F; f++) {
      this.fields[f] = this.valueMask << (f * V);
      all |= this.fields[f] as number;
    }
    this.allFields = all;
    if (V > 3) {
      this.hot = new Int32Array(this.size);
      for (let id = 0; id < this.size; id++) {
        let bits = 0;
        for (let f = 0; f < F; f++) bits |= 1 << (f * V + (this.digits[id * F + f] as number));
        this.hot[id] = bits;
      }
    } else {
      this.hot = null;
    }
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

  /**
   * Writes every set on the board into `out` as V board positions each (ascending), up to its
   * capacity, and returns how many sets there are (even those that did not fit). `out` may be
   * omitted to only count. Stops after `limit` sets, or once it has examined `work` cards (then
   * `outOfWork` is set and the count covers only the part searched).
   */
  find(
    board: ArrayLike<number>,
    n: number = board.length,
    out?: Int32Array,
    limit = Infinity,
    work = Infinity,
  ): number {
    const third = this.third;
    const position = this.position;
    let distinct = true;
    for (let i = 0; i < n; i++) {
      const id = board[i] as number;
      if ((position[id] as number) < 0) position[id] = i;
      else distinct = false;
    }
    // Pairs the V = 3 search may examine: when the limit allows them all, it need not count them.
    const pairs = n > 2 ? ((n - 1) * (n - 2)) / 2 : 0;
    let count = 0;
    if (third !== null && distinct && pairs <= work) {
      // The hot loop (V = 3, distinct cards, the third-card table), kept inline and small: the work
      // accounting of the other searches lives in `findCounted`, out of its way.
      const N = this.size;
      const capacity = out === undefined ? 0 : (out.length / 3) | 0;
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
      this.outOfWork = false;
      // At most every pair (a search stopped by `limit` examined fewer; none is charged more).
      this.worked = pairs;
    } else {
      count = this.findCounted(board, n, out, limit, work);
    }
    for (let i = 0; i < n; i++) position[board[i] as number] = -1;
    return count;
  }

  /** Every search but the hot loop, counting the cards it examines against `work`. */
  private findCounted(
    board: ArrayLike<number>,
    n: number,
    out: Int32Array | undefined,
    limit: number,
    work: number,
  ): number {
    const V = this.shape.values;
    const capacity = out === undefined ? 0 : (out.length / V) | 0;
    this.outOfWork = false;
    this.examined = 0;
    this.work = work;
    let count: number;
    if (V === 3) {
      count = this.findByThird(board, n, out, capacity, limit);
    } else {
      this.out = out ?? null;
      this.capacity = capacity;
      this.limit = limit;
      this.count = 0;
      count = this.findDeep(board, n);
      this.out = null;
    }
    this.worked = Math.min(this.examined, work);
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
      if ((this.examined += n - 2 - i) > this.work) {
        this.outOfWork = true;
        return count;
      }
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

  /**
   * V > 3: a depth-first search over board positions in increasing order. Each card is a bit mask
   * with one bit per feature value (`hot`); the cards chosen so far are summed up by `mask` (the OR
   * of theirs) and `same` (the features on which the first two agree, as whole bit fields). A card
   * can join when it repeats the value of every `same` feature and brings a new value to every
   * other one; any other card is pruned at once, so only partial sets are ever extended. The last
   * card is not searched for: V − 1 cards fix it (per feature the one value or the one missing
   * value), and its board position is looked up.
   */
  private findDeep(board: ArrayLike<number>, n: number): number {
    const hot = this.hot as Int32Array;
    const position = this.position;
    const idx = this.combo;
    const fields = this.fields;
    if (this.later.length <= n) this.later = new Int32Array(n + 1);
    const later = this.later;
    later[n] = 0;
    for (let i = n - 1; i >= 0; i--)
      later[i] = (later[i + 1] as number) | (hot[board[i] as number] as number);
    for (let i = 0; i < n - 1; i++) {
      const a = board[i] as number;
      if (position[a] !== i) continue;
      const ha = hot[a] as number;
      idx[0] = i;
      for (let j = i + 1; j < n - 1; j++) {
        const b = board[j] as number;
        if (position[b] !== j) continue;
        if (++this.examined > this.work) return this.cut();
        const hb = hot[b] as number;
        // Features where the two agree must stay the same; the others must stay all different.
        const agree = ha & hb;
        let same = 0;
        for (let f = 0; f < fields.length; f++) {
          const field = fields[f] as number;
          if ((agree & field) !== 0) same |= field;
        }
        // The other cards lie after j: there must be the values they need.
        const mask = ha | hb;
        if ((((this.allFields & ~same & ~mask) | (same & mask)) & ~(later[j + 1] as number)) !== 0) continue;
        idx[1] = j;
        if (this.extend(board, n, 2, j + 1, mask, same)) return this.count;
      }
    }
    return this.count;
  }

  /** Adds a card at `depth` (2 ≤ depth ≤ V − 2) after position `from`; true to stop the search. */
  private extend(
    board: ArrayLike<number>,
    n: number,
    depth: number,
    from: number,
    mask: number,
    same: number,
  ): boolean {
    const hot = this.hot as Int32Array;
    const position = this.position;
    const later = this.later;
    const differ = this.allFields & ~same;
    const last = depth === this.shape.values - 2;
    // The values the cards still to come must show: each same feature's, each other's missing ones.
    const need = (differ & ~mask) | (same & mask);
    for (let i = from; i < n - 1; i++) {
      // Every card still to come lies at i or after: once a needed value is gone, nothing can follow.
      if ((need & ~(later[i] as number)) !== 0) break;
      const c = board[i] as number;
      if (position[c] !== i) continue;
      if (++this.examined > this.work) {
        this.cut();
        return true;
      }
      const h = hot[c] as number;
      if ((((h ^ mask) & same) | (h & mask & differ)) !== 0) continue;
      this.combo[depth] = i;
      const next = mask | h;
      if (!last) {
        if ((((differ & ~next) | (same & next)) & ~(later[i + 1] as number)) !== 0) continue;
        if (this.extend(board, n, depth + 1, i + 1, next, same)) return true;
        continue;
      }
      // V − 1 cards: the last one takes each same feature's value and each other's missing value.
      const k = position[this.idOfHot((next & same) | (~next & differ))] as number;
      if (k > i && this.record(k)) return true;
    }
    return false;
  }

  /** Writes the set `combo[0..V-2]` + `k` into the output; true when the limit is reached. */
  private record(k: number): boolean {
    const V = this.shape.values;
    const out = this.out;
    if (out !== null && this.count < this.capacity) {
      const o = V * this.count;
      for (let m = 0; m < V - 1; m++) out[o + m] = this.combo[m] as number;
      out[o + V - 1] = k;
    }
    return ++this.count >= this.limit;
  }

  /** The card id of a one-bit-per-feature mask. */
  private idOfHot(bits: number): number {
    const { features: F, values: V } = this.shape;
    let id = 0;
    for (let f = 0; f < F; f++) {
      const field = (bits >>> (f * V)) & this.valueMask;
      id = id * V + (31 - Math.clz32(field));
    }
    return id;
  }

  /** The search ran out of work: say so, and stop with what was found. */
  private cut(): number {
    this.outOfWork = true;
    return this.count;
  }
}

const finders = new Map<string, SetFinder>();
/** The same finders by features and values (`finderFor`'s quick way to them). */
const findersByShape: (SetFinder | undefined)[][] = [];

/** A shared finder per deck shape (built once; its tables are read-only after construction). */
export function finderFor(shape: DeckShape): SetFinder {
  // By features, then values: no key string to build and hash on each call (the rules and the
  // bots ask for a finder after every move).
  const byValues = (findersByShape[shape.features] ??= []);
  let finder = byValues[shape.values];
  if (!finder) {
    const key = `${shape.features}x${shape.values}`;
    finder = finders.get(key);
    if (!finder) {
      finder = new SetFinder(shape);
      finders.set(key, finder);
    }
    byValues[shape.values] = finder;
  }
  return finder;
}
