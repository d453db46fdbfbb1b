import { describe, expect, it } from 'vitest';
import { decimalPlaces, numberFieldError, parseNumberInput } from './number-input.logic';

describe('parseNumberInput', () => {
  it.each([
    ['', { kind: 'empty' }],
    ['  ', { kind: 'empty' }],
    ['42', { kind: 'number', value: 42 }],
    [' 7.5 ', { kind: 'number', value: 7.5 }],
    ['7,5', { kind: 'number', value: 7.5 }],
    ['.5', { kind: 'number', value: 0.5 }],
    ['-10', { kind: 'number', value: -10 }],
    ['1e3', { kind: 'invalid' }],
    ['1E3', { kind: 'invalid' }],
    ['0x10', { kind: 'invalid' }],
    ['Infinity', { kind: 'invalid' }],
    ['12abc', { kind: 'invalid' }],
    ['1.2.3', { kind: 'invalid' }],
  ])('reads %j as %o', (text, expected) => {
    expect(parseNumberInput(text)).toEqual(expected);
  });
});

describe('numberFieldError', () => {
  const protein = { label: 'Protein', min: 0, max: 500, unit: 'g' };
  it('refuses exponent notation and out-of-range values with a field message', () => {
    expect(numberFieldError('1e3', protein)).toBe('Protein must be a plain number, like 12 or 12.5');
    expect(numberFieldError('99999', protein)).toBe('Protein must be between 0 and 500 g');
    expect(numberFieldError('-10', protein)).toBe('Protein must be between 0 and 500 g');
    expect(numberFieldError('35', protein)).toBeNull();
  });
  it('checks required fields and steps', () => {
    expect(numberFieldError('', { ...protein, isRequired: true })).toBe('Protein is required');
    expect(numberFieldError('', protein)).toBeNull();
    expect(numberFieldError('7.25', { label: 'Sleep', min: 0, max: 24, maxDecimals: 1 })).toBe('Sleep can have at most 1 decimal');
    expect(numberFieldError('7.2', { label: 'Sleep', min: 0, max: 24, maxDecimals: 1 })).toBeNull();
    expect(numberFieldError('70.5', { label: 'Heart rate', min: 20, max: 250, maxDecimals: 0 })).toBe('Heart rate must be a whole number');
  });
  it('counts decimals without float noise', () => {
    expect(decimalPlaces(0.1 + 0.2)).toBeGreaterThan(2);
    expect(decimalPlaces(7.2)).toBe(1);
    expect(decimalPlaces(1e-7)).toBe(7);
    expect(decimalPlaces(12)).toBe(0);
  });
});
