import { describe, expect, it } from 'vitest';
import { journalDayItems, journalItemChanges } from './journal-checklist.logic';

describe('the checklist items a day of journal entries decides', () => {
  it('ticks the journal entry for any entry, supplements for a supplement entry', () => {
    expect(journalDayItems({ types: ['note'], waterOunces: 0, latestWeightLbs: null })).toEqual({
      journalEntryCompleted: true,
      supplementsCompleted: false,
    });
    expect(journalDayItems({ types: ['supplement', 'meal'], waterOunces: 0, latestWeightLbs: null })).toMatchObject({
      supplementsCompleted: true,
    });
    expect(journalDayItems({ types: [], waterOunces: 0, latestWeightLbs: null })).toEqual({
      journalEntryCompleted: false,
      supplementsCompleted: false,
    });
  });

  it('ticks hydration when the water reaches half the body weight in ounces, and only when a weight is known', () => {
    expect(journalDayItems({ types: ['water'], waterOunces: 90, latestWeightLbs: 180 }).hydrationTargetCompleted).toBe(true);
    expect(journalDayItems({ types: ['water'], waterOunces: 89.5, latestWeightLbs: 180 }).hydrationTargetCompleted).toBe(false);
    expect(journalDayItems({ types: ['water'], waterOunces: 500, latestWeightLbs: null })).not.toHaveProperty('hydrationTargetCompleted');
  });

  it('ticks the morning protein for a meal with 30 g and the morning exercise for 30 minutes, or a completed 30-30-30', () => {
    const day = { types: ['meal', 'exercise'] as const, waterOunces: 0, latestWeightLbs: null };
    expect(journalDayItems({ ...day, mostMealProteinGrams: 40, longestExerciseMinutes: 30 })).toMatchObject({
      morningProteinCompleted: true,
      morningExerciseCompleted: true,
    });
    expect(journalDayItems({ ...day, mostMealProteinGrams: 29, longestExerciseMinutes: 29 })).toMatchObject({
      morningProteinCompleted: false,
      morningExerciseCompleted: false,
    });
    expect(journalDayItems({ ...day, mostMealProteinGrams: 0, longestExerciseMinutes: 0, hasThirtyCompleted: true })).toMatchObject({
      morningProteinCompleted: true,
      morningExerciseCompleted: true,
    });
    expect(journalItemChanges({ ...day, mostMealProteinGrams: 40 }, ['meal'], 'logged')).toEqual({
      journalEntryCompleted: true,
      morningProteinCompleted: true,
    });
  });

  it('only ticks after an entry is added, and re-derives just the items of the types changed after an edit or delete', () => {
    const day = { types: ['note'] as const, waterOunces: 10, latestWeightLbs: 180 };
    expect(journalItemChanges(day, ['water'], 'logged')).toEqual({ journalEntryCompleted: true });
    expect(journalItemChanges(day, ['water'], 'changed')).toEqual({ journalEntryCompleted: true, hydrationTargetCompleted: false });
    expect(journalItemChanges({ types: [], waterOunces: 0, latestWeightLbs: null }, ['supplement'], 'changed')).toEqual({
      journalEntryCompleted: false,
      supplementsCompleted: false,
    });
    // Without a weight, hydration is never changed, not even after a delete.
    expect(journalItemChanges({ types: [], waterOunces: 0, latestWeightLbs: null }, ['water'], 'changed')).toEqual({
      journalEntryCompleted: false,
    });
  });
});
