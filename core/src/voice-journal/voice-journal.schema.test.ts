import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { extractedEntrySchema, WEIGHT_RULES } from './voice-journal.schema';

const messagesOf = (value: unknown) => extractedEntrySchema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

const entry = (type: string, details: Record<string, unknown>, uncertain: string[] = []) => ({
  type,
  summary: 'Entry',
  details,
  uncertain,
});

describe('an extracted entry', () => {
  it.each([
    entry('meal', { description: '3 eggs', proteinGrams: 40 }, ['proteinGrams']),
    entry('exercise', { activity: 'walk', minutes: 30 }),
    entry('exercise', { activity: 'walk' }, ['minutes']),
    entry('biometric', { weight: 82.5, weightUnit: 'kg', systolic: 120, diastolic: 80, heartRate: 58, sleepHours: 7.5 }),
    entry('water', { ounces: 16.9, spokenAmount: 500, spokenUnit: 'ml' }),
    entry('water', {}, ['ounces']),
    entry('supplement', { names: ['magnesium', 'vitamin D'] }),
    entry('cold_exposure', { exposureMethod: 'ice_bath', duration: 180, temperature: 10, temperatureUnit: 'C' }),
    entry('fasting', { action: 'start', targetHours: 16, startTime: '2025-03-10T00:00:00.000Z' }),
    entry('fasting', { action: 'end', endTime: '2025-03-10T16:00:00.000Z' }),
    entry('note', { text: 'Feeling great' }),
  ])('accepts a $type entry', (value) => {
    expect(messagesOf(value)).toEqual([]);
  });

  it('refuses what the app would refuse, with its words', () => {
    expect(messagesOf(entry('meal', { description: 'steak', proteinGrams: 501 }))).toEqual(['Protein must be between 0 and 500 g']);
    expect(messagesOf(entry('cold_exposure', { exposureMethod: 'ice_bath', temperature: 31, temperatureUnit: 'C' }))).toEqual([
      'Temperature must be between -40 and 30 °C',
    ]);
    expect(messagesOf(entry('cold_exposure', { exposureMethod: 'sauna', temperatureUnit: 'F' }))[0]).toMatch(
      /^exposureMethod must be one of cold_shower/,
    );
    expect(messagesOf(entry('fasting', { action: 'start', targetHours: 18 }))).toEqual([
      'targetHours must be one of 12, 16, 20, 24, 36, 48, 72, 86',
    ]);
    expect(messagesOf(entry('fasting', { action: 'start', startTime: '2999-01-01T00:00:00Z' }))).toEqual([
      'startTime cannot be in the future',
    ]);
    expect(messagesOf(entry('fasting', { action: 'start', endTime: '2025-03-10T00:00:00Z' }))).toEqual([
      'A fast being started has no endTime',
    ]);
    expect(messagesOf(entry('biometric', { sleepHours: 7.25, weightUnit: 'lbs' }))).toEqual(['Sleep can have at most 1 decimal']);
    expect(messagesOf(entry('biometric', { systolic: 80, diastolic: 120, weightUnit: 'lbs' }))).toEqual([
      'Systolic must be greater than diastolic',
    ]);
    expect(messagesOf(entry('biometric', { systolic: 120, weightUnit: 'lbs' }))).toEqual([
      'Blood pressure needs both systolic and diastolic',
    ]);
    expect(messagesOf(entry('biometric', { weightUnit: 'lbs' }))).toEqual(['Enter at least one measurement']);
    expect(messagesOf(entry('water', { spokenAmount: 2, spokenUnit: 'cup' }))).toEqual(['An amount said needs its ounces']);
    expect(messagesOf(entry('supplement', { names: ['zinc', 'Zinc'] }))).toEqual(['Each supplement once']);
  });

  it('holds weight in kilograms to the same bounds as in pounds', () => {
    expect(WEIGHT_RULES.kg).toMatchObject({ min: 9.1, max: 453.5 });
    expect(messagesOf(entry('biometric', { weight: 453.5, weightUnit: 'kg' }))).toEqual([]);
    expect(messagesOf(entry('biometric', { weight: 454, weightUnit: 'kg' }))).toEqual(['Weight must be between 9.1 and 453.5 kg']);
    expect(messagesOf(entry('biometric', { weight: 454, weightUnit: 'lbs' }))).toEqual([]);
  });

  it('takes no field it does not know, and highlights only its own fields', () => {
    expect(messagesOf({ ...entry('note', { text: 'hi' }), mood: 'good' }).length).toBe(1);
    expect(messagesOf(entry('note', { text: 'hi', mood: 'good' })).length).toBe(1);
    expect(messagesOf(entry('workout', { activity: 'walk' })).length).toBe(1);
    expect(messagesOf(entry('exercise', { activity: 'walk', minutes: 30 }, ['ounces']))[0]).toBe(
      'uncertain may only name activity, minutes',
    );
    expect(messagesOf(entry('exercise', { activity: 'walk' }, ['minutes', 'minutes']))).toEqual(['uncertain names each field once']);
  });

  it('can be given to a language model as a JSON Schema', () => {
    const schema = z.toJSONSchema(extractedEntrySchema, { io: 'input', unrepresentable: 'any' });
    expect(schema.oneOf).toHaveLength(8);
  });
});
