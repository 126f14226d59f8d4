import { deckSize, type DeckShape } from "./cards.js";
import { isSet } from "./sets.js";

/**
 * Straightforward set finders, kept as references: the test oracle and the benchmark's baselines.
 * None is used by the games.
 */

/** Every triple checked with `isSet`: O(n³). Same output order as `findSets`. */
export function findSetsBruteForce(cards: readonly string[]): string[][] {
  const sets: string[][] = [];
  const unique = [...new Set(cards)];
  for (let i = 0; i < unique.length; i++)
    for (let j = i + 1; j < unique.length; j++)
      for (let k = j + 1; k < unique.length; k++) {
        const triple = [unique[i]!, unique[j]!, unique[k]!];
        if (isSet(triple)) sets.push(triple);
      }
  return sets;
}

/** The third card's code, digit by digit, without checking its input (the baseline's inner step). */
function thirdCode(a: string, b: string): string {
  let c = "";
  for (let f = 0; f < a.length; f++) c += String((6 - a.charCodeAt(f) - b.charCodeAt(f) + 96) % 3);
  return c;
}

/** For each pair, build the third card's string and look it up in a hash set: O(n²). */
export function findSetsHashSet(cards: readonly string[]): string[][] {
  const unique = [...new Set(cards)];
  const position = new Map<string, number>(unique.map((card, i) => [card, i]));
  const sets: string[][] = [];
  for (let i = 0; i < unique.length; i++)
    for (let j = i + 1; j < unique.length; j++) {
      const third = thirdCode(unique[i]!, unique[j]!);
      const k = position.get(third);
      if (k !== undefined && k > j) sets.push([unique[i]!, unique[j]!, third]);
    }
  return sets;
}

/**
 * The engine's former finder for V > 3 (kept as the benchmark's baseline and the new finder's test
 * oracle): every combination of V − 1 board cards, completed card by card into the one card that
 * would make a set, looked up on the board. O(n^(V−1)): 64 cards of V = 6 are 7.6 million
 * combinations, about a second. Same interface and output order as `SetFinder.find`.
 */
export class CompletionFinder {
  readonly shape: DeckShape;
  private readonly digits: Uint8Array;
  private readonly weights: Int32Array;
  private readonly position: Int16Array;
  private readonly picked: Int32Array;
  private readonly seen: Uint8Array;
  private readonly combo: Int32Array;

  constructor(shape: DeckShape) {
    this.shape = shape;
    const size = deckSize(shape);
    const { features: F, values: V } = shape;
    this.digits = new Uint8Array(size * F);
    this.weights = new Int32Array(F);
    for (let f = 0, w = 1; f < F; f++, w *= V) this.weights[F - 1 - f] = w;
    for (let id = 0; id < size; id++) {
      for (let f = F - 1, rest = id; f >= 0; f--, rest = Math.floor(rest / V))
        this.digits[id * F + f] = rest % V;
    }
    this.position = new Int16Array(size).fill(-1);
    this.picked = new Int32Array(V);
    this.seen = new Uint8Array(V);
    this.combo = new Int32Array(Math.max(1, V - 1));
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

  find(board: ArrayLike<number>, n: number = board.length, out?: Int32Array, limit = Infinity): number {
    const V = this.shape.values;
    const capacity = out === undefined ? 0 : (out.length / V) | 0;
    for (let i = 0; i < n; i++) {
      const id = board[i] as number;
      if ((this.position[id] as number) < 0) this.position[id] = i;
    }
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
    for (let i = 0; i < n; i++) this.position[board[i] as number] = -1;
    return count;
  }
}

/**
 * Classic SET's solutions by their definitions, kept as the test oracle of `classic/solutions.ts`
 * and the benchmark's baseline: every C(n, k) choice of cards is checked as the rules word it, with
 * third cards computed digit by digit here (nothing shared with the fast finder):
 * - a set: the three cards are, on every feature, all the same or all different;
 * - an ultraset: one of the three splits of the four cards into two pairs has pairs completing to
 *   the same card;
 * - a ghostset: one of the fifteen splits of the six cards into three pairs has completions that
 *   form a set, or are one card three times.
 * Kinds are named as `SolutionKind` ("set", "ultraset", "ghostset"); decks of 3 values per feature.
 */
export class SolutionsByDefinition {
  readonly shape: DeckShape;
  private readonly digits: Uint8Array;
  private readonly third: Int32Array;
  private readonly size: number;

  constructor(shape: DeckShape) {
    if (shape.values !== 3) throw new RangeError("classic SET solutions need 3 values per feature");
    this.shape = shape;
    const N = deckSize(shape);
    const F = shape.features;
    this.size = N;
    this.digits = new Uint8Array(N * F);
    for (let id = 0; id < N; id++)
      for (let f = F - 1, rest = id; f >= 0; f--, rest = Math.floor(rest / 3))
        this.digits[id * F + f] = rest % 3;
    this.third = new Int32Array(N * N);
    for (let a = 0; a < N; a++)
      for (let b = 0; b < N; b++) {
        let id = 0;
        for (let f = 0; f < F; f++) {
          const x = this.digits[a * F + f] as number;
          const y = this.digits[b * F + f] as number;
          // The value making x, y, z all the same or all different.
          id = id * 3 + (x === y ? x : 3 - x - y);
        }
        this.third[a * N + b] = id;
      }
  }

  /** On every feature all the same or all different (three equal cards pass: one card three times). */
  formSet(x: number, y: number, z: number): boolean {
    const F = this.shape.features;
    for (let f = 0; f < F; f++) {
      const a = this.digits[x * F + f] as number;
      const b = this.digits[y * F + f] as number;
      const c = this.digits[z * F + f] as number;
      const same = a === b && b === c;
      const different = a !== b && b !== c && a !== c;
      if (!same && !different) return false;
    }
    return true;
  }

  private completes(a: number, b: number): number {
    return this.third[a * this.size + b] as number;
  }

  /** Is this choice of cards a solution of `kind`, by the definition? */
  isSolution(kind: string, cards: readonly number[]): boolean {
    if (cards.length !== solutionSize(kind) || new Set(cards).size !== cards.length) return false;
    return this.holds(kind, cards);
  }

  /** The definition, for `kind`'s number of distinct cards. */
  private holds(kind: string, cards: ArrayLike<number>): boolean {
    if (kind === "set") return this.formSet(cards[0]!, cards[1]!, cards[2]!);
    if (kind === "ultraset") {
      const [a, b, c, d] = [cards[0]!, cards[1]!, cards[2]!, cards[3]!];
      return (
        this.completes(a, b) === this.completes(c, d) ||
        this.completes(a, c) === this.completes(b, d) ||
        this.completes(a, d) === this.completes(b, c)
      );
    }
    const pairs = PAIRINGS_FLAT;
    for (let p = 0; p < pairs.length; p += 6) {
      const x = this.completes(cards[pairs[p]!]!, cards[pairs[p + 1]!]!);
      const y = this.completes(cards[pairs[p + 2]!]!, cards[pairs[p + 3]!]!);
      const z = this.completes(cards[pairs[p + 4]!]!, cards[pairs[p + 5]!]!);
      // x, y, z form a set (one card three times included): z is the card completing x and y.
      if (this.completes(x, y) === z) return true;
    }
    return false;
  }

  /**
   * Every solution on `board` (with `reuse` > 0: exactly `reuse` cards of `chain` and the rest of
   * the board), each as its chain cards in chain order then its board cards in board order, in
   * that order of places. Repeated cards count once; chain cards are not board cards.
   */
  find(kind: string, board: readonly number[], chain: readonly number[] = [], reuse = 0): number[][] {
    const k = solutionSize(kind);
    const from = reuse > 0 ? [...new Set(chain)] : [];
    const cards = [...new Set(board)].filter((c) => !from.includes(c));
    const found: number[][] = [];
    const pick = new Array<number>(k).fill(0);
    const fromBoard = (depth: number, start: number): void => {
      if (depth === k) {
        if (this.holds(kind, pick)) found.push([...pick]);
        return;
      }
      for (let i = start; i <= cards.length - (k - depth); i++) {
        pick[depth] = cards[i]!;
        fromBoard(depth + 1, i + 1);
      }
    };
    const fromChain = (depth: number, start: number): void => {
      if (depth === Math.min(reuse, k)) return fromBoard(depth, 0);
      for (let i = start; i <= from.length - (reuse - depth); i++) {
        pick[depth] = from[i]!;
        fromChain(depth + 1, i + 1);
      }
    };
    fromChain(0, 0);
    return found;
  }
}

function solutionSize(kind: string): number {
  return kind === "set" ? 3 : kind === "ultraset" ? 4 : 6;
}

/** The fifteen splits of six places into three pairs: 0 with each other place, then the three splits of the rest. */
export const PAIRINGS_OF_SIX: readonly (readonly [number, number, number, number, number, number])[] = [
  1, 2, 3, 4, 5,
].flatMap((p) => {
  const [r0, r1, r2, r3] = [1, 2, 3, 4, 5].filter((q) => q !== p) as [number, number, number, number];
  return [
    [0, p, r0, r1, r2, r3],
    [0, p, r0, r2, r1, r3],
    [0, p, r0, r3, r1, r2],
  ] as const;
});

/** The same splits, one after another (the brute force's inner loop). */
const PAIRINGS_FLAT = Int8Array.from(PAIRINGS_OF_SIX.flat());
