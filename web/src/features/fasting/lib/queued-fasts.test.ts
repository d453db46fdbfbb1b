import type { FastingLog } from '@uh/core/fasting/fasting.schema';
import { describe, expect, it } from 'vitest';
import { describeQueuedFast, fastUrl, localFastId, startWriteUrl, withQueuedFasts } from './queued-fasts';

const serverFast: FastingLog = {
  id: 7,
  userId: 1,
  startTime: '2026-11-23T20:00:00.000Z',
  endTime: null,
  targetHours: 16,
  duration: null,
  completed: false,
  timestamp: '2026-11-23T20:00:00.000Z',
  localDay: null,
};
const start = (id: string, startTime: string) => ({
  id,
  method: 'POST',
  url: '/api/protocols/fasting',
  body: { userId: 1, startTime, targetHours: 16, completed: false },
  failure: null,
});
const end = (url: string, endTime: string, failure: string | null = null) => ({
  id: `end-${url}`,
  method: 'PATCH',
  url,
  body: { endTime },
  failure,
});

describe('withQueuedFasts', () => {
  it('ends a fast the server has when its end was made offline, completed by its length', () => {
    const [shown] = withQueuedFasts([serverFast], [end('/api/protocols/fasting/7', '2026-11-24T12:30:00.000Z')]);
    expect(shown).toMatchObject({ id: 7, endTime: '2026-11-24T12:30:00.000Z', duration: 16.5 * 3600, completed: true });
  });

  it('shows a fast started offline as running, with a local id, and ends it by its start write', () => {
    const writes = [start('w1', '2026-11-24T08:00:00.000Z')];
    const running = withQueuedFasts([], writes);
    expect(running).toMatchObject([{ id: localFastId('w1'), startTime: '2026-11-24T08:00:00.000Z', endTime: null }]);
    expect(localFastId('w1')).toBeLessThan(0);
    expect(fastUrl(localFastId('w1'), writes)).toBe(startWriteUrl('w1'));

    const endedEarly = withQueuedFasts([], [...writes, end(startWriteUrl('w1'), '2026-11-24T10:00:00.000Z')]);
    expect(endedEarly[0]).toMatchObject({ endTime: '2026-11-24T10:00:00.000Z', duration: 7200, completed: false });
  });

  it('leaves out what the server refused', () => {
    expect(withQueuedFasts([serverFast], [end('/api/protocols/fasting/7', '2026-11-24T12:30:00.000Z', 'Not found')])).toEqual([serverFast]);
    expect(withQueuedFasts([], [{ ...start('w2', '2026-11-24T08:00:00.000Z'), failure: 'You already have an active fast' }])).toEqual([]);
  });

  it('has no address for a local fast whose start is gone', () => {
    expect(fastUrl(-5, [])).toBeNull();
    expect(fastUrl(7, [])).toBe('/api/protocols/fasting/7');
  });
});

describe('describeQueuedFast', () => {
  it('names the start with its time and target, the end with its time', () => {
    expect(describeQueuedFast({ label: 'Fast started', ...start('w1', '2026-11-24T08:00:00.000Z') }, 'UTC')).toBe(
      'Fast started · Nov 24, 8:00 AM · 16 h target',
    );
    expect(describeQueuedFast({ label: 'Fast ended', ...end('/api/protocols/fasting/7', '2026-11-24T12:30:00.000Z') }, 'UTC')).toBe(
      'Fast ended · Nov 24, 12:30 PM',
    );
  });
});
