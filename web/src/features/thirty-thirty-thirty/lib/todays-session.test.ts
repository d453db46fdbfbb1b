import type { ThirtyLog } from '@uh/core/thirty-thirty-thirty/thirty-thirty-thirty.schema';
import { describe, expect, it } from 'vitest';
import { isTodaysResultsView, todaysSession } from './todays-session';

const log = (id: number, timestamp: string, localDay: string, completed = true): ThirtyLog => ({
  id,
  userId: 1,
  proteinAmount: 35,
  exerciseDuration: 1800,
  timeAfterWaking: 20,
  completed,
  timestamp,
  localDay,
});

describe("today's results", () => {
  it('is the latest completed session of today', () => {
    const logs = [
      log(3, '2026-11-21T09:00:00Z', '2026-11-21', false),
      log(2, '2026-11-21T07:00:00Z', '2026-11-21'),
      log(4, '2026-11-21T06:00:00Z', '2026-11-21'),
      log(1, '2026-11-20T07:00:00Z', '2026-11-20'),
    ];
    expect(todaysSession(logs, '2026-11-21')?.id).toBe(2);
  });

  it('is nothing when today has no completed session, so the form shows', () => {
    expect(todaysSession([log(1, '2026-11-20T07:00:00Z', '2026-11-20')], '2026-11-21')).toBeNull();
    expect(todaysSession([log(1, '2026-11-21T07:00:00Z', '2026-11-21', false)], '2026-11-21')).toBeNull();
    expect(todaysSession(undefined, '2026-11-21')).toBeNull();
  });

  it('is asked for by the address', () => {
    expect(isTodaysResultsView('?view=today')).toBe(true);
    expect(isTodaysResultsView('view=today')).toBe(true);
    expect(isTodaysResultsView('')).toBe(false);
  });
});
