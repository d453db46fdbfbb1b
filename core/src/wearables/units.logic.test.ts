import { describe, expect, it } from 'vitest';
import { toCelsius, toKilograms, toMilliseconds, toPercent, toPerMinute } from './units.logic';

describe('toKilograms', () => {
  it.each([
    [72.5, 'kg', 72.5],
    [72500, 'g', 72.5],
    [160, 'lb', 72.57477920000001], // 160 × 0.45359237
    [160, 'lbs', 72.57477920000001],
    [12, 'st', 76.20351816], // 168 lb × 0.45359237
    [16, 'oz', 0.45359237],
  ])('%s %s is %s kg', (value, unit, kilograms) => {
    expect(toKilograms(value, unit)).toBeCloseTo(kilograms, 9);
  });

  it.each(['', 'KG', 'pound', 'count', 'constructor', 'toString'])('knows no unit %j', (unit) => {
    expect(toKilograms(70, unit)).toBeNull();
  });

  it('refuses a value that is not a number', () => {
    expect(toKilograms(Number.NaN, 'kg')).toBeNull();
    expect(toKilograms(Number.POSITIVE_INFINITY, 'lb')).toBeNull();
  });
});

describe('toCelsius', () => {
  it.each([
    [36.6, 'degC', 36.6],
    [98.6, 'degF', 37],
    [32, 'degF', 0],
    [310.15, 'K', 37],
  ])('%s %s is %s °C', (value, unit, celsius) => {
    expect(toCelsius(value, unit)).toBeCloseTo(celsius, 9);
  });

  it.each(['C', 'F', '°C', 'degc', ''])('knows no unit %j', (unit) => {
    expect(toCelsius(37, unit)).toBeNull();
  });
});

describe('toPercent', () => {
  it.each([
    [0.97, '%', 97],
    [0.955, '%', 95.5],
    [1, '%', 100],
    [97, '%', 97],
    [95.5, 'percent', 95.5],
    [0, '%', 0],
  ])('%s %s is %s %%', (value, unit, percent) => {
    expect(toPercent(value, unit)).toBeCloseTo(percent, 9);
  });

  it.each([
    [0.97, 'count'],
    [97, ''],
    [101, '%'],
    [-0.5, '%'],
    [Number.NaN, '%'],
  ])('refuses %s %j', (value, unit) => {
    expect(toPercent(value, unit)).toBeNull();
  });
});

describe('toPerMinute', () => {
  it.each([
    [58, 'count/min', 58],
    [1, 'count/s', 60],
    [900, 'count/h', 15],
  ])('%s %s is %s per minute', (value, unit, perMinute) => {
    expect(toPerMinute(value, unit)).toBeCloseTo(perMinute, 9);
  });

  it.each(['bpm', 'count', 'min', ''])('knows no unit %j', (unit) => {
    expect(toPerMinute(60, unit)).toBeNull();
  });
});

describe('toMilliseconds', () => {
  it.each([
    [48.3, 'ms', 48.3],
    [0.052, 's', 52],
  ])('%s %s is %s ms', (value, unit, milliseconds) => {
    expect(toMilliseconds(value, unit)).toBeCloseTo(milliseconds, 9);
  });

  it.each(['min', 'count', ''])('knows no unit %j', (unit) => {
    expect(toMilliseconds(50, unit)).toBeNull();
  });
});
