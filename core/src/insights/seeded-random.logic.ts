import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';

/** A reproducible stream of random numbers: the same seed gives the same figures, run after run. */
export type SeededRandom = {
  /** An integer in [0, below). */
  int(below: number): number;
  /** A number in [0, 1). */
  float(): number;
};

/** FNV-1a over the text's UTF-16 code units: a stable 32-bit number for a pair's key. */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash | 0;
}

/**
 * A stream seeded from a number and a name. Each pair draws from its own stream (the person's seed
 * and the pair's key), so adding, hiding or reordering a pair never changes another pair's figures.
 */
export function seededRandom(seed: number, name = ''): SeededRandom {
  const generator = xoroshiro128plus(hashText(`${seed}:${name}`));
  return {
    int: (below) => (below <= 1 ? 0 : uniformInt(generator, 0, below - 1)),
    float: () => uniformFloat64(generator),
  };
}

/** Fisher–Yates: the numbers 0 … count − 1 in a uniformly random order, written into `order`. */
export function shuffleInto(order: Int32Array | number[], random: SeededRandom): void {
  for (let index = 0; index < order.length; index++) order[index] = index;
  for (let index = order.length - 1; index > 0; index--) {
    const other = random.int(index + 1);
    const kept = order[index]!;
    order[index] = order[other]!;
    order[other] = kept;
  }
}
