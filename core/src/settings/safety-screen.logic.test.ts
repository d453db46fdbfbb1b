import { describe, expect, it } from 'vitest';
import { isFastCheckInDue, needsColdScreen, needsLongFastScreen } from './safety-screen.logic';
import { SAFETY_SCREENS } from './safety-screen-texts';

describe('when a safety screen shows', () => {
  it('before fasts of 24 hours or more', () => {
    expect([12, 16, 20, 24, 36, 48, 72, 86].filter(needsLongFastScreen)).toEqual([24, 36, 48, 72, 86]);
  });

  it('before cold sessions under 10 °C or 50 °F', () => {
    expect(needsColdScreen(9.9, 'C')).toBe(true);
    expect(needsColdScreen(10, 'C')).toBe(false);
    expect(needsColdScreen(49, 'F')).toBe(true);
    expect(needsColdScreen(50, 'F')).toBe(false);
    expect(needsColdScreen(58, 'F')).toBe(false);
  });

  it('checks in once a fast runs 50 % past its target', () => {
    expect(isFastCheckInDue(24 * 3600 - 1, 16)).toBe(false);
    expect(isFastCheckInDue(24 * 3600, 16)).toBe(true);
    expect(isFastCheckInDue(36 * 3600, 24)).toBe(true);
  });
});

describe('what the screens say', () => {
  it('lists the risks of a long fast', () => {
    expect(SAFETY_SCREENS['long-fast'].risks).toEqual([
      'You have diabetes, especially if you take insulin or sulfonylureas',
      'You are pregnant or breastfeeding',
      'You have a history of an eating disorder',
      'You are under 18',
      'You are underweight',
      'You have kidney disease',
      'You take medications that need to be taken with food',
    ]);
  });

  it('lists the risks of very cold water', () => {
    expect(SAFETY_SCREENS.cold.risks).toEqual(['You have a heart condition', "You have Raynaud's", 'You are pregnant']);
    expect(SAFETY_SCREENS.cold.title).toContain('10 °C (50 °F)');
  });

  it('tells how to see each screen again', () => {
    expect(SAFETY_SCREENS['long-fast'].showAgainLabel).toBe('Show again before my next long fast');
    expect(SAFETY_SCREENS.cold.showAgainLabel).toBe('Show again before my next cold session');
  });
});
