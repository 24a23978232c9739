// A small seeded PRNG (mulberry32) and helpers: the same seed always yields the same data set. A leaf module
// (lib/ imports nothing): the generator, the execution of runs and the load tests all draw from it.

const HEX_DIGITS = '0123456789ABCDEF';

/** A seeded PRNG. A class, not closures: the generator makes hundreds of thousands of these. */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** Uniform float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** Picks by weight: `[[value, weight], …]`. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
    let roll = this.next() * total;
    for (const [value, weight] of entries) {
      roll -= weight;
      if (roll < 0) return value;
    }
    return entries[entries.length - 1]![0];
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  /** Upper-case hex digits, 8 per draw of 32 bits (IDs are made by the hundred thousand). */
  hex(length: number): string {
    let out = '';
    let bits = 0;
    for (let i = 0; i < length; i++) {
      if (i % 8 === 0) bits = (this.next() * 4294967296) >>> 0;
      out += HEX_DIGITS[bits & 15];
      bits >>>= 4;
    }
    return out;
  }
}

export function createRandom(seed: number): Random {
  return new Random(seed);
}

/** A stable 32-bit hash of a string (FNV-1a), to derive per-record seeds from IDs. */
export function hashString(text: string, seed = 0): number {
  let hash = (0x811c9dc5 ^ seed) >>> 0;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}
