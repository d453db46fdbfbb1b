import { describe, expect, it } from 'vitest';
import { hashText, seededRandom, shuffleInto } from './seeded-random.logic';

const draws = (seed: number, name: string) => {
  const random = seededRandom(seed, name);
  return Array.from({ length: 8 }, () => random.int(1000));
};

describe('seededRandom', () => {
  it('gives the same numbers for the same seed and name, run after run', () => {
    expect(draws(42, 'a:b:sameDay')).toEqual(draws(42, 'a:b:sameDay'));
  });

  it('gives another stream for another seed or another name', () => {
    expect(draws(42, 'a:b:sameDay')).not.toEqual(draws(43, 'a:b:sameDay'));
    expect(draws(42, 'a:b:sameDay')).not.toEqual(draws(42, 'a:b:nextDay'));
  });

  it('keeps int within [0, below) and float within [0, 1)', () => {
    const random = seededRandom(7);
    for (let index = 0; index < 1000; index++) {
      const value = random.int(14);
      expect(Number.isInteger(value) && value >= 0 && value < 14).toBe(true);
      const fraction = random.float();
      expect(fraction >= 0 && fraction < 1).toBe(true);
    }
    expect(random.int(1)).toBe(0);
  });

  it('hashes text to a stable 32-bit number (FNV-1a)', () => {
    // FNV-1a of "" is the offset basis 0x811c9dc5, read as a signed 32-bit number.
    expect(hashText('')).toBe(0x811c9dc5 | 0);
    expect(hashText('a')).toBe(0xe40c292c | 0);
  });
});

describe('shuffleInto', () => {
  it('writes a permutation of 0 … n − 1, the same one for the same seed', () => {
    const first = new Int32Array(10);
    const second = new Int32Array(10);
    shuffleInto(first, seededRandom(1, 'x'));
    shuffleInto(second, seededRandom(1, 'x'));
    expect([...first].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(first).toEqual(second);
  });

  it('reaches every order of three items about equally often', () => {
    const random = seededRandom(3);
    const seen = new Map<string, number>();
    const order = [0, 0, 0];
    for (let index = 0; index < 6000; index++) {
      shuffleInto(order, random);
      seen.set(order.join(''), (seen.get(order.join('')) ?? 0) + 1);
    }
    expect(seen.size).toBe(6);
    for (const count of seen.values()) expect(Math.abs(count - 1000)).toBeLessThan(150);
  });
});
