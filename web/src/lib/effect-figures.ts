// A true minus sign: a hyphen before a figure is read out as "dash" by some screen readers.
export const MINUS_SIGN = '\u2212';

/** Enough decimals to tell the figures of one effect apart, never more than its size needs. */
export function decimalsFor(values: readonly number[]): number {
  const largest = Math.max(...values.map(Math.abs));
  if (largest >= 100) return 0;
  if (largest >= 1) return 1;
  if (largest >= 0.1) return 2;
  return 3;
}

/** One figure of an effect: a true minus, "+" when asked for, and no sign on a value that rounds to zero. */
export function effectFigure(value: number, decimals: number, { signed = false } = {}): string {
  const text = Math.abs(value).toFixed(decimals);
  if (Number(text) === 0) return text;
  if (value < 0) return `${MINUS_SIGN}${text}`;
  return signed ? `+${text}` : text;
}
