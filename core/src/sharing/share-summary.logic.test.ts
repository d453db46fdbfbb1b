import { describe, expect, it } from 'vitest';
import { missedRun } from './share-alerts.logic';
import { dueSummary, summaryMessage } from './share-summary.logic';

describe('the weekly sharing summary', () => {
  it('is due from 09:00 on Monday in the person’s zone, for the Monday-to-Monday week before', () => {
    expect(dueSummary(new Date('2026-11-30T07:59:00Z'), 'Europe/Berlin')).toBeNull();
    const due = dueSummary(new Date('2026-11-30T08:00:00Z'), 'Europe/Berlin');
    expect(due).toEqual({
      monday: '2026-11-30',
      dueAt: new Date('2026-11-30T08:00:00Z'),
      from: new Date('2026-11-22T23:00:00Z'),
      to: new Date('2026-11-29T23:00:00Z'),
    });
    // Any later day of the week still answers that Monday's summary: the queue sends it once.
    expect(dueSummary(new Date('2026-12-03T12:00:00Z'), 'UTC')?.monday).toBe('2026-11-30');
  });

  it('names who looked and how often, and says so when nobody did', () => {
    expect(
      summaryMessage([
        { who: 'Sam', reads: 1, proposals: 2 },
        { who: 'Report link', reads: 3, proposals: 0 },
        { who: 'Kim', reads: 0, proposals: 0 },
      ]).body,
    ).toBe('Sam: 1 view, 2 proposals. Report link: 3 views.');
    expect(summaryMessage([{ who: 'Kim', reads: 0, proposals: 0 }])).toEqual({
      title: 'Who saw what you share last week',
      body: 'Nobody opened what you share last week.',
      path: '/sharing',
    });
  });
});

describe('a missed run of a daily protocol', () => {
  it('counts from the fourth day after the last one done, and not for a protocol given up', () => {
    expect(missedRun('2026-11-26', '2026-11-29')).toBe(false);
    expect(missedRun('2026-11-25', '2026-11-29')).toBe(true);
    expect(missedRun('2026-11-08', '2026-11-29')).toBe(false);
  });
});
