import type { JournalEntry } from '@uh/core/voice-journal/journal.schema';
import type { ExtractedEntry } from '@uh/core/voice-journal/voice-journal.schema';
import { describe, expect, it } from 'vitest';
import { editFollowUpText, editMovesTicks, editPatch, editValues } from './entry-edit';
import { checkEntry } from './entry-form';

const context = { timeZone: 'Pacific/Auckland' };

/** One saved entry of every type, as `GET /api/journal/entries` returns it (the transcription in its details). */
const SAVED: Pick<ExtractedEntry, 'type' | 'details'>[] = [
  { type: 'meal', details: { description: 'three eggs', proteinGrams: 40 } },
  { type: 'exercise', details: { activity: 'walk', minutes: 30 } },
  { type: 'biometric', details: { weight: 82.5, weightUnit: 'kg', systolic: 120, diastolic: 80, heartRate: 58, sleepHours: 7.5 } },
  { type: 'water', details: { ounces: 16, spokenAmount: 2, spokenUnit: 'cup' } },
  { type: 'supplement', details: { names: ['magnesium', 'vitamin D'] } },
  { type: 'cold_exposure', details: { exposureMethod: 'cold_plunge', duration: 195, temperature: 10, temperatureUnit: 'C' } },
  {
    type: 'fasting',
    details: { action: 'end', targetHours: 16, startTime: '2025-03-10T00:00:00.000Z', endTime: '2025-03-10T16:00:00.000Z' },
  },
  { type: 'note', details: { text: 'Felt great today.' } },
];

const saved = (
  entry: Pick<ExtractedEntry, 'type' | 'details'>,
  summary = 'As said',
): Pick<JournalEntry, 'type' | 'summary' | 'details'> => ({
  type: entry.type,
  summary,
  details: { ...entry.details, transcription: 'what was said' },
});

describe('a saved entry in the edit form', () => {
  it('round-trips every type: details → form values → the same details, and nothing to send untouched', () => {
    for (const entry of SAVED) {
      const initial = editValues(saved(entry), context);
      expect(initial.values, entry.type).not.toHaveProperty('transcription');
      expect(editPatch(entry.type, initial, initial, context), entry.type).toEqual({ patch: {}, errors: {}, entryError: null });
      expect(checkEntry(entry.type, initial.values, context).details, entry.type).toEqual(entry.details);
    }
  });

  it('sends a new summary, trimmed, and only the summary when no detail changed', () => {
    const entry = saved(SAVED[1]!, 'Exercise · walk');
    const initial = editValues(entry, context);
    const current = { ...initial, summary: '  Exercise · long walk  ' };
    expect(editPatch('exercise', initial, current, context).patch).toEqual({ summary: 'Exercise · long walk' });
  });

  it('sends the whole details when a number changes', () => {
    const initial = editValues(saved(SAVED[3]!), context);
    const current = { ...initial, values: { ...initial.values, ounces: '24' } };
    expect(editPatch('water', initial, current, context).patch).toEqual({ details: { ounces: 24, spokenAmount: 2, spokenUnit: 'cup' } });
  });

  it('keeps an untouched fast as it was, seconds and all (the form shows minutes)', () => {
    const fast = { type: 'fasting', details: { action: 'start', startTime: '2025-03-10T00:00:42.000Z' } } as const;
    const initial = editValues(saved(fast), context);
    expect(initial.values.startTime).toBe('2025-03-10T13:00');
    expect(editPatch('fasting', initial, { ...initial, summary: 'Started a fast' }, context).patch).toEqual({ summary: 'Started a fast' });
  });

  it('refuses 1e3, an empty summary and values outside the shared range before anything is sent', () => {
    const initial = editValues(saved(SAVED[3]!), context);
    const check = editPatch('water', initial, { summary: '  ', values: { ...initial.values, ounces: '1e3', spokenAmount: '' } }, context);
    expect(check.patch).toBeNull();
    expect(check.errors).toMatchObject({ summary: 'summary is required', ounces: 'Water must be a plain number, like 12 or 12.5' });
    const tooMuch = editPatch('water', initial, { ...initial, values: { ...initial.values, ounces: '500' } }, context);
    expect(tooMuch.errors.ounces).toBe('Water must be between 0.1 and 400 oz');
    const long = editPatch('water', initial, { ...initial, summary: 'x'.repeat(201) }, context);
    expect(long.errors.summary).toBe('summary must be at most 200 characters');
  });

  it('names a rule of the whole entry apart from its fields', () => {
    const initial = editValues(saved(SAVED[2]!), context);
    const emptied = Object.fromEntries(Object.keys(initial.values).map((key) => [key, key === 'weightUnit' ? 'kg' : '']));
    const check = editPatch('biometric', initial, { ...initial, values: emptied }, context);
    expect(check).toMatchObject({ patch: null, entryError: 'Enter at least one measurement' });
  });
});

describe('what follows from saving', () => {
  it('re-reads the checklist only when a water amount was sent', () => {
    expect(editMovesTicks('water', { details: { ounces: 24 } })).toBe(true);
    expect(editMovesTicks('water', { summary: 'Water' })).toBe(false);
    for (const type of ['meal', 'exercise', 'biometric', 'supplement', 'cold_exposure', 'fasting', 'note'] as const) {
      expect(editMovesTicks(type, { details: {} }), type).toBe(false);
    }
    expect(editFollowUpText('water')).toBe("Your checklist's hydration for that day follows the new amount.");
    expect(editFollowUpText('note')).toBeNull();
  });
});
