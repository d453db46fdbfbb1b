import { describe, expect, it } from 'vitest';
import type { ToolPlan } from '../coach-tools/tool-plan.schema';
import { editableFields, editedPlan } from './chat-draft-edit.logic';

const plunge: ToolPlan = {
  kind: 'coldExposure',
  log: { exposureMethod: 'cold_plunge', temperature: 4, temperatureUnit: 'C', duration: 180, completed: true },
};
const metric = { weightUnit: 'kg' } as const;

describe('editing a draft before confirming it', () => {
  it('shows the amounts in the card’s units: minutes, and the person’s weight unit', () => {
    expect(editableFields(plunge, metric)).toEqual([
      { key: 'minutes', label: 'Minutes', value: 3 },
      { key: 'temperature', label: 'Temperature (°C)', value: 4 },
    ]);
    const reading: ToolPlan = { kind: 'biometrics', log: { weight: 176.37, heartRate: 52 } };
    expect(editableFields(reading, metric)).toEqual([
      { key: 'weight', label: 'Weight (kg)', value: 80 },
      { key: 'heartRate', label: 'Resting heart rate (BPM)', value: 52 },
    ]);
    expect(editableFields({ kind: 'fastEnd', endTime: '2026-03-10T07:00:00Z' }, metric)).toEqual([]);
  });

  it('stores the edit in the plan’s own terms', () => {
    expect(editedPlan(plunge, { values: { minutes: 4.5, temperature: 6 } }, metric)).toEqual({
      ok: true,
      plan: { ...plunge, log: { ...plunge.log, duration: 270, temperature: 6 } },
    });
    const reading: ToolPlan = { kind: 'biometrics', log: { weight: 176.37 } };
    expect(editedPlan(reading, { values: { weight: 81 } }, metric)).toEqual({
      ok: true,
      plan: { kind: 'biometrics', log: { weight: 178.57 } },
    });
    expect(editedPlan({ kind: 'exercise', seconds: 600 }, { values: { minutes: 25 } }, metric)).toEqual({
      ok: true,
      plan: { kind: 'exercise', seconds: 1500 },
    });
  });

  it('refuses what the write would refuse, and a field the draft does not have', () => {
    expect(editedPlan(plunge, { values: { temperature: 60 } }, metric)).toMatchObject({ ok: false });
    expect(editedPlan({ kind: 'protein', grams: 30 }, { values: { grams: 0 } }, metric)).toEqual({
      ok: false,
      message: 'grams must be more than 0',
    });
    expect(
      editedPlan({ kind: 'fastStart', startTime: '2026-03-10T07:00:00Z', targetHours: 16 }, { values: { targetHours: 17 } }, metric),
    ).toMatchObject({
      ok: false,
      message: expect.stringContaining('targetHours must be one of'),
    });
    expect(editedPlan({ kind: 'protein', grams: 30 }, { values: { minutes: 3 } }, metric)).toEqual({
      ok: false,
      message: 'This draft has no field minutes',
    });
  });
});
