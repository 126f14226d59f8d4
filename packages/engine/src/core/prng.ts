import { uniformFloat64 } from "pure-rand/distribution/uniformFloat64";
import { uniformInt } from "pure-rand/distribution/uniformInt";
import { xoroshiro128plus, xoroshiro128plusFromState } from "pure-rand/generator/xoroshiro128plus";
import type { RandomGenerator } from "pure-rand/types/RandomGenerator";

/** The serializable state of a PRNG: plain numbers, stored inside a game state. */
export type RngState = readonly number[];

/** FNV-1a, 32 bits: turns a seed string of any length into the generator's numeric seed. */
export function hashSeed(seed: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h | 0;
}

/**
 * The engine's only source of randomness: xoroshiro128+ from pure-rand (the generator fast-check
 * uses), seeded from a string. Mutable while in use; its `state()` is stored in the game state, so
 * a state with its PRNG is plain data and replays exactly.
 */
export class Rng {
  private constructor(private readonly gen: RandomGenerator) {}

  static fromSeed(seed: string): Rng {
    return new Rng(xoroshiro128plus(hashSeed(seed)));
  }

  static fromState(state: RngState): Rng {
    return new Rng(xoroshiro128plusFromState(state));
  }

  state(): number[] {
    return [...this.gen.getState()];
  }

  /** An integer in `[0, bound)`. */
  int(bound: number): number {
    return uniformInt(this.gen, 0, bound - 1);
  }

  /** A float in `[0, 1)`. */
  float(): number {
    return uniformFloat64(this.gen);
  }

  /** True with probability `p`. */
  chance(p: number): boolean {
    return this.float() < p;
  }

  /** One element of a non-empty array. */
  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)] as T;
  }

  /** Shuffles in place (Fisher–Yates) and returns the same array. */
  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      const t = items[i] as T;
      items[i] = items[j] as T;
      items[j] = t;
    }
    return items;
  }

  /** A normally distributed value (Box–Muller), for human-like reaction times. */
  normal(mean: number, sd: number): number {
    const u = 1 - this.float();
    const v = this.float();
    return mean + sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  }
}
