import { describe, expect, it } from 'vitest';
import { COLD_METHODS, coldMethodLabel, coldStripLevel } from './cold-exposure.logic';

describe('cold exposure rules', () => {
  it('offers the five methods', () => {
    expect(COLD_METHODS.map((method) => method.value)).toEqual(['cold_shower', 'ice_bath', 'cryo', 'cold_plunge', 'winter_swimming']);
    expect(coldMethodLabel('ice_bath')).toBe('Ice Bath');
  });

  it.each([
    [0, 'none'],
    [1, 'light'],
    [59, 'light'],
    [60, 'medium'],
    [179, 'medium'],
    [180, 'strong'],
    [900, 'strong'],
  ] as const)('colours a day of %i s as %s', (seconds, level) => {
    expect(coldStripLevel(seconds)).toBe(level);
  });
});
