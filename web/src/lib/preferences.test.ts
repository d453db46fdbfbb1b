import { describe, expect, it } from 'vitest';
import {
  applyTheme,
  convertTemperature,
  formatOtherTemperatureUnit,
  formatTemperature,
  formatWeight,
  weightFromPounds,
  weightToPounds,
} from './preferences';

describe('weights', () => {
  it('shows a weight in pounds in the chosen unit', () => {
    expect(formatWeight(180, 'kg')).toBe('81.6 kg');
    expect(formatWeight(181.5, 'lbs')).toBe('181.5 lbs');
    expect(formatWeight(180, 'lbs')).toBe('180 lbs');
    expect(formatWeight(181.44, 'kg')).toBe('82.3 kg');
  });

  it('converts a typed weight to pounds and back without drift', () => {
    expect(weightToPounds(180, 'lbs')).toBe(180);
    expect(weightToPounds(81.6, 'kg')).toBeCloseTo(179.897, 3);
    expect(weightFromPounds(weightToPounds(82.3, 'kg'), 'kg')).toBeCloseTo(82.3, 10);
  });
});

describe('temperatures', () => {
  it('converts between °F and °C', () => {
    expect(convertTemperature(50, 'F', 'C')).toBe(10);
    expect(convertTemperature(10, 'C', 'F')).toBe(50);
    expect(convertTemperature(58, 'F', 'F')).toBe(58);
  });

  it('formats in the chosen unit with at most one decimal', () => {
    expect(formatTemperature(50, 'F', 'C')).toBe('10 °C');
    expect(formatTemperature(58, 'F', 'C')).toBe('14.4 °C');
    expect(formatTemperature(58, 'F', 'F')).toBe('58 °F');
    expect(formatTemperature(14.4, 'C', 'F')).toBe('57.9 °F');
  });

  it('shows the other unit to exactly one decimal beside a typed value', () => {
    expect(formatOtherTemperatureUnit(58, 'F')).toBe('14.4 °C');
    expect(formatOtherTemperatureUnit(50, 'F')).toBe('10.0 °C');
    expect(formatOtherTemperatureUnit(10, 'C')).toBe('50.0 °F');
  });
});

describe('applyTheme', () => {
  const fakeRoot = (initial: string[]) => {
    const classes = new Set(initial);
    const classList = {
      toggle: (name: string, force?: boolean) => {
        if (force ?? !classes.has(name)) classes.add(name);
        else classes.delete(name);
        return classes.has(name);
      },
    } as unknown as DOMTokenList;
    return { root: { classList }, classes };
  };

  it('sets light or dark and clears both for system', () => {
    const { root, classes } = fakeRoot(['light', 'other']);
    applyTheme('dark', root);
    expect([...classes].sort()).toEqual(['dark', 'other']);
    applyTheme('light', root);
    expect([...classes].sort()).toEqual(['light', 'other']);
    applyTheme('system', root);
    expect([...classes]).toEqual(['other']);
  });
});
