import { cholesky, choleskySolve } from './cholesky.logic';

/**
 * The conjugate normal–inverse-gamma update of a normal linear model y = X·β + ε, ε ~ N(0, σ²):
 *
 *   prior      β | σ² ~ N(m0, σ²·V0) with V0 diagonal,   σ² ~ InvGamma(a0, b0)
 *   posterior  β | σ² ~ N(mn, σ²·Vn),                    σ² ~ InvGamma(an, bn)
 *   Vn = (V0⁻¹ + XᵀX)⁻¹,  mn = Vn·(V0⁻¹·m0 + Xᵀy),  an = a0 + n/2,
 *   bn = b0 + ½·(yᵀy + m0ᵀV0⁻¹m0 − mnᵀVn⁻¹mn).
 *
 * Integrating σ² out, each coefficient is a Student t with 2·an degrees of freedom, centred on mn_j,
 * with scale √(bn/an · Vn_jj).
 */
export type NormalInverseGammaPrior = { mean: readonly number[]; variance: readonly number[]; shape: number; rate: number };
export type StudentT = { location: number; scale: number; df: number };

export function normalInverseGammaPosterior(
  rows: ReadonlyArray<readonly number[]>,
  y: readonly number[],
  prior: NormalInverseGammaPrior,
): { mean: number[]; shape: number; rate: number; coefficient: (column: number) => StudentT } {
  const columns = prior.mean.length;
  const precision = Array.from({ length: columns }, (_, i) =>
    Array.from({ length: columns }, (_, j) => (i === j ? 1 / prior.variance[i]! : 0)),
  );
  const right = prior.mean.map((mean, i) => mean / prior.variance[i]!);
  let yy = 0;
  rows.forEach((row, index) => {
    const value = y[index]!;
    yy += value * value;
    for (let i = 0; i < columns; i++) {
      right[i]! += row[i]! * value;
      for (let j = 0; j < columns; j++) precision[i]![j]! += row[i]! * row[j]!;
    }
  });
  const lower = cholesky(precision);
  const mean = choleskySolve(lower, right);
  // mnᵀ·Vn⁻¹·mn = mnᵀ·(V0⁻¹m0 + Xᵀy), since Vn⁻¹·mn is the right-hand side solved for.
  const fitted = mean.reduce((sum, value, i) => sum + value * right[i]!, 0);
  const priorTerm = prior.mean.reduce((sum, value, i) => sum + (value * value) / prior.variance[i]!, 0);
  const shape = prior.shape + rows.length / 2;
  const rate = prior.rate + 0.5 * Math.max(0, yy + priorTerm - fitted);
  return {
    mean,
    shape,
    rate,
    coefficient: (column) => {
      const unit = new Array<number>(columns).fill(0);
      unit[column] = 1;
      const varianceScale = choleskySolve(lower, unit)[column]!;
      return { location: mean[column]!, scale: Math.sqrt((rate / shape) * varianceScale), df: 2 * shape };
    },
  };
}
