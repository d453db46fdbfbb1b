import { describe, expect, it } from 'vitest';
import { poundsToKilograms } from '../common/units.logic';
import { COLD_NEEDS_DURATION, exerciseToAdd, logPlanOf, proteinToAdd } from './journal-logs.logic';

const at = new Date('2025-03-10T22:30:00Z');

describe('the log a reviewed entry makes', () => {
  it('a cold session from a cold exposure entry, at 58 °F or 14 °C when no temperature was said', () => {
    expect(
      logPlanOf(
        { type: 'cold_exposure', details: { exposureMethod: 'ice_bath', duration: 180, temperature: 50, temperatureUnit: 'F' } },
        at,
      ),
    ).toEqual({
      ok: true,
      plan: {
        kind: 'coldExposure',
        log: { exposureMethod: 'ice_bath', temperature: 50, temperatureUnit: 'F', duration: 180, completed: true },
      },
    });
    expect(
      logPlanOf({ type: 'cold_exposure', details: { exposureMethod: 'cold_shower', duration: 20, temperatureUnit: 'C' } }, at),
    ).toEqual({
      ok: true,
      plan: {
        kind: 'coldExposure',
        log: { exposureMethod: 'cold_shower', temperature: 14, temperatureUnit: 'C', duration: 20, completed: false },
      },
    });
    expect(logPlanOf({ type: 'cold_exposure', details: { exposureMethod: 'cold_shower', temperatureUnit: 'F' } }, at)).toEqual({
      ok: false,
      field: 'details.duration',
      message: COLD_NEEDS_DURATION,
    });
  });

  it('a biometrics reading in pounds, converting a weight said in kilograms exactly', () => {
    const result = logPlanOf(
      { type: 'biometric', details: { weight: 82.5, weightUnit: 'kg', systolic: 120, diastolic: 80, sleepHours: 7.5 } },
      at,
    );
    if (!result.ok || result.plan?.kind !== 'biometrics') throw new Error('no reading planned');
    expect(poundsToKilograms(result.plan.log.weight!)).toBeCloseTo(82.5, 10);
    expect(result.plan.log).toMatchObject({ systolic: 120, diastolic: 80, sleepDuration: 7.5 });
    expect(result.plan.log).not.toHaveProperty('heartRate');
    expect(logPlanOf({ type: 'biometric', details: { weight: 182.4, weightUnit: 'lbs' } }, at)).toEqual({
      ok: true,
      plan: { kind: 'biometrics', log: { weight: 182.4 } },
    });
  });

  it('a fast started at the time said (or the entry time) with its target (16 h unless said), or the running fast ended', () => {
    expect(
      logPlanOf({ type: 'fasting', details: { action: 'start', targetHours: 20, startTime: '2025-03-10T00:00:00.000Z' } }, at),
    ).toEqual({
      ok: true,
      plan: { kind: 'fastStart', startTime: '2025-03-10T00:00:00.000Z', targetHours: 20 },
    });
    expect(logPlanOf({ type: 'fasting', details: { action: 'start' } }, at)).toEqual({
      ok: true,
      plan: { kind: 'fastStart', startTime: at.toISOString(), targetHours: 16 },
    });
    expect(logPlanOf({ type: 'fasting', details: { action: 'end' } }, at)).toEqual({
      ok: true,
      plan: { kind: 'fastEnd', endTime: at.toISOString() },
    });
  });

  it('protein from a meal and exercise minutes that say it; nothing from water, supplements, notes or what says no amount', () => {
    expect(logPlanOf({ type: 'meal', details: { description: 'three eggs', proteinGrams: 40 } }, at)).toEqual({
      ok: true,
      plan: { kind: 'protein', grams: 40 },
    });
    expect(logPlanOf({ type: 'exercise', details: { activity: 'walk', minutes: 30 } }, at)).toEqual({
      ok: true,
      plan: { kind: 'exercise', seconds: 1800 },
    });
    const nothing = { ok: true, plan: null };
    expect(logPlanOf({ type: 'meal', details: { description: 'toast' } }, at)).toEqual(nothing);
    expect(logPlanOf({ type: 'exercise', details: { activity: 'walk' } }, at)).toEqual(nothing);
    expect(logPlanOf({ type: 'water', details: { ounces: 20 } }, at)).toEqual(nothing);
    expect(logPlanOf({ type: 'supplement', details: { names: ['magnesium'] } }, at)).toEqual(nothing);
    expect(logPlanOf({ type: 'note', details: { text: 'felt great' } }, at)).toEqual(nothing);
  });

  it('adds protein to a session up to the most a session holds', () => {
    expect(proteinToAdd(20, 40)).toBe(40);
    expect(proteinToAdd(480, 40)).toBe(20);
    expect(proteinToAdd(500, 40)).toBe(0);
    expect(exerciseToAdd(0, 1800)).toBe(1800);
    expect(exerciseToAdd(4 * 3600 - 600, 1800)).toBe(600);
  });
});
