import { describe, expect, it } from 'vitest';
import { normalInverseGammaPosterior } from './normal-inverse-gamma.logic';

describe('normalInverseGammaPosterior', () => {
  it('updates an intercept-and-treatment model worked by hand', () => {
    // Four days: two without (y = 1, 3), two with (y = 4, 6). Columns: intercept, treatment.
    // Prior m0 = 0, V0 = I, a0 = b0 = 1.
    //   XᵀX = [[4, 2], [2, 2]];  V0⁻¹ + XᵀX = [[5, 2], [2, 3]] (det 15 − 4 = 11)
    //   Vn = (1/11)·[[3, −2], [−2, 5]];  Xᵀy = [1 + 3 + 4 + 6, 4 + 6] = [14, 10]
    //   mn = (1/11)·[3·14 − 2·10, −2·14 + 5·10] = (1/11)·[22, 22] = [2, 2]
    //   an = 1 + 4/2 = 3;  bn = 1 + ½·(yᵀy − mnᵀ·Xᵀy) = 1 + ½·(1 + 9 + 16 + 36 − (28 + 20)) = 1 + 7 = 8
    // Treatment: t with 2·3 = 6 df, location 2, scale √(8/3 · 5/11) = √(40/33).
    const rows = [
      [1, 0],
      [1, 0],
      [1, 1],
      [1, 1],
    ];
    const posterior = normalInverseGammaPosterior(rows, [1, 3, 4, 6], { mean: [0, 0], variance: [1, 1], shape: 1, rate: 1 });
    expect(posterior.mean[0]).toBeCloseTo(2, 12);
    expect(posterior.mean[1]).toBeCloseTo(2, 12);
    expect(posterior.shape).toBe(3);
    expect(posterior.rate).toBeCloseTo(8, 12);
    const treatment = posterior.coefficient(1);
    expect(treatment.location).toBeCloseTo(2, 12);
    expect(treatment.df).toBe(6);
    expect(treatment.scale).toBeCloseTo(Math.sqrt(40 / 33), 12);
  });

  it('approaches least squares under a vague prior', () => {
    // y = 1 + 2·x exactly plus ±0.1: least squares gives slope 2; a vague prior barely moves it.
    const xs = [0, 1, 2, 3, 4, 5];
    const rows = xs.map((x) => [1, x]);
    const y = xs.map((x, index) => 1 + 2 * x + (index % 2 === 0 ? 0.1 : -0.1));
    const posterior = normalInverseGammaPosterior(rows, y, { mean: [0, 0], variance: [1e8, 1e8], shape: 0.001, rate: 0.001 });
    // Least squares slope: Σ(x − x̄)(y − ȳ) / Σ(x − x̄)², with x̄ = 2.5 and Σ(x − x̄)² = 17.5.
    const mx = 2.5;
    const my = y.reduce((sum, value) => sum + value, 0) / 6;
    const slope = xs.reduce((sum, x, i) => sum + (x - mx) * (y[i]! - my), 0) / xs.reduce((sum, x) => sum + (x - mx) ** 2, 0);
    expect(posterior.mean[1]).toBeCloseTo(slope, 6);
  });
});
