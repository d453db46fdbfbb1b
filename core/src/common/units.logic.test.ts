import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  celsiusToFahrenheit,
  fahrenheitToCelsius,
  formatCelsiusFromFahrenheit,
  fromCelsius,
  kilogramsToPounds,
  poundsToKilograms,
  roundTo,
  toCelsius,
} from './units.logic';

describe('temperature', () => {
  it('converts the fixed points', () => {
    expect(fahrenheitToCelsius(32)).toBe(0);
    expect(fahrenheitToCelsius(212)).toBe(100);
    expect(fahrenheitToCelsius(-40)).toBe(-40);
    expect(celsiusToFahrenheit(100)).toBe(212);
  });

  it('shows the default 58 °F as 14.4 °C', () => {
    expect(formatCelsiusFromFahrenheit(58)).toBe('14.4');
  });

  it('round-trips any plausible temperature through Celsius (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: -100, max: 200, noNaN: true }), fc.constantFrom('F' as const, 'C' as const), (value, unit) => {
        expect(roundTo(fromCelsius(toCelsius(value, unit), unit), 6)).toBeCloseTo(value, 6);
      }),
    );
  });

  it('is monotonic (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: -100, max: 200, noNaN: true }), fc.double({ min: 0.001, max: 50, noNaN: true }), (value, step) => {
        expect(fahrenheitToCelsius(value + step)).toBeGreaterThan(fahrenheitToCelsius(value));
      }),
    );
  });
});

describe('weight', () => {
  it('uses the exact pound', () => {
    expect(poundsToKilograms(1)).toBe(0.45359237);
    expect(roundTo(kilogramsToPounds(100), 2)).toBe(220.46);
  });

  it('round-trips pounds through kilograms (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 2000, noNaN: true }), (pounds) => {
        expect(kilogramsToPounds(poundsToKilograms(pounds))).toBeCloseTo(pounds, 9);
      }),
    );
  });
});
