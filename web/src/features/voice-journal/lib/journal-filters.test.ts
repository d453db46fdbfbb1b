import { JOURNAL_ENTRY_TYPES } from '@uh/core/voice-journal/voice-journal.schema';
import { describe, expect, it } from 'vitest';
import { FILTER_COVERAGE, JOURNAL_TABS, typeLabel, typeNoun, typeParam } from './journal-filters';

describe('journal filter tabs (docs/product.md §2)', () => {
  it('are All, Meals, Exercise, Biometrics, Notes', () => {
    expect(JOURNAL_TABS.map((tab) => tab.label)).toEqual(['All', 'Meals', 'Exercise', 'Biometrics', 'Notes']);
  });

  it('ask the API for the types each tab shows', () => {
    expect(typeParam('all')).toBeNull();
    expect(typeParam('meals')).toBe('meal');
    expect(typeParam('exercise')).toBe('exercise');
    expect(typeParam('biometrics')).toBe('biometric,water');
    expect(typeParam('notes')).toBe('note,supplement,fasting,cold_exposure');
  });

  it('put every type under exactly one tab besides All, and say where the extra ones go', () => {
    const shown = JOURNAL_TABS.filter((tab) => tab.filter !== 'all').flatMap((tab) => typeParam(tab.filter)!.split(','));
    expect([...shown].sort()).toEqual([...JOURNAL_ENTRY_TYPES].sort());
    expect(FILTER_COVERAGE).toContain('water');
    for (const kind of ['supplements', 'fasting', 'cold exposure']) expect(FILTER_COVERAGE).toContain(kind);
  });

  it('names types for people, and an unknown one as a generic item', () => {
    expect(typeLabel('cold_exposure')).toBe('Cold exposure');
    expect(typeLabel('mystery')).toBe('Entry');
    expect(typeNoun('cold_exposure')).toBe('cold exposure');
    expect(typeNoun('biometric')).toBe('biometric');
    expect(typeNoun('meal')).toBe('meal');
  });
});
