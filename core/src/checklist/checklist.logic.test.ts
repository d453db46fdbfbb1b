import { describe, expect, it } from 'vitest';
import { checklistPercent, EMPTY_CHECKLIST, hydrationOunces, weeklyCircle } from './checklist.logic';

describe('checklist percentage', () => {
  it('is the completed count out of 8, rounded', () => {
    expect(checklistPercent(EMPTY_CHECKLIST)).toBe(0);
    expect(checklistPercent({ ...EMPTY_CHECKLIST, fastingCompleted: true })).toBe(13);
    expect(checklistPercent({ ...EMPTY_CHECKLIST, fastingCompleted: true, supplementsCompleted: true, journalEntryCompleted: true })).toBe(
      38,
    );
  });
});

describe('weekly circles', () => {
  it.each([
    [100, false, 'complete'],
    [75, false, 'complete'],
    [74, false, 'partial'],
    [50, true, 'partial'],
    [49, true, 'started'],
    [1, false, 'started'],
    [0, true, 'missed'],
    [0, false, 'empty'],
  ] as const)('%i %% (past day: %s) → %s', (percent, isPast, circle) => {
    expect(weeklyCircle(percent, isPast)).toBe(circle);
  });
});

describe('hydration target', () => {
  it('is half the body weight in lbs, as ounces', () => {
    expect(hydrationOunces(180)).toBe(90);
    expect(hydrationOunces(181)).toBe(91);
  });
});
