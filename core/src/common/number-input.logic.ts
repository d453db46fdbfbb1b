/**
 * What a person typed into a number field, read strictly: plain decimal notation only. `Number()`
 * would take "1e3" as 1000 and "0x10" as 16, which is how a typed exponent once saved a 1,000 lb
 * weight. A comma is read as the decimal separator many keyboards give.
 */
export type NumberInput = { kind: 'empty' } | { kind: 'number'; value: number } | { kind: 'invalid' };

const PLAIN_DECIMAL = /^[+-]?(\d+([.,]\d*)?|[.,]\d+)$/;

export function parseNumberInput(text: string): NumberInput {
  const trimmed = text.trim();
  if (trimmed === '') return { kind: 'empty' };
  if (!PLAIN_DECIMAL.test(trimmed)) return { kind: 'invalid' };
  const value = Number(trimmed.replace(',', '.'));
  return Number.isFinite(value) ? { kind: 'number', value } : { kind: 'invalid' };
}

/** The number of decimals a value has (0.25 → 2), for step checks without float noise. */
export function decimalPlaces(value: number): number {
  const text = String(value);
  if (text.includes('e-')) return Number(text.split('e-')[1]);
  const dot = text.indexOf('.');
  return dot === -1 ? 0 : text.length - dot - 1;
}

/**
 * The field message for a typed number against a range and step, or null when it is fine.
 * `label` starts the message ("Protein must be between 0 and 500 g").
 */
export function numberFieldError(
  text: string,
  {
    label,
    min,
    max,
    unit = '',
    maxDecimals,
    isRequired = false,
  }: { label: string; min: number; max: number; unit?: string; maxDecimals?: number; isRequired?: boolean },
): string | null {
  const parsed = parseNumberInput(text);
  if (parsed.kind === 'empty') return isRequired ? `${label} is required` : null;
  if (parsed.kind === 'invalid') return `${label} must be a plain number, like 12 or 12.5`;
  const suffix = unit ? ` ${unit}` : '';
  if (parsed.value < min || parsed.value > max) return `${label} must be between ${min} and ${max}${suffix}`;
  if (maxDecimals !== undefined && decimalPlaces(parsed.value) > maxDecimals) {
    return maxDecimals === 0
      ? `${label} must be a whole number`
      : `${label} can have at most ${maxDecimals} decimal${maxDecimals === 1 ? '' : 's'}`;
  }
  return null;
}
