import { z } from 'zod';
import { decimalPlaces, numberFieldError } from './number-input.logic';

/**
 * A number field's rule, shared by the form that types it and the API that receives it, so both
 * refuse the same values with the same words ("Protein must be between 0 and 500 g").
 */
export type NumberRule = { label: string; min: number; max: number; unit?: string; maxDecimals?: number };

/** The message for a number (already parsed, e.g. from JSON) against a rule, or null when it is fine. */
export function numberRuleError(value: number, rule: NumberRule): string | null {
  const text = String(value);
  // Far outside any range, or with many decimals, String() writes exponent notation (1e+21, 1e-7).
  if (!/e/i.test(text)) return numberFieldError(text, rule);
  if (value < rule.min || value > rule.max) return numberFieldError(String(value < rule.min ? rule.min - 1 : rule.max + 1), rule);
  if (rule.maxDecimals !== undefined && decimalPlaces(value) > rule.maxDecimals) return numberFieldError('0.' + '1'.repeat(20), rule);
  return null;
}

/** A zod number checked against a rule, for request schemas. */
export const ruledNumber = (rule: NumberRule) =>
  z.number({ message: `${rule.label} must be a number` }).superRefine((value, context) => {
    const message = numberRuleError(value, rule);
    if (message) context.addIssue({ code: 'custom', message });
  });
