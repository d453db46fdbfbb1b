import { describe, expect, it } from 'vitest';
import { meetsThirtyThirtyThirty } from './thirty-thirty-thirty.logic';

describe('the 30-30-30 rule', () => {
  it.each([
    [30, 1500, true],
    [29.9, 1800, false],
    [45, 1499, false],
    [0, 0, false],
  ])('protein %d g and %d s of exercise → %s', (proteinAmount, exerciseDuration, expected) => {
    expect(meetsThirtyThirtyThirty({ proteinAmount, exerciseDuration })).toBe(expected);
  });
});
