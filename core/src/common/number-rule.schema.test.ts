import { describe, expect, it } from 'vitest';
import { numberFieldError } from './number-input.logic';
import { numberRuleError, ruledNumber } from './number-rule.schema';

const sleep = { label: 'Sleep', min: 0, max: 24, unit: 'hours', maxDecimals: 1 };

describe('a number rule on both sides', () => {
  it.each(['7.3', '7.25', '25', '-1', '0', '24', '1000', '0.5'])('gives the API the message the form shows for %s', (typed) => {
    expect(numberRuleError(Number(typed), sleep)).toBe(numberFieldError(typed, sleep));
  });

  it('names out-of-range and over-precise values, even in exponent form', () => {
    expect(numberRuleError(1e21, sleep)).toBe('Sleep must be between 0 and 24 hours');
    expect(numberRuleError(-1e21, sleep)).toBe('Sleep must be between 0 and 24 hours');
    expect(numberRuleError(1e-7, sleep)).toBe('Sleep can have at most 1 decimal');
    expect(numberRuleError(1e-7, { ...sleep, maxDecimals: undefined })).toBeNull();
    expect(numberRuleError(7.25, sleep)).toBe('Sleep can have at most 1 decimal');
  });

  it('is a zod schema with those messages', () => {
    const schema = ruledNumber(sleep);
    expect(schema.safeParse(7.3).success).toBe(true);
    expect(schema.safeParse(7.25).error?.issues[0]?.message).toBe('Sleep can have at most 1 decimal');
    expect(schema.safeParse('7').error?.issues[0]?.message).toBe('Sleep must be a number');
  });
});
