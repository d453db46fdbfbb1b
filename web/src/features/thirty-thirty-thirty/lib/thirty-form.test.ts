import { describe, expect, it } from 'vitest';
import { exerciseMilestone, parseNumberField, thirtyFormErrors, thirtyProgress } from './thirty-form';

describe('parseNumberField', () => {
  it('reads plain numbers and treats empty, junk or exponent input as no value', () => {
    expect(parseNumberField('30')).toBe(30);
    expect(parseNumberField(' 32.5 ')).toBe(32.5);
    expect(parseNumberField('0')).toBe(0);
    expect(parseNumberField('')).toBeNull();
    expect(parseNumberField('   ')).toBeNull();
    expect(parseNumberField('abc')).toBeNull();
    expect(parseNumberField('1e3')).toBeNull();
  });
});

describe('thirtyFormErrors', () => {
  it('names typos under their field before anything is sent', () => {
    expect(thirtyFormErrors({ protein: '99999', waking: '-10' }, 1600)).toEqual({
      protein: 'Protein must be between 0 and 500 g',
      waking: 'Time after waking must be between 0 and 1440 minutes',
    });
    expect(thirtyFormErrors({ protein: '1e3', waking: '' }, 1600)).toEqual({ protein: 'Protein must be a plain number, like 12 or 12.5' });
    expect(thirtyFormErrors({ protein: '35', waking: '20' }, 1600)).toEqual({});
    // The rule itself is the complete button's: a short morning is not a field error.
    expect(thirtyFormErrors({ protein: '10', waking: '' }, 60)).toEqual({});
  });
});

describe('thirtyProgress', () => {
  it('needs at least 30 g of protein and 25:00 on the timer (docs/product.md §5)', () => {
    expect(thirtyProgress('30', 1500)).toEqual({ proteinMet: true, exerciseMet: true, canComplete: true });
    expect(thirtyProgress('29.9', 1800)).toEqual({ proteinMet: false, exerciseMet: true, canComplete: false });
    expect(thirtyProgress('45', 1499)).toEqual({ proteinMet: true, exerciseMet: false, canComplete: false });
    expect(thirtyProgress('', 1800).canComplete).toBe(false);
    expect(thirtyProgress('1e3', 1800).canComplete).toBe(false);
  });
});

describe('exerciseMilestone', () => {
  it('changes only at 25:00 and 30:00', () => {
    expect(exerciseMilestone(0)).toBe('');
    expect(exerciseMilestone(1499)).toBe('');
    expect(exerciseMilestone(1500)).toBe(exerciseMilestone(1799));
    expect(exerciseMilestone(1500)).not.toBe('');
    expect(exerciseMilestone(1800)).not.toBe(exerciseMilestone(1500));
  });
});
