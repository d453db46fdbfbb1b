/**
 * Solving A·x = b for a small symmetric positive-definite A (the posterior precision of a model with
 * at most a dozen or so columns) by Cholesky: A = L·Lᵀ, then L·z = b forward and Lᵀ·x = z backward.
 * Matrices are arrays of rows. Written here rather than taken from a package because it is a few lines
 * for matrices this small; the experiments' analysis is the only user.
 */
export type Matrix = number[][];

/** L with A = L·Lᵀ, lower triangular. Throws when A is not positive definite (a prior keeps it so). */
export function cholesky(a: Matrix): Matrix {
  const size = a.length;
  const lower: Matrix = Array.from({ length: size }, () => new Array<number>(size).fill(0));
  for (let row = 0; row < size; row++) {
    for (let column = 0; column <= row; column++) {
      let sum = a[row]![column]!;
      for (let k = 0; k < column; k++) sum -= lower[row]![k]! * lower[column]![k]!;
      if (row === column) {
        if (!(sum > 0)) throw new Error('The matrix is not positive definite');
        lower[row]![column] = Math.sqrt(sum);
      } else {
        lower[row]![column] = sum / lower[column]![column]!;
      }
    }
  }
  return lower;
}

/** x with L·Lᵀ·x = b, for L from cholesky. */
export function choleskySolve(lower: Matrix, b: readonly number[]): number[] {
  const size = lower.length;
  const z = new Array<number>(size).fill(0);
  for (let row = 0; row < size; row++) {
    let sum = b[row]!;
    for (let k = 0; k < row; k++) sum -= lower[row]![k]! * z[k]!;
    z[row] = sum / lower[row]![row]!;
  }
  const x = new Array<number>(size).fill(0);
  for (let row = size - 1; row >= 0; row--) {
    let sum = z[row]!;
    for (let k = row + 1; k < size; k++) sum -= lower[k]![row]! * x[k]!;
    x[row] = sum / lower[row]![row]!;
  }
  return x;
}
