import { deckSize, type DeckShape } from "../cards.js";
import { finderFor, type SetFinder } from "../finder.js";
import { SOLUTION_SIZE, type SolutionKind } from "./modes.js";

/**
 * Classic SET's solutions (see `SolutionKind`) for decks of 3 values per feature: the check of a
 * claim and the finder, plain and chained.
 *
 * A card id read as base-3 digits is a vector over Z/3 (one coordinate per feature), and the card
 * completing a and b into a set is third(a, b) = −(a + b). So:
 * - three cards are a set when a + b + c = 0 on every feature (c = third(a, b));
 * - four are an ultraset when some split into pairs has a + b = c + d (third(a, b) = third(c, d));
 *   distinct cards have at most one such split (two would give 2b = 2c, so b = c);
 * - six are a ghostset when their sum is 0 on every feature (third(third(a, b), third(c, d)) =
 *   third(e, f)): then the completions of any three pairs add up to −(sum) = 0, a set (possibly one
 *   card three times, as Set with Friends counts it).
 *
 * The finder works on numeric ids with tables of third(a, b) and a + b built once per deck shape,
 * and scratch buffers owned by the finder, so counting allocates nothing (buffers grow only for a
 * board larger than any before). Ultrasets: every pair of board cards is put in a bucket by its
 * completing card; two pairs of one bucket are an ultraset (and are always disjoint: a + b = a + c
 * means b = c). Ghostsets: meet in the middle over triples by their sum: a ghostset is reported
 * once, as its three first board places T and its three last U, with sum(U) = −sum(T); the
 * boundary k between them runs from the board's end down, so that when T's last place is k the
 * buckets hold exactly the triples that start after k. Chained searches enumerate the ways to reuse
 * the previous solution's cards and complete them from the board, the last card looked up.
 *
 * Work (`SolutionSearch.work`): the search's steps, counted as it goes (the hot loops by rows of
 * steps, each row counted before it is searched):
 * - sets and ultrasets: pairs of board cards (sets as `SetFinder` counts them; ultrasets C(n, 2));
 * - ghostsets: triples, each of the C(n − 3, 3) that can be a first half (it ends at place n − 4 or
 *   before) and each of the C(n − 3, 3) that can be a last half (it starts at place 3 or after);
 * - chained: each choice of reused cards and board cards whose last card is looked up.
 * A search that reaches its work stops with what it found so far, and the finder (the shared one:
 * `solutionFinderFor(shape)`) then says `outOfWork`; `worked` says how much it did.
 */

/** Above this many cards the tables (cards² entries each) would be too large: 6 features at most. */
export const MAX_SOLUTION_DECK = 729;

/**
 * Buckets are emptied entry by entry while there are fewer entries than the deck's cards divided by
 * this (each such entry costs about as much as a few buckets cleared all at once); else all at once.
 */
const BUCKETS_CLEARED_ONE_BY_ONE = 4;

/** Cards in each half of a ghostset as the finder splits it. */
const GHOST_HALF = 3;

/** Places are packed three to an int: 10 bits each (boards of up to 1024 places, more than any deck here). */
const PLACE_BITS = 10;
const PLACE_MASK = (1 << PLACE_BITS) - 1;

/** Options of a search: chained modes pass the previous solution and how many of it a solution reuses. */
export interface SolutionSearch {
  /** The previous solution's cards (set aside, off the board). */
  readonly chain?: readonly number[];
  /** How many of `chain` a solution takes (the rest from the board); 0 or absent: chain ignored. */
  readonly reuse?: number;
  /** Stop after this many solutions. */
  readonly limit?: number;
  /** Stop after this much work (see the module's comment for what it counts). */
  readonly work?: number;
}

/** The search without options (one object for every call that gives none). */
const NO_SEARCH: SolutionSearch = Object.freeze({});

function checkShape(shape: DeckShape): void {
  if (shape.values !== 3 || deckSize(shape) > MAX_SOLUTION_DECK) {
    throw new RangeError(
      `classic SET solutions need 3 values per feature and at most ${MAX_SOLUTION_DECK} cards (got ${shape.features} features of ${shape.values} values)`,
    );
  }
}

/**
 * The finder of one deck shape (3 values per feature). Its results are written as places: board
 * places 0 … n − 1 (of the board with repeated cards dropped), and the chain's cards as n + their
 * index in the chain. Each solution lists its chain places first (in chain order), then its board
 * places in increasing order.
 */
export class SolutionFinder {
  readonly shape: DeckShape;
  readonly size: number;
  /** True when the last search stopped because it reached its work (its results are then partial). */
  outOfWork = false;
  /** Work the last search did. */
  worked = 0;
  /** third(a, b) at a·size + b. */
  private readonly third: Uint16Array;
  /** a + b at a·size + b (per feature, mod 3). */
  private readonly plus: Uint16Array;
  /** −a. */
  private readonly neg: Uint16Array;
  private readonly sets: SetFinder;
  /** Board place of each card id, or -1. Kept all -1 between searches. */
  private readonly position: Int16Array;
  /** The board's distinct cards in board order (chain cards left out when chained). */
  private ids = new Int32Array(32);
  private n = 0;
  /** The chain's distinct cards. */
  private chain = new Int32Array(8);
  private m = 0;
  /** Buckets by card: first entry, or -1. Kept all -1 between searches. */
  private readonly head: Int32Array;
  /** Entries in each bucket (counting without listing). Kept 0 between searches. */
  private readonly bucketSize: Int32Array;
  private next = new Int32Array(256);
  /** Packed places of each bucket entry (a pair or a triple). */
  private entry = new Int32Array(256);
  /** Bucket of each entry, to clear the buckets afterwards. */
  private entryKey = new Int32Array(256);
  private entries = 0;
  // The search under way, kept on the finder so that nothing is allocated.
  private out: Int32Array | null = null;
  private capacity = 0;
  private limit = Infinity;
  private work = Infinity;
  private count = 0;
  private solution = 3;
  /** Chained search: the places and ids chosen so far, and running sums. */
  private readonly places = new Int32Array(6);
  private readonly picked = new Int32Array(6);
  private readonly sums = new Int32Array(7);
  /** `listed`'s sort keys. */
  private keys = new Float64Array(256);

  constructor(shape: DeckShape) {
    checkShape(shape);
    this.shape = shape;
    const N = deckSize(shape);
    this.size = N;
    this.sets = finderFor(shape);
    this.third = new Uint16Array(N * N);
    this.plus = new Uint16Array(N * N);
    this.neg = new Uint16Array(N);
    for (let a = 0; a < N; a++) this.neg[a] = this.sets.thirdOf(a, 0);
    for (let a = 0; a < N; a++)
      for (let b = 0; b < N; b++) {
        const t = this.sets.thirdOf(a, b);
        this.third[a * N + b] = t;
        this.plus[a * N + b] = this.neg[t] as number;
      }
    this.position = new Int16Array(N).fill(-1);
    this.head = new Int32Array(N).fill(-1);
    this.bucketSize = new Int32Array(N);
  }

  /** The card completing a and b into a set. */
  thirdOf(a: number, b: number): number {
    return this.third[a * this.size + b] as number;
  }

  /** Are these card ids (any order) distinct cards of the deck making a solution of `kind`? */
  isSolution(kind: SolutionKind, cards: ArrayLike<number>): boolean {
    const k = SOLUTION_SIZE[kind];
    if (cards.length !== k) return false;
    const N = this.size;
    for (let i = 0; i < k; i++) {
      const c = cards[i] as number;
      if (!Number.isInteger(c) || c < 0 || c >= N) return false;
      for (let j = 0; j < i; j++) if (cards[j] === c) return false;
    }
    return this.check(kind, cards);
  }

  /** The check of `isSolution` on the first SOLUTION_SIZE[kind] entries, distinct cards of the deck. */
  private check(kind: SolutionKind, cards: ArrayLike<number>): boolean {
    const N = this.size;
    const t = this.third;
    const c0 = cards[0] as number;
    const c1 = cards[1] as number;
    const c2 = cards[2] as number;
    if (kind === "set") return t[c0 * N + c1] === c2;
    const c3 = cards[3] as number;
    if (kind === "ultraset") {
      return (
        t[c0 * N + c1] === t[c2 * N + c3] ||
        t[c0 * N + c2] === t[c1 * N + c3] ||
        t[c0 * N + c3] === t[c1 * N + c2]
      );
    }
    const x = t[c0 * N + c1] as number;
    const y = t[c2 * N + c3] as number;
    return t[x * N + y] === t[(cards[4] as number) * N + (cards[5] as number)];
  }

  /**
   * Searches `board` (card ids; a card given twice counts once) for solutions of `kind` and writes
   * them into `out` (SOLUTION_SIZE places each, see the class comment) up to its capacity; returns
   * how many it found (those that did not fit too). `out` may be omitted to only count. `limit`
   * (default `search.limit`) stops the search at that many.
   */
  find(
    kind: SolutionKind,
    board: ArrayLike<number>,
    search: SolutionSearch = NO_SEARCH,
    out?: Int32Array,
    limit: number = search.limit ?? Infinity,
  ): number {
    const k = SOLUTION_SIZE[kind];
    const reuse = search.reuse ?? 0;
    const chained = reuse > 0;
    this.solution = k;
    this.out = out ?? null;
    this.capacity = out === undefined ? 0 : Math.floor(out.length / k);
    this.limit = limit;
    this.work = search.work ?? Infinity;
    this.count = 0;
    this.worked = 0;
    this.outOfWork = false;
    this.load(board, chained ? (search.chain ?? []) : []);
    try {
      if (this.limit <= 0) return 0;
      if (chained) {
        if (reuse <= k && reuse <= this.m) this.findChained(kind, reuse);
      } else if (kind === "set") this.findSets();
      else if (kind === "ultraset") this.findUltrasets();
      else this.findGhostsets();
      return this.count;
    } finally {
      this.unload();
    }
  }

  /** Reads the chain and the board (distinct cards, chain cards left off the board). */
  private load(board: ArrayLike<number>, chain: ArrayLike<number>): void {
    for (let i = 0; i < chain.length; i++) this.checkCard(chain[i] as number);
    for (let i = 0; i < board.length; i++) this.checkCard(board[i] as number);
    const position = this.position;
    if (this.chain.length < chain.length) this.chain = new Int32Array(chain.length);
    let m = 0;
    for (let i = 0; i < chain.length; i++) {
      const id = chain[i] as number;
      if (position[id] !== -1) continue;
      position[id] = -2;
      this.chain[m++] = id;
    }
    this.m = m;
    if (this.ids.length < board.length) this.ids = new Int32Array(board.length);
    let n = 0;
    for (let i = 0; i < board.length; i++) {
      const id = board[i] as number;
      if (position[id] !== -1) continue;
      position[id] = n;
      this.ids[n++] = id;
    }
    this.n = n;
    // Chain cards are found by nothing but their chain place.
    for (let i = 0; i < m; i++) position[this.chain[i] as number] = -1;
  }

  private checkCard(id: number): void {
    if (!(Number.isInteger(id) && id >= 0 && id < this.size)) {
      throw new RangeError(`not a card of this deck: ${String(id)}`);
    }
  }

  private unload(): void {
    // The board stays readable by `cardAt` until the next search.
    for (let i = 0; i < this.n; i++) this.position[this.ids[i] as number] = -1;
    this.out = null;
  }

  /** Counts a step of work; false (and `outOfWork`) when the work is spent. */
  private step(): boolean {
    return this.steps(1);
  }

  /**
   * Counts a row of `steps` steps before it is searched; false (and `outOfWork`) when it would go
   * over the work. The hot loops count by rows, not by steps.
   */
  private steps(steps: number): boolean {
    if (this.worked + steps > this.work) {
      this.outOfWork = true;
      return false;
    }
    this.worked += steps;
    return true;
  }

  /** Records an ultraset's four places (increasing); true when the limit is reached. */
  private record4(a: number, b: number, c: number, d: number): boolean {
    const out = this.out;
    if (out !== null && this.count < this.capacity) {
      const o = 4 * this.count;
      out[o] = a;
      out[o + 1] = b;
      out[o + 2] = c;
      out[o + 3] = d;
    }
    return ++this.count >= this.limit;
  }

  /** Sets: the engine's `SetFinder` on the distinct board (its work is counted in pairs too). */
  private findSets(): void {
    const sets = this.sets;
    this.count = sets.find(this.ids, this.n, this.out ?? undefined, this.limit, this.work);
    this.outOfWork = sets.outOfWork;
    this.worked = sets.worked;
  }

  /** Grows the bucket entry buffers to hold `entries`, keeping the first `kept`. */
  private reserve(entries: number, kept = 0): void {
    if (this.next.length >= entries) return;
    let size = this.next.length;
    while (size < entries) size *= 2;
    const grown = (old: Int32Array) => {
      const buffer = new Int32Array(size);
      buffer.set(old.subarray(0, kept));
      return buffer;
    };
    this.next = grown(this.next);
    this.entry = grown(this.entry);
    this.entryKey = grown(this.entryKey);
  }

  private clearBuckets(): void {
    if (this.entries > this.size / BUCKETS_CLEARED_ONE_BY_ONE) {
      this.head.fill(-1);
      this.bucketSize.fill(0);
    } else {
      for (let e = 0; e < this.entries; e++) {
        const key = this.entryKey[e] as number;
        this.head[key] = -1;
        this.bucketSize[key] = 0;
      }
    }
    this.entries = 0;
  }

  /**
   * Every pair (i, j), i < j, in order of j then i, is put in the bucket of its completing card
   * after meeting the pairs already there: each makes an ultraset with it. Counting only, the
   * buckets keep their sizes alone, and the limit is checked after each row of pairs.
   */
  private findUltrasets(): void {
    const n = this.n;
    const ids = this.ids;
    const N = this.size;
    const third = this.third;
    const head = this.head;
    const bucketSize = this.bucketSize;
    this.reserve((n * (n - 1)) / 2);
    const next = this.next;
    const entry = this.entry;
    const entryKey = this.entryKey;
    let e = 0;
    try {
      for (let j = 1; j < n; j++) {
        const b = ids[j] as number;
        if (!this.steps(j)) return;
        if (this.out === null) {
          let count = this.count;
          for (let i = 0; i < j; i++) {
            const key = third[(ids[i] as number) * N + b] as number;
            count += bucketSize[key] as number;
            bucketSize[key] = (bucketSize[key] as number) + 1;
            entryKey[e++] = key;
          }
          this.count = count;
          if (count >= this.limit) {
            this.count = this.limit;
            return;
          }
          continue;
        }
        for (let i = 0; i < j; i++) {
          const key = third[(ids[i] as number) * N + b] as number;
          for (let p = head[key] as number; p >= 0; p = next[p] as number) {
            const packed = entry[p] as number;
            const x = packed & PLACE_MASK;
            const y = packed >>> PLACE_BITS;
            // x < y < j and i < j (the pairs are disjoint and (x, y) came first): place i.
            const done =
              i < x ? this.record4(i, x, y, j) : i < y ? this.record4(x, i, y, j) : this.record4(x, y, i, j);
            if (done) return;
          }
          entry[e] = i | (j << PLACE_BITS);
          entryKey[e] = key;
          next[e] = head[key] as number;
          head[key] = e++;
        }
      }
    } finally {
      this.entries = e;
      this.clearBuckets();
    }
  }

  /**
   * Meet in the middle: for k from the board's end down, every triple T = (i, j, k) meets the
   * triples U already in the bucket of −sum(T), all of which start after k; then the triples
   * starting at k join the buckets by their sum. Counting only, as for ultrasets.
   */
  private findGhostsets(): void {
    const n = this.n;
    const ids = this.ids;
    const N = this.size;
    const plus = this.plus;
    const neg = this.neg;
    const head = this.head;
    const bucketSize = this.bucketSize;
    const listing = this.out !== null;
    let next = this.next;
    let entry = this.entry;
    let entryKey: Int32Array;
    let e = 0;
    try {
      for (let k = n - 1; k >= 0; k--) {
        const c = ids[k] as number;
        // T ends at k: only when a triple starts after it (k ≤ n − 4).
        if (e > 0) {
          for (let j = 1; j < k; j++) {
            const bc = plus[(ids[j] as number) * N + c] as number;
            if (!this.steps(j)) return;
            if (!listing) {
              let count = this.count;
              for (let i = 0; i < j; i++)
                count += bucketSize[neg[plus[(ids[i] as number) * N + bc] as number] as number] as number;
              this.count = count;
              if (count >= this.limit) {
                this.count = this.limit;
                return;
              }
              continue;
            }
            for (let i = 0; i < j; i++) {
              const key = neg[plus[(ids[i] as number) * N + bc] as number] as number;
              for (let p = head[key] as number; p >= 0; p = next[p] as number) {
                if (this.record6(i, j, k, entry[p] as number)) return;
              }
            }
          }
        }
        // Triples starting at k: only when a triple can end before it (k ≥ 3).
        if (k < GHOST_HALF) break;
        // The buffers grow as the triples come (a search stopped early never holds them all).
        const rest = n - 1 - k;
        this.reserve(e + (rest * (rest - 1)) / 2, e);
        next = this.next;
        entry = this.entry;
        entryKey = this.entryKey;
        for (let l = k + 1; l < n - 1; l++) {
          const cl = plus[c * N + (ids[l] as number)] as number;
          if (!this.steps(n - 1 - l)) return;
          for (let q = l + 1; q < n; q++) {
            const key = plus[cl * N + (ids[q] as number)] as number;
            bucketSize[key] = (bucketSize[key] as number) + 1;
            entryKey[e] = key;
            if (listing) {
              entry[e] = k | (l << PLACE_BITS) | (q << (2 * PLACE_BITS));
              next[e] = head[key] as number;
              head[key] = e;
            }
            e++;
          }
        }
      }
    } finally {
      this.entries = e;
      this.clearBuckets();
    }
  }

  private record6(i: number, j: number, k: number, packed: number): boolean {
    const out = this.out;
    if (out !== null && this.count < this.capacity) {
      const o = 6 * this.count;
      out[o] = i;
      out[o + 1] = j;
      out[o + 2] = k;
      out[o + 3] = packed & PLACE_MASK;
      out[o + 4] = (packed >>> PLACE_BITS) & PLACE_MASK;
      out[o + 5] = packed >>> (2 * PLACE_BITS);
    }
    return ++this.count >= this.limit;
  }

  /**
   * Chained: each `reuse` chain cards (in chain order), then board cards in increasing places; the
   * last card is looked up: for sets and ghostsets it is −(sum of the others); for ultrasets each of
   * the three splits fixes it (x + y − z for the known x, y, z; distinct splits give distinct cards).
   */
  private findChained(kind: SolutionKind, reuse: number): void {
    this.sums[0] = 0;
    this.chooseChain(kind, reuse, 0, 0);
  }

  /** Picks chain cards at depth < reuse, from chain index `from`; true to stop. */
  private chooseChain(kind: SolutionKind, reuse: number, depth: number, from: number): boolean {
    if (depth === reuse) return this.chooseBoard(kind, depth, 0);
    for (let c = from; c <= this.m - (reuse - depth); c++) {
      const id = this.chain[c] as number;
      this.places[depth] = this.n + c;
      this.picked[depth] = id;
      this.sums[depth + 1] = this.plus[(this.sums[depth] as number) * this.size + id] as number;
      if (this.chooseChain(kind, reuse, depth + 1, c + 1)) return true;
    }
    return false;
  }

  /** Picks board cards at `depth` from place `from`, the last one looked up; true to stop. */
  private chooseBoard(kind: SolutionKind, depth: number, from: number): boolean {
    const k = this.solution;
    const N = this.size;
    if (depth === k) {
      // Every card from the chain: is it a solution itself?
      if (!this.step()) return true;
      return this.check(kind, this.picked) && this.recordChosen();
    }
    if (depth < k - 1) {
      for (let p = from; p < this.n; p++) {
        const id = this.ids[p] as number;
        this.places[depth] = p;
        this.picked[depth] = id;
        this.sums[depth + 1] = this.plus[(this.sums[depth] as number) * N + id] as number;
        if (this.chooseBoard(kind, depth + 1, p + 1)) return true;
      }
      return false;
    }
    if (!this.step()) return true;
    const position = this.position;
    if (kind !== "ultraset") {
      const last = this.neg[this.sums[depth] as number] as number;
      const p = position[last] as number;
      if (p >= from) {
        this.places[depth] = p;
        return this.recordChosen();
      }
      return false;
    }
    const plus = this.plus;
    const neg = this.neg;
    const x = this.picked[0] as number;
    const y = this.picked[1] as number;
    const z = this.picked[2] as number;
    // x + y − z, x + z − y, y + z − x
    for (let split = 0; split < 3; split++) {
      const d =
        split === 0
          ? (plus[(plus[x * N + y] as number) * N + (neg[z] as number)] as number)
          : split === 1
            ? (plus[(plus[x * N + z] as number) * N + (neg[y] as number)] as number)
            : (plus[(plus[y * N + z] as number) * N + (neg[x] as number)] as number);
      const p = position[d] as number;
      if (p >= from) {
        this.places[depth] = p;
        if (this.recordChosen()) return true;
      }
    }
    return false;
  }

  /** Records `places[0..k-1]`; true when the limit is reached. */
  private recordChosen(): boolean {
    const k = this.solution;
    const out = this.out;
    if (out !== null && this.count < this.capacity) {
      for (let m = 0; m < k; m++) out[k * this.count + m] = this.places[m] as number;
    }
    return ++this.count >= this.limit;
  }

  /**
   * The first `count` solutions of `out` (places, `k` each) of the last search as card ids, in order
   * of their places (chain places first, in chain order): `findSolutions`'s list.
   */
  listed(out: Int32Array, count: number, k: number): number[][] {
    const n = this.n;
    const m = this.m;
    const ids = this.ids;
    const chain = this.chain;
    // A solution's key: its places as digits of base n + m, chain places (digits 0 … m − 1) first.
    const base = n + m;
    let sorted = true;
    if (base ** k <= Number.MAX_SAFE_INTEGER) {
      if (this.keys.length < count) this.keys = new Float64Array(Math.max(count, 2 * this.keys.length));
      const keys = this.keys;
      for (let s = 0, o = 0; s < count; s++) {
        let key = 0;
        for (let j = 0; j < k; j++, o++) {
          const place = out[o] as number;
          key = key * base + (place >= n ? place - n : place + m);
        }
        keys[s] = key;
        if (s > 0 && (keys[s - 1] as number) > key) sorted = false;
      }
      if (!sorted) keys.subarray(0, count).sort();
      const result = new Array<number[]>(count);
      for (let s = 0; s < count; s++) {
        const cards = new Array<number>(k);
        let key = keys[s] as number;
        for (let j = k - 1; j >= 0; j--) {
          const d = key % base;
          cards[j] = d < m ? (chain[d] as number) : (ids[d - m] as number);
          key = (key - d) / base;
        }
        result[s] = cards;
      }
      return result;
    }
    // Keys too large for numbers (boards of hundreds of cards): sort by comparing places.
    const digit = (place: number): number => (place >= n ? place - n : place + m);
    const compare = (a: number, b: number): number => {
      for (let j = 0; j < k; j++) {
        const d = digit(out[a * k + j] as number) - digit(out[b * k + j] as number);
        if (d !== 0) return d;
      }
      return 0;
    };
    return Array.from({ length: count }, (_, s) => s)
      .sort(compare)
      .map((s) => Array.from({ length: k }, (_, j) => this.cardAt(out[s * k + j] as number)));
  }

  /** The card at a place of the last search's board (valid until the next search). */
  cardAt(place: number): number {
    return place < this.n ? (this.ids[place] as number) : (this.chain[place - this.n] as number);
  }

  /** Distinct board cards of the last search (its board places). */
  get boardSize(): number {
    return this.n;
  }

  /** Distinct chain cards of the last search (chained searches; else 0). */
  get chainSize(): number {
    return this.m;
  }
}

const byShape: (SolutionFinder | undefined)[][] = [];

/** The shared finder of a deck shape (built once; its tables are read-only). */
export function solutionFinderFor(shape: DeckShape): SolutionFinder {
  const byValues = (byShape[shape.features] ??= []);
  return (byValues[shape.values] ??= new SolutionFinder(shape));
}

/** Do these cards (ids of `shape`'s deck, any order, distinct) make a solution of `kind`? */
export function isSolution(kind: SolutionKind, shape: DeckShape, cards: readonly number[]): boolean {
  return solutionFinderFor(shape).isSolution(kind, cards);
}

/** Scratch output of `findSolutions` (grown when a search finds more). */
let OUT = new Int32Array(6 * 256);

/**
 * The solutions on `board` (card ids): each as card ids (chain cards first when chained, in chain
 * order, then board cards in board order), each once. Solutions come in order of their places: the
 * chain cards' places in the chain, then the board cards' places on the board (lexicographically).
 * With a `limit`, the first `limit` the search came upon, in that order.
 */
export function findSolutions(
  kind: SolutionKind,
  shape: DeckShape,
  board: readonly number[],
  search: SolutionSearch = NO_SEARCH,
): number[][] {
  const finder = solutionFinderFor(shape);
  const k = SOLUTION_SIZE[kind];
  let count = finder.find(kind, board, search, OUT);
  if (count * k > OUT.length) {
    OUT = new Int32Array(count * k);
    count = finder.find(kind, board, search, OUT);
  }
  return finder.listed(OUT, count, k);
}

/** How many (stops counting at `limit`; `hasSolution` = count with limit 1). */
export function countSolutions(
  kind: SolutionKind,
  shape: DeckShape,
  board: readonly number[],
  search: SolutionSearch = NO_SEARCH,
): number {
  return solutionFinderFor(shape).find(kind, board, search);
}

/** Is there at least one (`countSolutions` with limit 1: the search stops at the first)? */
export function hasSolution(
  kind: SolutionKind,
  shape: DeckShape,
  board: readonly number[],
  search: SolutionSearch = NO_SEARCH,
): boolean {
  return solutionFinderFor(shape).find(kind, board, search, undefined, 1) > 0;
}
