import type { ExtractedEntry } from '@uh/core/voice-journal/voice-journal.schema';
import { describe, expect, it } from 'vitest';
import { fieldsOf } from './entry-fields';
import { logOptionLabel } from './entry-log-option';
import { checkEntry, detailsToValues, fieldsForDetails, firstInvalidName, serverEntryErrors, summaryError } from './entry-form';

const context = { timeZone: 'America/New_York' };
const cold: ExtractedEntry = {
  type: 'cold_exposure',
  summary: 'Cold exposure · ice bath · 3 min at 50 °F',
  details: { exposureMethod: 'ice_bath', duration: 195, temperature: 50, temperatureUnit: 'F' },
  uncertain: ['duration'],
};

describe('details ↔ review form', () => {
  it('shows a cold session as minutes and seconds and reads it back', () => {
    const values = detailsToValues(cold, context);
    expect(values).toMatchObject({
      exposureMethod: 'ice_bath',
      durationMinutes: '3',
      durationSecondsPart: '15',
      temperature: '50',
      temperatureUnit: 'F',
    });
    expect(checkEntry('cold_exposure', values, context)).toEqual({ details: cold.details, errors: {}, entryError: null });
  });

  it('round-trips every kind of entry', () => {
    const entries: ExtractedEntry[] = [
      { type: 'meal', summary: 'm', details: { description: 'three eggs', proteinGrams: 40 }, uncertain: [] },
      { type: 'exercise', summary: 'e', details: { activity: 'walk', minutes: 30 }, uncertain: [] },
      { type: 'biometric', summary: 'b', details: { weight: 182.4, weightUnit: 'lbs', systolic: 120, diastolic: 80 }, uncertain: [] },
      { type: 'water', summary: 'w', details: { ounces: 16, spokenAmount: 2, spokenUnit: 'cup' }, uncertain: [] },
      { type: 'supplement', summary: 's', details: { names: ['magnesium', 'vitamin D'] }, uncertain: [] },
      {
        type: 'fasting',
        summary: 'f',
        details: { action: 'end', targetHours: 16, startTime: '2025-03-10T00:00:00.000Z', endTime: '2025-03-10T16:00:00.000Z' },
        uncertain: [],
      },
      { type: 'note', summary: 'n', details: { text: 'Felt great today.' }, uncertain: [] },
    ];
    for (const entry of entries) {
      const values = detailsToValues(entry, context);
      expect(checkEntry(entry.type, values, context).details, entry.type).toEqual(entry.details);
    }
  });

  it('shows a fast time in the person’s zone', () => {
    const values = detailsToValues({ type: 'fasting', details: { action: 'start', startTime: '2025-03-10T00:00:00.000Z' } }, context);
    expect(values.startTime).toBe('2025-03-09T20:00');
    expect(values.targetHours).toBe('');
    expect(fieldsOf('fasting', values).map((field) => field.name)).toEqual(['action', 'targetHours', 'startTime']);
  });
});

describe('checking what was typed', () => {
  it('names a typo under its field with the shared rule’s words', () => {
    const values = { ...detailsToValues(cold, context), temperature: '1e3', durationMinutes: '999' };
    const check = checkEntry('cold_exposure', values, context);
    expect(check.details).toBeNull();
    expect(check.errors.temperature).toBe('Temperature must be a plain number, like 12 or 12.5');
    expect(check.errors.durationMinutes).toBe('Minutes must be between 0 and 180');
  });

  it('checks a temperature in the unit picked for it', () => {
    const values = { ...detailsToValues(cold, context), temperature: '50', temperatureUnit: 'C' };
    expect(checkEntry('cold_exposure', values, context).errors.temperature).toBe('Temperature must be between -40 and 30 °C');
  });

  it('applies the rules between fields and the rules of the whole entry', () => {
    const pressure = checkEntry(
      'biometric',
      { weight: '', weightUnit: 'lbs', systolic: '80', diastolic: '120', heartRate: '', sleepHours: '' },
      context,
    );
    expect(pressure.errors.systolic).toBe('Systolic must be greater than diastolic');
    const empty = checkEntry(
      'biometric',
      { weight: '', weightUnit: 'lbs', systolic: '', diastolic: '', heartRate: '', sleepHours: '' },
      context,
    );
    expect(empty.entryError).toBe('Enter at least one measurement');
    const meal = checkEntry('meal', { description: '   ', proteinGrams: '' }, context);
    expect(meal.errors.description).toBe('description is required');
    const supplements = checkEntry('supplement', { names: ' , ' }, context);
    expect(supplements.errors.names).toBe('Name at least one supplement');
  });

  it('weighs kilograms by the kilogram rule', () => {
    const values = { weight: '500', weightUnit: 'kg', systolic: '', diastolic: '', heartRate: '', sleepHours: '' };
    expect(checkEntry('biometric', values, context).errors.weight).toMatch(/^Weight must be between 9.1 and 453.5 kg$/);
  });
});

describe('fields to check and the server’s messages', () => {
  it('points `uncertain` at the form fields that edit it', () => {
    const values = detailsToValues(cold, context);
    expect(fieldsForDetails('cold_exposure', values, ['duration'])).toEqual(['durationMinutes', 'durationSecondsPart']);
    expect(fieldsForDetails('meal', { description: 'x', proteinGrams: '' }, ['proteinGrams'])).toEqual(['proteinGrams']);
  });

  it('puts a 400’s field messages under their fields and keeps the rest for the entry', () => {
    const values = { action: 'start', targetHours: '', startTime: '' };
    expect(serverEntryErrors('fasting', values, 'details.startTime: startTime cannot be in the future')).toEqual({
      errors: { startTime: 'startTime cannot be in the future' },
      entryMessage: null,
    });
    expect(serverEntryErrors('fasting', values, 'A fast is already running')).toEqual({
      errors: {},
      entryMessage: 'A fast is already running',
    });
    expect(
      serverEntryErrors(
        'water',
        { ounces: '', spokenAmount: '', spokenUnit: '' },
        'summary: summary is required; details.ounces: Water must be between 0.1 and 400 oz',
      ),
    ).toEqual({
      errors: { summary: 'summary is required', ounces: 'Water must be between 0.1 and 400 oz' },
      entryMessage: null,
    });
  });

  it('finds the first wrong field in form order, the summary first', () => {
    const values = detailsToValues(cold, context);
    expect(firstInvalidName('cold_exposure', values, { temperature: 'x', durationSecondsPart: 'y' })).toBe('durationSecondsPart');
    expect(firstInvalidName('cold_exposure', values, { temperature: 'x', summary: 'z' })).toBe('summary');
    expect(firstInvalidName('cold_exposure', values, { summary: undefined })).toBeUndefined();
    expect(summaryError(' ')).toBe('summary is required');
    expect(summaryError(' Meal ')).toBeNull();
  });

  it('offers "Also log it as …" only where saving writes a log', () => {
    expect(logOptionLabel('cold_exposure', {})).toBe('Also log it as a cold exposure session');
    expect(logOptionLabel('biometric', {})).toBe('Also log it as a biometrics reading');
    expect(logOptionLabel('fasting', { action: 'start' })).toBe('Also log it as a fast start');
    expect(logOptionLabel('fasting', { action: 'end' })).toBe('Also log it as the end of your fast');
    expect(logOptionLabel('meal', { proteinGrams: '40' })).toBe("Also log it as today's 30-30-30 protein");
    expect(logOptionLabel('meal', { proteinGrams: '' })).toBeNull();
    for (const type of ['exercise', 'water', 'supplement', 'note'] as const) expect(logOptionLabel(type, {})).toBeNull();
  });
});
