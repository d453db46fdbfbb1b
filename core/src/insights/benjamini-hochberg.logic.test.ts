import { describe, expect, it } from 'vitest';
import { benjaminiHochberg } from './benjamini-hochberg.logic';

describe('benjaminiHochberg', () => {
  it('adjusts four p-values (worked by hand)', () => {
    // Given 0.04, 0.01, 0.03, 0.20 (m = 4). Sorted: 0.01 (rank 1), 0.03 (2), 0.04 (3), 0.20 (4).
    // p · m / rank: 0.01·4/1 = 0.04, 0.03·4/2 = 0.06, 0.04·4/3 = 0.0533…, 0.20·4/4 = 0.20.
    // Running minimum from the largest rank down: 0.20, min(0.0533, 0.20) = 0.0533,
    // min(0.06, 0.0533) = 0.0533, min(0.04, 0.0533) = 0.04.
    // Back in the given order: 0.0533, 0.04, 0.0533, 0.20. At 0.10, the first three are links.
    const adjusted = benjaminiHochberg([0.04, 0.01, 0.03, 0.2]);
    expect(adjusted[0]).toBeCloseTo(0.16 / 3, 12);
    expect(adjusted[1]).toBeCloseTo(0.04, 12);
    expect(adjusted[2]).toBeCloseTo(0.16 / 3, 12);
    expect(adjusted[3]).toBeCloseTo(0.2, 12);
  });

  it('caps at 1 and leaves a single value as it is', () => {
    expect(benjaminiHochberg([0.5, 0.9])).toEqual([0.9, 0.9]);
    expect(benjaminiHochberg([0.03])).toEqual([0.03]);
    expect(benjaminiHochberg([1, 1, 1])).toEqual([1, 1, 1]);
  });

  it('is empty for no values', () => {
    expect(benjaminiHochberg([])).toEqual([]);
  });
});
