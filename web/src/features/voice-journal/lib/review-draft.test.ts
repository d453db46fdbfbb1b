import type { ExtractedEntry } from '@uh/core/voice-journal/voice-journal.schema';
import { describe, expect, it } from 'vitest';
import { changeSummary, changeType, changeValue, createBody, draftFromEntry, type DraftContext } from './review-draft';

const context: DraftContext = {
  timeZone: 'UTC',
  now: new Date('2025-03-10T12:00:00Z'),
  weightUnit: 'kg',
  temperatureUnit: 'C',
  transcript: 'Three minute ice bath at fifty degrees.',
};
const cold: ExtractedEntry = {
  type: 'cold_exposure',
  summary: 'Cold exposure · ice bath · 3 min at 50 °F',
  details: { exposureMethod: 'ice_bath', duration: 180, temperature: 50, temperatureUnit: 'F' },
  uncertain: ['temperature'],
};

describe('a reviewed entry', () => {
  it('highlights the uncertain fields until the person edits them', () => {
    const draft = draftFromEntry(cold, 'a', context);
    expect(draft.toCheck).toEqual(['temperature']);
    expect(changeValue(draft, 'temperature', '52', context).toCheck).toEqual([]);
  });

  it('does not tick "Also log it" for a reading whose value is to be checked', () => {
    const heard: ExtractedEntry = {
      type: 'biometric',
      summary: 'Biometrics · weight 72.4 lbs',
      details: { weight: 72.4, weightUnit: 'lbs' },
      uncertain: ['weight'],
    };
    const draft = draftFromEntry(heard, 'a', context);
    expect(draft.toCheck).toEqual(['weight']);
    expect(draft.createLogs).toBe(false);
    expect(createBody(draft, { ...context, recordingId: null })?.createLogs).toBe(false);
    expect(draftFromEntry({ ...heard, uncertain: [] }, 'b', context).createLogs).toBe(true);
    expect(draftFromEntry(cold, 'c', context).createLogs).toBe(true);
  });

  it('keeps the summary in step with the details until the person writes their own', () => {
    const draft = changeValue(draftFromEntry(cold, 'a', context), 'durationMinutes', '4', context);
    expect(draft.summary).toBe('Cold exposure · ice bath · 4 min at 50 °F');
    const own = changeSummary(draft, 'Morning plunge');
    expect(changeValue(own, 'durationMinutes', '5', context).summary).toBe('Morning plunge');
    // A value that does not pass leaves the last good summary.
    expect(changeValue(draft, 'durationMinutes', 'x', context).summary).toBe('Cold exposure · ice bath · 4 min at 50 °F');
  });

  it('starts a new type from the words said and the person’s units', () => {
    const note = changeType(draftFromEntry(cold, 'a', context), 'note', context);
    expect(note.values).toEqual({ text: 'Three minute ice bath at fifty degrees.' });
    expect(note.summary).toBe('Note · Three minute ice bath at fifty degrees.');
    expect(changeType(note, 'biometric', context).values.weightUnit).toBe('kg');
    expect(changeType(note, 'fasting', context).values).toMatchObject({ action: 'start', startTime: '2025-03-10T12:00' });
  });

  it('builds the POST body with the recording, the transcript and the log choice', () => {
    const draft = { ...draftFromEntry(cold, 'a', context), createLogs: false };
    expect(createBody(draft, { ...context, recordingId: '0b5c4c4e-4a5e-4b8e-9a3f-1c2d3e4f5a6b' })).toEqual({
      type: 'cold_exposure',
      summary: cold.summary,
      details: cold.details,
      uncertain: [],
      transcription: context.transcript,
      recordingId: '0b5c4c4e-4a5e-4b8e-9a3f-1c2d3e4f5a6b',
      createLogs: false,
    });
    const note = changeType(draft, 'note', context);
    expect(createBody(note, { ...context, recordingId: null })).toMatchObject({ type: 'note', createLogs: true });
    expect(createBody(changeSummary(draft, '  '), { ...context, recordingId: null })).toBeNull();
    expect(createBody(changeValue(draft, 'temperature', '99', context), { ...context, recordingId: null })).toBeNull();
  });
});
