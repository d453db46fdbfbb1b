import { describe, expect, it } from 'vitest';
import { cholesky, choleskySolve } from './cholesky.logic';

describe('cholesky', () => {
  it('factors and solves a 2 × 2 case worked by hand', () => {
    // A = [[4, 2], [2, 3]]:
    //   L11 = √4 = 2;  L21 = 2 / 2 = 1;  L22 = √(3 − 1²) = √2.
    // Solve A·x = [2, 5]:
    //   forward  L·z = b:  z1 = 2 / 2 = 1;  z2 = (5 − 1·1) / √2 = 4 / √2 = 2√2.
    //   backward Lᵀ·x = z: x2 = 2√2 / √2 = 2;  x1 = (1 − 1·2) / 2 = −0.5.
    // Check: 4·(−0.5) + 2·2 = 2 and 2·(−0.5) + 3·2 = 5.
    const lower = cholesky([
      [4, 2],
      [2, 3],
    ]);
    expect(lower[0]).toEqual([2, 0]);
    expect(lower[1]![0]).toBe(1);
    expect(lower[1]![1]).toBeCloseTo(Math.SQRT2, 12);
    const x = choleskySolve(lower, [2, 5]);
    expect(x[0]).toBeCloseTo(-0.5, 12);
    expect(x[1]).toBeCloseTo(2, 12);
  });

  it('solves a larger system to rounding', () => {
    // A = Mᵀ·M + I is positive definite; check A·x = b back.
    const m = [
      [1, 2, 0, -1],
      [0, 1, 3, 2],
      [2, -1, 1, 0],
      [1, 1, 1, 1],
      [0, 2, -2, 1],
    ];
    const a = [0, 1, 2, 3].map((i) => [0, 1, 2, 3].map((j) => m.reduce((sum, row) => sum + row[i]! * row[j]!, 0) + (i === j ? 1 : 0)));
    const b = [1, -2, 3, 0.5];
    const x = choleskySolve(cholesky(a), b);
    a.forEach((row, i) => expect(row.reduce((sum, value, j) => sum + value * x[j]!, 0)).toBeCloseTo(b[i]!, 10));
  });

  it('refuses a matrix that is not positive definite', () => {
    expect(() =>
      cholesky([
        [1, 2],
        [2, 1],
      ]),
    ).toThrow('not positive definite');
  });
});
