import { describe, expect, it } from 'vitest';
import { fromLocalDateTime, toLocalDateTime } from './local-date-time.logic';

describe('wall-clock times in a zone', () => {
  it('writes an instant as the zone’s wall clock', () => {
    const instant = new Date('2026-05-03T14:30:00Z');
    expect(toLocalDateTime(instant, 'UTC')).toBe('2026-05-03T14:30');
    expect(toLocalDateTime(instant, 'America/Los_Angeles')).toBe('2026-05-03T07:30');
    expect(toLocalDateTime(instant, 'Pacific/Auckland')).toBe('2026-05-04T02:30');
  });

  it.each([
    ['2026-05-03T07:30', 'America/Los_Angeles', '2026-05-03T14:30:00.000Z'],
    ['2026-05-04T02:30', 'Pacific/Auckland', '2026-05-03T14:30:00.000Z'],
    ['2026-01-15T00:00', 'Europe/Paris', '2026-01-14T23:00:00.000Z'],
    ['2026-05-03T07:30:15', 'UTC', '2026-05-03T07:30:15.000Z'],
  ])('reads %s in %s as %s', (text, zone, iso) => {
    expect(fromLocalDateTime(text, zone)?.toISOString()).toBe(iso);
  });

  it('round-trips every hour across both DST changes', () => {
    for (const zone of ['America/Los_Angeles', 'Europe/London', 'Pacific/Auckland']) {
      for (let hour = 0; hour < 24 * 366; hour += 1) {
        const instant = new Date(Date.UTC(2026, 0, 1) + hour * 3_600_000);
        const text = toLocalDateTime(instant, zone);
        const back = fromLocalDateTime(text, zone)!;
        expect(toLocalDateTime(back, zone)).toBe(text);
      }
    }
  });

  it('moves a skipped time past the gap and takes the first of a repeated one', () => {
    // Los Angeles skips 02:00–03:00 on 2026-03-08 and repeats 01:00–02:00 on 2026-11-01.
    expect(fromLocalDateTime('2026-03-08T02:30', 'America/Los_Angeles')?.toISOString()).toBe('2026-03-08T10:30:00.000Z');
    expect(fromLocalDateTime('2026-11-01T01:30', 'America/Los_Angeles')?.toISOString()).toBe('2026-11-01T08:30:00.000Z');
  });

  it.each(['', 'yesterday', '2026-13-01T10:00', '2026-04-31T10:00', '2026-05-03T24:00', '2026-05-03'])('refuses %j', (text) => {
    expect(fromLocalDateTime(text, 'UTC')).toBeNull();
  });
});
